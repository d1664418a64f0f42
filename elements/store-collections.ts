import { Collections, collectionsAttributes } from '../react/collections/Collections.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A collection grid (spec §2 "Collections element: loads its content when it
 * carries a collection id", §7). With `collection-id`, the grid is loaded from
 * `GET /content/collectiongrid/{id}.html` and replaces the element's children;
 * without one (or with an invalid one, which logs a warning) nothing is loaded.
 * The children are the fallback: shown until the grid arrives, without
 * JavaScript, and when the grid cannot be loaded.
 *
 * ```html
 * <store-collections collection-id="1">
 *   <p><a href="/weekend-camp-kit/">See the Weekend Camp Kit</a></p>
 * </store-collections>
 * ```
 *
 * `data-state` is `idle`, `loading`, `loaded` or `error`.
 *
 * @tag store-collections
 */
export class StoreCollectionsElement extends storeElement(Collections, collectionsAttributes) {}

defineOnce('store-collections', StoreCollectionsElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-collections': StoreCollectionsElement;
  }
}
