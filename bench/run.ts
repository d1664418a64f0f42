// `npm run bench`: bundle weights (gzip) from the build's module graph, and the
// JavaScript a real Chromium downloads on real demo pages. Figures are printed
// and written to bench/results/; budgets are reported, not asserted.
//
// `npm run bench -- --only carousel,pages --pages product,cart` runs only the named
// parts (interactions, upgrade, lighthouse, carousel, pages, embed; the bundle weights always)
// and, for pages, only the named page types; their figures replace those in the
// results file and the others stay as they were.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startEmulator } from '../emulator/server.ts';
import { measureCarouselSpeed, type CarouselSpeedRow } from './carousel-speed.ts';
import { measureEmbedJs, type EmbedJsRow } from './embed-js.ts';
import { INTERACTION_RUNS, measureInteractions, type InteractionRow } from './interactions.ts';
import { runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measurePageJs, type PageJsRow } from './page-js.ts';
import {
  FORM_UPGRADE_RUNS,
  measureFormUpgrade,
  measureLazyCards,
  measureUpgradeCost,
  UPGRADE_RUNS,
  type FormUpgradeRow,
  type LazyCardsRow,
  type UpgradeRow,
} from './upgrade-cost.ts';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs';
import { guestPages } from '../e2e/page-list.ts';

