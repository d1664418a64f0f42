import { addToCart, axeViolations, expect, openCurrencyMenu, startSession, test } from './fixtures.ts';

test('switching currency with a coupon in the cart asks first, then shows prices in the new currency', async ({ page }) => {
  await addToCart(page, 101, 1);
  const token = await startSession(page);
  const coupon = await page.request.post('/remote/v1/apply-code', { form: { code: 'SAVE10' }, headers: { 'x-xsrf-token': token } });
  expect(coupon.ok()).toBe(true);
  await page.goto('/');
  await openCurrencyMenu(page);

  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.focus();
  await currency.selectOption('EUR');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('removes the discounts, coupons and gift certificates');
  expect(await axeViolations(page)).toEqual([]);
  await expect(warning.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await page.waitForLoadState('load');
  await expect(page.locator('#currency-code-header')).toHaveValue('EUR');
  await expect(page.locator('.currencyMenu summary')).toContainText('EUR');
  await expect(page.locator('.card-price').first()).toContainText('€');
});

test('the header currency menu closes on a click outside it and on Escape, focus back on its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const menu = page.locator('details.currencyMenu');
  await openCurrencyMenu(page);
  await expect(menu).toHaveAttribute('open', '');
  // A click inside (on its select) keeps it open; one on the page closes it.
  await page.getByRole('combobox', { name: 'Currency' }).first().click();
  await page.keyboard.press('Escape'); // closes the select's own list, not the menu
  await expect(menu).toHaveAttribute('open', '');
  await page.locator('main h2').first().click();
  await expect(menu).not.toHaveAttribute('open', '');

  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(menu.locator('summary')).toBeFocused();
});
