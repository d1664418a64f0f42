import type { Locator, Page } from '@playwright/test';
import { axeViolations, clearFaults, expect, injectFault, tabTo, test } from './fixtures.ts';

// Issue 20, sign-in family and account forms: <store-form> checks server forms with
// the spec §5 rules in the browser, sends them without leaving the page, and keeps
// what was typed when the store cannot be reached. Without JavaScript the server
// still checks everything and sends the form back as typed.

const PASSWORD_RULE = 'Passwords must be at least 7 characters and contain a letter and a number.';
const EMAIL_RULE = 'Please use a valid email address, such as user@example.com.';
const FAILURE = 'We could not confirm that the store received this form. What you typed is kept; please try again.';

/** The page's main form, once <store-form> has upgraded it. */
async function mainForm(page: Page): Promise<Locator> {
  await expect(page.locator('main store-form[data-rendered]')).toHaveCount(1);
  return page.locator('main store-form form');
}

/** The inline message a field points to with aria-describedby (spec §5: announced with the field). */
async function messageOf(page: Page, field: Locator): Promise<Locator> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const id = ids.find((candidate) => candidate.includes('-error-'));
  expect(id, 'the field is described by its message').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * Time under the test's control (spec §9's 700 ms feedback delay): the page loads with
 * time flowing, then the clock stops; `runFor` moves it.
 */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe('with JavaScript', () => {
  test('create an account with bad then good passwords: each message after the 700 ms delay, then success', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login.php?action=create_account');
    const form = await mainForm(page);
    await stopTheClock(page);
    const email = `fern-${Date.now()}@example.com`;
    await form.getByLabel('First name').fill('Fern');
    await form.getByLabel('Last name').fill('Gully');
    await form.getByLabel('Email address').fill(email);

    const password = form.getByLabel('Password', { exact: true });
    const confirmation = form.getByLabel('Confirm password');
    const passwordMessage = await messageOf(page, password);
    const confirmationMessage = await messageOf(page, confirmation);
    await expect(password, 'the hint stays described too').toHaveAttribute('aria-describedby', /FormField_2_hint/);

    // The example: letters only, then a confirmation that differs.
    await password.fill('abcdefgh');
    await page.clock.runFor(699);
    await expect(passwordMessage).toBeEmpty();
    await page.clock.runFor(1);
    await expect(passwordMessage).toHaveText(PASSWORD_RULE);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await confirmation.fill('abcdefgx');
    await page.clock.runFor(700);
    await expect(confirmationMessage).toHaveText('Your passwords do not match.');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');

    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    // A good password clears its message at once; the confirmation follows it.
    await password.fill('abcdefg1');
    await expect(passwordMessage).toBeEmpty();
    await expect(password).not.toHaveAttribute('aria-invalid');
    await confirmation.fill('abcdefg1');
    await expect(confirmationMessage).toBeEmpty();
    await confirmation.press('Enter');
    await expect(page).toHaveURL(/action=account_created/);
    expect((await (await page.request.get('/__emulator/session')).json()).customerId).not.toBeNull();
  });

  test('submitting shows every invalid field at once and moves focus to the first', async ({ page }) => {
    await page.goto('/login.php?action=create_account');
    const form = await mainForm(page);
    await form.getByLabel('Last name').fill('Gully');
    await form.getByLabel('Email address').fill('fern@');
    await form.getByRole('button', { name: 'Create account' }).click();
    const firstName = form.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(await messageOf(page, firstName)).toHaveText('Please enter your first name.');
    await expect(await messageOf(page, form.getByLabel('Email address'))).toHaveText(EMAIL_RULE);
    await expect(await messageOf(page, form.getByLabel('Password', { exact: true }))).toHaveText('You must enter a password.');
    await expect(await messageOf(page, form.getByLabel('Confirm password'))).toHaveText('Please type your password again to confirm it.');
    await expect(await messageOf(page, form.getByLabel('Last name'))).toBeEmpty();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);
    expect((await (await page.request.get('/__emulator/session')).json()).customerId, 'nothing was sent').toBeNull();
  });

  test('sign in with the keyboard alone: a wrong password is said in place, the email kept; the right one signs in', async ({ page }) => {
    await page.goto('/login.php');
    await mainForm(page);
    await tabTo(page, (element) => element.id === 'login_email', 'the email field');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong-password1');
    await page.keyboard.press('Enter');
    const alert = page.locator('main store-form .store-form-result[role="alert"]');
    await expect(alert).toHaveText('Your email address or password is incorrect. Please try again.');
    await expect(page).toHaveURL(/\/login\.php$/);
    await expect(page.locator('#login_email')).toHaveValue('ada@example.com');
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('#login_pass').fill('');
    await page.locator('#login_pass').focus();
    await page.keyboard.type('download1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\.php$/);
  });

  test('buy a gift certificate: bad emails are named, then the certificate is in the cart', async ({ page }) => {
    await page.clock.install();
    await page.goto('/giftcertificates.php');
    const form = await mainForm(page);
    await stopTheClock(page);
    await form.getByLabel("Recipient's name").fill('Rowan');
    const toEmail = form.getByLabel("Recipient's email address");
    await toEmail.fill('rowan@');
    await page.clock.runFor(700);
    await expect(await messageOf(page, toEmail)).toHaveText(EMAIL_RULE);
    await page.clock.resume();

    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Your email address').fill('ada at example');
    const amount = form.getByLabel('Amount (5 to 500 US dollars)');
    await amount.fill('4');
    await form.getByRole('button', { name: 'Add gift certificate to cart' }).click();
    await expect(toEmail).toBeFocused();
    await expect(await messageOf(page, form.getByLabel('Your email address'))).toHaveText(EMAIL_RULE);
    await expect(await messageOf(page, amount)).toHaveText('Enter a number of at least 5.');
    expect(await axeViolations(page)).toEqual([]);

    await toEmail.fill('rowan@example.com');
    await form.getByLabel('Your email address').fill('ada@example.com');
    await amount.fill('40');
    await form.getByRole('button', { name: 'Add gift certificate to cart' }).click();
    await expect(page).toHaveURL(/\/cart\.php$/);
    await expect(page.locator('main')).toContainText('$40 Gift Certificate');
  });

  test('the contact form: an empty question is named; a sent one is thanked in place', async ({ page }) => {
    await page.goto('/contact-us/');
    const form = await mainForm(page);
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    const question = form.getByLabel('Your question');
    await expect(question).toBeFocused();
    await expect(await messageOf(page, question)).toHaveText('This field is required.');
    await question.fill('Do the lanterns take AA batteries?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('main store-form .store-form-result[role="status"]')).toHaveText(
      'Thank you. We will reply within two working days.',
    );
    await expect(question, 'a sent form is cleared').toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('edit account: a new password is checked in the browser, the store names a wrong current password, then the change is saved', async ({
    page,
  }) => {
    await page.goto('/login.php');
    const signIn = await mainForm(page);
    await signIn.getByLabel('Email address').fill('ada@example.com');
    await signIn.getByLabel('Password').fill('download1');
    await signIn.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/account\.php$/);

    await page.goto('/account.php?action=edit_account');
    const form = await mainForm(page);
    const save = form.getByRole('button', { name: 'Save changes' });
    // The platform's fields (Cornerstone's edit-account.html): the store's labels for its own fields.
    const password = form.getByLabel('Password', { exact: true });
    const confirmation = form.getByLabel('Confirm password');
    const current = form.getByLabel('Current password');
    await password.fill('trail2026');
    await confirmation.fill('trail2027');
    await save.click();
    await expect(await messageOf(page, confirmation)).toHaveText('Your passwords do not match.');
    await expect(confirmation).toBeFocused();

    // A new password without the right current one: the store's page says so, in its words.
    await confirmation.fill('trail2026');
    await current.fill('not-my-password1');
    await save.click();
    const alert = page.locator('main store-form .store-form-result[role="alert"]');
    await expect(alert).toHaveText('Please enter your current password to change your email address or password.');
    await expect(form.getByLabel('First name'), 'the form stays as typed').toHaveValue('Ada');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('First name').fill('Adah');
    await current.fill('download1');
    await save.click();
    await expect(page.locator('main store-form .store-form-result[role="status"]')).toHaveText('Your account details have been saved.');
    await expect(form.getByLabel('First name'), 'a settings form keeps what is now saved').toHaveValue('Adah');
    await expect(password, 'passwords are never kept').toHaveValue('');
    await expect(alert).toBeEmpty();
  });

  const faultCases = [
    {
      name: 'contact',
      url: '/contact-us/',
      path: '/pages.php',
      fill: { 'Email address': 'ada@example.com', 'Your question': 'Is the tote washable?' },
      submit: 'Send',
    },
    {
      name: 'gift certificate',
      url: '/giftcertificates.php',
      path: '/giftcertificates.php',
      fill: {
        "Recipient's name": 'Rowan',
        "Recipient's email address": 'rowan@example.com',
        'Your name': 'Ada',
        'Your email address': 'ada@example.com',
      },
      submit: 'Add gift certificate to cart',
    },
    {
      name: 'forgot password',
      url: '/login.php?action=reset_password',
      path: '/login.php',
      fill: { 'Email address': 'ada@example.com' },
      submit: 'Email me a link',
    },
  ] as const;

  for (const { name, url, path, fill, submit } of faultCases) {
    test(`the ${name} form keeps what was typed when the store fails or the connection drops`, async ({ page }) => {
      await page.goto(url);
      const form = await mainForm(page);
      for (const [label, value] of Object.entries(fill)) await form.getByLabel(label, { exact: true }).fill(value);
      const alert = page.locator('main store-form .store-form-result[role="alert"]');
      // A dropped connection is tried again by the browser itself: it stays dropped until cleared.
      for (const [fault, times] of [
        ['status=500', 1],
        ['html', 1],
        ['drop', undefined],
      ] as const) {
        await injectFault(page, path, fault, times);
        await form.getByRole('button', { name: submit }).click();
        await expect(alert, `after ${fault}`).toHaveText(FAILURE);
        await expect(page).toHaveURL(url);
        for (const [label, value] of Object.entries(fill)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
        await expect(form.getByRole('button', { name: submit }), 'the button is usable again').not.toHaveAttribute('aria-disabled');
      }
      expect(await axeViolations(page)).toEqual([]);
      // And once the store answers again, the same form goes through.
      await clearFaults(page);
      await form.getByRole('button', { name: submit }).click();
      if (url === '/giftcertificates.php') await expect(page).toHaveURL(/\/cart\.php$/);
      else await expect(page.locator('main store-form .store-form-result[role="status"]')).not.toBeEmpty();
    });
  }

  test('a double click sends the form once', async ({ page }) => {
    await page.goto('/giftcertificates.php');
    const form = await mainForm(page);
    await form.getByLabel("Recipient's name").fill('Rowan');
    await form.getByLabel("Recipient's email address").fill('rowan@example.com');
    await form.getByLabel('Your name').fill('Ada');
    await form.getByLabel('Your email address').fill('ada@example.com');
    await injectFault(page, '/giftcertificates.php', 'latency=400', 2);
    await form.getByRole('button', { name: 'Add gift certificate to cart' }).dblclick();
    await expect(page).toHaveURL(/\/cart\.php$/);
    await expect(page.locator('main').getByText('$25 Gift Certificate')).toHaveCount(1);
  });

  test('the footer newsletter sign-up names a bad email and thanks a good one in place', async ({ page }) => {
    await page.goto('/');
    const field = page.locator('footer #footer-newsletter-email');
    await field.scrollIntoViewIfNeeded();
    await field.fill('ada@');
    // The first focus inside loads the element (data-load-on="interaction").
    await expect(page.locator('footer store-form[data-rendered]')).toHaveCount(1);
    await page.locator('footer').getByRole('button', { name: 'Sign up' }).click();
    await expect(await messageOf(page, field)).toHaveText(EMAIL_RULE);
    await expect(field).toBeFocused();
    await field.fill('ada@example.com');
    await page.locator('footer').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('footer .store-form-result[role="status"]')).toHaveText('Thank you. You will get our newsletter.');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test('the server checks the forms and sends them back as typed, with its messages', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();

    await page.goto('/login.php?action=create_account');
    await page.locator('main').getByLabel('First name').fill('Fern');
    await page.locator('main').getByLabel('Last name').fill('Gully');
    await page.locator('main').getByLabel('Email address').fill('fern-nojs@example.com');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.locator('main').getByLabel('Confirm password').fill('abcdefgx');
    await page.locator('main').getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('main [role="alert"]')).toContainText('Passwords must be at least 7 characters');
    await expect(page.locator('main [role="alert"]')).toContainText('Your passwords do not match.');
    await expect(page.locator('main').getByLabel('First name')).toHaveValue('Fern');
    await expect(page.locator('main').getByLabel('Email address')).toHaveValue('fern-nojs@example.com');
    await expect(page.locator('main').getByLabel('Password', { exact: true }), 'never a password').toHaveValue('');

    await page.goto('/giftcertificates.php');
    await page.locator('main').getByLabel("Recipient's name").fill('Rowan');
    await page.locator('main').getByLabel("Recipient's email address").fill('rowan@example');
    await page.locator('main').getByLabel('Your name').fill('Ada');
    await page.locator('main').getByLabel('Your email address').fill('ada@example.com');
    // `rowan@example` passes the browser's own check of an email field; the store refuses it.
    await page.locator('main').getByRole('button', { name: 'Add gift certificate to cart' }).click();
    await expect(page.locator('main [role="alert"]')).toContainText('valid email address for the recipient');
    await expect(page.locator('main').getByLabel("Recipient's name")).toHaveValue('Rowan');
    await expect(page.locator('main').getByLabel("Recipient's email address")).toHaveValue('rowan@example');

    await page.goto('/login.php');
    await page.locator('main').getByLabel('Email address').fill('ada@example.com');
    await page.locator('main').getByLabel('Password').fill('not-the-password1');
    await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
    // forms.login.error: the platform's sign-in page gives no typed email back, and never the password.
    await expect(page.locator('main [role="alert"]')).toHaveText('Your email address or password is incorrect. Please try again.');
    await expect(page.locator('main').getByLabel('Password')).toHaveValue('');
    await context.close();
  });
});
