// Upgrade cost (issue: product cards; quality gates): N product cards (24, 96,
// 384) put on a page at once, upgraded by <store-product-card> (React behind
// r2wc), and one product form upgraded by <store-product-form>, each against a
// plain custom element doing the same DOM work, in the same browser and the
// same run. Main-thread time is Chromium's TaskDuration
// from the insertion until every card is rendered, a frame has passed and then
// 300 ms more, so style and layout of the cards and the work the browser defers
// after DOM changes (its autofill form scan runs 100 ms later) are in both
// figures, whichever element finishes first.
// Runs alternate between the two, so a machine that gets busier shifts both.
// Also: how many cards of a long grid upgrade before the shopper scrolls.
import type { Browser, CDPSession, Page } from 'playwright';
import { median } from './stats.ts';

export interface UpgradeRow {
  cards: number;
  reactMs: number;
  vanillaMs: number;
  /** reactMs / vanillaMs (target ≤ 1.5). */
  ratio: number;
  /** As a category page really runs it: only the cards near the viewport render now. */
  reactNearViewportMs: number;
  /** Main-thread time per card for the React element. */
  reactPerCardMs: number;
  vanillaPerCardMs: number;
}

export interface LazyCardsRow {
  page: string;
  cards: number;
  upgradedBeforeScroll: number;
  /** Whether React was downloaded before scrolling (it is, once a card is in view). */
  reactBeforeScroll: boolean;
  upgradedAfterScroll: number;
}

export const CARD_COUNTS = [24, 96, 384];

const CARD_MODULE = '/assets/dist/theme-bundle.element.store-product-card.js';
const FORM_MODULE = '/assets/dist/theme-bundle.element.store-product-form.js';
/** A product with a required option and a quantity stepper: the form's full first render. */
const FORM_PRODUCT_PATH = '/camp-lantern/';

/**
 * Runs per figure. With 24 cards both figures are a few tens of milliseconds
 * and the plain element's swung between 28 and 45 ms from run to run, so five
 * runs left the ratio anywhere from 1.2 to 2.0; nine steady the median.
 */
export const UPGRADE_RUNS = 9;

/**
 * The plain custom element: the same DOM the React element leaves (the server
 * nodes left in place, a display: contents container after them with two
 * message paragraphs, the same listeners, states and attributes), written by
 * hand. A string, evaluated in the page.
 */
const VANILLA_CARD = `
customElements.define('vanilla-product-card', class extends HTMLElement {
  connectedCallback() {
    if (this.hasAttribute('data-rendered')) return;
    const root = document.createElement('div');
    root.className = 'store-element-root';
    root.style.display = 'contents';
    const status = document.createElement('p');
    status.className = 'card-message';
    status.setAttribute('role', 'status');
    const alert = document.createElement('p');
    alert.className = 'card-message card-message--error';
    alert.setAttribute('role', 'alert');
    root.append(status, alert);
    this.append(root);
    const card = this.querySelector('.card, article');
    if (!card) return;
    const noop = () => {};
    const image = card.querySelector('img[data-hover-image]');
    if (image) for (const type of ['pointerenter', 'pointerleave', 'focusin', 'focusout']) card.addEventListener(type, noop);
    const form = card.querySelector('form[data-card-atc]');
    if (form) {
      form.noValidate = true;
      const input = form.querySelector('input[name="qty[]"]');
      input?.addEventListener('keydown', noop);
      input?.addEventListener('input', noop);
      form.addEventListener('click', noop);
      form.addEventListener('submit', noop);
      const label = form.querySelector('.card-atc-label');
      if (label) label.textContent = label.textContent;
      form.querySelector('button[type="submit"]')?.setAttribute('aria-disabled', 'false');
    }
    card.classList.toggle('adding', false);
    card.classList.toggle('added', false);
    this.dataset.state = 'default';
    this.setAttribute('data-rendered', '');
  }
});
true;`;

/**
 * The plain product form: what <store-product-form>'s first render and its
 * effects do (spec §7, §4, §5), written by hand. The server nodes move into a
 * `div.productForm`, the quantity message and the owned notice follow, the
 * form's listeners go on, the add button and quantity get their state, and the
 * option request for the selection on load is sent (the bench holds its answer
 * for both elements: applying an answer is the "product option change"
 * interaction's figure, not the upgrade's).
 */
