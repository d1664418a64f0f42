import { Cart } from '../react/cart/Cart.tsx';
import { cartAttributes } from '../react/cart/cart-attributes.ts';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The cart page (spec §4 cart page load, §6, §7 cart and cart extras, §8). Wrap
 * the page's cart: a `[data-cart-content]` region rendered by `cart/content` (the
 * update form `form[data-cart-form="update"]` posting `qty[id]`, each field with
 * `data-cart-item-id`, stepper buttons `[data-cart-step="1"|"-1"]` with `aria-controls`,
 * remove forms `form[data-cart-form="remove"]` and their buttons `[data-cart-remove]`,
 * gift wrapping buttons `[data-cart-gift-wrap="{id}"]`), a `[data-cart-totals]` region
 * rendered by `cart/totals`, code forms (`form[data-cart-code="coupon"|"gift-certificate"]`),
 * the shipping estimator (`form[data-cart-estimator]`, its toggle `[data-cart-estimator-toggle]`,
 * `[data-cart-quotes]`) and
 * message slots (`[data-cart-message="lines"|"coupon"|"gift-certificate"|"shipping"]`).
 * All of it works without JavaScript as far as the platform's forms do.
 *
 * With it, a quantity change (`POST /cart/update`, 0 removes) or a removal
 * (`DELETE /api/storefront/carts/{cartId}/items/{itemId}`) is sent at once, one
 * change at a time (a double click sends one request), then lines, totals and the
 * header badge are refreshed from the server; a failure puts the line back and
 * says why. Codes (`POST /apply-code`, `/gift-certificates`), shipping quotes
 * (`GET`/`POST /shipping-quote`, states from `/country-states/{id}`) and gift
 * wrapping (`GET`/`POST /gift-wrapping/{id}`, in a modal) show the server's
 * messages as text. On load for a signed-in customer, digital items they already
 * own and may not buy twice are removed one by one, then a notice lists them
 * with a link to /downloads; for guests the owned-SKUs cache is cleared.
 *
 * `data-state` is `busy` while a change is under way, else `idle`; a line being
 * changed has `data-state="updating"` and `aria-busy`. `{name}` in a message is
 * replaced by the item's name.
 *
 * @tag store-cart
 * @attr {string} updated-message - Said after a quantity change.
 * @attr {string} removed-message - Said after a removal ({name}).
 * @attr {string} update-failure-message - Said when a quantity change fails without a reason from the server.
 * @attr {string} remove-failure-message - Said when a removal fails ({name}).
 * @attr {string} refresh-failure-message - Said when the cart changed but could not be shown again.
 * @attr {string} coupon-applied-message - Said when a coupon applies.
 * @attr {string} certificate-applied-message - Said when a gift certificate applies.
 * @attr {string} empty-code-message - Said when a code form is sent empty.
 * @attr {string} code-failure-message - Said when a code cannot be checked (no reason from the server).
 * @attr {string} shipping-failure-message - Said when shipping cannot be estimated or saved.
 * @attr {string} shipping-saved-message - Said when a shipping method is saved.
 * @attr {string} country-required-message - Said when an estimate is asked without a country.
 * @attr {string} gift-wrap-title - The gift wrapping dialog's title ({name}).
 * @attr {string} gift-wrap-saved-message - Said when gift wrapping is saved ({name}).
 * @attr {string} gift-wrap-failure-message - Shown when the gift wrapping options cannot be loaded.
 * @attr {string} gift-wrap-save-failure-message - Shown when gift wrapping cannot be saved (no reason from the server).
 * @attr {string} notice-title - The title of the notice listing owned items removed.
 * @attr {string} owned-items-message - The notice's message, followed by its link to the downloads page.
 * @attr {string} owned-items-link-label - The text of the notice's link to the downloads page. Default "here".
 * @attr {string} quantity-error-message - Said when a quantity is not a whole number. Default "Quantity must be a number!".
 * @attr {string} quantity-negative-message - Said when a quantity below 0 is typed (nothing is sent).
 * @attr {string} quantity-max-message - Said when a quantity above the input's `max` is typed ({max}; nothing is sent).
 * @attr {string} no-gift-wrap-message - Shown in the gift wrapping dialog when the item has no gift wrapping.
 * @attr {string} choose-country-label - The state list's first option while no country is chosen. Default "Choose a country first".
 * @attr {string} choose-state-label - The state list's first option once the country's states are loaded.
 * @attr {string} no-states-label - The state list's only option when the country has no states.
 * @attr {string} ok-label - The button that closes the notice. Default "OK".
 * @attr {string} close-label - The accessible name of the dialogs' close buttons. Default "Close".
 * @attr {string} loading-label - Announced while the gift wrapping dialog loads. Default "Loading…".
 * @fires cart-qty-updated - After the cart was refreshed from the server (`source` is `store-cart`).
 */
export class StoreCartElement extends storeElement(Cart, cartAttributes) {}

defineOnce('store-cart', StoreCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-cart': StoreCartElement;
  }
}
