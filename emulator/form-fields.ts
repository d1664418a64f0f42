/**
 * The platform's form fields: `forms.address.shipping_fields` (helpers/forms/address.yml) and
 * `forms.create_account.account_fields` / `address_fields` (helpers/forms/create_account.yml). The
 * docs give no shape for a field; these are the names Cornerstone's
 * templates/components/common/forms/*.html read (id, name, label, required, value, private_id,
 * maxlength, options, chooseprefix), and `partial`, the template that
 * `{{dynamicComponent 'components/common/forms'}}` picks for it. Each input is named
 * `FormField[<form>][<field>]`; `private_id` says which built-in field it is (Cornerstone's
 * scripts find fields by it: `[data-field-type="State"]`, `"EmailAddress"`, `"Password"`…).
 *
 * The labels, which fields are required and their limits are the store's (data/store.ts
 * formFieldSetup). The numbers follow the platform's built-in fields: the account form is 1, the
 * address form 2.
 */
import { countries, formFieldSetup } from './data/store.ts';

/** A field as the platform gives it to a template. */
export interface FormField {
  id: string;
  name: string;
  label: string;
  partial: 'text' | 'password' | 'select';
  private_id: string;
  required: boolean;
  value: string;
  maxlength?: number;
  /** A select's options; its first, empty one is `chooseprefix`. */
  options?: Array<{ value: string; label: string; selected: boolean }>;
  chooseprefix?: string;
}

/** The emulator's own name for each built-in field, as its routes read the values. */
export type FieldKey = keyof typeof formFieldSetup;

interface FieldSpec {
  form: 1 | 2;
  number: number;
  privateId: string;
  partial: FormField['partial'];
}

/** Where each built-in field sits in the platform's forms, which one it is, and the template that draws it. */
const FIELDS: Record<FieldKey, FieldSpec> = {
  email: { form: 1, number: 1, privateId: 'EmailAddress', partial: 'text' },
  password: { form: 1, number: 2, privateId: 'Password', partial: 'password' },
  confirm_password: { form: 1, number: 3, privateId: 'ConfirmPassword', partial: 'password' },
  // The edit account form's (Cornerstone's account.js finds it as [data-field-type="CurrentPassword"]).
  current_password: { form: 1, number: 24, privateId: 'CurrentPassword', partial: 'password' },
  first_name: { form: 2, number: 4, privateId: 'FirstName', partial: 'text' },
  last_name: { form: 2, number: 5, privateId: 'LastName', partial: 'text' },
  phone: { form: 2, number: 7, privateId: 'Phone', partial: 'text' },
  address1: { form: 2, number: 8, privateId: 'AddressLine1', partial: 'text' },
  city: { form: 2, number: 10, privateId: 'City', partial: 'text' },
  country: { form: 2, number: 11, privateId: 'Country', partial: 'select' },
  state: { form: 2, number: 12, privateId: 'State', partial: 'text' },
  zip: { form: 2, number: 13, privateId: 'Zip', partial: 'text' },
};

/** The demo store's address form, in its order (the shipping address form; the create account form asks for names only). */
export const ADDRESS_FIELDS: FieldKey[] = ['first_name', 'last_name', 'address1', 'city', 'country', 'state', 'zip', 'phone'];
export const ACCOUNT_FIELDS: FieldKey[] = ['email', 'password', 'confirm_password'];
export const ACCOUNT_ADDRESS_FIELDS: FieldKey[] = ['first_name', 'last_name'];
/**
 * `forms.edit_account.fields`: what the edit account form asks beyond its fixed `account_firstname`,
 * `account_lastname`, `account_companyname` and `account_phone` (Cornerstone's edit-account.html).
 */
export const EDIT_ACCOUNT_FIELDS: FieldKey[] = ['email', 'password', 'confirm_password', 'current_password'];

const nameOf = (spec: FieldSpec) => `FormField[${spec.form}][${spec.number}]`;

/**
 * The fields `keys`, holding `values` (what is saved, or what was typed). A password is never
 * given back. The country is a select of the store's countries, by name as the platform's is.
 */
export function formFields(
  keys: readonly FieldKey[],
  values: Partial<Record<FieldKey, string>> = {},
  /** Fields this form leaves optional though the store requires them elsewhere (a new password on the edit form). */
  optional: readonly FieldKey[] = [],
): FormField[] {
  return keys.map((key) => {
    const spec = FIELDS[key];
    const setup: { label: string; required: boolean; maxlength?: number; chooseprefix?: string } = formFieldSetup[key];
    const value = spec.partial === 'password' ? '' : (values[key] ?? '');
    return {
      id: `FormField_${spec.number}`,
      name: nameOf(spec),
      label: setup.label,
      partial: spec.partial,
      private_id: spec.privateId,
      required: setup.required && !optional.includes(key),
      value,
      ...(setup.maxlength ? { maxlength: setup.maxlength } : {}),
      ...(key === 'country'
        ? {
            chooseprefix: setup.chooseprefix ?? '',
            options: countries.map((country) => ({ value: country.name, label: country.name, selected: country.name === value })),
          }
        : {}),
    };
  });
}

/** What was posted to the fields `keys`, by the emulator's names; a field not posted is absent. */
export function postedFields(posted: Map<string, string>, keys: readonly FieldKey[]): Partial<Record<FieldKey, string>> {
  const values: Partial<Record<FieldKey, string>> = {};
  for (const key of keys) {
    const value = posted.get(nameOf(FIELDS[key]));
    if (value !== undefined) values[key] = value;
  }
  return values;
}
