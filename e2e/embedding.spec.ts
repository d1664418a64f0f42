import { test as base, expect, axeViolations } from './fixtures.ts';
import { startEmbedDemo, type RunningEmbedDemo } from '../emulator/embed-demo.ts';
import { startEmulator, type RunningEmulator } from '../emulator/server.ts';

// Another site embedding the store's elements (docs/embedding.md): the store on
// 127.0.0.1, the embedding page on localhost, so the two are different sites and
// the browser applies its cross-site rules (CORS, SameSite, partitioned cookies).
const test = base.extend<object, { sites: { store: RunningEmulator; embed: RunningEmbedDemo } }>({
  sites: [
    // eslint-disable-next-line no-empty-pattern -- this fixture depends on no other
    async ({}, use) => {
      let storeUrl = '';
      const embed = await startEmbedDemo({ port: 0, storeUrl: () => storeUrl });
      const store = await startEmulator({ port: 0, embedOrigins: [embed.url] });
      storeUrl = store.url;
      await use({ store, embed });
      await Promise.all([store.close(), embed.close()]);
    },
    { scope: 'worker' },
  ],
  // The CSP report check of the fixtures reads this store's reports.
  baseURL: async ({ sites }, use) => use(sites.store.url),
});

test("adds to the cart from another site, and the store's own cart page shows the same count", async ({ page, sites }) => {
  const storeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') storeCalls.push(new URL(request.url()).origin);
  });
  await page.goto(`${sites.embed.url}/`);
  const form = page.locator('store-product-form[data-rendered]');
  await expect(form).toHaveCount(1);
  await page.locator('store-product-card button[type="submit"]').click();
  await expect(page.locator('store-product-card')).toHaveAttribute('data-state', 'complete');
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');

  await form.locator('input[name="qty[]"]').fill('2');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('3 items');
  // The store's preview of the cart links to the store, not to the embedding site.
  const previewLinks = page.getByRole('dialog').locator('a[href]');
  await expect(previewLinks.first()).toBeVisible();
  for (const href of await previewLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
    expect(href.startsWith(`${sites.store.url}/`), href).toBe(true);
  // Every call went to the store, none to the embedding site.
  expect(new Set(storeCalls)).toEqual(new Set([sites.store.url]));

  await page.keyboard.press('Escape');
  await page.locator('.embed-cartLink').click();
  await expect(page).toHaveURL(`${sites.store.url}/cart.php`);
  await expect(page.locator('header store-cart-count .countPill')).toHaveText('3 items');
});

test('a first visit starts one store session: the token call goes first, and no call is refused', async ({ page, sites }) => {
  // Calls sent at once on a first visit would each start a session of their own, and a
  // token from the one would be refused (403) by the other.
  const events: string[] = [];
  const refused: string[] = [];
  const isCall = (url: string) => url.startsWith(sites.store.url) && /\/(remote|api)\//.test(url);
  page.on('request', (request) => {
    if (isCall(request.url())) events.push(`start ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (isCall(request.url())) events.push(`end ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(sites.store.url) && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${sites.embed.url}/`);
  await expect(page.locator('store-product-form[data-rendered]')).toHaveCount(1);
  await expect(page.locator('store-cart-count .countPill')).toHaveText('0 items');
  await page.locator('store-product-card button[type="submit"]').click();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');
  expect(events.slice(0, 2)).toEqual(['start /remote/v1/csrf-token', 'end /remote/v1/csrf-token']);
  expect(events.filter((event) => event === 'start /remote/v1/csrf-token')).toHaveLength(1);
  expect(refused).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the card's form adds on the store and lands on its cart page, not on JSON", async ({ page, sites }) => {
    await page.goto(`${sites.embed.url}/?show=card`);
    await page.locator('store-product-card button[type="submit"]').click();
    await expect(page).toHaveURL(`${sites.store.url}/cart.php`);
    expect(await page.evaluate(() => document.contentType)).toBe('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).toContainText('Canvas Tote Bag');
    await expect(page.locator('body')).not.toContainText('CSRF');
  });
});

test('the embedding page passes axe on a phone', async ({ page, sites }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${sites.embed.url}/`);
  await expect(page.locator('store-product-form[data-rendered]')).toHaveCount(1);
  await expect(page.locator('store-cart-count[data-rendered]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('a self-hosted copy named by configureStore() calls the store', async ({ page, sites }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') calls.push(request.url());
  });
  await page.goto(`${sites.embed.url}/?bundle=self-hosted`);
  await expect(page.locator('store-product-form[data-rendered]')).toHaveCount(1);
  await expect(page.locator('store-cart-count .countPill')).toHaveText('0 items');
  expect(calls.length).toBeGreaterThan(0);
  for (const url of calls) expect(url.startsWith(`${sites.store.url}/`), url).toBe(true);
});

test('two copies of the bundle: one warning, and the second downloads none of its chunks', async ({ page, sites }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${sites.embed.url}/?bundle=both`);
  await expect(page.locator('store-product-form[data-rendered]')).toHaveCount(1);
  await page.locator('store-product-card button[type="submit"]').click();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('twice');
  expect(scripts.filter((url) => url.startsWith(sites.embed.url))).toEqual([`${sites.embed.url}/vendor/storefront/theme-bundle.main.js`]);
  expect(scripts.filter((url) => url.startsWith(sites.store.url)).length).toBeGreaterThan(1);
});

test('a malformed store origin warns once and is ignored', async ({ page, sites }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${sites.embed.url}/?show=card`);
  await expect(page.locator('store-cart-count[data-rendered]')).toHaveCount(1);
  await page.evaluate(async (store) => {
    const context = document.querySelector('store-context')!;
    context.setAttribute('store-origin', 'javascript:alert(1)');
    context.setAttribute('store-origin', 'javascript:alert(1)');
    const { configureStore } = (await import(`${store}/assets/dist/theme-bundle.main.js`)) as {
      configureStore: (options: { storeOrigin: string }) => void;
    };
    configureStore({ storeOrigin: 'not a url' });
  }, sites.store.url);
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings[0]).toContain('javascript:alert(1)');
  expect(warnings[1]).toContain('not a url');
  // The store named first is still the one called.
  await page.locator('store-product-card button[type="submit"]').click();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');
});
