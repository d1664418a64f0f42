import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, layoutShiftTotal, recordLayoutShifts, test } from './fixtures.ts';

/**
 * A proxy in front of the emulator that sends the document at `path` in two
 * pieces, cut where `cut` says in its text, the second only once `release()` is
 * called: the browser paints the page part-parsed meanwhile, as it does when
 * HTML arrives slowly. (The Host header goes through, so the emulator's page
 * context names the proxy.)
 */
async function piecewiseProxy(target: string, path: string, cut: (html: string) => number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    // Uncompressed, so the document can be cut where its text says.
    const { 'accept-encoding': _encoding, ...headers } = request.headers;
    const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(target + request.url, { method: request.method, headers }, resolve)
        .on('error', reject)
        .end();
    });
    const chunks: Buffer[] = [];
    for await (const chunk of upstream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { 'content-length': _length, ...responseHeaders } = upstream.headers;
    response.writeHead(upstream.statusCode ?? 502, responseHeaders);
    let at = 0;
    if (request.url === path) {
      const text = body.toString('utf8');
      at = Buffer.byteLength(text.slice(0, Math.max(0, cut(text))));
    }
    if (at === 0) return void response.end(body);
    response.write(body.subarray(0, at));
    await released;
    response.end(body.subarray(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// DESIGN rule 8: an element keeps the same box when it upgrades, so nothing moves.
// Every element on the page upgrades during this load (header, menu, carousel, cookie bar).
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the home page does not shift while its elements upgrade (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page, { fromParsed: true });
    await page.goto('/');
    await expect(page.locator('store-carousel.heroCarousel')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-mobile-menu')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
    const total = await layoutShiftTotal(page);
    expect(total).toBeLessThan(0.01);
  });
}

// spec §8: a slide picture that fails gets image-error, and the page around it stays put,
// however late the failure comes (here after the first paint, as on a slow connection).
test('a hero picture that fails after the first paint moves nothing (412 px)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let answered = false;
  await page.route('**/camp-mug-hero-missing.jpg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    answered = true;
    await route.fulfill({ status: 404, body: 'missing' });
  });
  await recordLayoutShifts(page, { fromParsed: true });
  await page.goto('/');
  await expect(page.locator('store-carousel.heroCarousel')).toHaveAttribute('data-rendered', '');
  await expect(page.locator('.heroSlide--slate img')).toHaveClass(/image-error/);
  expect(answered).toBe(true);
  const total = await layoutShiftTotal(page);
  expect(total).toBeLessThan(0.01);
});

