import { axeViolations, expect, test } from './fixtures.ts';

// These journeys are about motion: the shopper's default, no preference, rather than the
// reduced motion every other journey runs with (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('the hero carousel pauses on keyboard focus and is driven by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('store-carousel.heroCarousel');
  await expect(carousel).toHaveAttribute('data-state', 'playing');
  expect(await axeViolations(page)).toEqual([]);

  const rotation = carousel.getByRole('button', { name: 'Stop slide rotation' });
  await rotation.focus();
  await expect(carousel).toHaveAttribute('data-state', 'paused');

  // Tab order: rotation control first, then the live slide's link (it may have rotated
  // before focus arrived; the others are inert), then the controls.
  const live = Number(await carousel.getAttribute('data-slide')) + 1;
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('group', { name: `${live} of 3` }).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(carousel).toHaveAttribute('data-slide', '1');
  await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeInViewport();

  // The missing hero image is marked, the page goes on.
  await expect(carousel.locator('.heroSlide--slate img')).toHaveClass(/image-error/);
});

test('under prefers-reduced-motion the carousel does not rotate by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.locator('store-carousel.heroCarousel');
  await expect(carousel.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
  await expect(carousel).toHaveAttribute('data-state', 'paused');
});

// spec §9 carousel speed 500 ms: a slide change has come to rest (within 1 px) by then,
// on a phone and a desktop. The page's clock is paused, so the animation's frames come
// exactly 1/60 s apart however busy the machine is.
for (const width of [412, 1280]) {
  test(`at ${width} px a slide change comes to rest within 500 ms`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('store-carousel.heroCarousel');
    await carousel.getByRole('button', { name: 'Stop slide rotation' }).click();
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    const container = carousel.locator('.carousel-container');
    const offset = () => container.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const slideWidth = await carousel
      .locator('.carousel-slide')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
    const start = await offset();

    await page.clock.pauseAt(Date.now() + 60_000);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await page.clock.runFor(500);
    const at500 = await offset();
    await page.clock.runFor(1000);
    const atRest = await offset();
    expect(Math.abs(atRest - start)).toBeGreaterThan(slideWidth - 2);
    expect(Math.abs(at500 - atRest)).toBeLessThan(1);
    await expect(carousel).toHaveAttribute('data-slide', '1');
  });
}

// Three related products where four fit have nowhere to go: no arrows or dots; on a phone,
// where two fit, the same carousel has them.
test('a product carousel shows its controls only when there is more than fits', async ({ page }) => {
  const related = page.locator('store-carousel.productCarousel');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/trail-jacket/');
  await related.scrollIntoViewIfNeeded();
  await expect(related).toHaveAttribute('data-rendered', '');
  await expect(related.locator('.carousel-slide')).toHaveCount(3);
  await expect(related.locator('.carousel-controls')).toHaveCount(0);
  await expect(related.locator('.carousel-slide[inert]')).toHaveCount(0);

  await page.setViewportSize({ width: 412, height: 915 });
  await page.reload();
  await related.scrollIntoViewIfNeeded();
  await expect(related).toHaveAttribute('data-rendered', '');
  await expect(related.getByRole('button', { name: /next/i })).toBeVisible();
});
