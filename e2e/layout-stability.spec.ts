import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

/**
 * A proxy in front of the emulator that sends the document at `path` in two
 * pieces, the second only once `release()` is called: the browser paints the
 * page part-parsed meanwhile, as it does when HTML arrives slowly. (The Host
 * header goes through, so the emulator's page context names the proxy.)
 */
async function piecewiseProxy(target: string, path: string, splitBefore: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    // Uncompressed, so the document can be cut where its text says.
    const { 'accept-encoding': _encoding, ...headers } = request.headers;
    const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(target + request.url, { method: request.method, headers }, resolve).on('error', reject).end();
    });
    const chunks: Buffer[] = [];
    for await (const chunk of upstream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { 'content-length': _length, ...responseHeaders } = upstream.headers;
    response.writeHead(upstream.statusCode ?? 502, responseHeaders);
    const cut = request.url === path ? body.indexOf(splitBefore) : -1;
    if (cut < 0) return void response.end(body);
    response.write(body.subarray(0, cut));
    await released;
    response.end(body.subarray(cut));
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
for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`the home page does not shift while its elements upgrade (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page, { fromParsed: true });
    await page.goto('/');
    await expect(page.locator('store-carousel')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-mobile-menu')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
    await page.waitForTimeout(300);
    const total = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
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
  await expect(page.locator('store-carousel')).toHaveAttribute('data-rendered', '');
  await expect(page.locator('.heroSlide img')).toHaveClass(/image-error/);
  expect(answered).toBe(true);
  await page.waitForTimeout(300);
  const total = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
  expect(total).toBeLessThan(0.01);
});

// A header whose HTML arrives in pieces is painted part-built: the account and cart
// row holds only the search until the rest comes. That row has a line of its own at
// every width, filled from the start, so what arrives later moves nothing above it.
for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`the header does not shift when its HTML arrives in pieces (${viewport.width} px)`, async ({ page, emulator }) => {
    const proxy = await piecewiseProxy(emulator.url, '/', '<store-currency-selector');
    try {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page, { fromStart: true });
      const loading = page.goto(proxy.url + '/');
      // The first piece is on screen before the rest is sent.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length).catch(() => 0))
        .toBe(1);
      await expect(page.locator('.navUser-search')).toBeVisible();
      await expect(page.locator('store-currency-selector')).toHaveCount(0);
      proxy.release();
      await loading;
      await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
      await expect(page.locator('store-mobile-menu')).toHaveAttribute('data-rendered', '');
      await page.waitForTimeout(300);
      const total = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
      expect(total).toBeLessThan(0.01);
    } finally {
      proxy.release();
      await proxy.close();
    }
  });
}
