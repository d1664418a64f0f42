// One place that finds Chromium for every tool (unit tests, journeys, benchmarks):
// CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
import { existsSync } from 'node:fs';

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** Flags that keep a headless Chromium quiet and working on a closed, shared machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const { chromium } = await import('playwright');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright not installed or has no browser of its own
  }
  return null;
}

/** The path, or an error that says exactly how to get a browser. */
export async function requireChromium() {
  const found = await findChromium();
  if (found) return found;
  throw new Error(`No Chromium found. Install one with:\n  ${INSTALL_COMMAND}\n(or set CHROME_PATH to a Chromium or Chrome binary).`);
}
