import { addToCart, axeViolations, expect, test } from './fixtures.ts';

// Issue 32 item 5: what a shopper reaches from any page leads somewhere.

test('the cookie bar’s privacy policy link opens the store’s privacy page', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/');
  const notice = page.getByRole('region', { name: /cookie/i });
  await notice.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('“Check out” reaches the stand-in of the platform’s checkout, which leads back to the cart', async ({ page }) => {
  await addToCart(page, 101, 1);
  await page.goto('/cart.php');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('the 1 item in your cart')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to your cart' }).click();
  await expect(page).toHaveURL(/\/cart\.php$/);
});

test('a first visit asks for no /favicon.ico: the page names the store’s favicon (head.favicon), which loads', async ({ page }) => {
  const asked: string[] = [];
  page.on('response', (response) => {
    if (/favicon/.test(response.url())) asked.push(`${new URL(response.url()).pathname} ${response.status()}`);
  });
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(new URL(href!).pathname).toBe('/product_images/favicon.png');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(asked.filter((entry) => entry.startsWith('/favicon.ico'))).toEqual([]);
});
