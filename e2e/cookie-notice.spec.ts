import { axeViolations, expect, test } from './fixtures.ts';

test('the cookie notice shows until accepted, also after a reload', async ({ page, context }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard only: the bar comes first in the page, after the skip link, so the third Tab
  // from the top reaches its button (not one after every link of the page).
  const accept = notice.getByRole('button', { name: 'Accept' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();

  const cookie = (await context.cookies()).find((entry) => entry.name === 'ACCEPT_COOKIE_USAGE');
  expect(cookie?.value).toBe('1');
  expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364.9);

  // A Stencil template cannot see cookies, so the next page carries the bar's markup again.
  // It never shows: not before the element's code has run (held back here, as on a slow
  // connection), and not after, when the element has found the cookie.
  const code = '**/theme-bundle.element.store-cookie-notice.js';
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('store-cookie-notice .cookieMessage')).toHaveCount(1);
  await expect(page.locator('store-cookie-notice')).not.toHaveAttribute('data-state', /./);
  await expect(page.locator('store-cookie-notice .cookieMessage')).toBeHidden();
  release();
  await expect(page.locator('store-cookie-notice')).toHaveAttribute('data-state', 'accepted');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

test('the cookie notice appears on a long page on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeInViewport();
});
