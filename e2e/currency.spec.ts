import { addToCart, axeViolations, expect, openCurrencyMenu, startSession, test } from './fixtures.ts';

// spec §7 currency switch: the store's currencies are links (currency_selector.currencies[].switch_url);
// with a cart the element first changes the cart's currency (cart_currency_switch_url, the storefront
// API's Update Cart Currency), warning when the cart would lose its discounts.

test('switching currency with a coupon in the cart asks first, then shows prices in the new currency and drops the coupon', async ({
  page,
}) => {
  await addToCart(page, 101, 1);
  const token = await startSession(page);
  const coupon = await page.request.post('/remote/v1/apply-code', { form: { code: 'SAVE10' }, headers: { 'x-xsrf-token': token } });
  expect(coupon.ok()).toBe(true);
  await page.goto('/');
  await openCurrencyMenu(page);

  const euro = page.locator('.currencyMenu').getByRole('link', { name: 'EUR · Euro' });
  await euro.focus();
  await page.keyboard.press('Enter');

  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('removes the discounts, coupons and gift certificates');
  expect(await axeViolations(page)).toEqual([]);
  await expect(warning.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.locator('.currencyMenu summary')).toContainText('EUR');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.card-price').first()).toContainText('€');
  // As the warning said: the platform removes what the new currency cannot keep.
  const [cart] = await (await page.request.get('/api/storefront/carts')).json();
  expect(cart.currency.code).toBe('EUR');
  expect(cart.coupons).toEqual([]);
});

test('"Keep it" with the mouse keeps the currency and puts focus back on the currency menu, not the page', async ({ page }) => {
  await addToCart(page, 101, 1);
  const token = await startSession(page);
  await page.request.post('/remote/v1/apply-code', { form: { code: 'SAVE10' }, headers: { 'x-xsrf-token': token } });
  await page.goto('/');
  await openCurrencyMenu(page);
  const pound = page.locator('.currencyMenu').getByRole('link', { name: 'GBP · British Pound' });
  await pound.click();
  const warning = page.getByRole('alertdialog');
  await warning.getByRole('button', { name: 'Keep it' }).click();
  await expect(warning).toBeHidden();
  // The click on the dialog closed the menu, so its button has focus (spec §4: never the body).
  await expect(page.locator('.currencyMenu summary')).toBeFocused();
  await expect(page.locator('.currencyMenu summary')).toContainText('USD');
});

test('without a cart the link alone switches, and comes back to the page', async ({ page }) => {
  await page.goto('/bags/');
  await openCurrencyMenu(page);
  await page.locator('.currencyMenu').getByRole('link', { name: 'GBP · British Pound' }).click();
  await expect(page).toHaveURL(/\/bags\/$/);
  await expect(page.locator('.currencyMenu summary')).toContainText('GBP');
  await expect(page.locator('.currencyMenu a[data-currency-code="GBP"]')).toHaveAttribute('aria-current', 'true');
});

test('the header currency menu closes on a click outside it and on Escape, focus back on its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const menu = page.locator('details.currencyMenu');
  await openCurrencyMenu(page);
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
