import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { useClickOutside } from '../hooks/click-outside.ts';
import { navigateTo } from '../navigation.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { insertServerHtml } from '../server-html/server-html.ts';
import { useQuickSearch } from './use-quick-search.ts';

export const quickSearchAttributes = {
  /** The trigger's text. */
  label: attr.string('Search'),
  /** The close button's accessible name. */
  closeLabel: attr.string('Close search'),
  /** The results popup's accessible name. */
  resultsLabel: attr.string('Search results'),
  /** Announced after results arrive; `{count}` and `{query}` are replaced. */
  countMessage: attr.string('{count} products found for “{query}”'),
  /** The same for exactly one result; `{query}` is replaced. */
  countMessageOne: attr.string('1 product found for “{query}”'),
};

const DEFAULT_SEARCH_URL = '/search.php';

/** The author's search form among the server children, and its query input. */
function findForm(nodes: readonly Node[]): { form: HTMLFormElement; input: HTMLInputElement } | null {
  const form = findInServerContent<HTMLFormElement>(nodes, 'form');
  const input = form?.querySelector<HTMLInputElement>('input[name="search_query"], input[type="search"], input[type="text"]');
  return form && input ? { form, input } : null;
}

const links = (container: Element | null) => [...(container?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

/**
 * Header quick search (spec §2, §4, §5, §7, §8). The author's form is kept and
 * enhanced: a trigger opens it as a dropdown; its input becomes a combobox
 * whose popup is the results (a non-modal dialog of links, since results are
 * server-rendered cards). Down Arrow moves into the results, arrows move
 * between them, Esc goes back and then closes; an outside click and the close
 * button close too. Submitting goes to the form's data-url with search_query.
 */
export function QuickSearch(props: ElementProps<typeof quickSearchAttributes>) {
  const { host, serverContent, label, closeLabel, resultsLabel, countMessage, countMessageOne } = props;
  const parts = useMemo(() => findForm(serverContent), [serverContent]);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [status, setStatus] = useState('');
  const { results, search } = useQuickSearch();
  const trigger = useRef<HTMLButtonElement>(null);
  const resultsBox = useRef<HTMLDivElement>(null);
  const ids = useId().replace(/:/g, '');
  const panelId = `quick-search-${ids}`;
  const resultsId = `quick-search-results-${ids}`;

  if (!parts)
    warnOnce(
      'store-quick-search|form',
      '<store-quick-search>: put a <form> with a search_query input inside; there is nothing to enhance.',
    );

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setExpanded(false);
    if (returnFocus) trigger.current?.focus();
  };

  // The server HTML goes into the results box once per answer (DESIGN rule 6),
  // and the status line says what came back: the server's message, or a count.
  useLayoutEffect(() => {
    const box = resultsBox.current;
    if (!box) return;
    if (!results) {
      box.replaceChildren();
      setExpanded(false);
      setStatus('');
      return;
    }
    insertServerHtml(box, results.html, { sanitize: true });
    const message = box.querySelector('.quickSearchMessage')?.textContent?.trim();
    const count = box.querySelectorAll('.product').length;
    const template = count === 1 ? countMessageOne : countMessage;
    setStatus(message || template.replace('{count}', String(count)).replace('{query}', results.query));
    setExpanded(true);
  }, [results, countMessage, countMessageOne]);

  // Enhance the author's input: combobox semantics and the search behaviour, in
  // place from the first frame the element shows (a layout effect, not later).
  useLayoutEffect(() => {
    if (!parts) return;
    const { form, input } = parts;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-haspopup', 'dialog');
    input.setAttribute('aria-controls', resultsId);
    input.setAttribute('aria-autocomplete', 'none');
    input.setAttribute('autocomplete', 'off');

    const onInput = () => search(input.value);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        const first = links(resultsBox.current)[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (resultsBox.current?.hidden === false) setExpanded(false);
        else close(true);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = input.value;
      // spec §5: submitting an empty input does nothing.
      if (query.trim() === '') return;
      const url = form.dataset.url || form.getAttribute('action') || DEFAULT_SEARCH_URL;
      navigateTo(`${url}${url.includes('?') ? '&' : '?'}search_query=${encodeURIComponent(query)}`);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    form.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
    };
  }, [parts, resultsId, search]);

  useEffect(() => {
    parts?.input.setAttribute('aria-expanded', String(expanded));
  }, [parts, expanded]);

  useEffect(() => {
    if (open) parts?.input.focus();
  }, [open, parts]);

  // spec §4: a click anywhere outside closes the dropdown.
  useClickOutside(host, open, () => close(false));

  useLayoutEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, open]);

  const onResultsKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const all = links(resultsBox.current);
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) parts?.input.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setExpanded(false);
      parts?.input.focus();
    }
  };

  return (
    <div className="quickSearch">
      <button
        ref={trigger}
        type="button"
        className="quickSearch-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span className="quickSearch-triggerIcon" aria-hidden="true" />
        <span className="quickSearch-triggerLabel">{label}</span>
      </button>
      <div id={panelId} className="quickSearch-panel" hidden={!open}>
        <ServerContent nodes={serverContent} className="quickSearch-form" />
        {/* Arrow keys move between the result links, which the server's HTML puts in here. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a delegated key listener over links */}
        <div
          ref={resultsBox}
          id={resultsId}
          className="quickSearchResults"
          role="dialog"
          aria-label={resultsLabel}
          hidden={!expanded}
          onKeyDown={onResultsKeyDown}
        />
        <p className="is-srOnly" role="status">
          {status}
        </p>
        <button type="button" className="quickSearch-close" aria-label={closeLabel} onClick={() => close(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
