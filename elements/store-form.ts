import { StoreForm, storeFormAttributes } from '../react/store-form/StoreForm.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A server form checked in the browser with the spec §5 rules and sent without
 * leaving the page. Wrap any `<form method="post" action="…">` that works without
 * JavaScript (sign in, create account, passwords, account details, contact,
 * newsletter, gift certificates); the rules come from the fields' own attributes,
 * so no script is written:
 *
 * - `required`; `type="email"` (spec §5 "must look like {email}"); `type="url"`;
 *   `minlength` / `maxlength`; `type="number"` with `min` / `max`; `pattern` (with `title` as its message);
 * - `data-password-rules` on a password field: the store's password settings from the page
 *   context (letters, digits, minimum length); optional while empty when not `required`;
 * - `data-same-as="password"`: equal to that field (a password confirmation);
 * - `data-message`: the field's own message, whatever rule fails.
 *
 * Checkboxes, radios and file fields are left to the server.
 *
 * Messages come from the page context's validation messages (the theme's
 * `validation_messages`). While the shopper types, a field's message appears after
 * the 700 ms feedback delay (spec §9), next to the field, with `aria-invalid` and
 * `aria-describedby`; on submit every invalid field shows at once and focus moves
 * to the first. A valid form is posted with fetch, and the element reads the page
 * the store answers with, as the platform answers every posted form: its error box
 * (`.alertBox--error`) is shown in the store's words; a lost connection, time-out,
 * server failure or unreadable answer says `failure-message`; in both cases the
 * form stays as typed. When accepted the page goes to `success-url`; else, if the
 * store's page has a success box, its words are shown (or `success-message` when
 * it has none) and the form is cleared (see `clear-on-success`); else, if the store
 * sent the shopper to another page (a sign-in to the account), the page goes there.
 * A `method="get"` form is only checked, then the browser follows it; so is a form
 * with `native-submit="true"`, which the browser then posts itself (the page the store
 * answers with is where the shopper goes, its one-time message included).
 *
 * The element's `data-state` is `ready`, `loading`, `success` or `error`; the
 * outcome is `.store-form-result` (with `.alertBox--success` / `.alertBox--error`);
 * each field's message is a `.form-inlineMessage` after it.
 *
 * @tag store-form
 */
export class StoreFormElement extends storeElement(StoreForm, storeFormAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-form', StoreFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-form': StoreFormElement;
  }
}
