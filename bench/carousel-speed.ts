// How long the shipped carousel takes to bring a slide change to rest (within 1 px):
// the home page's hero carousel as a shopper gets it (the built element, its embla
// settings, the theme's CSS), on a phone and a desktop width. The figure behind
// CAROUSEL_EMBLA_DURATION and CAROUSEL_EMBLA_FRICTION; spec §9 gives 500 ms.
import type { Browser } from 'playwright';
import { CAROUSEL_EMBLA_DURATION, CAROUSEL_EMBLA_FRICTION, CAROUSEL_SPEED_MS } from '../shared/constants.ts';
import { median } from './stats.ts';

export const CAROUSEL_WIDTHS = [360, 412, 1280];

// Kept as a string: evaluated in the page as it is, without the TypeScript compiler's helpers.
// Presses "Next slide", follows the slides' offset every frame for 1.5 s (far past any
// settling), and gives the last moment the offset was 1 px or more from where it came to rest.
const MEASURE = `async () => {
  const host = document.querySelector('store-carousel.heroCarousel');
  const container = host.querySelector('.carousel-container');
  const offset = () => new DOMMatrix(getComputedStyle(container).transform).m41;
  const samples = [];
  const start = performance.now();
  host.querySelector('.carousel-arrow--next').click();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      samples.push([now, offset()]);
      if (now > 1500) resolve(); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const rest = samples.at(-1)[1];
  let lastAway = 0;
  for (const [time, x] of samples) if (Math.abs(x - rest) >= 1) lastAway = time;
  return { settleMs: lastAway, slideWidth: container.firstElementChild.getBoundingClientRect().width };
}`;

export interface CarouselSpeedRow {
  viewportWidth: number;
  slideWidthPx: number;
  emblaDuration: number;
  emblaFriction: number;
  specSpeedMs: number;
  medianMs: number;
  maxMs: number;
  runs: number;
  withinSpec: boolean;
}

export async function measureCarouselSpeed(browser: Browser, baseUrl: string, runs = 5): Promise<CarouselSpeedRow[]> {
  const rows: CarouselSpeedRow[] = [];
  for (const width of CAROUSEL_WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    const hero = page.locator('store-carousel.heroCarousel');
    await hero.getByRole('button', { name: 'Stop slide rotation' }).click();
    await page.locator('store-carousel.heroCarousel[data-state="paused"]').waitFor();
    const times: number[] = [];
    let slideWidth = 0;
    for (let run = 0; run < runs; run++) {
      const result = (await page.evaluate(`(${MEASURE})()`)) as { settleMs: number; slideWidth: number };
      times.push(result.settleMs);
      slideWidth = Math.round(result.slideWidth);
    }
    await context.close();
    const medianMs = Math.round(median(times));
    rows.push({
      viewportWidth: width,
      slideWidthPx: slideWidth,
      emblaDuration: CAROUSEL_EMBLA_DURATION,
      emblaFriction: CAROUSEL_EMBLA_FRICTION,
      specSpeedMs: CAROUSEL_SPEED_MS,
      medianMs,
      maxMs: Math.round(Math.max(...times)),
      runs,
      withinSpec: medianMs <= CAROUSEL_SPEED_MS,
    });
  }
  return rows;
}
