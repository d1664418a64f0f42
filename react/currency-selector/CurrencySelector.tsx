import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { cartHasPriceAdjustments, fetchCart, switchCurrency } from '../api/cart.ts';
import { isApiError } from '../api/request.ts';
import { reloadPage } from '../navigation.ts';
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
 * spec §4 currency switch, §7, §8. Enhances the server's currency form (which
 * posts without JavaScript): if the cart has discounts, coupons or gift
 * certificates the shopper confirms a warning first; then {currencyCode} is
 * posted as JSON and the page reloads in the new currency. A failure shows the
 * server's error text in an alert. One switch at a time: a second submit while
 * one runs does nothing.
 */
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
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const busy = useRef(false);

  if (!form)
    warnOnce('store-currency-selector|form', '<store-currency-selector>: put the currency form (with a currencyCode select) inside.');

  useLayoutEffect(() => {
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const code = new FormData(form).get('currencyCode');
      const url = form.dataset.currencySwitchUrl || form.getAttribute('action');
      if (typeof code !== 'string' || !url) return; // nothing to enhance: let the form post
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      form.setAttribute('aria-busy', 'true');
      void change(url, code).finally(() => {
        busy.current = false;
        form.removeAttribute('aria-busy');
      });
    };
    const change = async (url: string, code: string) => {
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
              showCurrentCurrency();
              return;
            }
          }
        } catch (error) {
          // Without the cart we cannot warn; the platform removes what the new currency cannot keep.
          console.warn('Currency selector: could not check the cart;', error);
        }
      }
      try {
        await switchCurrency(url, code);
        reloadPage();
      } catch (error) {
        const serverText = isApiError(error) ? error.serverMessage : undefined;
        // The modal's code loads only when there is something to say (most switches need none).
        const { showAlert } = await import('../modal/alert.tsx');
        showCurrentCurrency();
        await showAlert({ message: serverText ?? failureMessage, icon: 'error', title: errorTitle, confirmText: okLabel });
      }
    };
    /** The choice goes back to the currency the page is in (the server's selected option). */
    const showCurrentCurrency = () => {
      for (const option of form.querySelectorAll<HTMLOptionElement>('select[name="currencyCode"] option'))
        option.selected = option.defaultSelected;
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, warning, confirmLabel, cancelLabel, failureMessage, warningTitle, errorTitle, okLabel]);

  return <ServerContent nodes={serverContent} className="currencySelector" />;
}
