// The flags every Playwright launch of Chromium gets (scripts/browser.mjs): Playwright's own
// switched-off features survive ours, and a new page opens no address-bar popup page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserServer } from 'playwright';
import { CHROMIUM_ARGS, OMNIBOX_POPUP_FEATURES, requireChromium, SPARE_RENDERER_FEATURES } from './browser.mjs';

let server: BrowserServer;
let browser: Browser;

before(async () => {
  server = await chromium.launchServer({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
  browser = await chromium.connect(server.wsEndpoint());
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const featuresOf = (switchValue: string) => switchValue.split(',').filter(Boolean);

test("the browser's last --disable-features switch, the one Chromium reads, keeps Playwright's and adds ours", () => {
  const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
  const switches = commandLine.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length));
  assert.ok(switches.length >= 2, `Playwright's switch and ours: ${switches.join(' | ')}`);
  const read = new Set(featuresOf(switches.at(-1)!));
  const dropped = switches
    .slice(0, -1)
    .flatMap(featuresOf)
    .filter((feature) => !read.has(feature));
  assert.deepEqual(
    dropped,
    [],
    'features an earlier switch turns off that the last one would turn back on (add them to PLAYWRIGHT_DISABLED_FEATURES)',
  );
  for (const feature of [...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES]) assert.ok(read.has(feature), feature);
});

test('a new page in a new context opens no address-bar popup page beside it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<p>hello</p>');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
  assert.ok(
    targetInfos.some((target) => target.type === 'page'),
    'the page itself is listed',
  );
  assert.deepEqual(
    targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup')).map((target) => target.url),
    [],
  );
  await cdp.detach();
  await context.close();
});
