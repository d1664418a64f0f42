import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { COMPARE_LIMIT, COMPARE_MINIMUM } from '../../shared/constants.ts';
import { navigateTo } from '../navigation.ts';
import { type ComparedProduct, readCompareList, subscribeCompareList, writeCompareList } from '../stores/compare-list.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';

export const compareBarAttributes = {
  /** The bar's name for screen readers. */
  label: attr.string('Products to compare'),
  /** How many are chosen, announced on each change; `{count}` and `{limit}` are replaced. */
  countLabel: attr.string('{count} of {limit} chosen'),
  /** The link to the compare page. */
  compareLabel: attr.string('Compare'),
  /** Each remove button's name; `{name}` is the product. */
  removeLabel: attr.string('Remove {name}'),
  /** The button that empties the bar. */
  clearLabel: attr.string('Clear all'),
  /** Said when a fifth product is ticked; `{limit}` is replaced. */
  limitMessage: attr.string('You can compare up to {limit} products. Remove one to choose another.'),
  /** Said when Compare is pressed with one product. */
  tooFewMessage: attr.string('Choose at least one more product to compare.'),
  /** The compare page; the chosen ids are added as path segments. */
  compareUrl: attr.url('/compare/'),
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The compare page for these products, the platform's way: `/compare/101/102/110`. */
export function compareUrl(base: string, ids: readonly number[]): string {
  return `${base.replace(/\/+$/, '')}/${ids.join('/')}`;
}

const thumbnail = (image: string) =>
  image ? <img className="compareBar-image" src={image} alt="" width="48" height="48" /> : <span className="compareBar-image" />;

/** A compare checkbox (`name="products[]"`, associated with the bar's form) and what it names. */
function productOf(box: HTMLInputElement): ComparedProduct | null {
  const id = Number(box.value);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    name: box.dataset.compareName ?? '',
    image: box.dataset.compareImage ?? '',
    url: box.dataset.compareUrl ?? '',
  };
}

const compareBoxes = (form: HTMLFormElement | null): HTMLInputElement[] =>
  form
    ? [...form.elements].filter(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === 'products[]',
      )
    : [];

/**
 * The compare bar (spec §1 "compare"): the products chosen with the cards'
 * compare checkboxes, at most four, each with a remove button; a Compare link
 * to the platform's compare page and a clear button. The checkboxes belong to
 * the server form this element wraps (their `form` attribute), which posts to
 * the compare page without JavaScript; the element only follows that form's
 * controls, so nothing in the cards is reached for. The choice is kept for the
 * tab's session (react/stores/compare-list.ts) and so follows the shopper from
 * one listing page to the next.
 */
