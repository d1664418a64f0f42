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
 * @fires cart-qty-updated - After the cart was refreshed from the server (`source` is `store-cart`).
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreCartElement extends storeElement(Cart, cartAttributes) {}

defineOnce('store-cart', StoreCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-cart': StoreCartElement;
  }
}
