import { MobileMenu, mobileMenuAttributes } from '../react/mobile-menu/MobileMenu.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The header's navigation on small screens (spec §4 mobile menu). Put the
 * store's navigation inside it; without JavaScript, and from the medium
 * breakpoint (1025 px) up, that navigation shows as it is. Below it, the element
 * adds a toggle button and shows the navigation only while open.
 *
 * ```html
 * <store-mobile-menu label="Menu">
 *   <nav aria-label="Categories"><ul>…links…</ul></nav>
 * </store-mobile-menu>
 * ```
 *
 * Closes on Esc (focus returns to the button), when the cart preview opens
 * (`cart-preview-opened`) and when the viewport reaches the medium breakpoint.
 * While open, `body` has the class `has-activeNavPages` and the element
 * `data-state="open"`.
 *
 * @tag store-mobile-menu
 * @fires mobile-menu-opened - When the menu opens.
 * @fires mobile-menu-closed - When the menu closes.
 */
export class StoreMobileMenuElement extends storeElement(MobileMenu, mobileMenuAttributes) {}

defineOnce('store-mobile-menu', StoreMobileMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-mobile-menu': StoreMobileMenuElement;
  }
}
