import { useMemo, useRef } from 'react';
import {
  applyCouponCode,
  applyGiftCertificate,
  CartPageRefusal,
  fetchCartMarkup,
  fetchCountryStates,
  fetchDigitalItems,
  fetchGiftWrapping,
  fetchShippingQuotes,
  removeCartItem,
  saveGiftWrapping,
  submitShippingMethod,
  updateCartItem,
} from '../api/cart-page.ts';
import { checkOwnedSkus } from '../api/ownership.ts';
import { isApiError } from '../api/request.ts';
import { storeContext } from '../../shared/store-context.ts';
import { useStoreFromCommit } from '../hooks/store-from-commit.ts';
import { parseInertly } from '../server-html/server-html.ts';
import { refreshCartQuantity, setCartQuantity } from '../stores/cart-quantity.ts';
import { clearOwnedSkus, rememberOwnedSkus } from '../stores/owned-skus.ts';
import type { CartProps } from './cart-attributes.ts';
import {
  createCartPageStore,
  readLines,
  shownQuantity,
  type CartPageState,
  type CodeKind,
  type LineFacts,
  type Message,
} from './cart-page-state.ts';
import { CartQueue, type ChangeOutcome, type ReadOutcome } from './cart-queue.ts';

export type CartTexts = Omit<CartProps, 'host' | 'serverContent'>;

const withName = (template: string, name: string) => template.replace('{name}', name);
const error = (text: string): Message => ({ text, kind: 'error' });
const success = (text: string): Message => ({ text, kind: 'success' });

/** The server's reason (a refusal, a 4xx `{ error }`), else the element's generic text. */
export function reasonOf(failure: unknown, fallback: string): string {
  if (failure instanceof CartPageRefusal) return failure.message || fallback;
  if (isApiError(failure, 'http') && failure.status !== undefined && failure.status < 500 && failure.serverMessage)
    return failure.serverMessage;
  return fallback;
}

/** The shipping estimator's address, as its form gives it (spec §7 shipping-quote). */
export interface ShippingAddress {
  country_id: string;
  state_id: string;
  zip_code: string;
}

/**
 * The cart page's state and every request it makes (spec §4 cart page load, §6, §7
 * cart and cart extras, §8). Changes go through one CartQueue (one at a time, a
 * double click sends once, one refresh after the last); reads through its `latest`
 * (the last asked for wins). A failure keeps the cart as the server last confirmed
 * it and says so. Texts are the element's attributes, read when they are said.
 *
 * @param renderedLines the server's lines as the page rendered them (before any refresh)
 */
