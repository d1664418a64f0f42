import { useLayoutEffect, useMemo, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { acceptCookies, hasAcceptedCookies } from './cookies.ts';

export const cookieNoticeAttributes = {
  /** The notice text (shown as text, never HTML). */
  message: attr.string('We use cookies to keep your cart and sign-in working and to understand how the store is used.'),
  /** The accept button's text. */
  acceptLabel: attr.string('Accept'),
  /** Link to the privacy policy; no link when absent. */
  privacyUrl: attr.url(''),
  /** The link's text. */
  privacyLabel: attr.string('Privacy policy'),
  /** The region's accessible name. */
  label: attr.string('Cookie notice'),
};

/**
 * The cookie bar (spec §4): shown until the acceptance cookie exists. A labelled
 * region, so screen reader users can find it; the message is always text.
 *
 * When the server rendered the bar inside the element (a `.cookieMessage` with a
 * `[data-cookie-accept]` button), that markup is kept and only wired up: its words
 * are the page's language. Otherwise the element renders the bar. Whether to show
 * it is the element's call (`data-state`): a Stencil template cannot see cookies.
 */
export function CookieNotice({
  host,
  serverContent,
  message,
  acceptLabel,
  privacyUrl,
  privacyLabel,
  label,
}: ElementProps<typeof cookieNoticeAttributes>) {
  const [accepted, setAccepted] = useState(hasAcceptedCookies);
  const serverAccept = useMemo(
    () => findInServerContent<HTMLButtonElement>(serverContent, '.cookieMessage [data-cookie-accept]'),
    [serverContent],
  );

  useLayoutEffect(() => {
    host.dataset.state = accepted ? 'accepted' : 'open';
  }, [host, accepted]);

  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

  useLayoutEffect(() => {
    if (!serverAccept) return;
    serverAccept.addEventListener('click', accept);
    return () => serverAccept.removeEventListener('click', accept);
  }, [serverAccept]);

  if (accepted) return null;
  if (serverAccept) return <ServerContent nodes={serverContent} />;

  return (
    <section className="cookieMessage" aria-label={label}>
      <p className="cookieMessage-text">
        {message}
        {privacyUrl && (
          <>
            {' '}
            <a href={privacyUrl}>{privacyLabel}</a>
          </>
        )}
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {acceptLabel}
      </button>
    </section>
  );
}
