import { StoreCollapsible, storeCollapsibleAttributes } from '../react/collapsible/StoreCollapsible.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A disclosure (spec §4 collapsible toggle): a button with `aria-expanded` and
 * `aria-controls` that shows and hides a panel. Write it around a `<details>`,
 * which is the no-JS fallback: the `<summary>` becomes the button's label, the
 * rest the panel, and `<details open>` starts it open.
 *
 * ```html
 * <store-collapsible group="footer" open-from="medium">
 *   <details><summary>Shop</summary><ul>…</ul></details>
 * </store-collapsible>
 * ```
 *
 * Styling (light DOM; no `::part()`): the button is `button.collapsible-toggle`
 * (its text in `.collapsible-label`), the content `div.collapsible-panel`,
 * `hidden` when closed. The element's `data-state` is `open` or `closed`, and
 * `data-forced` is `open` or `closed` while a breakpoint forces it. It sets no
 * CSS custom properties.
 *
 * @tag store-collapsible
 * @fires collapsible-toggled - When it opens or closes, for any reason (`{ id, open, group }`).
 */
export class StoreCollapsibleElement extends storeElement(StoreCollapsible, storeCollapsibleAttributes) {}

defineOnce('store-collapsible', StoreCollapsibleElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-collapsible': StoreCollapsibleElement;
  }
}
