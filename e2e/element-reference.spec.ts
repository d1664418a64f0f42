import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations, expect, test } from './fixtures.ts';

interface Declaration {
  tagName?: string;
  attributes?: Array<{ name: string; type: { text: string }; default: string; description: string }>;
}

/** The generated manifest the page is built from (`npm run build`). */
function documented(tag: string): Declaration {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../dist/custom-elements.json', import.meta.url)), 'utf8')) as {
    modules: Array<{ declarations?: Declaration[] }>;
  };
  return manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === tag)!;
}

test.describe('element reference (/elements/)', () => {
  for (const viewport of [
    { width: 412, height: 915 },
    { width: 1280, height: 800 },
  ]) {
    test(`lists a tag's attributes with type, default and description, shows a live example, and passes axe at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/elements/');
      await expect(page.getByRole('heading', { level: 1, name: 'Element reference' })).toBeVisible();

      const card = page.locator('section[data-element="store-product-card"]');
      const wait = card.locator('[data-attribute="wait-message"]');
      await expect(wait.locator('dt')).toHaveText('wait-message');
      await expect(wait.locator('[data-type]')).toHaveText('string');
      await expect(wait.locator('[data-default]')).toHaveText('"Adding…"');
      await expect(wait).toContainText("The button's text while adding.");
      // Every attribute the manifest documents, in its order.
      await expect(card.locator('[data-attribute] > dt')).toHaveText(documented('store-product-card').attributes!.map((a) => a.name));
      await expect(card.locator('[data-event="cart-item-added"]')).toContainText('CustomEvent<{ productId: number;');
      await expect(card.getByText('templates/components/common/product-card.html')).toBeVisible();

      // A union type, from attr.oneOf.
      await expect(page.locator('section[data-element="store-modal"] [data-attribute="size"] [data-type]')).toHaveText(
        '"small" | "normal" | "large"',
      );

      // The tabs' example, from the style guide, rendered live: the element upgrades on this
      // page and has its own look there too (not only inside a product page).
      const tabs = page.locator('section[data-element="store-product-tabs"]');
      await expect(tabs.locator('pre')).toContainText('<store-product-tabs');
      const live = tabs.locator('[data-live] store-product-tabs');
      await live.scrollIntoViewIfNeeded();
      await expect(live).toHaveAttribute('data-rendered', '');
      await expect(live.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
      await expect(live.getByRole('tab', { name: 'Description' })).toHaveCSS('border-bottom-style', 'solid');

      // An example that paints nothing where it stands says where to see it, not an empty box.
      const count = page.locator('section[data-element="store-cart-count"]');
      await expect(count.locator('pre')).toContainText('<store-cart-count');
      await expect(count.locator('[data-live]')).toHaveCount(0);
      await expect(count.locator('[data-elsewhere]')).toContainText("the count on the header's cart icon");
      await expect(page.locator('[data-live] store-modal, [data-live] store-quick-view, [data-live] store-cookie-notice')).toHaveCount(0);

      // The contents link moves to the tag, by keyboard too.
      await page.getByRole('navigation', { name: 'Elements' }).getByRole('link', { name: '<store-modal>' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#store-modal$/);

      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('is linked from the footer of a store with the style guide on', async ({ page }) => {
    await page.goto(`/?__theme=${encodeURIComponent(JSON.stringify({ kitchen_sink: true }))}`);
    await page.locator('footer').getByRole('link', { name: 'Element reference' }).click();
    await expect(page).toHaveURL(/\/elements\/$/);
  });
});