// HTML that arrives in pieces is painted part-parsed. What is painted then must stay
// put when the rest arrives:
// - the account and cart cell holding only the search has the width of all its icons
//   from the start, and is filled from its start;
// - a navigation holding only its first link starts beside the logo and grows along
//   its line;
// - hero slides lay their text from the top, so a later, taller slide that makes the
//   row taller does not move the text of those before it;
// - a header menu (a <details>) has the toggle's height before its <summary> arrives;
// - the home page's category row has a column per category from the start, so a tile
//   that arrives later does not narrow those before it;
// - a product card's heading is as tall as it can be, so its price and Compare sit where
//   the row's other cards have them before its add-to-cart form arrives;
// - the cookie bar, anchored to the bottom of the window, shows once its button is
//   there (it would otherwise grow upwards, moving its text);
// - the compare table's header row sets its columns, and the contact form's fields
//   each have a row, so rows and fields still arriving move nothing before them.
const nthIndex = (html: string, text: string, n: number) => {
  let at = -1;
  for (let found = 0; found < n; found++) at = html.indexOf(text, at + 1);
  return at;
};
const pieces: Array<{
  name: string;
  path?: string;
  widths: number[];
  cut: (html: string) => number;
  /** In the first piece: shown, or (`hidden`) held back until it is whole. */
  painted: string;
  hidden?: boolean;
  missing: string;
  /** The most the load may shift (0.001 unless said). */
  maxShift?: number;
}> = [
  {
    name: 'the account and cart row',
    widths: [412, 1280],
    cut: (html) => html.indexOf('<li class="navUser-item navUser-item--currency'),
    painted: '.navUser-search',
    missing: '.navUser-item--cart',
  },
  {
    name: 'the navigation',
    widths: [1280],
    cut: (html) => nthIndex(html, '<li class="navPages-item', 2),
    painted: '.navPages-action',
    missing: '.navUser',
  },
  {
    name: 'the currency menu',
    widths: [1280],
    cut: (html) => html.indexOf('<summary', html.indexOf('<details class="dropdownMenu currencyMenu')),
    painted: '.currencyMenu',
    missing: '.currencyMenu > summary',
    // The browser's own summary is one line high, and the menu a small box: it would
    // move less than the threshold, so here nothing may move at all.
    maxShift: 0,
  },
  {
    name: 'the category tiles',
    widths: [1280],
    // Three tiles painted: at 1280 px, by themselves, they would fill the row.
    cut: (html) => nthIndex(html, '<a class="categoryTile"', 4),
    painted: '.categoryTiles > li:nth-child(3) .categoryTile-name',
    missing: '.categoryTiles > li:nth-child(4) .categoryTile',
  },
  {
    name: 'the hero carousel',
    widths: [412],
    cut: (html) => html.indexOf('<a class="heroSlide heroSlide--slate"'),
    painted: '.heroSlide-title',
    missing: '.heroSlide--slate',
  },
  {
    name: 'the cookie bar',
    widths: [412, 1280],
    cut: (html) => html.lastIndexOf('<button', html.indexOf('data-cookie-accept')),
    // The bar comes first in the page, and a bar without its button is not shown: this
    // piece paints nothing, and the bar shows whole, at the foot of the window, with the rest.
    painted: '.cookieMessage-text',
    hidden: true,
    missing: '[data-cookie-accept]',
  },
  {
    name: 'a row of listing cards',
    path: '/bags/',
    widths: [412, 1280],
    cut: (html) => html.indexOf('<form class="card-atc"', nthIndex(html, '<article class="card"', 2)),
    painted: '.productGrid-item:nth-child(2) .card-compare',
    missing: '.productGrid-item:nth-child(2) .card-atc',
  },
  {
    name: 'the compare table',
    path: '/compare/101/102/201/',
    widths: [412, 1280],
    cut: (html) => nthIndex(html, '<tr><th scope="row">', 2),
    painted: '.compareTable tbody tr',
    missing: '.compareTable tbody tr:nth-child(2)',
  },
  {
    name: 'the contact form',
    path: '/contact-us/',
    widths: [412, 1280],
    cut: (html) => html.indexOf('<label for="contact_question"'),
    painted: '#contact_email',
    missing: '#contact_question',
  },
];
for (const { name, path = '/', widths, cut, painted, hidden = false, missing, maxShift = 0.001 } of pieces) {
  for (const width of widths) {
    test(`the page does not shift when its HTML arrives cut inside ${name} (${width} px)`, async ({ page, emulator }) => {
      const proxy = await piecewiseProxy(emulator.url, path, cut);
      try {
        await page.setViewportSize({ width, height: 823 });
        await recordLayoutShifts(page, { fromStart: true });
        const loading = page.goto(proxy.url + path);
        // The first piece is on screen (or parsed and held back) before the rest is sent.
        if (hidden) {
          await expect(page.locator(painted).first()).toBeAttached();
          await expect(page.locator(painted).first()).toBeHidden();
        } else {
          await expect
            .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length).catch(() => 0))
            .toBe(1);
          await expect(page.locator(painted).first()).toBeAttached();
        }
        await expect(page.locator(missing)).toHaveCount(0);
        proxy.release();
        await loading;
        await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
        await expect(page.locator('store-cookie-notice')).toHaveAttribute('data-rendered', '');
        // A slow connection paints a page at many such cuts, and their shifts add up
        // to the load's CLS (target 0.01): at one cut, nothing painted may move.
        const total = await layoutShiftTotal(page);
        if (maxShift === 0) expect(total).toBe(0);
        else expect(total).toBeLessThan(maxShift);
      } finally {
        proxy.release();
        await proxy.close();
      }
    });
  }
}

// DESIGN rule 8 for the hero carousel: the row of server slides and the rendered
// carousel are the same box (a pictured slide once grew the row 13 px at 412 px).
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the hero carousel renders in the box of its server slides (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/theme-bundle.element.store-carousel.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const carousel = page.locator('store-carousel.heroCarousel');
    await expect(carousel).not.toHaveAttribute('data-rendered', '');
    const before = await carousel.boundingBox();
    // The box in the rendered carousel's first frame too, before its effects run
    // (embla, the failed-picture class): read as data-rendered appears.
    await carousel.evaluate((host) => {
      new MutationObserver((_records, observer) => {
        if (!host.hasAttribute('data-rendered')) return;
        observer.disconnect();
        const { x, y, width, height } = host.getBoundingClientRect();
        host.dataset.firstRenderedBox = JSON.stringify({ x, y, width, height });
      }).observe(host, { attributes: true, attributeFilter: ['data-rendered'] });
    });
    release();
    await expect(carousel).toHaveAttribute('data-rendered', '');
    expect(JSON.parse((await carousel.getAttribute('data-first-rendered-box'))!)).toEqual(before);
    expect(await carousel.boundingBox()).toEqual(before);
  });
}

// The compare bar arrives over the page (fixed at the foot of the window), and the room the
// page keeps for it is added below its last content: a listing loaded with products already
// chosen moves nothing, at the top of the page or scrolled to the compare form.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`a listing with products chosen to compare does not shift as its compare bar arrives (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/bags/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'compare-list',
        JSON.stringify([
          { id: 101, name: 'Canvas Tote Bag', image: '', url: '/canvas-tote-bag/' },
          { id: 102, name: 'Enamel Camp Mug', image: '', url: '/enamel-camp-mug/' },
        ]),
      ),
    );
    for (const at of ['top', 'compare form']) {
      await recordLayoutShifts(page, { fromParsed: true });
      await page.reload();
      if (at === 'compare form') await page.locator('.compareForm').scrollIntoViewIfNeeded();
      await expect(page.locator('store-compare-bar')).toHaveAttribute('data-state', 'open');
      await expect(page.locator('.compareBar-item')).toHaveCount(2);
      // The bar has measured itself and the page keeps its room; two frames later any shift
      // that caused has been reported.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--compare-bar-height')))
        .toMatch(/^\d+(\.\d+)?px$/);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShiftTotal(page), at).toBeLessThan(0.01);
    }
  });
}
