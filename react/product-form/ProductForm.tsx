import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { CartRefusal } from '../api/cart.ts';
import { AdditionUnconfirmed, addChecked } from '../api/cart-outcome.ts';
import { checkPurchase } from '../api/ownership.ts';
import { addProductToCart, fetchOptionResponse } from '../api/product.ts';
import { isApiError } from '../api/request.ts';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { navigateTo } from '../navigation.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { UNCONFIRMED_ADD_MESSAGE } from '../cart/messages.ts';
import { getCartQuantity, refreshCartQuantity } from '../stores/cart-quantity.ts';
import { optionStockOf } from '../api/product.ts';
import { rememberOptionAnswer } from '../stores/option-answers.ts';
import { clearOwnedSkus, readOwnedSkus, rememberOwnedSkus } from '../stores/owned-skus.ts';

const isOwnedSku = (sku: string) => readOwnedSkus().includes(sku);
import { applyOptionResponse } from './apply-response.ts';
import { setAttributeIfChanged, setHidden, setText } from './dom-writes.ts';
import { isOptionField, missingRequiredOptions, serializeForm, showChosenValues } from './option-fields.ts';
import { isQuantity, quantityBounds, stepQuantity } from './quantity.ts';

/** spec §8 already owned: the message, followed by a link to the downloads page. */
export const ALREADY_OWNED_MESSAGE = 'You have already purchased this item. Download it here';
export const DOWNLOADS_URL = '/downloads';
const OWNED_LEAD = ALREADY_OWNED_MESSAGE.slice(0, -' here'.length);

export const productFormAttributes = {
  /** The product's id. Default: the form's product_id field. */
  productId: attr.number(0, { integer: true, min: 1 }),
  /** Digital products get the ownership check. */
  productType: attr.oneOf(['physical', 'digital'], 'physical'),
  /** The product may be bought more than once (no ownership check). */
  multiPurchase: attr.boolean(false),
  /** Open the cart preview modal, or go to the cart. */
  afterAdd: attr.oneOf(['preview', 'cart'], 'preview'),
  /** The add button's text while adding. */
  waitMessage: attr.string('Adding to cart…'),
  /** Shown when the quantity is not digits only. */
  quantityErrorMessage: attr.string('The quantity should contain only numbers.'),
  /** Shown in a modal when adding fails without a reason from the platform. */
  failureMessage: attr.string('This could not be added to your cart. Please try again.'),
  /** Shown when the add got no answer (time-out, dropped connection) and the cart did not show it within one more time-out: it may still arrive, so the shopper looks before trying again. When the cart shows it, the add counts as done; failure-message is only for a platform that answered with a failure. */
  unconfirmedMessage: attr.string(UNCONFIRMED_ADD_MESSAGE),
  /** Shown under the form when the price and stock for a new choice could not be loaded (the next change asks again; the host gets `data-options-failed` meanwhile). */
  optionsFailureMessage: attr.string(
    'The price and stock for this choice could not be loaded. Choose again to retry; your cart will show the right price.',
  ),
  /** The cart preview modal's title. */
  previewTitle: attr.string('Your cart'),
  /** Said when a signed-in customer already owns this download, before its link to the downloads page. */
  ownedMessage: attr.string(OWNED_LEAD),
  /** The text of that link. */
  ownedLinkLabel: attr.string('here'),
  /** The error modal's title. */
  errorTitle: attr.string('Error'),
  /** The already-owned modal's title. */
  warningTitle: attr.string('Warning'),
  /** The button that closes those modals. */
  okLabel: attr.string('OK'),
  /** The cart preview modal's close button. */
  closeLabel: attr.string('Close'),
  /** Announced while the cart preview loads. */
  loadingLabel: attr.string('Loading…'),
};

type Availability = { purchasable: boolean; inStock: boolean };

/**
 * The product form (spec §2 product page, §4 add to cart, §5, §7, §8). It
 * enhances the server's details block and its form, which posts to the cart
 * without JavaScript: every option change asks the platform for the selection's
 * price, stock, SKU, image and bulk pricing (the last selection always wins);
 * radios uncheck on a second click; the quantity stepper keeps to its bounds;
 * adding to the cart stays on the page and opens the cart preview; a signed-in
 * customer is stopped from buying a download they already own.
 */
