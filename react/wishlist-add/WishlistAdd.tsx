import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { addToWishlist, GuestRedirect } from '../api/product-extras.ts';
import { isApiError } from '../api/request.ts';
import { navigateTo } from '../navigation.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';

export const wishlistAddAttributes = {
  /** The product, when the form carries none. */
  productId: attr.number(0, { integer: true, min: 0 }),
  /** Said once added. */
  addedMessage: attr.string('Added to your wish list.'),
  /** The link to the wish list after adding. */
  viewLabel: attr.string('View your wish list'),
  /** Said when adding failed. */
  failureMessage: attr.string('This could not be added to your wish list. Please try again.'),
  /** The button's text while adding. */
  waitMessage: attr.string('Adding…'),
  /** Where a guest is sent to sign in. */
  loginUrl: attr.url('/login.php'),
};

/** The product id and wish list a form adds to: `product_id` and `wishlistid` from its fields or action URL. */
function wishlistTarget(form: HTMLFormElement, fallbackProductId: number): { productId: number; wishlistId: string } {
  const action = new URL(form.getAttribute('action') ?? '', document.baseURI);
  const data = new FormData(form);
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : null;
  };
  const productId = Number(field('product_id') ?? action.searchParams.get('product_id') ?? fallbackProductId);
  return {
    productId: Number.isInteger(productId) && productId > 0 ? productId : fallbackProductId,
    wishlistId: field('wishlistid') ?? action.searchParams.get('wishlistid') ?? '',
  };
}

/**
 * Add to wish list (spec §7): enhances the template's form (which posts
 * without JavaScript) so the product is added in place with
 * `POST /wishlist.php?action=add&wishlistid=…&product_id=…`; then a link to the
 * list. A guest is sent to sign in, as the platform does.
 */
export function WishlistAdd(props: ElementProps<typeof wishlistAddAttributes>) {
  const { serverContent, host } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const [state, setState] = useState<'ready' | 'loading' | 'added' | 'error'>('ready');
  const [listUrl, setListUrl] = useState<string | null>(null);
  const busy = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      const target = wishlistTarget(form, latest.current.productId);
      if (target.productId <= 0) {
        // Nothing to add without a product: let the platform's form handle it.
        form.submit();
        return;
      }
      busy.current = true;
      setState('loading');
      addToWishlist(target.productId, target.wishlistId, { signal: controller.signal })
        .then(
          (added) => {
            setListUrl(added.wishlistUrl);
            setState('added');
          },
          (error: unknown) => {
            if (error instanceof GuestRedirect) {
              navigateTo(latest.current.loginUrl);
              setState('ready');
              return;
            }
            if (!isApiError(error, 'aborted')) setState('error');
          },
        )
        .finally(() => {
          busy.current = false;
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      controller.abort();
      form.removeEventListener('submit', onSubmit);
    };
  }, [form]);

  useLayoutEffect(() => {
    host.dataset.state = state;
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    if (!button) return;
    const label = button.textContent;
    button.setAttribute('aria-disabled', String(state === 'loading'));
    if (state === 'loading') button.textContent = props.waitMessage;
    return () => {
      button.textContent = label;
    };
  }, [form, host, state, props.waitMessage]);

  return (
    <>
      <ServerContent nodes={serverContent} className="wishlist-add" />
      <p className="wishlist-add-message" role="status">
        {state === 'added' ? (
          <>
            {props.addedMessage} <a href={listUrl ?? '/wishlist.php'}>{props.viewLabel}</a>
          </>
        ) : null}
      </p>
      <p className="wishlist-add-message wishlist-add-message--error" role="alert">
        {state === 'error' ? props.failureMessage : ''}
      </p>
    </>
  );
}
