import { axeViolations, expect, test } from './fixtures.ts';

test('search from the header with the keyboard only', async ({ page }) => {
  test.slow(true, 'a keyboard walk to the header search, typing, the results and an axe check');
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Search', exact: true });
  for (let presses = 0; presses < 15 && !(await trigger.evaluate((button) => button === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: 'Search the store' });
  await expect(box).toBeFocused();

  await page.keyboard.type('camp');
  const results = page.getByRole('dialog', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Enamel Camp Mug/ })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('status').filter({ hasText: 'found for “camp”' })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // The category the word names comes first (category_results), then the products.
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link', { name: 'Camp Kitchen', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link', { name: /Enamel Camp Mug/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enamel-camp-mug\/$/);
});

test('submitting the quick search goes to the search page with the query', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the store' }).fill('fern guide');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\.php\?search_query=fern%20guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “fern guide”');
  await expect(page.getByRole('main').getByRole('link', { name: 'Field Guide to Ferns (PDF)', exact: true })).toBeVisible();
});

test('without JavaScript the header search is a form that works', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the store' }).fill('tote');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search_query=tote/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Canvas Tote Bag', exact: true })).toBeVisible();
  await context.close();
});

// Issue 32 item 6: the search names categories, answers plurals, and helps when nothing matches.
test('the quick search for “jackets” offers the Jackets category, which the keyboard reaches', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the store' }).fill('jackets');
  const results = page.getByRole('dialog', { name: 'Search results' });
  const category = results.getByRole('link', { name: 'Jackets', exact: true });
  await expect(category).toBeVisible({ timeout: 4000 });
  await expect(results.getByRole('link', { name: /Trail Jacket/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(category).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apparel\/jackets\/$/);
});

test('a search that finds nothing says so about the words, suggests the closest one, and axe finds nothing', async ({ page }) => {
  await page.goto('/search.php?search_query=lantrens');
  const main = page.getByRole('main');
  await expect(main.getByText('No products match “lantrens”.')).toBeVisible();
  await expect(main.getByText('No products match these filters')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await main.getByRole('link', { name: /^lanterns?$/ }).click();
  await expect(page).toHaveURL(/search_query=lanterns?$/);
  await expect(main.getByRole('link', { name: 'Camp Lantern', exact: true })).toBeVisible();
});
