import { WishlistAdd, wishlistAddAttributes } from '../react/wishlist-add/WishlistAdd.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * Add to wish list (spec §7). Wrap the template's form, which posts to
 * `/wishlist.php?action=add&product_id=…` without JavaScript (a `wishlistid`
 * field or action parameter picks a list; empty is the shopper's first). The
 * element adds in place and then links to the list; a guest is sent to sign in
 * (`login-url`). The element's `data-state` is `ready`, `loading`, `added` or `error`.
 *
 * @tag store-wishlist-add
 */
export class StoreWishlistAddElement extends storeElement(WishlistAdd, wishlistAddAttributes) {}

defineOnce('store-wishlist-add', StoreWishlistAddElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-wishlist-add': StoreWishlistAddElement;
  }
}
