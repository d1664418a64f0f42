import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { cartHasPriceAdjustments, fetchCart, switchCurrency } from '../api/cart.ts';
import { isApiError } from '../api/request.ts';
import { navigateTo } from '../navigation.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';

export const currencySelectorAttributes = {
  /** The confirmation text when the cart has discounts, coupons or gift certificates. */
  warning: attr.string('Changing the currency removes the discounts, coupons and gift certificates from your cart. Change it anyway?'),
  /** The confirmation's accept button. */
  confirmLabel: attr.string('Change currency'),
  /** Its cancel button. */
  cancelLabel: attr.string('Keep it'),
  /** Shown when the switch fails and the server gave no message. */
  failureMessage: attr.string('The currency could not be changed. Please try again.'),
  /** The confirmation's title. */
  warningTitle: attr.string('Warning'),
  /** The failure alert's title. */
  errorTitle: attr.string('Error'),
  /** The button that closes the failure alert. */
  okLabel: attr.string('OK'),
};

/**
 * spec §4 currency switch, §7, §8. Enhances the store's currency links (each a
 * `switch_url`, which work without JavaScript). A link with
 * `data-cart-currency-switch-url` (the page has a cart) changes the cart's currency
 * first: if the cart has discounts, coupons or gift certificates the shopper confirms a
 * warning; then {currencyCode} is posted as JSON there (the platform's Update Cart
 * Currency) and the link is followed. A failure shows the server's error text in an
 * alert and the page stays. One switch at a time: a second click while one runs does
 * nothing. A modified click (new tab) is the browser's.
 */
/**
 * Focus back where the shopper was: the link, or, when a click on the dialog closed the menu it
 * is in (a <details> dropdown), that menu's button; never the page's body.
 */
function focusBack(link: HTMLAnchorElement): void {
  link.focus();
  if (document.activeElement !== link) link.closest('details')?.querySelector<HTMLElement>(':scope > summary')?.focus();
}

export function CurrencySelector({
  serverContent,
  warning,
  confirmLabel,
  cancelLabel,
  failureMessage,
  warningTitle,
  errorTitle,
  okLabel,
}: ElementProps<typeof currencySelectorAttributes>) {
  const list = useMemo(() => findInServerContent<HTMLElement>(serverContent, 'ul, ol, nav'), [serverContent]);
  const busy = useRef(false);

  if (!list)
    warnOnce(
      'store-currency-selector|links',
      '<store-currency-selector>: put the list of currency links (with data-currency-code) inside.',
    );

  useLayoutEffect(() => {
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-currency-code][href]');
      if (!link || !list.contains(link)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const cartSwitchUrl = link.dataset.cartCurrencySwitchUrl;
      const code = link.dataset.currencyCode;
      // Without a cart the link alone switches.
      if (!cartSwitchUrl || !code || link.getAttribute('aria-current') === 'true') return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      list.setAttribute('aria-busy', 'true');
      void change(link, cartSwitchUrl, code).finally(() => {
        busy.current = false;
        list.removeAttribute('aria-busy');
      });
    };
    const change = async (link: HTMLAnchorElement, cartSwitchUrl: string, code: string) => {
      const { cartId, secureBaseUrl } = storeContext();
      if (cartId) {
        try {
          const cart = await fetchCart(cartId, { baseUrl: secureBaseUrl });
          if (cartHasPriceAdjustments(cart)) {
            const { showAlert } = await import('../modal/alert.tsx');
            const confirmed = await showAlert({
              message: warning,
              icon: 'warning',
              title: warningTitle,
              showCancel: true,
              confirmText: confirmLabel,
              cancelText: cancelLabel,
            });
            if (!confirmed) {
              focusBack(link);
              return;
            }
          }
        } catch (error) {
          // Without the cart we cannot warn; the platform removes what the new currency cannot keep.
          console.warn('Currency selector: could not check the cart;', error);
        }
      }
      try {
        await switchCurrency(cartSwitchUrl, code);
        navigateTo(link.href);
      } catch (error) {
        const serverText = isApiError(error) ? error.serverMessage : undefined;
        // The modal's code loads only when there is something to say (most switches need none).
        const { showAlert } = await import('../modal/alert.tsx');
        await showAlert({ message: serverText ?? failureMessage, icon: 'error', title: errorTitle, confirmText: okLabel });
        focusBack(link);
      }
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [list, warning, confirmLabel, cancelLabel, failureMessage, warningTitle, errorTitle, okLabel]);

  return <ServerContent nodes={serverContent} className="currencySelector" />;
}
