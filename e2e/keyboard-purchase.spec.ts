// Quality issue, accessibility: a keyboard-only purchase journey from the home
// page to a product with options, add to cart, review the cart, without a
// mouse, with visible focus at every step. Every Tab press is checked: the
// focused element must be on screen and drawn with a focus indicator (an
// outline or a box shadow that differs from its look without focus).
import type { Page } from '@playwright/test';
import { expect, tabTo as tabToStop, test } from './fixtures.ts';

interface FocusLook {
  description: string;
  inViewport: boolean;
  indicated: boolean;
}

/**
 * What the focused element looks like: named, on screen, and marked by the focus ring. A
 * control drawn by its label (an option's radio, transparent over its label, the pill or
 * swatch a shopper sees) is judged by that label: the ring is drawn there.
 */
const FOCUS_LOOK = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const drawnByLabel = element.labels && element.labels.length > 0 && getComputedStyle(element).opacity === '0';
  const shown = drawnByLabel ? element.labels[0] : element;
  const style = getComputedStyle(shown);
  const rect = shown.getBoundingClientRect();
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none';
  const text = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  return {
    description: element.localName + (element.id ? '#' + element.id : '') + ' "' + text + '"',
    inViewport: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth,
    indicated: element.matches(':focus-visible') && (outline || shadow),
  };
})()`;

/** Presses a key, then checks the focused element is visible and shows it has focus. */
async function press(page: Page, key: string): Promise<FocusLook | null> {
  await page.keyboard.press(key);
  const look = (await page.evaluate(FOCUS_LOOK)) as FocusLook | null;
  if (look) {
    expect(look.inViewport, `${look.description} is scrolled into view after ${key}`).toBe(true);
    expect(look.indicated, `${look.description} shows a focus indicator after ${key}`).toBe(true);
  }
  return look;
}

/** Presses Enter on a focused link and waits for the page it leads to (focus starts afresh there). */
async function follow(page: Page, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), page.keyboard.press('Enter')]);
}

/** Tabs forward, checking focus at every stop, until `check` holds for the focused element. */
const tabTo = (page: Page, check: (element: Element) => boolean, description: string) =>
  tabToStop(page, check, description, { press, maxPresses: 150 });

test('buy a product with options from the home page with the keyboard alone, focus visible at every step', async ({ page }) => {
  test.slow(true, 'the whole purchase with the keyboard alone: up to 150 Tab stops a page, the focus ring checked at each');
  await page.goto('/');

  // Home: Tab through the header, the carousel and the grid to the jacket's card.
  await tabTo(
    page,
    (element) => element.matches('.card-title a') && element.textContent?.trim() === 'Trail Jacket',
    "the Trail Jacket card's link",
  );
  await follow(page, /\/trail-jacket\/$/);

  // Product page: a size (the arrow key moves within the radio group) and a colour.
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  await tabTo(page, (element) => (element as HTMLInputElement).name === 'attribute[11]', 'the size options');
  await press(page, 'ArrowRight');
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await press(page, 'Tab');
  await expect(page.getByRole('radio', { name: 'Moss' })).toBeFocused();
  await press(page, 'Space');
  await expect(form.locator('[data-product-sku]')).toHaveText('JKT-L-MOSS');

  // Add: the cart preview opens with focus inside; its View cart link goes to the cart.
  await tabTo(page, (element) => element.matches('[data-add-to-cart]'), 'Add to Cart');
  await press(page, 'Enter');
  const preview = page.getByRole('dialog', { name: 'Your cart' });
  await expect(preview).toContainText('Trail Jacket');
  await tabTo(page, (element) => element.matches('a[href="/cart.php"]') && element.closest('dialog') !== null, 'View cart in the preview');
  await follow(page, /\/cart\.php$/);

  // Review the cart: the line is there; its quantity is changed from the keyboard and the totals follow.
  const cart = page.locator('store-cart');
  await expect(cart).toHaveAttribute('data-rendered', '');
  await expect(cart).toContainText('Trail Jacket');
  await tabTo(
    page,
    (element) => element.matches('input[name^="qty"], input[type="number"]') && Boolean(element.closest('store-cart')),
    "the jacket's quantity",
  );
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await press(page, 'Tab');
  await expect
    .poll(async () => {
      const [serverCart] = await (await page.request.get('/api/storefront/cart')).json();
      return serverCart.lineItems.physicalItems.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity]);
    })
    .toEqual([['JKT-L-MOSS', 2]]);
  await expect(page.locator('store-cart-count .countPill')).toHaveText('2 items');
  await expect(cart).toHaveAttribute('data-state', 'idle');
});
