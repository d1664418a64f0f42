import { TokenTable, tokenTableAttributes } from '../react/token-table/TokenTable.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The theme's design tokens as this page computes them (spec §2 "Style-guide
 * page: shows computed styles"), for the style guide and any page a template
 * author wants to check. For each custom property it shows the value
 * `getComputedStyle(document.documentElement)` gives (so the theme settings'
 * colours and fonts, set over tokens.css, show as they are), what it resolves to
 * where it is used (a colour as `rgb()`, a fluid size in px at this width, read
 * from a hidden probe element) and a sample: a swatch for colours, a bar for
 * spaces, a corner for radii, a box for shadows, "Aa" for type.
 *
 * The tokens are `tokens` (a comma list), else the `data-token` rows of the server
 * table inside it (its fallback without JavaScript, with the declared values),
 * else every custom property set by a `:root` rule of the page's stylesheets.
 * The host gets `data-state="computed"`; rows carry `data-token` and `data-kind`
 * (`color`, `shadow`, `font-size`, `radius`, `length`, `font`, `duration`,
 * `easing`, `other`). Classes: `.tokenTable`, `.tokenTable-swatch`,
 * `.tokenTable-bar`, `.tokenTable-radius`, `.tokenTable-shadow`, `.tokenTable-type`,
 * `.tokenTable-font`; each sample reads its token as `--sample`.
 *
 * @tag store-token-table
 * @cssprop --sample - Set on each sample to `var(<token>)`.
 */
export class StoreTokenTableElement extends storeElement(TokenTable, tokenTableAttributes) {}

defineOnce('store-token-table', StoreTokenTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-token-table': StoreTokenTableElement;
  }
}
