import type { Page } from '@playwright/test';
import { axeViolations, expect, tabTo, test } from './fixtures.ts';

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'SHOP_SESSION_TOKEN')?.value;

// Issue 22 item 8: the session id changes on signing in and out. Signing out is the
// platform's link, urls.auth.logout (issue 30), in the header's account menu.
test('sign in on the login page, then sign out with the header’s link using only the keyboard', async ({ page }) => {
  await page.goto('/login.php');
  const guest = await sessionCookie(page);
  expect(guest).toBeTruthy();
  const form = page.locator('main form.login-form');
  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByLabel('Password').fill('download1');
  await form.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account\.php$/);
  const signedIn = await sessionCookie(page);
  expect(signedIn, 'signing in gave the session a new id').not.toBe(guest);

  const menu = page.locator('details.accountMenu');
  await tabTo(page, (element) => element.matches('details.accountMenu > summary'), 'the account menu');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  const signOut = menu.getByRole('link', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The link is one of the menu's entries: the same box and type as the links above it.
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      color: style.color,
      font: style.font,
      decoration: style.textDecorationLine,
      padding: style.padding,
      width: box.width,
      height: box.height,
    };
  };
  expect(await signOut.evaluate(look)).toEqual(await menu.getByRole('link', { name: 'Wish lists' }).evaluate(look));

  await tabTo(page, (element) => element.textContent?.trim() === 'Sign out', 'the sign-out link', { maxPresses: 3 });
  await expect(signOut).toBeFocused();
  const outline = await signOut.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, 'a visible focus ring').not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.navUser-item--account').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const signedOut = await sessionCookie(page);
  expect(signedOut, 'signing out gave the session a new id').not.toBe(signedIn);
  expect(signedOut).not.toBe(guest);
  expect((await (await page.request.get('/__emulator/session')).json()).customerId).toBeNull();
});

test('the sign-out link another page links to signs out too, and a guest following it lands on the home page', async ({ page }) => {
  await page.goto('/login.php');
  const form = page.locator('main form.login-form');
  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByLabel('Password').fill('download1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\.php$/);

  await page.goto('/login.php?action=logout');
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/__emulator/session')).json()).customerId).toBeNull();
  await page.goto('/login.php?action=logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.navUser-item--account').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
