import type { FocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { fetchListing } from '../api/listing.ts';
import { isApiError } from '../api/request.ts';
import { BREAKPOINT_MEDIUM_PX, VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { formatMessage, priceRangeRules, validateValue, type FormValues } from '../forms/validator.ts';
import { trapFocus } from '../hooks/focus-trap.ts';
import { insertServerNodes, parseServerHtml } from '../server-html/server-html.ts';
import { yieldToBrowser } from '../yield-to-browser.ts';
import { listingUrl, sameOriginPath } from './listing-url.ts';

export const facetedSearchAttributes = {
  /** The template the listing is rendered with. */
  template: attr.string('category/listing'),
  /** Said while a listing loads. */
  loadingMessage: attr.string('Updating products…'),
  /** Said when a listing could not be loaded; the previous one stays. */
  failureMessage: attr.string('The products could not be updated just now, so the list is as it was. Please try again.'),
  /** Announced after a change ({count}). */
  countMessage: attr.string('{count} products'),
  /** Announced when one product matches. */
  countMessageOne: attr.string('1 product'),
  /** Announced when nothing matches. */
  countMessageNone: attr.string('No products match these filters'),
};

type Props = ElementProps<typeof facetedSearchAttributes>;

/** spec §9: below the medium breakpoint the filters are a drawer behind the Filter button. */
export const WIDE_QUERY = `(min-width: ${BREAKPOINT_MEDIUM_PX}px)`;
const BODY_OPEN_CLASS = 'has-activeFacets';
const PRICE_FIELDS = { min: 'price_min', max: 'price_max' } as const;
const TEMPLATE_NAME = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

/** Where focus goes once a listing is shown: a control by id, the results heading, or nowhere in particular. */
type FocusTarget = { id: string } | { selector: string } | 'heading' | 'keep';

/**
 * The faceted listing of category, brand and search pages. Enhances the
 * server's listing in place (its filters are a GET form, its chips and pages
 * links): a change asks the platform for the listing alone, rendered by the
 * `template` (render_with), at the address the form would have loaded, and puts
 * it in place of the old one; the address follows (`history.pushState`), and
 * Back and Forward show each earlier listing again. The last change wins; a
 * failure says so and leaves the previous results as they were. The price range
 * is checked as spec §5 says, the message shown after the 700 ms feedback delay.
 * Below the medium breakpoint the filters are a dialog opened by the Filter button.
 */
export function FacetedSearch(props: Props) {
  const { host } = props;
  const texts = useRef(props);
  texts.current = props;

  useEffect(() => {
    const found = host.querySelector<HTMLElement>('[data-listing]');
    if (!found) {
      warnOnce(
        'store-faceted-search|region',
        '<store-faceted-search>: no [data-listing] region inside; the listing works as plain links and forms.',
      );
      return;
    }
    const region: HTMLElement = found;
    const status = host.querySelector<HTMLElement>('[data-listing-status]');
    const message = host.querySelector<HTMLElement>('[data-listing-message]');
    let controller: AbortController | null = null;
    // The address whose listing is on the page, so a failed change can put its controls back.
    let shownUrl = location.pathname + location.search;
    let priceTimer: ReturnType<typeof setTimeout> | undefined;
    let drawerOpen = false;
    let trap: FocusTrap | null = null;
    const wide = matchMedia(WIDE_QUERY);

    const form = () => region.querySelector<HTMLFormElement>('form[data-facets-form]');
    const drawer = () => region.querySelector<HTMLElement>('[data-facets]');
    const opener = () => region.querySelector<HTMLButtonElement>('[data-facets-open]');
    const template = () => {
      const name = texts.current.template;
      if (TEMPLATE_NAME.test(name)) return name;
      warnOnce(
        'store-faceted-search|template',
        `<store-faceted-search>: "template" must be a template name such as category/listing; using category/listing.`,
      );
      return 'category/listing';
    };

    function say(text: string): void {
      if (!message) return;
      message.textContent = text;
      message.hidden = text === '';
    }

    function announce(count: number): void {
      if (!status) return;
      const { countMessage, countMessageOne, countMessageNone } = texts.current;
      status.textContent = formatMessage(count === 0 ? countMessageNone : count === 1 ? countMessageOne : countMessage, { count });
    }

    /** The server's form validates itself without JavaScript; with it, the price check below speaks instead. */
    function prepare(): void {
      const facets = form();
      if (facets) facets.noValidate = true;
    }

    // ---- the phone's drawer (dialog semantics, focus inside while open, Esc closes) ----
    function applyDrawer(): void {
      const panel = drawer();
      const button = opener();
      button?.setAttribute('aria-expanded', String(drawerOpen));
      document.body.classList.toggle(BODY_OPEN_CLASS, drawerOpen);
      host.dataset.drawer = drawerOpen ? 'open' : 'closed';
      if (!panel) return;
      panel.dataset.state = drawerOpen ? 'open' : 'closed';
      if (drawerOpen) {
        panel.setAttribute('role', 'dialog');
        panel.setAttribute('aria-modal', 'true');
      } else {
        panel.removeAttribute('role');
        panel.removeAttribute('aria-modal');
      }
      trap?.deactivate();
      trap = null;
      if (drawerOpen) {
        void trapFocus(
          panel,
          { escapeDeactivates: false, allowOutsideClick: true, returnFocusOnDeactivate: false, initialFocus: false },
          () => drawerOpen && drawer() === panel,
        ).then((created) => {
          if (trap) created?.deactivate();
          else trap = created;
        });
      }
    }

    function setDrawer(open: boolean, returnFocus = true): void {
      if (open === drawerOpen) return;
      drawerOpen = open;
      applyDrawer();
      if (open) drawer()?.querySelector<HTMLElement>('[data-facets-close]')?.focus();
      else if (returnFocus) opener()?.focus();
    }

    // ---- spec §5 price range ----
    function priceErrors(): { min: string | null; max: string | null } {
      const facets = form();
      const values: FormValues = {
        [PRICE_FIELDS.min]: facets?.querySelector<HTMLInputElement>('[data-price-field="min"]')?.value ?? '',
        [PRICE_FIELDS.max]: facets?.querySelector<HTMLInputElement>('[data-price-field="max"]')?.value ?? '',
      };
      // Both empty: no price filter, nothing to say. Otherwise both are required.
      const bothEmpty = values[PRICE_FIELDS.min]!.trim() === '' && values[PRICE_FIELDS.max]!.trim() === '';
      const rules = priceRangeRules(PRICE_FIELDS);
      const check = (name: string) => validateValue(values[name] ?? '', { ...rules[name]!, optional: bothEmpty }, { values });
      return { min: check(PRICE_FIELDS.min), max: check(PRICE_FIELDS.max) };
    }

    function showPriceErrors(errors: { min: string | null; max: string | null }): void {
      for (const which of ['min', 'max'] as const) {
        const field = region.querySelector<HTMLInputElement>(`[data-price-field="${which}"]`);
        const slot = region.querySelector<HTMLElement>(`[data-price-error="${which}"]`);
        const error = errors[which];
        if (field) {
          if (error) field.setAttribute('aria-invalid', 'true');
          else field.removeAttribute('aria-invalid');
        }
        if (slot) slot.textContent = error ?? '';
      }
    }

    // ---- showing a listing ----
    function openGroups(): Map<string, boolean> {
      return new Map(
        [...region.querySelectorAll<HTMLDetailsElement>('details[data-facet]')].map((group) => [group.dataset.facet ?? '', group.open]),
      );
    }

    function focusAfter(target: FocusTarget): void {
      if (target === 'keep') return;
      const heading = region.querySelector<HTMLElement>('#listing-results-heading');
      if (target === 'heading') {
        heading?.focus();
        return;
      }
      const found =
        'id' in target
          ? region.querySelector<HTMLElement>(`#${CSS.escape(target.id)}`)
          : region.querySelector<HTMLElement>(target.selector);
      // The control is where the shopper left it (it was in view), so no scrolling is worked out.
      if (found && !(found as HTMLInputElement).disabled) found.focus({ preventScroll: true });
      else heading?.focus();
    }

    /** Puts the form's controls back to what the listing on the page shows (after a failed change). */
    function resetControls(): void {
      const params = new URLSearchParams(shownUrl.split('?')[1] ?? '');
      const facets = form();
      if (!facets) return;
      for (const box of facets.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
        box.checked = params.getAll(box.name).includes(box.value);
      const sort = region.querySelector<HTMLSelectElement>('select[name="sort"]');
      if (sort) sort.value = params.get('sort') ?? 'featured';
    }

    async function show(url: string, options: { push: boolean; focus: FocusTarget }): Promise<void> {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      host.dataset.state = 'loading';
      region.setAttribute('aria-busy', 'true');
      say('');
      if (status) status.textContent = texts.current.loadingMessage;
      try {
        const html = await fetchListing(url, template(), mine.signal);
        if (controller !== mine) return;
        // The listing is parsed and cleaned in one task and put in place in the next: the two
        // together were one long task on a slow phone (the interaction bench's filter change).
        const nodes = parseServerHtml(html, {}, region.ownerDocument);
        await yieldToBrowser();
        if (controller !== mine) return;
        const groups = openGroups();
        const focusWasInside = region.contains(document.activeElement);
        // Cards still listed are kept as they are: already upgraded, their pictures decoded.
        insertServerNodes(region, nodes, {
          keep: {
            selector: '.productGrid-item',
            key: (item) => item.querySelector('[data-product-id]')?.getAttribute('data-product-id') ?? null,
          },
        });
        shownUrl = url;
        // Groups the shopper opened or closed stay so.
        for (const group of region.querySelectorAll<HTMLDetailsElement>('details[data-facet]')) {
          const wasOpen = groups.get(group.dataset.facet ?? '');
          if (wasOpen !== undefined) group.open = wasOpen || (group.open && group.querySelector('input:checked') !== null);
        }
        prepare();
        applyDrawer();
        if (options.push) history.pushState({ storeListing: true }, '', url);
        const focusTarget = focusWasInside || options.focus !== 'keep' ? (options.focus === 'keep' ? 'heading' : options.focus) : null;
        const count = Number(region.querySelector<HTMLElement>('[data-listing-count]')?.dataset.count);
        // Focus and the count wait for the next frame: focus() would lay the new listing out
        // at once, in this task, and the frame lays it out again; in the frame, once.
        requestAnimationFrame(() => {
          // A newer change is on its way: it moves focus and says its own count.
          if (controller !== null && controller !== mine) return;
          if (focusTarget) focusAfter(focusTarget);
          if (Number.isFinite(count)) announce(count);
        });
      } catch (error) {
        if (controller !== mine || isApiError(error, 'aborted')) return;
        console.warn('<store-faceted-search>: could not update the listing;', error);
        resetControls();
        if (status) status.textContent = '';
        say(texts.current.failureMessage);
      } finally {
        if (controller === mine) {
          controller = null;
          host.dataset.state = 'idle';
          region.removeAttribute('aria-busy');
        }
      }
    }

    // ---- what the shopper does ----
    const onChange = (event: Event) => {
      const control = event.target as HTMLInputElement | HTMLSelectElement;
      if (!control.matches('[data-facets-control]')) return;
      const facets = form();
      if (!facets) return;
      // A checkbox or the sort applies at once; typed prices wait for Apply (or Enter).
      void show(listingUrl(facets), { push: true, focus: control.id ? { id: control.id } : 'keep' });
    };

    const onSubmit = (event: Event) => {
      const facets = event.target as HTMLFormElement;
      if (!facets.matches('form[data-facets-form]')) return;
      event.preventDefault();
      clearTimeout(priceTimer);
      const errors = priceErrors();
      showPriceErrors(errors);
      if (errors.min || errors.max) {
        region.querySelector<HTMLElement>(`[data-price-field="${errors.min ? 'min' : 'max'}"]`)?.focus();
        return;
      }
      const submitter = (event as SubmitEvent).submitter;
      const focus: FocusTarget = submitter?.matches('[data-price-apply]')
        ? { selector: '[data-price-apply]' }
        : submitter?.id
          ? { id: submitter.id }
          : 'heading';
      void show(listingUrl(facets), { push: true, focus });
    };

    const onInput = (event: Event) => {
      const field = event.target as HTMLElement;
      if (!field.matches('[data-price-field]')) return;
      clearTimeout(priceTimer);
      const errors = priceErrors();
      // A fixed value clears its message at once; a new error waits for the shopper to pause (spec §5, §9).
      if (!errors.min && !errors.max) {
        showPriceErrors(errors);
        return;
      }
      priceTimer = setTimeout(() => showPriceErrors(priceErrors()), VALIDATION_FEEDBACK_DELAY_MS);
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('[data-facets-open]')) {
        setDrawer(!drawerOpen);
        return;
      }
      if (target.closest('[data-facets-close]')) {
        setDrawer(false);
        return;
      }
      const link = target.closest<HTMLAnchorElement>('a[data-listing-link]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = sameOriginPath(link.href);
      if (path === null) return;
      event.preventDefault();
      // A chip or "Clear all" takes the focused link away; paging starts reading at the results.
      void show(path, { push: true, focus: 'heading' });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && drawerOpen) {
        event.stopPropagation();
        setDrawer(false);
      }
    };

    const onPopState = () => {
      const url = location.pathname + location.search;
      if (url === shownUrl || location.pathname !== new URL(form()?.getAttribute('action') || location.pathname, location.origin).pathname)
        return;
      void show(url, { push: false, focus: 'keep' });
    };

    const onWide = () => {
      if (wide.matches) setDrawer(false, false);
    };

    prepare();
    host.dataset.state = 'idle';
    host.dataset.drawer = 'closed';
    if (message) message.hidden = true;
    // One signal takes every listener off again when the element goes.
    const listening = new AbortController();
    const { signal } = listening;
    host.addEventListener('change', onChange, { signal });
    host.addEventListener('submit', onSubmit, { signal });
    host.addEventListener('input', onInput, { signal });
    host.addEventListener('click', onClick, { signal });
    host.addEventListener('keydown', onKeyDown, { signal });
    window.addEventListener('popstate', onPopState, { signal });
    wide.addEventListener('change', onWide, { signal });
    return () => {
      listening.abort();
      controller?.abort();
      clearTimeout(priceTimer);
      trap?.deactivate();
      document.body.classList.remove(BODY_OPEN_CLASS);
    };
  }, [host]);

  return null;
}
