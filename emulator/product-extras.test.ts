// The demo product page's gallery, tabs, reviews, wish list and parent collection (spec §2, §3, §7, §9).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pngSize } from './png.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
const html = { accept: 'text/html' };

describe('product page extras in the demo store', () => {
  it('generates images of several ratios: the Trail Jacket has square, vertical and wide ones (spec §9)', async () => {
    const me = await shopper();
    const sizes = [];
    for (const index of [0, 1, 2]) {
      const size = pngSize((await me.get(`/images/stencil/640w/products/110/${index}.png`)).bytes);
      assert.ok(size);
      sizes.push([size.width, size.height]);
    }
    assert.deepEqual(sizes, [
      [640, 640],
      [640, 960],
      [640, 384],
    ]);
    // A fixed box keeps its size whatever the ratio.
    assert.deepEqual(pngSize((await me.get('/images/stencil/500x500/products/110/1.png')).bytes), { width: 500, height: 500 });
  });

  it('serves a poster and a player page for each product video', async () => {
    const me = await shopper();
    const poster = await me.get('/videos/jacket-in-the-rain/poster.png');
    assert.equal(poster.status, 200);
    assert.deepEqual(pngSize(poster.bytes), { width: 640, height: 360 });
    const player = await me.get('/videos/jacket-in-the-rain/embed', { headers: html });
    assert.equal(player.status, 200);
    assert.match(player.text, /<title>The Trail Jacket in a downpour<\/title>/);
    assert.equal((await me.get('/videos/no-such-video/embed')).status, 404);
  });

  it('renders the gallery, tabs, review form and wish list as tags with their no-JS markup', async () => {
    const page = (await (await shopper()).get('/trail-jacket/', { headers: html })).text;
    assert.match(page, /<store-product-gallery class="productView-images" product-id="110" gallery-id="1"[\s>]/);
    // The platform's image URL with its {:size} placeholder (getImage's input), on the store's image host.
    assert.match(
      page,
      /data-type="image" data-index="1" data-image-url="http:\/\/127\.0\.0\.1:\d+\/images\/stencil\/\{:size\}\/products\/110\/1\.png">/,
    );
    assert.match(page, /data-type="video" data-index="3" data-video-url="\/videos\/jacket-in-the-rain\/embed"/);
    assert.match(page, /<store-product-tabs label="About Trail Jacket">/);
    assert.match(page, /id="itsTab-1"[\s\S]*id="itsTab-2"[\s\S]*id="product-reviews"[\s\S]*<\/store-product-tabs>/);
    // Custom tabs are the __tab: custom fields, named by what follows the prefix; the theme's own
    // fields are not listed as specifications.
    assert.match(page, /<a class="tab" href="#itsTab-1">Care<\/a>/);
    assert.doesNotMatch(page, /<dt>__/);
    assert.match(page, /<store-review-form[^>]*>\s*<form class="review-form" action="\/postreview.php" method="post">/);
    assert.match(
      page,
      /<store-wishlist-add product-id="110"[^>]*>\s*<form class="productView-wishlist" action="\/wishlist.php\?action&#x3D;add&amp;product_id&#x3D;110" method="post">/,
    );
    assert.doesNotMatch(page, /<store-parent-collection/);
  });

  it('renders the parent collection area only for products in a collection', async () => {
    const lantern = (await (await shopper()).get('/camp-lantern/', { headers: html })).text;
    assert.match(
      lantern,
      /<store-parent-collection parent-collection-id="401">\s*<div class="parent-collection-redirect" data-parent-collection-id="401"><\/div>/,
    );
  });
});
