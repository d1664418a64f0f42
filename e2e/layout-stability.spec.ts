import { expect, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

// DESIGN rule 8: an element keeps the same box when it upgrades, so nothing moves.
// Every element on the page upgrades during this load (header, menu, carousel, cookie bar).
for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`the home page does not shift while its elements upgrade (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page, { fromParsed: true });
    await page.goto('/');
    await expect(page.locator('store-carousel')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-mobile-menu')).toHaveAttribute('data-rendered', '');
    await expect(page.locator('store-cart-count')).toHaveAttribute('data-rendered', '');
    await page.waitForTimeout(300);
    const total = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
    expect(total).toBeLessThan(0.01);
  });
}

// spec §8: a slide picture that fails gets image-error, and the page around it stays put,
// however late the failure comes (here after the first paint, as on a slow connection).
test('a hero picture that fails after the first paint moves nothing (412 px)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let answered = false;
  await page.route('**/camp-mug-hero-missing.jpg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    answered = true;
    await route.fulfill({ status: 404, body: 'missing' });
  });
  await recordLayoutShifts(page, { fromParsed: true });
  await page.goto('/');
  await expect(page.locator('store-carousel')).toHaveAttribute('data-rendered', '');
  await expect(page.locator('.heroSlide img')).toHaveClass(/image-error/);
  expect(answered).toBe(true);
  await page.waitForTimeout(300);
  const total = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
  expect(total).toBeLessThan(0.01);
});
