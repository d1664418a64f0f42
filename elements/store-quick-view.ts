import { QuickView, quickViewAttributes } from '../react/quick-view/QuickView.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The quick-view modal (spec §2, §7 quick view, §8). Any element with
 * `data-store-quick-view="{product id}"` opens it (a product card's Quick view
 * link, whose href is the product page without JavaScript): the trigger sets
 * `product-id` and `open` on the page's `<store-quick-view>` (one is added at
 * the end of the body when the page has none; a template places one, with
 * `data-load-on="interaction"`, to set its texts). The product is looked up by id
 * with the `products/quick-view` template and shown in a modal with a working
 * product form. A failed lookup shows nothing.
 *
 * @tag store-quick-view
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreQuickViewElement extends storeElement(QuickView, quickViewAttributes) {}

defineOnce('store-quick-view', StoreQuickViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-quick-view': StoreQuickViewElement;
  }
}
