import { expect } from '@open-wc/testing';
import { resetPageContext } from '../../shared/page-context.ts';
import { resetStoreContext } from '../../shared/store-context.ts';
import { captureWarnings } from '../../shared/test-support.ts';
import {
  DEFAULT_PASSWORD_REQUIREMENTS,
  DEFAULT_VALIDATION_MESSAGES,
  inputTypeRules,
  passwordRequirements,
  passwordRules,
  priceRangeRules,
  priceRangeValid,
  validateForm,
  validateValue,
  validationMessages,
  type FieldRules,
} from './validator.ts';

const messages = { ...DEFAULT_VALIDATION_MESSAGES };
const check = (value: string, field: FieldRules, values = {}) => validateValue(value, field, { values, messages });

/** Puts a page context on the page for one test. */
async function withContext(context: object, run: () => void | Promise<void>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.storeContext = '';
  script.dataset.pageType = 'account';
  script.textContent = JSON.stringify(context);
  document.head.append(script);
  resetPageContext();
  resetStoreContext();
  try {
    await run();
  } finally {
    script.remove();
    resetPageContext();
    resetStoreContext();
  }
}

describe('generic validator (spec §5)', () => {
  it('presence: whitespace is not a value', () => {
    expect(check('  ', { rules: [{ type: 'presence' }] })).to.equal('This field is required.');
    expect(check('Fern', { rules: [{ type: 'presence' }] })).to.equal(null);
  });

  it('lengths: too short and too long, with the bound in the message', () => {
    const field: FieldRules = { rules: [{ type: 'length', min: 3, max: 5 }] };
    expect(check('ab', field)).to.equal('Enter at least 3 characters.');
    expect(check('abcdef', field)).to.equal('Enter no more than 5 characters.');
    expect(check('abcd', field)).to.equal(null);
  });

  it('number bounds, integer and float', () => {
    const bounded: FieldRules = { rules: [{ type: 'number', min: 1, max: 10 }] };
    expect(check('abc', bounded)).to.equal('Enter a number.');
    expect(check('0', bounded)).to.equal('Enter a number of at least 1.');
    expect(check('10.5', bounded)).to.equal('Enter a number no greater than 10.');
    expect(check('7', bounded)).to.equal(null);
    expect(check('2.5', { rules: [{ type: 'integer' }] })).to.equal('Enter a whole number.');
    expect(check('-3', { rules: [{ type: 'integer' }] })).to.equal(null);
    expect(check('1e3', { rules: [{ type: 'float' }] })).to.equal('Enter a number.');
    expect(check('.5', { rules: [{ type: 'float' }] })).to.equal(null);
  });

  it('same-as compares with another field', () => {
    const field: FieldRules = { rules: [{ type: 'sameAs', field: 'email' }] };
    expect(check('a@b.co', field, { email: 'x@b.co' })).to.equal('The values do not match.');
    expect(check('a@b.co', field, { email: 'a@b.co' })).to.equal(null);
  });

  it('one-of, regexp and email', () => {
    expect(check('XL', { rules: [{ type: 'oneOf', values: ['S', 'M', 'L'] }] })).to.equal('Choose one of: S, M, L.');
    expect(check('M', { rules: [{ type: 'oneOf', values: ['S', 'M', 'L'] }] })).to.equal(null);
    expect(check('12a', { rules: [{ type: 'regexp', pattern: /^\d+$/ }] })).to.equal('Check the format of this field.');
    expect(check('shopper@', { rules: [{ type: 'email' }] })).to.equal('Please use a valid email address, such as user@example.com.');
    expect(check(' shopper@example.com ', { rules: [{ type: 'email' }] })).to.equal(null);
  });

  it("has the popup library's messages for email-type and url-type inputs (spec §5)", () => {
    expect(messages.invalidEmail).to.equal('Invalid email address');
    expect(check('shopper@', { rules: inputTypeRules('email', messages) })).to.equal('Invalid email address');
    expect(check('shopper@example.com', { rules: inputTypeRules('email', messages) })).to.equal(null);
    expect(check('not a url', { rules: inputTypeRules('url', messages) })).to.equal('Invalid URL');
    expect(check('https://example.com/a', { rules: inputTypeRules('url', messages) })).to.equal(null);
    expect(inputTypeRules('text', messages)).to.deep.equal([]);
  });

  it('reports the first failing rule, and a rule’s own message wins', () => {
    const field: FieldRules = {
      rules: [
        { type: 'presence', message: 'You must enter a password.' },
        { type: 'length', min: 8 },
      ],
    };
    expect(check('', field)).to.equal('You must enter a password.');
    expect(check('short', field)).to.equal('Enter at least 8 characters.');
  });

  it('format rules pass on an empty value; an optional empty field passes presence too', () => {
    expect(check('', { rules: [{ type: 'email' }, { type: 'number', min: 1 }] })).to.equal(null);
    expect(check('', { optional: true, rules: [{ type: 'presence' }, { type: 'email' }] })).to.equal(null);
    expect(check('nope', { optional: true, rules: [{ type: 'presence' }, { type: 'email' }] })).to.contain('valid email');
  });

  it('validates a whole form', () => {
    const errors = validateForm(
      { revtitle: { rules: [{ type: 'presence' }] }, email: { rules: [{ type: 'presence' }, { type: 'email' }] } },
      { revtitle: 'Great', email: 'bad' },
      messages,
    );
    expect(errors).to.deep.equal({ revtitle: null, email: 'Please use a valid email address, such as user@example.com.' });
  });

  it('takes messages from the page context’s validationMessages, keeping defaults for the rest', async () => {
    await withContext({ validationMessages: { presence: 'Bitte ausfüllen.', unknownKey: 'x' } }, () => {
      const fromPage = validationMessages();
      expect(fromPage.presence).to.equal('Bitte ausfüllen.');
      expect(fromPage.email).to.equal(DEFAULT_VALIDATION_MESSAGES.email);
      expect(validateValue('', { rules: [{ type: 'presence' }] })).to.equal('Bitte ausfüllen.');
    });
  });

  it('warns once and uses the defaults when validationMessages is malformed', async () => {
    const warnings = await captureWarnings(() =>
      withContext({ validationMessages: ['not', 'an', 'object'] }, () => {
        expect(validationMessages()).to.deep.equal(DEFAULT_VALIDATION_MESSAGES);
      }),
    );
    expect(warnings.filter((warning) => warning.includes('validationMessages'))).to.have.length(1);
  });

  it('takes messages from a Stencil theme’s language file, as {{langJson}} injects them', async () => {
    // What `{{inject 'validationDictionaryJSON' (langJson 'validation_messages')}}` hands over.
    const dictionary = JSON.stringify({
      locale: 'fr',
      locales: { 'validation_messages.presence': 'fr' },
      translations: { 'validation_messages.presence': 'Ce champ est obligatoire.', 'validation_messages.notAKey': 'x', 'other.key': 'y' },
    });
    await withContext({ validationDictionaryJSON: dictionary }, () => {
      expect(validateValue('', { rules: [{ type: 'presence' }] })).to.equal('Ce champ est obligatoire.');
      expect(validationMessages().email).to.equal(DEFAULT_VALIDATION_MESSAGES.email);
    });
  });

  it('warns once and uses the defaults when validationDictionaryJSON is not a dictionary', async () => {
    const warnings = await captureWarnings(() =>
      withContext({ validationDictionaryJSON: '{not json' }, () => {
        expect(validationMessages()).to.deep.equal(DEFAULT_VALIDATION_MESSAGES);
      }),
    );
    expect(warnings.filter((warning) => warning.includes('validationDictionaryJSON'))).to.have.length(1);
  });
});

