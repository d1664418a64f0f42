import type { Page } from '@playwright/test';
import { addToCart, cartLineCounts, expect, injectFault, test, withPageContext } from './fixtures.ts';

// A change to the cart whose answer never arrives (the page's time-out passes, the
// connection drops) may still have been made: the platform can finish after the page
// stopped waiting (issue 22 item 1). The page then asks the cart and tells the truth,
// so a shopper is never told "not added" for an item in the cart, and a retry does not
// add a second one. `late=N` works the answer out at once and sends it N ms later;
// `latency=N` does the work N ms after the call, whether or not the page still waits;
// `hang` never answers and does nothing.

/** The page gives up on a call after this long here (the store's setting, spec §9 names none). */
const TIME_OUT_MS = 1000;
const LATE = `late=${TIME_OUT_MS + 1500}`;

const badge = (page: Page) => page.locator('store-cart-count .countPill');
const UNCONFIRMED = 'We could not confirm that this was added to your cart. Please check your cart before trying again.';

test.beforeEach(async ({ page }) => {
  await withPageContext(page, { requestTimeoutMs: TIME_OUT_MS });
});

test('product form: an add answered after the time-out that reached the cart opens the cart preview, and the badge counts it once', async ({
  page,
}) => {
  await page.goto('/canvas-tote-bag/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  await injectFault(page, '/remote/v1/cart/add', LATE, 1);
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(badge(page)).toHaveText('1 item');
  expect(await cartLineCounts(page)).toEqual(['Canvas Tote Bag × 1']);
});

// Issue 33 item 1: the platform finishes the add 14, 15, 16 and 30 s after it was sent, against
// the page's time-out of 15 s; scaled here to the time-out of this file (0.93, 1, 1.07 and 2 s).
// Around the time-out the page may get the answer or not; either way the shopper must never
// read "not added" for an item the cart holds, and the cart holds it once.
for (const seconds of [14, 15, 16, 30]) {
  test(`product form: an add the platform finishes at ${seconds} s of a 15 s time-out is never reported as not added`, async ({ page }) => {
    await page.goto('/canvas-tote-bag/');
    const form = page.locator('store-product-form');
    await expect(form).toHaveAttribute('data-rendered', '');
    await injectFault(page, '/remote/v1/cart/add', `latency=${Math.round((seconds * TIME_OUT_MS) / 15)}`, 1);
    await form.getByRole('button', { name: 'Add to Cart' }).click();

    const preview = page.getByRole('dialog', { name: 'Your cart' });
    const alert = page.getByRole('alertdialog');
    await expect(preview.or(alert)).toBeVisible({ timeout: 3 * TIME_OUT_MS + 4000 });
    if (await alert.isVisible()) {
      // Only where the platform finished after the page stopped looking (the 30 s case).
      expect(seconds).toBe(30);
      await expect(alert).toContainText(UNCONFIRMED);
    } else {
      await expect(preview.getByText('Canvas Tote Bag')).toBeVisible();
    }
    await expect(page.getByText('This could not be added to your cart.')).toHaveCount(0);
    await expect.poll(() => cartLineCounts(page)).toEqual(['Canvas Tote Bag × 1']);
  });
}

test('product form: an add that got no answer and did nothing says it could not be confirmed, and a retry adds one', async ({ page }) => {
  await page.goto('/canvas-tote-bag/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  await injectFault(page, '/remote/v1/cart/add', 'hang', 1);
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  // Without an answer the page cannot know the add will not still land: it looks at the cart
  // for a time-out's length, then asks the shopper to look too.
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(UNCONFIRMED, { timeout: 2 * TIME_OUT_MS + 4000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  expect(await cartLineCounts(page)).toEqual([]);
  // The retry the message asks for adds exactly one.
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  expect(await cartLineCounts(page)).toEqual(['Canvas Tote Bag × 1']);
});

test('product form: when the cart cannot say either, the shopper is asked to look before trying again', async ({ page }) => {
  await page.goto('/canvas-tote-bag/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  await injectFault(page, '/remote/v1/cart/add', LATE, 1);
  await injectFault(page, '/api/storefront/cart-summary', 'status=503');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText('We could not confirm that this was added to your cart. Please check your cart before trying again.', {
    timeout: 5000,
  });
});

test('card: an add answered after the time-out that reached the cart says added, and the badge follows', async ({ page }) => {
  await page.goto('/bags/');
  const card = page.locator('store-product-card').filter({ has: page.getByRole('link', { name: 'Canvas Tote Bag' }) });
  await expect(card).toHaveAttribute('data-rendered', '');
  await injectFault(page, '/remote/v1/cart/add', LATE, 1);
  await card.getByRole('button', { name: /Add to Cart\s*:\s*Canvas Tote Bag/ }).click();
  await expect(card.getByRole('button', { name: /Added to cart/ })).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(badge(page)).toHaveText('1 item');
  expect(await cartLineCounts(page)).toEqual(['Canvas Tote Bag × 1']);
});

test('cart page: a quantity change answered after the time-out that was made says updated, not "as it was"', async ({ page }) => {
  await addToCart(page, 130, 1);
  await page.goto('/cart.php');
  await expect(page.locator('store-cart[data-rendered]')).toBeVisible();
  await injectFault(page, '/remote/v1/cart/update', LATE, 1);
  const quantity = page.getByLabel('Quantity of Wool Beanie');
  await quantity.fill('3');
  await quantity.press('Tab');
  await expect(page.locator('[data-cart-message="lines"]')).toHaveText('Your cart was updated.', { timeout: 5000 });
  await expect(quantity).toHaveValue('3');
  expect(await cartLineCounts(page)).toEqual(['Wool Beanie × 3']);
});

test('upsell block: an add answered after the time-out that reached the cart goes on to the next item and the cart, each item once', async ({
  page,
}) => {
  await page.goto('/canvas-tote-bag/');
  const block = page.locator('store-fbt');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('group')).toHaveCount(4, { timeout: 5000 });
  await injectFault(page, '/remote/v1/cart/add', LATE, 1);
  const names = await block
    .getByRole('group')
    .evaluateAll((groups) =>
      groups
        .filter((group) => group.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked)
        .map((group) => group.querySelector('.fbt-name')!.textContent!.trim()),
    );
  await block.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(page).toHaveURL(/\/cart\.php$/, { timeout: 10_000 });
  const lines = await cartLineCounts(page);
  expect(lines.map((line) => line.replace(/ × \d+$/, ''))).toEqual([...names].sort());
  expect(lines.find((line) => line.startsWith('Canvas Tote Bag'))).toBe('Canvas Tote Bag × 1');
});
