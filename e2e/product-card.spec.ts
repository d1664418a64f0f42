import { axeViolations, expect, test } from './fixtures.ts';

test('add from a card with quantity 3 and the badge reaches 3 without a reload', async ({ page }) => {
  await page.goto('/bags/');
  const card = page.locator('store-product-card').filter({ has: page.getByRole('link', { name: 'Canvas Tote Bag' }) });
  await expect(card).toHaveAttribute('data-rendered', '');
  const quantity = card.getByLabel('Quantity');
  await quantity.focus();
  await card.getByRole('button', { name: 'More (Canvas Tote Bag)' }).press('Enter');
  await card.getByRole('button', { name: 'More (Canvas Tote Bag)' }).press('Enter');
  await expect(quantity).toHaveValue('3');

  const add = card.getByRole('button', { name: /Add to Cart\s*:\s*Canvas Tote Bag/ });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: /Added to cart/ })).toBeVisible();
  await expect(page.locator('store-cart-count .countPill')).toHaveText('3 items');
  expect(await axeViolations(page)).toEqual([]);

  // No reload happened: the quantity typed is still there.
  await expect(quantity).toHaveValue('3');
});

test('without JavaScript the card form adds and goes to the cart', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/bags/');
  const card = page.locator('article.card').filter({ has: page.getByRole('link', { name: 'Canvas Tote Bag' }) });
  await card.getByLabel('Quantity').fill('2');
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page).toHaveURL(/\/cart\.php$/);
  await expect(page.getByRole('main')).toContainText('Canvas Tote Bag');
  await context.close();
});
