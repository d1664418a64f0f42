// The JavaScript each page type downloads before the shopper does anything, and
// after the page's main interaction (issue: "each page type's JavaScript before
// and after its main interaction"): what choosing an option and adding to the
// cart, changing a cart quantity or typing into an account form costs in code.
// Transfer sizes as Chromium received them (gzip by the server).
import type { Browser, Page } from 'playwright';

export interface PageJsRow {
  page: string;
  /** What the main interaction was ('' where the page type has none of its own). */
  interaction: string;
  scripts: number;
  jsKb: number;
  react: boolean;
  afterInteractionKb: number | '';
  /** Script files first requested by the interaction. */
  addedScripts: string;
}

interface MainInteraction {
  describe: string;
  /** Runs before the page is opened (a cart with lines in it). */
  before?: (page: Page, baseUrl: string) => Promise<void>;
  run: (page: Page) => Promise<void>;
}

/** Clicks into the page's own first text or email field (not the header's) and types. */
async function typeInFirstField(page: Page): Promise<void> {
  const field = page.locator('main form').locator('input[type="email"], input[type="text"], input:not([type])').first();
  await field.click();
  await page.keyboard.type('shopper@example.com', { delay: 20 });
}

/**
 * Sort or filter where the listing has them (a sort select, else a visible filter panel toggle);
 * otherwise scroll the grid, which brings cards to life as they come near the viewport.
 */
async function sortOrFilterOrScroll(page: Page): Promise<void> {
  const sort = page.locator('main select[name="sort"]');
  const filters = page.locator('main [aria-controls][aria-expanded="false"]').filter({ hasText: /filter/i });
  if (await sort.count()) {
    const values = await sort.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await sort.selectOption(values.at(-1) ?? '');
  } else if ((await filters.count()) && (await filters.first().isVisible())) {
    // A phone's filter panel toggle; on a wide screen the filters are already in view.
    await filters.first().click();
  } else {
    for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 800);
  }
}

async function cartLines(page: Page, baseUrl: string): Promise<void> {
  // The session and its CSRF cookie come with any page; then two lines as the platform's client adds them.
  await page.goto(baseUrl + '/about-us/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (const [productId, quantity] of [
    ['101', '1'],
    ['102', '2'],
  ]) {
    await page.request.post(baseUrl + '/remote/v1/cart/add', {
      form: { action: 'add', product_id: productId!, 'qty[]': quantity! },
      headers: { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' },
    });
  }
}

const typeInForm: MainInteraction = { describe: 'type in the form', run: typeInFirstField };
const listing: MainInteraction = { describe: 'sort, filter or scroll the grid', run: sortOrFilterOrScroll };

/** Keyed by page type (e2e/page-list.ts); a page type missing here has no main interaction of its own. */
export const MAIN_INTERACTIONS: Record<string, MainInteraction> = {
  default: {
    describe: 'open quick search, then the cart preview',
    run: async (page) => {
      await page.locator('store-quick-search[data-rendered] .quickSearch-trigger').click();
      await page.locator('store-cart-preview[data-rendered] a').first().click();
    },
  },
  // Choose a colour and add to the cart: the cart preview modal opens.
  product: {
    describe: 'choose a colour, add to cart',
    run: async (page) => {
      const form = page.locator('store-product-form[data-rendered]');
      await form.getByRole('radio', { name: 'Moss' }).check();
      await form.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('dialog', { name: 'Your cart' }).getByText('Trail Jacket').waitFor();
    },
  },
  // The options page is a plain form (no product form element): choose the first option value.
  amp_product_options: {
    describe: 'choose an option',
    run: async (page) => {
      await page.locator('main form select').first().selectOption({ index: 1 });
    },
  },
  category: listing,
  brand: listing,
  search: listing,
  cart: {
    describe: 'increase a line by one',
    before: cartLines,
    run: async (page) => {
      await page.locator('store-cart[data-rendered]').waitFor();
      await page
        .getByRole('button', { name: /^Increase quantity/ })
        .first()
        .click();
      await page.locator('[data-cart-message="lines"]').filter({ hasText: /\S/ }).waitFor();
    },
  },
  login: typeInForm,
  createaccount: typeInForm,
  forgotpassword: typeInForm,
  page_contact_form: typeInForm,
  giftcertificates: typeInForm,
  giftcertificates_balance: typeInForm,
  giftcertificates_redeem: typeInForm,
  newsletter_subscribe: typeInForm,
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/**
 * Opens each page in a fresh context at 1280 px, waits for the network to go quiet,
 * counts the scripts, runs the page type's main interaction and counts again.
 * `pages`: [page type or label, path, optional HTML served at that path instead].
 */
export async function measurePageJs(
  browser: Browser,
  baseUrl: string,
  pages: Array<[name: string, path: string, body?: string]>,
): Promise<PageJsRow[]> {
  const rows: PageJsRow[] = [];
  for (const [name, path, body] of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const interaction = MAIN_INTERACTIONS[name];
      await interaction?.before?.(page, baseUrl);
      if (body) await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body }));
      const scripts: Array<{ url: string; bytes: number }> = [];
      let recording = false;
      page.on('requestfinished', async (request) => {
        if (!recording || request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
      });
      const total = () => kb(scripts.reduce((sum, script) => sum + script.bytes, 0));
      recording = true;
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // Elements defined when visible load a moment after the network first goes quiet.
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      const loaded = scripts.length;
      const row: PageJsRow = {
        page: name,
        interaction: interaction?.describe ?? '',
        scripts: loaded,
        jsKb: total(),
        react: scripts.some((script) => script.url.includes('shared-react')),
        afterInteractionKb: '',
        addedScripts: '',
      };
      if (interaction) {
        await interaction.run(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        row.afterInteractionKb = total();
        row.addedScripts = scripts
          .slice(loaded)
          .map((script) =>
            new URL(script.url).pathname
              .split('/')
              .pop()!
              .replace(/^theme-bundle\.|\.js$/g, ''),
          )
          .join(', ');
      }
      rows.push(row);
    } finally {
      await context.close();
    }
  }
  return rows;
}
