import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import {
  applyCouponCode, applyGiftCertificate, CartPageRefusal, checkOwnedSkus, fetchCartMarkup, fetchCountryStates, fetchDigitalItems,
  fetchGiftWrapping, fetchShippingQuotes, removeCartItem, saveGiftWrapping, submitShippingMethod, updateCartItem,
} from '../api/cart-page.ts';
import { isApiError } from '../api/request.ts';
import { openModal, type MountedModal, type OpenModalOptions } from '../modal/open-modal.tsx';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { ServerHtml } from '../server-html/ServerHtml.tsx';
import { insertServerHtml } from '../server-html/server-html.ts';
import { refreshCartQuantity, setCartQuantity } from '../stores/cart-quantity.ts';
import { clearOwnedSkus, rememberOwnedSkus } from '../stores/owned-skus.ts';
import { CartQueue, type ChangeOutcome } from './cart-queue.ts';
import { DOWNLOADS_URL, OWNED_ITEMS_LINK_TEXT, OWNED_ITEMS_REMOVED_MESSAGE, QUANTITY_NAN_MESSAGE } from './messages.ts';

/** spec §8 cart cleanup message up to its link ("here"), which follows it. */
const OWNED_ITEMS_LEAD = OWNED_ITEMS_REMOVED_MESSAGE.slice(0, -OWNED_ITEMS_LINK_TEXT.length).trimEnd();

export const cartAttributes = {
  updatedMessage: attr.string('Your cart was updated.'),
  removedMessage: attr.string('{name} was removed from your cart.'),
  updateFailureMessage: attr.string('Your cart could not be updated just now, so it is as it was. Please try again.'),
  removeFailureMessage: attr.string('{name} could not be removed just now, so it is still in your cart. Please try again.'),
  refreshFailureMessage: attr.string('Your cart was changed but could not be shown. Reload the page to see it.'),
  couponAppliedMessage: attr.string('Your coupon was applied.'),
  certificateAppliedMessage: attr.string('Your gift certificate was applied.'),
  emptyCodeMessage: attr.string('Please enter a code.'),
  codeFailureMessage: attr.string('The code could not be checked just now. Please try again.'),
  shippingFailureMessage: attr.string('Shipping could not be estimated just now. Please try again.'),
  shippingSavedMessage: attr.string('Your shipping method was saved.'),
  countryRequiredMessage: attr.string('Please choose a country.'),
  giftWrapTitle: attr.string('Gift wrapping for {name}'),
  giftWrapSavedMessage: attr.string('Gift wrapping was saved for {name}.'),
  giftWrapFailureMessage: attr.string('Gift wrapping could not be loaded just now. Please try again.'),
  giftWrapSaveFailureMessage: attr.string('Gift wrapping could not be saved just now. Please try again.'),
  noticeTitle: attr.string('Items removed from your cart'),
  ownedItemsMessage: attr.string(OWNED_ITEMS_LEAD),
  ownedItemsLinkLabel: attr.string(OWNED_ITEMS_LINK_TEXT),
  quantityErrorMessage: attr.string(QUANTITY_NAN_MESSAGE),
  quantityNegativeMessage: attr.string('Quantity must be 0 or more (0 removes the item).'),
  quantityMaxMessage: attr.string('Quantity must be {max} or less.'),
  noGiftWrapMessage: attr.string('No gift wrapping is offered for this item.'),
  chooseCountryLabel: attr.string('Choose a country first'),
  chooseStateLabel: attr.string('Choose a state or province'),
  noStatesLabel: attr.string('No states or provinces'),
  okLabel: attr.string('OK'),
  closeLabel: attr.string('Close'),
  loadingLabel: attr.string('Loading…'),
};

type Props = ElementProps<typeof cartAttributes>;
type MessageKind = 'error' | 'success';

const withName = (template: string, name: string) => template.replace('{name}', name);

