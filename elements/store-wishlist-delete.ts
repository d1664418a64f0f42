import { WishlistDelete, wishlistDeleteAttributes } from '../react/wishlists/WishlistDelete.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A wish list's delete link (spec §2, §4 alert modal, §8 "Wishlist delete: asks for
 * confirmation and cancels on refusal"). Wrap the link to
 * `/wishlist.php?action=deletewishlist&wishlistid=…`, which opens the server's
 * confirmation page without JavaScript. With it, a click asks in the alert modal (a
 * warning, `cancel-label` focused first): refusing (the cancel button or Esc) changes
 * nothing and returns focus to the link; confirming posts the delete with the session's
 * token, as the confirmation page's form does, and the page that comes back says the
 * result. A click with a modifier key opens the link as usual. The element's `data-state`
 * is `ready`, `confirming` or `deleting`.
 *
 * @tag store-wishlist-delete
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreWishlistDeleteElement extends storeElement(WishlistDelete, wishlistDeleteAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-wishlist-delete', StoreWishlistDeleteElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-wishlist-delete': StoreWishlistDeleteElement;
  }
}
