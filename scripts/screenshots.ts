// `npm run screenshots`: the whole store at a glance. Starts the emulator on a free
// port, opens every page type of spec §2 and the main states (menu, quick search,
// cart preview, add-to-cart, quick view, lightbox, forms showing their errors, cookie
// bar, popup login) in headless Chromium at phone and desktop widths, and writes
// full-page PNGs plus a contact sheet (index.html) into screenshots/ (git-ignored).
//
//   npm run screenshots                                   everything, 360/412/1280/1440 px
//   npm run screenshots -- --only product,cart            shots whose name or group matches
//   npm run screenshots -- --widths 412,1280 --out dir    fewer widths, another folder
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { startEmulator } from '../emulator/server.ts';
import { guestPages } from '../e2e/page-list.ts';
import { CHROMIUM_ARGS, requireChromium } from './browser.mjs';

const ALL_WIDTHS = [360, 412, 1280, 1440];
const PHONE_WIDTHS = [360, 412];
const DESKTOP_WIDTHS = [1280, 1440];
/** Pages shot at once: the machines this runs on have two cores. */
const PARALLEL = 3;
/** A phone's screen height for phone widths, a laptop's otherwise. */
const heightFor = (width: number) => (width <= 412 ? (width === 360 ? 780 : 915) : width >= 1440 ? 900 : 800);

interface Shot {
  /** File name (without .png) and what --only matches, with the group. */
  name: string;
  /** The contact sheet's heading this shot sits under. */
  group: string;
  url: string;
  widths?: number[];
  signedIn?: boolean;
  /** Put the tote bag and two mugs in the cart first. */
  cart?: boolean;
  /** Leave the cookie notice up (the first visit); every other shot has accepted it. */
  firstVisit?: boolean;
  locale?: string;
  /** Runs before the page is opened (on a page at the store's home, with a CSRF cookie). */
  before?: (page: Page) => Promise<string | void>;
  /** Brings the page into the state to shoot, after it has settled. */
  act?: (page: Page) => Promise<void>;
  /** What the screen shows (an open dialog), rather than the whole page. */
  viewportOnly?: boolean;
}

const kitchenSink = encodeURIComponent(JSON.stringify({ kitchen_sink: true }));

// --- Pages: every guest page type, the signed-in pages, and the product kinds ---------

const guestShots: Shot[] = guestPages.map(([pageType, url]) => ({
  name: pageType,
  group: pageType === 'default' ? 'home' : pageType,
  url,
}));

const pageShots: Shot[] = [
  ...guestShots,
  { name: 'cart-with-items', group: 'cart', url: '/cart.php', cart: true },
  // Issue 32: a summary with every row the platform's cart gives, adding up to the cent.
  { name: 'cart-summary-every-row', group: 'cart', url: '/cart.php', cart: true, before: everySummaryRow },
  // Issue 32: a search that finds nothing says so, suggests a word, and gives tips; one that names a category shows it.
  { name: 'search-no-results', group: 'search', url: '/search.php?search_query=lantrens' },
  { name: 'search-with-category', group: 'search', url: '/search.php?search_query=jackets' },
  { name: 'product-digital', group: 'product', url: '/field-guide-to-ferns-pdf/' },
  { name: 'product-digital-variants', group: 'product', url: '/knots-video-course/' },
  { name: 'product-every-option-type', group: 'product', url: '/enamel-plate-set/' },
  { name: 'product-label-option', group: 'product', url: '/camp-lantern/' },
  { name: 'product-out-of-stock', group: 'product', url: '/coffee-press/' },
  { name: 'product-bulk-pricing', group: 'product', url: '/enamel-camp-mug/' },
  { name: 'style-guide', group: 'page', url: `/style-guide/?__theme=${kitchenSink}` },
  { name: 'getnewpassword', group: 'login', url: '/login.php?action=reset_password', before: openPasswordResetLink },
  { name: 'fr-home', group: 'french', url: '/', locale: 'fr' },
  { name: 'fr-product', group: 'french', url: '/trail-jacket/', locale: 'fr' },
  { name: 'fr-cart', group: 'french', url: '/cart.php', locale: 'fr', cart: true },
];

