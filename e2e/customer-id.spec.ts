import type { Page, Request } from '@playwright/test';
import { addToCart, expect, signInByRequest, test, withPageContext } from './fixtures.ts';

// spec §3 page context, §6 roles: the page context is parsed once, the same way for every
// feature (issue 23). The platform writes the signed-in customer's id as a number; a page
// that writes it as a string ("2") is read the same: on the cart page and on the product
// page the shopper is signed in, so both ask the downloads service about customer 2 (with
// the token the store gives the signed-in customer) and neither clears the owned-SKUs
// cache, which spec §6 clears for guests only.

/** A download the customer was told they own earlier in this tab's session (spec §3 owned SKUs). */
const CACHED_SKU = 'COURSE-KNOTS';

const ownedSkus = (page: Page) => page.evaluate(() => sessionStorage.getItem('owned-skus'));
const customersAsked = (request: Request) => {
  const body: unknown = request.postDataJSON();
  return (Array.isArray(body) ? body : [body]).map((entry: { customer: unknown }) => String(entry.customer));
};

test('a customer id written as a string ("2") is a signed-in shopper on the cart page and on the product page alike', async ({ page }) => {
  await signInByRequest(page, 'noah@example.com', 'newshopper1');
  await withPageContext(page, { customerId: '2' });
  await page.goto('/');
  await addToCart(page, 204, 1); // Birds of the Forest Edge (EPUB): a download that may be bought once
  await page.evaluate((sku) => sessionStorage.setItem('owned-skus', sku), CACHED_SKU);

  // The cart page checks the cart's downloads for customer 2 (spec §4 cart page load for a signed-in customer).
  const cartCheck = page.waitForRequest((request) => request.url().endsWith('/app/customer/purchase_check_multi'));
  await page.goto('/cart.php');
  const cartAsked = await cartCheck;
  expect(customersAsked(cartAsked)).toEqual(['2']);
  // spec §7's external service: its own origin, asked with the store's Current Customer token, no cookie of the store's.
  expect(new URL(cartAsked.url()).origin).not.toBe(new URL(page.url()).origin);
  const headers = await cartAsked.allHeaders();
  expect(headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(headers.cookie).toBeUndefined();
  expect(cartAsked.postDataJSON()).toEqual([expect.objectContaining({ sku: 'EBOOK-BIRDS' })]);
  await cartAsked.response();
  await expect(page.locator('store-cart')).toHaveAttribute('data-state', 'idle');
  expect(await ownedSkus(page)).toBe(CACHED_SKU);

  // The product page asks about the same customer before adding the download (spec §7 ownership).
  await page.goto('/birds-of-the-forest-edge-epub/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  expect(await ownedSkus(page)).toBe(CACHED_SKU);
  const productCheck = page.waitForRequest((request) => request.url().endsWith('/app/customer/purchase_check'));
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  expect(customersAsked(await productCheck)).toEqual(['2']);
  expect(await ownedSkus(page)).toBe(CACHED_SKU);
});
