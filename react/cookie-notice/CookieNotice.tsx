import { useLayoutEffect, useState } from 'react';
import { attr } from '../../elements/attributes.ts';
import type { ElementProps } from '../../elements/store-element.ts';
import { acceptCookies, hasAcceptedCookies } from './cookies.ts';

export const cookieNoticeAttributes = {
  message: attr.string('We use cookies to keep your cart and sign-in working and to understand how the store is used.'),
  acceptLabel: attr.string('Accept'),
  privacyUrl: attr.url(''),
  privacyLabel: attr.string('Privacy policy'),
  label: attr.string('Cookie notice'),
};

/**
 * The cookie bar (spec §4): shown until the acceptance cookie exists. A labelled
 * region, so screen reader users can find it; the message is always text.
 */
export function CookieNotice({ host, message, acceptLabel, privacyUrl, privacyLabel, label }: ElementProps<typeof cookieNoticeAttributes>) {
  const [accepted, setAccepted] = useState(hasAcceptedCookies);

  useLayoutEffect(() => {
    host.dataset.state = accepted ? 'accepted' : 'open';
  }, [host, accepted]);

  if (accepted) return null;

  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

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