export function CompareBar(props: ElementProps<typeof compareBarAttributes>) {
  const { host, serverContent } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const list = useSyncExternalStore(subscribeCompareList, readCompareList, () => []);
  const [message, setMessage] = useState('');
  const itemsRef = useRef<HTMLUListElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const latest = useRef(props);
  latest.current = props;

  const save = useCallback(
    (next: readonly ComparedProduct[]) => {
      writeCompareList(next);
      emit(host, 'compare-list-changed', { productIds: next.map((product) => product.id) });
    },
    [host],
  );

  // Boxes ticked before the element loaded join the list; then every box shows the list.
  useLayoutEffect(() => {
    if (!form) return;
    const current = readCompareList();
    const ticked = compareBoxes(form)
      .filter((box) => box.checked)
      .map(productOf)
      .filter((product): product is ComparedProduct => product !== null && !current.some((chosen) => chosen.id === product.id));
    if (ticked.length > 0) save([...current, ...ticked].slice(0, COMPARE_LIMIT));
  }, [form, save]);

  useLayoutEffect(() => {
    const chosen = new Set(list.map((product) => product.id));
    for (const box of compareBoxes(form)) box.checked = chosen.has(Number(box.value));
    host.dataset.state = list.length > 0 ? 'open' : 'empty';
    host.style.setProperty('--compare-count', String(list.length));
  }, [form, host, list]);

  useLayoutEffect(() => {
    if (!form) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.form !== form || box.name !== 'products[]') return;
      const product = productOf(box);
      if (!product) return;
      const current = readCompareList();
      if (!box.checked) {
        setMessage('');
        save(current.filter((chosen) => chosen.id !== product.id));
        return;
      }
      if (current.some((chosen) => chosen.id === product.id)) return;
      if (current.length >= COMPARE_LIMIT) {
        // A fifth choice is refused, and the box says so by staying unticked.
        box.checked = false;
        setMessage(fill(latest.current.limitMessage, { limit: COMPARE_LIMIT }));
        return;
      }
      setMessage('');
      save([...current, product]);
    };
    const onSubmit = (event: SubmitEvent) => {
      // The list (which may hold products chosen on other pages) decides, not this page's boxes.
      event.preventDefault();
      compare();
    };
    // Checkboxes of the form may sit anywhere on the page (the cards): their change events reach the document.
    document.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [form, save]);

  const compare = () => {
    const ids = readCompareList().map((product) => product.id);
    if (ids.length < COMPARE_MINIMUM) {
      setMessage(latest.current.tooFewMessage);
      return;
    }
    navigateTo(compareUrl(latest.current.compareUrl, ids));
  };

  const remove = (index: number) => {
    const product = list[index];
    if (!product) return;
    const next = list.filter((_, position) => position !== index);
    setMessage('');
    save(next);
    // Focus stays in the bar: on the remove button now in the same place, else the one before;
    // when the bar closes, on the product's own checkbox or the form's button.
    requestAnimationFrame(() => {
      const buttons = itemsRef.current?.querySelectorAll<HTMLButtonElement>('.compareBar-remove');
      const target = buttons?.[Math.min(index, buttons.length - 1)];
      if (target) target.focus();
      else focusAfterClose(product.id);
    });
  };

  const clear = () => {
    setMessage('');
    save([]);
    requestAnimationFrame(() => focusAfterClose(null));
  };

  const focusAfterClose = (productId: number | null) => {
    const box = compareBoxes(form).find((candidate) => productId !== null && Number(candidate.value) === productId);
    (box ?? form?.querySelector<HTMLElement>('button, [type="submit"]'))?.focus();
  };

  // The page keeps room below its last content for the bar, as tall as the bar really is
  // (a message or a narrow window make it taller): --compare-bar-height on the root.
  const open = list.length > 0;
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!open || !bar) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--compare-bar-height', `${bar.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--compare-bar-height');
    };
  }, [open]);

  if (list.length === 0) {
    return (
      <p className="compareBar-message compareBar-message--alone" role="alert">
        {message}
      </p>
    );
  }
  return (
    <section className="compareBar" aria-label={props.label} data-count={list.length} ref={barRef}>
      <div className="compareBar-inner">
        <p className="compareBar-count" role="status">
          {fill(props.countLabel, { count: list.length, limit: COMPARE_LIMIT })}
        </p>
        <ul className="compareBar-items" ref={itemsRef}>
          {list.map((product, index) => (
            <li className="compareBar-item" key={product.id}>
              {/* The picture is part of the link: on a phone it is all the link shows. */}
              {product.url ? (
                <a className="compareBar-product" href={product.url}>
                  {thumbnail(product.image)}
                  <span className="compareBar-name">{product.name}</span>
                </a>
              ) : (
                <span className="compareBar-product">
                  {thumbnail(product.image)}
                  <span className="compareBar-name">{product.name}</span>
                </span>
              )}
              <button
                type="button"
                className="compareBar-remove"
                aria-label={fill(props.removeLabel, { name: product.name })}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="compareBar-actions">
          <a
            className="button button--primary compareBar-compare"
            href={compareUrl(
              props.compareUrl,
              list.map((product) => product.id),
            )}
            onClick={(event) => {
              if (list.length >= COMPARE_MINIMUM) return;
              event.preventDefault();
              compare();
            }}
          >
            {props.compareLabel}
          </a>
          <button type="button" className="button compareBar-clear" onClick={clear}>
            {props.clearLabel}
          </button>
        </div>
        <p className="compareBar-message" role="alert">
          {message}
        </p>
      </div>
    </section>
  );
}
