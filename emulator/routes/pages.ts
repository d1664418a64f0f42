/**
 * Page endpoints (spec §2 "Page types"), rendered from markup-examples/ with the
 * page context, plus the cart page's no-JavaScript forms, the collection grid
 * and template rendering by name.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { addToCart, updateLine, removeLine } from '../cart.ts';
import {
  brandByUrl, categoryByUrl, collectionById, productById, productByUrl, products, productsInCategory, productsOfBrand, searchProducts, selectionsFrom, type Product,
} from '../catalog.ts';
import { blogPosts, brands, categories, collections, webPages } from '../data/store.ts';
import { fieldMap, isNavigation, readFields } from '../protocol.ts';
import type { Renderer } from '../render.ts';
import type { Responder } from '../respond.ts';
import { sessionOf } from '../sessions.ts';
import { cartView, productCard, productView } from '../views.ts';

const productIdSchema = z.coerce.number().int().positive().max(2 ** 31);
/** spec §9 "Cart preview suggestions limit 4". */
const CART_PREVIEW_SUGGESTIONS = 4;

export function registerPages(app: Hono, respond: Responder, render: Renderer): void {
  const cards = (c: Context, list: Product[]) => list.map((product) => productCard(product, sessionOf(c), respond.theme(c)));
  const notFound = (c: Context) => respond.page(c, '404', '404', {}, { status: 404 });
  const productPage = (c: Context, product: Product) => {
    const view = productView(product, sessionOf(c), respond.theme(c));
    return respond.page(c, 'product', 'product', { product: view }, {
      context: { productId: product.id, parentCollectionId: product.parentCollectionId ?? null },
    });
  };

  app.get('/', (c) =>
    respond.page(c, 'home', 'default', {
      featured: cards(c, products.filter((product) => [110, 111, 112, 101, 102, 201, 202, 203].includes(product.id))),
      collections,
      posts: blogPosts,
    }),
  );

  app.get('/products.php', (c) => {
    const id = productIdSchema.safeParse(c.req.query('productId'));
    const product = id.success ? productById(id.data) : undefined;
    return product ? productPage(c, product) : notFound(c);
  });

  app.get('/search.php', (c) => {
    const query = (c.req.query('search_query') ?? '').slice(0, 200);
    const results = searchProducts(query);
    return respond.page(c, 'search', 'search', { query, results: cards(c, results), count: results.length, has_query: query.trim() !== '' });
  });

  // --- Cart page and its forms (they post without JavaScript) ---
  app.get('/cart.php', (c) => {
    const session = sessionOf(c);
    const inCart = new Set(session.cart?.lines.map((line) => line.productId));
    const suggestions = products.filter((product) => !inCart.has(product.id) && product.options.length === 0).slice(0, CART_PREVIEW_SUGGESTIONS);
    return respond.page(c, 'cart', 'cart', { cart: cartView(session), suggestions: cards(c, suggestions) });
  });

  app.post('/cart.php', async (c) => {
    const session = sessionOf(c);
    const fields = await readFields(c);
    const map = fieldMap(fields);
    const action = c.req.query('action') ?? map.get('action');
    let error: string | null = null;
    let data: Record<string, unknown> = {};
    if (action === 'add') {
      // The card add-to-cart URL (spec §3 "a per-card add URL plus qty[]") and the product form.
      const product = productById(Number(c.req.query('product_id') ?? map.get('product_id')));
      const quantity = z.coerce.number().int().min(1).max(9999).safeParse(map.get('qty[]') ?? map.get('qty') ?? '1');
      if (!product) error = 'The product you selected is no longer available.';
      else if (!quantity.success) error = 'Please enter a quantity between 1 and 9999.';
      else {
        const result = addToCart(session, product, selectionsFrom(map), quantity.data);
        if ('error' in result) error = result.error;
        else data = { cart_id: session.cart!.id, cart_item: { id: result.line.id, product_id: product.id, quantity: result.line.quantity, cart_url: '/cart.php' } };
      }
    } else if (action === 'update') {
      for (const [key, value] of fields) {
        const match = /^qty\[(.+)\]$/.exec(key);
        if (!match) continue;
        const quantity = z.coerce.number().int().min(0).max(9999).safeParse(value);
        error = quantity.success ? updateLine(session, match[1]!, quantity.data) ?? error : 'Quantities must be whole numbers.';
      }
    } else if (action === 'remove') {
      if (!removeLine(session, map.get('item') ?? c.req.query('item') ?? '')) error = 'That item is no longer in your cart.';
    } else {
      return c.json({ error: 'Unknown cart action.' }, 400);
    }
    if (isNavigation(c)) return c.redirect(error ? `/cart.php?error=${encodeURIComponent(error)}` : '/cart.php', 303);
    return c.json({ data: error ? { error } : data });
  });

  // --- Catalog pages ---
  app.get('/brands/', (c) => respond.page(c, 'brands', 'brands', { brands }));
  app.get('/compare/*', (c) => {
    const ids = c.req.path.split('/').filter(Boolean).slice(1).map(Number);
    const compared = ids.flatMap((id) => {
      const product = productById(id);
      return product ? [productView(product, sessionOf(c), respond.theme(c))] : [];
    });
    return respond.page(c, 'compare', 'compare', { products: compared });
  });
  app.get('/compare', (c) => c.redirect('/compare/', 301));
  app.get('/blog/', (c) => respond.page(c, 'blog', 'blog', { posts: blogPosts }));
  app.get('/blog/:slug/', (c) => {
    const post = blogPosts.find((candidate) => candidate.slug === c.req.param('slug'));
    return post ? respond.page(c, 'blog-post', 'blog_post', { post }) : notFound(c);
  });
  app.get('/giftcertificates.php', (c) => respond.page(c, 'giftcertificates', 'giftcertificates'));
  app.get('/sitemap.php', (c) => respond.page(c, 'sitemap', 'sitemap', { categories, brands, pages: webPages, products }));

  // spec §2 "/content/collectiongrid/{collection id}.html: collection grid content" (a fragment).
  app.get('/content/collectiongrid/:file', (c) => {
    const match = /^(\d+)\.html$/.exec(c.req.param('file'));
    const collection = match ? collectionById(Number(match[1])) : undefined;
    if (!collection) return c.html('<p>This collection could not be found.</p>', 404);
    const members = collection.productIds.flatMap((id) => {
      const product = productById(id);
      return product ? [product] : [];
    });
    return c.html(render.component('collections/grid', respond.view(c, 'collection', { collection, items: cards(c, members) })));
  });

  // spec §7 "GET /graphql-render?template_name": renders one template by name.
  app.get('/graphql-render', (c) => {
    const name = c.req.query('template_name') ?? '';
    if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i.test(name)) return c.json({ error: 'template_name is required.' }, 400);
    if (!render.hasComponent(name)) return c.json({ error: `Unknown template: ${name}` }, 404);
    return c.html(render.component(name, respond.view(c, 'graphql', { products: cards(c, products.slice(0, 8)) })));
  });

  // Every other path: a product, category, brand or web page by URL, else the 404 page.
  app.get('*', (c) => {
    const path = c.req.path;
    const product = productByUrl(path);
    if (product) return productPage(c, product);
    const category = categoryByUrl(path);
    if (category) {
      const children = categories.filter((candidate) => candidate.parentId === category.id);
      return respond.page(c, 'category', 'category', { category, children, items: cards(c, productsInCategory(category.id)) });
    }
    const brand = brandByUrl(path);
    if (brand) return respond.page(c, 'brand', 'brand', { brand, items: cards(c, productsOfBrand(brand.id)) });
    const webPage = webPages.find((candidate) => candidate.url === (path.endsWith('/') ? path : `${path}/`));
    if (webPage) {
      return respond.page(c, webPage.type === 'page_contact_form' ? 'contact' : 'page', webPage.type, { web_page: webPage, sent: c.req.query('sent') === '1' });
    }
    return notFound(c);
  });
}
