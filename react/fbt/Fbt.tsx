import { useEffect, useId, useLayoutEffect, useMemo, useRef, type Dispatch } from 'react';
import * as z from 'zod/mini';
import { attr, type AttributeSpec } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import {
  UPSELL_ADD_ALL_LABEL,
  UPSELL_CHOOSE_OPTIONS_LABEL,
  UPSELL_OPTIONS_LABEL,
  UPSELL_PRODUCT_LIMIT,
  UPSELL_TEMPLATES,
  UPSELL_TOTAL_VARIES,
} from '../../shared/constants.ts';
import { storeContext } from '../../shared/store-context.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';
import { applyStockToOptions } from '../product-form/option-fields.ts';
import { ServerHtml } from '../server-html/ServerHtml.tsx';
import { needsOptions, totalOf, type FbtAction, type Item, type Notice } from './fbt-state.ts';
import {
  FBT_ADDED_MESSAGE,
  FBT_ADDING_MESSAGE,
  FBT_ERROR_TITLE,
  FBT_FAILURE_MESSAGE,
  FBT_ITEM_MESSAGE,
  FBT_LOADING_LABEL,
  FBT_NOTHING_CHECKED_MESSAGE,
  FBT_OK_LABEL,
  FBT_THIS_ITEM_LABEL,
  FBT_TOTAL_LABEL,
  fillMessage,
  UNCONFIRMED_ADD_MESSAGE,
} from './messages.ts';
import {
  DEFAULT_DATA_SELECTOR,
  formatUpsellTotal,
  resolveOptions,
  UPSELL_ERRORS_MESSAGE,
  UPSELL_OPTIONS_MESSAGE,
  UPSELL_REQUIRED_WORD,
} from './upsell.ts';
import { useFbt, useOptionAnswers } from './use-fbt.ts';
import { choiceOf, chosenWith, copyChoice } from './upsell-product.ts';
import { latestChoice } from '../stores/option-answers.ts';

function templateAttr(fallback: string): AttributeSpec<string> {
  return {
    schema: z.string().check(z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i)),
    fallback,
    expected: 'a template name such as custom/fbt-image-item',
  };
}

export const fbtAttributes = {
  /** The product being viewed: shown first and always added with the rest (0: none). */
  productId: attr.number(0, { min: 0, integer: true }),
  /** Hides the block (the suite is switched off for this product). */
  disabled: attr.boolean(false),
  /** Related-products mode: which elements inside `.fbt` are targets. */
  dataSelector: attr.string(DEFAULT_DATA_SELECTOR),
  /** At most this many targets (1 to 12). */
  productLimit: attr.number(UPSELL_PRODUCT_LIMIT, { min: 1, max: 12, integer: true }),
  /** The theme template (under templates/components/) that renders an item with its image. */
  imageItemTemplate: templateAttr(UPSELL_TEMPLATES.imageItem),
  /** The theme template that renders an item's name, price and checkbox. */
  detailItemTemplate: templateAttr(UPSELL_TEMPLATES.detailItem),
  /** The theme template that renders an item's option fields. */
  detailOptionsTemplate: templateAttr(UPSELL_TEMPLATES.detailOptions),
  /** The button that adds every checked item. */
  addAllLabel: attr.string(UPSELL_ADD_ALL_LABEL),
  /** The options toggle while required options are missing. */
  chooseOptionsLabel: attr.string(UPSELL_CHOOSE_OPTIONS_LABEL),
  /** The options toggle once they are filled. */
  optionsLabel: attr.string(UPSELL_OPTIONS_LABEL),
  /** Before the total. */
  totalLabel: attr.string(FBT_TOTAL_LABEL),
  /** The total when it is zero. */
  variesLabel: attr.string(UPSELL_TOTAL_VARIES),
  /** Said when a checked item has an error left. */
  errorsMessage: attr.string(UPSELL_ERRORS_MESSAGE),
  /** Said when a checked item has required options not filled in. */
  optionsMessage: attr.string(UPSELL_OPTIONS_MESSAGE),
  /** When adding fails without a reason from the platform. */
  failureMessage: attr.string(FBT_FAILURE_MESSAGE),
  /** Shown when the add got no answer (time-out, dropped connection) and the cart did not show it within one more time-out: it may still arrive, so the shopper looks before trying again. When the cart shows it, the add counts as done; failure-message is only for a platform that answered with a failure. */
  unconfirmedMessage: attr.string(UNCONFIRMED_ADD_MESSAGE),
  /** Told after a failure; `{items}` lists what was added. */
  addedMessage: attr.string(FBT_ADDED_MESSAGE),
  /** A message about one item (a failed add, a stock message while its options are closed): `{name}` is the product, `{message}` what happened. */
  itemMessage: attr.string(FBT_ITEM_MESSAGE),
  /** Said when the button is pressed with no item checked. */
  nothingCheckedMessage: attr.string(FBT_NOTHING_CHECKED_MESSAGE),
  /** Announced while adding. */
  addingMessage: attr.string(FBT_ADDING_MESSAGE),
  /** An item still loading. */
  loadingLabel: attr.string(FBT_LOADING_LABEL),
  /** Marks the product being viewed. */
  thisItemLabel: attr.string(FBT_THIS_ITEM_LABEL),
  /** The error popup's title. */
  errorTitle: attr.string(FBT_ERROR_TITLE),
  /** The button that closes the error popup. */
  okLabel: attr.string(FBT_OK_LABEL),
  /** The word the options template prints by a required option's name, which is how required options are found. */
  requiredLabel: attr.string(UPSELL_REQUIRED_WORD),
};

