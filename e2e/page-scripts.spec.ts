import { axeViolations, expect, test } from './fixtures.ts';

/**
 * A script of the theme's own (markup-examples/assets/js/opening-hours.js), loaded by
 * the contact page with `{{cdn}}` and the page's nonce: it runs under the store's
 * CSP, with no violation (the fixtures fail a journey on any), and replaces the
 * server's text ("Open every day, …") with whether the shop is open now, in the
 * shop's time zone.
 */

test('the contact page says the shop is open at 09:30 in London (08:30 UTC in summer)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-07-01T08:30:00Z'));
  const script = page.waitForResponse((response) => response.url().endsWith('/assets/js/opening-hours.js'));
  await page.goto('/contact-us/');
  expect((await script).status()).toBe(200);
  const note = page.locator('[data-opening-hours]');
  await expect(note).toHaveText('Open now, until 17:30 (UK time).');
  await expect(note).toHaveAttribute('data-state', 'open');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('the contact page says the shop is closed at 17:45 in London, in the shopper’s language', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-07-01T16:45:00Z'));
    await page.goto('/contact-us/');
    await expect(page.locator('[data-opening-hours]')).toHaveText('Fermé. Nous ouvrons à 09:00 (heure du Royaume-Uni).');
  });
});

test('the script is loaded under the page’s nonce from the theme’s assets', async ({ page }) => {
  const response = await page.goto('/contact-us/');
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const script = page.locator('script[src$="/assets/js/opening-hours.js"]');
  expect(await script.evaluate((element) => (element as HTMLScriptElement).nonce)).toBe(nonce);
  await expect(page.locator('[data-opening-hours]')).toHaveAttribute('data-state', /^(open|closed)$/);
});
