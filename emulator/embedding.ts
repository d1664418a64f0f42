import { randomBytes } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Cart, Session } from './sessions.ts';
import { sessionOf } from './sessions.ts';

/**
 * Other sites embedding the elements (docs/embedding.md): CORS for a configured
 * list of origins, the session's CSRF token for them, and one-time links that
 * take a cart made there to the store's own pages.
 *
 * Written out rather than with hono/cors: an origin not on the list must get no
 * CORS header at all, its preflight included, and every answer must say `Vary: Origin`.
 */

/** What a script of the elements sends (react/api/request.ts), and so what a preflight may ask for. */
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
export const CORS_HEADERS = ['accept', 'content-type', 'stencil-config', 'stencil-options', 'x-xsrf-token', 'x-requested-with'];
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/** `EMBED_ORIGINS=https://a.example,http://localhost:3001` → the origins, normalised; malformed entries are dropped with a warning. */
export function parseEmbedOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    try {
      const url = new URL(trimmed);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === trimmed.replace(/\/$/, '')) {
        origins.push(url.origin);
        continue;
      }
    } catch {
      // reported below
    }
    console.warn(`EMBED_ORIGINS: "${trimmed}" is not an origin (scheme://host[:port]); ignored.`);
  }
  return origins;
}

/**
 * CORS for `origins`: an allowed origin is echoed with credentials allowed; a
 * preflight for the methods and headers the elements send gets 204; anything
 * else gets no CORS header (a refused preflight is a 403, never a 5xx).
 */
export function embeddingCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    // Cookies set on an embedding site's request must come back on its next ones (sessions.ts):
    // cross-site cookies, kept in that site's own jar. The store's own pages keep first-party
    // Lax cookies, which every browser keeps over plain http too.
    if (isAllowed) c.set('crossSiteCookies' as never, true as never);
    const requestedMethod = c.req.header('access-control-request-method');
    if (c.req.method === 'OPTIONS' && requestedMethod !== undefined) {
      const headers = (c.req.header('access-control-request-headers') ?? '')
        .split(',')
        .map((header) => header.trim().toLowerCase())
        .filter(Boolean);
      const fits = CORS_METHODS.includes(requestedMethod.toUpperCase()) && headers.every((header) => CORS_HEADERS.includes(header));
      if (!isAllowed || !fits) return c.body(null, 403, { vary: 'Origin' });
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': CORS_METHODS.join(', '),
        'access-control-allow-headers': CORS_HEADERS.join(', '),
        'access-control-max-age': String(PREFLIGHT_MAX_AGE),
        vary: 'Origin',
      });
    }
    if (isAllowed) c.set('embedOrigin' as never, origin as never);
    await next();
    c.res.headers.append('vary', 'Origin');
    if (isAllowed) {
      c.res.headers.set('access-control-allow-origin', origin);
      c.res.headers.set('access-control-allow-credentials', 'true');
    }
  };
}

interface Handover {
  cart: Cart;
  expires: number;
}
/** One-time cart links, by token; each lives an hour, and at most this many are kept. */
const handovers = new Map<string, Handover>();
const HANDOVER_TTL_MS = 60 * 60 * 1000;
const MAX_HANDOVERS = 10_000;

/** A one-time link that loads a copy of `session`'s cart in whichever session opens it. */
function handoverUrl(c: Context, session: Session, path: string): string {
  const token = randomBytes(18).toString('base64url');
  const now = Date.now();
  for (const [key, entry] of handovers) if (entry.expires < now || handovers.size >= MAX_HANDOVERS) handovers.delete(key);
  handovers.set(token, { cart: session.cart!, expires: now + HANDOVER_TTL_MS });
  const url = new URL(path, c.req.url);
  url.searchParams.set('action', 'load');
  url.searchParams.set('id', session.cart!.id);
  url.searchParams.set('token', token);
  return url.href;
}

/** Takes a one-time link's cart, or null when the link is unknown, used, expired or for another cart. */
export function takeHandover(cartId: string, token: string): Cart | null {
  const entry = handovers.get(token);
  if (!entry) return null;
  handovers.delete(token);
  if (entry.expires < Date.now() || entry.cart.id !== cartId) return null;
  return structuredClone(entry.cart);
}

export function registerEmbedding(app: Hono): void {
  // The session's token, for a script on a site the store allows (CORS keeps others from reading it).
  app.get('/remote/v1/csrf-token', (c) => c.json({ data: { token: sessionOf(c).csrfToken } }, 200, { 'cache-control': 'no-store' }));

  // The platform's cart redirect URLs, for the session's cart: a link into the store's own pages.
  app.post('/api/storefront/cart/redirect_urls', (c) => {
    const session = sessionOf(c);
    if (!session.cart) return c.json({ status: 404, title: 'Not Found', detail: 'There is no cart to take to the store.' }, 404);
    return c.json({ data: { cart_url: handoverUrl(c, session, '/cart.php'), checkout_url: handoverUrl(c, session, '/cart.php') } }, 201);
  });
}
