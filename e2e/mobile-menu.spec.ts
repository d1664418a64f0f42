import { axeViolations, expect, test } from './fixtures.ts';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with the keyboard alone, focus returning to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(categories.getByRole('link', { name: 'Bags' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(categories.getByRole('link', { name: 'Bags' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(categories).toBeHidden();
  });

  test('is a plain row of links on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Field Guides' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
