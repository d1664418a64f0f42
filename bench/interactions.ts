// Main-thread cost of one interaction under 4x CPU throttling (quality issue:
// target ≤ 50 ms each): Chromium's own TaskDuration counter, read before and
// after the interaction has finished its work. Median of several runs.
import type { Browser, Page } from 'playwright';

export interface InteractionRow {
  interaction: string;
  /** Main-thread time from the click until the result is on screen, and the frame after. */
  medianMs: number;
  /** The same, less a click on plain text measured the same way (the harness's own cost). */
  netMs: number;
  runs: number;
  withinTarget: boolean;
}

interface Interaction {
  name: string;
  path: string;
  viewport?: { width: number; height: number };
  /** Gets the page ready (elements loaded, state set) before measuring. */
  prepare: (page: Page) => Promise<void>;
  /** The interaction itself; resolves when its visible result is there. */
  act: (page: Page) => Promise<void>;
}

/** A click that does nothing: what clicking and waiting cost by themselves. */
const BASELINE: Interaction = {
  name: 'baseline: click on plain text',
  path: '/',
  prepare: (page) => page.locator('store-carousel[data-rendered]').waitFor(),
  act: (page) => page.getByRole('heading', { level: 1 }).click(),
};

const INTERACTIONS: Interaction[] = [
  {
    name: 'open quick search',
    path: '/',
    prepare: (page) => page.locator('store-quick-search[data-rendered]').waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: 'Search the store' }).waitFor();
    },
  },
  {
    name: 'open cart preview',
    path: '/',
    prepare: (page) => page.locator('store-cart-preview[data-rendered]').waitFor(),
    act: async (page) => {
      await page.getByRole('link', { name: /^Cart/ }).click();
      await page.locator('.cartPreview-body:not([hidden])').waitFor();
    },
  },
  {
    name: 'carousel step',
    path: '/',
    prepare: async (page) => {
      await page.locator('store-carousel[data-rendered]').waitFor();
      await page.getByRole('button', { name: 'Stop slide rotation' }).click();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Next slide' }).click();
      await page.locator('store-carousel[data-slide="1"]').waitFor();
    },
  },
  {
    name: 'open mobile menu',
    path: '/',
    viewport: { width: 390, height: 800 },
    prepare: (page) => page.locator('store-mobile-menu[data-rendered]').waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('store-mobile-menu[data-state="open"]').waitFor();
    },
  },
];

const TARGET_MS = 50;

async function measure(browser: Browser, baseUrl: string, interaction: Interaction, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: interaction.viewport ?? { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(baseUrl + interaction.path, { waitUntil: 'networkidle' });
    await interaction.prepare(page);
    await page.waitForTimeout(300);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const taskTime = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const before = await taskTime();
    await interaction.act(page);
    // Let the work the interaction started (renders, effects) finish.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    times.push((await taskTime()) - before);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

export async function measureInteractions(browser: Browser, baseUrl: string, runs = 5): Promise<InteractionRow[]> {
  const baseline = await measure(browser, baseUrl, BASELINE, runs);
  const rows: InteractionRow[] = [{ interaction: BASELINE.name, medianMs: baseline, netMs: 0, runs, withinTarget: true }];
  for (const interaction of INTERACTIONS) {
    const medianMs = await measure(browser, baseUrl, interaction, runs);
    const netMs = Math.round((medianMs - baseline) * 10) / 10;
    rows.push({ interaction: interaction.name, medianMs, netMs, runs, withinTarget: netMs <= TARGET_MS });
  }
  return rows;
}
