import { CurrencySelector, currencySelectorAttributes } from '../react/currency-selector/CurrencySelector.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The header currency selector (spec §2, §4 currency switch, §7, §8). Wrap the
 * store's currency form, which posts without JavaScript. With it, the element
 * checks the cart first: if it has discounts, coupons or gift certificates,
 * the shopper confirms a warning. Then it posts `{currencyCode}` as JSON to the
 * form's `data-currency-switch-url` (else its `action`) and reloads the page;
 * a failure shows the server's error message.
 *
 * ```html
 * <store-currency-selector>
 *   <form action="/currency/switch" method="post" data-currency-switch-url="/currency/switch">
 *     <label for="currency">Currency</label>
 *     <select id="currency" name="currencyCode">…</select>
 *     <button type="submit">Change</button>
 *   </form>
 * </store-currency-selector>
 * ```
 *
 * @tag store-currency-selector
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreCurrencySelectorElement extends storeElement(CurrencySelector, currencySelectorAttributes) {}

defineOnce('store-currency-selector', StoreCurrencySelectorElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-currency-selector': StoreCurrencySelectorElement;
  }
}
