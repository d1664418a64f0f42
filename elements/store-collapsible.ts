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
 * @tag store-collapsible
 * @attr {boolean} open - Start open (as does `<details open>`). Write it bare or "true"/"false".
 * @attr {string} group - At most one collapsible with the same group is open; opening one closes the others.
 * @attr {""|"small"|"medium"|"large"} open-from - Forced open while the viewport is at least this spec §9 breakpoint wide (550, 1025, 1340 px); the toggle is then aria-disabled.
 * @attr {""|"small"|"medium"|"large"} closed-from - Forced closed from this breakpoint up. `open-from` wins if both apply.
 * @attr {string} label - The button's text when there is no `<summary>`.
 * @fires collapsible-toggled - When it opens or closes, for any reason (`{ id, open, group }`).
 * @csspart toggle - The button (class `collapsible-toggle`).
 * @csspart panel - The content (class `collapsible-panel`, `hidden` when closed). Style states with `[data-state="open"|"closed"]` and `[data-forced]` on the host; it sets no custom properties.
 */
export class StoreCollapsibleElement extends storeElement(StoreCollapsible, storeCollapsibleAttributes) {}

defineOnce('store-collapsible', StoreCollapsibleElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-collapsible': StoreCollapsibleElement;
  }
}