const VANILLA_FORM = `
customElements.define('vanilla-product-form', class extends HTMLElement {
  connectedCallback() {
    if (this.hasAttribute('data-rendered')) return;
    const nodes = [...this.childNodes].filter((node) => !(node.nodeType === Node.TEXT_NODE && node.textContent.trim() === ''));
    this.textContent = '';
    const wrapper = document.createElement('div');
    wrapper.className = 'productForm';
    wrapper.append(...nodes);
    const message = document.createElement('p');
    message.id = 'qty-error-vanilla';
    message.className = 'form-inlineMessage productForm-quantityError';
    message.setAttribute('role', 'alert');
    const owned = document.createElement('div');
    owned.className = 'productForm-owned';
    owned.setAttribute('role', 'status');
    this.append(wrapper, message, owned);
    const form = wrapper.querySelector('form');
    if (!form) return;
    const noop = () => {};
    const checked = new Map();
    for (const radio of form.querySelectorAll('input[type="radio"]:checked')) checked.set(radio.name, radio.value);
    form.addEventListener('change', noop);
    form.addEventListener('click', noop);
    form.addEventListener('submit', noop);
    form.noValidate = true;
    const input = form.querySelector('input[name="qty[]"]');
    if (input) {
      input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), message.id].filter(Boolean).join(' '));
      input.addEventListener('input', noop);
    }
    const button = form.querySelector('[data-add-to-cart]');
    const label = button.querySelector('[data-add-to-cart-label]') || button;
    if (label.dataset.defaultText === undefined) label.dataset.defaultText = label.textContent;
    const sellable = !button.disabled;
    button.setAttribute('aria-disabled', 'false');
    for (const element of form.querySelectorAll('input[name="qty[]"], [data-quantity-change]')) if (element.disabled !== !sellable) element.disabled = !sellable;
    for (const wallet of this.querySelectorAll('[data-wallet-buttons]')) wallet.hidden = !sellable;
    this.dataset.state = sellable ? 'ready' : 'unavailable';
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && name !== 'authenticity_token') fields.append(name, value);
    const productId = form.querySelector('input[name="product_id"]').value;
    fetch('/remote/v1/product-attributes/' + productId, {
      method: 'POST',
      body: fields,
      credentials: 'include',
      headers: { 'stencil-options': JSON.stringify({ render_with: 'products/bulk-discount-rates' }), 'x-requested-with': 'stencil-utils' },
    }).catch(noop);
    this.setAttribute('data-rendered', '');
  }
});
true;`;

/**
 * Resolves (in the page) a frame and SETTLE_MS after every card in #grid is rendered. It
 * counts the attribute changes as they come, so waiting costs the same per card
 * at any N (a query over the grid per change would grow with N²).
 */
const SETTLE_MS = 300;
const WAIT_RENDERED = `new Promise((resolve) => {
  const grid = document.getElementById('grid');
  // Cards that render now: all of them, or (rendering near the viewport) those
  // within 200px of it, measured once, before any renders (a measure per change would force layouts).
  const nearOnly = grid.dataset.nearOnly === 'true';
  const reach = innerHeight + 200;
  const due = new Set([...grid.children].filter((card) => !card.hasAttribute('data-rendered') && (!nearOnly || card.getBoundingClientRect().top < reach)));
  let waiting = due.size;
  // Then a quiet spell, so work the browser defers after DOM changes (its form
  // scan for autofill runs 100 ms later) is counted for both elements alike.
  const done = () => requestAnimationFrame(() => setTimeout(() => resolve(true), ${SETTLE_MS}));
  // Near the viewport, a card on the edge of the reach may be left for the shopper's next
  // scroll (rows grow as cards render): there, half a second without a render also ends it.
  let quiet = 0;
  const finish = () => {
    observer.disconnect();
    clearTimeout(quiet);
    done();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.oldValue === null && due.delete(record.target)) waiting -= 1;
    if (waiting <= 0) return finish();
    if (nearOnly) {
      clearTimeout(quiet);
      quiet = setTimeout(finish, 500);
    }
  });
  observer.observe(grid, { subtree: true, attributes: true, attributeFilter: ['data-rendered'], attributeOldValue: true });
  if (waiting === 0) finish();
})`;

