import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declaredResource, productListLimit, resourceConfigHeader, resourceConfigOf } from './front-matter.ts';
import { Shopper, useEmulator } from './test-support.ts';

// frontmatter-reference.mdx: a page receives `products.featured` (and the other gated
// objects) only when its template's front matter declares it; stencil-cli reads that front
// matter with the theme settings written in (server/plugins/renderer/renderer.module.js).

describe('a template’s front matter, read as stencil-cli reads it', () => {
  const template = (yaml: string) => `---\n${yaml}\n---\n<h1>{{lang 'home.heading'}}</h1>\n`;

  it('writes theme settings in and drops one that names no setting', () => {
    const config = resourceConfigOf(
      template('products:\n  featured:\n    limit: {{theme_settings.count}}\n  new:\n    limit: {{ theme_settings.missing }}'),
      { count: 6 },
    );
    assert.deepEqual(config, { products: { featured: { limit: 6 }, new: { limit: null } } });
  });

  it('is nothing for a template without front matter, or with front matter that is not YAML', () => {
    assert.deepEqual(resourceConfigOf('<h1>Home</h1>\n---\nproducts: true\n---\n', {}), {});
    assert.deepEqual(resourceConfigOf(template('products: [featured'), {}), {});
    assert.deepEqual(resourceConfigOf(template('just text'), {}), {});
  });

  it('for a render_with request, is the stencil-config header’s JSON object, or nothing', () => {
    assert.deepEqual(resourceConfigHeader('{"product":{"related_products":{"limit":4}}}'), { product: { related_products: { limit: 4 } } });
    assert.deepEqual(resourceConfigHeader('not json'), {});
    assert.deepEqual(resourceConfigHeader('[1,2]'), {});
    assert.deepEqual(resourceConfigHeader(undefined), {});
  });

  it('says what a resource is declared with: its options, {} for a plain value, nothing when absent, null or false', () => {
    const declared = (yaml: string) => declaredResource(resourceConfigOf(template(yaml), {}), 'product', 'reviews');
    assert.deepEqual(declared('product:\n  reviews:\n    limit: 5'), { limit: 5 });
    assert.deepEqual(declared('product:\n  reviews: true'), {});
    assert.equal(declared('product:\n  reviews:'), undefined);
    assert.equal(declared('product:\n  reviews: false'), undefined);
    assert.equal(declared('product:\n  videos: true'), undefined);
    assert.equal(declared('product: true'), undefined);
  });

  it('gives a product list its limit, 4 when declared without one, none when null or not declared', () => {
    const limit = (yaml: string) => productListLimit(resourceConfigOf(template(yaml), {}), 'featured');
    assert.equal(limit('products:\n  featured:\n    limit: 5'), 5);
    assert.equal(limit('products:\n  featured: {}'), 4);
    assert.equal(limit('products:\n  featured: true'), 4);
    assert.equal(limit('products:\n  featured:'), 0);
    assert.equal(limit('products:\n  featured:\n    limit: 0'), 0);
    assert.equal(limit('products:\n  new:\n    limit: 5'), undefined);
    assert.equal(limit('carousel: true'), undefined);
    // A limit that is no count is the default, as a missing one.
    assert.equal(limit('products:\n  featured:\n    limit: many'), 4);
  });
});

describe('the home page receives the featured products its front matter asks for', () => {
  const emulator = useEmulator({ debugContext: true });
  const featured = async (theme?: object) => {
    const shopper = await new Shopper(() => emulator.url).start();
    const query = theme ? `&__theme=${encodeURIComponent(JSON.stringify(theme))}` : '';
    const answer = await shopper.get(`/?debug=context${query}`);
    assert.equal(answer.status, 200);
    return (answer.json().context.products?.featured as Array<{ id: number }> | undefined)?.map((card) => card.id);
  };

  it('as many as the merchant chose in the Theme Editor, by id, and none when 0', async () => {
    assert.deepEqual(await featured(), [101, 102, 110, 111, 112, 201, 202, 203]);
    assert.deepEqual(await featured({ homepage_featured_products_count: 4 }), [101, 102, 110, 111]);
    assert.deepEqual(await featured({ homepage_featured_products_count: 0 }), []);
  });

  it('from its own front matter: a stencil-config header neither sets theme settings nor replaces it', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const answer = await shopper.get('/?debug=context', {
      headers: { 'stencil-config': JSON.stringify({ homepage_featured_products_count: 0, products: { featured: { limit: 1 } } }) },
    });
    const context = answer.json().context;
    assert.equal(context.theme_settings.homepage_featured_products_count, 8);
    assert.equal(context.products.featured.length, 8);
  });

  it('shows no featured section when the list is empty', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const html = (theme: object) =>
      shopper.get(`/?__theme=${encodeURIComponent(JSON.stringify(theme))}`, { headers: { accept: 'text/html' } });
    assert.match((await html({ homepage_featured_products_count: 4 })).text, /id="featured-title"/);
    assert.doesNotMatch((await html({ homepage_featured_products_count: 0 })).text, /id="featured-title"/);
  });
});

describe('the product page receives the videos, reviews and related products its front matter asks for', () => {
  const emulator = useEmulator({ debugContext: true });
  type Product = { videos?: { list: unknown[] }; reviews?: { list: unknown[]; total: number }; related_products?: Array<{ id: number }> };
  const product = async (url: string, theme?: object, headers: Record<string, string> = {}) => {
    const shopper = await new Shopper(() => emulator.url).start();
    const query = theme ? `&__theme=${encodeURIComponent(JSON.stringify(theme))}` : '';
    const answer = await shopper.get(`${url}?debug=context${query}`, { headers });
    assert.equal(answer.status, 200);
    return answer.json().context.product as Product;
  };

  it('with the limits the merchant chose (productpage_*_count), as Cornerstone’s product.html declares them', async () => {
    const jacket = await product('/trail-jacket/');
    assert.equal(jacket.videos?.list.length, 1);
    assert.equal(jacket.reviews?.total, 3);
    assert.equal(jacket.reviews?.list.length, 3);
    assert.deepEqual(
      jacket.related_products?.map((card) => card.id),
      [111, 130, 132],
    );
    const fewer = await product('/trail-jacket/', {
      productpage_reviews_count: 2,
      productpage_related_products_count: 0,
      productpage_videos_count: 0,
    });
    assert.equal(fewer.reviews?.list.length, 2);
    assert.equal(fewer.reviews?.total, 3, 'the total still counts them all');
    assert.deepEqual(fewer.related_products, []);
    assert.deepEqual(fewer.videos?.list, []);
  });

  it('and none of them for a render_with request (the quick view) whose stencil-config asks for none', async () => {
    const bare = await product('/trail-jacket/', undefined, { 'stencil-options': JSON.stringify({ render_with: 'products/quick-view' }) });
    assert.equal(bare.reviews, undefined);
    assert.equal(bare.related_products, undefined);
    assert.equal(bare.videos, undefined);
    const asked = await product('/trail-jacket/', undefined, {
      'stencil-options': JSON.stringify({ render_with: 'products/quick-view' }),
      'stencil-config': JSON.stringify({ product: { reviews: { limit: 2 } } }),
    });
    assert.equal(asked.reviews?.list.length, 2);
    assert.equal(asked.related_products, undefined);
    // `videos: {}` without a limit: every video (the quick view asks so).
    const videos = await product('/trail-jacket/', undefined, {
      'stencil-options': JSON.stringify({ render_with: 'products/quick-view' }),
      'stencil-config': JSON.stringify({ product: { videos: {} } }),
    });
    assert.equal(videos.videos?.list.length, 1);
  });
});
