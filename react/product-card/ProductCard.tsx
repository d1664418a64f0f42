import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { CartRefusal } from '../api/cart.ts';
import { addFromCard } from '../api/product.ts';
import { AdditionUnconfirmed, addChecked } from '../api/cart-outcome.ts';
import { UNCONFIRMED_ADD_MESSAGE } from '../cart/messages.ts';
import { CARD_IMAGE_SWAP_THROTTLE_MS } from '../../shared/constants.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';
import { storeContext } from '../../shared/store-context.ts';
import { getCartQuantity, refreshCartQuantity } from '../stores/cart-quantity.ts';

/** spec §5 card quantity messages. */
const QUANTITY_ZERO_MESSAGE = 'You must enter a quantity!';
export const QUANTITY_NAN_MESSAGE = 'Quantity must be a number!';

export const productCardAttributes = {
  /** The button's text while adding. */
  waitMessage: attr.string('Adding…'),
  /** The button's text once added. */
  addedMessage: attr.string('Added to cart'),
  /** Announced to screen readers once added. */
  addedAnnouncement: attr.string('Added to your cart.'),
  /** Shown when the platform fails without a reason. */
  failureMessage: attr.string('This could not be added to your cart. Please try again.'),
  /** Shown when the add got no answer (time-out, dropped connection) and the cart did not show it within one more time-out: it may still arrive, so the shopper looks before trying again. When the cart shows it, the add counts as done; failure-message is only for a platform that answered with a failure. */
  unconfirmedMessage: attr.string(UNCONFIRMED_ADD_MESSAGE),
  /** Shown when the quantity is 0. */
  quantityZeroMessage: attr.string(QUANTITY_ZERO_MESSAGE),
  /** Shown when the quantity is not a whole number. */
  quantityErrorMessage: attr.string(QUANTITY_NAN_MESSAGE),
};

type AddState = 'default' | 'loading' | 'complete';

/** A button without a type submits too. */
const SUBMIT_BUTTON = 'button[type="submit"], button:not([type])';

/**
 * Where the button's words are: `.card-atc-label` when the theme wraps them (so
 * what else the button holds, such as a visually hidden product name, stays), or
 * else the submit button itself, whose whole content the messages replace and
 * the default puts back.
 */
function buttonLabel(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('.card-atc-label') ?? form.querySelector<HTMLButtonElement>(SUBMIT_BUTTON);
}

/** spec §5: 0 and non-numbers are refused with the spec's messages (or the element's). */
export function quantityProblem(raw: string, messages = { zero: QUANTITY_ZERO_MESSAGE, notNumber: QUANTITY_NAN_MESSAGE }): string | null {
  const value = raw.trim();
  if (value === '' || !/^\d+$/.test(value)) return messages.notNumber;
  return Number(value) === 0 ? messages.zero : null;
}

/**
 * A product card (spec §4 card add-to-cart, §5 card rules, §7, §9 card image swap).
 * Enhances the server's card: the second image shows on hover and focus (loaded
 * on the first hover, swaps at most every 500 ms); the add-to-cart form adds
 * without leaving the page: default → loading (wait message, `adding` class) →
 * complete (added message, `added` class); changing the quantity resets it.
 * Then the cart quantity is looked up again, which updates the badge.
 */
