import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { openModal, type MountedModal, type OpenModalOptions } from '../modal/open-modal.tsx';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { ServerHtml } from '../server-html/ServerHtml.tsx';
import { insertServerHtml } from '../server-html/server-html.ts';
import { OWNED_ITEMS_LEAD, type CartProps } from './cart-attributes.ts';
import type { CartPageState, CodeKind, LineFacts, LineState, Message, MessageSlot } from './cart-page-state.ts';
import { DOWNLOADS_URL, OWNED_ITEMS_LINK_TEXT } from './messages.ts';
import { reasonOf, useCartPage, type CartActions, type CartTexts } from './use-cart-page.ts';

const withName = (template: string, name: string) => template.replace('{name}', name);
const MESSAGE_SLOTS: readonly MessageSlot[] = ['lines', 'coupon', 'gift-certificate', 'shipping'];
const CODE_KINDS: readonly CodeKind[] = ['coupon', 'gift-certificate'];

/**
 * The parts of the server's cart markup the element enhances, named by their `data-cart-*`
 * wiring (pages/cart.html, components/cart/content.html), found once when it upgrades.
 */
function cartRegions(nodes: readonly Node[]) {
  const find = <Found extends HTMLElement>(selector: string) => findInServerContent<Found>(nodes, selector);
  return {
    content: find('[data-cart-content]'),
    totals: find('[data-cart-totals]'),
    estimator: find<HTMLFormElement>('form[data-cart-estimator]'),
    estimatorToggle: find<HTMLButtonElement>('[data-cart-estimator-toggle]'),
    quotes: find('[data-cart-quotes]'),
    stateList: find<HTMLSelectElement>('form[data-cart-estimator] select[name="state_id"]'),
    codeForms: Object.fromEntries(CODE_KINDS.map((kind) => [kind, find<HTMLFormElement>(`form[data-cart-code="${kind}"]`)])) as Record<
      CodeKind,
      HTMLFormElement | null
    >,
    slots: Object.fromEntries(MESSAGE_SLOTS.map((slot) => [slot, find(`[data-cart-message="${slot}"]`)])) as Record<
      MessageSlot,
      HTMLElement | null
    >,
  };
}
type CartRegions = ReturnType<typeof cartRegions>;

/**
 * The cart page (spec §4 cart page load, §6, §7 cart and cart extras, §8). The server's
 * forms are the page without JavaScript; with it, the cart's state lives in one store
 * (use-cart-page.ts) and the views below render it into that markup in place: lines
 * and totals as the server last rendered them, each line's pending change, the
 * messages, the code forms and the shipping estimator. Controls are wired by their
 * `data-cart-*` attributes; every text a shopper reads is an attribute of the element.
 */
export function Cart(props: CartProps) {
  const { host, serverContent, ...texts } = props;
  const regions = useMemo(() => cartRegions(serverContent), [serverContent]);
  const { state, facts, actions } = useCartPage(texts, regions.content, host.dataset.cartId);
  const said = useRef<CartTexts>(texts);
  said.current = texts;

  useLayoutEffect(() => {
    host.dataset.state = state.busy ? 'busy' : 'idle';
  }, [host, state.busy]);

  useCartControls(host, actions, said);

  // spec §4 "Cart page load for a signed-in customer", §6, §8: the notice lists what was removed.
  useEffect(() => {
    let cancelled = false;
    void actions
      .removeOwnedItems(() => cancelled)
      .then((names) => {
        if (names.length > 0 && !cancelled) showOwnedNotice(names, said.current);
      });
    return () => {
      cancelled = true;
    };
  }, [actions]);

  return (
    <>
      <ServerContent nodes={serverContent} className="cart-body" />
      <CartLines host={host} regions={regions} state={state} lines={facts.lines} />
      {MESSAGE_SLOTS.map((slot) => (
        <CartMessage key={slot} slot={regions.slots[slot]} message={state.messages[slot]} />
      ))}
      {CODE_KINDS.map((kind) => (
        <CodeForm key={kind} form={regions.codeForms[kind]} code={state.codes[kind]} />
      ))}
      <ShippingEstimator regions={regions} estimator={state.estimator} />
    </>
  );
}

