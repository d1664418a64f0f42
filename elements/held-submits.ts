/**
 * Forms an element handles in place (adding to the wish list without leaving the product
 * page) must not post before its code has run. A submit that comes before then, inside
 * an instance of one of `tags` that has not rendered yet, is held: the default is
 * prevented, the host shows it is busy (`data-state="loading"`, `aria-busy`), its code is
 * asked for, and once the element has rendered the same submit (same button) is made
 * again for it to handle. A second submit while one is held is ignored. If the code cannot
 * load (or has not arrived after `timeoutMs`), the form posts as it would without
 * JavaScript, so the shopper's click is never lost.
 *
 * Part of the bootstrap: no React here.
 */

/** Set by the element wrapper once React's first render is on the page (store-element.ts). */
const RENDERED_ATTRIBUTE = 'data-rendered';

/** How long a held submit waits for its element's code before the form posts by itself. */
const HELD_SUBMIT_TIMEOUT_MS = 15_000;

export interface HeldSubmits {
  /** The code of `tag` could not load: forms held for it post now. */
  failed(tag: string): void;
  stop(): void;
}

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  host: Element;
  release(replay: boolean): void;
}

export function holdEarlySubmits(
  tags: readonly string[],
  load: (tag: string) => void,
  { root = document, timeoutMs = HELD_SUBMIT_TIMEOUT_MS }: { root?: Document | Element; timeoutMs?: number } = {},
): HeldSubmits {
  const selector = tags.join(',');
  const held = new Map<Element, Held>();

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || selector === '') return;
    const host = form.closest(selector);
    if (!host || host.hasAttribute(RENDERED_ATTRIBUTE)) return;
    event.preventDefault();
    if (held.has(host)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    const previousState = host.getAttribute('data-state');
    host.setAttribute('data-state', 'loading');
    host.setAttribute('aria-busy', 'true');
    submitter?.setAttribute('aria-disabled', 'true');

    const rendered = new MutationObserver(() => {
      if (host.hasAttribute(RENDERED_ATTRIBUTE)) entry.release(true);
    });
    const timer = setTimeout(() => entry.release(false), timeoutMs);
    const entry: Held = {
      form,
      submitter,
      host,
      release(replay) {
        if (held.get(host) !== entry) return;
        held.delete(host);
        rendered.disconnect();
        clearTimeout(timer);
        host.removeAttribute('aria-busy');
        submitter?.removeAttribute('aria-disabled');
        // The element sets its own state when it renders; before that the server's is put back.
        if (!host.hasAttribute(RENDERED_ATTRIBUTE)) {
          if (previousState === null) host.removeAttribute('data-state');
          else host.setAttribute('data-state', previousState);
        }
        if (!form.isConnected) return;
        if (replay) {
          const button = submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null;
          form.requestSubmit(button);
        } else {
          form.submit();
        }
      },
    };
    held.set(host, entry);
    rendered.observe(host, { attributes: true, attributeFilter: [RENDERED_ATTRIBUTE] });
    load(host.localName);
  };
  root.addEventListener('submit', onSubmit, true);

  return {
    failed(tag) {
      for (const entry of [...held.values()]) if (entry.host.localName === tag) entry.release(false);
    },
    stop() {
      root.removeEventListener('submit', onSubmit, true);
      for (const entry of [...held.values()]) entry.release(false);
    },
  };
}
