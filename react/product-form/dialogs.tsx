// The modals the product form opens after an add: loaded when the shopper first
// adds (in parallel with the request), not with the form, so a product page
// downloads them only when they can be needed.
import { fetchCartPreview } from '../api/cart-preview.ts';
import { showAlert } from '../modal/alert.tsx';
import { openModal } from '../modal/open-modal.tsx';
import { navigateTo } from '../navigation.ts';
import { storeContext } from '../../shared/store-context.ts';
import { ServerHtml } from '../server-html/ServerHtml.tsx';

/** spec §8: a message as plain text in an alert modal (error icon by default). */
export { showAlert };

/**
 * spec §4: the cart preview modal (the cart rendered with the preview template).
 * If the preview cannot be loaded the browser goes to the cart URL instead.
 */
export function openCartPreview(title: string, cartUrl: string, labels: { closeLabel?: string; loadingLabel?: string } = {}): void {
  const modal = openModal({ title, ...labels, size: 'large', loading: true, content: null, className: 'modal--cartPreview' });
  fetchCartPreview({ baseUrl: storeContext().secureBaseUrl }).then(
    (html) => modal.update({ loading: false, content: <ServerHtml html={html} className="previewCart" /> }),
    (error: unknown) => {
      console.warn('<store-product-form>: the cart preview could not be loaded; going to the cart.', error);
      modal.close();
      navigateTo(cartUrl);
    },
  );
}
