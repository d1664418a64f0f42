import { CompareBar, compareBarAttributes } from '../react/compare/CompareBar.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The compare bar of a listing page (spec §1 "compare", §2 Compare page). Wrap
 * the server's compare form (`<form id="product-compare" action="/compare" method="post">`),
 * whose checkboxes sit in the product cards (`<input type="checkbox" name="products[]"
 * value="{id}" form="product-compare" data-compare-name data-compare-image data-compare-url>`):
 * without JavaScript the form posts the ticked products and the store answers
 * with their compare page. With it, ticking a box adds the product to a bar fixed
 * at the foot of the window (its picture, name and a remove button), at most four:
 * a fifth is refused with `limit-message` and stays unticked. **Compare** goes to
 * `/compare/101/102/110` (fewer than two says `too-few-message`); **Clear all**
 * empties it. The choice is kept in sessionStorage for the tab (`compare-list`),
 * so it follows the shopper between listing pages; the compare page updates it.
 *
 * The server form stays where it is (nothing shifts when the element loads); the
 * bar is `position: fixed` and only added once a product is chosen. The host gets
 * `data-state="open"` (a product is chosen) or `"empty"`, and `--compare-count`;
 * while the bar shows, the root element gets `--compare-bar-height` (the bar's
 * measured height, kept up to date), and the theme reserves that much at the foot of
 * the page with `body:has(store-compare-bar[data-state="open"])` so it never covers
 * the last content. Classes: `.compareBar`, `.compareBar-item`, `.compareBar-remove`,
 * `.compareBar-compare`, `.compareBar-clear`, `.compareBar-message`. Place it with
 * `data-load-on="ready"`: the cards' checkboxes may be used before it is in view.
 *
 * @tag store-compare-bar
 * @fires compare-list-changed - When the chosen products change (`{ productIds }`).
 * @cssprop --compare-count - How many products are chosen (set on the host).
 * @cssprop --compare-bar-height - The open bar's height (set on the root element while it shows), for the room the page keeps for it.
 */
export class StoreCompareBarElement extends storeElement(CompareBar, compareBarAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-compare-bar', StoreCompareBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-compare-bar': StoreCompareBarElement;
  }
}
