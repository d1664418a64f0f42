import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { productById, products } from './catalog.ts';
import { injectFaults } from './faults.ts';
import { createRenderer } from './render.ts';
import { registerCartPage } from './cart-page.ts';
import { registerSearch } from './search.ts';
import { cartQuantity, sessionOf, type Session } from './sessions.ts';

export interface EmulatorOptions {
  /** Handlebars pages and partials; defaults to the project's markup-examples/. */
  markupDir?: string;
  /** The built bundle; defaults to dist/assets/. */
  assetsDir?: string;
}

const projectDir = fileURLToPath(new URL('..', import.meta.url));

/** The platform's storefront, in one Hono app: endpoints, pages and fault injection. */
export function createEmulator(options: EmulatorOptions = {}): Hono {
  const markupDir = options.markupDir ?? `${projectDir}markup-examples`;
  const assetsDir = options.assetsDir ?? `${projectDir}dist/assets`;
  const render = createRenderer(markupDir);
  const app = new Hono();

  app.use(compress());
  app.use(async (c, next) => {
    sessionOf(c);
    await next();
  });
  app.use(injectFaults);
  app.use(requireCsrfToken);

  // --- Storefront API (spec §7 Cart) ---
  app.get('/api/storefront/cart-summary', (c) => {
    const session = sessionOf(c);
    if (!session.cart) return c.body(null, 204);
    return c.json({ id: session.cart.id, total_quantity: cartQuantity(session) });
  });

  // --- Remote endpoints, as the platform's client calls them ---
  app.post('/remote/v1/cart/add', async (c) => {
    const session = sessionOf(c);
    const form = await readForm(c);
    if (!form) return c.json({ error: 'The request body could not be read.' }, 400);
    const parsed = cartAddSchema.safeParse({
      product_id: form.get('product_id'),
      qty: form.get('qty[]') ?? form.get('qty') ?? '1',
    });
    if (!parsed.success) return c.json({ data: { error: 'Please choose a product and a quantity of at least 1.' } });
    const product = productById(parsed.data.product_id);
    if (!product) return c.json({ data: { error: 'The product you selected is no longer available.' } });

    session.cart ??= { id: crypto.randomUUID(), lines: [] };
    let line = session.cart.lines.find((candidate) => candidate.productId === product.id);
    if (line) {
      line.quantity += parsed.data.qty;
    } else {
      line = {
        id: crypto.randomUUID(),
        productId: product.id,
        variantId: product.id * 10,
        sku: product.sku,
        name: product.name,
        quantity: parsed.data.qty,
        type: product.type,
        unitPrice: product.price,
      };
      session.cart.lines.push(line);
    }
    return c.json({
      data: {
        cart_id: session.cart.id,
        cart_item: { id: line.id, product_id: product.id, quantity: line.quantity, cart_url: '/cart.php' },
      },
    });
  });

  // --- Helpers for tests and tools ---
  app.get('/__emulator/catalog', (c) =>
    c.json(
      products.map((product) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        type: product.type,
        price: product.price,
        url: product.url,
        options: product.options.map((option) => ({ id: option.id, name: option.name, type: option.type, required: option.required })),
      })),
    ),
  );
  app.post('/__emulator/faults', async (c) => {
    const rule = faultRuleSchema.safeParse(await c.req.json().catch(() => null));
    if (!rule.success) return c.json({ error: 'Expected {"path": "/…", "fault": "status=500", "times"?: n}' }, 400);
    sessionOf(c).faults.push({ path: rule.data.path, fault: rule.data.fault, remaining: rule.data.times });
    return c.json({ ok: true });
  });
  app.delete('/__emulator/faults', (c) => {
    sessionOf(c).faults.length = 0;
    return c.json({ ok: true });
  });

  // --- Assets: the built bundle and the theme's stylesheet ---
  app.use('/assets/css/*', serveStatic({ root: markupDir }));
  app.use('/assets/icons/*', serveStatic({ root: markupDir }));
  app.use('/assets/*', async (c, next) => {
    if (!existsSync(assetsDir)) {
      return c.text('The storefront bundle is not built yet: run `npm run build`.', 503);
    }
    return serveStatic({ root: assetsDir, rewriteRequestPath: (path) => path.replace(/^\/assets/, '') })(c, next);
  });

  // --- Pages ---
  const page = (c: Context, name: string, pageType: string, data: Record<string, unknown> = {}, status = 200) => {
    const session = sessionOf(c);
    const origin = new URL(c.req.url).origin;
    const context = {
      cartId: session.cart?.id ?? null,
      secureBaseUrl: origin,
      inDevelopment: true,
      csrf_token: session.csrfToken,
      itsConfig: { pdp_video_thumbnails_pos: 'bottom' },
    };
    const html = render.page(name, { page_type: pageType, context, cart_quantity: cartQuantity(session), products, ...data });
    return c.html(html, status as 200);
  };

  registerSearch(app, render, page);
  registerCartPage(app, render, page);
  app.get('/', (c) => page(c, 'home', 'default'));
  app.get('*', (c) => {
    const product = products.find((candidate) => candidate.url === c.req.path);
    if (product) return page(c, 'product', 'product', { product });
    return page(c, '404', '404', {}, 404);
  });

  app.onError((error, c) => {
    console.error('emulator:', error);
    return c.json({ error: 'Internal emulator error' }, 500);
  });

  return app;
}

const cartAddSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  qty: z.coerce.number().int().min(1).max(9999),
});

const faultRuleSchema = z.object({
  path: z.string().startsWith('/'),
  fault: z.string().min(1),
  times: z.number().int().positive().optional(),
});

/** State changes need the session's token in `x-xsrf-token`, as on the platform. */
async function requireCsrfToken(c: Context, next: () => Promise<void>) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || c.req.path.startsWith('/__emulator/')) return next();
  const session: Session = sessionOf(c);
  if (c.req.header('x-xsrf-token') !== session.csrfToken) {
    return c.json({ error: 'Invalid or missing CSRF token.' }, 403);
  }
  return next();
}

/** Reads an urlencoded or multipart body; null when it cannot be read. */
async function readForm(c: Context): Promise<FormData | null> {
  try {
    return await c.req.raw.clone().formData();
  } catch {
    return null;
  }
}