const accountShots: Shot[] = (
  [
    ['account-orders', '/account.php?action=order_status'],
    ['account-order', '/account.php?action=view_order&order_id=1002'],
    ['account-addresses', '/account.php?action=address_book'],
    ['account-add-address', '/account.php?action=add_shipping_address'],
    ['account-edit-address', '/account.php?action=edit_shipping_address&address_id=1'],
    ['account-new-return', '/account.php?action=new_return&order_id=1002'],
    ['account-returns', '/account.php?action=view_returns'],
    ['account-payment-methods', '/account.php?action=payment_methods'],
    ['account-add-payment-method', '/account.php?action=add_payment_method'],
    ['account-edit-payment-method', '/account.php?action=edit_payment_method&method_id=1'],
    ['account-edit', '/account.php?action=edit_account'],
    ['account-recent-items', '/account.php?action=recent_items'],
    ['account-inbox', '/account.php?action=inbox'],
    ['account-downloads', '/account.php?action=download_item'],
    ['wishlists', '/wishlist.php'],
    ['wishlist-add', '/wishlist.php?action=addwishlist'],
  ] as const
).map(([name, url]) => ({
  name,
  group: name.startsWith('wishlist') ? 'wishlists' : 'account',
  url,
  signedIn: true,
  // Recent items lists the products viewed in this session.
  before: name === 'account-recent-items' ? (page: Page) => visit(page, '/enamel-camp-mug/', '/trail-jacket/') : undefined,
}));

accountShots.push(
  { name: 'wishlist-details', group: 'wishlists', url: '', signedIn: true, before: fillWishlist },
  { name: 'account-cart-signed-in', group: 'cart', url: '/cart.php', signedIn: true },
);

// --- States ---------------------------------------------------------------------------

const stateShots: Shot[] = [
  { name: 'home-first-visit-cookie-bar', group: 'home', url: '/', firstVisit: true, viewportOnly: true },
  { name: 'mobile-menu-open', group: 'home', url: '/', widths: PHONE_WIDTHS, viewportOnly: true, act: openMobileMenu },
  { name: 'quick-search-results', group: 'home', url: '/', viewportOnly: true, act: quickSearch },
  { name: 'cart-preview-open', group: 'home', url: '/', widths: DESKTOP_WIDTHS, cart: true, viewportOnly: true, act: openCartPreview },
  { name: 'popup-login-open', group: 'home', url: '/', viewportOnly: true, act: openPopupLogin },
  { name: 'product-added-to-cart', group: 'product', url: '/canvas-tote-bag/', viewportOnly: true, act: addToCartOnPage },
  { name: 'quick-view-open', group: 'category', url: '/apparel/', viewportOnly: true, act: openQuickView },
  { name: 'lightbox-open', group: 'product', url: '/trail-jacket/', viewportOnly: true, act: openLightbox },
  // Each form showing its errors: first as the browser and the elements show them
  // (submitted empty), then as the server answers the same form without JavaScript.
  ...formShots('login', 'login', '/login.php', (page) => page.locator('main form').first()),
  ...formShots('createaccount', 'createaccount', '/login.php?action=create_account', (page) => page.locator('main form').first()),
  ...formShots('contact', 'page_contact_form', '/contact-us/', (page) => page.locator('main form').first()),
  ...formShots('giftcertificates', 'giftcertificates', '/giftcertificates.php', (page) => page.locator('main form').first()),
  ...formShots('address', 'account', '/account.php?action=add_shipping_address', (page) => page.locator('main form').first(), true),
  // <store-form>'s inline messages while typing (spec §5, after the 700 ms delay).
  { name: 'createaccount-inline-errors', group: 'createaccount', url: '/login.php?action=create_account', act: typeBadAccount },
  { name: 'giftcertificates-inline-errors', group: 'giftcertificates', url: '/giftcertificates.php', act: typeBadGiftCertificate },
  { name: 'review-form-errors', group: 'product', url: '/trail-jacket/#product-reviews', act: submitEmptyReview },
  { name: 'product-options-required-errors', group: 'product', url: '/enamel-plate-set/', act: addWithoutOptions },
  { name: 'product-options-price-failed', group: 'product', url: '/camp-lantern/', act: optionsPriceFails },
  { name: 'account-menu-signed-in', group: 'account', url: '/', signedIn: true, viewportOnly: true, act: openAccountMenu },
  { name: 'fbt-main-options-open', group: 'product', url: '/trail-jacket/', viewportOnly: true, act: openFbtMainOptions },
  { name: 'compare-bar-open', group: 'category', url: '/bags/', viewportOnly: true, act: chooseThreeToCompare },
  { name: 'compare-bar-full', group: 'category', url: '/bags/', act: chooseFiveToCompare },
  { name: 'compare-three', group: 'compare', url: '/compare/110/111/101' },
  { name: 'blog-page-2', group: 'blog', url: '/blog/?page=2' },
  { name: 'category-filtered', group: 'category', url: '/apparel/?Color=Moss&Color=Clay&price_min=20&price_max=80&sort=pricedesc&limit=3' },
  {
    name: 'category-filter-panel-open',
    group: 'category',
    url: '/apparel/?Color=Moss',
    widths: PHONE_WIDTHS,
    viewportOnly: true,
    act: openFilterPanel,
  },
];

