import * as z from 'zod/mini';
import { ApiError, requestHtml, requestJson, type RequestOptions } from './request.ts';
import { lineChangeChecked } from './cart-outcome.ts';

// The cart page's calls (spec §7 "Cart", "Cart extras", "Ownership", "Other": country
// states), shaped as the platform's client sends them (stencil-utils api/cart.js:
// itemUpdate, getContent, get/submitItemGiftWrappingOption, getShippingQuotes,
// submitShippingQuote, applyCode, applyGiftCertificate; api/countries.js).

export type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

/** The platform accepted the request but refused the change and said why (stock, an unknown code). */
export class CartPageRefusal extends Error {
  override readonly name = 'CartPageRefusal';
}

const statusSchema = z.object({
  data: z.object({
    status: z.optional(z.string()),
    errors: z.optional(z.array(z.string())),
    error: z.optional(z.string()),
  }),
});

/**
 * `{ data: { status: 'failed', errors } }` (or `{ data: { error } }`) becomes a refusal with the
 * server's text (empty when it gave none: the element then says its own message).
 */
function refusalOf(answer: z.infer<typeof statusSchema>): void {
  const { status, errors, error } = answer.data;
  const reasons = [...(errors ?? []), ...(error ? [error] : [])];
  if (status === 'failed' || reasons.length > 0) throw new CartPageRefusal(reasons.join(' '));
}

/**
 * POST /remote/v1/cart/update with `items[0][id]`, `items[0][quantity]` (stencil-utils
 * cart.itemUpdate); quantity 0 removes the line.
 */
export function updateCartItem(itemId: string, quantity: number, options: CallOptions = {}): Promise<void> {
  // No answer: the change may have been made all the same; the line says whether it was.
  return lineChangeChecked(
    async () => {
      const answer = await requestJson('/remote/v1/cart/update', statusSchema, {
        ...options,
        method: 'POST',
        params: { items: [{ id: itemId, quantity }] },
      });
      refusalOf(answer);
    },
    itemId,
    quantity,
    options,
  );
}

/** DELETE /api/storefront/carts/{cartId}/items/{itemId}: the cart, or nothing (204) when the last line went. */
export function removeCartItem(cartId: string, itemId: string, options: CallOptions = {}): Promise<void> {
  return lineChangeChecked(
    async () => {
      await requestJson(
        `/api/storefront/carts/${encodeURIComponent(cartId)}/items/${encodeURIComponent(itemId)}`,
        z.nullable(z.object({ id: z.string() })),
        {
          ...options,
          method: 'DELETE',
        },
      );
    },
    itemId,
    0,
    options,
  );
}

export interface CartMarkup {
  content: string;
  totals: string;
}

/** Several templates come back keyed by name, with or without the `components/` prefix. */
const templatesSchema = z.record(z.string(), z.string());

/**
 * GET /cart.php rendered with `cart/content` and `cart/totals` (stencil-utils
 * cart.getContent, as Cornerstone's cart page refreshes after each change).
 */
export async function fetchCartMarkup(options: CallOptions = {}): Promise<CartMarkup> {
  const rendered = await requestJson('/cart.php', templatesSchema, { ...options, template: ['cart/content', 'cart/totals'] });
  const pick = (name: string) => rendered[`components/${name}`] ?? rendered[name];
  const content = pick('cart/content');
  const totals = pick('cart/totals');
  if (content === undefined || totals === undefined)
    throw new ApiError('malformed', 'The cart templates were missing from the answer', '/cart.php');
  return { content, totals };
}

// spec §3 Cart: the digital lines, each with id, sku, name.
const digitalCartSchema = z.object({
  id: z.string(),
  lineItems: z.object({
    digitalItems: z.array(z.object({ id: z.string(), sku: z.string(), name: z.string() })),
  }),
});

export type DigitalCartItem = z.infer<typeof digitalCartSchema>['lineItems']['digitalItems'][number];

/** GET /api/storefront/carts/{cartId}: the cart's digital items. */
export async function fetchDigitalItems(cartId: string, options: CallOptions = {}): Promise<DigitalCartItem[]> {
  const cart = await requestJson(`/api/storefront/carts/${encodeURIComponent(cartId)}`, digitalCartSchema, options);
  return cart.lineItems.digitalItems;
}

