// One place that finds Chromium for every tool (unit tests, journeys, benchmarks):
// CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
import { existsSync } from 'node:fs';

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** Flags that keep a headless Chromium quiet and working on a closed, shared machine, for any launcher. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The features Playwright turns off with its own `--disable-features` switch. Chromium
 * reads only the last such switch, so ours must repeat them (scripts/browser.test.ts
 * fails when Playwright's list has a name this one lacks).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium runs the full browser headless, and from version 156 every window it
 * opens (one per test's page, and the one axe used to open) starts a renderer for the
 * address bar's suggestion popups, which are web pages of their own: about a second of
 * CPU per window, for a popup nobody opens. Measured on two cores: a page created and
 * loaded twice went from 2.5 s to 1.6 s, a two-file journey run from 97 s to 79 s.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Chromium starts a spare renderer process ahead of the next navigation. A test makes a new
 * browser context, and so a new renderer, for each page anyway, so the spare is started and
 * thrown away each time. Measured on two cores: a context with an empty page took 630 ms of
 * CPU with it and 450 ms without; one that loads the cart page 1.87 s and 1.65 s.
 */
export const SPARE_RENDERER_FEATURES = ['SpareRendererForSitePerProcess'];

/** Every Chromium launched through Playwright (journeys, unit tests, screenshots, bench): the flags, and the features off. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES].join(',')}`,
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