/**
 * Listens on the element for its server controls, wired by data attributes: the update
 * and remove forms (`data-cart-form`), a line's field (`data-cart-item-id`) and stepper
 * (`data-cart-step`), gift wrapping (`data-cart-gift-wrap`), the code forms
 * (`data-cart-code`) and the shipping estimator (`data-cart-estimator`, its toggle, its quotes).
 */
function useCartControls(host: HTMLElement, actions: CartActions, said: { current: CartTexts }) {
  useLayoutEffect(() => {
    const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');
    // The controls are the server's, outside React's events: what a handler changes is on
    // the page when it returns, as after a React event (a second click reads the first).
    const rendered =
      <Handled extends Event>(handle: (event: Handled) => void) =>
      (event: Handled) =>
        flushSync(() => handle(event));
    const onChange = rendered((event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.dataset.cartItemId) actions.changeQuantity(target.dataset.cartItemId, target.value);
      else if (target instanceof HTMLSelectElement && target.name === 'country_id') void actions.loadStates(target.value);
      else if (target instanceof HTMLInputElement && target.name === 'shipping_method' && target.checked)
        actions.chooseShippingMethod(target.value);
    });
    const onSubmit = rendered((event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const { cartForm, cartCode } = form.dataset;
      if (cartForm === 'update') {
        event.preventDefault();
        for (const control of form.elements) {
          if (control instanceof HTMLInputElement && control.dataset.cartItemId)
            actions.changeQuantity(control.dataset.cartItemId, control.value);
        }
      } else if (cartForm === 'remove') {
        event.preventDefault();
        const itemId = field(form, 'item');
        if (itemId) void actions.removeLine(itemId);
      } else if (cartCode === 'coupon' || cartCode === 'gift-certificate') {
        event.preventDefault();
        actions.applyCode(cartCode, field(form, 'code'));
      } else if (form.hasAttribute('data-cart-estimator')) {
        event.preventDefault();
        void actions.estimateShipping({
          country_id: field(form, 'country_id'),
          state_id: field(form, 'state_id'),
          zip_code: field(form, 'zip_code').trim(),
        });
      } else if (form.closest('[data-cart-quotes]')) {
        // The quotes' radios save the method when chosen (the change above).
        event.preventDefault();
      }
    });
    const onClick = rendered((event: MouseEvent) => {
      const target = event.target as Element;
      const control = target.closest<HTMLElement>(
        '[data-cart-remove], [data-cart-step], [data-cart-gift-wrap], [data-cart-estimator-toggle]',
      );
      if (!control || !host.contains(control)) return;
      const { cartStep, cartGiftWrap } = control.dataset;
      if (control.hasAttribute('data-cart-remove')) {
        // The same removal is under way: one request per double click.
        if (control.hasAttribute('aria-disabled')) event.preventDefault();
      } else if (cartStep !== undefined) {
        const quantity = host.ownerDocument.getElementById(control.getAttribute('aria-controls') ?? '');
        if (control.getAttribute('aria-disabled') === 'true' || !(quantity instanceof HTMLInputElement) || !quantity.dataset.cartItemId)
          return;
        actions.stepQuantity(quantity.dataset.cartItemId, Number(cartStep), quantity.value);
      } else if (cartGiftWrap !== undefined) {
        openGiftWrapping(cartGiftWrap, control, actions, said.current);
      } else {
        actions.toggleEstimator();
      }
    });
    host.addEventListener('change', onChange);
    host.addEventListener('submit', onSubmit);
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('change', onChange);
      host.removeEventListener('submit', onSubmit);
      host.removeEventListener('click', onClick);
    };
  }, [host, actions, said]);
}

/**
 * The lines and totals: the server's markup, rendered again from cart/content and
 * cart/totals after every refresh (focus kept where that element is still there),
 * with each line's pending change: `aria-busy` and `data-state="updating"` while it
 * is sent, its field showing the quantity asked for (or the confirmed one after a
 * failure), and the stepper's − saying it can go no lower at 1.
 */
