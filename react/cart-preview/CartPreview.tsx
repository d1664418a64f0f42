import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { fetchCartPreview } from '../api/cart-preview.ts';
import { BREAKPOINT_SMALL_PX, DROPDOWN_HOVER_TIMEOUT_MS } from '../../shared/constants.ts';
import { useClickOutside } from '../hooks/click-outside.ts';
import { matchMediaQuery } from '../hooks/media-query.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { insertServerHtml } from '../server-html/server-html.ts';

export const cartPreviewAttributes = {
  /** The dropdown's accessible name. */
  label: attr.string('Cart preview'),
  /** Announced while the cart loads. */
  loadingLabel: attr.string('Loading your cart…'),
  /** Shown when the cart cannot be loaded (with a link to the cart page). */
  errorMessage: attr.string('Your cart could not be shown just now.'),
  /** That link's text. */
  cartLinkLabel: attr.string('Go to the cart page'),
};

/** spec §2: on small screens the cart link simply goes to the cart page. */
const PREVIEW_QUERY = `(min-width: ${BREAKPOINT_SMALL_PX}px)`;

type Content = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; html: string };

/**
 * The header cart preview (spec §2, §4, §7): a click on the server's cart link
 * opens a dropdown with the cart, loaded from the platform each time it opens
 * and again when an item is added while it is open. Below the small breakpoint
 * the link goes to the cart page. Esc and a click outside close it; so does the
 * pointer leaving it for 150 ms, unless focus is inside.
 */
export function CartPreview({
  host,
  serverContent,
  label,
  loadingLabel,
  errorMessage,
  cartLinkLabel,
}: ElementProps<typeof cartPreviewAttributes>) {
  const link = useMemo(() => findInServerContent<HTMLAnchorElement>(serverContent, 'a[href]'), [serverContent]);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>({ status: 'idle' });
  const [generation, setGeneration] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const panelId = `cart-preview-${useId().replace(/:/g, '')}`;
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (!link) warnOnce('store-cart-preview|link', '<store-cart-preview>: put the header cart link (<a href="/cart.php">) inside.');

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) link?.focus();
  };

  // The link opens the preview instead of leaving the page, from the small breakpoint up.
  useLayoutEffect(() => {
    if (!link) return;
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-controls', panelId);
    const onClick = (event: MouseEvent) => {
      if (!matchMediaQuery(PREVIEW_QUERY).matches || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setOpen((current) => !current);
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, panelId]);

  useLayoutEffect(() => {
    link?.setAttribute('aria-expanded', String(open));
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, link, open]);

  // Each opening, and each item added while open, loads the cart afresh.
  useEffect(() => {
    if (!open) return;
    emit(host, 'cart-preview-opened', {});
    const request = new AbortController();
    setContent({ status: 'loading' });
    fetchCartPreview({ baseUrl: storeContext().secureBaseUrl, signal: request.signal }).then(
      (html) => setContent({ status: 'ready', html }),
      (error: unknown) => {
        if (request.signal.aborted) return;
        console.warn('Cart preview: could not load the cart;', error);
        setContent({ status: 'error' });
      },
    );
    return () => request.abort();
  }, [host, open, generation]);

  useEffect(() => {
    const refresh = () => setGeneration((current) => current + 1);
    document.addEventListener('cart-item-added', refresh);
    return () => document.removeEventListener('cart-item-added', refresh);
  }, []);

  useLayoutEffect(() => {
    if (content.status === 'ready' && body.current) insertServerHtml(body.current, content.html, { sanitize: true });
  }, [content]);

  // spec §4: Esc and a click outside close it.
  useClickOutside(host, open, () => close(false));
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && host.contains(document.activeElement)) close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, host]); // eslint-disable-line react-hooks/exhaustive-deps -- close() is remade each render; the listener is bound while open

  // spec §9 dropdown hover timeout: leaving with the pointer closes it after 150 ms.
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse' || !open || host.contains(document.activeElement)) return;
    leaveTimer.current = setTimeout(() => close(false), DROPDOWN_HOVER_TIMEOUT_MS);
  };
  const onPointerEnter = () => clearTimeout(leaveTimer.current);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  return (
    <div className="cartPreview" onPointerLeave={onPointerLeave} onPointerEnter={onPointerEnter}>
      <ServerContent nodes={serverContent} className="cartPreview-link" />
      <div
        id={panelId}
        className="cartPreview-panel"
        role="dialog"
        aria-label={label}
        aria-busy={content.status === 'loading'}
        hidden={!open}
      >
        {content.status === 'loading' && (
          <div className="loadingOverlay" role="status">
            <span className="is-srOnly">{loadingLabel}</span>
          </div>
        )}
        {content.status === 'error' && (
          <p className="cartPreview-error" role="alert">
            {errorMessage} <a href={link?.getAttribute('href') ?? '/cart.php'}>{cartLinkLabel}</a>
          </p>
        )}
        <div ref={body} className="cartPreview-body" hidden={content.status !== 'ready'} />
      </div>
    </div>
  );
}