type Props = ElementProps<typeof fbtAttributes>;

/** What the block says, in the words of its attributes. */
function noticeText(notice: Notice, props: Props): string {
  switch (notice.kind) {
    case 'nothing-checked':
      return props.nothingCheckedMessage;
    case 'errors':
      return props.errorsMessage;
    case 'options':
      return props.optionsMessage;
    case 'adding':
      return props.addingMessage;
    case 'option-message':
      return notice.name === null ? notice.message : fillMessage(props.itemMessage, { name: notice.name, message: notice.message });
    case 'failure': {
      const { reason } = notice;
      const message =
        reason.kind === 'refusal' ? reason.text : reason.kind === 'unconfirmed' ? props.unconfirmedMessage : props.failureMessage;
      const told = notice.added.length > 0 ? ` ${fillMessage(props.addedMessage, { items: notice.added.join(', ') })}` : '';
      return fillMessage(props.itemMessage, { name: notice.name, message }) + told;
    }
  }
}

/**
 * An error popup (spec §8), shown once when it mounts. The modal's code loads only
 * when there is something to say; if it cannot load, the message is still in the
 * block's live region.
 */
function ErrorPopup({ message, title, confirmText }: { message: string; title: string; confirmText: string }) {
  useEffect(() => {
    import('../modal/alert.tsx')
      .then(({ showAlert }) => showAlert({ message, title, confirmText }))
      .catch((error: unknown) => console.warn('<store-fbt>: the error popup could not be shown;', error));
  }, [message, title, confirmText]);
  return null;
}

interface ItemProps {
  item: Item;
  idPrefix: string;
  requiredWord: string;
  labels: Pick<Props, 'chooseOptionsLabel' | 'optionsLabel' | 'thisItemLabel' | 'loadingLabel'>;
  dispatch: Dispatch<FbtAction>;
}

