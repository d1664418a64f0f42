// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on demo pages,
// in the project's Chromium. Targets from the quality issue: score ≥ 98,
// TBT ≤ 50 ms, CLS ≤ 0.01. Reported, not asserted.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs';

export interface LighthouseRow {
  page: string;
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  meetsTargets: boolean;
}

export async function runLighthouse(baseUrl: string, pages: Array<[name: string, path: string]>): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: await requireChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const [name, path] of pages) {
      const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const row = {
        page: name,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(audit('total-blocking-time')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      };
      rows.push({ ...row, meetsTargets: row.score >= 98 && row.tbtMs <= 50 && row.cls <= 0.01 });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
