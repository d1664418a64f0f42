// The fault matrix (quality issue, "Resilience"): every element that calls the
// server × every way the server can fail. In each cell: no uncaught exception,
// the page stays usable, the shopper sees the spec's message or nothing (spec §8),
// and no cart data is lost. New server-calling features add a row here.
import type { Page } from '@playwright/test';
import { addToCart, expect, injectFault, test, withPageContext } from './fixtures.ts';

const REQUEST_TIMEOUT_MS = 1500; // the page context setting, short so "hang" cells are quick

type Fault = { name: string; fault: string };
const FAULTS: Fault[] = [
  { name: '500', fault: 'status=500' },
  { name: 'malformed JSON', fault: 'malformed' },
  { name: 'HTML instead of JSON', fault: 'html' },
  { name: 'network error', fault: 'drop' },
  { name: 'hang past the time-out', fault: 'hang' },
  { name: 'slow response', fault: 'latency=800' },
];

interface Feature {
  name: string;
  /** The endpoint the fault applies to (a path prefix). */
  path: string;
  /** Brings the page to the state before the call (runs without faults). */
  before: (page: Page) => Promise<void>;
  /** Makes the element call the server (with the fault in place). */
  act: (page: Page) => Promise<void>;
  /** What the shopper must see afterwards for this fault. */
  expectAfter: (page: Page, fault: Fault) => Promise<void>;
}