async function taskTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** One card's server markup as the category page renders it, before any upgrade. */
async function cardMarkup(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/bags/`)).text();
  const card = /<store-product-card[^>]*>([\s\S]*?)<\/store-product-card>/.exec(html)?.[1];
  if (!card) throw new Error('No <store-product-card> on the category page');
  return card;
}

function cardsHtml(inner: string, tag: string, count: number, attributes = ''): string {
  let html = '';
  for (let index = 0; index < count; index++) {
    // Unique ids, as a real grid has.
    html += `<${tag}${attributes}>${inner.replace(/card-qty-(\d+)/g, `card-qty-$1-${index}`)}</${tag}>`;
  }
  return html;
}

const BENCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Upgrade cost</title>
<link rel="stylesheet" href="/assets/css/tokens.css"><link rel="stylesheet" href="/assets/css/theme.css"><link rel="stylesheet" href="/assets/css/primitives.css"><link rel="stylesheet" href="/assets/css/product.css"><link rel="stylesheet" href="/assets/css/pages.css">
<script type="application/json" data-store-context data-page-type="category">{}</script>
</head><body><main><h1>Upgrade cost</h1><div id="grid" class="productGrid"></div></main></body></html>`;

/** What one measurement puts on the page and how its tag gets defined. */
interface Subject {
  /** The elements' markup, inserted into #grid at once. */
  html: string;
  /** The element's module (the React element), or the plain element's script. */
  define: { module: string } | { script: string };
  /** Class of the container the elements go in (the page's own, for its layout). */
  containerClass?: string;
  /** Only the cards near the viewport render now (as a category page runs them). */
  nearOnly?: boolean;
  /** Requests held unanswered for the whole measurement (URL glob). */
  hold?: string;
}

async function measureOnce(browser: Browser, baseUrl: string, subject: Subject): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page: Page = await context.newPage();
    await page.route(`${baseUrl}/__bench/upgrade`, (route) => route.fulfill({ contentType: 'text/html', body: BENCH_PAGE }));
    // Never answered: the context closes with the request still open.
    if (subject.hold) await page.route(subject.hold, () => {});
    await page.goto(`${baseUrl}/__bench/upgrade`, { waitUntil: 'load' });
    await page.evaluate(`{
      const grid = document.getElementById('grid');
      grid.className = ${JSON.stringify(subject.containerClass ?? 'productGrid')};
      grid.dataset.nearOnly = ${JSON.stringify(String(Boolean(subject.nearOnly)))};
    }
    true;`);
    // The code is loaded and the tag defined before measuring: this is the upgrade, not the download.
    if ('module' in subject.define) await page.evaluate(`import(${JSON.stringify(subject.define.module)}).then(() => true)`);
    else await page.evaluate(subject.define.script);
    await page.waitForTimeout(200);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // The waiter counts cards still to render at the moment of insertion.
    await page.evaluate(`{
      const template = document.createElement('template');
      template.innerHTML = ${JSON.stringify(subject.html)};
      window.__cards = template.content;
    }
    true;`);
    const before = await taskTime(cdp);
    await page.evaluate(`document.getElementById('grid').append(window.__cards); ${WAIT_RENDERED}`);
    return (await taskTime(cdp)) - before;
  } finally {
    await context.close();
  }
}

/**
 * Runs each measurement `runs` times, interleaved, and returns their figures in
 * the same order. A first round is thrown away (the browser and the server warm
 * up on it), and each round starts with the next measurement in turn: times
 * drift down over a series on this kind of machine, and a fixed order would
 * hand the first measurement the slower slot of every round.
 */
