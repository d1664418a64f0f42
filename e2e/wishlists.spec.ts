import type { Page } from '@playwright/test';
import { axeViolations, expect, injectFault, sessionToken, signInByRequest, tabTo, test } from './fixtures.ts';

// Issue 20 "Wishlists": the name form (spec §5), delete after confirming in the alert
// modal (spec §4, §8), rename, and "Add to Wish List" never leaving the product page.

const signIn = (page: Page, email = 'noah@example.com', password = 'newshopper1') => signInByRequest(page, email, password);

const wishlistNames = (page: Page) => page.locator('.wishlists-name > a');

test('create, rename and delete a wish list with the keyboard, after confirming; refusing keeps it', async ({ page }) => {
  test.slow(true, 'five pages walked with the keyboard, a dialog, and two axe checks');
  await page.clock.install();
  await signIn(page);
  await page.goto('/wishlist.php?action=addwishlist');
  await expect(page.locator('store-wishlist-name')).toHaveAttribute('data-state', 'ready');
  const name = page.getByLabel('Wish list name');

  // spec §5: a name of spaces is no name; the message waits for the 700 ms delay while typing.
  // The clock stops meanwhile, so a slow machine cannot let the delay pass between two steps.
  await tabTo(page, (element) => element.id === 'wishlistname', 'the name field');
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.keyboard.type('   ');
  const message = page.locator('.wishlist-form .form-inlineMessage');
  await page.clock.runFor(600);
  await expect(message).toHaveText('');
  await page.clock.runFor(200);
  await expect(message).toHaveText('Please enter a name for your wish list.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
  // Submitting it posts nothing: the page stays, focus on the field.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/action=addwishlist$/);

  await name.fill('Camp kitchen');
  await expect(message).toHaveText('');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wishlist\.php$/);
  await expect(page.getByRole('status')).toHaveText('Your wish list “Camp kitchen” has been created.');
  await expect(wishlistNames(page)).toHaveText(['Camp kitchen']);

  // Rename: the same form, filled in, with the same check.
  await page.getByRole('link', { name: 'Rename Camp kitchen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rename wish list');
  await expect(name).toHaveValue('Camp kitchen');
  await expect(page.locator('store-wishlist-name')).toHaveAttribute('data-state', 'ready');
  await name.fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(message).toHaveText('Please enter a name for your wish list.');
  await name.fill('Trail kitchen');
  await name.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Your wish list is now called “Trail kitchen”.');
  await expect(wishlistNames(page)).toHaveText(['Trail kitchen']);

  // Delete asks in the alert modal; refusing (Keep it, then Esc) keeps the list.
  const remove = page.getByRole('link', { name: 'Delete Trail kitchen' });
  await expect(page.locator('store-wishlist-delete')).toHaveAttribute('data-state', 'ready');
  await tabTo(page, (element) => element.matches('[data-wishlist-delete]'), 'the delete link');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete wish list' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Delete the wish list “Trail kitchen”?');
  // Focus goes into the dialog, on the least destructive choice.
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page).toHaveURL(/\/wishlist\.php$/);
  await expect(wishlistNames(page)).toHaveText(['Trail kitchen']);

  // Confirming posts the delete with the session's token; the page says so. The link
  // asks again as soon as the last dialog has closed.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete wish list' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The wish list “Trail kitchen” has been deleted.');
  await expect(wishlistNames(page)).toHaveCount(0);
  await expect(page.getByText('You have no wish lists yet.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a blank name gets the form again saying why, and delete uses the server’s confirmation page', async ({ page }) => {
    await signIn(page);
    await page.goto('/wishlist.php?action=addwishlist');
    await page.getByLabel('Wish list name').fill('   ');
    await page.getByRole('button', { name: 'Create wish list' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a name for your wish list.');
    await expect(page.locator('body')).not.toContainText('{"error"');
    await page.getByLabel('Wish list name').fill('Gifts');
    await page.getByRole('button', { name: 'Create wish list' }).click();
    await expect(wishlistNames(page)).toHaveText(['Gifts']);

    await page.getByRole('link', { name: 'Delete Gifts' }).click();
    await expect(page.getByText('Delete this wish list?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete wish list' }).click();
    await expect(page.getByRole('status')).toHaveText('The wish list “Gifts” has been deleted.');
  });
});

test('a wish list’s page has the account navigation and a Remove per item that takes it off the list', async ({ page }) => {
  await signIn(page);
  const token = (await sessionToken(page))!;
  const headers = { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' };
  // The platform answers with the list's page (a redirect the request follows).
  const added = await page.request.post('/wishlist.php?action=add&product_id=101', { headers });
  const landed = new URL(added.url());
  const listUrl = `${landed.pathname}${landed.search}`;
  const listId = landed.searchParams.get('wishlistid');
  await page.request.post(`/wishlist.php?action=add&wishlistid=${listId}&product_id=110`, { headers });
  await page.goto(listUrl);
  await expect(page.locator('.account-nav [aria-current="page"]')).toHaveText('Wish lists');
  const cards = page.locator('.wishlist-item');
  await expect(cards).toHaveCount(2);
  const firstName = (await cards.first().locator('.card-title').textContent())!.trim();
  await page.getByRole('button', { name: `Remove ${firstName}` }).click();
  await expect(page.getByRole('status')).toHaveText(`“${firstName}” has been removed from your wish list.`);
  await expect(cards).toHaveCount(1);
  await expect(cards.locator('.card-title')).not.toHaveText(firstName);
  expect(await axeViolations(page)).toEqual([]);
});

test('a click on "Add to Wish List" before its code has arrived is kept: the page stays and the item is added', async ({ page }) => {
  await signIn(page);
  // The element's own chunk comes 2.5 s late, so the click lands before the element is defined.
  await injectFault(page, '/assets/dist/theme-bundle.element.store-wishlist-add.js', 'latency=2500');
  await page.goto('/canvas-tote-bag/');
  await expect(page.locator('html')).toHaveAttribute('data-page-group', /product/);
  const host = page.locator('store-wishlist-add');
  expect(await host.evaluate((element) => customElements.get(element.localName) === undefined)).toBe(true);
  const productUrl = page.url();
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });

  const button = page.getByRole('button', { name: 'Add to Wish List' });
  await button.click();
  // Held: busy until the element arrives, and a second click adds nothing more.
  await expect(host).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click();
  await expect(host).toHaveAttribute('data-state', 'added', { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Added to your wish list.' })).toBeVisible();
  expect(navigated, 'the page was never left').toBe(false);
  expect(page.url()).toBe(productUrl);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'View your wish list' }).click();
  await expect(page.locator('main')).toContainText('Canvas Tote Bag');
});

test('a held click whose element cannot load posts the form, as without JavaScript', async ({ page }) => {
  await signIn(page);
  await injectFault(page, '/assets/dist/theme-bundle.element.store-wishlist-add.js', 'status=500');
  await page.goto('/canvas-tote-bag/');
  await expect(page.locator('html')).toHaveAttribute('data-page-group', /product/);
  await page.getByRole('button', { name: 'Add to Wish List' }).click();
  await expect(page).toHaveURL(/action=viewwishlistitems/);
  await expect(page.locator('main')).toContainText('Canvas Tote Bag');
});

test('a wish list’s own page renames and deletes it too, after confirming', async ({ page }) => {
  await signIn(page);
  const token = (await sessionToken(page))!;
  const added = await page.request.post('/wishlist.php?action=add&product_id=101', {
    headers: { 'x-xsrf-token': token, 'x-requested-with': 'stencil-utils' },
  });
  await page.goto(added.url());
  await expect(page.getByRole('link', { name: 'Rename wish list' })).toBeVisible();
  await expect(page.locator('store-wishlist-delete')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('link', { name: 'Delete wish list' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete wish list' });
  await expect(dialog).toContainText('Delete the wish list “My Wish List”?');
  // A destructive confirm is the danger button, not the brand's "Add to Cart" green.
  await expect(dialog.getByRole('button', { name: 'Delete wish list' })).toHaveClass(/\bbutton--danger\b/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete wish list' }).click();
  await expect(page).toHaveURL(/\/wishlist\.php$/);
  await expect(page.getByRole('status')).toHaveText('The wish list “My Wish List” has been deleted.');
});
