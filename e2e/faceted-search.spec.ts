import type { Page } from '@playwright/test';
import { axeViolations, expect, injectFault, layoutShiftTotal, recordLayoutShifts, tabTo, test } from './fixtures.ts';

// Issue 20: category, brand and search pages filter, sort and page their products
// without a page load, the address following, Back and Forward restoring each state.

const titles = (page: Page) => page.locator('.listing-results .card-title');
const count = (page: Page) => page.locator('[data-listing-count]');
const status = (page: Page) => page.locator('[data-listing-status]');

/** Opens the listing and waits for its element; marks the window so a full page load would show. */
async function openListing(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('store-faceted-search[data-rendered]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { listingMarker: number }).listingMarker = 1;
  });
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { listingMarker?: number }).listingMarker === 1);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filter a category by price and colour with the keyboard, sort, page, go Back twice and see each earlier state', async ({
    page,
  }) => {
    test.slow(true, 'ten filter, sort and page changes made with the keyboard, each walked to with Tab, and Back and Forward');
    await openListing(page, '/apparel/?limit=3');
    await expect(count(page)).toContainText('7 products');

    // Price range, typed, applied with Enter.
    await tabTo(page, (element) => element.id === 'facet-price-min', 'the minimum price');
    await page.keyboard.type('20');
    await page.keyboard.press('Tab');
    await expect(page.locator('#facet-price-max')).toBeFocused();
    await page.keyboard.type('80');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apparel\/\?limit=3&price_min=20&price_max=80$/);
    await expect(count(page)).toContainText('6 products');
    await expect(status(page)).toHaveText('6 products');

    // Colours: each box applies at once and keeps the focus. A card still listed is the
    // same element (already upgraded), not a new copy.
    await page.locator('.card[data-product-id="130"]').evaluate((card) => card.setAttribute('data-seen', ''));
    await tabTo(page, (element) => element.id === 'facet-color-moss', 'the Moss box');
    await page.keyboard.press('Space');
    await expect(count(page)).toContainText('2 products');
    await expect(page.locator('#facet-color-moss')).toBeFocused();
    await expect(page.locator('#facet-color-moss')).toBeChecked();
    await tabTo(page, (element) => element.id === 'facet-color-clay', 'the Clay box', { maxPresses: 3 });
    await page.keyboard.press('Space');
    await expect(count(page)).toContainText('4 products');
    await expect(page.locator('#facet-color-clay')).toBeFocused();
    await expect(status(page)).toHaveText('4 products');
    await expect(titles(page)).toHaveText(['Wool Beanie', 'Fleece Pullover', 'Insulated Vest']);
    await expect(page.locator('.card[data-product-id="130"][data-seen]')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Applied filters' }).getByRole('link')).toHaveText([
      'Remove filter: Color: Moss',
      'Remove filter: Color: Clay',
      'Remove filter: Price: $20.00 – $80.00',
      'Clear all',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Sort, high to low.
    await tabTo(page, (element) => element.id === 'listing-sort', 'the sort', {
      press: (target, key) => target.keyboard.press(`Shift+${key}`),
    });
    await page.locator('#listing-sort').selectOption('pricedesc');
    await expect(titles(page)).toHaveText(['Insulated Vest', 'Fleece Pullover', 'Hiking Socks (3 pairs)']);
    await expect(page.locator('#listing-sort')).toBeFocused();

    // Next page: the results heading takes focus.
    await tabTo(page, (element) => element.textContent?.trim() === 'Next', 'the next page link');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2$/);
    await expect(titles(page)).toHaveText(['Wool Beanie']);
    await expect(page.locator('#listing-results-heading')).toBeFocused();
    expect(await stillSamePage(page), 'no page load happened').toBe(true);

    // Back: page 1 of the sorted list; Back again: before the sort.
    await page.goBack();
    await expect(page).toHaveURL(/^(?!.*page=).*sort=pricedesc/);
    await expect(titles(page)).toHaveText(['Insulated Vest', 'Fleece Pullover', 'Hiking Socks (3 pairs)']);
    await expect(page.locator('#listing-sort')).toHaveValue('pricedesc');
    await page.goBack();
    await expect(page).toHaveURL(/^(?!.*sort=).*Color=Clay/);
    await expect(titles(page)).toHaveText(['Wool Beanie', 'Fleece Pullover', 'Insulated Vest']);
    await expect(page.locator('#listing-sort')).toHaveValue('featured');
    await page.goForward();
    await expect(titles(page)).toHaveText(['Insulated Vest', 'Fleece Pullover', 'Hiking Socks (3 pairs)']);
    expect(await stillSamePage(page), 'Back and Forward did not load the page').toBe(true);

    // A chip removes its filter; focus goes to the results heading; Clear all removes the rest.
    await page.getByRole('link', { name: 'Remove filter: Color: Moss' }).press('Enter');
    await expect(count(page)).toContainText('2 products');
    await expect(page.locator('#listing-results-heading')).toBeFocused();
    await page.getByRole('link', { name: 'Clear all' }).press('Enter');
    await expect(count(page)).toContainText('7 products');
    await expect(page).toHaveURL(/\/apparel\/\?limit=3&sort=pricedesc$/);
  });

  test('the price range says what is wrong after the 700 ms feedback delay, and a wrong range is not sent', async ({ page }) => {
    await page.clock.install();
    await openListing(page, '/apparel/');
    // From here the page's time moves only when the test says.
    await page.clock.pauseAt(Date.now() + 1000);
    const minimum = page.locator('#facet-price-min');
    const maximum = page.locator('#facet-price-max');
    const minMessage = page.locator('#facet-price-min-error');
    const maxMessage = page.locator('#facet-price-max-error');

    await minimum.pressSequentially('50');
    await maximum.pressSequentially('20');
    await page.clock.runFor(699);
    await expect(maxMessage).toBeEmpty();
    await page.clock.runFor(1);
    await expect(maxMessage).toHaveText('The maximum price must be greater than the minimum price.');
    await expect(maximum).toHaveAttribute('aria-invalid', 'true');

    // Equal is not a range either (spec §5: the second must be greater).
    await maximum.fill('');
    await maximum.pressSequentially('50');
    await page.clock.runFor(700);
    await expect(maxMessage).toHaveText('The maximum price must be greater than the minimum price.');

    // A fixed value clears the message at once.
    await maximum.pressSequentially('0');
    await expect(maxMessage).toBeEmpty();
    await expect(maximum).not.toHaveAttribute('aria-invalid', 'true');

    // Not a number, below 0, and one field alone.
    await minimum.fill('abc');
    await page.clock.runFor(700);
    await expect(minMessage).toHaveText('Enter a number.');
    await minimum.fill('-5');
    await page.clock.runFor(700);
    await expect(minMessage).toHaveText('Enter a number of at least 0.');
    await minimum.fill('');
    await page.clock.runFor(700);
    await expect(minMessage).toHaveText('This field is required.');

    // Apply with an error: the message shows at once, focus goes to the field, nothing is asked.
    let asked = 0;
    page.on('request', (request) => {
      if (request.headers()['stencil-options']?.includes('category/listing')) asked++;
    });
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(minimum).toBeFocused();
    expect(asked).toBe(0);
    await expect(page).toHaveURL(/\/apparel\/$/);

    // Both empty again: no price filter, no message.
    await maximum.fill('');
    await expect(minMessage).toBeEmpty();
    await expect(maxMessage).toBeEmpty();
  });

  for (const fault of ['status=500', 'html', 'malformed']) {
    test(`a failed update (${fault}) says so and leaves the earlier results and controls usable`, async ({ page }) => {
      await openListing(page, '/apparel/');
      await injectFault(page, '/apparel/', fault, 1);
      // click, not check: the box is put back unchecked when the update fails.
      await page.locator('#facet-color-moss').click();
      await expect(page.locator('[data-listing-message]')).toHaveText(
        'The products could not be updated just now, so the list is as it was. Please try again.',
      );
      await expect(page.locator('#facet-color-moss')).not.toBeChecked();
      await expect(count(page)).toContainText('7 products');
      await expect(titles(page)).toHaveCount(7);
      await expect(page).toHaveURL(/\/apparel\/$/);
      if (fault === 'status=500') expect(await axeViolations(page)).toEqual([]);

      // The next try works and the message goes.
      await page.locator('#facet-color-moss').check();
      await expect(count(page)).toContainText('3 products');
      await expect(page.locator('[data-listing-message]')).toBeHidden();
      await expect(page).toHaveURL(/Color=Moss$/);
    });
  }

  test('when answers arrive out of order, the last change wins', async ({ page }) => {
    await openListing(page, '/apparel/');
    // The first change's answer comes 1.5 s late, after the second one's.
    await injectFault(page, '/apparel/', 'late=1500', 1);
    const firstOnly = (url: string) => url.endsWith('?Color=Moss');
    const slowDone = new Promise<void>((resolve) => {
      page.on('requestfinished', (request) => firstOnly(request.url()) && resolve());
      page.on('requestfailed', (request) => firstOnly(request.url()) && resolve());
    });
    await page.locator('#facet-color-moss').check();
    await page.locator('#facet-color-clay').check();
    await expect(count(page)).toContainText('5 products');
    await slowDone;
    await expect(count(page)).toContainText('5 products');
    await expect(page.locator('#facet-color-moss')).toBeChecked();
    await expect(page.locator('#facet-color-clay')).toBeChecked();
    await expect(page).toHaveURL(/Color=Moss&Color=Clay$/);
  });

  test('a search page filters by brand too', async ({ page }) => {
    await openListing(page, '/search.php?search_query=enamel');
    const before = Number(await count(page).getAttribute('data-count'));
    await page.locator('details[data-facet="brand"] input').first().check();
    await expect(page).toHaveURL(/search_query=enamel&brand=\d+$/);
    expect(Number(await count(page).getAttribute('data-count'))).toBeLessThanOrEqual(before);
    expect(await stillSamePage(page)).toBe(true);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 412, height: 860 } });

  test('the filters open as a dialog from the Filter button; focus goes in, Esc closes and returns focus', async ({ page }) => {
    await recordLayoutShifts(page, { fromParsed: true });
    await openListing(page, '/apparel/?Color=Moss');
    // The server's page already has the phone's shape: nothing moves when the element renders.
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    const button = page.locator('[data-facets-open]');
    await expect(button).toHaveText('Filter (1)');
    await expect(page.locator('#facets')).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter products' });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // A change inside keeps the dialog open and the focus on the box.
    await page.locator('#facet-color-clay').focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Show 5 products' })).toBeVisible();
    await expect(page.locator('#facet-color-clay')).toBeFocused();
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-facets-open]')).toBeFocused();
    await expect(page.locator('[data-facets-open]')).toHaveText('Filter (2)');
  });
});

test('without JavaScript the filters are a form the server answers, and chips are links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/apparel/');
  await page.locator('#facet-color-moss').check();
  await page.locator('#facet-price-min').fill('20');
  await page.locator('#facet-price-max').fill('80');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/apparel\/\?sort=featured&Color=Moss&price_min=20&price_max=80$/);
  await expect(count(page)).toContainText('2 products');
  await expect(titles(page)).toHaveText(['Wool Beanie', 'Insulated Vest']);
  await page.locator('#listing-sort').selectOption('alphaasc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(titles(page)).toHaveText(['Insulated Vest', 'Wool Beanie']);
  await page.getByRole('link', { name: 'Remove filter: Color: Moss' }).click();
  await expect(count(page)).toContainText('6 products');
  await expect(page.locator('#facet-price-min')).toHaveValue('20');
  // On a phone without JavaScript the filters are on the page (no Filter button to open them).
  await page.setViewportSize({ width: 412, height: 860 });
  await expect(page.locator('#facet-color-moss')).toBeVisible();
  await expect(page.locator('[data-facets-open]')).toBeHidden();
  await context.close();
});
