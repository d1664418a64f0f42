import { expect, fixture } from '@open-wc/testing';
import { DEFAULT_VALIDATION_MESSAGES, validateValue } from '../react/forms/validator.ts';
import { fieldRules } from '../react/store-form/field-rules.ts';
import { clearFaults, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { captureWarnings, until, withPageContext } from '../shared/test-support.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';
import { interceptNavigation } from '../react/navigation.ts';
import './store-form.ts';

const messages = { ...DEFAULT_VALIDATION_MESSAGES };
const PASSWORD_RULE = 'Passwords must be at least 7 characters and contain a letter and a number.';

/** A <store-form> around `fields`, rendered; `post` is the form's action. */
async function storeForm(fields: string, { attributes = '', action = '/pages.php?action=sendContactForm' } = {}) {
  const host = await fixture<HTMLElement>(`
    <store-form ${attributes}>
      <form action="${action}" method="post">${fields}<button type="submit">Send</button></form>
    </store-form>`);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  const form = host.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const messageOf = (name: string) => {
    const id = field(name)
      .getAttribute('aria-describedby')!
      .split(' ')
      .find((candidate) => candidate.includes('-error-'))!;
    return document.getElementById(id)!;
  };
  const type = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  };
  return { host, form, field, messageOf, type };
}

/** The first message a field's attributes give for `value` (other fields' values in `values`). */
function firstError(markup: string, name: string, value: string, values: Record<string, string> = {}) {
  const form = document.createElement('form');
  form.innerHTML = markup;
  const field = form.elements.namedItem(name) as HTMLInputElement;
  return validateValue(value, fieldRules(field, form, messages), { values: { ...values, [name]: value }, messages });
}

describe('<store-form> rules from plain attributes (spec §5)', () => {
  it('required, email, lengths, number bounds and pattern', () => {
    expect(firstError('<input name="a" required>', 'a', ' ')).to.equal('This field is required.');
    expect(firstError('<input name="a">', 'a', '')).to.equal(null);
    expect(firstError('<input name="e" type="email">', 'e', 'ada@')).to.equal(
      'Please use a valid email address, such as user@example.com.',
    );
    expect(firstError('<input name="e" type="email">', 'e', ''), 'an optional empty email passes').to.equal(null);
    expect(firstError('<input name="u" type="url">', 'u', 'not a url')).to.equal('Invalid URL');
    expect(firstError('<input name="n" minlength="3" maxlength="5">', 'n', 'ab')).to.equal('Enter at least 3 characters.');
    expect(firstError('<input name="q" type="number" min="5" max="500">', 'q', '4')).to.equal('Enter a number of at least 5.');
    expect(firstError('<input name="q" type="number" min="5" max="500">', 'q', 'ten')).to.equal('Enter a number.');
    expect(firstError('<input name="z" pattern="\\d{5}" title="Five digits, please.">', 'z', '123')).to.equal('Five digits, please.');
    expect(firstError('<input name="z" pattern="\\d{5}">', 'z', '12345x'), 'the whole value must match').to.equal(
      'Check the format of this field.',
    );
    expect(firstError('<input name="z" pattern="(">', 'z', 'x'), 'a pattern the browser cannot read is ignored').to.equal(null);
    expect(firstError('<input name="a" required data-message="Tell us your name.">', 'a', '')).to.equal('Tell us your name.');
  });

  it('data-required-message names the field when it is empty, as the server does; other rules keep their own words', () => {
    const email = '<input name="e" type="email" required data-required-message="Please enter your email address.">';
    expect(firstError(email, 'e', ' ')).to.equal('Please enter your email address.');
    expect(firstError(email, 'e', 'ada@')).to.equal('Please use a valid email address, such as user@example.com.');
    const confirm =
      '<input type="password" name="password" required data-password-rules><input type="password" name="confirm" required data-same-as="password" data-required-message="Please type your password again to confirm it.">';
    expect(firstError(confirm, 'confirm', '', { password: 'abcdefg1' })).to.equal('Please type your password again to confirm it.');
  });

  it('passwords: the store settings, then a confirmation that must be equal; relaxed when optional and both empty', () => {
    const create =
      '<input type="password" name="password" required data-password-rules><input type="password" name="confirm" required data-same-as="password">';
    expect(firstError(create, 'password', '')).to.equal('You must enter a password.');
    expect(firstError(create, 'password', 'abcdefgh')).to.equal(PASSWORD_RULE);
    expect(firstError(create, 'password', 'abc1')).to.equal(PASSWORD_RULE);
    expect(firstError(create, 'password', 'abcdefg1')).to.equal(null);
    expect(firstError(create, 'confirm', 'abcdefgx', { password: 'abcdefgh' })).to.equal('Your passwords do not match.');
    expect(firstError(create, 'confirm', '', { password: 'abcdefgh' })).to.equal('This field is required.');
    const edit =
      '<input type="password" name="password" data-password-rules><input type="password" name="confirm" data-same-as="password">';
    expect(firstError(edit, 'password', '', { confirm: '' })).to.equal(null);
    expect(firstError(edit, 'confirm', '', { password: '' })).to.equal(null);
    expect(firstError(edit, 'password', 'abcdefgh', { confirm: '' })).to.equal(PASSWORD_RULE);
    expect(firstError(edit, 'confirm', '', { password: 'abcdefg1' })).to.equal('This field is required.');
  });

  it('the platform’s FormField[n][m] fields: the confirmation names the password by its field type', () => {
    const platform =
      '<input type="password" name="FormField[1][2]" data-field-type="Password" required data-password-rules>' +
      '<input type="password" name="FormField[1][3]" data-field-type="ConfirmPassword" required data-same-as="Password">';
    expect(firstError(platform, 'FormField[1][3]', 'abcdefgx', { 'FormField[1][2]': 'abcdefg1' })).to.equal('Your passwords do not match.');
    expect(firstError(platform, 'FormField[1][3]', 'abcdefg1', { 'FormField[1][2]': 'abcdefg1' })).to.equal(null);
    expect(firstError(platform, 'FormField[1][2]', 'abcdefgh', { 'FormField[1][3]': 'abcdefgh' })).to.equal(PASSWORD_RULE);
  });

  it("reads the minimum length from the store's settings in the page context", async () => {
    const done = withPageContext({ passwordRequirements: { alpha: '[A-Za-z]', numeric: '[0-9]', minlength: 10 } }, 'createaccount');
    try {
      const { messageOf, form } = await storeForm('<input type="password" name="password" required data-password-rules value="abcdefg1">');
      form.requestSubmit();
      await until(() => messageOf('password').textContent !== '', 'password message');
      expect(messageOf('password').textContent).to.equal('Passwords must be at least 10 characters and contain a letter and a number.');
    } finally {
      done();
    }
  });
});