async function sideBySide<Names extends readonly unknown[]>(
  runs: number,
  measures: { readonly [K in keyof Names]: () => Promise<number> },
): Promise<{ [K in keyof Names]: number[] }> {
  const figures = measures.map((): number[] => []);
  for (const measure of measures) await measure();
  for (let run = 0; run < runs; run++) {
    for (let step = 0; step < measures.length; step++) {
      const index = (run + step) % measures.length;
      figures[index]!.push(await measures[index]!());
    }
  }
  return figures as { [K in keyof Names]: number[] };
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function measureUpgradeCost(browser: Browser, baseUrl: string, runs = UPGRADE_RUNS): Promise<UpgradeRow[]> {
  const inner = await cardMarkup(baseUrl);
  const rows: UpgradeRow[] = [];
  for (const count of CARD_COUNTS) {
    // Every card renders at once (data-load-on="ready"), as every vanilla card does: the same work.
    const reactHtml = cardsHtml(inner, 'store-product-card', count, ' data-load-on="ready"');
    const lazyHtml = cardsHtml(inner, 'store-product-card', count);
    const vanillaHtml = cardsHtml(inner, 'vanilla-product-card', count);
    const [react, vanilla, nearViewport] = await sideBySide(runs, [
      () => measureOnce(browser, baseUrl, { html: reactHtml, define: { module: CARD_MODULE } }),
      () => measureOnce(browser, baseUrl, { html: vanillaHtml, define: { script: VANILLA_CARD } }),
      () => measureOnce(browser, baseUrl, { html: lazyHtml, define: { module: CARD_MODULE }, nearOnly: true }),
    ]);
    const reactMs = median(react);
    const vanillaMs = median(vanilla);
    rows.push({
      cards: count,
      reactMs: round(reactMs),
      vanillaMs: round(vanillaMs),
      ratio: round(reactMs / vanillaMs),
      reactNearViewportMs: round(median(nearViewport)),
      reactPerCardMs: round(reactMs / count),
      vanillaPerCardMs: round(vanillaMs / count),
    });
  }
  return rows;
}

export interface FormUpgradeRow {
  element: string;
  reactMs: number;
  vanillaMs: number;
  /** reactMs / vanillaMs (target ≤ 1.5). */
  ratio: number;
}

/** One `<store-product-form>` as the product page renders it, attributes and all. */
async function formMarkup(baseUrl: string): Promise<{ attributes: string; inner: string }> {
  const html = await (await fetch(baseUrl + FORM_PRODUCT_PATH)).text();
  const match = /<store-product-form([^>]*)>([\s\S]*?)<\/store-product-form>/.exec(html);
  if (!match) throw new Error(`No <store-product-form> on ${FORM_PRODUCT_PATH}`);
  return { attributes: match[1]!, inner: match[2]! };
}

/**
 * Runs for the product form. One form is some 20 ms either way, and the plain
 * one's figure ranged from 17 to 24 ms between bench runs; its runs are short.
 */
export const FORM_UPGRADE_RUNS = 15;

/** One product form upgraded, React against the plain element, alternating runs. */
export async function measureFormUpgrade(browser: Browser, baseUrl: string, runs = FORM_UPGRADE_RUNS): Promise<FormUpgradeRow> {
  const { attributes, inner } = await formMarkup(baseUrl);
  const common = { containerClass: 'productView-details', hold: '**/remote/v1/product-attributes/**' };
  const [react, vanilla] = await sideBySide(runs, [
    () =>
      measureOnce(browser, baseUrl, {
        ...common,
        html: `<store-product-form${attributes}>${inner}</store-product-form>`,
        define: { module: FORM_MODULE },
      }),
    () =>
      measureOnce(browser, baseUrl, {
        ...common,
        html: `<vanilla-product-form>${inner}</vanilla-product-form>`,
        define: { script: VANILLA_FORM },
      }),
  ]);
  const reactMs = median(react);
  const vanillaMs = median(vanilla);
  return {
    element: `1 product form (${FORM_PRODUCT_PATH})`,
    reactMs: round(reactMs),
    vanillaMs: round(vanillaMs),
    ratio: round(reactMs / vanillaMs),
  };
}

/**
 * A category grid of `count` cards on a phone, loaded the real way (the page
 * bootstrap defines tags as they come near the viewport): how many cards
 * upgrade before the shopper scrolls, and whether React loaded for them.
 */
export async function measureLazyCards(browser: Browser, baseUrl: string, count = 96): Promise<LazyCardsRow> {
  const inner = await cardMarkup(baseUrl);
  const body = BENCH_PAGE.replace(
    '<div id="grid" class="productGrid"></div>',
    `<div id="grid" class="productGrid">${cardsHtml(inner, 'store-product-card', count)}</div>`,
  ).replace('</head>', '<script type="module" src="/assets/dist/theme-bundle.main.js"></script></head>');
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    await page.route(`${baseUrl}/__bench/grid`, (route) => route.fulfill({ contentType: 'text/html', body }));
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(`${baseUrl}/__bench/grid`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const upgraded = () => page.evaluate(`document.querySelectorAll('store-product-card[data-rendered]').length`) as Promise<number>;
    const before = await upgraded();
    const reactBeforeScroll = loaded.some((url) => url.includes('shared-react'));
    // Scroll the whole grid past, as a shopper would.
    const atBottom = () => page.evaluate('scrollY + innerHeight >= document.documentElement.scrollHeight - 2') as Promise<boolean>;
    for (let step = 0; step < 500 && !(await atBottom()); step++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(1000);
    return {
      page: `grid of ${count} cards, 390x800`,
      cards: count,
      upgradedBeforeScroll: before,
      reactBeforeScroll,
      upgradedAfterScroll: await upgraded(),
    };
  } finally {
    await context.close();
  }
}
