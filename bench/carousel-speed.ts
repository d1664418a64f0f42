// How long the shipped carousel takes to bring a slide change to rest (within 1 px),
// measured with embla itself in Chromium: the figure behind CAROUSEL_EMBLA_DURATION.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { CAROUSEL_EMBLA_DURATION, CAROUSEL_SPEED_MS } from '../react/constants.ts';
import { median } from './stats.ts';

// Kept as a string: evaluated in the page as it is, without the TypeScript compiler's helpers.
const MEASURE = `async (duration) => {
  const embla = window.EmblaCarousel(document.getElementById('viewport'), { duration, loop: true });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const container = document.getElementById('container');
  const offset = () => new DOMMatrix(getComputedStyle(container).transform).m41;
  const start = performance.now();
  let lastAway = 0;
  let settled = false;
  embla.on('settle', () => { settled = true; });
  embla.scrollNext();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (Math.abs(offset() + 1000) >= 1) lastAway = now - start;
      if (settled || now - start > 5000) resolve(); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  embla.destroy();
  return lastAway;
}`;

export async function measureCarouselSpeed(browser: Browser, runs = 5) {
  const embla = readFileSync('node_modules/embla-carousel/embla-carousel.umd.js', 'utf8');
  const page = await browser.newPage({ viewport: { width: 1200, height: 400 } });
  const slide = '<div style="flex:0 0 100%;height:200px">slide</div>';
  await page.setContent(`<div id="viewport" style="overflow:hidden;width:1000px"><div id="container" style="display:flex">${slide.repeat(4)}</div></div><script>${embla}</script>`);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await page.evaluate(`(${MEASURE})(${CAROUSEL_EMBLA_DURATION})`) as number);
  await page.close();
  return { emblaDuration: CAROUSEL_EMBLA_DURATION, specSpeedMs: CAROUSEL_SPEED_MS, medianMs: Math.round(median(times)), runs };
}