export function ProductForm(props: ElementProps<typeof productFormAttributes>) {
  const { host, serverContent, productType, multiPurchase, afterAdd, waitMessage, quantityErrorMessage, failureMessage, previewTitle } =
    props;
  const {
    unconfirmedMessage,
    optionsFailureMessage,
    ownedMessage,
    ownedLinkLabel,
    errorTitle,
    warningTitle,
    okLabel,
    closeLabel,
    loadingLabel,
  } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const productId = useMemo(() => {
    if (props.productId > 0) return props.productId;
    const fromForm = Number(form?.querySelector<HTMLInputElement>('input[name="product_id"]')?.value);
    return Number.isInteger(fromForm) && fromForm > 0 ? fromForm : 0;
  }, [props.productId, form]);
  // The server's state of the add button stands until the first option response.
  const serverSellable = useMemo(() => !form?.querySelector<HTMLButtonElement>('[data-add-to-cart]')?.disabled, [form]);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [owned, setOwned] = useState(false);
  const [adding, setAdding] = useState(false);
  const [quantityError, setQuantityError] = useState('');
  /** The last option change got no price from the platform: what the page shows may be another choice's. */
  const [optionsFailed, setOptionsFailed] = useState(false);
  const busy = useRef(false);
  const ownedLink = useRef<HTMLAnchorElement>(null);
  const sku = useRef<string | null>(null);
  const quantityErrorId = `qty-error-${useId().replace(/:/g, '')}`;

  if (!form)
    warnOnce(
      'store-product-form|form',
      '<store-product-form>: put the product form (<form> with product_id and attribute[…] fields) inside.',
    );
  if (form && productId === 0)
    warnOnce(
      'store-product-form|product-id',
      '<store-product-form>: no product id (product-id attribute or a product_id field); options will not update.',
    );

  const ownershipApplies = productType === 'digital' && !multiPurchase;
  const currentSku = () => sku.current ?? host.querySelector('[data-product-sku]')?.textContent?.trim() ?? '';

  // spec §6: a guest's owned-items cache is cleared; a known owned SKU disables the add at once.
  useEffect(() => {
    if (storeContext().customerId === null) clearOwnedSkus();
    else if (ownershipApplies && currentSku() && isOwnedSku(currentSku())) setOwned(true);
  }, [ownershipApplies]); // eslint-disable-line react-hooks/exhaustive-deps -- once per product kind: the SKU is read from the page, not a dependency

  // spec §7: the option response on load and on every option change; a newer selection aborts the older request.
  useEffect(() => {
    if (!form || productId === 0) return;
    let pending: AbortController | null = null;
    const checkedRadios = new Map<string, string>();
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) checkedRadios.set(radio.name, radio.value);

    const requestOptionResponse = () => {
      showChosenValues(form);
      pending?.abort();
      const request = (pending = new AbortController());
      const fields = serializeForm(form);
      fetchOptionResponse(productId, fields, { signal: request.signal }).then(
        ({ data, content }) => {
          if (request.signal.aborted) return;
          setOptionsFailed(false);
          applyOptionResponse(host, form, data, content);
          sku.current = data.sku ?? null;
          setAvailability({ purchasable: data.purchasable, inStock: data.instock });
          if (storeContext().customerId !== null && ownershipApplies) setOwned(Boolean(data.sku && isOwnedSku(data.sku)));
          const answer = {
            price: data.price?.without_tax?.value ?? data.price?.with_tax?.value ?? null,
            message: data.stock_message || data.purchasing_message || null,
            image: data.image ? { url: data.image.data, alt: data.image.alt ?? '' } : null,
            stock: optionStockOf(data),
          };
          // Kept for the page: the upsell block shows this product too, and need not ask again.
          rememberOptionAnswer(productId, fields, answer);
          emit(host, 'product-options-changed', {
            productId,
            image: answer.image,
            sku: data.sku ?? null,
            purchasable: data.purchasable,
            inStock: data.instock,
            price: answer.price,
            message: answer.message,
          });
        },
        (error: unknown) => {
          if (request.signal.aborted || isApiError(error, 'aborted')) return;
          // The price, SKU and stock on the page belong to the previous choice: the shopper is
          // told, the next change asks again, and the add still works (the platform checks the
          // choice and the cart shows its price).
          console.warn('<store-product-form>: the price for these options could not be loaded;', error);
          setOptionsFailed(true);
        },
      );
    };

    const onChange = (event: Event) => {
      if (!isOptionField(event.target)) return;
      if (event.target instanceof HTMLInputElement && event.target.type === 'radio')
        checkedRadios.set(event.target.name, event.target.value);
      requestOptionResponse();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // spec §4: radio options can be unchecked by clicking again.
      if (target instanceof HTMLInputElement && target.type === 'radio' && isOptionField(target)) {
        if (checkedRadios.get(target.name) === target.value) {
          target.checked = false;
          checkedRadios.delete(target.name);
          requestOptionResponse();
        } else {
          checkedRadios.set(target.name, target.value);
        }
        return;
      }
      // spec §5 quantity stepper.
      const step = target.closest<HTMLElement>('[data-quantity-change]');
      const input = form.querySelector<HTMLInputElement>('input[name="qty[]"]');
      if (!step || !input || input.disabled) return;
      const direction = step.dataset.quantityChange === 'decrease' ? 'decrease' : 'increase';
      input.value = String(stepQuantity(Number.parseInt(input.value, 10) || 0, direction, quantityBounds(input)));
      setQuantityError('');
      input.removeAttribute('aria-invalid');
    };
    form.addEventListener('change', onChange);
    form.addEventListener('click', onClick);
    requestOptionResponse();
    return () => {
      pending?.abort();
      form.removeEventListener('change', onChange);
      form.removeEventListener('click', onClick);
    };
  }, [form, host, productId, ownershipApplies]);

  // spec §5 quantity: digits only; the message shows after the feedback delay while typing.
  useEffect(() => {
    const input = form?.querySelector<HTMLInputElement>('input[name="qty[]"]');
    if (!input) return;
    input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), quantityErrorId].filter(Boolean).join(' '));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      if (isQuantity(input.value)) {
        setQuantityError('');
        input.removeAttribute('aria-invalid');
        return;
      }
      timer = setTimeout(() => {
        setQuantityError(quantityErrorMessage);
        input.setAttribute('aria-invalid', 'true');
      }, VALIDATION_FEEDBACK_DELAY_MS);
    };
    input.addEventListener('input', onInput);
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
    };
  }, [form, quantityErrorId, quantityErrorMessage]);

  // spec §4: add button and quantity enabled only when purchasable and in stock; wallet buttons hidden otherwise.
  useLayoutEffect(() => {
    if (!form) return;
    const button = form.querySelector<HTMLButtonElement>('[data-add-to-cart]');
    const label = button?.querySelector<HTMLElement>('[data-add-to-cart-label]') ?? button;
    if (label && label.dataset.defaultText === undefined) label.dataset.defaultText = label.textContent ?? '';
    const sellable = availability ? availability.purchasable && availability.inStock : serverSellable;
    if (button) {
      // While adding, the button says it is busy (aria-disabled, the wait message) but keeps
      // focus: a natively disabled button drops it, and the cart preview or error modal
      // would then return focus to the page's start instead of to the button.
      if (button.disabled !== (owned || !sellable)) button.disabled = owned || !sellable;
      setAttributeIfChanged(button, 'aria-disabled', String(adding));
      if (label) setText(label, adding ? waitMessage : (label.dataset.defaultText ?? ''));
    }
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input[name="qty[]"], [data-quantity-change]')) {
      if (element.disabled !== !sellable) element.disabled = !sellable;
    }
    for (const wallet of host.querySelectorAll<HTMLElement>('[data-wallet-buttons]')) setHidden(wallet, !sellable);
    host.dataset.state = adding ? 'adding' : owned ? 'owned' : sellable ? 'ready' : 'unavailable';
  }, [form, host, availability, serverSellable, adding, owned, waitMessage]);

  // The theme can mark what may be out of date (the price block) while a choice has no answer.
  useLayoutEffect(() => {
    if (host.hasAttribute('data-options-failed') !== optionsFailed) host.toggleAttribute('data-options-failed', optionsFailed);
  }, [host, optionsFailed]);

  /** spec §6, §7, §8: true when a signed-in customer already owns this download. */
  const alreadyOwned = async (): Promise<boolean> => {
    const { customerId, storeHash, downloadsService } = storeContext();
    if (customerId === null) {
      clearOwnedSkus();
      return false;
    }
    const productSku = currentSku();
    if (!ownershipApplies || !productSku) return false;
    if (isOwnedSku(productSku)) return true;
    if (!downloadsService) {
      // The merchant runs no downloads service (its theme settings are empty): nothing to ask.
      warnOnce(
        'product-form|no-downloads-service',
        '<store-product-form>: the theme names no downloads service; downloads are not checked for ownership.',
      );
      return false;
    }
    try {
      const answer = await checkPurchase({ sku: productSku, customer: customerId, storeHash });
      if (answer.meta.status !== 'Success') {
        // spec §8 purchase check failure: logged, and the add proceeds.
        console.warn(`<store-product-form>: the purchase check failed (${answer.meta.message ?? answer.meta.status}); adding anyway.`);
        return false;
      }
      if (!answer.data?.customer_owns_product) return false;
      rememberOwnedSkus([productSku]);
      return true;
    } catch (error) {
      console.warn('<store-product-form>: the purchase check could not be made; adding anyway.', error);
      return false;
    }
  };

  useEffect(() => {
    if (!form) return;
    // The spec's quantity message and our required-option check rather than the browser's bubbles first.
    form.noValidate = true;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void addToCart();
    };
    const addToCart = async () => {
      if (busy.current) return; // a double click sends one request
      const input = form.querySelector<HTMLInputElement>('input[name="qty[]"]');
      if (input && !isQuantity(input.value)) {
        setQuantityError(quantityErrorMessage);
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      const missing = missingRequiredOptions(form);
      if (missing.length > 0 || !form.checkValidity()) {
        // spec §5 required product options: the browser names the first missing one.
        form.reportValidity();
        (missing[0] ?? form.querySelector<HTMLElement>(':invalid'))?.focus();
        return;
      }
      busy.current = true;
      setAdding(true);
      const dialogs = import('./dialogs.tsx');
      dialogs.catch(() => {}); // a failed load is reported where the modal is wanted
      try {
        if (await alreadyOwned()) {
          setOwned(true);
          const { showAlert } = await dialogs;
          void showAlert({
            message: ownedMessage,
            icon: 'warning',
            title: warningTitle,
            confirmText: okLabel,
            link: { href: DOWNLOADS_URL, text: ownedLinkLabel },
          }).then(() => {
            // The add button is disabled now; focus goes to the page's own notice and its link.
            if (document.activeElement === document.body || document.activeElement === null) ownedLink.current?.focus();
          });
          return;
        }
        const quantity = input ? Number(input.value.trim()) : 1;
        // A lost answer is checked against the cart: it may have been added all the same.
        const answer = await addChecked(
          () => addProductToCart(new FormData(form)),
          { before: getCartQuantity(), quantity },
          { baseUrl: storeContext().secureBaseUrl },
        );
        const added = answer ?? { cartItemId: null, cartUrl: `${storeContext().secureBaseUrl}/cart.php` };
        emit(host, 'cart-item-added', { productId, quantity, cartItemId: added.cartItemId, source: 'store-product-form' });
        void refreshCartQuantity({ force: true });
        if (afterAdd === 'cart') navigateTo(added.cartUrl);
        else (await dialogs).openCartPreview(previewTitle, added.cartUrl, { closeLabel, loadingLabel });
      } catch (error) {
        // spec §8: the server's message, as plain text, in a modal.
        if (!(error instanceof CartRefusal)) console.warn('<store-product-form>: adding to the cart failed;', error);
        // Whatever happened, the badge shows what the cart holds.
        void refreshCartQuantity({ force: true });
        const message =
          error instanceof CartRefusal ? error.message : error instanceof AdditionUnconfirmed ? unconfirmedMessage : failureMessage;
        dialogs.then(
          ({ showAlert }) => showAlert({ message, title: errorTitle, confirmText: okLabel }),
          (loadError: unknown) => console.error('<store-product-form>: could not show the message:', message, loadError),
        );
      } finally {
        busy.current = false;
        setAdding(false);
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  });

  return (
    <>
      <ServerContent nodes={serverContent} className="productForm" />
      {adding && (
        <div className="loadingOverlay productForm-overlay" role="status">
          <span className="is-srOnly">{waitMessage}</span>
        </div>
      )}
      <p className="form-inlineMessage productForm-optionsError" role="alert">
        {optionsFailed ? optionsFailureMessage : ''}
      </p>
      <p id={quantityErrorId} className="form-inlineMessage productForm-quantityError" role="alert">
        {quantityError}
      </p>
      <div className="productForm-owned" role="status">
        {owned && (
          <p className="alertBox alertBox--error">
            {ownedMessage}{' '}
            <a ref={ownedLink} href={DOWNLOADS_URL}>
              {ownedLinkLabel}
            </a>
          </p>
        )}
      </div>
    </>
  );
}
