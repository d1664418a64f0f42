// Upgrade cost of product cards (issue: product cards; quality gates): N cards
// (24, 96, 384) put on a page at once, upgraded by <store-product-card> (React
// behind r2wc), against a plain custom element doing the same DOM work, in the
// same browser and the same run. Main-thread time is Chromium's TaskDuration
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
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.oldValue === null && due.delete(record.target)) waiting -= 1;
    if (waiting > 0) return;
    observer.disconnect();
    done();
  });
  observer.observe(grid, { subtree: true, attributes: true, attributeFilter: ['data-rendered'], attributeOldValue: true });
  if (waiting === 0) done();
})`;

async function taskTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** One card's server markup as the category page renders it, before any upgrade. */
async function cardMarkup(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/bags/`)).text();
  const card = /<store-product-card>([\s\S]*?)<\/store-product-card>/.exec(html)?.[1];
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
<link rel="stylesheet" href="/assets/css/theme.css"><link rel="stylesheet" href="/assets/css/primitives.css"><link rel="stylesheet" href="/assets/css/pages.css">
<script type="application/json" data-store-context data-page-type="category">{}</script>
</head><body><main><h1>Upgrade cost</h1><div id="grid" class="productGrid"></div></main></body></html>`;

type Kind = 'react' | 'react-near-viewport' | 'vanilla';

async function measureOnce(browser: Browser, baseUrl: string, kind: Kind, html: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page: Page = await context.newPage();
    await page.route(`${baseUrl}/__bench/upgrade`, (route) => route.fulfill({ contentType: 'text/html', body: BENCH_PAGE }));
    await page.goto(`${baseUrl}/__bench/upgrade`, { waitUntil: 'load' });
    // The code is loaded and the tag defined before measuring: this is the upgrade, not the download.
    if (kind === 'react-near-viewport') await page.evaluate(`document.getElementById('grid').dataset.nearOnly = 'true'`);
    if (kind !== 'vanilla') await page.evaluate(`import('/assets/theme-bundle.element.store-product-card.js').then(() => true)`);
    else await page.evaluate(VANILLA_CARD);
    await page.waitForTimeout(200);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // The waiter counts cards still to render at the moment of insertion.
    await page.evaluate(`{
      const grid = document.getElementById('grid');
      const template = document.createElement('template');
      template.innerHTML = ${JSON.stringify(html)};
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

const round = (value: number) => Math.round(value * 100) / 100;

export async function measureUpgradeCost(browser: Browser, baseUrl: string, runs = UPGRADE_RUNS): Promise<UpgradeRow[]> {
  const inner = await cardMarkup(baseUrl);
  const rows: UpgradeRow[] = [];
  for (const count of CARD_COUNTS) {
    const react: number[] = [];
    const vanilla: number[] = [];
    const nearViewport: number[] = [];
    // Every card renders at once (data-load-on="ready"), as every vanilla card does: the same work.
    const reactHtml = cardsHtml(inner, 'store-product-card', count, ' data-load-on="ready"');
    const lazyHtml = cardsHtml(inner, 'store-product-card', count);
    const vanillaHtml = cardsHtml(inner, 'vanilla-product-card', count);
    for (let run = 0; run < runs; run++) {
      react.push(await measureOnce(browser, baseUrl, 'react', reactHtml));
      vanilla.push(await measureOnce(browser, baseUrl, 'vanilla', vanillaHtml));
      nearViewport.push(await measureOnce(browser, baseUrl, 'react-near-viewport', lazyHtml));
    }
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

/**
 * A category grid of `count` cards on a phone, loaded the real way (the page
 * bootstrap defines tags as they come near the viewport): how many cards
 * upgrade before the shopper scrolls, and whether React loaded for them.
 */
export async function measureLazyCards(browser: Browser, baseUrl: string, count = 96): Promise<LazyCardsRow> {
  const inner = await cardMarkup(baseUrl);
  const body = BENCH_PAGE.replace('<div id="grid" class="productGrid"></div>', `<div id="grid" class="productGrid">${cardsHtml(inner, 'store-product-card', count)}</div>`).replace(
    '</head>',
    '<script type="module" src="/assets/theme-bundle.main.js"></script></head>',
  );
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
    return { page: `grid of ${count} cards, 390x800`, cards: count, upgradedBeforeScroll: before, reactBeforeScroll, upgradedAfterScroll: await upgraded() };
  } finally {
    await context.close();
  }
}