const FEATURES: Feature[] = [
  {
    name: '<store-cart-count>',
    path: '/api/storefront/cart-summary',
    before: async (page) => {
      await page.goto('/');
      await addToCart(page, 101, 2);
      await page.reload();
      await expect(page.locator('store-cart-count .countPill')).toHaveText('2 items');
    },
    act: (page) => page.reload().then(() => undefined),
    // A failed refresh keeps the last known count; a slow one still arrives. Never a wrong number.
    expectAfter: async (page) => {
      await expect(page.locator('store-cart-count .countPill')).toHaveText('2 items');
    },
  },
  {
    name: '<store-icon>',
    path: '/assets/icons/',
    before: (page) => page.goto('/').then(() => undefined),
    act: (page) => page.reload().then(() => undefined),
    // A failed icon leaves its (empty) fallback in its fixed box; the link text stays.
    expectAfter: async (page, fault) => {
      const icon = page.locator('.navUser-action--cart store-icon');
      await expect(icon).toHaveAttribute('data-state', fault.fault.startsWith('latency') ? 'ready' : 'failed', { timeout: REQUEST_TIMEOUT_MS + 4000 });
      await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
    },
  },
  {
    name: '<store-quick-search>',
    path: '/search.php',
    before: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    },
    act: (page) => page.getByRole('combobox', { name: 'Search the store' }).fill('mug'),
    // spec §8: a quick search error is ignored silently; a slow answer still arrives.
    expectAfter: async (page, fault) => {
      const results = page.getByRole('dialog', { name: 'Search results' });
      if (fault.fault.startsWith('latency')) {
        await expect(results.getByRole('link', { name: /Enamel Camp Mug/ })).toBeVisible({ timeout: 5000 });
      } else {
        await page.waitForTimeout(1200 + REQUEST_TIMEOUT_MS + 500);
        await expect(results).toBeHidden();
        await expect(page.getByRole('combobox', { name: 'Search the store' })).toHaveValue('mug');
      }
    },
  },
  {
    name: '<store-cart-preview>',
    path: '/cart.php',
    before: async (page) => {
      await page.goto('/');
      await addToCart(page, 102, 1);
      // Until the element runs, the link is a plain link to the cart page (the fallback).
      await expect(page.locator('store-cart-preview')).toHaveAttribute('data-rendered', '');
    },
    act: (page) => page.getByRole('link', { name: /^Cart/ }).click(),
    // A failed preview says so and links to the cart page; a slow one still arrives.
    expectAfter: async (page, fault) => {
      const preview = page.getByRole('dialog', { name: 'Cart preview' });
      if (fault.fault.startsWith('latency')) {
        await expect(preview.getByText('Enamel Camp Mug')).toBeVisible();
      } else {
        await expect(preview.getByRole('alert')).toHaveText(/Your cart could not be shown just now\./, { timeout: REQUEST_TIMEOUT_MS + 4000 });
        await expect(preview.getByRole('link', { name: 'Go to the cart page' })).toHaveAttribute('href', '/cart.php');
      }
      await page.keyboard.press('Escape');
    },
  },
  {
    name: '<store-currency-selector>',
    path: '/currency/switch',
    before: async (page) => {
      await page.goto('/');
      await expect(page.locator('store-currency-selector')).toHaveAttribute('data-rendered', '');
      await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    },
    act: (page) => page.getByRole('button', { name: 'Change', exact: true }).click(),
    // spec §8: a failed switch shows an error (the server's text when it sent one); a slow one reloads in the new currency.
    expectAfter: async (page, fault) => {
      if (fault.fault.startsWith('latency')) {
        await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR', { timeout: 5000 });
        await page.waitForLoadState('load');
        await expect(page.locator('.card-price').first()).toContainText('€');
      } else {
        const alert = page.getByRole('alertdialog');
        await expect(alert).toBeVisible({ timeout: REQUEST_TIMEOUT_MS + 4000 });
        await expect(alert).not.toBeEmpty();
        await page.keyboard.press('Escape');
      }
    },
  },
  {
    name: '<store-login-popup>',
    path: '/login.php',
    before: async (page) => {
      await page.goto('/');
      // The popup's code loads when its trigger is first used.
      await page.getByRole('link', { name: 'Sign in' }).click();
      const popup = page.getByRole('dialog', { name: 'Sign in' });
      await popup.getByLabel('Email address').fill('ada@example.com');
      await popup.getByLabel('Password').fill('download1');
    },
    act: (page) => page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Password').press('Enter'),
    // spec §8: a failed or empty answer shows the error box; a slow one still signs in.
    expectAfter: async (page, fault) => {
      const popup = page.getByRole('dialog', { name: 'Sign in' });
      if (fault.fault.startsWith('latency')) {
        await expect(popup.getByRole('status').filter({ hasText: 'You are signed in' })).toBeVisible({ timeout: 5000 });
      } else {
        await expect(popup.getByRole('alert')).toHaveText(/incorrect/, { timeout: REQUEST_TIMEOUT_MS + 4000 });
        await page.keyboard.press('Escape');
      }
    },
  },
  {
    name: '<store-product-card>',
    path: '/cart.php',
    before: async (page) => {
      await page.goto('/bags/');
      await expect(page.locator('store-product-card').first()).toHaveAttribute('data-rendered', '');
    },
    act: (page) => page.locator('store-product-card').filter({ hasText: 'Canvas Tote Bag' }).getByRole('button', { name: /Add to Cart/ }).click(),
    // The card says it could not add (the badge keeps its count); a slow answer still adds.
    expectAfter: async (page, fault) => {
      const card = page.locator('store-product-card').filter({ hasText: 'Canvas Tote Bag' });
      if (fault.fault.startsWith('latency')) {
        await expect(card.getByRole('button', { name: /Added to cart/ })).toBeVisible({ timeout: 5000 });
      } else {
        await expect(card.getByRole('alert')).toHaveText('This could not be added to your cart. Please try again.', { timeout: REQUEST_TIMEOUT_MS + 4000 });
        await expect(card.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
      }
    },
  },
];

const results: Array<Record<string, string>> = [];

test.describe('fault matrix', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(() => {
    const cells = results.length;
    const passed = results.filter((row) => row.result === 'pass').length;
    console.log(`\nFault matrix: ${passed} of ${cells} cells passed`);
    console.table(results);
  });

  for (const feature of FEATURES) {
    for (const fault of FAULTS) {
      test(`${feature.name} × ${fault.name}`, async ({ page }) => {
        const row = { element: feature.name, fault: fault.name, result: 'fail' };
        results.push(row);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await withPageContext(page, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
        await feature.before(page);

        await injectFault(page, feature.path, fault.fault);
        await feature.act(page);
        await feature.expectAfter(page, fault);

        // The page stays usable: a link still works and nothing threw.
        await page.request.delete('/__emulator/faults');
        await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Bags' }).click();
        await expect(page).toHaveURL(/\/bags\/$/);
        expect(errors).toEqual([]);
        row.result = 'pass';
      });
    }
  }
});
