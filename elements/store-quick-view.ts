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
 * @attr {number} product-id - The product to show.
 * @attr {boolean} open - Whether the modal is open; removed when it closes.
 * @attr {string} label - The modal's accessible name. Default "Quick view".
 * @attr {string} loading-label - Announced while the product loads.
 * @attr {string} close-label - The modal's close button. Default "Close".
 */
export class StoreQuickViewElement extends storeElement(QuickView, quickViewAttributes) {}

defineOnce('store-quick-view', StoreQuickViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-quick-view': StoreQuickViewElement;
  }
}
