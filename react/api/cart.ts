import * as z from 'zod/mini';
import { isApiError, requestJson, type RequestOptions } from './request.ts';

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

// spec §3 cart summary; the platform answers 204 with no body when there is no cart.
const cartSummarySchema = z.nullable(
  z.object({
    total_quantity: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
);

/**
 * GET /api/storefront/cart-summary → the number of items in the cart (spec §7).
 * No cart (204, empty body) and 'Not Found' both count as 0 (spec §8).
 */
export async function fetchCartQuantity(options: CallOptions = {}): Promise<number> {
  try {
    const summary = await requestJson('/api/storefront/cart-summary', cartSummarySchema, options);
    return summary?.total_quantity ?? 0;
  } catch (error) {
    if (isApiError(error, 'http') && error.status === 404) return 0;
    throw error;
  }
}
