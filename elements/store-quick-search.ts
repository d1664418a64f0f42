import { QuickSearch, quickSearchAttributes } from '../react/quick-search/QuickSearch.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The header's quick search (spec §2, §4, §5, §7, §8). Put the store's search
 * form inside: without JavaScript it is a plain GET form. The element adds a
 * trigger that opens it as a dropdown, and shows results as the shopper types
 * (from 3 characters, 1200 ms after the last keystroke, the last query always
 * winning). Submitting goes to the form's `data-url` (else its `action`) with
 * `search_query`; an empty submit does nothing. Results come from the
 * `search/quick-results` template; a failed search changes nothing.
 *
 * ```html
 * <store-quick-search>
 *   <form action="/search.php" data-url="/search.php" method="get" role="search">
 *     <label for="quick-search-query">Search the store</label>
 *     <input id="quick-search-query" name="search_query" type="search">
 *     <button type="submit">Search</button>
 *   </form>
 * </store-quick-search>
 * ```
 *
 * Keyboard: Down Arrow from the input moves into the results, Up/Down between
 * them; Esc goes back to the input, then closes and returns focus to the trigger.
 * The element carries `data-state` "open" or "closed".
 *
 * @tag store-quick-search
 */
export class StoreQuickSearchElement extends storeElement(QuickSearch, quickSearchAttributes) {}

defineOnce('store-quick-search', StoreQuickSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-quick-search': StoreQuickSearchElement;
  }
}
