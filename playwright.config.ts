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
    trace: 'retain-on-failure',
  },
});
