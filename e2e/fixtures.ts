import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startEmulator, type RunningEmulator } from '../emulator/server.ts';

/** Each worker runs its own emulator on a free port; every test gets a fresh browser context (session). */

/** A Content-Security-Policy violation: seen by the page (its event) or reported by the browser to the store's report-uri. */
export interface CspViolation {
  via: 'page event' | 'report-uri';
  effectiveDirective: string;
  blockedURL: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  documentURL: string;
  sample: string;
}

const describeViolation = (violation: CspViolation) =>
  `${violation.effectiveDirective} blocked ${violation.blockedURL || '(no URL)'} from ${violation.sourceFile || '(no source file)'}:${violation.lineNumber}:${violation.columnNumber}` +
  ` on ${violation.documentURL} (${violation.via}${violation.sample ? `, sample "${violation.sample}"` : ''})`;

/** The page-side name the init script reports through. */
const CSP_BINDING = '__cspViolationSeen';

export const test = base.extend<
  { emulator: RunningEmulator; allowedCspViolations: string[]; cspViolations: CspViolation[] },
  { workerEmulator: RunningEmulator }
>({
  /**
   * Directives a test breaks on purpose (`test.use({ allowedCspViolations: ['script-src-attr'] })`);
   * a violation of any other still fails it.
   */
  allowedCspViolations: [[], { option: true }],
  // Every journey runs under the demo store's strict CSP (no inline script or
  // handler, no eval, Trusted Types enforced: emulator/respond.ts) and fails on any
  // violation, whether a page of the test's context saw it (in any tab, across
  // navigations) or the browser posted it to the policy's report-uri, which the
  // emulator keeps per session: what a store watching its reports would receive.
  cspViolations: [
    async ({ context, baseURL, allowedCspViolations }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(CSP_BINDING, (_source, violation: Omit<CspViolation, 'via'>) => {
        violations.push({ via: 'page event', ...violation });
      });
      await context.addInitScript((binding) => {
        // Capturing on the window: it hears every violation of the document before any page code could stop it.
        addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
            report?.({
              effectiveDirective: event.effectiveDirective,
              blockedURL: event.blockedURI,
              sourceFile: event.sourceFile,
              lineNumber: event.lineNumber,
              columnNumber: event.columnNumber,
              documentURL: event.documentURI,
              sample: event.sample,
            });
          },
          { capture: true },
        );
      }, CSP_BINDING);
      await use(violations);
      const answer = await context.request.get(`${baseURL}/__emulator/csp-reports`);
      expect(answer.ok(), 'the emulator lists the reports its CSP report-uri received').toBe(true);
      const reported = (await answer.json()) as { reports: Array<Omit<CspViolation, 'via'>>; total: number };
      const all = [...violations, ...reported.reports.map((report): CspViolation => ({ via: 'report-uri', ...report }))];
      const unexpected = all.filter((violation) => !allowedCspViolations.includes(violation.effectiveDirective));
      expect(
        unexpected.map(describeViolation),
        'Content-Security-Policy violations (a test that causes one on purpose lists its directive in allowedCspViolations)',
      ).toEqual([]);
    },
    { auto: true },
  ],
  workerEmulator: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern -- this fixture depends on no other
    async ({}, use) => {
      // Not pinned to its origin: the layout journeys serve its pages through a proxy of their
      // own (a page whose HTML arrives in pieces), under the proxy's origin.
      const emulator = await startEmulator({ port: 0, pinOrigin: false });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  emulator: async ({ workerEmulator }, use) => use(workerEmulator),
  baseURL: async ({ workerEmulator }, use) => use(workerEmulator.url),
});

export { expect };

/** The session's CSRF token, from the XSRF-TOKEN cookie the store sets on the first page; undefined before. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
}

/**
 * The session's CSRF token, opening a session first if the browser context has none: a
 * request for the cart (GET /api/storefront/carts) gets the store's session cookies as a
 * page would, without rendering a page in the browser. Journeys whose setup is requests
 * (sign in, add to the cart) start with this rather than loading a page they do not look at.
 */
export async function startSession(page: Page): Promise<string> {
  const existing = await sessionToken(page);
  if (existing) return existing;
  expect((await page.request.get('/api/storefront/carts')).ok()).toBe(true);
  const token = await sessionToken(page);
  if (!token) throw new Error('The store set no XSRF-TOKEN cookie');
  return token;
}

/**
 * Signs the page's session in the way the popup login does (spec §7: POST
 * /login.php?action=check_login as a script, with the session's token), which the
 * store answers with the account page when it signs the customer in.
 */