// Issue 20 account states: an address form whose country's states loaded, the wish list
// delete confirmation (spec §4 alert modal, §8), a wish list name left blank.
stateShots.push(
  { name: 'address-states-loaded', group: 'account', url: '/account.php?action=add_shipping_address', signedIn: true, act: chooseGermany },
  {
    name: 'wishlist-delete-confirm',
    group: 'wishlists',
    url: '/wishlist.php',
    signedIn: true,
    viewportOnly: true,
    before: fillWishlist,
    act: askToDeleteWishlist,
  },
  {
    name: 'wishlist-name-blank',
    group: 'wishlists',
    url: '/wishlist.php?action=addwishlist',
    signedIn: true,
    act: submitBlankWishlistName,
  },
);

async function chooseGermany(page: Page): Promise<void> {
  const form = page.locator('store-address-form[data-rendered] form');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.locator('select[data-field-type="State"] option', { hasText: 'Bavaria' }).waitFor({ state: 'attached' });
  await form.getByLabel('State or province').selectOption('Bavaria');
}

async function askToDeleteWishlist(page: Page): Promise<void> {
  await page.goto('/wishlist.php');
  await page.locator('store-wishlist-delete[data-rendered] a').first().click();
  await page.getByRole('alertdialog').waitFor({ state: 'visible' });
}

async function submitBlankWishlistName(page: Page): Promise<void> {
  await page.locator('store-wishlist-name[data-rendered]').waitFor();
  await page.getByLabel('Wish list name').fill('   ');
  await page.getByRole('button', { name: 'Create wish list' }).click();
  await page.locator('.wishlist-form .form-inlineMessage:not(:empty)').waitFor();
}

const SHOTS: Shot[] = [...pageShots, ...accountShots, ...stateShots];

function formShots(name: string, group: string, url: string, form: (page: Page) => Locator, signedIn = false): Shot[] {
  return [
    { name: `${name}-form-errors`, group, url, signedIn, act: (page) => submitEmpty(form(page), true) },
    { name: `${name}-form-errors-server`, group, url, signedIn, act: (page) => submitEmpty(form(page), false) },
  ];
}

// --- Actions --------------------------------------------------------------------------

async function visit(page: Page, ...urls: string[]): Promise<void> {
  for (const url of urls) await page.goto(url, { waitUntil: 'domcontentloaded' });
}

async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('No CSRF cookie yet: open a page first');
  return { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' };
}

