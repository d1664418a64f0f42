/**
 * Switching currency (spec §7), the two ways the platform gives a theme:
 * - `currency_selector.currencies[].switch_url` (schemas/currency-selector.yml), a link. The docs
 *   give no format; the emulator's is the page's own address with `setCurrencyId=<id>`, and a GET
 *   carrying it sets the session's currency and comes back to the page without it.
 * - `cart_currency_switch_url`, the storefront API's Update Cart Currency
 *   (POST /api/storefront/carts/{cartId}/currency with `{currencyCode}`, reference/carts.sf.yml),
 *   which Cornerstone's currency selector posts to. It answers the cart; the promotions and gift
 *   certificates that do not apply in the new currency are removed (the reference says so): the
 *   demo store's coupons and certificates are in its default currency, so another currency drops them.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { storefrontCart } from './cart.ts';
import { currencies } from './data/store.ts';
import { currencyByCode } from './money.ts';
import { storePath } from './form-answers.ts';
import { readJson } from './protocol.ts';
import { storefrontError } from './routes/storefront-api.ts';
import { sessionOf } from './sessions.ts';

const PARAMETER = 'setCurrencyId';

/** The link that switches to currency `id` and comes back to this page. */
export function currencySwitchUrl(c: Context, id: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set(PARAMETER, String(id));
  return `${url.pathname}${url.search}`;
}

/** A page request with `setCurrencyId`: the currency changes (an unknown id changes nothing), then the page without it. */
export const followCurrencyLinks: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' || !c.req.query(PARAMETER)) return next();
  const url = new URL(c.req.url);
  const currency = currencies.find((candidate) => String(candidate.id) === url.searchParams.get(PARAMETER));
  if (currency) sessionOf(c).currencyCode = currency.code;
  url.searchParams.delete(PARAMETER);
  return c.redirect(storePath(url), 302);
};

const request = z.object({ currencyCode: z.string().min(1).max(10) });

/** The storefront API's error body, its title the reason (what the selector shows the shopper). */
const refuse = (c: Context, status: 404 | 422, reason: string) => storefrontError(c, status, reason, reason);

export function registerCartCurrency(app: Hono): void {
  app.post('/api/storefront/carts/:cartId/currency', async (c) => {
    const session = sessionOf(c);
    // The body first: one that is not JSON is a 400 whatever the cart (protocol.ts readJson).
    const body = request.safeParse(await readJson(c));
    if (!session.cart || session.cart.id !== c.req.param('cartId')) return refuse(c, 404, 'Cart not found.');
    if (!body.success) return refuse(c, 422, 'Missing or invalid data: expected {"currencyCode": "…"}.');
    const currency = currencyByCode(body.data.currencyCode);
    if (!currency) return refuse(c, 404, `The currency "${body.data.currencyCode}" is not available in this store.`);
    if (currency.code !== session.currencyCode) {
      session.cart.couponCodes = [];
      session.cart.redeemedCertificates = [];
    }
    session.currencyCode = currency.code;
    return c.json(storefrontCart(session, false));
  });
}
