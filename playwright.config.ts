import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './scripts/browser.mjs';

// Journeys in a real Chromium against the real emulator serving the built bundle
// (each worker starts its own emulator on a free port: e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    launchOptions: { executablePath: await requireChromium(), args: CHROMIUM_ARGS },
    // No trace by default: recording one for every test (to keep it on failure) took a third
    // of the run's time on two cores, screenshots most of it. To see a failing journey step
    // by step, run it again with `npx playwright test <file>:<line> --trace on`.
    trace: 'off',
    // Motion a journey does not look at is off: the home page's hero carousel turns a slide
    // every 3 s, and in a headless Chromium without a GPU each turn costs a core about a
    // third of every second the page stays open (measured: 1.5 to 2 s of CPU per idle 5 s on
    // the home page, none with motion reduced), taken from the other worker's journey.
    // Journeys about motion itself (e2e/carousel.spec.ts) ask for it with
    // `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
  },
});
