// The JavaScript a site embedding the elements downloads (docs/embedding.md): the
// demo embedding page (emulator/embed-demo.ts) with a product card and the cart
// count (`?show=card`), and with the product form as well, on load and after one
// add from the card. Sums the script responses: their size as sent (gzip by the
// store) and their gzip by zlib at its default level. After `npm run build`:
//   npx tsx bench/embed-js.ts
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/browser.mjs';
import { startEmbedDemo } from '../emulator/embed-demo.ts';
import { startEmulator } from '../emulator/server.ts';

let storeUrl = '';
const embed = await startEmbedDemo({ port: 0, storeUrl: () => storeUrl });
const store = await startEmulator({ port: 0, embedOrigins: [embed.url] });
storeUrl = store.url;
const browser = await chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
for (const [label, query, ready] of [
  ['card + count', '?show=card', 'store-cart-count[data-rendered]'],
  ['card + form + count', '', 'store-product-form[data-rendered]'],
] as const) {
  for (const phase of ['load', 'after add']) {
    const page = await browser.newPage();
    const scripts: Array<Promise<{ url: string; raw: number; gz: number; wire: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = (await request.response())!;
          const body = await response.body();
          const sizes = await request.sizes();
          return { url: request.url().split('/').pop()!, raw: body.length, gz: gzipSync(body).length, wire: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(`${embed.url}/${query}`);
    await page.locator(ready).first().waitFor({ state: 'attached' });
    await page.locator('store-cart-count[data-rendered]').waitFor({ state: 'attached' });
    await page.locator('store-cart-count .countPill').waitFor();
    if (phase === 'after add') {
      await page.locator('store-product-card button[type="submit"]').click();
      await page.locator('store-cart-count .countPill', { hasText: '1 item' }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    const sum = (key: 'raw' | 'gz' | 'wire') => all.reduce((total, entry) => total + entry[key], 0);
    console.log(
      `${label} [${phase}]: ${all.length} scripts, ${(sum('raw') / 1024).toFixed(1)} KB raw, ${(sum('gz') / 1024).toFixed(1)} KB gzip (zlib), ${(sum('wire') / 1024).toFixed(1)} KB on the wire`,
    );
    if (phase === 'load')
      console.log('   ', all.map((e) => `${e.url.replace('theme-bundle.', '')} ${(e.gz / 1024).toFixed(1)}`).join(', '));
    await page.close();
  }
}
await browser.close();
await Promise.all([store.close(), embed.close()]);
