import { useEffect } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { fetchQuickView } from '../api/product.ts';
import { openModal } from '../modal/open-modal.tsx';
import { ServerHtml } from '../server-html/ServerHtml.tsx';

export const quickViewAttributes = {
  /** The product to show. */
  productId: attr.number(0, { integer: true, min: 1 }),
  /** Whether the modal is open; removed when it closes. */
  open: attr.boolean(false),
  /** The modal's accessible name. */
  label: attr.string('Quick view'),
  /** Announced while the product loads. */
  loadingLabel: attr.string('Loading the product…'),
  /** The modal's close button. */
  closeLabel: attr.string('Close'),
};

/**
 * The quick-view modal (spec §2, §7, §8): while `open`, the product looked up
 * by id with the quick-view template is shown in a modal; the template carries
 * its own `<store-product-form>`, so options and add to cart work inside. A
 * failed lookup shows nothing (spec §8). Closing removes `open`, so the next
 * trigger opens it again.
 */
export function QuickView({ host, productId, open, label, loadingLabel, closeLabel }: ElementProps<typeof quickViewAttributes>) {
  useEffect(() => {
    if (!open) return;
    if (productId === 0) {
      host.removeAttribute('open');
      return;
    }
    const request = new AbortController();
    const modal = openModal({
      label,
      loading: true,
      loadingLabel,
      closeLabel,
      size: 'large',
      className: 'modal--quickView',
      name: 'quick-view',
      content: null,
    });
    host.dataset.state = 'open';
    fetchQuickView(productId, { signal: request.signal }).then(
      (html) => modal.update({ loading: false, content: <ServerHtml html={html} className="quickView-body" /> }),
      (error: unknown) => {
        if (request.signal.aborted) return;
        // spec §8: a failed quick-view fetch shows nothing.
        console.warn('<store-quick-view>: the product could not be loaded;', error);
        modal.close('programmatic');
      },
    );
    void modal.closed.then(() => {
      request.abort();
      host.dataset.state = 'closed';
      host.removeAttribute('open');
    });
    return () => {
      request.abort();
      modal.close('programmatic');
    };
  }, [host, open, productId, label, loadingLabel, closeLabel]);

  return null;
}
