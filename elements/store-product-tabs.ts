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
 * Styling (light DOM, so theme CSS reaches it; no `::part()`): the tab list is
 * `ul.tabs` (`role="tablist"`), each tab a `button.tab` with
 * `aria-selected="true"` on the open one, and the panels sit in
 * `div.tabs-contents`. The element's `data-state` is the open panel's id (for
 * example `tab-description`). It sets no CSS custom properties.
 *
 * @tag store-product-tabs
 */
export class StoreProductTabsElement extends storeElement(ProductTabs, productTabsAttributes) {}

defineOnce('store-product-tabs', StoreProductTabsElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-tabs': StoreProductTabsElement;
  }
}
