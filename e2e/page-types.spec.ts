import type { Page } from '@playwright/test';
import { bootstrapCallOf } from '../emulator/bootstrap-call.ts';
import { axeViolations, expect, signInByRequest, test } from './fixtures.ts';
import { guestPages } from './page-list.ts';

// An axe sweep of one demo URL per page type (spec §2 "Page types"): the status, the page
// type the bootstrap reads, one h1, and no WCAG 2.2 A/AA violations.
test.describe.configure({ mode: 'parallel' });

// Signed in by request: the login page's form is a journey of its own (sign-in-out.spec.ts).
const signIn = (page: Page) => signInByRequest(page, 'ada@example.com', 'download1');

async function expectPageType(page: Page, pageType: string): Promise<void> {
  expect(bootstrapCallOf(await page.content())?.pageType).toBe(pageType);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
}

const kitchenSink = encodeURIComponent(JSON.stringify({ kitchen_sink: true }));

for (const [pageType, url, status = 200] of guestPages) {
  test(`${pageType}: ${url}`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(status);
    await expectPageType(page, pageType);
  });
}

test('style guide (page, with kitchen_sink): /style-guide/', async ({ page }) => {
  const response = await page.goto(`/style-guide/?__theme=${kitchenSink}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Style guide');
  await expectPageType(page, 'page');
});

test('getnewpassword: the emailed reset link', async ({ page }) => {
  await page.goto('/login.php?action=reset_password');
  await page.locator('main').getByLabel('Email address').fill('ada@example.com');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText('we have emailed it a link');
  const [mail] = await (await page.request.get('/__emulator/mail')).json();
  const response = await page.goto(mail.link);
  expect(response?.status()).toBe(200);
  await expectPageType(page, 'getnewpassword');
});

const accountPages: Array<[pageType: string, url: string]> = [
  ['account_orderstatus', '/account.php?action=order_status'],
  ['account_order', '/account.php?action=view_order&order_id=1002'],
  ['account_addressbook', '/account.php?action=address_book'],
  ['shippingaddressform', '/account.php?action=add_shipping_address'],
  ['account_new_return', '/account.php?action=new_return&order_id=1002'],
  ['account_returns', '/account.php?action=view_returns'],
  ['account_paymentmethods', '/account.php?action=payment_methods'],
  ['account_addpaymentmethod', '/account.php?action=add_payment_method'],
  ['account_editpaymentmethod', '/account.php?action=edit_payment_method&method_id=1'],
  ['editaccount', '/account.php?action=edit_account'],
  ['account_recentitems', '/account.php?action=recent_items'],
  ['account_inbox', '/account.php?action=inbox'],
  ['account_downloaditem', '/account.php?action=download_item'],
  ['wishlists', '/wishlist.php'],
  ['add-wishlist', '/wishlist.php?action=addwishlist'],
];

for (const [pageType, url] of accountPages) {
  test(`${pageType} (signed in): ${url}`, async ({ page }) => {
    // spec §6: account pages are for signed-in customers; a guest is sent to sign in.
    await page.goto(url);
    await expect(page).toHaveURL(/\/login\.php$/);
    await signIn(page);
    if (pageType === 'account_recentitems') await page.goto('/enamel-camp-mug/');
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expectPageType(page, pageType);
  });
}

test('account_saved_return (signed in): after sending a return request', async ({ page }) => {
  await signIn(page);
  await page.goto('/account.php?action=new_return&order_id=1002');
  await expect(page.locator('main store-form[data-rendered]')).toHaveCount(1);
  // Checked in place with the store's messages, not the browser's bubbles (issue 32 item 9).
  await page.getByRole('button', { name: 'Send return request' }).click();
  const reason = page.getByLabel('Why are you returning them?');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expect(page).toHaveURL(/action=new_return/);
  await page.getByLabel('Enamel Camp Mug (ordered 2)').fill('1');
  await page.getByLabel('Why are you returning them?').selectOption('Item arrived damaged');
  await page.getByLabel('What would you like us to do?').selectOption('Refund');
  await page.getByRole('button', { name: 'Send return request' }).click();
  await expect(page).toHaveURL(/action=saved_return&return_id=1$/);
  await expect(page.getByRole('status')).toHaveText('Your return request has been sent.');
  await expectPageType(page, 'account_saved_return');
});

test('wishlist (signed in): after adding from a product page', async ({ page }) => {
  await signIn(page);
  await page.goto('/canvas-tote-bag/');
  // <store-wishlist-add> adds in place, then links to the list (it loads near the viewport).
  await page.locator('store-wishlist-add').scrollIntoViewIfNeeded();
  const wishlist = page.locator('store-wishlist-add[data-rendered]');
  await wishlist.getByRole('button', { name: 'Add to Wish List' }).click();
  await wishlist.getByRole('link', { name: 'View your wish list' }).click();
  await expect(page).toHaveURL(/action=viewwishlistitems/);
  await expectPageType(page, 'wishlist');
});
