import type { Page } from '@playwright/test';
import { axeViolations, cartLineCounts, expect, injectFault, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

// <store-fbt>, the product page's frequently-bought-together block (spec §4
// upsell item and mode, §5 upsell add-all, §7, §8).

const UPSELL_TEMPLATES = /custom\/fbt-image-item/;

async function openBlock(page: Page, count: number) {
  const block = page.locator('store-fbt');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-rendered', '');
  await expect(block.getByRole('group')).toHaveCount(count, { timeout: 8000 });
  return block;
}

async function cartLineNames(page: Page): Promise<string[]> {
  return (await cartLineCounts(page)).map((line) => line.replace(/ × \d+$/, ''));
}

test('the block loads its code and its items only when it comes near the viewport', async ({ page }) => {
  const chunks: string[] = [];
  const templated: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('store-fbt')) chunks.push(request.url());
    if (UPSELL_TEMPLATES.test(request.headers()['stencil-options'] ?? '')) templated.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/trail-jacket/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#fbt').evaluate((section) => section.getBoundingClientRect().top > window.innerHeight + 200)).toBe(true);
  expect(chunks).toEqual([]);
  expect(templated).toEqual([]);
  await openBlock(page, 4);
  expect(chunks.length).toBe(1);
  // The three targets; the jacket itself came rendered with the page.
  expect(templated.length).toBe(3);
});

// At 412 px the product being viewed (rendered with the page) has its full row from the
// start: its fetched "Choose Options" row once grew from 87 to 139 px there.
for (const width of [412, 1280])
  test(`the block keeps its box while its items load: nothing on the page shifts (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/trail-jacket/');
    await recordLayoutShifts(page);
    const block = page.locator('store-fbt');
    const before = await block.evaluate((element) => element.getBoundingClientRect().height);
    await page.evaluate(() => document.querySelector('#fbt')!.scrollIntoView({ block: 'center' }));
    await expect(block.getByRole('group')).toHaveCount(4, { timeout: 8000 });
    // layoutShifts waits for the page to have drawn what it was drawing.
    expect(await layoutShifts(page)).toEqual([]);
    expect(await block.evaluate((element) => element.getBoundingClientRect().height)).toBe(before);
  });

test('pick two upsell items, fill their options with the keyboard, add all, land on the cart with all three lines', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const block = await openBlock(page, 4);
  const jacket = block.getByRole('group', { name: 'Trail Jacket' });
  const lantern = block.getByRole('group', { name: 'Camp Lantern' });
  await expect(block.locator('.fbt-total-price')).toHaveText('$193.00');

  // Leave the field guide out: the lantern and the mug are the two picked.
  await block.getByRole('group', { name: 'Field Guide to Ferns (PDF)' }).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(block.locator('.fbt-total-price')).toHaveText('$181.00');

  // The jacket's required size and colour, from the keyboard.
  const jacketToggle = jacket.getByRole('button', { name: 'Choose Options' });
  await jacketToggle.focus();
  await page.keyboard.press('Enter');
  await expect(jacketToggle).toHaveAttribute('aria-expanded', 'true');
  // The options load on first opening: Tab only once they are there, or focus
  // would skip past the area that is still empty.
  await expect(jacket.getByRole('group', { name: /Size/ }).getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(jacket.getByRole('group', { name: /Size/ }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(jacket.getByRole('group', { name: /Color/ }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(jacket.getByRole('button', { name: 'Options', exact: true })).toBeVisible();

  // The lantern: another power source (arrow keys move within the radio group).
  const lanternToggle = lantern.getByRole('button', { name: /Options/ });
  await lanternToggle.focus();
  await page.keyboard.press('Enter');
  await lantern.getByRole('radio', { name: 'Battery' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(lantern.getByRole('radio', { name: 'USB rechargeable' })).toBeChecked();
  await expect(lantern).not.toHaveAttribute('data-error');

  await block.getByRole('button', { name: 'Add All to Cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\.php$/, { timeout: 10000 });
  // The mug at its minimum order of 2, which the platform requires.
  expect(await cartLineCounts(page)).toEqual(['Camp Lantern × 1', 'Enamel Camp Mug × 2', 'Trail Jacket × 1']);
  await expect(page.getByRole('main')).toContainText('Camp Lantern');
});

test('a server failure on the second add leaves the first in the cart and says so', async ({ page }) => {
  // Related-products mode: the tote bag has no upsell field; its related products are offered.
  await page.goto('/canvas-tote-bag/');
  const block = await openBlock(page, 4);
  await injectFault(page, '/remote/v1/cart/add', 'latency=800', 1);
  const firstAdd = page.waitForRequest((request) => request.url().endsWith('/remote/v1/cart/add'));
  await block.getByRole('button', { name: 'Add All to Cart' }).click();
  await firstAdd;
  await injectFault(page, '/remote/v1/cart/add', 'status=500', 1);

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Already added to your cart: Canvas Tote Bag.');
  await expect(alert).toContainText('This item could not be added to your cart. Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(block.getByRole('status')).toContainText('Already added to your cart: Canvas Tote Bag.');
  await expect(block.locator('.loadingOverlay')).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Add All to Cart' })).toHaveAttribute('aria-disabled', 'false');
  await expect(page).toHaveURL(/\/canvas-tote-bag\/$/);
  expect(await cartLineNames(page)).toEqual(['Canvas Tote Bag']);
  await expect(page.locator('store-cart-count .countPill')).toHaveText('1 item');
});

test('a target that fails is left out; the others show (the lantern lists a retired page)', async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/camp-lantern/');
  const block = await openBlock(page, 3);
  await expect(block.getByRole('group')).toHaveText([/Camp Lantern/, /Enamel Plate Set/, /Enamel Camp Mug/]);
  expect(warnings.some((text) => text.includes('/retired-kettle/'))).toBe(true);
  expect(errors).toEqual([]);
});

test('axe: zero violations with options open and errors shown', async ({ page }) => {
  await page.goto('/camp-lantern/');
  const block = await openBlock(page, 3);
  const lantern = block.getByRole('group', { name: 'Camp Lantern' });
  const plates = block.getByRole('group', { name: 'Enamel Plate Set' });
  await plates.getByRole('button', { name: 'Choose Options' }).click();
  await lantern.getByRole('button', { name: /Options/ }).click();
  await lantern.getByRole('radio', { name: /Solar/ }).check();
  // spec §8: the stock message is an error popup while the options are visible.
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Out of stock');
  expect(await axeViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(lantern).toHaveAttribute('data-error', '');
  await expect(lantern.getByRole('checkbox')).toHaveAccessibleDescription('Out of stock');

  await block.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(alert).toContainText('Please check to see that there are no errors.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(block.getByRole('status')).toHaveText('Please check to see that there are no errors.');
  expect(await axeViolations(page)).toEqual([]);
});

/** The product-attributes requests for `productId`, as their form bodies, in the order sent. */
function optionRequests(page: Page, productId: number): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/remote/v1/product-attributes/${productId}`)) {
      sent.push(
        decodeURIComponent(request.postData() ?? '')
          .split('&')
          .sort()
          .join('&'),
      );
    }
  });
  return sent;
}

