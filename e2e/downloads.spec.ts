import type { Page } from '@playwright/test';
import { axeViolations, expect, tabTo, test } from './fixtures.ts';

// spec §2 "/downloads: where owned digital items are downloaded"; issue 20: the download
// item page lists what the signed-in customer owns, and a guest is sent to sign in.

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login.php');
  const form = page.locator('main form.login-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/account\.php$/);
}

test('the downloads page lists what Ada owns, each with a download link that works', async ({ page }) => {
  await signIn(page, 'ada@example.com', 'download1');
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  const list = page.getByRole('list', { name: 'Your downloads' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.locator('.account-download-name')).toHaveText(['Field Guide to Ferns (PDF)', 'Trail Maps Bundle']);
  await expect(items.first()).toContainText('EBOOK-FERNS');
  // schemas/downloads.yml gives each file its name, description and URL: the one link is the download.
  await expect(items.first().getByRole('link')).toHaveAttribute('href', '/downloads/EBOOK-FERNS');
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the download link is reachable and downloads the file.
  await tabTo(page, (element) => element.matches('.account-download-link'), 'the first download link');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('EBOOK-FERNS.txt');

  // The account menu's Downloads entry is the same page.
  await page.goto('/account.php?action=download_item');
  await expect(page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem')).toHaveCount(2);
});

test('a customer who owns nothing is told so, with a way to browse', async ({ page }) => {
  await signIn(page, 'noah@example.com', 'newshopper1');
  await page.goto('/downloads');
  await expect(page.getByText('You have no downloads yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse digital products' })).toHaveAttribute('href', '/field-guides/');
  expect(await axeViolations(page)).toEqual([]);
});

test('a guest asking for the downloads is sent to sign in, and cannot download', async ({ page }) => {
  await page.goto('/downloads');
  await expect(page).toHaveURL(/\/login\.php$/);
  await expect(page.locator('main form.login-form')).toBeVisible();
  const file = await page.request.get('/downloads/EBOOK-FERNS');
  expect(file.status()).toBe(403);
});
