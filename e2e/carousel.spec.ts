import { axeViolations, expect, test } from './fixtures.ts';

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
