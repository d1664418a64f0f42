import { axeViolations, expect, test } from './fixtures.ts';

test('sign in through the popup with the keyboard, then the page reloads signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('store-login-popup')).toHaveCount(1);
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await signIn.focus();
  await page.keyboard.press('Enter');

  const popup = page.getByRole('dialog', { name: 'Sign in' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await axeViolations(page)).toEqual([]);

  await popup.getByLabel('Email address').fill('ada@example.com');
  await popup.getByLabel('Password').fill('not-it');
  await popup.getByLabel('Password').press('Enter');
  await expect(popup.getByRole('alert')).toHaveText('Your email address or password is incorrect. Please try again.');
  expect(await axeViolations(page)).toEqual([]);

  await popup.getByLabel('Password').fill('download1');
  await popup.getByLabel('Password').press('Enter');
  await expect(popup.getByRole('status').filter({ hasText: 'You are signed in' })).toBeVisible();
  // spec §4: the page reloads after 2500 ms, now for a signed-in customer.
  await expect(page.getByRole('link', { name: 'Ada Owner' })).toBeVisible({ timeout: 6000 });
  await expect(page.locator('store-login-popup')).toHaveCount(0);
});

test('without JavaScript the sign-in link goes to the login page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\.php$/);
  await context.close();
});
