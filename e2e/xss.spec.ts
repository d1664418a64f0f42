import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../emulator/xss.ts';
import { QUICK_SEARCH_DEBOUNCE_MS } from '../shared/constants.ts';
import { expect, pageCaughtUp, sessionToken, test } from './fixtures.ts';

// The XSS catalogue (quality issue, security): every payload of emulator/xss.ts
// in every text that reaches the page from the server (product names, option
// labels, stock messages, category and brand names, server messages) or from the
// shopper (search terms, wishlist names, review text). Zero executions.
//
// The store runs here WITHOUT its Content-Security-Policy: CSP would stop inline
// handlers by itself, and this proves the elements' own handling (text, never
// HTML; the one sanitising insertion) holds alone. Every other journey runs
// under the CSP.

test.describe.configure({ mode: 'serial' });

let store: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  // Port 0: the store takes a port the system gives it and says which. (A port found free
  // here and handed to the child was, once, taken by another connection before the child
  // could listen on it.)
  store = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
    env: { ...process.env, EMULATOR_XSS: '1', PORT: '0', EMBED_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let said = '';
    store!.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const running = /running at (http:\/\/[^/\s]+)\//.exec(said);
      if (running) resolve(running[1]!);
    });
    store!.once('exit', (code) => reject(new Error(`The XSS store exited (${code})`)));
  });
});

test.afterAll(() => {
  store?.kill();
});

/** Counts payload executions (window.__xss), and serves the store's pages without their CSP. */
async function watch(page: Page): Promise<{ calls: () => Promise<number[]> }> {
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.defineProperty(window, '__xssCalls', { value: calls });
    Object.defineProperty(window, '__xss', { value: (id: number) => calls.push(id) });
  });
  await page.route(`${base}/**`, async (route) => {
    if (route.request().resourceType() !== 'document' || route.request().method() !== 'GET') return route.fallback();
    // Redirects go back to the browser as they are, with their cookies.
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  return { calls: () => page.evaluate(() => [...(window as unknown as { __xssCalls: number[] }).__xssCalls]) };
}

/** Waits for the page's elements to render and anything they fetched to be inserted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Scroll through, so elements that render near the viewport do.
  for (let step = 0; step < 15; step++) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
  await pageCaughtUp(page);
}

/** Nothing the payloads carry may be live in the page: no script of theirs, no handler, no script URL. */
async function expectNoLiveMarkup(page: Page): Promise<void> {
  const live = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const text = element.textContent ?? '';
      if (element.localName === 'script' && text.includes('__xss')) {
        // The platform's BCData (a product page's product_attributes carry the product's name) is data: one
        // JSON object with every < escaped, so a payload stays a string inside it. Anything else is a live script.
        const data = /^\s*window\.BCData = (\{[\s\S]*\});\s*$/.exec(text)?.[1];
        let isData = false;
        try {
          isData = data !== undefined && !data.includes('<') && typeof JSON.parse(data) === 'object';
        } catch {
          isData = false;
        }
        if (!isData) found.push('script');
      }
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on') && attribute.value.includes('__xss')) found.push(`${element.localName}[${attribute.name}]`);
        if (
          /^\s*javascript:/i.test(attribute.value) &&
          ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(attribute.name)
        ) {
          found.push(`${element.localName}[${attribute.name}=javascript:]`);
        }
        if (attribute.name === 'srcdoc') found.push(`${element.localName}[srcdoc]`);
      }
    }
    return found;
  });
  expect(live).toEqual([]);
}