/** The server's reason (a refusal, a 4xx `{ error }`), else the element's generic text. */
function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof CartPageRefusal) return error.message || fallback;
  if (isApiError(error, 'http') && error.status !== undefined && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The cart page (spec §4 cart page load, §6, §7 cart and cart extras, §8). Enhances
 * the server's cart forms in place: quantities and removals go to the platform one
 * at a time (a double click sends one request), then lines, totals and the header
 * badge are refreshed from the server's `cart/content` and `cart/totals`; a failure
 * puts the line back and says why. Codes, shipping estimates and gift wrapping use
 * the platform's remote calls. For a signed-in customer, digital items they already
 * own are removed on load, then a notice lists them.
 */
export function Cart(props: Props) {
  const { host, serverContent } = props;
  const texts = useRef(props);
  texts.current = props;
  const regions = useMemo(
    () => ({
      content: findInServerContent<HTMLElement>(serverContent, '[data-cart-content]'),
      totals: findInServerContent<HTMLElement>(serverContent, '[data-cart-totals]'),
      quotes: findInServerContent<HTMLElement>(serverContent, '[data-cart-quotes]'),
    }),
    [serverContent],
  );

  // Lines' quantities as the server last confirmed them, and as last asked for.
  const confirmed = useRef(new Map<string, number>());
  const requested = useRef(new Map<string, number>());

  const queue = useMemo(
    () =>
      new CartQueue(async (signal) => {
        const baseUrl = storeContext().secureBaseUrl;
        try {
          const markup = await fetchCartMarkup({ baseUrl, signal });
          if (signal.aborted) return;
          showCart(markup.content, markup.totals);
        } catch (error) {
          if (signal.aborted) return;
          console.warn('Cart: could not refresh the cart;', error);
          say('lines', texts.current.refreshFailureMessage, 'error');
          for (const row of regions.content?.querySelectorAll<HTMLElement>('tr[aria-busy]') ?? []) markBusy(row.dataset.itemId ?? '', false);
          // The badge still follows the platform.
          void refreshCartQuantity({ force: true });
        }
      }, (busy) => {
        host.dataset.state = busy ? 'busy' : 'idle';
      }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- one queue per element
  );

  function slot(name: string): HTMLElement | null {
    return host.querySelector<HTMLElement>(`[data-cart-message="${name}"]`);
  }

  /** Messages are text (DESIGN rule 6), in the slot the template put next to the form. */
  function say(name: string, text: string, kind: MessageKind): void {
    const target = slot(name);
    if (!target) return;
    target.textContent = text;
    target.dataset.state = kind;
  }

  function rowOf(itemId: string): HTMLElement | null {
    return regions.content?.querySelector<HTMLElement>(`tr[data-item-id="${CSS.escape(itemId)}"]`) ?? null;
  }

  function nameOf(itemId: string): string {
    return rowOf(itemId)?.querySelector('th a')?.textContent?.trim() ?? '';
  }

  function markBusy(itemId: string, busy: boolean): void {
    const row = rowOf(itemId);
    if (!row) return;
    row.toggleAttribute('aria-busy', busy);
    if (busy) row.dataset.state = 'updating';
    else delete row.dataset.state;
    row.querySelector('[data-cart-remove]')?.toggleAttribute('aria-disabled', busy);
  }

  /** Puts the server's cart on the page, keeping focus where it was when that element is still there. */
  function showCart(content: string, totals: string): void {
    const focusedId = host.contains(document.activeElement) ? document.activeElement?.id : undefined;
    const focusWasInLines = regions.content?.contains(document.activeElement) ?? false;
    if (regions.content) insertServerHtml(regions.content, content);
    if (regions.totals) insertServerHtml(regions.totals, totals);
    confirmed.current.clear();
    requested.current.clear();
    const quantity = Number(regions.content?.querySelector<HTMLElement>('[data-cart-quantity]')?.dataset.cartQuantity);
    if (Number.isInteger(quantity) && quantity >= 0) setCartQuantity(quantity, 'store-cart');
    else void refreshCartQuantity({ force: true });
    const again = focusedId ? document.getElementById(focusedId) : null;
    if (again && host.contains(again)) again.focus();
    else if (focusWasInLines || (document.activeElement === document.body && focusedId !== undefined)) slot('lines')?.focus();
  }

  function confirmedQuantity(input: HTMLInputElement, itemId: string): number {
    return confirmed.current.get(itemId) ?? Number(input.defaultValue);
  }

  function changeQuantity(input: HTMLInputElement): void {
    const itemId = input.dataset.cartItemId ?? /^qty\[(.+)\]$/.exec(input.name)?.[1];
    if (!itemId) return;
    const raw = input.value.trim();
    const max = input.max === '' ? Number.POSITIVE_INFINITY : Number(input.max);
    // Checked here, before sending: the shopper reads what is wrong with what they typed.
    const problem = /^-\d+$/.test(raw)
      ? texts.current.quantityNegativeMessage
      : !/^\d+$/.test(raw)
        ? texts.current.quantityErrorMessage // spec §5 quantity: digits only
        : Number(raw) > max
          ? texts.current.quantityMaxMessage.replace('{max}', input.max)
          : null;
    if (problem) {
      // The line keeps its quantity.
      input.value = String(requested.current.get(itemId) ?? confirmedQuantity(input, itemId));
      say('lines', problem, 'error');
      return;
    }
    const quantity = Number(raw);
    if (quantity === (requested.current.get(itemId) ?? confirmedQuantity(input, itemId))) return;
    requested.current.set(itemId, quantity);
    const name = nameOf(itemId);
    markBusy(itemId, true);
    const baseUrl = storeContext().secureBaseUrl;
    void queue
      .enqueue({ key: `line:${itemId}`, signature: `update:${itemId}:${quantity}`, run: (signal) => updateCartItem(itemId, quantity, { baseUrl, signal }) })
      .then((outcome) => {
        if (outcome.status === 'done') {
          confirmed.current.set(itemId, quantity);
          say('lines', quantity === 0 ? withName(texts.current.removedMessage, name) : texts.current.updatedMessage, 'success');
        } else if (outcome.status === 'failed') {
          restoreLine(itemId);
          say('lines', reasonOf(outcome.error, texts.current.updateFailureMessage), 'error');
        }
      });
  }

  /**
   * A stepper button (`[data-cart-step="1"|"-1"]`, the template's, beside the line's field):
   * changes the field by one and sends it as a typed quantity is sent. It goes no lower than 1
   * ("Remove" removes a line); the − button says so with aria-disabled.
   */
  function stepQuantity(button: HTMLElement): void {
    const row = button.closest('tr');
    const input = row?.querySelector<HTMLInputElement>('input[name^="qty["]');
    if (!row || !input || button.getAttribute('aria-disabled') === 'true') return;
    const itemId = input.dataset.cartItemId ?? /^qty\[(.+)\]$/.exec(input.name)?.[1] ?? '';
    const typed = input.value.trim();
    const current = /^\d+$/.test(typed) ? Number(typed) : (requested.current.get(itemId) ?? confirmedQuantity(input, itemId));
    const next = Math.min(9999, Math.max(1, current + Math.sign(Number(button.dataset.cartStep))));
    if (next === current) return;
    input.value = String(next);
    markStepperFloor(row, next);
    changeQuantity(input);
  }

  /** The line's − says it can go no lower at 1 (aria-disabled), and is pressable again above it. */
  function markStepperFloor(row: Element, quantity: number): void {
    row.querySelector('[data-cart-step="-1"]')?.setAttribute('aria-disabled', String(quantity <= 1));
  }

  /** After a failure the line shows what the server last confirmed. */
  function restoreLine(itemId: string): void {
    markBusy(itemId, false);
    const input = rowOf(itemId)?.querySelector<HTMLInputElement>('input[name^="qty["]');
    const back = input ? confirmedQuantity(input, itemId) : undefined;
    if (back === undefined) requested.current.delete(itemId);
    else requested.current.set(itemId, back);
    if (input && back !== undefined) {
      input.value = String(back);
      const row = rowOf(itemId);
      if (row) markStepperFloor(row, back);
    }
  }

  function removeLine(itemId: string, quiet = false): Promise<ChangeOutcome> {
    const name = nameOf(itemId);
    const cartId = storeContext().cartId ?? host.dataset.cartId ?? '';
    const baseUrl = storeContext().secureBaseUrl;
    markBusy(itemId, true);
    const run = (signal: AbortSignal) =>
      cartId ? removeCartItem(cartId, itemId, { baseUrl, signal }) : updateCartItem(itemId, 0, { baseUrl, signal });
    const outcome = queue.enqueue({ key: `line:${itemId}`, signature: `remove:${itemId}`, run });
    void outcome.then((result) => {
      if (result.status === 'done' && !quiet) say('lines', withName(texts.current.removedMessage, name), 'success');
      if (result.status === 'failed') {
        restoreLine(itemId);
        say('lines', withName(texts.current.removeFailureMessage, name), 'error');
      }
    });
    return outcome;
  }

  function applyCode(form: HTMLFormElement): void {
    const kind = form.dataset.cartCode === 'gift-certificate' ? 'gift-certificate' : 'coupon';
    const code = (new FormData(form).get('code') ?? '').toString().trim();
    if (code === '') {
      say(kind, texts.current.emptyCodeMessage, 'error');
      return;
    }
    const baseUrl = storeContext().secureBaseUrl;
    const apply = kind === 'coupon' ? applyCouponCode : applyGiftCertificate;
    form.setAttribute('aria-busy', 'true');
    void queue.enqueue({ key: `code:${kind}`, signature: `code:${kind}:${code}`, run: (signal) => apply(code, { baseUrl, signal }) }).then((outcome) => {
      if (outcome.status === 'duplicate' || outcome.status === 'replaced') return;
      form.removeAttribute('aria-busy');
      if (outcome.status === 'done') {
        say(kind, kind === 'coupon' ? texts.current.couponAppliedMessage : texts.current.certificateAppliedMessage, 'success');
        form.querySelector<HTMLInputElement>('input[name="code"]')!.value = '';
      } else {
        say(kind, reasonOf(outcome.error, texts.current.codeFailureMessage), 'error');
      }
    });
  }

  // --- Shipping estimate (spec §7 shipping-quote, with the address form's country-states call) ---
  const statesRequest = useRef<AbortController | null>(null);
  const quotesRequest = useRef<AbortController | null>(null);

  function loadStates(countrySelect: HTMLSelectElement): void {
    const stateSelect = host.querySelector<HTMLSelectElement>('#shipping-state, select[name="state_id"]');
    if (!stateSelect) return;
    statesRequest.current?.abort();
    const request = new AbortController();
    statesRequest.current = request;
    const fill = (options: Array<{ value: string; label: string }>, enabled: boolean) => {
      stateSelect.replaceChildren(...options.map(({ value, label }) => new Option(label, value)));
      stateSelect.disabled = !enabled;
    };
    const { chooseCountryLabel, chooseStateLabel, noStatesLabel } = texts.current;
    if (countrySelect.value === '') return fill([{ value: '', label: chooseCountryLabel }], false);
    fetchCountryStates(countrySelect.value, { baseUrl: storeContext().secureBaseUrl, signal: request.signal }).then(
      (country) => {
        if (request.signal.aborted) return;
        if (country.states.length === 0) fill([{ value: '', label: noStatesLabel }], false);
        else fill([{ value: '', label: chooseStateLabel }, ...country.states.map((state) => ({ value: String(state.id), label: state.name }))], true);
        stateSelect.required = country.state_required === true && country.states.length > 0;
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        console.warn('Cart: could not load the states of a country;', error);
        fill([{ value: '', label: chooseCountryLabel }], false);
      },
    );
  }

  function estimateShipping(form: HTMLFormElement): void {
    const fields = new FormData(form);
    const country = String(fields.get('country_id') ?? '');
    if (country === '') {
      say('shipping', texts.current.countryRequiredMessage, 'error');
      return;
    }
    quotesRequest.current?.abort();
    const request = new AbortController();
    quotesRequest.current = request;
    form.setAttribute('aria-busy', 'true');
    const address = { country_id: country, state_id: String(fields.get('state_id') ?? ''), zip_code: String(fields.get('zip_code') ?? '').trim() };
    fetchShippingQuotes(address, { baseUrl: storeContext().secureBaseUrl, signal: request.signal }).then(
      (html) => {
        if (request.signal.aborted) return;
        form.removeAttribute('aria-busy');
        say('shipping', '', 'success');
        if (regions.quotes) insertServerHtml(regions.quotes, html);
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        form.removeAttribute('aria-busy');
        say('shipping', reasonOf(error, texts.current.shippingFailureMessage), 'error');
      },
    );
  }

  function chooseShippingMethod(radio: HTMLInputElement): void {
    const baseUrl = storeContext().secureBaseUrl;
    void queue
      .enqueue({ key: 'shipping', signature: `shipping:${radio.value}`, run: (signal) => submitShippingMethod(radio.value, { baseUrl, signal }) })
      .then((outcome) => {
        if (outcome.status === 'done') say('shipping', texts.current.shippingSavedMessage, 'success');
        if (outcome.status === 'failed') {
          radio.checked = false;
          say('shipping', reasonOf(outcome.error, texts.current.shippingFailureMessage), 'error');
        }
      });
  }

  // --- Gift wrapping (spec §7 GET/POST /gift-wrapping/{id}) ---
  function openGiftWrapping(itemId: string, opener: HTMLElement): void {
    const name = nameOf(itemId);
    const baseUrl = storeContext().secureBaseUrl;
    let saving = false;
    const modal: MountedModal<OpenModalOptions> = openModal({
      title: withName(texts.current.giftWrapTitle, name),
      name: 'gift-wrapping',
      className: 'modal--giftWrapping',
      closeLabel: texts.current.closeLabel,
      loadingLabel: texts.current.loadingLabel,
      loading: true,
      content: null,
    });
    const showForm = (html: string, error: string | null) =>
      modal.update({
        loading: false,
        content: (
          <GiftWrappingForm
            html={html}
            error={error}
            onSubmit={(form) => {
              if (saving) return;
              saving = true;
              const fields: Record<string, string> = { giftwraptype: 'same' };
              for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields[key] = value;
                        void queue.enqueue({ key: `gift:${itemId}`, signature: `gift:${itemId}`, run: (signal) => saveGiftWrapping(itemId, fields, { baseUrl, signal }) }).then((outcome) => {
                saving = false;
                if (outcome.status === 'done') {
                  modal.close('confirm');
                  say('lines', withName(texts.current.giftWrapSavedMessage, name), 'success');
                } else if (outcome.status === 'failed') {
                  showForm(html, reasonOf(outcome.error, texts.current.giftWrapSaveFailureMessage));
                }
              });
            }}
          />
        ),
      });
    fetchGiftWrapping(itemId, { baseUrl }).then(
      (html) => (html ? showForm(html, null) : modal.update({ loading: false, content: <p className="cart-message">{texts.current.noGiftWrapMessage}</p> })),
      (error: unknown) => {
        console.warn('Cart: could not load gift wrapping;', error);
        modal.update({ loading: false, content: <p className="cart-message" data-state="error" role="alert">{reasonOf(error, texts.current.giftWrapFailureMessage)}</p> });
      },
    );
    void modal.closed.then(() => {
      if (opener.isConnected) opener.focus();
    });
  }

  // Every control is the server's markup (it posts without JavaScript); listen on the element.
  useLayoutEffect(() => {
    host.dataset.state = 'idle';
    // spec §5 state/country: presence required, said in the element's words.
    const estimator = host.querySelector<HTMLFormElement>('form[data-cart-estimator]');
    if (estimator) estimator.noValidate = true;
    const onChange = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLInputElement && target.matches('input[name^="qty["]')) changeQuantity(target);
      else if (target instanceof HTMLSelectElement && target.name === 'country_id') loadStates(target);
      else if (target instanceof HTMLInputElement && target.name === 'shipping_method' && target.checked) chooseShippingMethod(target);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (form.matches('.cart-form')) {
        event.preventDefault();
        for (const input of form.querySelectorAll<HTMLInputElement>('input[name^="qty["]')) changeQuantity(input);
      } else if (form.matches('.cart-remove')) {
        event.preventDefault();
        const itemId = new FormData(form).get('item');
        if (typeof itemId === 'string' && itemId) void removeLine(itemId);
      } else if (form.matches('[data-cart-code]')) {
        event.preventDefault();
        applyCode(form);
      } else if (form.matches('[data-cart-estimator]')) {
        event.preventDefault();
        estimateShipping(form);
      } else if (form.closest('[data-cart-quotes]')) {
        event.preventDefault();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const removeButton = target.closest<HTMLButtonElement>('[data-cart-remove]');
      if (removeButton?.hasAttribute('aria-disabled')) {
        // The same removal is under way: one request per double click.
        event.preventDefault();
        return;
      }
      const step = target.closest<HTMLElement>('[data-cart-step]');
      if (step && host.contains(step)) {
        stepQuantity(step);
        return;
      }
      const wrap = target.closest<HTMLElement>('[data-cart-gift-wrap]');
      if (wrap) {
        openGiftWrapping(wrap.dataset.cartGiftWrap!, wrap);
        return;
      }
      const toggle = target.closest<HTMLButtonElement>('.cart-shipping-toggle');
      if (toggle) {
        const estimator = host.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
        if (!estimator) return;
        estimator.hidden = !estimator.hidden;
        toggle.setAttribute('aria-expanded', String(!estimator.hidden));
        if (!estimator.hidden) estimator.querySelector<HTMLElement>('select, input')?.focus();
      }
    };
    host.addEventListener('change', onChange);
    host.addEventListener('submit', onSubmit);
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('change', onChange);
      host.removeEventListener('submit', onSubmit);
      host.removeEventListener('click', onClick);
    };
  }, [host, regions]); // eslint-disable-line react-hooks/exhaustive-deps

  // spec §4 "Cart page load for a signed-in customer", §6, §8.
  useEffect(() => {
    let cancelled = false;
    void removeOwnedItems(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  async function removeOwnedItems(cancelled: () => boolean): Promise<void> {
    // spec §3 page context, parsed once for every feature: the signed-in customer (spec §6)
    // and the store hash for the downloads service.
    const { customerId, storeHash } = storeContext();
    if (customerId === null) {
      // spec §6: for guests the owned-items cache is cleared and no check is made.
      clearOwnedSkus();
      return;
    }
    const cartId = storeContext().cartId ?? host.dataset.cartId ?? '';
    if (!cartId) return;
    const baseUrl = storeContext().secureBaseUrl;
    try {
      // spec §6: physical products, and products that may be bought more than once, skip the check.
      const items = (await fetchDigitalItems(cartId, { baseUrl })).filter((item) => rowOf(item.id)?.dataset.multiPurchase !== 'true');
      if (items.length === 0 || cancelled()) return;
      const answer = await checkOwnedSkus([...new Set(items.map((item) => item.sku))], customerId, storeHash, { baseUrl });
      if (answer.status === 'failed') {
        // spec §8 purchase check failure: logged, nothing removed.
        console.warn(`Cart: the purchase check failed (${answer.message || 'no message'}); nothing was removed.`);
        return;
      }
      rememberOwnedSkus(answer.ownedSkus);
      const owned = items.filter((item) => answer.ownedSkus.includes(item.sku));
      const removed: string[] = [];
      // spec §4: removed one by one.
      for (const item of owned) {
        if (cancelled()) return;
        const name = nameOf(item.id) || item.name;
        if ((await removeLine(item.id, true)).status === 'done') removed.push(name);
      }
      await queue.idle();
      if (removed.length > 0 && !cancelled()) showOwnedNotice(removed);
    } catch (error) {
      console.warn('Cart: could not check for downloads this customer already owns; nothing was removed.', error);
    }
  }

  function showOwnedNotice(names: string[]): void {
    const modal = openModal({
      title: texts.current.noticeTitle,
      size: 'small',
      name: 'owned-items-removed',
      className: 'modal--ownedItems',
      closeLabel: texts.current.closeLabel,
      content: <OwnedItemsNotice names={names} message={texts.current.ownedItemsMessage} linkLabel={texts.current.ownedItemsLinkLabel} />,
      footer: (
        <div className="modal-actions">
          <button type="button" className="button button--primary" onClick={() => modal.close('confirm')}>
            {texts.current.okLabel}
          </button>
        </div>
      ),
    });
  }

  return <ServerContent nodes={serverContent} className="cart-body" />;
}

/**
 * spec §8 cart cleanup message (by default word for word), followed by its link to the
 * downloads page ("here"), and the items removed.
 */
export function OwnedItemsNotice({ names, message = OWNED_ITEMS_LEAD, linkLabel = OWNED_ITEMS_LINK_TEXT }: { names: readonly string[]; message?: string; linkLabel?: string }) {
  return (
    <div className="ownedItemsNotice">
      <p className="ownedItemsNotice-message">
        {message}{' '}
        <a href={DOWNLOADS_URL}>{linkLabel}</a>
      </p>
      <ul className="ownedItemsNotice-items">
        {names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

/** The platform's gift wrapping form (cart/gift-wrapping), sent as a remote call; errors as text. */
function GiftWrappingForm({ html, error, onSubmit }: { html: string; error: string | null; onSubmit: (form: HTMLFormElement) => void }) {
  return (
    <div
      className="giftWrapping"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.target as HTMLFormElement);
      }}
    >
      <ServerHtml html={html} />
      <p className="cart-message" data-state={error ? 'error' : undefined} role="status">
        {error ?? ''}
      </p>
    </div>
  );
}
