import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { listen } from './server.ts';

/**
 * Another site embedding the store's elements (docs/embedding.md): a page on its
 * own origin with a product card, a product form and the cart count, all
 * talking to the store. `npm start` serves it beside the demo store.
 *
 * - `/` loads the bundle from the store and names the store with `<store-context>`;
 * - `/?bundle=self-hosted` loads this site's own copy (`/vendor/storefront/`) and names
 *   the store with `configureStore()`;
 * - `/?bundle=both` loads both copies (the second must leave the work to the first);
 * - `/?show=card` shows the card and the cart count only.
 */
export interface EmbedDemoOptions {
  /** The store's URL (`http://127.0.0.1:3000`), read for every page (tests start the store after this). */
  storeUrl: () => string;
  port?: number;
  host?: string;
}

const distDir = fileURLToPath(new URL('../markup-examples/assets/dist', import.meta.url));

export function createEmbedDemo({ storeUrl }: Pick<EmbedDemoOptions, 'storeUrl'>): Hono {
  const app = new Hono();
  // A self-hosted copy of the bundle, as an embedding site (or its CDN) would serve it.
  app.use('/vendor/storefront/*', serveStatic({ root: distDir, rewriteRequestPath: (path) => path.replace(/^\/vendor\/storefront/, '') }));
  app.get('/', (c) => {
    const bundle = c.req.query('bundle') ?? 'store';
    const show = c.req.query('show') === 'card' ? 'card' : 'all';
    return c.html(embedPage(storeUrl(), { bundle: bundle === 'self-hosted' || bundle === 'both' ? bundle : 'store', show }));
  });
  return app;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function embedPage(storeUrl: string, { bundle, show }: { bundle: 'store' | 'self-hosted' | 'both'; show: 'card' | 'all' }): string {
  const store = escapeAttr(storeUrl);
  const fromStore = `<script type="module" src="${store}/assets/dist/theme-bundle.main.js"></script>`;
  const selfHosted = `<script type="module">
      import { configureStore } from '/vendor/storefront/theme-bundle.main.js';
      configureStore({ storeOrigin: ${JSON.stringify(storeUrl)} });
    </script>`;
  const scripts =
    bundle === 'store'
      ? `<store-context store-origin="${store}"></store-context>\n    ${fromStore}`
      : bundle === 'self-hosted'
        ? selfHosted
        : `<store-context store-origin="${store}"></store-context>\n    ${fromStore}\n    ${selfHosted}`;
  const form = `
      <section class="embed-product" aria-labelledby="embed-product-title">
        <h2 id="embed-product-title">Canvas Tote Bag</h2>
        <store-product-form product-id="101" product-type="physical" data-load-on="ready" preview-title="Your cart" close-label="Close" ok-label="OK">
          <div class="productView-price" data-product-price>
            <p class="price price--main"><span class="is-srOnly">Price: </span><span data-product-price-without-tax>$24.00</span></p>
          </div>
          <form class="productView-form" method="post" action="${store}/cart.php?action=add" enctype="multipart/form-data" data-cart-item-add>
            <input type="hidden" name="action" value="add">
            <input type="hidden" name="product_id" value="101">
            <div class="productView-actions">
              <div class="form-field form-field--quantity">
                <label class="form-label" for="qty-101">Quantity</label>
                <span class="form-increment">
                  <button type="button" class="form-increment-button" data-quantity-change="decrease" aria-label="Decrease the quantity of Canvas Tote Bag"><span aria-hidden="true">−</span></button>
                  <input id="qty-101" class="form-input--incrementTotal" type="number" name="qty[]" value="1" min="1" inputmode="numeric">
                  <button type="button" class="form-increment-button" data-quantity-change="increase" aria-label="Increase the quantity of Canvas Tote Bag"><span aria-hidden="true">+</span></button>
                </span>
              </div>
              <button type="submit" class="button button--primary" data-add-to-cart>Add to Cart</button>
            </div>
            <p class="alertBox alertBox--error productView-purchasingMessage" data-product-purchasing-message role="status"></p>
          </form>
        </store-product-form>
      </section>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>A site embedding the store's elements</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${store}/assets/css/tokens.css">
    <link rel="stylesheet" href="${store}/assets/css/theme.css">
    <link rel="stylesheet" href="${store}/assets/css/primitives.css">
    <link rel="stylesheet" href="${store}/assets/css/product.css">
    <style>
      body { margin: 0 auto; padding: 1rem; max-width: 56rem; }
      .embed-header p { margin: 0; }
      .embed-header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
      .embed-cartLink { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 44px; }
      .embed-grid { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); }
      @media (min-width: 40rem) { .embed-grid { grid-template-columns: 2fr 3fr; align-items: start; } }
    </style>
  </head>
  <body>
    <header class="embed-header">
      <p><strong>Trail Journal</strong>: gear we use</p>
      <a class="embed-cartLink" href="${store}/cart.php">Cart <store-cart-count class="cart-count" label-singular="item" label-plural="items" hide-when-empty="false"></store-cart-count></a>
    </header>
    <main class="embed-grid">
      <h1 class="is-srOnly">Gear from our shop</h1>
      <store-product-card wait-message="Adding…" added-message="Added to cart" added-announcement="Added to your cart.">
        <article class="card" data-product-id="101">
          <div class="card-media">
            <a href="${store}/canvas-tote-bag/" class="card-figure" tabindex="-1" aria-hidden="true">
              <img class="card-image" src="${store}/images/stencil/500x500/products/101/0.png" alt="" width="500" height="500" data-hover-image="${store}/images/stencil/500x500/products/101/1.png">
            </a>
          </div>
          <div class="card-body">
            <h2 class="card-title"><a href="${store}/canvas-tote-bag/">Canvas Tote Bag</a></h2>
            <p class="card-price"><span class="card-priceNow">$24.00</span></p>
          </div>
          <form class="card-atc" action="${store}/cart.php?action=add&amp;product_id=101" method="post" data-card-atc>
            <input type="hidden" name="qty[]" value="1">
            <button class="button button--primary card-atc-button" type="submit"><span class="card-atc-label">Add to Cart</span><span class="is-srOnly">: Canvas Tote Bag</span></button>
          </form>
        </article>
      </store-product-card>${show === 'all' ? form : ''}
    </main>
    ${scripts}
  </body>
</html>
`;
}

export interface RunningEmbedDemo {
  url: string;
  close: () => Promise<void>;
}

/** Serves the embedding site; port 0 picks a free one (tests). Its host defaults to localhost: another site than the store's 127.0.0.1. */
export function startEmbedDemo(options: EmbedDemoOptions): Promise<RunningEmbedDemo> {
  return listen(createEmbedDemo(options).fetch, options.host ?? 'localhost', options.port ?? 0);
}