test('the catalogue has at least 30 payloads of every kind the issue lists', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const kinds = {
    'script tags': /<script/i,
    'event handler attributes': /\son\w+=/i,
    'javascript: URLs': /javascript:/i,
    SVG: /<svg/i,
    'broken markup': /^<img src="x" onerror="__xss\(31\)"$/,
    'template injection': /\{\{|\$\{|<%=/,
  };
  for (const [kind, pattern] of Object.entries(kinds)) {
    expect(
      XSS_PAYLOADS.some((payload) => pattern.test(payload)),
      kind,
    ).toBe(true);
  }
});

test('control: the harness does see a payload that is inserted as HTML', async ({ page }) => {
  const { calls } = await watch(page);
  await page.goto(base + '/about-us/');
  await page.evaluate((payload) => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', payload);
  }, XSS_PAYLOADS[1]!);
  await expect.poll(calls).toEqual([2]);
});

const serverTextPages: Array<[what: string, path: string]> = [
  ['product names on cards and the hero carousel (home)', '/'],
  ['category and product names (category)', '/apparel/'],
  ['brand and product names (brand)', '/brands/northtrail/'],
  ['product name, option labels, stock message and tabs (product page)', '/trail-jacket/'],
  [
    'search results and the search term from the address (search)',
    `/search.php?search_query=${encodeURIComponent(XSS_PAYLOADS.join(' '))}`,
  ],
];

for (const [what, path] of serverTextPages) {
  test(`zero executions: ${what}`, async ({ page }) => {
    const { calls } = await watch(page);
    await page.goto(base + path);
    await settle(page);
    expect(await calls()).toEqual([]);
    await expectNoLiveMarkup(page);
  });
}

test('zero executions: search terms typed into the quick search, and its results', async ({ page }) => {
  const { calls } = await watch(page);
  // The page's clock is the test's: typing and the debounce take no real time.
  await page.clock.install();
  await page.goto(base + '/');
  await page.locator('store-quick-search[data-rendered]').waitFor();
  await page.locator('.quickSearch-trigger').click();
  const input = page.getByRole('combobox', { name: 'Search the store' });
  for (const payload of XSS_PAYLOADS.slice(0, 12)) {
    await input.fill(`mug ${payload}`);
    await page.clock.runFor(50);
  }
  // The last term is searched after the debounce (spec §9: 1200 ms).
  await input.fill(`jacket ${XSS_PAYLOADS[1]}`);
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/search.php' && response.url().includes('jacket'),
  );
  await page.clock.runFor(QUICK_SEARCH_DEBOUNCE_MS);
  await searched;
  await page.waitForLoadState('networkidle');
  await pageCaughtUp(page);
  expect(await calls()).toEqual([]);
  await expectNoLiveMarkup(page);
});

test('zero executions: product names in the cart preview and on the cart page', async ({ page }) => {
  const { calls } = await watch(page);
  await page.goto(base + '/');
  const token = (await sessionToken(page)) ?? '';
  const headers = { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' };
  // Two of each: the mug's minimum order is 2.
  for (const productId of [101, 102]) {
    const added = await page.request.post(`${base}/remote/v1/cart/add`, {
      form: { action: 'add', product_id: String(productId), 'qty[]': '2' },
      headers,
    });
    expect(added.ok()).toBe(true);
    expect((await added.json()).data.cart_id).toBeTruthy();
  }
  await page.reload();
  await page.locator('store-cart-preview[data-rendered] a').first().click();
  await expect(page.locator('.cartPreview-body')).toBeVisible();
  await settle(page);
  expect(await calls()).toEqual([]);
  await expectNoLiveMarkup(page);

  await page.goto(base + '/cart.php');
  await settle(page);
  expect(await calls()).toEqual([]);
  await expectNoLiveMarkup(page);
});

test('zero executions: wishlist names and review text written by the shopper', async ({ page }) => {
  const { calls } = await watch(page);
  await page.goto(base + '/login.php');
  const main = page.locator('main');
  await main.getByLabel('Email address').fill('ada@example.com');
  await main.getByLabel('Password').fill('download1');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/account\.php/);
  const token = (await sessionToken(page)) ?? '';
  const headers = { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' };
  for (const payload of XSS_PAYLOADS.slice(0, 10)) {
    const created = await page.request.post(`${base}/wishlist.php?action=addwishlist`, {
      form: { wishlistname: payload.slice(0, 100) },
      headers,
    });
    expect(created.ok()).toBe(true);
  }
  for (const payload of XSS_PAYLOADS.slice(10, 20)) {
    const posted = await page.request.post(`${base}/postreview.php`, {
      form: {
        action: 'post_review',
        product_id: '110',
        revrating: '5',
        revfromname: payload.slice(0, 100),
        revtitle: payload.slice(0, 200),
        revtext: payload,
        email: 'ada@example.com',
      },
      headers,
    });
    expect(posted.ok()).toBe(true);
    // Taken, not refused: the product page it answers with says so (product.reviews.messages).
    expect(await posted.text()).toContain('Your review has been posted.');
  }
  await page.goto(base + '/wishlist.php');
  await settle(page);
  expect(await calls()).toEqual([]);
  await expectNoLiveMarkup(page);

  await page.goto(base + '/trail-jacket/#product-reviews');
  await settle(page);
  expect(await calls()).toEqual([]);
  await expectNoLiveMarkup(page);
});
