/**
 * The Current Customer API (reference/current_customer.yml; docs/start/authentication/current-customer.mdx):
 * `GET /customer/current.jwt?app_client_id=…` on the storefront answers the signed-in customer as a
 * JWT signed with the client secret of that app's API account, valid for 15 minutes, so that a service
 * on another origin can trust who is asking. A guest gets 404. The docs do not say what an unknown
 * client id gets; the emulator answers 400.
 *
 * The emulator's one app is the downloads service (downloads-service.ts): its client id is the demo's,
 * its secret is made when the process starts and never leaves it.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { STORE_HASH } from './data/store.ts';
import { sessionOf, signedInCustomer, type Session } from './sessions.ts';

/** An app-level API account: what the app's own server knows. */
export interface AppAccount {
  clientId: string;
  secret: string;
}

export const DOWNLOADS_APP: AppAccount = { clientId: 'fernfield-downloads-demo', secret: randomBytes(32).toString('hex') };

const APPS: readonly AppAccount[] = [DOWNLOADS_APP];

/** current-customer.mdx: "Current customer tokens are valid for 15 minutes." */
export const TOKEN_LIFETIME_S = 15 * 60;

/** The payload the docs show, with `aud` and `application_id` the app's client id. */
export interface CurrentCustomerClaims {
  customer: { id: number; email: string; group_id: string };
  iss: 'bc/apps';
  sub: string;
  iat: number;
  exp: number;
  version: 1;
  aud: string;
  application_id: string;
  store_hash: string;
  operation: 'current_customer';
}

/**
 * Test machinery, not the platform's: which session each token was made for, so that the faults a
 * test injects into its session (faults.ts) reach the service it calls with that token. Bounded.
 */
const tokenSessions = new Map<string, Session>();
const TOKEN_SESSIONS_LIMIT = 2000;

export function sessionOfToken(token: string): Session | undefined {
  return tokenSessions.get(token);
}

export function registerCurrentCustomer(app: Hono): void {
  app.get('/customer/current.jwt', async (c) => {
    const account = APPS.find((candidate) => candidate.clientId === c.req.query('app_client_id'));
    if (!account) return c.json({ status: 400, title: 'Unknown app_client_id.' }, 400, { 'cache-control': 'no-store' });
    const session = sessionOf(c);
    const customer = signedInCustomer(session);
    if (!customer) return c.json({ status: 404, title: 'No customer is signed in.' }, 404, { 'cache-control': 'no-store' });
    const iat = Math.floor(Date.now() / 1000);
    const claims: CurrentCustomerClaims = {
      customer: { id: customer.id, email: customer.email, group_id: '0' },
      iss: 'bc/apps',
      sub: STORE_HASH,
      iat,
      exp: iat + TOKEN_LIFETIME_S,
      version: 1,
      aud: account.clientId,
      application_id: account.clientId,
      store_hash: STORE_HASH,
      operation: 'current_customer',
    };
    const token = await sign({ ...claims }, account.secret, 'HS256');
    tokenSessions.set(token, session);
    if (tokenSessions.size > TOKEN_SESSIONS_LIMIT) tokenSessions.delete(tokenSessions.keys().next().value!);
    // "sent as a plain-text string" (current-customer.mdx); made for this shopper, kept by nobody.
    return c.text(token, 200, { 'cache-control': 'no-store' });
  });
}
