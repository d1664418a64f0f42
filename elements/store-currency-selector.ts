import { CurrencySelector, currencySelectorAttributes } from '../react/currency-selector/CurrencySelector.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The header currency selector (spec §2, §4 currency switch, §7, §8). Wrap the
 * store's currency links: each currency's `switch_url` from
 * `currency_selector.currencies`, which switches without JavaScript. When the page has
 * a cart, give each link its `cart_currency_switch_url` as
 * `data-cart-currency-switch-url`: the element then changes the cart's currency
 * first, posting `{currencyCode}` there (the storefront API's Update Cart Currency),
 * after a warning the shopper confirms if the cart has discounts, coupons or gift
 * certificates; then it follows the link. A failure shows the server's error message.
 *
 * ```html
 * <store-currency-selector>
 *   <ul aria-label="Currency">
 *     {{#each currency_selector.currencies}}
 *     <li><a href="{{switch_url}}" data-currency-code="{{code}}"
 *       {{#if cart_currency_switch_url}}data-cart-currency-switch-url="{{cart_currency_switch_url}}"{{/if}}
 *       {{#if is_active}}aria-current="true"{{/if}}>{{name}}</a></li>
 *     {{/each}}
 *   </ul>
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
