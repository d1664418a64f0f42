/** The storefront cart API (spec §7 "Cart"), scoped to the caller's session: no other cart is visible. */
import type { Context, Hono } from 'hono';
import { removeLine, storefrontCart } from '../cart.ts';
import { cartQuantity, sessionOf } from '../sessions.ts';

/** The platform's error body for this API. */
export function storefrontError(c: Context, status: 400 | 404 | 422, title: string, detail: string) {
  return c.json({ status, title, type: 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes', detail }, status);
}

/** `?include=lineItems.physicalItems.options,lineItems.digitalItems.options` adds each line's options. */
const wantsOptions = (c: Context) =>
  (c.req.query('include') ?? '').split(',').some((part) => /^lineItems\.(physicalItems|digitalItems)\.options$/.test(part.trim()));

export function registerStorefrontApi(app: Hono): void {
  // Both spellings answer the session's carts as an array (empty with no cart); stencil-utils' getCart reads [0].
  for (const path of ['/api/storefront/cart', '/api/storefront/carts']) {
    app.get(path, (c) => {
      const cart = storefrontCart(sessionOf(c), wantsOptions(c));
      return c.json(cart ? [cart] : []);
    });
  }

  // reference/carts.sf.yml Get a Cart (stencil-utils api/cart.js getCart).
  app.get('/api/storefront/carts/:cartId', (c) => {
    const session = sessionOf(c);
    if (!session.cart || session.cart.id !== c.req.param('cartId')) return storefrontError(c, 404, 'Not Found', 'Cart not found.');
    return c.json(storefrontCart(session, wantsOptions(c)));
  });

  app.delete('/api/storefront/carts/:cartId/items/:itemId', (c) => {
    const session = sessionOf(c);
    if (!session.cart || session.cart.id !== c.req.param('cartId')) return storefrontError(c, 404, 'Not Found', 'Cart not found.');
    if (!removeLine(session, c.req.param('itemId'))) return storefrontError(c, 404, 'Not Found', 'Line item not found.');
    // Removing the last item deletes the cart, as on the platform: nothing left to send.
    if (!session.cart) return c.body(null, 204);
    return c.json(storefrontCart(session, wantsOptions(c)));
  });

  // stencil-utils api/cart.js getCartSummary (Cornerstone's cart count).
  app.get('/api/storefront/cart-summary', (c) => {
    const session = sessionOf(c);
    // stencil-utils reads the content type of every answer, so even the 204 carries one.
    if (!session.cart) return c.body(null, 204, { 'content-type': 'text/plain; charset=UTF-8' });
    return c.json({ id: session.cart.id, total_quantity: cartQuantity(session) });
  });

  // Any other storefront API path: a 404 in the API's error shape (reference/carts.sf.yml).
  app.all('/api/storefront/*', (c) => storefrontError(c, 404, 'Not Found', 'No such storefront API route.'));
}
