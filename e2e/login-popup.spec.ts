import { axeViolations, expect, test } from './fixtures.ts';

test('sign in through the popup with the keyboard, then the page reloads signed in', async ({ page }) => {
  test.slow(true, 'a keyboard walk to the header, a sign-in and the reload it causes');
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
  await expect(page.locator('.accountMenu summary')).toHaveText('Account of Ada Owner', { timeout: 6000 });
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

// spec §4: focus moves into a modal when it opens, whatever opened it.
for (const how of ['click', 'Enter'] as const) {
  test(`the popup login takes focus as soon as it opens (opened by ${how})`, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('store-login-popup')).toHaveCount(1);
    const signIn = page.getByRole('link', { name: 'Sign in' });
    if (how === 'click') await signIn.click();
    else {
      await signIn.focus();
      await page.keyboard.press('Enter');
    }
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await expect(popup).toBeVisible();
    // No Tab pressed: focus is already inside the dialog, on the field the shopper came for.
    const focused = await popup.evaluate((dialog) => ({
      inside: dialog.contains(document.activeElement),
      name: document.activeElement?.getAttribute('name'),
    }));
    expect(focused).toEqual({ inside: true, name: 'login_email' });

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(signIn).toBeFocused();
  });
}

test('a quick view opened with Enter takes focus as soon as it opens, and gives it back', async ({ page }) => {
  await page.goto('/');
  // Before the first paint the trigger is a plain link to the product page.
  await expect(page.locator('html')).toHaveAttribute('data-elements-started', '');
  const trigger = page.locator('[data-store-quick-view]').first();
  // The trigger sits in the featured products' carousel, whose first render moves its slides (and so
  // the focus) into place: this test is about the quick view, so it waits for that render first.
  await expect(page.locator('store-carousel').filter({ has: trigger })).toHaveAttribute('data-rendered', '');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // The modal's code and the product lookup load on this first use: slow on a busy machine.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