export async function signInByRequest(page: Page, email: string, password: string): Promise<void> {
  const token = await startSession(page);
  const answer = await page.request.post('/login.php?action=check_login', {
    form: { login_email: email, login_pass: password },
    headers: { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' },
  });
  // The platform answers a sign-in with the account page it redirects to; a refused one is the sign-in page.
  expect(new URL(answer.url()).pathname, `signed in as ${email}`).toBe('/account.php');
}

/** Adds a product the way the platform's client does: a form post with the session's CSRF token. */
export async function addToCart(page: Page, productId: number, quantity: number): Promise<void> {
  const token = await startSession(page);
  const response = await page.request.post('/remote/v1/cart/add', {
    form: { action: 'add', product_id: String(productId), 'qty[]': String(quantity) },
    headers: { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' },
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).data.cart_id).toBeTruthy();
}

/** The WCAG 2.2 A and AA rules. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe-core's minified build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeInPage {
  configure(spec: { allowedOrigins: string[] }): void;
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] } },
  ): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
}

/** axe with the WCAG 2.2 A and AA rules; returns the violations (expect none). */
export async function axeViolations(page: Page) {
  // The page is judged at rest: a dialog fading in or out is half transparent for
  // a moment, and axe would measure the contrast of that frame. Finite animations
  // finish first, then two frames pass for what runs when they end (a closing
  // dialog is taken out of the page then).
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // axe runs in the page itself, put into each of its documents once and kept there for
  // the later checks of the same page. @axe-core/playwright put its unminified build
  // (1.3 MB) in again for every check, 1.6 s of a core per check on the product page;
  // this is 1.0 s for a document's first check and 0.6 s for the next. Its default
  // mode also opened a second, blank page per check to merge cross-origin frames,
  // which the store's pages do not have.
  for (const frame of page.frames()) {
    const inject = async () => {
      const present = await frame.evaluate(() => typeof (window as { axe?: AxeInPage }).axe?.run === 'function');
      if (present) return;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() => (window as unknown as { axe: AxeInPage }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
    };
    // A frame that went away meanwhile is not judged; the page itself always is.
    if (frame === page.mainFrame()) await inject();
    else await inject().catch(() => undefined);
  }
  const violations = await page.evaluate(async (values) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    const results = await axe.run(document, { runOnly: { type: 'tag', values } });
    return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/**
 * Hands the page's bootstrap extra page-context fields (a store's settings, such as
 * requestTimeoutMs), on every page of the test: the layout's
 * `window.stencilBootstrap?.(pageType, context)` call gets them merged into its context.
 * Done in the page rather than by routing its documents: a route intercepts every
 * request of the page and turns the browser's cache off, and a fault-matrix cell
 * loaded every script, style and picture again for its second page.
 */
export async function withPageContext(page: Page, extra: Record<string, unknown>): Promise<void> {
  await page.addInitScript((fields) => {
    type Bootstrap = (pageType: string, context: string | object) => unknown;
    let bootstrap: Bootstrap | undefined;
    const withFields: Bootstrap = (pageType, context) =>
      bootstrap!(pageType, JSON.stringify({ ...(typeof context === 'string' ? JSON.parse(context) : context), ...fields }));
    Object.defineProperty(window, 'stencilBootstrap', {
      configurable: true,
      get: () => bootstrap && withFields,
      set: (defined: Bootstrap) => {
        bootstrap = defined;
      },
    });
  }, extra);
}

/** Makes every request to `path` (a prefix) fail the given way in this browser context's session. */
export async function injectFault(page: Page, path: string, fault: string, times?: number): Promise<void> {
  const token = await startSession(page);
  const response = await page.request.post('/__emulator/faults', { data: { path, fault, times }, headers: { 'x-xsrf-token': token } });
  expect(response.ok()).toBe(true);
}

/** Clears this browser context's session of faults. */
export async function clearFaults(page: Page): Promise<void> {
  const token = await startSession(page);
  expect((await page.request.delete('/__emulator/faults', { headers: { 'x-xsrf-token': token } })).ok()).toBe(true);
}

/**
 * Records the page's layout shifts (those not caused by input): with
 * `{ fromParsed: true }` (call before goto) those of the next load from the
 * moment its document is parsed, with `{ fromStart: true }` all of the next
 * load's, otherwise those from now on. `layoutShifts(page)` returns them.
 *
 * A load's shifts count from the end of parsing because that is when the
 * page's module scripts, and so the elements, first run: a busy machine may
 * paint the document part-parsed (the parser yields to rendering), and content
 * still arriving then moves what is there, which is not an upgrade.
 */
export async function recordLayoutShifts(page: Page, { fromParsed = false, fromStart = false } = {}): Promise<void> {
  const install = ({ buffered, skipParsing }: { buffered: boolean; skipParsing: boolean }) => {
    const shifts: number[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    const record = (entries: PerformanceEntryList) => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive || Infinity;
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (skipParsing && entry.startTime < parsed) continue;
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered });
    // Entries of frames already drawn that the observer has not handed over yet.
    Object.defineProperty(window, '__takeLayoutShifts', { value: () => record(observer.takeRecords()) });
  };
  if (fromParsed || fromStart) await page.addInitScript(install, { buffered: true, skipParsing: !fromStart });
  else await page.evaluate(install, { buffered: false, skipParsing: false });
}

/**
 * The shifts recorded so far, once the page has drawn what it was drawing: fonts
 * loaded, every picture that is loading (not lazily) loaded or failed, then two
 * frames, so the frame with the last change is drawn and its shifts are counted.
 */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorded = window as unknown as { __layoutShifts: number[]; __takeLayoutShifts: () => void };
    recorded.__takeLayoutShifts();
    return [...recorded.__layoutShifts];
  });
}

/** The sum of the recorded layout shifts: what the load adds to CLS. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
}

/** The cart page with two lines: Canvas Tote Bag × 1 and Enamel Camp Mug × 2. */
export async function cartWithTwoLines(page: Page): Promise<void> {
  await addToCart(page, 101, 1);
  await addToCart(page, 102, 2);
  await page.goto('/cart.php');
  await expect(page.locator('store-cart[data-rendered]')).toBeVisible();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('3 items');
}

/**
 * Tabs forward until `check` holds for the focused element (it runs in the page, with
 * `arg`, so it can name what it looks for without closing over the test's variables).
 * `press` sends each Tab, so a journey can check every stop on the way; at most
 * `maxPresses` (a page whose focus order loops would otherwise never end). Each stop
 * costs a key press and one look at the page, nothing more: a long walk is most of a
 * keyboard journey's time.
 */
export async function tabTo<Arg = undefined>(
  page: Page,
  check: (element: Element, arg: Arg) => boolean,
  description: string,
  {
    press = (target: Page, key: string): Promise<unknown> => target.keyboard.press(key),
    maxPresses = 120,
    arg,
  }: { press?: (target: Page, key: string) => Promise<unknown>; maxPresses?: number; arg?: Arg } = {},
): Promise<void> {
  const look = `(${check.toString()})(document.activeElement, ${JSON.stringify(arg) ?? 'undefined'})`;
  for (let presses = 0; presses < maxPresses; presses++) {
    await press(page, 'Tab');
    if (await page.evaluate(look)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

/** Opens the header's currency menu (from 1025 px) and waits for its switch to run. */
export async function openCurrencyMenu(page: Page): Promise<void> {
  const menu = page.locator('.currencyMenu');
  await menu.locator('summary').click();
  await expect(menu.locator('store-currency-selector')).toHaveAttribute('data-rendered', '');
}

/**
 * Tags load when they come near the viewport: scrolls to the first `tag` and waits for it to
 * render; returns it, rendered. (Not scrollIntoViewIfNeeded: it waits for the element to be
 * visible, and one that hides itself on a wrong attribute or a failed answer never is.)
 */
export async function upgraded(page: Page, tag: string): Promise<Locator> {
  await page
    .locator(tag)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const element = page.locator(`${tag}[data-rendered]`);
  await expect(element).toHaveCount(1);
  return element;
}

/**
 * Resolves once the page has done the work its last input or answer started: two
 * frames (React has rendered and run its effects), then a round trip to the server
 * from the page. Requests are reported here in the order the page sends them, so
 * any call that work made has been seen by then: a test can assert that none was.
 */
export async function pageCaughtUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await fetch('/__emulator/session');
  });
}

/** The cart's lines as "name × quantity", sorted, read from the platform (GET /api/storefront/carts). */
export async function cartLineCounts(page: Page): Promise<string[]> {
  type Line = { name: string; quantity: number };
  const carts = (await (await page.request.get('/api/storefront/carts')).json()) as Array<{
    lineItems: { physicalItems: Line[]; digitalItems: Line[] };
  }>;
  return carts
    .flatMap((cart) => [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems].map((line) => `${line.name} × ${line.quantity}`))
    .sort();
}
