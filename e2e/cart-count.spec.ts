import { addToCart, axeViolations, expect, injectFault, test } from './fixtures.ts';

const badge = (page: import('@playwright/test').Page) => page.locator('store-cart-count .countPill');

test.describe('header cart count', () => {
  test('follows the cart on the server, in this tab and in another tab', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-state', 'empty');
    await expect(badge(page)).toBeHidden();

    await addToCart(page, 101, 2);
    await page.reload();
    await expect(badge(page)).toHaveText('2 items');
    await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();

    const secondTab = await context.newPage();
    await secondTab.goto('/canvas-tote-bag/');
    await expect(badge(secondTab)).toHaveText('2 items');

    // A script on the first tab announces a new quantity (as any element does after adding);
    // the second tab follows through the storage event, without a reload.
    await addToCart(page, 130, 1);
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('cart-qty-updated', { detail: { quantity: 3, source: 'journey' }, bubbles: true })),
    );
    await expect(badge(page)).toHaveText('3 items');
    await expect(badge(secondTab)).toHaveText('3 items');
  });

  test('has no axe violations with the badge hidden and shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-state', 'empty');
    expect(await axeViolations(page)).toEqual([]);
    await addToCart(page, 201, 1);
    await page.reload();
    await expect(badge(page)).toHaveText('1 item');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps the last count when the cart summary fails', async ({ page }) => {
    await addToCart(page, 101, 4);
    await page.goto('/');
    await expect(badge(page)).toHaveText('4 items');
    await injectFault(page, '/api/storefront/cart-summary', 'status=500');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(badge(page)).toHaveText('4 items');
    expect(errors).toEqual([]);
  });
});

test.describe('page bootstrap', () => {
  test("loads the product page's script group, named theme-bundle.chunk.product.js", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/canvas-tote-bag/');
    await expect(page.locator('html')).toHaveAttribute('data-page-group', 'product');
    expect(scripts).toContain('/assets/dist/theme-bundle.chunk.product.js');
  });

  test('loads no group on a 404 page, without an error', async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('theme-bundle.chunk.'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a page with no storefront features loads the bootstrap but never React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    // A page of plain markup on the emulator's origin: no store-* tags at all.
    await page.route('**/plain-page/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Plain</title><main><h1>About us</h1><p>Text only.</p></main><script type="module" src="/assets/dist/theme-bundle.main.js"></script></html>',
      }),
    );
    await page.goto('/plain-page/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.endsWith('.js'))).toEqual(['/assets/dist/theme-bundle.main.js']);
  });

  /** When the first contentful paint was presented, and when the first element, group or shared chunk was requested. */
  const paintAndFirstChunk = (page: import('@playwright/test').Page) =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstChunk: Math.min(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /theme-bundle\.(element\.|chunk\.|shared-)/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }));

  test('fetches no element code before the first paint is on screen (product page)', async ({ page }) => {
    await page.goto('/trail-jacket/');
    await expect(page.locator('store-product-form')).toHaveAttribute('data-rendered', '');
    const { firstPaint, firstChunk } = await paintAndFirstChunk(page);
    expect(firstPaint).not.toBeNull();
    expect(firstChunk).toBeGreaterThanOrEqual(firstPaint!);
  });

  test('still waits for the first paint when the first frame comes long after the bootstrap ran', async ({ page }) => {
    // A busy machine can render the first frame hundreds of milliseconds after the
    // module script ran. Model it: a script in the head blocks rendering (not
    // parsing, not the bootstrap) until its answer comes, 600 ms later.
    await page.route('**/trail-jacket/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<script async blocking="render" src="/late-frame.js"></script></head>');
      await route.fulfill({ response, body: html });
    });
    let renderHeld = false;
    await page.route('**/late-frame.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      renderHeld = true;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto('/trail-jacket/');
    expect(renderHeld).toBe(true);
    await expect(page.locator('store-product-form')).toHaveAttribute('data-rendered', '');
    const { firstPaint, firstChunk } = await paintAndFirstChunk(page);
    expect(firstPaint).not.toBeNull();
    expect(firstPaint).toBeGreaterThan(600);
    expect(firstChunk).toBeGreaterThanOrEqual(firstPaint!);
  });

  test('a page that paints nothing still gets its elements', async ({ page }) => {
    // Nothing contentful: an empty cart's badge is hidden, so no first paint is ever reported.
    await page.route('**/badge-only/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Badge</title>
          <script type="application/json" data-store-context data-page-type="default">{"cartId":null}</script>
          <script type="module" src="/assets/dist/theme-bundle.main.js"></script>
          <store-cart-count hide-when-empty></store-cart-count></html>`,
      }),
    );
    await page.goto('/badge-only/');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(0);
  });

  test('a tab opened in the background gets its elements without waiting for a frame', async ({ page }) => {
    // A background tab renders no frames and reports no paint, and Chromium holds
    // its timers back (to once a minute, after a while). Model one: hidden, no
    // animation frames, paint observers that are never called, and timers of a
    // second or more that never fire (the bootstrap's last resort is one).
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        Number(delay) >= 1000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
      window.requestAnimationFrame = () => 0;
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof PerformanceObserver;
    });
    await page.goto('/');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
  });

  test('a classic theme calling window.stencilBootstrap(pageType, context).load() gets its group', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.route('**/classic-theme/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Classic</title><main><h1>Classic</h1></main>
          <script type="module">
            import '/assets/dist/theme-bundle.main.js';
            window.stencilBootstrap('cart', JSON.stringify({ cartId: null })).load();
          </script></html>`,
      }),
    );
    await page.goto('/classic-theme/');
    await expect(page.locator('html')).toHaveAttribute('data-page-group', 'cart');
    expect(scripts).toContain('/assets/dist/theme-bundle.chunk.cart.js');
  });
});
