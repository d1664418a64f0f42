import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { attr, type AttributeSpec } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { addUpsellItem, fetchUpsellMarkup, fetchUpsellOptionState, upsellOptionFields, UpsellRefusal, type UpsellMarkup, type UpsellOptionState, type UpsellTarget } from '../api/fbt.ts';
import { AdditionUnconfirmed, addChecked } from '../api/cart-outcome.ts';
import { isApiError } from '../api/request.ts';
import {
  UPSELL_ADD_ALL_LABEL,
  UPSELL_CHOOSE_OPTIONS_LABEL,
  UPSELL_OPTION_IMAGE_SIZE,
  UPSELL_OPTIONS_LABEL,
  UPSELL_PRODUCT_LIMIT,
  UPSELL_TEMPLATES,
  UPSELL_TOTAL_VARIES,
} from '../../shared/constants.ts';
import { UNCONFIRMED_ADD_MESSAGE } from '../cart/messages.ts';
import { navigateTo } from '../navigation.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent as find, ServerContent } from '../server-content/ServerContent.tsx';
import { parseServerHtml } from '../server-html/server-html.ts';
import { getCartQuantity, refreshCartQuantity, setCartQuantity } from '../stores/cart-quantity.ts';
import { knownOptionAnswer } from '../stores/option-answers.ts';
import {
  addAllProblem,
  addOneAtATime,
  DEFAULT_DATA_SELECTOR,
  detectMode,
  formatUpsellTotal,
  isOptionsSelected,
  parseTargets,
  rawTargets,
  requiredFields,
  resolveOptions,
  scopeIds,
  sizedImage,
  UPSELL_ERRORS_MESSAGE,
  UPSELL_OPTIONS_MESSAGE,
  UPSELL_REQUIRED_WORD,
} from './upsell.ts';

function templateAttr(fallback: string): AttributeSpec<string> {
  return { schema: z.string().check(z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i)), fallback, expected: 'a template name such as custom/fbt-image-item' };
}

export const fbtAttributes = {
  /** The product being viewed: shown first and always added with the others (as the theme does). */
  productId: attr.number(0, { min: 0, integer: true }),
  disabled: attr.boolean(false),
  dataSelector: attr.string(DEFAULT_DATA_SELECTOR),
  productLimit: attr.number(UPSELL_PRODUCT_LIMIT, { min: 1, max: 12, integer: true }),
  imageItemTemplate: templateAttr(UPSELL_TEMPLATES.imageItem),
  detailItemTemplate: templateAttr(UPSELL_TEMPLATES.detailItem),
  detailOptionsTemplate: templateAttr(UPSELL_TEMPLATES.detailOptions),
  addAllLabel: attr.string(UPSELL_ADD_ALL_LABEL),
  chooseOptionsLabel: attr.string(UPSELL_CHOOSE_OPTIONS_LABEL),
  optionsLabel: attr.string(UPSELL_OPTIONS_LABEL),
  totalLabel: attr.string('Total price:'),
  variesLabel: attr.string(UPSELL_TOTAL_VARIES),
  errorsMessage: attr.string(UPSELL_ERRORS_MESSAGE),
  optionsMessage: attr.string(UPSELL_OPTIONS_MESSAGE),
  failureMessage: attr.string('This item could not be added to your cart. Please try again.'),
  unconfirmedMessage: attr.string(UNCONFIRMED_ADD_MESSAGE),
  addedMessage: attr.string('Already added to your cart: {items}.'),
  nothingCheckedMessage: attr.string('Choose at least one item to add.'),
  addingMessage: attr.string('Adding to your cart…'),
  loadingLabel: attr.string('Loading…'),
  thisItemLabel: attr.string('This item'),
  errorTitle: attr.string('Error'),
  okLabel: attr.string('OK'),
  /** The word the options template prints by a required option's name: how required options are found (spec §5). */
  requiredLabel: attr.string(UPSELL_REQUIRED_WORD),
};

type Props = ElementProps<typeof fbtAttributes>;