function CartLines({
  host,
  regions,
  state,
  lines,
}: {
  host: HTMLElement;
  regions: CartRegions;
  state: CartPageState;
  lines: ReadonlyMap<string, LineFacts>;
}) {
  const { markup } = state;
  useLayoutEffect(() => {
    if (!markup) return;
    const focused = host.ownerDocument.activeElement;
    const focusedId = focused && host.contains(focused) ? focused.id : undefined;
    const focusWasInLines = regions.content?.contains(focused) ?? false;
    if (regions.content) insertServerHtml(regions.content, markup.content);
    if (regions.totals) insertServerHtml(regions.totals, markup.totals);
    const again = focusedId ? host.ownerDocument.getElementById(focusedId) : null;
    if (again && host.contains(again)) again.focus();
    else if (focusWasInLines || (host.ownerDocument.activeElement === host.ownerDocument.body && focusedId !== undefined))
      regions.slots.lines?.focus();
  }, [host, regions, markup]);

  // Only lines whose state changed are drawn again: a field the shopper is typing in keeps what they typed.
  const drawn = useRef(new Map<string, LineState>());
  useLayoutEffect(() => {
    drawn.current.clear();
  }, [markup]);
  useLayoutEffect(() => {
    for (const [itemId, line] of Object.entries(state.lines)) {
      if (drawn.current.get(itemId) === line) continue;
      drawn.current.set(itemId, line);
      const row = regions.content?.querySelector<HTMLElement>(`tr[data-item-id="${CSS.escape(itemId)}"]`);
      if (!row) continue;
      row.toggleAttribute('aria-busy', line.busy);
      if (line.busy) row.dataset.state = 'updating';
      else delete row.dataset.state;
      const shown = line.requested ?? line.confirmed ?? lines.get(itemId)?.quantity ?? 0;
      for (const control of row.querySelectorAll<HTMLElement>('[data-cart-remove], [data-cart-step="-1"], [data-cart-item-id]')) {
        if (control.hasAttribute('data-cart-remove')) control.toggleAttribute('aria-disabled', line.busy);
        else if (control instanceof HTMLInputElement) {
          // A refused entry stays as typed, marked invalid and described by the message saying why.
          if (!line.invalid) control.value = String(shown);
          if (line.invalid) {
            control.setAttribute('aria-invalid', 'true');
            const message = regions.slots.lines?.id;
            if (message) control.setAttribute('aria-describedby', message);
          } else {
            control.removeAttribute('aria-invalid');
            control.removeAttribute('aria-describedby');
          }
        } else control.setAttribute('aria-disabled', String(shown <= 1));
      }
    }
  }, [regions, state.lines, lines]);
  return null;
}

/** A message slot (`data-cart-message`): the text, as text (DESIGN rule 6), and `data-state="success"|"error"`. */
function CartMessage({ slot, message }: { slot: HTMLElement | null; message: Message | undefined }) {
  useLayoutEffect(() => {
    if (!slot) return;
    slot.textContent = message?.text ?? '';
    if (message) slot.dataset.state = message.kind;
    else delete slot.dataset.state;
  }, [slot, message]);
  return null;
}

/** A code form: `aria-busy` while its code is checked; its field emptied once the code applies. */
function CodeForm({ form, code }: { form: HTMLFormElement | null; code: CartPageState['codes'][CodeKind] }) {
  const applied = useRef(code.applied);
  useLayoutEffect(() => {
    if (!form) return;
    form.toggleAttribute('aria-busy', code.busy);
    if (code.applied !== applied.current) {
      applied.current = code.applied;
      const field = form.elements.namedItem('code');
      if (field instanceof HTMLInputElement) field.value = '';
    }
  }, [form, code]);
  return null;
}

/**
 * The shipping estimator (spec §7 shipping-quote): its disclosure (`aria-expanded`, the
 * first field focused when it opens), the chosen country's states, `aria-busy` while
 * quotes are asked for, the server's quotes and the method chosen.
 */