/** One item's picture: the variant's for the chosen options once known (spec §9 option images). */
function FbtImage({ item }: { item: Item }) {
  const image = item.product?.image;
  const picture = image && (
    <img
      src={item.imageUrl ?? image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
    />
  );
  return (
    <li className="fbt-image" data-state={item.checked ? 'checked' : 'unchecked'}>
      {item.product ? (
        <div className="fbt-image-item" data-product-id={item.product.productId}>
          {image?.href ? (
            <a href={image.href} tabIndex={-1}>
              {picture}
            </a>
          ) : (
            picture
          )}
        </div>
      ) : (
        <div className="fbt-image-placeholder" />
      )}
    </li>
  );
}

/**
 * One item (spec §4 upsell item): a labelled group with a real checkbox, and its
 * options as a disclosure whose server markup is inserted on first opening.
 */
function FbtItem({ item, idPrefix, requiredWord, labels, dispatch }: ItemProps) {
  const { key, product } = item;
  const panel = useRef<HTMLDivElement>(null);
  useOptionAnswers(key, product?.productId ?? 0, item.question, dispatch);

  // The option fields are server markup, not React's: their events are read where they bubble to.
  useEffect(() => {
    const box = panel.current;
    if (!box) return;
    const onEdit = (event: Event) => {
      const form = event.target instanceof Element ? event.target.closest('form') : null;
      if (!form) return;
      // spec §7: a change asks about the new choice; typing only updates what is chosen.
      dispatch({ type: 'options-edited', key, ...choiceOf(form, requiredWord), ask: event.type === 'change' });
    };
    box.addEventListener('input', onEdit);
    box.addEventListener('change', onEdit);
    return () => {
      box.removeEventListener('input', onEdit);
      box.removeEventListener('change', onEdit);
    };
  }, [key, requiredWord, dispatch, product]);

  // Issue 32 item 3: the product being viewed takes the product form's choice, now and at each change,
  // in its options form once inserted, else in what it will send. Nothing is asked when it already has it.
  const followsPage = item.main && Boolean(product?.optionsHtml);
  const chosenNow = useRef(item.chosen);
  chosenNow.current = item.chosen;
  useEffect(() => {
    if (!followsPage || !product) return;
    const follow = () => {
      const choice = latestChoice(product.productId);
      if (!choice) return;
      const form = panel.current?.querySelector('form');
      if (form) copyChoice(form, choice);
      const next = form ? choiceOf(form, requiredWord) : chosenWith(product.optionsHtml, choice, requiredWord);
      if (!next || sameChoice(next.chosen, chosenNow.current)) return;
      dispatch({ type: 'options-edited', key, ...next, ask: true });
    };
    follow();
    const onChanged = (event: DocumentEventMap['product-options-changed']) => {
      if (event.detail.productId === product.productId) follow();
    };
    document.addEventListener('product-options-changed', onChanged);
    return () => document.removeEventListener('product-options-changed', onChanged);
  }, [followsPage, product, item.loaded, key, requiredWord, dispatch]);

  // spec §4: the platform's markup lists every value; the latest answer says which are in stock,
  // and the others are hidden or labelled as on the product form.
  const { loaded, stock } = item;
  useEffect(() => {
    const form = panel.current?.querySelector('form');
    if (loaded && stock && form) applyStockToOptions(form, stock.behavior, stock.inStock, stock.message);
  }, [loaded, stock]);

  if (!product) {
    return (
      <div className="fbt-item" data-state="loading">
        {/* The main item's row is as tall loading as ready: its "This item" line comes first. */}
        {item.main && <span className="fbt-this-item">{labels.thisItemLabel}</span>}
        <span className="fbt-item-loading">{labels.loadingLabel}</span>
      </div>
    );
  }
  const ids = { check: `${idPrefix}check`, name: `${idPrefix}name`, panel: `${idPrefix}options`, error: `${idPrefix}error` };
  return (
    <div
      className="fbt-item"
      role="group"
      aria-labelledby={ids.name}
      data-state={item.added ? 'added' : item.checked ? 'checked' : 'unchecked'}
      data-error={item.error ? '' : undefined}
      data-options-selected={item.optionsSelected ? '' : undefined}
    >
      {item.main && <span className="fbt-this-item">{labels.thisItemLabel}</span>}
      <div className="fbt-detail">
        <div className="fbt-detail-item" data-product-id={product.productId} data-product-price={product.price}>
          <input
            type="checkbox"
            className="fbt-checkbox"
            id={ids.check}
            name="fbt-products"
            value={product.productId}
            // The product being viewed is always part of the set (as the theme does).
            checked={item.main || item.checked}
            disabled={item.main}
            aria-invalid={item.error ? true : undefined}
            aria-describedby={item.error ? ids.error : undefined}
            onChange={(event) => dispatch({ type: 'checked', key, checked: event.currentTarget.checked })}
          />
          <label className="fbt-label" htmlFor={ids.check}>
            <span className="fbt-name" id={ids.name}>
              {product.name}
            </span>{' '}
            <span className="fbt-price">{product.priceText}</span>
          </label>
          {product.hasOptions && (
            <button
              type="button"
              className="fbt-toggle-options"
              aria-expanded={item.open}
              aria-controls={ids.panel}
              onClick={() => dispatch({ type: 'toggled', key })}
            >
              {needsOptions(item) ? labels.chooseOptionsLabel : labels.optionsLabel}
            </button>
          )}
        </div>
      </div>
      <div id={ids.panel} className="fbt-options" hidden={!item.open} ref={panel}>
        {item.loaded && <ServerHtml html={product.optionsHtml} idPrefix={idPrefix} />}
      </div>
      {item.error && (
        <p id={ids.error} className="fbt-item-error">
          {item.error}
        </p>
      )}
    </div>
  );
}

/**
 * The frequently-bought-together block (spec §3 upsell options, §4 upsell item
 * and mode, §5 upsell add-all, §7, §8, §9). Reads its targets from its own
 * server markup, fetches each with the three upsell templates, and lets the
 * shopper check items, choose their options and add them all, one at a time,
 * before going to the cart. Its state is one reducer (fbt-state.ts); the
 * requests that change it are in use-fbt.ts.
 */
export function Fbt(props: Props) {
  const { host, serverContent, serverJson } = props;
  const options = useMemo(
    () =>
      resolveOptions(
        {
          dataSelector: props.dataSelector,
          productLimit: props.productLimit,
          templates: {
            imageItem: props.imageItemTemplate,
            detailItem: props.detailItemTemplate,
            detailOptions: props.detailOptionsTemplate,
          },
        },
        serverJson,
      ),
    [props.dataSelector, props.productLimit, props.imageItemTemplate, props.detailItemTemplate, props.detailOptionsTemplate, serverJson],
  );
  const [state, dispatch] = useFbt({
    host,
    serverContent,
    disabled: props.disabled,
    productId: props.productId,
    ...options,
    requiredWord: props.requiredLabel,
  });
  const baseId = `fbt-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const adding = state.run !== null;

  useLayoutEffect(() => {
    host.hidden = state.block === 'hidden';
    host.dataset.state = adding ? 'adding' : state.block;
  }, [host, state.block, adding]);

  const shown = state.items.filter((item) => item.status !== 'failed');
  const formattedTotal = formatUpsellTotal(totalOf(state.items), storeContext().currencyCode ?? undefined, props.variesLabel);
  const totalVaries = formattedTotal === props.variesLabel;
  const labels = {
    chooseOptionsLabel: props.chooseOptionsLabel,
    optionsLabel: props.optionsLabel,
    thisItemLabel: props.thisItemLabel,
    loadingLabel: props.loadingLabel,
  };

  return (
    <>
      <ServerContent nodes={serverContent} className="fbt-heading" />
      {/* The body appears with its item rows at once: a first frame with only the
          total and the button would move them down when the rows come (layout shift). */}
      {state.block !== 'hidden' && state.items.length > 0 && (
        <div className="fbt-body" aria-busy={adding || undefined}>
          <ul className="fbt-images">
            {shown.map((item) => (
              <FbtImage key={item.key} item={item} />
            ))}
          </ul>
          <div className="fbt-items">
            {shown.map((item) => (
              <FbtItem
                key={item.key}
                item={item}
                idPrefix={`${baseId}-${item.key}-`}
                requiredWord={props.requiredLabel}
                labels={labels}
                dispatch={dispatch}
              />
            ))}
          </div>
          <p className="fbt-total">
            <span>{props.totalLabel}</span>{' '}
            <strong
              // A new node when the amount replaces "varies": the words do not slide into it.
              key={totalVaries ? 'varies' : 'amount'}
              className="fbt-total-price"
              data-varies={totalVaries || undefined}
            >
              {formattedTotal}
            </strong>
          </p>
          <button
            type="button"
            className="button button--primary fbt-add-all"
            aria-disabled={adding}
            onClick={() => dispatch({ type: 'add-requested' })}
          >
            {props.addAllLabel}
          </button>
          <p className="fbt-status" role="status">
            {state.status && noticeText(state.status, props)}
          </p>
          {adding && <div className="loadingOverlay" />}
        </div>
      )}
      {state.popup && (
        <ErrorPopup
          key={state.popup.id}
          message={noticeText(state.popup.notice, props)}
          title={props.errorTitle}
          confirmText={props.okLabel}
        />
      )}
    </>
  );
}

/** Whether two choices send the same fields (text values; a file is compared by presence). */
function sameChoice(a: readonly (readonly [string, FormDataEntryValue])[], b: readonly (readonly [string, FormDataEntryValue])[]): boolean {
  const text = (entries: readonly (readonly [string, FormDataEntryValue])[]) =>
    entries
      .map(([name, value]) => `${name}=${typeof value === 'string' ? value : 'file'}`)
      .sort()
      .join('&');
  return text(a) === text(b);
}
