import { AddressForm, addressFormAttributes } from '../react/address-form/AddressForm.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * An address form whose state field follows the country (spec §5 "State/country:
 * presence required", §7 "GET /country-states/{id or name}"). Wrap the template's form,
 * which posts without JavaScript with a country select and a state text field (the
 * server checks the state against the country). On upgrade and whenever the country
 * changes, the element asks the platform for the country's states
 * (`GET /remote/v1/country-states/{id}`, as stencil-utils' `countries.getById`) and the
 * state field becomes a list of them, or a text field for a country without states.
 * The last choice wins when answers arrive out of order; when the states cannot be
 * loaded the field stays a text field the shopper can type in, with no error shown.
 * The country, and the state where there is a list, are required: while choosing the
 * message waits for the 700 ms feedback delay, on submit it shows at once and focus goes
 * to the field. Messages are `p.form-inlineMessage` after each field; fields in error get
 * `aria-invalid`. The element's `data-state` is `loading` while the states load, else `ready`.
 *
 * @tag store-address-form
 */
export class StoreAddressFormElement extends storeElement(AddressForm, addressFormAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-address-form', StoreAddressFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-address-form': StoreAddressFormElement;
  }
}
