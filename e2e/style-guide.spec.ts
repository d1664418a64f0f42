import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeViolations, expect, tabTo, test } from './fixtures.ts';

// The style guide shows the tokens as declared for the shopper's default: no motion
// preference, so the durations are tokens.css's :root values, not reduced motion's 0 ms.
test.use({ reducedMotion: 'no-preference' });

const theme = (settings: Record<string, unknown>) => encodeURIComponent(JSON.stringify({ kitchen_sink: true, ...settings }));

/** The tokens tokens.css declares on :root with a plain value (no var(), so the browser keeps it as written). */
function declaredTokens(): Map<string, string> {
  const css = readFileSync(fileURLToPath(new URL('../markup-examples/assets/css/tokens.css', import.meta.url)), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) if (!value!.includes('var(')) tokens.set(name!, value!.trim());
  return tokens;
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

async function shownTokens(page: Page): Promise<Map<string, { value: string; resolved: string; kind: string }>> {
  await expect(page.locator('store-token-table')).toHaveAttribute('data-state', 'computed');
  const rows = await page.locator('store-token-table tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: (tr as HTMLElement).dataset.token ?? '',
      kind: (tr as HTMLElement).dataset.kind ?? '',
      value: tr.querySelector('[data-token-value]')?.textContent ?? '',
      resolved: tr.querySelector('[data-token-resolved]')?.textContent ?? '',
    })),
  );
  return new Map(rows.map((row) => [row.name, row]));
}

// spec §2 "Style-guide page: shows computed styles (enabled by the kitchen_sink flag)".
test('the style guide shows the tokens as the browser computes them, matching tokens.css', async ({ page }) => {
  await page.goto(`/style-guide/?__theme=${theme({})}`);
  const shown = await shownTokens(page);
  const declared = declaredTokens();
  expect(declared.size).toBeGreaterThan(30);
  for (const [name, value] of declared) {
    expect(shown.get(name)?.value, name).toBeDefined();
    expect(normalise(shown.get(name)!.value), name).toBe(normalise(value));
  }
  // What the tokens resolve to where they are used, read on a probe element.
  expect(shown.get('--space-s')).toMatchObject({ kind: 'length', resolved: '16px' });
  expect(shown.get('--color-accent')).toMatchObject({ kind: 'color', value: '#1d5c3a', resolved: '' });
  // A mixed colour is resolved to the hex it paints (82 % accent, 18 % black).
  expect(shown.get('--color-accent-strong')).toMatchObject({ kind: 'color', resolved: '#184b30' });
  expect(shown.get('--color-scrim')?.resolved).toBe('#141a168c');
  expect(shown.get('--radius-pill')?.kind).toBe('radius');
  expect(shown.get('--shadow-s')?.kind).toBe('shadow');
  expect(shown.get('--step-0')?.kind).toBe('font-size');
  expect(await axeViolations(page)).toEqual([]);
});

test('a merchant’s colour from the theme settings shows in the computed tokens, not the declared one', async ({ page }) => {
  await page.goto(`/style-guide/?__theme=${theme({ color_accent: '#7a3e9d' })}`);
  const shown = await shownTokens(page);
  expect(shown.get('--color-accent')).toMatchObject({ value: '#7a3e9d' });
  // A derived token follows it: it is computed, not copied from the stylesheet.
  expect(shown.get('--color-accent-strong')?.value).toContain('#7a3e9d');
  expect(shown.get('--color-accent-strong')?.resolved).toBe('#643381');
});

test('without JavaScript the style guide lists the declared tokens', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/style-guide/?__theme=${theme({})}`);
  await expect(page.getByRole('rowheader', { name: '--space-s', exact: true })).toBeVisible();
  await expect(page.locator('tr[data-token="--space-s"] td').first()).toHaveText('1rem');
  await context.close();
});

test('the style guide’s elements work from the keyboard: the modal takes focus and gives it back', async ({ page }) => {
  test.slow(true, 'a keyboard walk through every element of the longest page of the theme');
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`/style-guide/?__theme=${theme({})}`);
  await expect(page.locator('store-token-table')).toHaveAttribute('data-state', 'computed');
  const trigger = page.getByRole('link', { name: 'Open a modal' });
  await tabTo(page, (element) => element.textContent?.trim() === 'Open a modal', 'the modal trigger');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'A small modal' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // One collapsible of the group open at a time (they load as they come into view).
  await page.getByRole('heading', { name: 'Collapsibles and tabs' }).scrollIntoViewIfNeeded();
  await expect(page.locator('store-collapsible[data-rendered]')).toHaveCount(2);
  const returns = page.getByRole('button', { name: 'Returns' });
  await returns.focus();
  await page.keyboard.press('Enter');
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-expanded', 'false');
  // The page has no horizontal scroll on a phone: wide tables scroll in place.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  expect(await axeViolations(page)).toEqual([]);
});

test('without the kitchen_sink flag the style guide is not found', async ({ page }) => {
  const response = await page.goto('/style-guide/');
  expect(response?.status()).toBe(404);
});