describe('price range (spec §5)', () => {
  it('the helper passes only when max > min, or when either is not a number', () => {
    expect(priceRangeValid('10', '20')).to.equal(true);
    expect(priceRangeValid('20', '10')).to.equal(false);
    expect(priceRangeValid('10', '10')).to.equal(false);
    expect(priceRangeValid('', '10')).to.equal(true);
    expect(priceRangeValid('ten', '5')).to.equal(true);
  });

  it('requires both, each at least 0, and max above min', () => {
    const fields = priceRangeRules({ min: 'price_min', max: 'price_max' }, messages);
    expect(validateForm(fields, { price_min: '', price_max: '' }, messages)).to.deep.equal({
      price_min: 'This field is required.',
      price_max: 'This field is required.',
    });
    expect(validateForm(fields, { price_min: '-1', price_max: '5' }, messages).price_min).to.equal('Enter a number of at least 0.');
    expect(validateForm(fields, { price_min: '50', price_max: '20' }, messages).price_max).to.equal(messages.priceRange);
    expect(validateForm(fields, { price_min: '5', price_max: '20' }, messages)).to.deep.equal({ price_min: null, price_max: null });
  });
});

describe('password rules (spec §5)', () => {
  const fields = { password: 'password', confirmation: 'confirmPassword' };
  const requirements = { ...DEFAULT_PASSWORD_REQUIREMENTS, minLength: 8 };

  it('needs a value with letters and digits and the minimum length, and an equal confirmation', () => {
    const rules = passwordRules(fields, { requirements, messages });
    const unmet = 'Passwords must be at least 8 characters and contain a letter and a number.';
    expect(validateForm(rules, { password: '', confirmPassword: '' }, messages)).to.deep.equal({
      password: 'You must enter a password.',
      confirmPassword: 'This field is required.',
    });
    expect(validateForm(rules, { password: '12345678', confirmPassword: '12345678' }, messages).password).to.equal(unmet);
    expect(validateForm(rules, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, messages).password).to.equal(unmet);
    expect(validateForm(rules, { password: 'abc123', confirmPassword: 'abc123' }, messages).password).to.equal(unmet);
    expect(validateForm(rules, { password: 'abcd1234', confirmPassword: 'abcd1235' }, messages)).to.deep.equal({
      password: null,
      confirmPassword: 'Your passwords do not match.',
    });
    expect(validateForm(rules, { password: 'abcd1234', confirmPassword: 'abcd1234' }, messages)).to.deep.equal({
      password: null,
      confirmPassword: null,
    });
  });

  it('is relaxed when optional and both are empty, but still checks a typed password', () => {
    const rules = passwordRules(fields, { optional: true, requirements, messages });
    expect(validateForm(rules, { password: '', confirmPassword: '' }, messages)).to.deep.equal({ password: null, confirmPassword: null });
    expect(validateForm(rules, { password: 'abcd1234', confirmPassword: '' }, messages).confirmPassword).to.equal(
      'This field is required.',
    );
  });

  it('reads the minimum length and patterns from the page context', async () => {
    await withContext(
      {
        passwordRequirements: { alpha: '[A-Z]', numeric: '[0-9]', minlength: 10, error: 'Use 10+ characters with a capital and a digit.' },
      },
      () => {
        const fromPage = passwordRequirements();
        expect(fromPage.minLength).to.equal(10);
        const rules = passwordRules(fields, { messages });
        expect(validateForm(rules, { password: 'abcdefgh12', confirmPassword: 'abcdefgh12' }, messages).password).to.equal(
          'Use 10+ characters with a capital and a digit.',
        );
        expect(validateForm(rules, { password: 'Abcdefgh12', confirmPassword: 'Abcdefgh12' }, messages).password).to.equal(null);
      },
    );
  });

  it('falls back to the default rules with one warning when passwordRequirements is malformed', async () => {
    const warnings = await captureWarnings(() =>
      withContext({ passwordRequirements: { alpha: '[unclosed', minlength: 'seven' } }, () => {
        expect(passwordRequirements()).to.deep.equal(DEFAULT_PASSWORD_REQUIREMENTS);
        passwordRequirements();
      }),
    );
    expect(warnings.filter((warning) => warning.includes('passwordRequirements'))).to.have.length(1);
    // Other shapes fall back the same way (the warning was given once already).
    for (const malformed of [{ minlength: 0 }, 'strict', [7]]) {
      await withContext({ passwordRequirements: malformed }, () => {
        expect(passwordRequirements()).to.deep.equal(DEFAULT_PASSWORD_REQUIREMENTS);
      });
    }
  });
});
