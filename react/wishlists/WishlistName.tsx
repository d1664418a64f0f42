import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { inlineMessages } from '../forms/inline-messages.ts';
import { validationMessages } from '../forms/validator.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';

export const wishlistNameAttributes = {
  /** Said for an empty name. Empty (the default): the page context's `wishlistName` validation message ("Please enter a name for your wish list."; spec §5 "message from context"). */
  requiredMessage: attr.string(''),
};

/**
 * The wish list name form, new or rename (spec §3 "Wishlist: wishlistname", §5 "Wishlist
 * name: non-empty (message from context)"). The name is checked as the shopper types
 * (the message after the 700 ms feedback delay) and on submit; a form that passes posts
 * as it does without JavaScript, and the server answers with the page that says the result.
 */
export function WishlistName({ serverContent, host, requiredMessage }: ElementProps<typeof wishlistNameAttributes>) {
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const message = useRef(requiredMessage);
  message.current = requiredMessage;

  useLayoutEffect(() => {
    if (!form) return;
    // The spec's message, not the browser's bubble.
    form.noValidate = true;
    const messages = inlineMessages(form, {
      wishlistname: () => ({ rules: [{ type: 'presence', message: message.current || validationMessages().wishlistName }] }),
    });
    const onSubmit = (event: SubmitEvent) => {
      const invalid = messages.validateAll();
      if (!invalid) return;
      event.preventDefault();
      invalid.focus();
    };
    form.addEventListener('submit', onSubmit);
    host.dataset.state = 'ready';
    return () => {
      form.removeEventListener('submit', onSubmit);
      messages.stop();
      form.noValidate = false;
    };
  }, [form, host]);

  return null;
}
