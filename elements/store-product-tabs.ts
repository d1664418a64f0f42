import { ProductTabs, productTabsAttributes } from '../react/product-tabs/ProductTabs.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * Product tabs (spec §2): wrap the product page's panels, each a child with an
 * id: the description (`tab-description`), custom tabs (`itsTab-1`,
 * `itsTab-2`, …, picked up from the template as they are) and the reviews
 * (`product-reviews`). A tab's name is the panel's `data-tab-title`, else its
 * first heading. The tabs follow the WAI-ARIA pattern: arrow keys move and
 * show, Home and End go to the first and last. A `#tab-…`, `#itsTab-N` or
 * `#product-reviews` hash, on load or from any link later, opens that tab.
 * Without JavaScript the panels follow each other.
 *
 * @tag store-product-tabs
 * @attr {string} label - The tab list's name. Default "Product information".
 * @csspart tabs - The tab list (`.tabs`, `role="tablist"`); the element's `data-state` is the open panel's id.
 */
export class StoreProductTabsElement extends storeElement(ProductTabs, productTabsAttributes) {}

defineOnce('store-product-tabs', StoreProductTabsElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-tabs': StoreProductTabsElement;
  }
}