/** POST /remote/v1/apply-code with code (stencil-utils cart.applyCode). */
export async function applyCouponCode(code: string, options: CallOptions = {}): Promise<void> {
  refusalOf(await requestJson('/remote/v1/apply-code', statusSchema, { ...options, method: 'POST', params: { code } }));
}

/** POST /remote/v1/gift-certificates with code (stencil-utils cart.applyGiftCertificate). */
export async function applyGiftCertificate(code: string, options: CallOptions = {}): Promise<void> {
  refusalOf(await requestJson('/remote/v1/gift-certificates', statusSchema, { ...options, method: 'POST', params: { code } }));
}

const countryStatesSchema = z.object({
  data: z.object({
    country_id: z.number(),
    states: z.array(z.object({ id: z.number(), name: z.string() })),
    state_required: z.optional(z.boolean()),
  }),
});

export type CountryStates = z.infer<typeof countryStatesSchema>['data'];

/** GET /remote/v1/country-states/{id} (stencil-utils countries.getById, the address form's call). */
export async function fetchCountryStates(countryId: string, options: CallOptions = {}): Promise<CountryStates> {
  return (await requestJson(`/remote/v1/country-states/${encodeURIComponent(countryId)}`, countryStatesSchema, options)).data;
}

const quotesSchema = z.object({
  data: z.object({ errors: z.optional(z.array(z.string())) }),
  content: z.optional(z.string()),
});

/**
 * GET /remote/v1/shipping-quote with the address, rendered with `cart/shipping-quote`
 * (stencil-utils cart.getShippingQuotes): the quotes' markup, or a refusal with the server's text.
 */
export async function fetchShippingQuotes(
  address: { country_id: string; state_id?: string; zip_code?: string },
  options: CallOptions = {},
): Promise<string> {
  const answer = await requestJson('/remote/v1/shipping-quote', quotesSchema, {
    ...options,
    params: address,
    template: 'cart/shipping-quote',
  });
  if (answer.data.errors && answer.data.errors.length > 0) throw new CartPageRefusal(answer.data.errors.join(' '));
  return answer.content ?? '';
}

/** POST /remote/v1/shipping-quote with shipping_method (stencil-utils cart.submitShippingQuote). */
export async function submitShippingMethod(methodId: string, options: CallOptions = {}): Promise<void> {
  refusalOf(
    await requestJson('/remote/v1/shipping-quote', statusSchema, { ...options, method: 'POST', params: { shipping_method: methodId } }),
  );
}

const giftWrappingSchema = z.object({
  data: z.object({ options: z.array(z.object({ id: z.number() })) }),
  content: z.optional(z.string()),
});

/** GET /remote/v1/gift-wrapping/{itemId} rendered with `cart/gift-wrapping`: the form's markup, or '' without options. */
export async function fetchGiftWrapping(itemId: string, options: CallOptions = {}): Promise<string> {
  const answer = await requestJson(`/remote/v1/gift-wrapping/${encodeURIComponent(itemId)}`, giftWrappingSchema, {
    ...options,
    template: 'cart/gift-wrapping',
  });
  return answer.data.options.length > 0 ? (answer.content ?? '') : '';
}

/** POST /remote/v1/gift-wrapping/{itemId} with the wrapping form's fields (stencil-utils submitItemGiftWrappingOption). */
export async function saveGiftWrapping(itemId: string, fields: Record<string, string>, options: CallOptions = {}): Promise<void> {
  refusalOf(
    await requestJson(`/remote/v1/gift-wrapping/${encodeURIComponent(itemId)}`, statusSchema, {
      ...options,
      method: 'POST',
      params: fields,
    }),
  );
}

const FULL_DOCUMENT = /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>])/i;

/**
 * GET /content/collectiongrid/{id}.html (spec §2, §7): the collection grid fragment.
 * A whole page (a maintenance or error page) is not a fragment and is refused.
 */
export async function fetchCollectionGrid(collectionId: number, options: CallOptions = {}): Promise<string> {
  const url = `/content/collectiongrid/${collectionId}.html`;
  const html = await requestHtml(url, options);
  if (FULL_DOCUMENT.test(html)) throw new ApiError('malformed', `Expected a collection grid from ${url}, got a full HTML page`, url);
  return html;
}
