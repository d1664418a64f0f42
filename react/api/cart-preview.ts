import { CART_PREVIEW_SUGGESTIONS_LIMIT } from '../../shared/constants.ts';
import { requestHtml } from './request.ts';

/** spec §7: GET /cart.php with the preview template and suggestions limited to 4. */
export function fetchCartPreview(options: { baseUrl?: string; signal?: AbortSignal } = {}): Promise<string> {
  return requestHtml('/cart.php', {
    ...options,
    template: 'cart/preview',
    config: { cart: { suggestions: { limit: CART_PREVIEW_SUGGESTIONS_LIMIT } } },
  });
}
