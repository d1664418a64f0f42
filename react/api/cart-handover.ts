import * as z from 'zod/mini';
import { requestJson, type RequestOptions } from './request.ts';

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

// The platform's cart redirect URLs (`{ data: { cart_url, checkout_url } }`): one-time links
// that load the session's cart in the store's own pages (emulator/README.md).
const redirectUrlsSchema = z.object({ data: z.object({ cart_url: z.string(), checkout_url: z.string() }) });

export interface CartRedirectUrls {
  cartUrl: string;
  checkoutUrl: string;
}

/**
 * Links that take the cart made on an embedding site to the store: the store's
 * cookies on another site are kept apart from its own pages' (browsers partition
 * them), so a plain link to the cart would show another, empty one.
 */
export async function cartRedirectUrls(options: CallOptions = {}): Promise<CartRedirectUrls> {
  const answer = await requestJson('/api/storefront/cart/redirect_urls', redirectUrlsSchema, { ...options, method: 'POST' });
  return { cartUrl: answer.data.cart_url, checkoutUrl: answer.data.checkout_url };
}
