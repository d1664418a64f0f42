import { CartCount, cartCountAttributes } from '../react/cart-count/CartCount.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The number of items in the cart, for the header's cart link. It shows the
 * quantity kept by the cart store (localStorage), asks the platform for the
 * current figure once per page, and follows `cart-qty-updated` from any element
 * and changes made in other tabs.
 *
 * ```html
 * <a href="/cart.php">Cart <store-cart-count></store-cart-count></a>
 * ```
 *
 * Styling (light DOM; no `::part()`): the badge is `span.countPill`, `hidden`
 * at 0 items when `hide-when-empty` applies, with the figure in
 * `data-quantity`. The element's `data-state` is `empty` or `filled`. It sets
 * no CSS custom properties.
 *
 * @tag store-cart-count
 * @fires cart-qty-updated - When the refresh from the platform or another tab changes the quantity (`{ quantity, source }`).
 */
export class StoreCartCountElement extends storeElement(CartCount, cartCountAttributes) {}

defineOnce('store-cart-count', StoreCartCountElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-cart-count': StoreCartCountElement;
  }
}
