import * as z from 'zod/mini';
import { storeContext } from '../../shared/store-context.ts';

// spec §5 generic validator: presence, lengths, number bounds, integer, float,
// same-as, one-of, regexp, email. Each rule is a zod/mini check over the field's
// text; rules other than presence pass on an empty value, so an optional field
// is only checked once something is typed.

export type FormValues = Readonly<Record<string, string>>;

export type Rule =
  | { type: 'presence'; message?: string }
  | { type: 'length'; min?: number; max?: number; message?: string }
  | { type: 'number'; min?: number; max?: number; message?: string }
  | { type: 'integer'; message?: string }
  | { type: 'float'; message?: string }
  | { type: 'sameAs'; field: string; message?: string }
  | { type: 'oneOf'; values: readonly string[]; message?: string }
  | { type: 'regexp'; pattern: RegExp; message?: string }
  | { type: 'email'; message?: string }
  | { type: 'url'; message?: string }
  | { type: 'custom'; test: (value: string, values: FormValues) => boolean; message: string };

export interface FieldRules {
  rules: readonly Rule[];
  /**
   * An optional field passes when empty (spec §5: "rules are relaxed when the
   * field is optional and empty"). A function decides from the other values.
   */
  optional?: boolean | ((values: FormValues) => boolean);
}

/** Message keys; a page overrides any of them with `validationMessages` in its context. */
export const DEFAULT_VALIDATION_MESSAGES = {
  presence: 'This field is required.',
  tooShort: 'Enter at least {min} characters.',
  tooLong: 'Enter no more than {max} characters.',
  notNumber: 'Enter a number.',
  numberTooSmall: 'Enter a number of at least {min}.',
  numberTooLarge: 'Enter a number no greater than {max}.',
  integer: 'Enter a whole number.',
  float: 'Enter a number.',
  sameAs: 'The values do not match.',
  oneOf: 'Choose one of: {values}.',
  regexp: 'Check the format of this field.',
  // spec §5: email "must look like {email}".
  email: 'Please use a valid email address, such as {email}.',
  // spec §5: the popup library's messages for email-type and url-type inputs.
  invalidEmail: 'Invalid email address',
  url: 'Invalid URL',
  priceRange: 'The maximum price must be greater than the minimum price.',
  passwordPresence: 'You must enter a password.',
  passwordRequirements: 'Passwords must be at least {min} characters and contain a letter and a number.',
  passwordConfirmation: 'Your passwords do not match.',
  // spec §5 review: rating, subject and comment required; the email with the review email message.
  reviewRating: "The 'Rating' field cannot be blank.",
  reviewSubject: "The 'Review Subject' field cannot be blank.",
  // The platform's review form asks for the reviewer's name (Cornerstone's writeReview.html, revfromname).
  reviewName: "The 'Name' field cannot be blank.",
  reviewComment: "The 'Comments' field cannot be blank.",
  reviewEmail: 'Please use a valid email address, such as {email}.',
  // spec §5 "Wishlist name: non-empty (message from context)"; "State/country: presence required".
  wishlistName: 'Please enter a name for your wish list.',
  countryRequired: 'Please choose a country.',
  stateRequired: 'Please choose a state or province.',
} as const;

export type ValidationMessageKey = keyof typeof DEFAULT_VALIDATION_MESSAGES;
export type ValidationMessages = Record<ValidationMessageKey, string>;

/** The example address put in `{email}`. */
const EXAMPLE_EMAIL = 'user@example.com';