describe('<store-form> (spec §5, §9)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('announces each message with its field: aria-describedby keeps the hint, aria-invalid follows the error', async () => {
    const { field, messageOf, form } = await storeForm(
      '<p id="hint">Hint</p><input name="contact_email" type="email" required aria-describedby="hint">',
    );
    expect(field('contact_email').getAttribute('aria-describedby')).to.match(/^hint contact_email-error-\d+$/);
    expect(messageOf('contact_email').getAttribute('aria-live')).to.equal('polite');
    expect(form.noValidate, "the spec's messages replace the browser's bubbles").to.equal(true);
    form.requestSubmit();
    await until(() => field('contact_email').getAttribute('aria-invalid') === 'true', 'invalid');
    expect(messageOf('contact_email').textContent).to.equal('This field is required.');
    expectFocusOn(field('contact_email'), 'the email field');
  });

  it('a confirmation already typed follows the password it must equal', async () => {
    const { type, messageOf, form, field } = await storeForm(
      '<input type="password" name="password" required data-password-rules><input type="password" name="confirm_password" required data-same-as="password">',
    );
    type('password', 'abcdefg1');
    type('confirm_password', 'abcdefg1');
    form.requestSubmit(); // sends nothing useful, but shows the state at once
    type('password', 'abcdefg2');
    await until(() => messageOf('confirm_password').textContent === 'Your passwords do not match.', 'mismatch after the delay', 2000);
    type('confirm_password', 'abcdefg2');
    expect(messageOf('confirm_password').textContent, 'a fix clears at once').to.equal('');
    expect(field('confirm_password').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('an optional new password is no longer wanted once it and its confirmation are both cleared (issue 32 item 8)', async () => {
    const { type, messageOf, field } = await storeForm(
      '<input type="password" name="password" data-password-rules><input type="password" name="confirm_password" data-same-as="password">',
    );
    type('password', 'x');
    type('confirm_password', 'x');
    type('password', '');
    // The confirmation still holds something, so the password is wanted.
    await until(() => messageOf('password').textContent === 'You must enter a password.', 'wanted', 2000);
    type('confirm_password', '');
    expect(messageOf('password').textContent, 'cleared at once with its confirmation').to.equal('');
    expect(field('password').hasAttribute('aria-invalid')).to.equal(false);
  });

  it("lists the store's reasons when it refuses, keeps the form as typed, and says the failure message when it fails", async () => {
    const { host, form, field } = await storeForm('<input name="contact_email" required value="NOPE">', {
      action: '/pages.php?action=sendContactForm',
      attributes: 'failure-message="Could not send." errors-title="Fix these:"',
    });
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'refused', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Please give your email address and a question.');
    expect(field('contact_email').value).to.equal('NOPE');
    await injectFault('/pages.php', 'latency=200;status=503', 1);
    form.requestSubmit();
    await until(() => host.dataset.state === 'loading', 'sending');
    expect(host.querySelector('button')!.textContent).to.equal('Sending…');
    form.requestSubmit(); // a second submit while the first is on its way is ignored
    await until(() => host.dataset.state === 'error', 'failed', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Could not send.');
    expect(host.querySelector('button')!.textContent).to.equal('Send');
    expect(field('contact_email').value).to.equal('NOPE');
  });

  // The platform answers a posted form with a page (issue 30): the element reads that page.
  it('says what the success box of the page the store answered with says, and clears the form', async () => {
    const { host, form, field, type } = await storeForm(
      '<input name="contact_email" type="email"><textarea name="contact_question"></textarea>',
      {
        attributes: 'success-message="Sent (the theme\'s words)."',
      },
    );
    type('contact_email', 'ada@example.com');
    type('contact_question', 'Do the boots run small?');
    form.requestSubmit();
    await until(() => host.dataset.state === 'success', 'sent', 8000);
    // The contact page the store redirected to says forms.contact.success in the theme's language file.
    expect(host.querySelector('[role="status"]')!.textContent).to.equal('Thank you. We will reply within two working days.');
    expect(field('contact_email').value, 'cleared').to.equal('');
  });

  it('goes to the page the store sent the shopper to when that page says nothing (a sign-in to the account)', async () => {
    const visited: string[] = [];
    const restore = interceptNavigation((url) => visited.push(url));
    try {
      const { host, form } = await storeForm(
        '<input name="login_email" type="email" value="noah@example.com"><input name="login_pass" type="password" value="newshopper1">',
        { action: '/login.php?action=check_login' },
      );
      form.requestSubmit();
      await until(() => visited.length === 1, 'navigated', 8000);
      expect(new URL(visited[0]!).pathname).to.equal('/account.php');
      expect(host.dataset.state, 'busy until the next page replaces this one').to.equal('loading');
    } finally {
      restore();
      await fetch('/login.php?action=logout', { credentials: 'include' });
    }
  });

  it("shows a wrong password in the store's words, from its sign-in page", async () => {
    const { host, form, field } = await storeForm(
      '<input name="login_email" type="email" value="ada@example.com"><input name="login_pass" type="password" value="not-it-1">',
      { action: '/login.php?action=check_login' },
    );
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'refused', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Your email address or password is incorrect. Please try again.');
    expect(field('login_email').value).to.equal('ada@example.com');
  });

  it('lists every error box of the answer, one line each (the gift certificate page)', async () => {
    const { host, form } = await storeForm(
      '<input name="to_name" value=""><input name="to_email" value="x"><input name="from_name" value="Ada"><input name="from_email" value="ada@example.com"><input name="certificate_amount" value="25">',
      { action: '/giftcertificates.php?action=do_purchase', attributes: 'errors-title="Fix these:"' },
    );
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'refused', 8000);
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.querySelector('p')!.textContent).to.equal('Fix these:');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'Please enter the recipient’s name.',
      'Please use a valid email address for the recipient, such as user@example.com.',
    ]);
  });

  it('posts to the form\'s action even when a field is named "action"', async () => {
    const { host, form } = await storeForm(
      '<input type="hidden" name="action" value="x"><input name="contact_email" type="email" value="ada@example.com">',
      {
        attributes: 'failure-message="Could not send."',
      },
    );
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'refused', 8000);
    // The contact form's own refusal: the request reached /pages.php.
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Please give your email address and a question.');
  });

  it('a wrong success-url warns once and the form stays on the page', async () => {
    const warnings = await captureWarnings(async () => {
      const { host } = await storeForm('<input name="x">', { attributes: 'success-url="javascript:alert(1)"' });
      expect(host.dataset.state).to.equal('ready');
    });
    expect(warnings.filter((warning) => warning.includes('success-url'))).to.have.length(1);
  });

  it('without a form inside it warns and renders nothing in the way', async () => {
    const warnings = await captureWarnings(async () => {
      const host = await fixture<HTMLElement>('<store-form><p>No form here</p></store-form>');
      await until(() => host.hasAttribute('data-rendered'), 'rendered');
      expect(host.textContent?.trim()).to.equal('No form here');
    });
    expect(warnings.some((warning) => warning.includes('<store-form> has no <form>'))).to.equal(true);
  });
});
