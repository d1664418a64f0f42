import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** One shopper's state, kept in memory and lost on restart (as a demo should be). */
export interface Session {
  id: string;
  csrfToken: string;
  cart: Cart | null;
  customerId: number | null;
  currencyCode: string;
  /** Faults injected for this session only (see faults.ts). */
  faults: FaultRule[];
}

export interface CartLine {
  id: string;
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  quantity: number;
  type: 'physical' | 'digital';
  unitPrice: number;
}

export interface Cart {
  id: string;
  lines: CartLine[];
}

export interface FaultRule {
  /** Path prefix the rule applies to, e.g. /remote/v1/cart/add. */
  path: string;
  fault: string;
  /** How many more requests it applies to; undefined means until cleared. */
  remaining?: number;
}

export const SESSION_COOKIE = 'SHOP_SESSION_TOKEN';
export const CSRF_COOKIE = 'XSRF-TOKEN';

const sessions = new Map<string, Session>();

export const newId = (bytes = 12) => randomBytes(bytes).toString('hex');

/** The request's session, created (with its cookies) on first contact. */
export function sessionOf(c: Context): Session {
  const existing = c.get('session' as never) as Session | undefined;
  if (existing) return existing;
  const id = getCookie(c, SESSION_COOKIE);
  let session = id ? sessions.get(id) : undefined;
  if (!session) {
    session = { id: newId(), csrfToken: newId(16), cart: null, customerId: null, currencyCode: 'USD', faults: [] };
    sessions.set(session.id, session);
    setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax' });
    // Readable by the page's scripts, as the platform does, so they can send it back.
    setCookie(c, CSRF_COOKIE, session.csrfToken, { path: '/', sameSite: 'Lax' });
  }
  c.set('session' as never, session as never);
  return session;
}

export function cartQuantity(session: Session): number {
  return session.cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}
