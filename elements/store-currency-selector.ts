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
 * @attr {string} warning - The confirmation text when the cart has discounts, coupons or gift certificates.
 * @attr {string} confirm-label - The confirmation's accept button. Default "Change currency".
 * @attr {string} cancel-label - Its cancel button. Default "Keep it".
 * @attr {string} failure-message - Shown when the switch fails and the server gave no message.
 * @attr {string} warning-title - The confirmation's title. Default "Warning".
 * @attr {string} error-title - The failure alert's title. Default "Error".
 * @attr {string} ok-label - The button that closes the failure alert. Default "OK".
 */
export class StoreCurrencySelectorElement extends storeElement(CurrencySelector, currencySelectorAttributes) {}

defineOnce('store-currency-selector', StoreCurrencySelectorElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-currency-selector': StoreCurrencySelectorElement;
  }
}