interface Item {
  key: string;
  main: boolean;
  status: 'loading' | 'ready' | 'failed';
  productId: number;
  name: string;
  /** The price of one. */
  price: number;
  /** How many the item's form adds: its product's minimum order, or 1. */
  quantity: number;
  checked: boolean;
  open: boolean;
  /** spec §4: options are loaded once per item, on first need. */
  loaded: boolean;
  hasRequiredOptions: boolean;
  optionsSelected: boolean;
  error: string | null;
  added: boolean;
}

/** The server markup of one ready item, parsed once and kept as live nodes. */
interface ItemMarkup {
  image: Node[];
  detail: Node[];
  form: HTMLFormElement;
  panelId: string;
  nameId: string;
  checkbox: HTMLInputElement | null;
  toggle: HTMLButtonElement | null;
  picture: HTMLImageElement | null;
}

type BlockState = 'loading' | 'ready' | 'hidden';

/** Turns one target's three rendered templates into an item, or throws if they do not describe a product. */
function prepareItem(markup: UpsellMarkup, key: string, requiredWord: string): { markup: ItemMarkup; facts: Pick<Item, 'productId' | 'name' | 'price' | 'quantity' | 'checked' | 'hasRequiredOptions' | 'optionsSelected'> } {
  const image = parseServerHtml(markup.imageItem);
  const detail = parseServerHtml(markup.detailItem);
  const options = parseServerHtml(markup.detailOptions);
  const prefix = `fbt-${key}-`;
  scopeIds([...image, ...detail, ...options], prefix);
  const root = find<HTMLElement>(detail, '[data-product-id]');
  const productId = Number(root?.getAttribute('data-product-id'));
  if (!root || !Number.isSafeInteger(productId) || productId <= 0) throw new Error('The detail item template does not name a product');
  const nameElement = find<HTMLElement>(detail, '.fbt-name') ?? root;
  if (!nameElement.id) nameElement.id = `${prefix}name`;
  let form = find<HTMLFormElement>(options, 'form');
  if (!form) {
    // A product without an options template still needs its add form.
    form = document.createElement('form');
    for (const [name, value] of [['action', 'add'], ['product_id', String(productId)], ['qty[]', '1']]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name!;
      input.value = value!;
      form.append(input);
    }
  }
  // The disclosure panel carries the id the toggle's aria-controls names, so
  // the reference holds before the options are loaded into it.
  const panelId = form.id || `${prefix}options`;
  form.removeAttribute('id');
  const toggle = find<HTMLButtonElement>(detail, 'button.fbt-toggle-options, button[aria-controls]');
  toggle?.setAttribute('aria-controls', panelId);
  toggle?.setAttribute('aria-expanded', 'false');
  const checkbox = find<HTMLInputElement>(detail, 'input[type="checkbox"]');
  const price = Number(root.getAttribute('data-product-price'));
  // The options template adds the product's minimum order (the platform refuses less).
  const quantity = Number(form.querySelector<HTMLInputElement>('input[name="qty[]"]')?.value);
  return {
    markup: { image, detail, form, panelId, nameId: nameElement.id, checkbox, toggle, picture: find<HTMLImageElement>(image, 'img') },
    facts: {
      productId,
      name: (nameElement.textContent ?? '').trim(),
      price: Number.isFinite(price) ? price : 0,
      quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
      checked: checkbox ? checkbox.checked : true,
      hasRequiredOptions: requiredFields(form, requiredWord).length > 0,
      optionsSelected: isOptionsSelected(form, requiredWord),
    },
  };
}


/**
 * An error popup (spec §8). The modal's code loads only when there is something
 * to say; if it cannot load, the message is still in the block's live region.
 */
async function errorPopup(message: string, labels: { title: string; confirmText: string }): Promise<void> {
  try {
    const { showAlert } = await import('../modal/alert.tsx');
    await showAlert({ message, ...labels });
  } catch (error) {
    console.warn('<store-fbt>: the error popup could not be shown;', error);
  }
}

/**
 * The product being viewed as the page rendered it with the three upsell templates
 * (a `<template data-fbt-main-item>` in the block's markup), or null when the page
 * did not: then it is fetched like the other targets.
 */
