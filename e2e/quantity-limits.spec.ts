import { addToCart, expect, test } from './fixtures.ts';

// The platform enforces a product's order bounds (Hiking Socks: at most 10 per
// order; Enamel Camp Mug: at least 2), whatever the page sent; the shopper reads its reason.

test('the product form shows the server refusing more socks than the maximum, counting what the cart holds', async ({ page }) => {
  await page.goto('/hiking-socks-3-pairs/');
  await addToCart(page, 135, 8);
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  // 5 is within the page's own bound of 10: only the server knows the cart already holds 8.
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'You can only purchase a maximum of 10 of Hiking Socks (3 pairs) per order; your cart already holds 8.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  const [cart] = await (await page.request.get('/api/storefront/cart')).json();
  expect(cart.lineItems.physicalItems.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity])).toEqual([
    ['SOCKS-3', 8],
  ]);
});

test("a card shows the server's minimum when one mug is added, and the cart page its refusal of 1", async ({ page }) => {
  await page.goto('/camp-kitchen/');
  const card = page.locator('store-product-card').filter({ has: page.getByRole('link', { name: 'Enamel Camp Mug' }) });
  await expect(card).toHaveAttribute('data-rendered', '');
  await card.getByLabel('Quantity').fill('1');
  await card.getByRole('button', { name: /Add to Cart\s*:\s*Enamel Camp Mug/ }).click();
  await expect(card.getByRole('alert')).toHaveText('You need to purchase a minimum of 2 of Enamel Camp Mug per order.');
  expect(await (await page.request.get('/api/storefront/cart')).json()).toEqual([]);

  await addToCart(page, 102, 2);
  await page.goto('/cart.php');
  await expect(page.locator('store-cart[data-rendered]')).toBeVisible();
  const quantity = page.getByLabel('Quantity of Enamel Camp Mug');
  await quantity.fill('1');
  await quantity.press('Tab');
  await expect(page.locator('[data-cart-message="lines"]')).toHaveText(
    'Enamel Camp Mug has a minimum order of 2; enter 2 or more, or remove it.',
  );
  await expect(quantity).toHaveValue('2');
});
