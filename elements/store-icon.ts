import { Icon, iconAttributes } from '../react/icon/Icon.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * An SVG icon file, inlined so it takes the text colour (`fill="currentColor"`
 * in the file). Each file is fetched once per page, however many icons use it.
 * Its children are the fallback (before it loads, without JavaScript, and when
 * the file cannot be loaded or parsed, which it reports with a console warning).
 *
 * ```html
 * <store-icon src="/assets/icons/cart.svg"></store-icon>
 * <store-icon src="/assets/icons/search.svg" label="Search">Search</store-icon>
 * ```
 *
 * Size it with CSS (`store-icon { width: 1.25rem; height: 1.25rem }`) so
 * nothing moves when it loads. `data-state` is `loading`, `ready` or `failed`.
 *
 * @tag store-icon
 */
export class StoreIconElement extends storeElement(Icon, iconAttributes) {}

defineOnce('store-icon', StoreIconElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-icon': StoreIconElement;
  }
}