function renderedMainItem(nodes: readonly Node[]): UpsellMarkup | null {
  const template = find<HTMLTemplateElement>(nodes, 'template[data-fbt-main-item]');
  if (!template) return null;
  const part = (name: string) => template.content.querySelector(`[data-fbt-template="${name}"]`)?.innerHTML;
  const [imageItem, detailItem, detailOptions] = [part('image-item'), part('detail-item'), part('detail-options')];
  if (imageItem === undefined || detailItem === undefined || detailOptions === undefined) {
    console.warn('<store-fbt>: its data-fbt-main-item template lacks an image-item, detail-item or detail-options part; the product is fetched instead.');
    return null;
  }
  return { imageItem, detailItem, detailOptions };
}

function currencyCode(): string | undefined {
  return storeContext().currencyCode ?? undefined;
}

/**
 * The frequently-bought-together block (spec §3 upsell options, §4 upsell item
 * and mode, §5 upsell add-all, §7, §8, §9). Reads its targets from its own
 * server markup, fetches each with the three upsell templates, and lets the
 * shopper check items, choose their options and add them all, one at a time,
 * before going to the cart.
 */
export function Fbt(props: Props) {
  const { host, serverContent, serverJson } = props;
  const options = useMemo(
    () =>
      resolveOptions(
        {
          dataSelector: props.dataSelector,
          productLimit: props.productLimit,
          templates: { imageItem: props.imageItemTemplate, detailItem: props.detailItemTemplate, detailOptions: props.detailOptionsTemplate },
        },
        serverJson,
      ),
    [props.dataSelector, props.productLimit, props.imageItemTemplate, props.detailItemTemplate, props.detailOptionsTemplate, serverJson],
  );
  const [block, setBlock] = useState<BlockState>('loading');
  const [items, setItems] = useState<Item[]>([]);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const markups = useRef(new Map<string, ItemMarkup>());
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // The error popup's words, read when a popup opens (from callbacks that outlive a render).
  const popupLabels = useRef({ title: props.errorTitle, confirmText: props.okLabel });
  popupLabels.current = { title: props.errorTitle, confirmText: props.okLabel };
  const requiredWord = useRef(props.requiredLabel);
  requiredWord.current = props.requiredLabel;
  const optionRequests = useRef(new Map<string, AbortController>());
  const list = useRef<HTMLDivElement>(null);
  const baseId = `fbt-${useId().replace(/[^a-z0-9]/gi, '')}`;

  const update = useCallback((key: string, change: Partial<Item> | ((item: Item) => Partial<Item>)) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...(typeof change === 'function' ? change(item) : change) } : item)));
  }, []);

  // Find the targets and fetch them (spec §4 upsell mode, §7, §8).
  useEffect(() => {
    if (props.disabled) {
      setBlock('hidden');
      return;
    }
    const mode = detectMode(serverContent);
    if (mode === 'none') {
      // spec §8: the suite not being installed is a console error only.
      console.error('<store-fbt>: the upsell suite is not installed here (no .fbt-product or .fbt markup); the block stays hidden.');
      setBlock('hidden');
      return;
    }
    const targets = parseTargets(rawTargets(serverContent, mode, options.dataSelector), options.productLimit, props.productId || undefined);
    if (targets.length === 0) {
      // spec §8: no upsell targets found hides the block.
      setBlock('hidden');
      return;
    }
    const all: Array<{ key: string; main: boolean; target: UpsellTarget }> = [
      ...(props.productId > 0 ? [{ key: 'main', main: true, target: { kind: 'id', id: props.productId, raw: String(props.productId) } as UpsellTarget }] : []),
      ...targets.map((target, index) => ({ key: `t${index}`, main: false, target })),
    ];
    const blank = { productId: 0, name: '', price: 0, quantity: 1, checked: false, open: false, loaded: false, hasRequiredOptions: false, optionsSelected: true, error: null, added: false };
    setItems(all.map(({ key, main }) => ({ ...blank, key, main, status: 'loading' })));
    setBlock('ready');
    const controller = new AbortController();
    const seen = new Set<number>();
    let settled = 0;
    let shown = 0;
    const show = (key: string, main: boolean, markup: UpsellMarkup) => {
      const prepared = prepareItem(markup, key, requiredWord.current);
      // Two targets can be the same product (an id and its page path): show it once.
      if (seen.has(prepared.facts.productId)) throw new Error(`Product ${prepared.facts.productId} is already in the block`);
      seen.add(prepared.facts.productId);
      if (main && prepared.markup.checkbox) {
        // The product being viewed is always part of the set (as the theme does).
        prepared.markup.checkbox.checked = true;
        prepared.markup.checkbox.disabled = true;
      }
      markups.current.set(key, prepared.markup);
      if (!main) shown++;
      update(key, { ...prepared.facts, checked: main ? true : prepared.facts.checked, status: 'ready' });
    };
    const fail = (key: string, target: UpsellTarget, error: unknown) => {
      if (isApiError(error, 'aborted')) return;
      // spec §8 shows nothing for a failed target: the block shows what it can.
      console.warn(`<store-fbt>: upsell target ${JSON.stringify(target.raw)} could not be shown;`, error);
      update(key, { status: 'failed' });
    };
    const done = () => {
      settled++;
      if (settled === all.length && shown === 0 && !controller.signal.aborted) setBlock('hidden');
    };
    const mainMarkup = renderedMainItem(serverContent);
    for (const { key, main, target } of all) {
      if (main && mainMarkup) {
        // The product being viewed came rendered with the page: shown in the block's first
        // frame (no placeholder row that then grows), and not asked for again.
        try {
          show(key, main, mainMarkup);
        } catch (error) {
          fail(key, target, error);
        }
        done();
        continue;
      }
      fetchUpsellMarkup(target, options.templates, { signal: controller.signal })
        .then((markup) => show(key, main, markup))
        .catch((error: unknown) => fail(key, target, error))
        .finally(done);
    }
    return () => controller.abort();
  }, [serverContent, options, props.disabled, props.productId, update]);

  useLayoutEffect(() => {
    host.hidden = block === 'hidden';
    host.dataset.state = adding ? 'adding' : block;
  }, [host, block, adding]);

  // spec §7: an option change posts product-attributes for that item, unless the page
  // has the answer already: the product form asks for the product being viewed on load
  // and on each change of its own (stores/option-answers.ts), and the same product with
  // the same choice gets the same answer.
  const checkOptions = useCallback(
    (key: string, announce: boolean) => {
      const markup = markups.current.get(key);
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!markup || !item) return;
      optionRequests.current.get(key)?.abort();
      const apply = (state: UpsellOptionState) => {
        if (state.image && markup.picture) markup.picture.src = sizedImage(state.image.url, UPSELL_OPTION_IMAGE_SIZE);
        update(key, (current) => ({ price: state.price ?? current.price, error: state.message }));
        if (state.message) {
          const visible = itemsRef.current.find((candidate) => candidate.key === key)?.open ?? false;
          // spec §8: a stock or purchasing message is an error popup when the options area is visible.
          // spec §8: a popup while the options show; otherwise the live region says it.
          if (visible && announce) void errorPopup(state.message, popupLabels.current);
          else setStatus(`${item.name}: ${state.message}`);
        }
      };
      const known = knownOptionAnswer(item.productId, upsellOptionFields(markup.form));
      if (known) {
        optionRequests.current.delete(key);
        apply(known);
        return;
      }
      const controller = new AbortController();
      optionRequests.current.set(key, controller);
      fetchUpsellOptionState(item.productId, markup.form, { signal: controller.signal }).then(
        apply,
        (error: unknown) => {
          if (!isApiError(error, 'aborted')) console.warn(`<store-fbt>: the options of product ${item.productId} could not be checked;`, error);
        },
      );
    },
    [update],
  );

  const setOpen = useCallback(
    (key: string, open: boolean) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      const first = open && !item.loaded;
      update(key, { open, loaded: item.loaded || open });
      // Loaded once, on first need: the initial answer says whether the preset options are in stock.
      if (first) checkOptions(key, false);
    },
    [update, checkOptions],
  );

  // The server markup's own controls: checkboxes, toggles and option fields.
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const keyOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-fbt-key]')?.dataset.fbtKey : undefined);
    const onClick = (event: MouseEvent) => {
      const key = keyOf(event.target);
      const markup = key ? markups.current.get(key) : undefined;
      if (!key || !markup?.toggle || !markup.toggle.contains(event.target as Node)) return;
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      setOpen(key, !item?.open);
    };
    const onChange = (event: Event) => {
      const key = keyOf(event.target);
      const markup = key ? markups.current.get(key) : undefined;
      if (!key || !markup) return;
      if (markup.checkbox && event.target === markup.checkbox) {
        update(key, { checked: markup.checkbox.checked, added: false });
        return;
      }
      if (markup.form.contains(event.target as Node)) {
        update(key, { optionsSelected: isOptionsSelected(markup.form, requiredWord.current) });
        if (event.type === 'change') checkOptions(key, true);
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('change', onChange);
    root.addEventListener('input', onChange);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('change', onChange);
      root.removeEventListener('input', onChange);
    };
  }, [block, update, setOpen, checkOptions]);

  // The toggle's words and state follow the item (spec §4: Choose Options / Options).
  useLayoutEffect(() => {
    for (const item of items) {
      const markup = markups.current.get(item.key);
      if (!markup) continue;
      if (markup.toggle) {
        markup.toggle.textContent = item.hasRequiredOptions && !item.optionsSelected ? props.chooseOptionsLabel : props.optionsLabel;
        markup.toggle.setAttribute('aria-expanded', String(item.open));
      }
      if (markup.checkbox) {
        if (!item.main) markup.checkbox.checked = item.checked;
        const errorId = `${baseId}-${item.key}-error`;
        if (item.error) {
          markup.checkbox.setAttribute('aria-invalid', 'true');
          markup.checkbox.setAttribute('aria-describedby', errorId);
        } else {
          markup.checkbox.removeAttribute('aria-invalid');
          markup.checkbox.removeAttribute('aria-describedby');
        }
      }
    }
  }, [items, baseId, props.chooseOptionsLabel, props.optionsLabel]);

  useEffect(
    () => () => {
      for (const controller of optionRequests.current.values()) controller.abort();
    },
    [],
  );

  const ready = items.filter((item) => item.status === 'ready');
  const total = ready.filter((item) => item.checked && !item.added).reduce((sum, item) => sum + item.price * item.quantity, 0);
  const formattedTotal = formatUpsellTotal(total, currencyCode(), props.variesLabel);
  const totalVaries = formattedTotal === props.variesLabel;

  const addAll = async () => {
    if (adding) return;
    const chosen = ready.filter((item) => item.checked && !item.added);
    if (chosen.length === 0) {
      setStatus(props.nothingCheckedMessage);
      return;
    }
    // spec §5: refuse with the errors message, then with the options message.
    const problem = addAllProblem(chosen);
    if (problem) {
      const message = problem === UPSELL_ERRORS_MESSAGE ? props.errorsMessage : props.optionsMessage;
      setStatus(message);
      if (problem === UPSELL_OPTIONS_MESSAGE) {
        const unfilled = chosen.find((item) => item.hasRequiredOptions && !item.optionsSelected);
        if (unfilled && !unfilled.open) setOpen(unfilled.key, true);
      }
      await errorPopup(message, popupLabels.current);
      return;
    }
    setAdding(true);
    setStatus(props.addingMessage);
    const { secureBaseUrl } = storeContext();
    const { added, failure } = await addOneAtATime(
      chosen,
      // A lost answer is checked against the cart: the item may have been added all the same.
      async (item) =>
        (await addChecked(() => addUpsellItem(new FormData(markups.current.get(item.key)!.form), { baseUrl: secureBaseUrl }), { before: getCartQuantity(), quantity: item.quantity }, { baseUrl: secureBaseUrl })) ?? {
          cartItemId: null,
          quantity: item.quantity,
        },
      (item, result) => {
        update(item.key, { added: true, checked: false });
        emit(host, 'cart-item-added', { productId: item.productId, quantity: result.quantity, cartItemId: result.cartItemId, source: 'store-fbt' });
        setCartQuantity(getCartQuantity() + result.quantity, 'store-fbt');
      },
    );
    if (!failure) {
      // spec §7: then the browser goes to the cart.
      navigateTo(`${secureBaseUrl}/cart.php`);
      return;
    }
    // spec §8 add-all failure: the error text in a popup, the overlay hides, the button works again.
    const reason = failure.error instanceof UpsellRefusal ? failure.error.message : failure.error instanceof AdditionUnconfirmed ? props.unconfirmedMessage : props.failureMessage;
    // Whatever happened, the badge shows what the cart holds.
    void refreshCartQuantity({ force: true });
    const told = added.length > 0 ? ` ${props.addedMessage.replace('{items}', added.map((item) => item.name).join(', '))}` : '';
    const message = `${failure.item.name}: ${reason}${told}`;
    setAdding(false);
    setStatus(message);
    await errorPopup(message, popupLabels.current);
  };

  return (
    <>
      <ServerContent nodes={serverContent} className="fbt-heading" />
      {/* The body appears with its item rows at once: a first frame with only the
          total and the button would move them down when the rows come (layout shift). */}
      {block !== 'hidden' && items.length > 0 && (
        <div className="fbt-body" aria-busy={adding || undefined}>
          <ul className="fbt-images">
            {items.map((item) => {
              const markup = markups.current.get(item.key);
              if (item.status === 'failed') return null;
              return (
                <li key={item.key} className="fbt-image" data-state={item.checked ? 'checked' : 'unchecked'}>
                  {markup ? <ServerContent nodes={markup.image} /> : <div className="fbt-image-placeholder" />}
                </li>
              );
            })}
          </ul>
          <div className="fbt-items" ref={list}>
            {items.map((item) => {
              if (item.status === 'failed') return null;
              const markup = markups.current.get(item.key);
              if (!markup) {
                return (
                  <div key={item.key} className="fbt-item" data-state="loading">
                    {/* The main item's row is as tall loading as ready: its "This item" line comes first. */}
                    {item.main && <span className="fbt-this-item">{props.thisItemLabel}</span>}
                    <span className="fbt-item-loading">{props.loadingLabel}</span>
                  </div>
                );
              }
              const errorId = `${baseId}-${item.key}-error`;
              return (
                <div
                  key={item.key}
                  className="fbt-item"
                  role="group"
                  aria-labelledby={markup.nameId}
                  data-fbt-key={item.key}
                  data-state={item.added ? 'added' : item.checked ? 'checked' : 'unchecked'}
                  data-error={item.error ? '' : undefined}
                  data-options-selected={item.optionsSelected ? '' : undefined}
                >
                  {item.main && <span className="fbt-this-item">{props.thisItemLabel}</span>}
                  <ServerContent nodes={markup.detail} className="fbt-detail" />
                  <div id={markup.panelId} className="fbt-options" hidden={!item.open}>
                    {item.loaded && <ServerContent nodes={[markup.form]} />}
                  </div>
                  {item.error && (
                    <p id={errorId} className="fbt-item-error">
                      {item.error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <p className="fbt-total">
            <span>{props.totalLabel}</span> <strong
              // A new node when the amount replaces "varies": the words do not slide into it.
              key={totalVaries ? 'varies' : 'amount'}
              className="fbt-total-price"
              data-varies={totalVaries || undefined}
            >
              {formattedTotal}
            </strong>
          </p>
          <button type="button" className="button button--primary fbt-add-all" aria-disabled={adding} onClick={() => void addAll()}>
            {props.addAllLabel}
          </button>
          <p className="fbt-status" role="status">
            {status}
          </p>
          {adding && <div className="loadingOverlay" />}
        </div>
      )}
    </>
  );
}
