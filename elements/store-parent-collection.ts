import { ParentCollection, parentCollectionAttributes } from '../react/parent-collection/ParentCollection.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The parent-collection redirect area (spec §2, §3, §7). With a numeric
 * `parent-collection-id`, the collection's product is looked up with the
 * custom/to-parent-collection-card template and its HTML appended to the
 * `.parent-collection-redirect` area inside (one is made if there is none).
 * The element is hidden when the lookup fails or answers a full HTML page; a
 * non-numeric id logs a warning and nothing is fetched. `data-state` is
 * `loading`, `loaded` or `hidden`.
 *
 * @tag store-parent-collection
 */
export class StoreParentCollectionElement extends storeElement(ParentCollection, parentCollectionAttributes) {}

defineOnce('store-parent-collection', StoreParentCollectionElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-parent-collection': StoreParentCollectionElement;
  }
}
