// The JavaScript a site embedding the elements downloads (docs/embedding.md): the
// demo embedding page (emulator/embed-demo.ts) with a product card and the cart
// count (`?show=card`), and with the product form as well, on load and after one
// add from the card. Sums the script responses: their size as sent (gzip by the
// store) and their gzip by zlib at its default level.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { startEmbedDemo } from '../emulator/embed-demo.ts';
import { startEmulator } from '../emulator/server.ts';

export interface EmbedJsRow {
  page: string;
  phase: 'load' | 'after add';
  scripts: number;
  rawKb: number;
  gzipKb: number;
  wireKb: number;
  /** On load: each script and its gzip (KB). */
  files: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureEmbedJs(browser: Browser): Promise<EmbedJsRow[]> {
  // Two origins, as on a real embedding site: the demo page, and the store it names.
  let storeUrl = '';
  const embed = await startEmbedDemo({ port: 0, storeUrl: () => storeUrl });
  const store = await startEmulator({ port: 0, embedOrigins: [embed.url] });
  storeUrl = store.url;
  const rows: EmbedJsRow[] = [];
  try {
    for (const [label, query, ready] of [
      ['card + count', '?show=card', 'store-cart-count[data-rendered]'],
      ['card + form + count', '', 'store-product-form[data-rendered]'],
    ] as const) {
      for (const phase of ['load', 'after add'] as const) {
        // A fresh context each time: nothing cached, a new store session.
        const context = await browser.newContext();
        const page = await context.newPage();
        const scripts: Array<Promise<{ url: string; raw: number; gz: number; wire: number }>> = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script') return;
          scripts.push(
            (async () => {
              const body = await (await request.response())!.body();
              const sizes = await request.sizes();
              return { url: request.url().split('/').pop()!, raw: body.length, gz: gzipSync(body).length, wire: sizes.responseBodySize };
            })(),
          );
        });
        await page.goto(`${embed.url}/${query}`);
        await page.locator(ready).first().waitFor({ state: 'attached' });
        await page.locator('store-cart-count .countPill').waitFor();
        if (phase === 'after add') {
          await page.locator('store-product-card button[type="submit"]').click();
          await page.locator('store-cart-count .countPill', { hasText: '1 item' }).waitFor();
        }
        await page.waitForLoadState('networkidle');
        const all = await Promise.all(scripts);
        const sum = (key: 'raw' | 'gz' | 'wire') => all.reduce((total, entry) => total + entry[key], 0);
        rows.push({
          page: label,
          phase,
          scripts: all.length,
          rawKb: kb(sum('raw')),
          gzipKb: kb(sum('gz')),
          wireKb: kb(sum('wire')),
          files:
            phase === 'load' ? all.map((entry) => `${entry.url.replace(/^theme-bundle\.|\.js$/g, '')} ${kb(entry.gz)}`).join(', ') : '',
        });
        await context.close();
      }
    }
  } finally {
    await Promise.all([store.close(), embed.close()]);
  }
  return rows;
}