function ShippingEstimator({ regions, estimator }: { regions: CartRegions; estimator: CartPageState['estimator'] }) {
  const { estimator: form, estimatorToggle: toggle, stateList, quotes: quotesRegion } = regions;
  const wasOpen = useRef(estimator.open);
  useLayoutEffect(() => {
    // spec §5 state/country: presence required, said in the element's words.
    if (form) form.noValidate = true;
  }, [form]);
  useLayoutEffect(() => {
    if (!form || !toggle) return;
    form.hidden = !estimator.open;
    toggle.setAttribute('aria-expanded', String(estimator.open));
    if (estimator.open && !wasOpen.current) form.querySelector<HTMLElement>('select, input')?.focus();
    wasOpen.current = estimator.open;
  }, [form, toggle, estimator.open]);
  useLayoutEffect(() => {
    const list = estimator.states;
    if (!stateList || !list) return;
    stateList.replaceChildren(new Option(list.placeholder, ''), ...list.states.map(({ value, label }) => new Option(label, value)));
    stateList.disabled = list.states.length === 0;
    stateList.required = list.required && list.states.length > 0;
  }, [stateList, estimator.states]);
  useLayoutEffect(() => {
    form?.toggleAttribute('aria-busy', estimator.busy);
  }, [form, estimator.busy]);
  useLayoutEffect(() => {
    if (quotesRegion && estimator.quotes !== null) insertServerHtml(quotesRegion, estimator.quotes);
  }, [quotesRegion, estimator.quotes]);
  useLayoutEffect(() => {
    const chosen = estimator.chosenMethod;
    if (!quotesRegion || chosen === undefined) return;
    for (const radio of quotesRegion.querySelectorAll<HTMLInputElement>('input[name="shipping_method"]'))
      radio.checked = radio.value === chosen;
  }, [quotesRegion, estimator.quotes, estimator.chosenMethod]);
  return null;
}

/** The gift wrapping dialog (spec §7 GET/POST /gift-wrapping/{id}); focus returns to its opener. */
function openGiftWrapping(itemId: string, opener: HTMLElement, actions: CartActions, texts: CartTexts): void {
  const name = actions.lineName(itemId);
  let saving = false;
  const modal: MountedModal<OpenModalOptions> = openModal({
    title: withName(texts.giftWrapTitle, name),
    name: 'gift-wrapping',
    className: 'modal--giftWrapping',
    closeLabel: texts.closeLabel,
    loadingLabel: texts.loadingLabel,
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
            void actions.saveGiftWrap(itemId, fields).then((outcome) => {
              saving = false;
              if (outcome.status === 'done') modal.close('confirm');
              else if (outcome.status === 'failed') showForm(html, reasonOf(outcome.error, texts.giftWrapSaveFailureMessage));
            });
          }}
        />
      ),
    });
  void actions.loadGiftWrapping(itemId).then((outcome) => {
    if (outcome.status === 'replaced') return;
    if (outcome.status === 'done') {
      if (outcome.value) showForm(outcome.value, null);
      else modal.update({ loading: false, content: <p className="cart-message">{texts.noGiftWrapMessage}</p> });
      return;
    }
    console.warn('Cart: could not load gift wrapping;', outcome.error);
    modal.update({
      loading: false,
      content: (
        <p className="cart-message" data-state="error" role="alert">
          {reasonOf(outcome.error, texts.giftWrapFailureMessage)}
        </p>
      ),
    });
  });
  void modal.closed.then(() => {
    if (opener.isConnected) opener.focus();
  });
}

function showOwnedNotice(names: string[], texts: CartTexts): void {
  const modal = openModal({
    title: texts.noticeTitle,
    size: 'small',
    name: 'owned-items-removed',
    className: 'modal--ownedItems',
    closeLabel: texts.closeLabel,
    content: <OwnedItemsNotice names={names} message={texts.ownedItemsMessage} linkLabel={texts.ownedItemsLinkLabel} />,
    footer: (
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={() => modal.close('confirm')}>
          {texts.okLabel}
        </button>
      </div>
    ),
  });
}

/**
 * spec §8 cart cleanup message (by default word for word), followed by its link to the
 * downloads page ("here"), and the items removed.
 */
export function OwnedItemsNotice({
  names,
  message = OWNED_ITEMS_LEAD,
  linkLabel = OWNED_ITEMS_LINK_TEXT,
}: {
  names: readonly string[];
  message?: string;
  linkLabel?: string;
}) {
  return (
    <div className="ownedItemsNotice">
      <p className="ownedItemsNotice-message">
        {message} <a href={DOWNLOADS_URL}>{linkLabel}</a>
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
