import type { Page } from '@playwright/test';
import { cartWithTwoLines, expect, test } from './fixtures.ts';
import { guestPages } from './page-list.ts';

// The theme's layout at the widths shoppers use (issue: a store shoppers trust). On a phone
// (320, 360, 412 px) no page scrolls sideways: every page type, the cart with lines and a
// signed-in account page. On a laptop (1280 px) the product page puts the gallery and the
// purchase panel side by side, and the header is one row.
test.describe.configure({ mode: 'parallel' });

const PHONES = [320, 360, 412];

/** What sticks out past the right edge of the screen: the page's extra width and the widest culprits. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls or clips on purpose (a carousel's track, a row of tiles) is fine.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.right > width + 1 && getComputedStyle(element).visibility !== 'hidden' && !clipped(element);
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.localName}.${String(element.className).trim().replace(/\s+/g, '.')} (right ${Math.round(element.getBoundingClientRect().right)})`,
      );
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const found = await overflow(page);
  expect(found, `${page.url()} at ${width} px`).toEqual({ extra: 0, culprits: [] });
}

for (const [pageType, url] of guestPages) {
  if (pageType === 'rss') continue; // a feed, not a page
  test(`${pageType} does not scroll sideways on a phone: ${url}`, async ({ page }) => {
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      await expectNoSidewaysScroll(page, width);
    }
  });
}

test('the cart with lines and an account page do not scroll sideways on a phone', async ({ page }) => {
  await cartWithTwoLines(page);
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/cart.php');
    await expect(page.locator('store-cart[data-rendered]')).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  }
  await page.goto('/login.php');
  await page.locator('main').getByLabel('Email address').fill('ada@example.com');
  await page.locator('main').getByLabel('Password').fill('download1');
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\.php$/);
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/account.php?action=view_order&order_id=1002');
    await expectNoSidewaysScroll(page, width);
  }
});

test('the account pills: on a phone the current one is in sight and the next peeks; from 700 px every pill shows; the page never jumps', async ({
  page,
}) => {
  await page.goto('/login.php');
  await page.locator('main').getByLabel('Email address').fill('ada@example.com');
  await page.locator('main').getByLabel('Password').fill('download1');
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\.php$/);
  const inView = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.left >= 0 && rect.right <= document.documentElement.clientWidth;
    });
  for (const [width, path] of [
    [412, '/account.php?action=download_item'],
    [412, '/giftcertificates.php?action=redeem'],
    [1280, '/account.php?action=edit_account'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator('.account-nav [aria-current="page"]')).toBeVisible();
    expect(await inView('.account-nav [aria-current="page"]'), `${path} at ${width}: the current pill`).toBe(true);
    expect(await page.evaluate(() => window.scrollY), `${path} at ${width}: the page stays at its top`).toBe(0);
    const pills = page.locator('.account-nav a');
    const edges = await pills.evaluateAll((links) => {
      const width = document.documentElement.clientWidth;
      const rects = links.map((link) => link.getBoundingClientRect());
      return {
        whole: rects.filter((rect) => rect.left >= 0 && rect.right <= width).length,
        cut: rects.filter((rect) => (rect.left < width && rect.right > width) || (rect.left < 0 && rect.right > 0)).length,
      };
    });
    if (width >= 700) expect(edges, 'every pill shows whole').toEqual({ whole: await pills.count(), cut: 0 });
    else expect(edges.cut, 'a pill peeks at the edge, so the row says it scrolls').toBeGreaterThan(0);
  }
  await expectNoSidewaysScroll(page, 1280);
});

test('at 1280 px the product gallery and the purchase panel sit side by side, under a one-row header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/trail-jacket/');
  const gallery = (await page.locator('.productView-images').boundingBox())!;
  const details = (await page.locator('.productView-details').boundingBox())!;
  expect(details.x, 'the panel starts right of the gallery').toBeGreaterThanOrEqual(gallery.x + gallery.width);
  expect(Math.abs(details.y - gallery.y), 'their tops line up').toBeLessThan(40);
  // The price and the add button are in the first screen, beside the picture.
  await expect(page.locator('.productView-details').getByRole('button', { name: 'Add to Cart' })).toBeInViewport();
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(72);
});

test('at 412 px the header is one row and the product page is one column', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/trail-jacket/');
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(72);
  const gallery = (await page.locator('.productView-images').boundingBox())!;
  const details = (await page.locator('.productView-details').boundingBox())!;
  expect(details.y).toBeGreaterThanOrEqual(gallery.y + gallery.height - 1);
});

test('on a first visit at 412 x 915 the cookie bar takes at most 12 % of the screen, and a corner card at 1280 px', async ({
  browser,
  baseURL,
}) => {
  for (const [width, height] of [
    [412, 915],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.locator('.cookieMessage');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect((box.width * box.height) / (width * height), `${width} px`).toBeLessThanOrEqual(0.12);
    if (width === 1280) expect(box.width, 'a card in the corner, not a full-width bar').toBeLessThan(width / 2);
    await context.close();
  }
});

// A rating in one card must not lift the next card's price and Compare box: every card's
// heading has one height, so a row lines up (the mug has reviews, the gift box beside it none).
for (const width of [412, 1280]) {
  test(`listing cards in a row line up their prices and Compare boxes (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search.php?search_query=mug');
    const cards = page.locator('.listing-results .card');
    await expect(cards.first().locator('.card-rating')).toBeVisible();
    await expect(cards.nth(1).locator('.card-rating')).toHaveCount(0);
    for (const part of ['.card-price', '.card-compare']) {
      const first = (await cards.nth(0).locator(part).boundingBox())!.y;
      const second = (await cards.nth(1).locator(part).boundingBox())!.y;
      expect(Math.abs(first - second), part).toBeLessThanOrEqual(1);
    }
  });
}
