// The platform's own client, unchanged, in Chromium against the emulator: the
// proof that the emulator answers as the platform does (issue: emulator).
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { build } from 'vite';
import { useEmulator } from './test-support.ts';

// The project's one place that finds Chromium (plain JS, so typed here).
const browserModule = '../scripts/browser.mjs';
const { CHROMIUM_ARGS, requireChromium } = (await import(browserModule)) as {
  CHROMIUM_ARGS: string[];
  requireChromium: () => Promise<string>;
};

const emulator = useEmulator();
let bundle = '';
let tempDir = '';
let browser: Browser;
let page: Page;

/** Bundles stencil-utils' source for the browser into a temp dir (never committed). */
async function bundleStencilUtils(): Promise<string> {
  tempDir = await mkdtemp(join(tmpdir(), 'stencil-utils-'));
  const entry = fileURLToPath(new URL('../node_modules/@bigcommerce/stencil-utils/src/main.js', import.meta.url));
  await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: tempDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'stencilUtils', fileName: () => 'stencil-utils.js' },
    },
  });
  return readFile(join(tempDir, 'stencil-utils.js'), 'utf8');
}

/**
 * Calls a stencil-utils API with a node-style callback (`done`) inside the page.
 * The page gets source text, not a function: the test's TypeScript transform
 * would otherwise add helpers the page does not have.
 */
function call<T>(script: string): Promise<T> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const utils = window.stencilUtils;
    const done = (error, response) => (error ? reject(new Error(String(error))) : resolve(response));
    ${script}
  })`) as Promise<T>;
}

before(async () => {
  bundle = await bundleStencilUtils();
  browser = await chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS, headless: true });
  page = await browser.newPage();
  // The bundle takes the place of the page's own theme script: same origin, already in
  // the markup, so the page's CSP (script-src 'self', Trusted Types) lets it run unchanged.
  // (A module script keeps its top-level names to itself, hence the explicit global.)
  await page.route('**/assets/dist/theme-bundle.main.js', (route) =>
    route.fulfill({ body: `${bundle}\nwindow.stencilUtils = stencilUtils;`, contentType: 'text/javascript' }),
  );
  await page.goto(`${emulator.url}/`);
  assert.equal(await page.evaluate('typeof window.stencilUtils?.api?.cart?.itemAdd'), 'function');
});

after(async () => {
  await browser?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('stencil-utils against the emulator', () => {
  it('reads BCData.csrf_token from the nonce script despite the CSP', async () => {
    const token = await page.evaluate('window.BCData?.csrf_token');
    assert.match(String(token), /^[0-9a-f]{32}$/);
  });

  it('cart: getCartQuantity is 0 with no cart, itemAdd adds, getCart and itemUpdate change it', async () => {
    assert.equal(await call<number>('utils.api.cart.getCartQuantity({}, done)'), 0);
    const added = await call<any>(`
      const form = new FormData();
      form.append('action', 'add');
      form.append('product_id', '110');
      form.append('attribute[11]', '1102');
      form.append('attribute[12]', '1111');
      form.append('qty[]', '2');
      utils.api.cart.itemAdd(form, done);`);
    assert.equal(typeof added.data.cart_id, 'string');
    assert.equal(added.data.cart_item.quantity, 2);
    assert.equal(await call<number>('utils.api.cart.getCartQuantity({}, done)'), 2);

    const cart = await call<any>('utils.api.cart.getCart({ includeOptions: true }, done)');
    assert.equal(cart.id, added.data.cart_id);
    assert.equal(cart.lineItems.physicalItems[0].sku, 'JKT-M-MOSS');
    assert.deepEqual(
      cart.lineItems.physicalItems[0].options.map((option: any) => option.value),
      ['M', 'Moss'],
    );
    const byId = await call<any>(`utils.api.cart.getCart({ cartId: ${JSON.stringify(cart.id)} }, done)`);
    assert.equal(byId.id, cart.id);

    const updated = await call<any>(`utils.api.cart.itemUpdate(${JSON.stringify(added.data.cart_item.id)}, 3, done)`);
    assert.equal(updated.data.status, 'succeed');
    assert.equal(await call<number>('utils.api.cart.getCartQuantity({}, done)'), 3);

    const preview = await call<string>("utils.api.cart.getContent({ template: 'cart/preview' }, done)");
    assert.match(preview, /Trail Jacket/);
  });

  it('product: getById with a template answers that template as HTML', async () => {
    const html = await call<string>("utils.api.product.getById(111, { template: 'products/quick-view' }, done)");
    assert.match(html, /class="quickView"/);
    assert.match(html, /Camp Lantern/);
    assert.doesNotMatch(html, /<html/);
  });

  it('product: getById with the three upsell templates answers an object by template name', async () => {
    const content = await call<Record<string, string>>(
      "utils.api.product.getById(102, { template: ['custom/fbt-image-item', 'custom/fbt-detail-item', 'custom/fbt-detail-options'] }, done)",
    );
    assert.deepEqual(Object.keys(content).sort(), ['custom/fbt-detail-item', 'custom/fbt-detail-options', 'custom/fbt-image-item']);
    assert.match(content['custom/fbt-detail-item']!, /Enamel Camp Mug/);
  });

  it('productAttributes: optionChange answers the option response with rendered content', async () => {
    const response = await call<any>(
      "utils.api.productAttributes.optionChange(111, 'action=add&product_id=111&attribute%5B13%5D=1123&qty%5B%5D=1', 'products/bulk-discount-rates', done)",
    );
    assert.equal(response.data.sku, 'LANT-USB');
    assert.equal(response.data.price.without_tax.formatted, '$47.00');
    assert.equal(typeof response.content, 'string');
  });

  it('search: quick results as HTML', async () => {
    const html = await call<string>("utils.api.search.search('lantern', { template: 'search/quick-results' }, done)");
    assert.match(html, /products found for “lantern”/);
    assert.match(html, /Candle Lantern/);
  });

  it('countries: getById and getByName', async () => {
    const byId = await call<any>('utils.api.country.getById(81, done)');
    assert.ok(byId.data.states.some((state: any) => state.name === 'Bavaria'));
    const byName = await call<any>("utils.api.country.getByName('Australia', done)");
    assert.equal(byName.data.country_id, 13);
  });

  it('getPage with a template and wishlist itemAdd (signed out: sent to sign-in)', async () => {
    const customerId = await call<string>("utils.api.getPage('/account.php', { template: 'custom/popup-login-window-customer-id' }, done)");
    assert.equal(customerId.trim(), '', 'a guest has no customer id');
    const wishlist = await call<string>("utils.api.wishlist.itemAdd('', 101, done)");
    assert.match(wishlist, /<h1>Sign in<\/h1>/);
  });
});
