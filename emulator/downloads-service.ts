/**
 * The downloads ownership service (spec §7 "Ownership (external downloads service)"): not the
 * platform's, but an app's, on an origin of its own, as the store's merchant would run it. It
 * answers spec §7's two calls to the store's pages only (CORS for the store's origin, no cookies)
 * and only for the customer the store vouches for: each call carries, as `Authorization: Bearer`,
 * the Current Customer JWT the storefront gave the page (current-customer.ts), which the service
 * verifies with its app's client secret (signature, issuer, audience, expiry, store). A call without
 * one is 401; a call about another customer or store is 403. What each customer owns is the
 * service's own record (the demo customers' purchases, data/store.ts).
 *
 * The theme finds it through two theme settings the merchant fills in (docs/merchants.md):
 * `downloads_service_url` and `downloads_app_client_id`.
 */
import { Hono, type Context } from 'hono';
import { verify } from 'hono/jwt';
import { z } from 'zod';
import { DOWNLOADS_APP, sessionOfToken, type AppAccount, type CurrentCustomerClaims } from './current-customer.ts';
import { customerSeeds, STORE_HASH } from './data/store.ts';
import { faultsOf } from './faults.ts';
import { BadRequest, readJson } from './protocol.ts';

export const PURCHASE_CHECK_PATH = '/app/customer/purchase_check';
export const PURCHASE_CHECK_MULTI_PATH = '/app/customer/purchase_check_multi';

const requestSchema = z.object({
  sku: z.string().min(1).max(100),
  customer: z.union([z.string().min(1).max(20), z.number().int()]),
  store_hash: z.string().min(1).max(50),
});
type OwnershipRequest = z.infer<typeof requestSchema>;

export interface DownloadsServiceOptions {
  /** The store's origin, the one origin whose pages may call (read at each request: it is known once the store listens). */
  storeOrigin: () => string | undefined;
  /** The app account whose secret checks the tokens; the demo's by default. */
  app?: AppAccount;
}

const error = (message: string) => ({ meta: { status: 'Error', message }, data: null });

export function createDownloadsService(options: DownloadsServiceOptions): Hono {
  const account = options.app ?? DOWNLOADS_APP;
  const app = new Hono();

  // CORS for the store's pages only; no credentials (the token says who is asking, not a cookie).
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origin === options.storeOrigin();
    if (allowed) {
      c.header('access-control-allow-origin', origin);
      c.header('vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS') {
      if (!allowed) return c.body(null, 403);
      c.header('access-control-allow-methods', 'POST');
      c.header('access-control-allow-headers', 'authorization, content-type');
      c.header('access-control-max-age', '600');
      return c.body(null, 204);
    }
    if (origin !== undefined && !allowed) return c.json(error('This service answers the store’s pages only.'), 403);
    await next();
  });
  // The faults a test injected into the session the token was made for (faults.ts).
  app.use(
    '*',
    faultsOf((c) => sessionOfToken(bearerToken(c) ?? '')),
  );

  /** The verified claims of the call's token, or the answer refusing it. */
  const caller = async (c: Context): Promise<CurrentCustomerClaims | Response> => {
    const token = bearerToken(c);
    if (!token) return c.json(error('Sign in first: no customer token was sent.'), 401, { 'www-authenticate': 'Bearer' });
    try {
      const claims = (await verify(token, account.secret, { alg: 'HS256', iss: 'bc/apps', aud: account.clientId })) as unknown;
      const parsed = claimsSchema.safeParse(claims);
      if (!parsed.success || parsed.data.store_hash !== STORE_HASH || parsed.data.operation !== 'current_customer')
        return c.json(error('The customer token is not for this store.'), 403);
      return parsed.data as CurrentCustomerClaims;
    } catch {
      // A wrong signature, another app's token, an expired one: the same answer.
      return c.json(error('The customer token is not valid.'), 401, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
  };

  /**
   * spec §3 "Ownership check", for the token's customer only, with the status it is answered with:
   * asking about someone else is refused outright (403); an unknown store is spec §8's failed
   * check (200, meta.status Error).
   */
  const answer = (claims: CurrentCustomerClaims, request: OwnershipRequest) => {
    if (request.store_hash !== claims.store_hash) return { status: 200 as const, body: error('Unknown store.') };
    if (String(request.customer) !== String(claims.customer.id))
      return { status: 403 as const, body: error('That is not the signed-in customer.') };
    const owned = customerSeeds.find((customer) => customer.id === claims.customer.id)?.ownedSkus ?? [];
    return {
      status: 200 as const,
      body: {
        meta: { status: 'Success', message: '' },
        data: { customer_owns_product: owned.includes(request.sku), product_sku: request.sku },
      },
    };
  };

  app.post(PURCHASE_CHECK_PATH, async (c) => {
    const claims = await caller(c);
    if (claims instanceof Response) return claims;
    const request = requestSchema.safeParse(await readJson(c));
    if (!request.success) return c.json(error('Expected {sku, customer, store_hash}.'), 400);
    const { status, body } = answer(claims, request.data);
    return c.json(body, status);
  });

  app.post(PURCHASE_CHECK_MULTI_PATH, async (c) => {
    const claims = await caller(c);
    if (claims instanceof Response) return claims;
    const body = await readJson(c);
    const request = z
      .array(requestSchema)
      .min(1)
      .max(100)
      .safeParse(Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items);
    if (!request.success) return c.json(error('Expected a list of {sku, customer, store_hash}.'), 400);
    const results = request.data.map((entry) => answer(claims, entry));
    const failed = results.find((result) => !result.body.data);
    if (failed) return c.json(failed.body, failed.status);
    return c.json({ meta: { status: 'Success', message: '' }, data: results.map((result) => result.body.data) });
  });

  app.all('*', (c) => c.json(error('Not found.'), 404));
  // Every bad request is a 4xx (an unreadable or oversized body is the protocol's BadRequest).
  app.onError((err, c) => (err instanceof BadRequest ? c.json(error(err.message), err.status) : c.json(error('The service failed.'), 500)));
  return app;
}

const claimsSchema = z.object({
  customer: z.object({ id: z.number().int(), email: z.string(), group_id: z.string() }),
  store_hash: z.string(),
  operation: z.string(),
});

function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}
