import { CartPreview, cartPreviewAttributes } from '../react/cart-preview/CartPreview.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The header cart preview (spec §2, §4, §7). Wrap the header's cart link: from
 * the small breakpoint (550 px) up, a click opens a dropdown with the cart
 * (`GET /cart.php` rendered with `cart/preview`, four suggestions); below it,
 * and without JavaScript, the link goes to the cart page. The cart is loaded
 * each time the preview opens, and again on `cart-item-added` while open.
 *
 * ```html
 * <store-cart-preview>
 *   <a href="/cart.php">Cart <store-cart-count></store-cart-count></a>
 * </store-cart-preview>
 * ```
 *
 * Esc (focus returns to the link) and a click outside close it; so does the
 * pointer leaving for 150 ms unless focus is inside. `data-state` is "open" or
 * "closed".
 *
 * @tag store-cart-preview
 * @fires cart-preview-opened - When the dropdown opens (the mobile menu closes for it).
 */
export class StoreCartPreviewElement extends storeElement(CartPreview, cartPreviewAttributes) {}

defineOnce('store-cart-preview', StoreCartPreviewElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-cart-preview': StoreCartPreviewElement;
  }
}
