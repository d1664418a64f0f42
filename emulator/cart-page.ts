import type { Context, Hono } from 'hono';
import { products } from './catalog.ts';
import type { Renderer } from './render.ts';
import { renderWith } from './search.ts';
import { cartQuantity, sessionOf } from './sessions.ts';

/** The stencil-config header the platform's client sends (`{"cart":{"suggestions":{"limit":4}}}`). */
function suggestionsLimit(c: Context): number {
  try {
    const config = JSON.parse(c.req.header('stencil-config') ?? '{}') as { cart?: { suggestions?: { limit?: unknown } } };
    const limit = Number(config.cart?.suggestions?.limit);
    return Number.isInteger(limit) && limit >= 0 ? Math.min(limit, 12) : 4;
  } catch {
    return 4;
  }
}

/** The cart as templates see it: lines with totals, subtotal, suggestions. */
export function cartView(c: Context) {
  const session = sessionOf(c);
  const lines = (session.cart?.lines ?? []).map((line) => ({ ...line, total: line.unitPrice * line.quantity, url: products.find((product) => product.id === line.productId)?.url ?? '/' }));
  const inCart = new Set(lines.map((line) => line.productId));
  return {
    cart: {
      id: session.cart?.id ?? null,
      quantity: cartQuantity(session),
      items: lines,
      sub_total: lines.reduce((sum, line) => sum + line.total, 0),
      suggested_products: products.filter((product) => !inCart.has(product.id)).slice(0, suggestionsLimit(c)),
    },
  };
}

/** GET /cart.php: the cart page, or the named template (the header's cart preview). */
export function registerCartPage(app: Hono, render: Renderer, page: (c: Context, name: string, pageType: string, data?: Record<string, unknown>) => Response): void {
  app.get('/cart.php', (c) => {
    const [template] = renderWith(c);
    if (template) {
      if (!render.hasComponent(template)) return c.json({ error: `Unknown template ${template}` }, 400);
      return c.html(render.component(template, cartView(c)));
    }
    return page(c, 'cart', 'cart', cartView(c));
  });
}