async function post(page: Page, url: string, form: Record<string, string>): Promise<void> {
  const response = await page.request.post(url, { form, headers: await csrfHeaders(page.context()) });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}`);
}

async function fillCart(page: Page): Promise<void> {
  await post(page, '/remote/v1/cart/add', { action: 'add', product_id: '101', 'qty[]': '1' });
  await post(page, '/remote/v1/cart/add', { action: 'add', product_id: '102', 'qty[]': '2' });
}

/** A coupon, gift wrapping on the tote, a shipping method and a gift certificate on the filled cart. */
async function everySummaryRow(page: Page): Promise<void> {
  const [cart] = (await (await page.request.get('/api/storefront/carts')).json()) as Array<{
    lineItems: { physicalItems: Array<{ id: string; productId: number }> };
  }>;
  const tote = cart?.lineItems.physicalItems.find((item) => item.productId === 101);
  if (!tote) throw new Error('The tote bag is not in the cart');
  await post(page, `/remote/v1/gift-wrapping/${tote.id}`, {
    giftwraptype: 'same',
    [`giftwrapping[${tote.id}]`]: '2',
    [`giftmessage[${tote.id}]`]: '',
  });
  await post(page, '/remote/v1/apply-code', { code: 'SAVE10' });
  await post(page, '/remote/v1/shipping-quote', { shipping_method: '1' });
  await post(page, '/remote/v1/gift-certificates', { code: 'GIFT-25' });
}

async function signIn(page: Page): Promise<void> {
  await post(page, '/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
}

async function fillWishlist(page: Page): Promise<string> {
  for (const id of ['110', '111', '102']) await post(page, `/wishlist.php?action=add&wishlistid=&product_id=${id}`, {});
  const lists = await page.request.get('/wishlist.php');
  const id = /wishlistid(?:=|&#x3D;)(\d+)/.exec(await lists.text())?.[1];
  if (!id) throw new Error('No wish list was made');
  return `/wishlist.php?action=viewwishlistitems&wishlistid=${id}`;
}

async function openPasswordResetLink(page: Page): Promise<string> {
  await post(page, '/login.php?action=send_password_email', { email: 'ada@example.com' });
  const [mail] = (await (await page.request.get('/__emulator/mail')).json()) as Array<{ link: string }>;
  if (!mail) throw new Error('No reset email was sent');
  return mail.link;
}

/** Clicks the first of these that the shopper can see. */
async function clickVisible(...candidates: Locator[]): Promise<void> {
  for (const candidate of candidates) {
    const visible = candidate.filter({ visible: true }).first();
    if ((await visible.count()) > 0) return visible.click();
  }
  throw new Error(`None of these is visible: ${candidates.map(String).join(', ')}`);
}

async function waitForDialog(page: Page, name?: string | RegExp): Promise<void> {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await dialog.first().waitFor({ state: 'visible', timeout: 8000 });
}

async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().waitFor({ state: 'visible' });
}

/** The header's account menu (a phone has it in the menu panel). */
async function openAccountMenu(page: Page): Promise<void> {
  const summary = page.locator('details.accountMenu > summary');
  if (await summary.isVisible()) await summary.click();
  else await openMobileMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).first().waitFor();
}

/** A choice whose price the platform fails to answer (issue 22 item 2). */
async function optionsPriceFails(page: Page): Promise<void> {
  await page.locator('store-product-form[data-rendered]').waitFor({ state: 'attached' });
  // The helpers change the session only with its token, as any other change does.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await page.request.post('/__emulator/faults', {
    data: { path: '/remote/v1/product-attributes', fault: 'status=500', times: 1 },
    headers: { 'x-xsrf-token': token },
  });
  await page.getByRole('radio', { name: 'USB rechargeable' }).check();
  await page.locator('.productForm-optionsError:not(:empty)').waitFor();
}

/** The upsell block with the product being viewed (rendered with the page) showing its options. */
async function openFbtMainOptions(page: Page): Promise<void> {
  const block = page.locator('store-fbt');
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('group').nth(3).waitFor({ timeout: 8000 });
  const jacket = block.getByRole('group', { name: 'Trail Jacket' });
  await jacket.getByRole('button', { name: 'Choose Options' }).click();
  await jacket.getByRole('radio').first().waitFor();
  await jacket.scrollIntoViewIfNeeded();
}

async function quickSearch(page: Page): Promise<void> {
  await clickVisible(page.getByRole('button', { name: 'Search', exact: true }), page.getByRole('searchbox', { name: 'Search the store' }));
  const box = page.getByRole('combobox', { name: 'Search the store' });
  await box.fill('mug');
  await page.getByRole('dialog', { name: 'Search results' }).getByRole('link').first().waitFor({ state: 'visible', timeout: 8000 });
}

async function openCartPreview(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: /cart/i }).getByRole('link').first().waitFor({ state: 'visible', timeout: 8000 });
}

async function openPopupLogin(page: Page): Promise<void> {
  const signInLink = page.getByRole('link', { name: 'Sign in', exact: true });
  if ((await signInLink.filter({ visible: true }).count()) === 0) await openMobileMenu(page);
  await clickVisible(signInLink);
  await waitForDialog(page, 'Sign in');
}

async function addToCartOnPage(page: Page): Promise<void> {
  await page.locator('store-product-form[data-rendered]').getByRole('button', { name: 'Add to Cart' }).click();
  await waitForDialog(page, 'Your cart');
}

async function chooseThreeToCompare(page: Page): Promise<void> {
  await page.locator('store-compare-bar[data-rendered]').waitFor();
  for (const name of ['Canvas Tote Bag', 'Dry Bag 20L', 'Hip Pack']) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await page.getByRole('region', { name: 'Products to compare' }).getByRole('listitem').nth(2).waitFor();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
}

async function chooseFiveToCompare(page: Page): Promise<void> {
  await page.locator('store-compare-bar[data-rendered]').waitFor();
  for (const name of ['Canvas Tote Bag', 'Dry Bag 20L', 'Daypack 24L', 'Hip Pack', 'Roll-Top Backpack'])
    await page.getByRole('checkbox', { name: `Compare ${name}` }).click();
  await page.getByRole('region', { name: 'Products to compare' }).getByRole('alert').filter({ hasText: /up to/ }).waitFor();
}

async function openQuickView(page: Page): Promise<void> {
  await clickVisible(page.locator('[data-store-quick-view]'));
  await page.getByRole('dialog', { name: 'Quick view' }).locator('store-product-form[data-rendered]').waitFor({ timeout: 8000 });
}

async function openFilterPanel(page: Page): Promise<void> {
  await page.locator('store-faceted-search[data-rendered]').waitFor({ timeout: 8000 });
  await page.locator('[data-facets-open]').click();
  await page.getByRole('dialog', { name: 'Filter products' }).waitFor({ timeout: 8000 });
}

async function openLightbox(page: Page): Promise<void> {
  const gallery = page.locator('store-product-gallery[data-rendered]');
  await clickVisible(gallery.getByRole('link', { name: /Open the full-screen viewer/ }), gallery.locator('img').first());
  await page.locator('.pswp img.pswp__img:not(.pswp__img--placeholder)').first().waitFor({ state: 'visible', timeout: 8000 });
  // Shot once the opening fade has ended, not half-way through it.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, {
    timeout: 8000,
  });
}

/** Submits a form with nothing filled in: with the browser's own checks, or past them to the server. */
async function submitEmpty(form: Locator, inBrowser: boolean): Promise<void> {
  const page = form.page();
  const before = page.url();
  const navigation = inBrowser ? null : page.waitForNavigation({ timeout: 8000 });
  // As a browser without JavaScript posts it: submit() skips the browser's checks and <store-form>'s.
  if (inBrowser) await form.locator('[type=submit]').last().click();
  else await form.evaluate((element) => (element as HTMLFormElement).submit());
  await navigation;
  if (inBrowser && page.url() !== before) await page.waitForLoadState();
}

/**
 * Types into a <store-form>'s fields, then waits for the feedback delay's messages: every
 * caller ends on a wrong value, and the last field typed is the last to be marked.
 */
async function typeInto(page: Page, values: Record<string, string>): Promise<void> {
  const form = page.locator('main store-form[data-rendered] form');
  await form.waitFor({ timeout: 8000 });
  const entries = Object.entries(values);
  for (const [label, value] of entries) await form.getByLabel(label, { exact: true }).fill(value);
  const [lastLabel] = entries.at(-1)!;
  await form.getByLabel(lastLabel, { exact: true }).and(form.locator('[aria-invalid="true"]')).waitFor({ timeout: 3000 });
}

async function typeBadAccount(page: Page): Promise<void> {
  await typeInto(page, {
    'First name': 'Fern',
    'Last name': 'Gully',
    'Email address': 'fern@example',
    Password: 'abcdefgh',
    'Confirm password': 'abcdefgx',
  });
}

async function typeBadGiftCertificate(page: Page): Promise<void> {
  await typeInto(page, {
    "Recipient's name": 'Rowan',
    "Recipient's email address": 'rowan@',
    'Your name': 'Ada',
    'Your email address': 'ada at example.com',
    'Amount (5 to 500 US dollars)': '600',
  });
}

async function submitEmptyReview(page: Page): Promise<void> {
  const reviews = page.locator('#product-reviews');
  await page.locator('store-review-form[data-rendered]').waitFor({ timeout: 8000 });
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  // The form has checked every field: the first one is marked and has focus.
  await reviews.locator('[aria-invalid="true"]:focus').waitFor({ timeout: 3000 });
  await reviews.scrollIntoViewIfNeeded();
}

async function addWithoutOptions(page: Page): Promise<void> {
  const form = page.locator('store-product-form[data-rendered]');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  // spec §5: the first missing option has focus once the add has been refused.
  await form.locator('[name^="attribute["]:focus').waitFor({ timeout: 3000 });
}

// --- Settling a page -------------------------------------------------------------------

/**
 * Waits until the page is what a shopper sees at rest: network quiet, fonts loaded,
 * lazy content loaded (elements render near the viewport, so the page is scrolled
 * through once), every element that has loaded rendered, every image decoded.
 */
async function settle(page: Page, scrollThrough: boolean): Promise<void> {
  // A page that keeps the network busy (a video in the lightbox) is shot as it is.
  const networkQuiet = () => page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await networkQuiet();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (scrollThrough) {
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, innerHeight * 0.75)) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await new Promise((done) => setTimeout(done, 60));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await networkQuiet();
  }
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll(':defined')].every(
          (element) => !element.localName.startsWith('store-') || element.hasAttribute('data-rendered'),
        ),
      undefined,
      { timeout: 4000 },
    )
    .catch(() => undefined); // an element that never renders is itself worth seeing in the shot
  // A lazy image far from the viewport never loads, so its decode() never settles: wait for
  // the others, and for no image longer than three seconds.
  await page
    .evaluate(async () => {
      const pending = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
      const decoded = Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
      await Promise.race([decoded, new Promise((done) => setTimeout(done, 3000))]);
    })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// --- Running --------------------------------------------------------------------------

interface Task {
  shot: Shot;
  width: number;
}

async function shoot(browser: Browser, baseURL: string, out: string, { shot, width }: Task): Promise<void> {
  const phone = width <= 412;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: heightFor(width) },
    hasTouch: phone,
    ...(shot.locale ? { locale: shot.locale, extraHTTPHeaders: { 'accept-language': shot.locale } } : {}),
  });
  try {
    const host = new URL(baseURL).hostname;
    if (!shot.firstVisit) await context.addCookies([{ name: 'ACCEPT_COOKIE_USAGE', value: '1', domain: host, path: '/' }]);
    const page = await context.newPage();
    let url = shot.url;
    if (shot.signedIn || shot.cart || shot.before) {
      await page.goto('/', { waitUntil: 'domcontentloaded' }); // the session and its CSRF cookie
      if (shot.cart) await fillCart(page);
      if (shot.signedIn) await signIn(page);
      const to = await shot.before?.(page);
      if (typeof to === 'string' && to) url = to;
    }
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response) throw new Error(`No response for ${url}`);
    await settle(page, !shot.viewportOnly);
    if (shot.act) {
      await shot.act(page);
      await settle(page, false);
    }
    // A full-page capture does not scroll, so blocks skipped as off screen (content-visibility:
    // auto, the product grids) would come out blank although a shopper scrolling sees them:
    // render them for the capture (a style property set through the CSSOM, which the CSP allows).
    if (!shot.viewportOnly) {
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
      });
    }
    await page.screenshot({ path: join(out, String(width), `${shot.name}.png`), fullPage: !shot.viewportOnly, animations: 'disabled' });
  } finally {
    await context.close();
  }
}

function contactSheet(out: string, widths: number[]): string {
  const groups = new Map<string, Shot[]>();
  for (const shot of SHOTS) groups.set(shot.group, [...(groups.get(shot.group) ?? []), shot]);
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const sections = [...groups]
    .map(([group, shots]) => {
      const rows = shots
        .map((shot) => {
          const cells = ALL_WIDTHS.filter((width) => existsSync(join(out, String(width), `${shot.name}.png`)))
            .map(
              (width) =>
                `<figure><a href="${width}/${shot.name}.png"><img src="${width}/${shot.name}.png" loading="lazy" alt="${escape(shot.name)} at ${width} px"></a><figcaption>${width} px</figcaption></figure>`,
            )
            .join('');
          return cells
            ? `<div class="shot"><h3>${escape(shot.name)} <small>${escape(shot.url)}</small></h3><div class="row">${cells}</div></div>`
            : '';
        })
        .join('');
      return rows ? `<section id="${escape(group)}"><h2>${escape(group)}</h2>${rows}</section>` : '';
    })
    .filter(Boolean);
  const nav = [...groups.keys()].map((group) => `<a href="#${escape(group)}">${escape(group)}</a>`).join(' ');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Store screenshots</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem 2rem;background:#f4f4f2;color:#222}
nav{position:sticky;top:0;background:#f4f4f2;padding:.5rem 0;z-index:1;line-height:2}
nav a{margin-right:.6rem}
h2{margin-top:2.5rem;border-bottom:1px solid #ccc}
h3{font-size:1rem;margin:1.2rem 0 .4rem}
small{color:#666;font-weight:normal}
.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:none}
img{display:block;height:420px;width:auto;max-width:none;object-fit:cover;object-position:top;border:1px solid #ccc;background:#fff}
figcaption{color:#666}
</style>
<h1>Store screenshots <small>${widths.join(', ')} px · ${new Date().toISOString().slice(0, 16).replace('T', ' ')}</small></h1>
<nav>${nav}</nav>
${sections.join('\n')}
</html>
`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, widths: { type: 'string' }, out: { type: 'string', default: 'screenshots' } },
  });
  const widths = values.widths ? values.widths.split(',').map((width) => Number.parseInt(width, 10)) : ALL_WIDTHS;
  if (widths.some((width) => !Number.isInteger(width) || width < 200))
    throw new Error(`--widths wants pixel widths such as 412,1280, not ${values.widths}`);
  const only = values.only
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const matches = (shot: Shot) =>
    !only || only.some((word) => shot.name === word || shot.group === word || shot.name.startsWith(`${word}-`));
  const shots = SHOTS.filter(matches);
  if (shots.length === 0) throw new Error(`--only ${values.only} matches no shot. Shots: ${SHOTS.map((shot) => shot.name).join(', ')}`);
  const tasks: Task[] = shots.flatMap((shot) =>
    widths.filter((width) => !shot.widths || shot.widths.includes(width)).map((width) => ({ shot, width })),
  );

  const out = resolve(values.out);
  for (const width of widths) mkdirSync(join(out, String(width)), { recursive: true });

  const started = Date.now();
  const emulator = await startEmulator({ port: 0 });
  const browser = await chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
  const failures: string[] = [];
  let done = 0;
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const label = `${task.width}/${task.shot.name}`;
      try {
        await shoot(browser, emulator.url, out, task);
        done++;
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
        console.error(`✗ ${label}: ${(error as Error).message.split('\n')[0]}`);
      }
      const count = done + failures.length;
      if (count % 20 === 0 || count === tasks.length) console.log(`${count}/${tasks.length} shots`);
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await browser.close();
    await emulator.close();
  }

  const index = join(out, 'index.html');
  writeFileSync(index, contactSheet(out, widths));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${done} screenshots in ${out} (contact sheet: ${index}), ${seconds} s`);
  if (failures.length > 0) {
    console.error(`${failures.length} failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