export function useCartPage(texts: CartTexts, renderedLines: ParentNode | null, cartIdAttribute: string | undefined) {
  const said = useRef(texts);
  said.current = texts;

  const cart = useMemo(() => {
    const store = createCartPageStore();
    const { dispatch } = store;
    const baseUrl = () => storeContext().secureBaseUrl;
    const cartId = () => storeContext().cartId ?? cartIdAttribute ?? '';

    // The lines' facts (names, rendered quantities, limits), read once per rendering of the lines.
    let factsFor: { markup: CartPageState['markup']; facts: ReturnType<typeof readLines> } | null = null;
    const facts = () => {
      const { markup } = store.get();
      if (factsFor?.markup !== markup) {
        factsFor = { markup, facts: readLines(markup ? parseInertly(markup.content, 'text/html').body : renderedLines) };
      }
      return factsFor.facts;
    };
    const line = (itemId: string): LineFacts | undefined => facts().lines.get(itemId);

    const queue = new CartQueue(
      async (signal) => {
        try {
          const markup = await fetchCartMarkup({ baseUrl: baseUrl(), signal });
          if (signal.aborted) return;
          dispatch({ type: 'refreshed', content: markup.content, totals: markup.totals });
          const { cartQuantity } = facts();
          if (cartQuantity !== null) setCartQuantity(cartQuantity, 'store-cart');
          else void refreshCartQuantity({ force: true });
        } catch (failure) {
          if (signal.aborted) return;
          console.warn('Cart: could not refresh the cart;', failure);
          dispatch({ type: 'refresh-failed', message: error(said.current.refreshFailureMessage) });
          // The badge still follows the platform.
          void refreshCartQuantity({ force: true });
        }
      },
      (busy) => dispatch({ type: 'busy', busy }),
    );

    /** A quantity typed or stepped (spec §5 quantity), checked before it is sent; 0 removes the line. */
    function changeQuantity(itemId: string, typed: string): void {
      const state = store.get();
      const facts = line(itemId);
      const raw = typed.trim();
      const max = facts?.max ?? Number.POSITIVE_INFINITY;
      const { quantityNegativeMessage, quantityErrorMessage, quantityMaxMessage } = said.current;
      const problem = /^-\d+$/.test(raw)
        ? quantityNegativeMessage
        : !/^\d+$/.test(raw)
          ? quantityErrorMessage // spec §5 quantity: digits only
          : Number(raw) > max
            ? quantityMaxMessage.replace('{max}', String(max))
            : null;
      if (problem) {
        dispatch({ type: 'line-refused', itemId, message: error(problem) });
        return;
      }
      const quantity = Number(raw);
      if (quantity === shownQuantity(state, facts, itemId)) {
        if (state.lines[itemId]?.invalid) dispatch({ type: 'line-corrected', itemId });
        return;
      }
      dispatch({ type: 'line-requested', itemId, quantity });
      const name = facts?.name ?? '';
      void queue
        .enqueue({
          key: `line:${itemId}`,
          signature: `update:${itemId}:${quantity}`,
          run: (signal) => updateCartItem(itemId, quantity, { baseUrl: baseUrl(), signal }),
        })
        .then((outcome) => {
          const { removedMessage, updatedMessage, updateFailureMessage } = said.current;
          if (outcome.status === 'done') {
            dispatch({
              type: 'line-confirmed',
              itemId,
              quantity,
              message: success(quantity === 0 ? withName(removedMessage, name) : updatedMessage),
            });
          } else if (outcome.status === 'failed') {
            dispatch({ type: 'line-failed', itemId, message: error(reasonOf(outcome.error, updateFailureMessage)) });
          }
        });
    }

    /**
     * A stepper button (`data-cart-step="1"|"-1"`): the line's quantity by one, sent as a
     * typed one is. It goes no lower than 1 ("Remove" removes a line).
     */
    function stepQuantity(itemId: string, step: number, typed: string): void {
      const current = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : shownQuantity(store.get(), line(itemId), itemId);
      const next = Math.min(9999, Math.max(1, current + Math.sign(step)));
      if (next !== current) changeQuantity(itemId, String(next));
    }

    function removeLine(itemId: string, quiet = false): Promise<ChangeOutcome> {
      const name = line(itemId)?.name ?? '';
      const id = cartId();
      dispatch({ type: 'line-requested', itemId });
      const run = (signal: AbortSignal) =>
        id ? removeCartItem(id, itemId, { baseUrl: baseUrl(), signal }) : updateCartItem(itemId, 0, { baseUrl: baseUrl(), signal });
      const outcome = queue.enqueue({ key: `line:${itemId}`, signature: `remove:${itemId}`, run });
      void outcome.then((result) => {
        if (result.status === 'done')
          dispatch({
            type: 'line-confirmed',
            itemId,
            quantity: 0,
            message: quiet ? null : success(withName(said.current.removedMessage, name)),
          });
        if (result.status === 'failed')
          dispatch({ type: 'line-failed', itemId, message: error(withName(said.current.removeFailureMessage, name)) });
      });
      return outcome;
    }

    /** spec §7 apply-code / gift-certificates. */
    function applyCode(kind: CodeKind, typed: string): void {
      const code = typed.trim();
      if (code === '') {
        dispatch({ type: 'say', slot: kind, message: error(said.current.emptyCodeMessage) });
        return;
      }
      const apply = kind === 'coupon' ? applyCouponCode : applyGiftCertificate;
      dispatch({ type: 'code-sent', kind });
      void queue
        .enqueue({ key: `code:${kind}`, signature: `code:${kind}:${code}`, run: (signal) => apply(code, { baseUrl: baseUrl(), signal }) })
        .then((outcome) => {
          // The change under way, or the one that replaced this, answers for the form.
          if (outcome.status === 'duplicate' || outcome.status === 'replaced') return;
          const { couponAppliedMessage, certificateAppliedMessage, codeFailureMessage } = said.current;
          if (outcome.status === 'done')
            dispatch({
              type: 'code-answered',
              kind,
              applied: true,
              message: success(kind === 'coupon' ? couponAppliedMessage : certificateAppliedMessage),
            });
          else dispatch({ type: 'code-answered', kind, applied: false, message: error(reasonOf(outcome.error, codeFailureMessage)) });
        });
    }

    /** The states of the chosen country (the address form's country-states call). */
    async function loadStates(countryId: string): Promise<void> {
      const outcome = await queue.latest('states', (signal) =>
        countryId === '' ? Promise.resolve(null) : fetchCountryStates(countryId, { baseUrl: baseUrl(), signal }),
      );
      if (outcome.status === 'replaced') return;
      const { chooseCountryLabel, chooseStateLabel, noStatesLabel } = said.current;
      const none = (placeholder: string) => dispatch({ type: 'states-shown', states: { placeholder, states: [], required: false } });
      if (outcome.status === 'failed') {
        console.warn('Cart: could not load the states of a country;', outcome.error);
        none(chooseCountryLabel);
      } else if (outcome.value === null) {
        none(chooseCountryLabel);
      } else if (outcome.value.states.length === 0) {
        none(noStatesLabel);
      } else {
        const states = outcome.value.states.map((state) => ({ value: String(state.id), label: state.name }));
        dispatch({
          type: 'states-shown',
          states: { placeholder: chooseStateLabel, states, required: outcome.value.state_required === true },
        });
      }
    }

    /** spec §7 shipping-quote: the quotes for an address (spec §5 state/country: a country is required). */
    async function estimateShipping(address: ShippingAddress): Promise<void> {
      if (address.country_id === '') {
        dispatch({ type: 'say', slot: 'shipping', message: error(said.current.countryRequiredMessage) });
        return;
      }
      dispatch({ type: 'quotes-asked' });
      const outcome: ReadOutcome<string> = await queue.latest('quotes', (signal) =>
        fetchShippingQuotes(address, { baseUrl: baseUrl(), signal }),
      );
      if (outcome.status === 'replaced') return;
      if (outcome.status === 'done') dispatch({ type: 'quotes-answered', quotes: outcome.value, message: null });
      else
        dispatch({ type: 'quotes-answered', quotes: null, message: error(reasonOf(outcome.error, said.current.shippingFailureMessage)) });
    }

    function chooseShippingMethod(method: string): void {
      dispatch({ type: 'method-chosen', method });
      void queue
        .enqueue({
          key: 'shipping',
          signature: `shipping:${method}`,
          run: (signal) => submitShippingMethod(method, { baseUrl: baseUrl(), signal }),
        })
        .then((outcome) => {
          const { shippingSavedMessage, shippingFailureMessage } = said.current;
          if (outcome.status === 'done') dispatch({ type: 'method-answered', method, saved: true, message: success(shippingSavedMessage) });
          if (outcome.status === 'failed')
            dispatch({ type: 'method-answered', method, saved: false, message: error(reasonOf(outcome.error, shippingFailureMessage)) });
        });
    }

    /** spec §7 GET /gift-wrapping/{id}: the platform's form for a line, or '' when it has none. */
    function loadGiftWrapping(itemId: string): Promise<ReadOutcome<string>> {
      return queue.latest('gift-wrapping', (signal) => fetchGiftWrapping(itemId, { baseUrl: baseUrl(), signal }));
    }

    /** spec §7 POST /gift-wrapping/{id}; says so on the lines when it is saved. */
    async function saveGiftWrap(itemId: string, fields: Record<string, string>): Promise<ChangeOutcome> {
      const outcome = await queue.enqueue({
        key: `gift:${itemId}`,
        signature: `gift:${itemId}`,
        run: (signal) => saveGiftWrapping(itemId, fields, { baseUrl: baseUrl(), signal }),
      });
      if (outcome.status === 'done')
        dispatch({ type: 'say', slot: 'lines', message: success(withName(said.current.giftWrapSavedMessage, line(itemId)?.name ?? '')) });
      return outcome;
    }

    /**
     * spec §4 "Cart page load for a signed-in customer", §6, §8: digital items the customer
     * already owns, and may not buy twice, are removed one by one; resolves with their names.
     */
    async function removeOwnedItems(cancelled: () => boolean): Promise<string[]> {
      // spec §3 page context, parsed once for every feature: the signed-in customer (spec §6)
      // and the store hash for the downloads service.
      const { customerId, storeHash, downloadsService } = storeContext();
      if (customerId === null) {
        // spec §6: for guests the owned-items cache is cleared and no check is made.
        clearOwnedSkus();
        return [];
      }
      // The merchant runs no downloads service (its theme settings are empty): nothing to ask.
      if (!cartId() || !downloadsService) return [];
      try {
        // spec §6: physical products, and products that may be bought more than once, skip the check.
        const items = (await fetchDigitalItems(cartId(), { baseUrl: baseUrl() })).filter((item) => line(item.id)?.multiPurchase !== true);
        if (items.length === 0 || cancelled()) return [];
        const answer = await checkOwnedSkus([...new Set(items.map((item) => item.sku))], customerId, storeHash);
        if (answer.status === 'failed') {
          // spec §8 purchase check failure: logged, nothing removed.
          console.warn(`Cart: the purchase check failed (${answer.message || 'no message'}); nothing was removed.`);
          return [];
        }
        rememberOwnedSkus(answer.ownedSkus);
        const removed: string[] = [];
        // spec §4: removed one by one.
        for (const item of items.filter((candidate) => answer.ownedSkus.includes(candidate.sku))) {
          if (cancelled()) return [];
          const name = line(item.id)?.name || item.name;
          if ((await removeLine(item.id, true)).status === 'done') removed.push(name);
        }
        await queue.idle();
        return cancelled() ? [] : removed;
      } catch (failure) {
        console.warn('Cart: could not check for downloads this customer already owns; nothing was removed.', failure);
        return [];
      }
    }

    const actions = {
      changeQuantity,
      stepQuantity,
      removeLine,
      applyCode,
      loadStates,
      estimateShipping,
      chooseShippingMethod,
      loadGiftWrapping,
      saveGiftWrap,
      removeOwnedItems,
      lineName: (itemId: string) => line(itemId)?.name ?? '',
      toggleEstimator: () => dispatch({ type: 'estimator-toggled' }),
    };
    return { store, facts, actions };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one store and one queue per element; texts are read through a ref

  // Subscribed in the commit: the controls' handlers change it inside flushSync (Cart.tsx).
  const state = useStoreFromCommit(cart.store);
  return { state, facts: cart.facts(), actions: cart.actions };
}

export type CartActions = ReturnType<typeof useCartPage>['actions'];
