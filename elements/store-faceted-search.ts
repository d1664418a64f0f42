import { FacetedSearch, facetedSearchAttributes } from '../react/faceted-search/FacetedSearch.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The faceted listing of category, brand and search pages. Wrap the server's
 * listing: a `[data-listing]` region rendered by the `template` (filters in a
 * GET `form[data-facets-form]` whose checkboxes and sort carry `data-facets-control`,
 * price fields `[data-price-field="min"|"max"]` with message slots
 * `[data-price-error="min"|"max"]`, applied-filter chips, "Clear all" and page
 * links marked `data-listing-link`, the count `[data-listing-count]` with its
 * `data-count`, the results heading `#listing-results-heading`, the filters
 * panel `[data-facets]` with its `[data-facets-open]` and `[data-facets-close]`
 * buttons), plus a `[data-listing-message]` slot for failures and a
 * `[data-listing-status]` live region outside it. Without JavaScript all of it
 * is forms and links the server answers.
 *
 * With it, a checkbox or the sort applies at once and the price range on Apply:
 * the listing alone is asked for at the address the form would load
 * (`render_with` the template), put in place of the old one, and the address
 * follows (`history.pushState`); Back and Forward show each earlier listing.
 * The last change wins; a failure shows `failure-message` and leaves the
 * previous results and controls as they were. Focus stays on the control that
 * changed, or moves to the results heading when a chip, "Clear all" or a page
 * link was used, and the live region says how many products match. The price
 * range follows spec §5: both required, each at least 0, the maximum above the
 * minimum, messages after the 700 ms feedback delay (at once on Apply).
 * Below 1025 px the filters open as a dialog from the Filter button (focus goes
 * into it, Esc and its close buttons close it and return focus to the button).
 *
 * `data-state` is `loading` while a listing is asked for, else `idle`;
 * `data-drawer` is `open` or `closed`, and the panel gets `data-state` the same.
 *
 * @tag store-faceted-search
 * @cssprop --facets-drawer-width - Width of the filters panel on phones. Default min(24rem, 90vw).
 */
export class StoreFacetedSearchElement extends storeElement(FacetedSearch, facetedSearchAttributes, { serverContent: 'in-place' }) {}

defineOnce('store-faceted-search', StoreFacetedSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-faceted-search': StoreFacetedSearchElement;
  }
}
