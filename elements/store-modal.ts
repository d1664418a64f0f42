import { StoreModal, storeModalAttributes } from '../react/modal/StoreModal.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A modal dialog around server-rendered content (spec §4 modal): native
 * `<dialog>`, focus kept inside and returned to the opener, closes on Esc and
 * on a click on the backdrop, `has-activeModal` on `<body>` while open.
 *
 * Any element with `data-store-modal-open="<modal id>"` opens it; any element
 * inside it with `data-store-modal-close` closes it. Make the trigger a link to
 * the modal's id so it still works before JavaScript: the theme CSS shows a
 * `store-modal` not yet rendered (`:not([data-rendered])`) when it is the `:target`. The page bootstrap
 * handles triggers: a closed modal loads its code when a trigger is first used.
 *
 * Styling (light DOM; no `::part()`): the `<dialog>` has the classes
 * `modal modal--{size}` and `data-state` `open`, `closing` (during the close
 * animation) or `closed`; inside it `.modal-header` (with
 * `.modal-header-title` and the × button `.modal-close`), `.modal-body` (the
 * scrolling content area, laid out no taller than 0.9 of the window height
 * less the header and footer; the server content sits in
 * `.modal-serverContent`) and, while `loading`, the overlay `.modal-loading`
 * with `.modal-spinner`. The element itself has `data-state` `open` or `closed`.
 *
 * ```html
 * <a href="#size-guide" data-store-modal-open="size-guide">Size guide</a>
 * <store-modal id="size-guide" label="Size guide" size="large">
 *   <table>…</table>
 * </store-modal>
 * ```
 *
 * @tag store-modal
 * @fires modal-opened - After it opens (`{ id }`).
 * @fires modal-closed - After it closes and focus has returned (`{ id, reason }`).
 * @cssprop --store-modal-duration - The open/close animation time: 250ms, or 0ms under reduced motion. Set by the element.
 */
export class StoreModalElement extends storeElement(StoreModal, storeModalAttributes) {
  /** Opens the modal (the same as setting `open`). */
  show(): void {
    this.setAttribute('open', '');
  }

  /** Closes the modal with its animation. */
  close(): void {
    this.removeAttribute('open');
  }
}

defineOnce('store-modal', StoreModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-modal': StoreModalElement;
  }
}
