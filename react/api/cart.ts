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

// spec §3 Cart: only the parts the storefront reads are checked; the rest passes through.
const cartSchema = z.object({
  id: z.string(),
  discounts: z.array(z.object({ discountedAmount: z.number() })),
  coupons: z.array(z.unknown()),
  lineItems: z.object({ giftCertificates: z.array(z.unknown()) }),
});

export type StorefrontCart = z.infer<typeof cartSchema>;

/** GET /api/storefront/carts/{cartId} (spec §7). */
export function fetchCart(cartId: string, options: CallOptions = {}): Promise<StorefrontCart> {
  return requestJson(`/api/storefront/carts/${encodeURIComponent(cartId)}`, cartSchema, options);
}

/**
 * spec §4 currency switch: a cart with discounts, coupons or gift certificates
 * loses them, so the shopper is warned first.
 */
export function cartHasPriceAdjustments(cart: StorefrontCart): boolean {
  return (
    cart.discounts.some((discount) => discount.discountedAmount > 0) ||
    cart.coupons.length > 0 ||
    cart.lineItems.giftCertificates.length > 0
  );
}

/** POST {currencyCode} as JSON to the store's switch URL (spec §7); failures carry the server's error text. */
export async function switchCurrency(url: string, currencyCode: string, options: CallOptions = {}): Promise<void> {
  await requestJson(url, z.unknown(), { ...options, method: 'POST', json: { currencyCode } });
}

/** The platform refused the addition and said why (out of stock, a limit). */
export class CartRefusal extends Error {
  override readonly name = 'CartRefusal';
}