const BOOTSTRAP_BUDGET_KB = 10; // issue: foundation — every page loads at most this
const ELEMENT_BUDGET_KB = 8; // each element's own code beyond the React chunk

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const listArgument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? (process.argv[at + 1] ?? '').split(',').filter(Boolean) : undefined;
};
const only = listArgument('--only');
const onlyPages = listArgument('--pages');
const measures = (part: string) => !only || only.includes(part);

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const gzipSize = (file: string) => gzipSync(readFileSync(`markup-examples/assets/dist/${file}`), { level: 9 }).length;

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('markup-examples/assets/dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

/** A chunk and everything it imports statically: what loading it really costs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);
const weigh = (keys: Iterable<string>) => files(keys).reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const bootstrap = closure(entryKey);
const reactKey = Object.keys(manifest).find((key) => manifest[key]!.file === 'theme-bundle.shared-react.js');
const runtimeKey = Object.keys(manifest).find((key) => manifest[key]!.file === 'theme-bundle.shared-runtime.js');
const sharedByElements = new Set([reactKey, runtimeKey]);

const rows: Array<{ chunk: string; gzipKb: number; budgetKb: number | ''; note: string }> = [];
rows.push({
  chunk: 'bootstrap (every page)',
  gzipKb: kb(weigh(bootstrap)),
  budgetKb: BOOTSTRAP_BUDGET_KB,
  note: files(bootstrap).join(' + '),
});
if (reactKey)
  rows.push({
    chunk: 'React vendor',
    gzipKb: kb(gzipSize(manifest[reactKey]!.file)),
    budgetKb: '',
    note: 'react, react-dom, scheduler, r2wc',
  });
if (runtimeKey)
  rows.push({
    chunk: 'element runtime',
    gzipKb: kb(gzipSize(manifest[runtimeKey]!.file)),
    budgetKb: '',
    note: 'zod/mini, attribute layer, API client',
  });

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const label = chunk.file.replace(/^theme-bundle\.|\.js$/g, '');
  const isElement = label.startsWith('element.');
  // The element's own chunk is what its budget covers; chunks it shares with other
  // elements (focus-trap, the modal) are shown beside it, paid once per page.
  const shared = [...closure(key)].filter((dep) => dep !== key && !bootstrap.has(dep) && !sharedByElements.has(dep));
  rows.push({
    chunk: label,
    gzipKb: kb(weigh([key])),
    budgetKb: isElement ? ELEMENT_BUDGET_KB : '',
    note: shared.length
      ? `+ shared ${files(shared)
          .map((file) => file.replace(/^theme-bundle\.shared-|\.js$/g, ''))
          .join(', ')}: ${kb(weigh(shared))} KB`
      : isElement
        ? ''
        : 'script group',
  });
}

// What a browser downloads: a page with no features, and the home page (header badge).
const emulator = await startEmulator({ port: 0 });
const browser = await chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
const pageList: Array<[name: string, path: string, body?: string]> = [
  [
    'plain markup, no features',
    '/bench-plain/',
    '<!doctype html><html lang="en"><title>Plain</title><h1>About</h1><script type="module" src="/assets/dist/theme-bundle.main.js"></script></html>',
  ],
  ...guestPages.filter(([, , status = 200]) => status === 200).map(([pageType, url]): [string, string] => [pageType, url]),
];
let pages: PageJsRow[] = [];
let carousel: CarouselSpeedRow[] = [];
let lighthouseRows: LighthouseRow[] = [];
let interactions: InteractionRow[] = [];
let upgrade: UpgradeRow[] = [];
let formUpgrade: FormUpgradeRow | undefined;
let lazyCards: LazyCardsRow | undefined;
let embed: EmbedJsRow[] = [];
try {
  if (measures('interactions')) interactions = await measureInteractions(browser, emulator.url);
  if (measures('upgrade')) {
    upgrade = await measureUpgradeCost(browser, emulator.url);
    formUpgrade = await measureFormUpgrade(browser, emulator.url);
    lazyCards = await measureLazyCards(browser, emulator.url);
  }
  // Every page type a guest opens (the quality issue's "every demo page type").
  if (measures('lighthouse')) {
    lighthouseRows = await runLighthouse(
      emulator.url,
      guestPages.filter(([, , status = 200]) => status === 200).map(([pageType, url]) => [pageType, url]),
    );
  }
  if (measures('carousel')) carousel = await measureCarouselSpeed(browser, emulator.url);
  // The JavaScript a page downloads before the shopper does anything, and after
  // its main interaction (where it has one), on every page type (bench/page-js.ts).
  if (measures('pages'))
    pages = await measurePageJs(
      browser,
      emulator.url,
      pageList.filter(([name]) => !onlyPages || onlyPages.includes(name)),
    );
  // What a site embedding the elements from the store downloads (docs/embedding.md).
  if (measures('embed')) embed = await measureEmbedJs(browser);
} finally {
  await browser.close();
  await emulator.close();
}

console.log('\nBundle weight (gzip -9, from the build graph)');
console.table(rows.map((row) => ({ ...row, within: row.budgetKb === '' ? '' : row.gzipKb <= row.budgetKb ? 'yes' : 'NO' })));
if (pages.length) {
  console.log(
    'JavaScript downloaded by Chromium per page type (transfer size, gzip by the server), before any interaction and after the main one',
  );
  console.table(pages);
}

if (lighthouseRows.length)
  console.log(
    `Lighthouse, mobile preset, median of ${lighthouseRows[0]?.runs ?? 0} runs per page (targets: score ≥ 98, TBT ≤ 50 ms, CLS ≤ 0.01)`,
  );
if (lighthouseRows.length) console.table(lighthouseRows);
if (interactions.length)
  console.log(
    `Main-thread time per interaction, 4x CPU throttling (median of ${INTERACTION_RUNS}; target ≤ 50 ms: the net time, or the longest task for rows past platform answers)`,
  );
if (interactions.length) console.table(interactions);
if (carousel.length) {
  console.log('Carousel slide change on the home page hero, to rest within 1 px (median and max of 5 per width; spec §9: 500 ms)');
  console.table(carousel);
}
if (upgrade.length)
  console.log(
    `Upgrade cost of N product cards against a plain custom element doing the same DOM work (median of ${UPGRADE_RUNS}, same run; target ratio ≤ 1.5)`,
  );
if (upgrade.length) console.table(upgrade);
const [first, last] = [upgrade[0], upgrade.at(-1)];
if (first && last) {
  const growth = Math.round((last.reactMs / first.reactMs) * 100) / 100;
  console.log(
    `Growth ${first.cards} → ${last.cards} cards (${last.cards / first.cards}x the cards): ${growth}x the time; linear or better: ${growth <= (last.cards / first.cards) * 1.1 ? 'yes' : 'NO'}`,
  );
}
if (formUpgrade)
  console.log(
    `Upgrade cost of one product form against a plain custom element doing the same DOM work (median of ${FORM_UPGRADE_RUNS}; target ratio ≤ 1.5)`,
  );
if (formUpgrade) console.table([formUpgrade]);
if (lazyCards) console.log('A long grid on a phone: cards render as they come near the viewport');
if (lazyCards) console.table([lazyCards]);
if (embed.length) {
  console.log(
    'JavaScript an embedding page on another origin downloads from the store, until its elements render and after one add (sent size, gzip by the store)',
  );
  console.table(embed);
}

mkdirSync('bench/results', { recursive: true });
const measured: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  chunks: rows,
  pages,
  carousel,
  lighthouse: lighthouseRows,
  interactions,
  upgrade,
  formUpgrade,
  lazyCards,
  embed,
};
let results = measured;
if (only) {
  // A partial run keeps the figures it did not measure; measured page types replace their rows.
  const previous = existsSync('bench/results/bundle.json')
    ? (JSON.parse(readFileSync('bench/results/bundle.json', 'utf8')) as Record<string, unknown>)
    : {};
  const parts: Record<string, string[]> = {
    interactions: ['interactions'],
    upgrade: ['upgrade', 'formUpgrade', 'lazyCards'],
    lighthouse: ['lighthouse'],
    carousel: ['carousel'],
    pages: ['pages'],
    embed: ['embed'],
  };
  results = { ...previous, measuredAt: measured.measuredAt, node: measured.node, chunks: rows };
  for (const [part, keys] of Object.entries(parts)) if (measures(part)) for (const key of keys) results[key] = measured[key];
  if (measures('pages') && onlyPages && Array.isArray(previous.pages)) {
    const kept = (previous.pages as PageJsRow[]).filter((row) => !onlyPages.includes(row.page));
    const order = pageList.map(([name]) => name);
    results.pages = [...kept, ...pages].sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page));
  }
}
writeFileSync('bench/results/bundle.json', JSON.stringify(results, null, 2) + '\n');
console.log('Written to bench/results/bundle.json');
