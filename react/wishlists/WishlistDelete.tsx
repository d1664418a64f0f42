import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { readCsrfToken } from '../api/request.ts';
import { showAlert } from '../modal/alert.tsx';
import { findInServerContent } from '../server-content/ServerContent.tsx';

export const wishlistDeleteAttributes = {
  /** The question. */
  confirmMessage: attr.string('Delete this wish list?'),
  /** The button that deletes. */
  confirmLabel: attr.string('Delete wish list'),
  /** The button that keeps the list. */
  cancelLabel: attr.string('Keep it'),
  /** The dialog's name. */
  dialogTitle: attr.string('Delete wish list'),
};

/**
 * Posts `action` the way the server's confirmation form does (a navigation, with the
 * session's token), so the page that comes back says the result and the browser's
 * history is the same as without JavaScript.
 */
function postAsForm(host: HTMLElement, action: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = 'authenticity_token';
  token.value = readCsrfToken(action);
  form.append(token);
  host.append(form);
  form.submit();
}

/**
 * A wish list's delete link (spec §2 "delete links that ask for confirmation", §4 alert
 * modal, §8 "Wishlist delete: asks for confirmation and cancels on refusal"). Without
 * JavaScript the link opens the server's confirmation page; with it the question is asked
 * in the alert modal (a warning with a cancel button, cancel focused first). Refusing
 * changes nothing and focus returns to the link; confirming posts the delete.
 */
export function WishlistDelete({ serverContent, host, ...texts }: ElementProps<typeof wishlistDeleteAttributes>) {
  const link = useMemo(() => findInServerContent<HTMLAnchorElement>(serverContent, 'a[href]'), [serverContent]);
  const latest = useRef(texts);
  latest.current = texts;

  useLayoutEffect(() => {
    if (!link) return;
    let asking = false;
    host.dataset.state = 'ready';
    const onClick = (event: MouseEvent) => {
      // A modified click (new tab) opens the server's confirmation page, as links do.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (asking) return;
      asking = true;
      host.dataset.state = 'confirming';
      const { confirmMessage, confirmLabel, cancelLabel, dialogTitle } = latest.current;
      showAlert({
        message: confirmMessage,
        icon: 'warning',
        destructive: true,
        showCancel: true,
        confirmText: confirmLabel,
        cancelText: cancelLabel,
        title: dialogTitle,
      }).then((confirmed) => {
        asking = false;
        if (!confirmed) {
          host.dataset.state = 'ready';
          return;
        }
        host.dataset.state = 'deleting';
        postAsForm(host, link.href);
      });
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, host]);

  return null;
}
