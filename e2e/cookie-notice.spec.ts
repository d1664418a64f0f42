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

  // The server sees the cookie and leaves the bar out of the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('store-cookie-notice')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

test('the cookie notice appears on a long page on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeInViewport();
});