test('the product being viewed is not asked for again: its options open on the answer the product form already has', async ({ page }) => {
  const sent = optionRequests(page, 110);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('productId=110') || (request.url().endsWith('/trail-jacket/') && request.headers()['stencil-options']))
      fetched.push(request.url());
  });
  const formAnswer = page.waitForResponse((response) => response.url().endsWith('/remote/v1/product-attributes/110'));
  await page.goto('/trail-jacket/');
  await formAnswer;
  const block = await openBlock(page, 4);
  const jacket = block.getByRole('group', { name: 'Trail Jacket' });
  await jacket.getByRole('button', { name: 'Choose Options' }).click();
  const moss = jacket.getByRole('radio', { name: 'Moss' });
  await expect(moss).toBeVisible();
  // The page's markup lists every colour; the form's answer says Slate is sold out in M, and
  // the block hides it as the product form does (hide_option, spec §4).
  await expect(jacket.getByRole('radio', { name: 'Slate' })).toBeHidden();
  await expect(page.locator('store-product-form').getByRole('radio', { name: 'Slate' })).toBeHidden();
  // A new choice is a new question: it is asked (and, as requests go out in order,
  // a repeat of the form's question on opening would come before it).
  const fbtAnswer = page.waitForResponse((response) => response.url().endsWith('/remote/v1/product-attributes/110'));
  await moss.check();
  await fbtAnswer;
  expect(sent).toHaveLength(2);
  expect(sent[0]).toBe('action=add&attribute[11]=1102&product_id=110&qty[]=1');
  expect(sent[1]).toContain('attribute[12]=');
  await expect(jacket).not.toHaveAttribute('data-error');
  // Nor is its markup fetched: the page rendered it with the upsell templates.
  expect(fetched).toEqual([]);
});

test('when the product form got no answer, the block asks for its own', async ({ page }) => {
  await injectFault(page, '/remote/v1/product-attributes/110', 'status=500', 1);
  const sent = optionRequests(page, 110);
  const formAnswer = page.waitForResponse((response) => response.url().endsWith('/remote/v1/product-attributes/110'));
  await page.goto('/trail-jacket/');
  expect((await formAnswer).status()).toBe(500);
  const block = await openBlock(page, 4);
  const jacket = block.getByRole('group', { name: 'Trail Jacket' });
  const asked = page.waitForResponse((response) => response.url().endsWith('/remote/v1/product-attributes/110'));
  await jacket.getByRole('button', { name: 'Choose Options' }).click();
  expect((await asked).status()).toBe(200);
  expect(sent).toEqual(['action=add&attribute[11]=1102&product_id=110&qty[]=1', 'action=add&attribute[11]=1102&product_id=110&qty[]=1']);
  await expect(jacket.getByRole('radio', { name: 'Moss' })).toBeVisible();
});

// Issue 32 item 3: the product being viewed takes the page's current choice.
test('the jacket chosen above (S, Moss) is the jacket the block adds, without choosing again in the block', async ({ page }) => {
  await page.goto('/trail-jacket/');
  const form = page.locator('store-product-form');
  await expect(form).toHaveAttribute('data-rendered', '');
  await form.getByRole('radio', { name: 'S', exact: true }).check();
  await form.getByRole('radio', { name: 'Moss' }).check();
  const block = await openBlock(page, 4);
  const jacket = block.getByRole('group', { name: 'Trail Jacket' });
  // Chosen already: the block offers "Options", not "Choose Options".
  await expect(jacket.getByRole('button', { name: 'Options', exact: true })).toBeVisible();
  await jacket.getByRole('button', { name: 'Options', exact: true }).click();
  await expect(jacket.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
  await expect(jacket.getByRole('radio', { name: 'Moss' })).toBeChecked();
  // A change above follows into the block.
  await form.getByRole('radio', { name: 'M', exact: true }).check();
  await expect(jacket.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  for (const name of ['Field Guide to Ferns (PDF)', 'Camp Lantern', 'Enamel Camp Mug'])
    await block.getByRole('group', { name }).getByRole('checkbox').uncheck();
  await block.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(page).toHaveURL(/\/cart\.php$/, { timeout: 10000 });
  await expect(page.getByRole('main')).toContainText(/Size:\s*M/);
  await expect(page.getByRole('main')).toContainText(/Color:\s*Moss/);
});
