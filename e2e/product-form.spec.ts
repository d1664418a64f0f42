import type { Page } from '@playwright/test';
import { axeViolations, expect, injectFault, tabTo, test } from './fixtures.ts';

/** axe once every open modal has finished its opening animation (contrast is measured mid-fade otherwise). */
async function settledAxeViolations(page: Page) {
  for (const dialog of await page.locator('dialog[open]').all()) await expect(dialog).toHaveCSS('opacity', '1');
  return axeViolations(page);
}

/** How many of the owned field guide the cart holds. */
async function guidesInCart(page: Page): Promise<number> {
  const carts: Array<{ lineItems: { digitalItems: Array<{ sku: string; quantity: number }> } }> = await (
    await page.request.get('/api/storefront/cart')
  ).json();
  return carts
    .flatMap((cart) => cart.lineItems.digitalItems)
    .filter((item) => item.sku === 'EBOOK-FERNS')
    .reduce((sum, item) => sum + item.quantity, 0);
}

test('choose options and buy with the keyboard only', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');

  // Size: Tab lands on the checked size (M); the arrow key picks L.
  await tabTo(page, (element) => (element as HTMLInputElement).name === 'attribute[11]', 'the size options');
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  // Clay is sold out in L: hide_option hides it.
  await expect(page.getByRole('radio', { name: 'Clay' })).toBeHidden();

  // Colour: no colour is chosen yet, so Tab lands on the first one; Space chooses it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Moss' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.locator('[data-product-sku]')).toHaveText('JKT-L-MOSS');
  await expect(form.locator('[data-product-price-without-tax]')).toHaveText('$109.00');
  await expect(form.locator('[data-product-stock]')).toHaveText('7');

  // Quantity: type 2, then the stepper's increase makes it 3.
  await tabTo(page, (element) => (element as HTMLInputElement).name === 'qty[]', 'the quantity');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Increase quantity of Trail Jacket' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');

  // Add: the cart preview opens; Esc closes it and focus returns to the button.
  await page.keyboard.press('Tab');
  const add = form.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Your cart' });
  await expect(preview).toContainText('Trail Jacket');
  await expect(preview).toContainText('3 × $103.55'); // bulk pricing: 5 % off from 3
  const [cart] = await (await page.request.get('/api/storefront/cart')).json();
  expect(cart.lineItems.physicalItems.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
    ['JKT-L-MOSS', 3],
  ]);
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('3 items');
});

test('a signed-in customer trying to buy a download they own is stopped and sent to the downloads', async ({ page }) => {
  await page.goto('/login.php');
  const signIn = page.getByRole('main');
  await signIn.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await signIn.getByLabel('Password').fill('download1');
  await signIn.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account\.php/);

  await page.goto('/field-guide-to-ferns-pdf/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  const guidesBefore = await guidesInCart(page);
  await form.getByRole('button', { name: 'Add to Cart' }).click();

  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('You have already purchased this item. Download it here');
  await expect(warning.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/downloads');
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  // The add button is disabled: focus lands on the page's notice link instead of the page's start.
  await expect(form.getByRole('link', { name: 'here' })).toBeFocused();

  await expect(form.locator('.productForm-owned .alertBox')).toHaveText('You have already purchased this item. Download it here');
  await expect(form.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  // Nothing was added (her saved cart, restored at sign-in, may hold it already: the cart page removes it).
  expect(await guidesInCart(page)).toBe(guidesBefore);
  expect(await page.evaluate(() => sessionStorage.getItem('owned-skus'))).toBe('EBOOK-FERNS');

  await form.getByRole('link', { name: 'here' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('main')).toContainText('Field Guide to Ferns');
});

test('the quick view asks for the product’s videos (a component has no front matter) and shows them as the page does', async ({ page }) => {
  await page.goto('/apparel/');
  await page.getByRole('link', { name: /Quick view\s*:\s*Trail Jacket/ }).click();
  const quickView = page.getByRole('dialog', { name: 'Quick view' });
  await expect(quickView.locator('store-product-gallery')).toHaveAttribute('data-rendered', '');
  await expect(quickView.getByRole('button', { name: /The Trail Jacket in a downpour/ })).toBeVisible();
});

test('quick view from a category grid: choose an option and add, in the modal', async ({ page }) => {
  await page.goto('/lighting/');
  const link = page.getByRole('link', { name: /Quick view\s*:\s*Camp Lantern/ });
  await link.click();
  await expect(page).toHaveURL(/\/lighting\/$/);
  const quickView = page.getByRole('dialog', { name: 'Quick view' });
  await expect(quickView.getByRole('heading', { name: 'Camp Lantern' })).toBeVisible();
  const form = quickView.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  expect(await settledAxeViolations(page)).toEqual([]);

  await quickView.getByRole('radio', { name: 'USB rechargeable' }).check();
  await expect(form.locator('[data-product-sku]')).toHaveText('LANT-USB');
  await expect(form.locator('[data-product-price-without-tax]')).toHaveText('$47.00');
  // label_option: the sold-out value stays, labelled.
  await expect(quickView.getByText('Solar Out of stock')).toBeVisible();

  await form.getByRole('button', { name: 'Add to Cart' }).click();
  const preview = page.getByRole('dialog', { name: 'Your cart' });
  await expect(preview).toContainText('Camp Lantern');
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(quickView).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');
});

test("the add-to-cart error modal says the platform's failure as text and passes axe", async ({ page }) => {
  await page.goto('/canvas-tote-bag/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  expect(await settledAxeViolations(page)).toEqual([]);
  await injectFault(page, '/remote/v1/cart/add', 'status=500', 1);
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText('This could not be added to your cart. Please try again.');
  expect(await settledAxeViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(form.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // The quick view of a related product, opened on the product page, passes too.
  await page.getByRole('link', { name: /Quick view\s*:\s*Enamel Camp Mug/ }).click();
  const quickView = page.getByRole('dialog', { name: 'Quick view' });
  await expect(quickView.locator('store-product-form')).toHaveAttribute('data-rendered', '');
  await expect(quickView.locator('[data-product-bulk-pricing]')).toContainText('Buy 4 or more');
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(quickView).toBeHidden();
});

test('without JavaScript the product form posts and goes to the cart', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/camp-lantern/');
  await page.getByRole('radio', { name: 'USB rechargeable' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart\.php$/);
  await expect(page.getByRole('main')).toContainText('Camp Lantern');
  await context.close();
});
