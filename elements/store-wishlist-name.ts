import { WishlistName, wishlistNameAttributes } from '../react/wishlists/WishlistName.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The wish list name form, to create or rename a list (spec §3 "Wishlist: wishlistname",
 * §5). Wrap the template's form, which posts `wishlistname` to
 * `/wishlist.php?action=addwishlist` (or `editwishlist&wishlistid=…`) without JavaScript.
 * The element checks that the name is not empty: while typing the message waits for the
 * 700 ms feedback delay, on leaving the field or submitting it shows at once and focus goes
 * to the field; a name that passes posts as the form does, and the server's page says the
 * result. The message paragraph after the field has the class `form-inlineMessage`; the
 * field gets `aria-invalid`. The element's `data-state` is `ready` once it has upgraded.
 *
 * @tag store-wishlist-name
 */
export class StoreWishlistNameElement extends storeElement(WishlistName, wishlistNameAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-wishlist-name', StoreWishlistNameElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-wishlist-name': StoreWishlistNameElement;
  }
}
