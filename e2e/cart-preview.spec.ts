import { addToCart, axeViolations, expect, test } from './fixtures.ts';

test('the cart preview shows what was added, and closes the mobile menu when it opens', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/');
  await addToCart(page, 101, 2);
  // An element announces the addition, as the product form will (once the header badge is there to hear it).
  await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('cart-qty-updated', { detail: { quantity: 2, source: 'journey' }, bubbles: true })),
  );

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  const cartLink = page.getByRole('link', { name: 'Cart 2 items' });
  await cartLink.click();
  const preview = page.getByRole('dialog', { name: 'Cart preview' });
  await expect(preview.getByRole('link', { name: 'Canvas Tote Bag' })).toBeVisible();
  await expect(preview).toContainText('Subtotal: $48.00');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('on a phone the cart link goes to the cart page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await addToCart(page, 102, 2); // the mug's minimum order
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart\.php$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.getByRole('main').getByRole('link', { name: 'Enamel Camp Mug', exact: true })).toBeVisible();
});