/** Default messages, overridden by the page context's messages (spec §5 "other validation messages come from page context", §8). */
export function validationMessages(): ValidationMessages {
  const fromContext = storeContext().validationMessages;
  if (fromContext === null) return { ...DEFAULT_VALIDATION_MESSAGES };
  const known = Object.entries(fromContext).filter(([key]) => key in DEFAULT_VALIDATION_MESSAGES);
  return { ...DEFAULT_VALIDATION_MESSAGES, ...Object.fromEntries(known) };
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const decimalPattern = /^-?(\d+(\.\d*)?|\.\d+)$/;
const integerPattern = /^-?\d+$/;
const text = z.string();
const present = text.check(z.refine((value: string) => value.trim() !== ''));
const decimal = text.check(z.regex(decimalPattern));
const integer = text.check(z.regex(integerPattern));
const email = z.email();
const url = z.url({ protocol: /^https?$/ });

const passes = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

/** The first failing rule's message for `value`, or null when it passes. */
export function validateValue(
  value: string,
  field: FieldRules,
  options: { values?: FormValues; messages?: ValidationMessages } = {},
): string | null {
  const values = options.values ?? {};
  const messages = options.messages ?? validationMessages();
  const empty = value.trim() === '';
  const optional = typeof field.optional === 'function' ? field.optional(values) : field.optional === true;
  if (empty && optional) return null;

  for (const rule of field.rules) {
    const failure = checkRule(rule, value.trim(), empty, values, messages);
    if (failure !== null) return failure;
  }
  return null;
}

function checkRule(rule: Rule, value: string, empty: boolean, values: FormValues, messages: ValidationMessages): string | null {
  const say = (key: ValidationMessageKey, fill: Record<string, string | number> = {}) =>
    formatMessage(rule.message ?? messages[key], { email: EXAMPLE_EMAIL, ...fill });

  if (rule.type === 'presence') return passes(present, value) ? null : say('presence');
  if (rule.type === 'custom') return rule.test(value, values) ? null : rule.message;
  if (rule.type === 'sameAs') return value === (values[rule.field] ?? '').trim() ? null : say('sameAs');
  if (empty) return null;

  switch (rule.type) {
    case 'length': {
      if (rule.min !== undefined && !passes(text.check(z.minLength(rule.min)), value)) return say('tooShort', { min: rule.min });
      if (rule.max !== undefined && !passes(text.check(z.maxLength(rule.max)), value)) return say('tooLong', { max: rule.max });
      return null;
    }
    case 'number': {
      if (!passes(decimal, value)) return say('notNumber');
      const number = Number(value);
      if (rule.min !== undefined && !passes(z.number().check(z.gte(rule.min)), number)) return say('numberTooSmall', { min: rule.min });
      if (rule.max !== undefined && !passes(z.number().check(z.lte(rule.max)), number)) return say('numberTooLarge', { max: rule.max });
      return null;
    }
    case 'integer':
      return passes(integer, value) ? null : say('integer');
    case 'float':
      return passes(decimal, value) ? null : say('float');
    case 'oneOf':
      return passes(z.enum(rule.values as [string, ...string[]]), value) ? null : say('oneOf', { values: rule.values.join(', ') });
    case 'regexp':
      return passes(text.check(z.regex(rule.pattern)), value) ? null : say('regexp');
    case 'email':
      return passes(email, value) ? null : say('email');
    case 'url':
      return passes(url, value) ? null : say('url');
  }
}

/**
 * spec §5: the popup library's own check of an email-type or url-type input
 * ('Invalid email address', 'Invalid URL'); no rule for other types. The store's
 * forms use the spec's email rule ("must look like {email}") instead.
 */
export function inputTypeRules(type: string, messages: ValidationMessages = validationMessages()): Rule[] {
  if (type === 'email') return [{ type: 'email', message: messages.invalidEmail }];
  if (type === 'url') return [{ type: 'url', message: messages.url }];
  return [];
}

/** Every field's first error (or null) for a whole form, e.g. on submit. */
export function validateForm<Fields extends string>(
  fields: Record<Fields, FieldRules>,
  values: FormValues,
  messages: ValidationMessages = validationMessages(),
): Record<Fields, string | null> {
  const errors = {} as Record<Fields, string | null>;
  for (const name of Object.keys(fields) as Fields[]) {
    errors[name] = validateValue(values[name] ?? '', fields[name], { values, messages });
  }
  return errors;
}

/** Reads a string-keyed snapshot of a form's fields (the last value wins for repeated names). */
export function formValues(form: HTMLFormElement): FormValues {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

// ---- spec §5 price range ----

/** A strict number, or NaN: '' and '1e3' are not prices a shopper typed. */
function priceNumber(raw: string): number {
  return decimalPattern.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/**
 * spec §5: passes only when the second number is greater than the first, or when
 * either is not a number (presence and number rules report those).
 */
export function priceRangeValid(min: string, max: string): boolean {
  const low = priceNumber(min);
  const high = priceNumber(max);
  if (Number.isNaN(low) || Number.isNaN(high)) return true;
  return high > low;
}

/** spec §5 price range: both required, each at least 0, and max above min. */
export function priceRangeRules(
  fields: { min: string; max: string },
  messages: ValidationMessages = validationMessages(),
): Record<string, FieldRules> {
  const bounds: Rule[] = [{ type: 'presence' }, { type: 'number', min: 0 }];
  return {
    [fields.min]: { rules: bounds },
    [fields.max]: {
      rules: [
        ...bounds,
        { type: 'custom', message: messages.priceRange, test: (max, values) => priceRangeValid(values[fields.min] ?? '', max) },
      ],
    },
  };
}

// ---- spec §5 review ----

/** spec §3, §5 review form: revrating, revtitle, revtext required; email valid, with the review email message. */
export function reviewRules(
  messages: ValidationMessages = validationMessages(),
): Record<'revrating' | 'revfromname' | 'revtitle' | 'revtext' | 'email', FieldRules> {
  return {
    revrating: { rules: [{ type: 'presence', message: messages.reviewRating }] },
    revfromname: { rules: [{ type: 'presence', message: messages.reviewName }] },
    revtitle: { rules: [{ type: 'presence', message: messages.reviewSubject }] },
    revtext: { rules: [{ type: 'presence', message: messages.reviewComment }] },
    email: {
      rules: [
        { type: 'presence', message: messages.reviewEmail },
        { type: 'email', message: messages.reviewEmail },
      ],
    },
  };
}

// ---- spec §5 password ----

export interface PasswordRequirements {
  alpha: RegExp;
  numeric: RegExp;
  minLength: number;
  /** The platform's own wording, if the page gives one. */
  error?: string;
}

export const DEFAULT_PASSWORD_REQUIREMENTS: PasswordRequirements = { alpha: /[A-Za-z]/, numeric: /\d/, minLength: 7 };

/** spec §5 "a minimum length from settings": the page context's `passwordRequirements` (parsed in shared/store-context.ts). */
export function passwordRequirements(): PasswordRequirements {
  const fromContext = storeContext().passwordRequirements;
  if (fromContext === null) return DEFAULT_PASSWORD_REQUIREMENTS;
  const { alpha, numeric, minlength, error } = fromContext;
  return {
    alpha: alpha ? new RegExp(alpha) : DEFAULT_PASSWORD_REQUIREMENTS.alpha,
    numeric: numeric ? new RegExp(numeric) : DEFAULT_PASSWORD_REQUIREMENTS.numeric,
    minLength: minlength ?? DEFAULT_PASSWORD_REQUIREMENTS.minLength,
    ...(error ? { error } : {}),
  };
}

/**
 * spec §5 password: non-empty, alpha and numeric patterns, minimum length; the
 * confirmation non-empty and equal. With `optional` (edit account: leave blank
 * to keep the current password) both pass while both are empty.
 */
export function passwordRules(
  fields: { password: string; confirmation: string },
  options: { optional?: boolean; requirements?: PasswordRequirements; messages?: ValidationMessages } = {},
): Record<string, FieldRules> {
  const requirements = options.requirements ?? passwordRequirements();
  const messages = options.messages ?? validationMessages();
  const unmet = requirements.error ?? formatMessage(messages.passwordRequirements, { min: requirements.minLength });
  const bothEmpty = (values: FormValues) => (values[fields.password] ?? '') === '' && (values[fields.confirmation] ?? '') === '';
  return {
    [fields.password]: {
      optional: options.optional ? bothEmpty : false,
      rules: [
        { type: 'presence', message: messages.passwordPresence },
        { type: 'regexp', pattern: requirements.alpha, message: unmet },
        { type: 'regexp', pattern: requirements.numeric, message: unmet },
        { type: 'length', min: requirements.minLength, message: unmet },
      ],
    },
    [fields.confirmation]: {
      optional: options.optional ? bothEmpty : false,
      rules: [
        { type: 'presence', message: messages.presence },
        { type: 'sameAs', field: fields.password, message: messages.passwordConfirmation },
      ],
    },
  };
}
