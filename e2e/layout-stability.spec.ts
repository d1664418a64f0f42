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
