import type { Page } from '@playwright/test';
import { axeViolations, expect, injectFault, layoutShiftTotal, recordLayoutShifts, signInByRequest, tabTo, test } from './fixtures.ts';

// Issue 20 "Address forms": choosing a country loads its states (spec §7 GET
// /country-states/{id or name}) and the state field becomes a list, or a text field for a
// country without states; state and country presence are required (spec §5).

const signIn = (page: Page, email = 'ada@example.com', password = 'download1') => signInByRequest(page, email, password);

const addressForm = (page: Page) => page.locator('store-address-form form.account-form');

/** The platform's fields are named FormField[2][n]; each says which one it is in data-field-type. */
const fieldOfType = (type: string) => `[data-field-type="${type}"]`;

async function openNewAddress(page: Page) {
  await signIn(page);
  await page.goto('/account.php?action=add_shipping_address');
  const form = addressForm(page);
  // On upgrade the country the page starts with (United States) has its list of states.
  await expect(form.locator(`select${fieldOfType('State')}`)).toBeVisible();
  await expect(page.locator('store-address-form')).toHaveAttribute('data-state', 'ready');
  return form;
}

test('add an address with the keyboard, choosing a country whose states load', async ({ page }) => {
  const form = await openNewAddress(page);
  await expect(form.getByLabel('State or province')).toHaveJSProperty('tagName', 'SELECT');

  await form.getByLabel('Street address').fill('4 Alpenweg');
  await form.getByLabel('City').fill('Munich');
  await form.getByLabel('Postal code').fill('80331');
  const statesAsked = page.waitForRequest((request) => request.url().endsWith('/remote/v1/country-states/Germany'));
  // Keyboard only: focus the country select, choose Germany with the keys.
  await tabTo(page, (element) => element.getAttribute('data-field-type') === 'Country', 'the country select');
  await page.keyboard.press('G'); // Germany, the only country starting with G
  await statesAsked;
  const state = form.getByLabel('State or province');
  await expect(state.locator('option')).toHaveText(['Choose a state or province', 'Bavaria', 'Berlin', 'Hamburg']);
  expect(await axeViolations(page)).toEqual([]);

  // Submitting without a state says so at once and puts focus on the list (spec §5).
  await form.getByRole('button', { name: 'Save address' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toBeFocused();
  await expect(form.locator('.form-inlineMessage').filter({ hasText: 'Please choose a state or province.' })).toBeVisible();
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await state.selectOption('Bavaria');
  await expect(state).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Save address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/action=address_book/);
  await expect(page.getByRole('status')).toHaveText('Your address has been saved.');
  await expect(page.locator('address').filter({ hasText: '4 Alpenweg' })).toContainText('Munich, Bavaria 80331');
  await expect(page.locator('address').filter({ hasText: '4 Alpenweg' })).toContainText('Germany');
});

test('every required field is checked inline like the other forms: all at once on submit, focus on the first, no browser bubbles', async ({
  page,
}) => {
  // A phone's short window, so focusing the first field has to scroll the form back up.
  await page.setViewportSize({ width: 412, height: 560 });
  const form = await openNewAddress(page);
  // The element checks the form itself, so the browser's "Please fill out this field" never shows.
  await expect(form).toHaveJSProperty('noValidate', true);
  await form.getByLabel('Street address').fill('');
  await form.getByLabel('City').fill('');
  await form.getByLabel('Postal code').fill('');
  // From the foot of the page, so focus has to scroll the first field back into view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await form.getByRole('button', { name: 'Save address' }).click();
  const street = form.getByLabel('Street address');
  await expect(street).toBeFocused();
  const messageOf = (type: string) => form.locator(`${fieldOfType(type)} + .form-inlineMessage`);
  await expect(messageOf('AddressLine1')).toHaveText('Please enter the street address.');
  await expect(messageOf('City')).toHaveText('Please enter a city.');
  await expect(messageOf('Zip')).toHaveText('Please enter a postal code.');
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  // The label of the field in focus is in sight, below the sticky header.
  const header = await page.locator('header').first().boundingBox();
  const label = await form.locator(`label[for="${await street.getAttribute('id')}"]`).boundingBox();
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(page.url(), 'nothing was posted').toMatch(/action=add_shipping_address/);
  expect(await axeViolations(page)).toEqual([]);

  await street.fill('4 Alpenweg');
  await expect(messageOf('AddressLine1')).toBeEmpty();
  await expect(street).not.toHaveAttribute('aria-invalid');
});

test('a country without states gives a text field, and an empty country is said after the 700 ms delay', async ({ page }) => {
  await page.clock.install();
  const form = await openNewAddress(page);
  const country = form.getByLabel('Country');
  await country.selectOption({ label: 'United Kingdom' });
  const state = form.getByLabel('State or province');
  await expect(state).toHaveJSProperty('tagName', 'INPUT');
  await state.fill('Yorkshire');
  await expect(state).toBeEditable();

  // Back to a country with states: the list, and what was typed is not one of them.
  await country.selectOption({ label: 'Australia' });
  await expect(state.locator('option')).toHaveText(['Choose a state or province', 'New South Wales', 'Queensland', 'Victoria']);
  await expect(state).toHaveValue('');

  // spec §5, §9: no country is an error shown only after the 700 ms feedback delay. The
  // clock stops, so a slow machine cannot let the delay pass between two steps.
  await page.clock.pauseAt(Date.now() + 10_000);
  await country.selectOption('');
  const countryMessage = form.locator('.form-inlineMessage').filter({ hasText: 'Please choose a country.' });
  await page.clock.runFor(600);
  await expect(countryMessage).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(countryMessage).toBeVisible();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
});

test('fast country changes: the last choice wins, whatever order the answers come in', async ({ page }) => {
  const form = await openNewAddress(page);
  // Germany's states answer late; Australia is chosen meanwhile.
  await injectFault(page, '/remote/v1/country-states/Germany', 'late=1500', 1);
  const country = form.getByLabel('Country');
  const germanyFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/remote/v1/country-states/Germany'));
  await country.selectOption({ label: 'Germany' });
  await expect(page.locator('store-address-form')).toHaveAttribute('data-state', 'loading');
  await country.selectOption({ label: 'Australia' });
  const state = form.getByLabel('State or province');
  await expect(state.locator('option')).toHaveText(['Choose a state or province', 'New South Wales', 'Queensland', 'Victoria']);
  // The superseded request was given up, so its late answer can change nothing.
  await germanyFailed;
  await expect(state.locator('option')).toHaveText(['Choose a state or province', 'New South Wales', 'Queensland', 'Victoria']);
  await expect(page.locator('store-address-form')).toHaveAttribute('data-state', 'ready');
});

for (const fault of ['status=500', 'malformed', 'drop']) {
  test(`states that cannot be loaded (${fault}) leave a text field to type in, with no error shown`, async ({ page }) => {
    const form = await openNewAddress(page);
    await injectFault(page, '/remote/v1/country-states/', fault);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    await expect(page.locator('store-address-form')).toHaveAttribute('data-state', 'ready');
    const state = form.getByLabel('State or province');
    await expect(state).toHaveJSProperty('tagName', 'INPUT');
    await state.fill('Berlin');
    await expect(form.locator('.form-inlineMessage:not(:empty)')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(warnings.some((text) => text.includes('<store-address-form>'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The server checks the typed state against the country and saves it.
    await form.getByLabel('Street address').fill('9 Unter den Linden');
    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Postal code').fill('10117');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/action=address_book/);
    await expect(page.locator('address').filter({ hasText: '9 Unter den Linden' })).toContainText('Berlin, Berlin 10117');
  });
}

test('the state field turns into its list in the same box: nothing on the page moves', async ({ page }) => {
  await signIn(page);
  await recordLayoutShifts(page, { fromParsed: true });
  await page.goto('/account.php?action=edit_shipping_address&address_id=1');
  const state = addressForm(page).getByLabel('State or province');
  await expect(state).toHaveJSProperty('tagName', 'SELECT');
  // The saved state is chosen in the list.
  await expect(state).toHaveValue('Oregon');
  expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server form posts a typed state and says what to correct', async ({ page }) => {
    await signIn(page);
    await page.goto('/account.php?action=add_shipping_address');
    const form = addressForm(page);
    await expect(form.getByLabel('State or province')).toHaveJSProperty('tagName', 'INPUT');
    await form.getByLabel('Street address').fill('1 Pine Rd');
    await form.getByLabel('City').fill('Denver');
    await form.getByLabel('Postal code').fill('80202');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('alert')).toContainText('Please choose a state or province.');
    await form.getByLabel('State or province').fill('Colorado');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status')).toHaveText('Your address has been saved.');
  });
});
