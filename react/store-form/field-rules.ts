import { inputTypeRules, passwordRules, type FieldRules, type FormValues, type Rule, type ValidationMessages } from '../forms/validator.ts';

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Field types that carry no text to check. */
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'checkbox', 'radio']);

/** The form's fields that can be checked, in form order. */
export function checkableFields(form: HTMLFormElement): FormField[] {
  return [...form.elements].filter(
    (element): element is FormField =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
      element.name !== '' &&
      !element.disabled &&
      !SKIPPED_TYPES.has(element.type),
  );
}

const numberAttribute = (field: FormField, name: string): number | undefined => {
  const raw = field.getAttribute(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * A field's spec §5 rules, read from the plain attributes a template author
 * already writes, so no one needs to know React:
 *
 * - `required` → presence (a password field says the password message);
 * - `type="email"` → the email rule ("must look like {email}"); `type="url"` → the URL check;
 * - `minlength` / `maxlength` → lengths; `type="number"` with `min` / `max` → number bounds;
 * - `pattern` → regexp (the field's `title` is its message, as browsers use it);
 * - `data-password-rules` on a password field → the store's password settings
 *   (letters, digits, minimum length from the page context), relaxed while it and its
 *   confirmation are empty when the field is not `required` (edit account);
 * - `data-same-as="other_name"` → equal to that field, named by its name or by the platform's
 *   field type (`data-field-type`, as the platform's FormField[n][m] inputs carry: `Password`)
 *   (a password confirmation says the
 *   passwords message, and follows the password field's rules for being optional);
 * - `data-required-message` → the message when the field is left empty, naming it the way
 *   the server does ("Please enter your first name."), where the generic one would not;
 * - `data-message` → the field's own message for whichever rule fails.
 *
 * A field without `required` is optional: every rule passes while it is empty.
 */
/**
 * The name of the field `field` must equal (`data-same-as`): a field of that name, else the
 * field whose `data-field-type` it is (the platform names its form fields FormField[n][m], so a
 * template knows the password field by its type, not its name). Null when it names none.
 */
export function sameAsName(field: FormField, form: HTMLFormElement): string | null {
  const named = field.getAttribute('data-same-as');
  if (!named) return null;
  if (form.elements.namedItem(named)) return named;
  const typed = checkableFields(form).find((other) => other.getAttribute('data-field-type') === named);
  return typed ? typed.name : named;
}

export function fieldRules(field: FormField, form: HTMLFormElement, messages: ValidationMessages): FieldRules {
  const own = field.getAttribute('data-message') || undefined;
  const whenEmpty = field.getAttribute('data-required-message') || undefined;
  const withOwn = (rules: Rule[]): Rule[] => {
    const named = whenEmpty ? rules.map((rule) => (rule.type === 'presence' ? { ...rule, message: whenEmpty } : rule)) : rules;
    return own ? named.map((rule) => ({ ...rule, message: own }) as Rule) : named;
  };
  const required = field.hasAttribute('required');

  if (field instanceof HTMLInputElement && field.type === 'password' && field.hasAttribute('data-password-rules')) {
    const confirmation = checkableFields(form).find((other) => sameAsName(other, form) === field.name);
    const rules = passwordRules(
      { password: field.name, confirmation: confirmation?.name ?? `${field.name}\u0000confirmation` },
      { optional: !required, messages },
    );
    const password = rules[field.name]!;
    return { ...password, rules: withOwn([...password.rules]) };
  }

  const sameAs = sameAsName(field, form);
  if (sameAs) {
    const target = form.elements.namedItem(sameAs);
    const isPassword = target instanceof HTMLInputElement && target.type === 'password';
    if (isPassword && target.hasAttribute('data-password-rules')) {
      const confirmation = passwordRules(
        { password: sameAs, confirmation: field.name },
        { optional: !target.hasAttribute('required'), messages },
      )[field.name]!;
      return { ...confirmation, rules: withOwn([...confirmation.rules]) };
    }
    const rules: Rule[] = [];
    if (required) rules.push({ type: 'presence' });
    rules.push({ type: 'sameAs', field: sameAs, message: isPassword ? messages.passwordConfirmation : messages.sameAs });
    // Optional while both are empty: a blank confirmation of a blank field is no mistake.
    const optional = required ? false : (values: FormValues) => (values[field.name] ?? '') === '' && (values[sameAs] ?? '') === '';
    return { optional, rules: withOwn(rules) };
  }

  const rules: Rule[] = [];
  if (required)
    rules.push({
      type: 'presence',
      ...(field instanceof HTMLInputElement && field.type === 'password' ? { message: messages.passwordPresence } : {}),
    });
  if (field instanceof HTMLInputElement) {
    if (field.type === 'email') rules.push({ type: 'email' });
    else rules.push(...inputTypeRules(field.type, messages));
    if (field.type === 'number') {
      const min = numberAttribute(field, 'min');
      const max = numberAttribute(field, 'max');
      rules.push({ type: 'number', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
    }
    const pattern = field.getAttribute('pattern');
    if (pattern) {
      try {
        // As the browser reads it: the whole value must match.
        rules.push({ type: 'regexp', pattern: new RegExp(`^(?:${pattern})$`, 'v'), ...(field.title ? { message: field.title } : {}) });
      } catch {
        // A pattern the browser cannot read is ignored by the browser too.
      }
    }
  }
  if (!(field instanceof HTMLSelectElement)) {
    const min = numberAttribute(field, 'minlength');
    const max = numberAttribute(field, 'maxlength');
    if (min !== undefined || (max !== undefined && max >= 0))
      rules.push({ type: 'length', ...(min !== undefined ? { min } : {}), ...(max !== undefined && max >= 0 ? { max } : {}) });
  }
  return { optional: !required, rules: withOwn(rules) };
}
