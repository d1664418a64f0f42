import { expect, sessionToken, signInByRequest, test } from './fixtures.ts';

test('wishlist pagination links get their page parameter, and lead to the next page', async ({ page }) => {
  await signInByRequest(page, 'noah@example.com', 'newshopper1');
  // Signing in gave the session a new token.
  const headers = { 'x-xsrf-token': (await sessionToken(page))!, 'x-requested-with': 'stencil-utils' };
  let wishlistUrl = '';
  for (const productId of [101, 102, 201, 202, 203]) {
    // The platform answers with the list's page (a redirect the request follows).
    const added = await page.request.post(`/wishlist.php?action=add&product_id=${productId}`, { headers });
    const landed = new URL(added.url());
    wishlistUrl = `${landed.pathname}${landed.search}`;
  }

  await page.goto(wishlistUrl);
  await expect(page.locator('html')).toHaveAttribute('data-page-group', 'wishlist');
  const next = page.getByRole('navigation', { name: 'Wish list pages' }).getByRole('link', { name: 'Next page' });
  await expect(next).toHaveAttribute('href', `${wishlistUrl}&page=2`);
  await next.click();
  await expect(page.getByRole('link', { name: 'Page 2 of 2' })).toBeVisible();
  const previous = page.getByRole('link', { name: 'Previous page' });
  await expect(previous).toHaveAttribute('href', `${wishlistUrl}&page=1`);
});
