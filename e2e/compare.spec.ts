import type { Page } from '@playwright/test';
import { axeViolations, expect, layoutShiftTotal, recordLayoutShifts, tabTo, test } from './fixtures.ts';

const bar = (page: Page) => page.getByRole('region', { name: 'Products to compare' });
const compareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Compare ${name}` });

/** Tabs to a card's compare checkbox and ticks it with Space. */
async function tickWithKeyboard(page: Page, name: string): Promise<void> {
  await tabTo(
    page,
    (element, wanted) => element.matches('input[name="products[]"]') && element.getAttribute('data-compare-name') === wanted,
    `the compare box of ${name}`,
    { arg: name },
  );
  await page.keyboard.press('Space');
  await expect(compareBox(page, name)).toBeChecked();
}

test('compare three products chosen on two listing pages with the keyboard, then remove one', async ({ page }) => {
  test.slow(true, 'about a hundred Tab stops over two listings and the compare page, and three axe checks');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/bags/');
  await expect(page.locator('store-compare-bar')).toHaveAttribute('data-rendered', '');
  await expect(bar(page)).toHaveCount(0);

  await tickWithKeyboard(page, 'Canvas Tote Bag');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('status')).toHaveText('1 of 4 chosen to compare');
  await tickWithKeyboard(page, 'Dry Bag 20L');
  await expect(bar(page).getByRole('listitem')).toHaveCount(2);

  // The choice follows the shopper to another listing page (sessionStorage, for this tab).
  await page.goto('/camp-kitchen/');
  await expect(bar(page).getByRole('listitem')).toHaveText([/Canvas Tote Bag/, /Dry Bag 20L/]);
  await tickWithKeyboard(page, 'Enamel Camp Mug');
  await expect(bar(page).getByRole('status')).toHaveText('3 of 4 chosen to compare');
  await expect(bar(page).getByRole('img')).toHaveCount(0); // thumbnails are decorative: the names say it
  await expect(bar(page).locator('img.compareBar-image')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // The bar never hides the page's last content: the page keeps room for it at the bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page
    .locator('footer')
    .last()
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  const barTop = await page.locator('.compareBar').evaluate((element) => element.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

  const compare = bar(page).getByRole('link', { name: 'Compare', exact: true });
  await tabTo(page, (element) => element.classList.contains('compareBar-compare'), 'the Compare link');
  await expect(compare).toBeFocused();
  // The link's address is read before Enter: read beside it, it could be asked of the page after it had gone.
  const ids = await compare.getAttribute('href');
  await page.keyboard.press('Enter');
  expect(ids).toMatch(/^\/compare\/\d+\/\d+\/102$/);
  await expect(page).toHaveURL(new RegExp(`${ids}$`));

  const table = page.getByRole('table', { name: 'Products side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('rowheader')).toContainText(['Price', 'Brand', 'Availability', 'Description', 'Rating', 'SKU']);
  await expect(table.getByRole('button', { name: /Add to Cart\s*: Canvas Tote Bag/ })).toBeVisible();
  // On a phone the table scrolls sideways in its own region; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  const region = page.getByRole('region', { name: 'Products side by side' });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // Remove one with the keyboard: a plain link to the page without it.
  await tabTo(page, (element) => element.textContent?.trim() === 'Remove Dry Bag 20L', 'the remove link of the dry bag');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader')).toContainText(['Canvas Tote Bag', 'Enamel Camp Mug']);
  expect(await axeViolations(page)).toEqual([]);

  // Back on a listing, the removed product is no longer chosen.
  await page.goto('/bags/');
  await expect(bar(page).getByRole('listitem')).toHaveText([/Canvas Tote Bag/, /Enamel Camp Mug/]);
  await expect(compareBox(page, 'Dry Bag 20L')).not.toBeChecked();
  await expect(compareBox(page, 'Canvas Tote Bag')).toBeChecked();

  // Removing from the bar keeps focus in it, and unticks the card.
  await bar(page).getByRole('button', { name: 'Remove Canvas Tote Bag from the comparison' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('listitem')).toHaveCount(1);
  await expect(bar(page).getByRole('button', { name: 'Remove Enamel Camp Mug from the comparison' })).toBeFocused();
  await expect(compareBox(page, 'Canvas Tote Bag')).not.toBeChecked();
  // One product is not a comparison: Compare says so and stays on the page.
  await bar(page).getByRole('link', { name: 'Compare', exact: true }).click();
  await expect(bar(page).getByRole('alert')).toHaveText('Choose at least one more product to compare.');
  await expect(page).toHaveURL(/\/bags\/$/);
  await bar(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compare selected' })).toBeFocused();
});

test('a fifth product is refused with a message, and the first four stay chosen', async ({ page }) => {
  await page.goto('/apparel/');
  await expect(page.locator('store-compare-bar')).toHaveAttribute('data-rendered', '');
  for (const name of ['Trail Jacket', 'Wool Beanie', 'Fleece Pullover', 'Rain Trousers']) await compareBox(page, name).check();
  await expect(bar(page).getByRole('status')).toHaveText('4 of 4 chosen to compare');
  const fifth = compareBox(page, 'Insulated Vest');
  await fifth.click();
  await expect(bar(page).getByRole('alert')).toHaveText('You can compare up to 4 products. Remove one to choose another.');
  await expect(fifth).not.toBeChecked();
  await expect(bar(page).getByRole('listitem')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
  // Unticking one makes room; the message goes.
  await compareBox(page, 'Wool Beanie').uncheck();
  await expect(bar(page).getByRole('alert')).toHaveCount(0);
  await fifth.check();
  await expect(bar(page).getByRole('listitem')).toHaveText([/Trail Jacket/, /Fleece Pullover/, /Rain Trousers/, /Insulated Vest/]);
});

test('a malformed stored choice is ignored, and the bar loads without moving the page', async ({ page }) => {
  await page.goto('/bags/');
  await page.evaluate(() => sessionStorage.setItem('compare-list', '{"not": "a list"'));
  await page.reload();
  await expect(page.locator('store-compare-bar')).toHaveAttribute('data-state', 'empty');
  await compareBox(page, 'Hip Pack').check();
  await expect(bar(page).getByRole('listitem')).toHaveText([/Hip Pack/]);

  // Entries of the wrong shape are dropped one by one; the good ones stay.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'compare-list',
      JSON.stringify([{ id: 'x' }, { id: 101, name: 'Canvas Tote Bag', image: '', url: '/canvas-tote-bag/' }, { id: 103, name: 7 }]),
    ),
  );
  await recordLayoutShifts(page, { fromParsed: true });
  await page.reload();
  await expect(bar(page).getByRole('listitem')).toHaveText([/Canvas Tote Bag/]);
  await expect.poll(() => layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('without JavaScript the compare boxes are a form that posts to the compare page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/bags/');
  await compareBox(page, 'Canvas Tote Bag').check();
  await compareBox(page, 'Daypack 24L').check();
  await compareBox(page, 'Hip Pack').check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(/\/compare\/101\/\d+\/\d+$/);
  const table = page.getByRole('table', { name: 'Products side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await table.getByRole('link', { name: 'Remove Daypack 24L' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader')).not.toContainText(['Daypack 24L']);

  // More than four ticked: the first four (the form's hint says four at most, before it is sent).
  await page.goto('/bags/');
  await expect(page.getByText('Tick Compare on up to four products to see them side by side.')).toBeVisible();
  for (const name of ['Canvas Tote Bag', 'Dry Bag 20L', 'Daypack 24L', 'Hip Pack', 'Roll-Top Backpack'])
    await compareBox(page, name).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(4);

  // A search without results has nothing to compare, so no compare form.
  await page.goto('/search.php?search_query=nothing-like-this');
  await expect(page.getByRole('button', { name: 'Compare selected' })).toHaveCount(0);

  // None ticked: the compare page explains how to choose.
  await page.goto('/bags/');
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page.getByText(/There is nothing to compare yet/)).toBeVisible();
  await context.close();
});

test('on a 360 px phone two products fit side by side on the compare page, buttons on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/compare/101/201/');
  const region = page.getByRole('region', { name: 'Products side by side' });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // A label on two lines would make its button taller than one tap target (44 px).
  for (const button of await page.locator('.compareTable-add').all()) {
    expect((await button.boundingBox())!.height).toBeLessThanOrEqual(46);
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('with four products chosen the bar stays compact on a phone, its remove buttons full tap size, and the page keeps its height free', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/apparel/');
  await expect(page.locator('store-compare-bar')).toHaveAttribute('data-rendered', '');
  for (const name of ['Trail Jacket', 'Wool Beanie', 'Fleece Pullover', 'Rain Trousers']) await compareBox(page, name).check();
  await expect(bar(page).getByRole('listitem')).toHaveCount(4);
  const height = await page.locator('.compareBar').evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(823 * 0.15);
  for (const remove of await bar(page).locator('.compareBar-remove').all()) {
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(Math.floor(height));
});
