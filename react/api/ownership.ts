import * as z from 'zod/mini';
import { storeContext } from '../../shared/store-context.ts';
import { ApiError, readCsrfToken, requestJson, requestText, type RequestOptions } from './request.ts';

// spec §7 "Ownership (external downloads service)": an app on an origin of its own, named by the
// theme settings (store-context.ts downloadsService). The store vouches for the customer with the
// Current Customer API (BigCommerce: reference/current_customer.yml), a JWT the service verifies
// with its app's secret; the service answers only about the customer in that token.

type CallOptions = Pick<RequestOptions, 'signal' | 'fetch' | 'timeoutMs'>;

/** The ownership check cannot be asked here: the theme names no service. */
export class NoDownloadsService extends Error {
  override readonly name = 'NoDownloadsService';
}

/** current-customer.mdx: a token is valid for 15 minutes; one is kept for 10, then asked again. */
const TOKEN_REUSE_MS = 10 * 60_000;
let kept: { key: string; token: string; at: number } | null = null;

/**
 * GET /customer/current.jwt?app_client_id=… on the store (the session's cookie says who is signed
 * in): the customer's token for the service. A guest gets 404, an `ApiError`.
 */
async function customerToken(appClientId: string, customerId: string, options: CallOptions): Promise<string> {
  // A sign-in gives the session a new CSRF token (the store rotates it): a token kept from before is not reused.
  const key = `${appClientId}|${customerId}|${readCsrfToken()}`;
  if (kept && kept.key === key && Date.now() - kept.at < TOKEN_REUSE_MS) return kept.token;
  const token = (
    await requestText('/customer/current.jwt', { ...options, params: { app_client_id: appClientId }, accept: 'application/json' })
  ).trim();
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token))
    throw new ApiError('malformed', 'Expected a JWT from /customer/current.jwt', '/customer/current.jwt');
  kept = { key, token, at: Date.now() };
  return token;
}

/** Forgets the kept token (a customer signed out or in, or the service refused it). */
export function forgetCustomerToken(): void {
  kept = null;
}

/** Calls the service at `path` with the customer's token; a refused token is asked for once more. */
async function askService<Schema extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: Schema,
  options: CallOptions,
): Promise<z.infer<Schema>> {
  const { downloadsService: service, customerId } = storeContext();
  if (!service)
    throw new NoDownloadsService('The theme names no downloads service (theme settings downloads_service_url, downloads_app_client_id).');
  if (customerId === null) throw new NoDownloadsService('Only a signed-in customer is checked (spec §6).');
  const call = async () =>
    requestJson(`${service.url}${path}`, schema, {
      ...options,
      method: 'POST',
      json: body,
      bearer: await customerToken(service.appClientId, customerId, options),
    });
  try {
    return await call();
  } catch (error) {
    // A kept token the service no longer takes (it expired early, the customer changed): a fresh one, once.
    if (!(error instanceof ApiError && error.kind === 'http' && error.status === 401 && kept)) throw error;
    forgetCustomerToken();
    return call();
  }
}

// spec §3 ownership check response.
const singleSchema = z.object({
  meta: z.object({ status: z.string(), message: z.optional(z.nullable(z.string())) }),
  data: z.optional(z.nullable(z.object({ customer_owns_product: z.boolean(), product_sku: z.optional(z.string()) }))),
});

export type PurchaseAnswer = z.infer<typeof singleSchema>;

/** spec §7: POST /app/customer/purchase_check on the service with sku, customer, store_hash. */
export function checkPurchase(
  request: { sku: string; customer: string; storeHash: string },
  options: CallOptions = {},
): Promise<PurchaseAnswer> {
  return askService(
    '/app/customer/purchase_check',
    { sku: request.sku, customer: request.customer, store_hash: request.storeHash },
    singleSchema,
    options,
  );
}

// spec §3 ownership check response, as a list.
const multiSchema = z.object({
  meta: z.object({ status: z.string(), message: z.optional(z.nullable(z.string())) }),
  data: z.nullable(z.optional(z.array(z.object({ customer_owns_product: z.boolean(), product_sku: z.string() })))),
});

export type OwnedSkusAnswer = { status: 'success'; ownedSkus: string[] } | { status: 'failed'; message: string };

/**
 * spec §7: POST /app/customer/purchase_check_multi on the service with a list of {sku, customer,
 * store_hash}. meta.status other than Success is a failure with meta.message (spec §8).
 */
export async function checkOwnedSkus(
  skus: string[],
  customer: string,
  storeHash: string,
  options: CallOptions = {},
): Promise<OwnedSkusAnswer> {
  const answer = await askService(
    '/app/customer/purchase_check_multi',
    skus.map((sku) => ({ sku, customer, store_hash: storeHash })),
    multiSchema,
    options,
  );
  if (answer.meta.status !== 'Success') return { status: 'failed', message: answer.meta.message ?? '' };
  return {
    status: 'success',
    ownedSkus: (answer.data ?? []).filter((entry) => entry.customer_owns_product).map((entry) => entry.product_sku),
  };
}