export function ProductCard(props: ElementProps<typeof productCardAttributes>) {
  const {
    host,
    serverContent,
    waitMessage,
    addedMessage,
    addedAnnouncement,
    failureMessage,
    unconfirmedMessage,
    quantityZeroMessage,
    quantityErrorMessage,
  } = props;
  const card = useMemo(() => findInServerContent<HTMLElement>(serverContent, '.card, article'), [serverContent]);
  const [state, setState] = useState<AddState>('default');
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'status' } | null>(null);
  const busy = useRef(false);
  const defaultLabel = useRef<readonly Node[]>([]);

  // Hover image swap (spec §9: throttled at 500 ms; 500x500 images).
  useLayoutEffect(() => {
    const image = card?.querySelector<HTMLImageElement>('img[data-hover-image]');
    if (!card || !image) return;
    const original = image.currentSrc || image.src;
    const hover = image.dataset.hoverImage!;
    let preloaded = false;
    let lastSwap = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const show = (src: string) => {
      clearTimeout(pending);
      const wait = CARD_IMAGE_SWAP_THROTTLE_MS - (performance.now() - lastSwap);
      const swap = () => {
        lastSwap = performance.now();
        image.src = src;
      };
      if (wait <= 0) swap();
      else pending = setTimeout(swap, wait);
    };
    const enter = () => {
      if (!preloaded) {
        preloaded = true;
        new Image().src = hover;
      }
      show(hover);
    };
    const leave = (event: Event) => {
      if (event.type === 'focusout' && card.contains((event as FocusEvent).relatedTarget as Node | null)) return;
      show(original);
    };
    card.addEventListener('pointerenter', enter);
    card.addEventListener('pointerleave', leave);
    card.addEventListener('focusin', enter);
    card.addEventListener('focusout', leave);
    return () => {
      clearTimeout(pending);
      card.removeEventListener('pointerenter', enter);
      card.removeEventListener('pointerleave', leave);
      card.removeEventListener('focusin', enter);
      card.removeEventListener('focusout', leave);
    };
  }, [card]);

  // Add to cart from the card.
  useLayoutEffect(() => {
    const form = card?.querySelector<HTMLFormElement>('form[data-card-atc]');
    if (!card || !form) return;
    // The spec's quantity messages, not the browser's (the input's min="1" would block submit).
    form.noValidate = true;
    const input = form.querySelector<HTMLInputElement>('input[name="qty[]"]');
    const label = buttonLabel(form);
    defaultLabel.current = label ? [...label.childNodes] : [];
    // The card's product, else the one its add_to_cart_url names (/cart.php?action=add&product_id=…).
    const productId = Number(card.dataset.productId || new URL(form.action, document.baseURI).searchParams.get('product_id') || 0);

    const reset = () => {
      if (busy.current) return;
      setState('default');
      setMessage(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // spec §5: the Enter key in the quantity input is suppressed.
      if (event.key === 'Enter') event.preventDefault();
    };
    const onStep = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-card-qty]');
      if (!button || !input) return;
      const current = Number.parseInt(input.value, 10) || 0;
      // spec §5: decrement only while above 1.
      if (button.dataset.cardQty === 'decrement' && current > 1) input.value = String(current - 1);
      if (button.dataset.cardQty === 'increment') input.value = String(Math.min(current + 1, 9999));
      reset();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      const raw = input ? input.value : '1';
      const problem = quantityProblem(raw, { zero: quantityZeroMessage, notNumber: quantityErrorMessage });
      if (problem) {
        setMessage({ text: problem, kind: 'error' });
        input?.setAttribute('aria-invalid', 'true');
        input?.focus();
        return;
      }
      input?.removeAttribute('aria-invalid');
      const quantity = Number(raw.trim());
      busy.current = true;
      setState('loading');
      setMessage(null);
      // A lost answer is checked against the cart: it may have been added all the same.
      addChecked(
        () => addFromCard(productId, quantity),
        { before: getCartQuantity(), quantity },
        { baseUrl: storeContext().secureBaseUrl },
      ).then(
        async () => {
          emit(host, 'cart-item-added', { productId, quantity, cartItemId: null, source: 'store-product-card' });
          await refreshCartQuantity({ force: true });
          busy.current = false;
          setState('complete');
          setMessage({ text: addedAnnouncement, kind: 'status' });
        },
        (error: unknown) => {
          busy.current = false;
          setState('default');
          const text =
            error instanceof CartRefusal ? error.message : error instanceof AdditionUnconfirmed ? unconfirmedMessage : failureMessage;
          setMessage({ text, kind: 'error' });
          // Whatever happened, the badge shows what the cart holds.
          void refreshCartQuantity({ force: true });
        },
      );
    };
    input?.addEventListener('keydown', onKeyDown);
    input?.addEventListener('input', reset);
    form.addEventListener('click', onStep);
    form.addEventListener('submit', onSubmit);
    return () => {
      input?.removeEventListener('keydown', onKeyDown);
      input?.removeEventListener('input', reset);
      form.removeEventListener('click', onStep);
      form.removeEventListener('submit', onSubmit);
    };
  }, [card, host, addedAnnouncement, failureMessage, unconfirmedMessage, quantityZeroMessage, quantityErrorMessage]);

  // spec §4 card states, on the card for the theme's CSS and in the button's words.
  useLayoutEffect(() => {
    if (!card) return;
    card.classList.toggle('adding', state === 'loading');
    card.classList.toggle('added', state === 'complete');
    host.dataset.state = state;
    const form = card.querySelector<HTMLFormElement>('form[data-card-atc]');
    const label = form ? buttonLabel(form) : null;
    const button = form?.querySelector<HTMLButtonElement>(SUBMIT_BUTTON);
    if (label) {
      if (state === 'default') label.replaceChildren(...defaultLabel.current);
      else label.textContent = state === 'loading' ? waitMessage : addedMessage;
    }
    button?.setAttribute('aria-disabled', String(state === 'loading'));
  }, [card, host, state, waitMessage, addedMessage]);

  useEffect(() => () => void (busy.current = false), []);

  // The server's card stays where it is (the element renders in place): only the messages are added after it.
  return (
    <>
      <p className="card-message" role="status">
        {message?.kind === 'status' ? message.text : ''}
      </p>
      <p className="card-message card-message--error" role="alert">
        {message?.kind === 'error' ? message.text : ''}
      </p>
    </>
  );
}
