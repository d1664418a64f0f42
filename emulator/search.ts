import type { Context, Hono } from 'hono';
import { products, type Product } from './catalog.ts';
import type { Renderer } from './render.ts';

/** Product search as the platform answers it: `GET /search.php?search_query=…`. */
export function searchProducts(query: string): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return products.filter((product) => words.every((word) => `${product.name} ${product.sku}`.toLowerCase().includes(word)));
}

/** The templates a request names in `stencil-options: {"render_with": "a/b,c/d"}`. */
export function renderWith(c: Context): string[] {
  try {
    const options = JSON.parse(c.req.header('stencil-options') ?? '{}') as { render_with?: unknown };
    return typeof options.render_with === 'string' ? options.render_with.split(',').map((name) => name.trim()).filter(Boolean) : [];
  } catch {
    return [];
  }
}

export function registerSearch(app: Hono, render: Renderer, page: (c: Context, name: string, pageType: string, data?: Record<string, unknown>) => Response): void {
  app.get('/search.php', (c) => {
    const query = c.req.query('search_query') ?? '';
    const results = searchProducts(query);
    const data = { search_query: query, product_results: { products: results }, pagination: { product_results: { total: results.length } } };
    const [template] = renderWith(c);
    if (template) {
      if (!render.hasComponent(template)) return c.json({ error: `Unknown template ${template}` }, 400);
      return c.html(render.component(template, data));
    }
    return page(c, 'search', 'search', data);
  });
}
