// The demo store's pictures (issue: "demo pictures that look like products"): every
// product drawn, each of its images different, a variant's colour in its picture,
// carousel and category art served at the platform's sizes, and all of it small.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { imageRatio, products } from './catalog.ts';
import { categories } from './data/store.ts';
import { variantColour } from './illustrations/products.ts';
import { pngSize } from './png.ts';
import { Shopper, useEmulator } from './test-support.ts';
import { carouselView, categoryImage } from './views.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();

/** The palette and pixel indexes of an indexed PNG. */
function decode(png: Uint8Array): { palette: number[][]; pixels: Uint8Array; width: number } {
  const bytes = Buffer.from(png);
  const { width } = pngSize(bytes)!;
  let palette: number[][] = [];
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'PLTE') palette = Array.from({ length: length / 3 }, (_, i) => [...body.subarray(i * 3, i * 3 + 3)]);
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  return { palette, pixels: inflateSync(Buffer.concat(data)), width };
}

/** How much of the picture (0–1) is within a small distance of `hex`. */
function share(png: Uint8Array, hex: string): number {
  const target = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const { palette, pixels, width } = decode(png);
  const close = palette.map((rgb) => rgb.every((value, i) => Math.abs(value - target[i]!) <= 12));
  let hits = 0;
  let total = 0;
  for (let at = 0; at < pixels.length; at += width + 1) {
    for (let x = 1; x <= width; x += 1) {
      total += 1;
      if (close[pixels[at + x]!]) hits += 1;
    }
  }
  return hits / total;
}

describe('the demo store pictures', () => {
  it('draws every product: three different pictures each, at most 30 KB at 640w', async () => {
    const me = await shopper();
    for (const product of products) {
      const seen = new Set<string>();
      for (const index of [0, 1, 2]) {
        const answer = await me.get(`/images/stencil/640w/products/${product.id}/${index}.png`);
        assert.equal(answer.status, 200);
        assert.deepEqual(pngSize(answer.bytes), { width: 640, height: Math.round(640 * imageRatio(product, index)) });
        assert.ok(answer.bytes.length <= 30 * 1024, `${product.name} picture ${index} is ${answer.bytes.length} bytes`);
        seen.add(Buffer.from(answer.bytes).toString('base64'));
      }
      assert.equal(seen.size, 3, `${product.name}: its three pictures differ`);
    }
  });

  it('shows the Trail Jacket in the colour of the variant that owns the picture', async () => {
    const jacket = products.find((product) => product.id === 110)!;
    assert.deepEqual(
      [0, 1, 2].map((index) => variantColour(jacket, index)),
      ['#4f6b3a', '#b3541e', '#4a5560'],
    );
    const me = await shopper();
    const pictures = await Promise.all(
      [0, 1].map(async (index) => (await me.get(`/images/stencil/500x500/products/110/${index}.png`)).bytes),
    );
    // Moss fills a good part of the Moss picture and none of the Clay one, and the other way round.
    assert.ok(share(pictures[0]!, '#4f6b3a') > 0.1);
    assert.ok(share(pictures[1]!, '#4f6b3a') < 0.01);
    assert.ok(share(pictures[1]!, '#b3541e') > 0.1);
    assert.ok(share(pictures[0]!, '#b3541e') < 0.01);
    // The variant answer points at the picture (spec §3 "Product option response" image).
    const clay = (await me.post('/remote/v1/product-attributes/110', 'attribute%5B11%5D=1101&attribute%5B12%5D=1112')).json().data;
    assert.match(clay.image.data, /\/images\/stencil\/\{:size\}\/products\/110\/1\.png$/);
  });

  it('shows the plate set with a blue rim in the Blue rim picture', async () => {
    const me = await shopper();
    const [cream, blue] = await Promise.all(
      [0, 1].map(async (index) => (await me.get(`/images/stencil/500x500/products/112/${index}.png`)).bytes),
    );
    assert.ok(share(blue!, '#2c5a8c') > 0.02);
    assert.ok(share(cream!, '#2c5a8c') < 0.005);
  });

  it('serves the carousel slides and category art at the platform sizes, and 404s for the rest', async () => {
    const me = await shopper();
    const carousel = carouselView(emulator.url);
    assert.equal(carousel.slides.length, 3);
    for (const slide of carousel.slides) {
      assert.ok(slide.heading && slide.text && slide.button_text && slide.url && slide.alt_text);
      assert.equal(slide.stencil_image.alt, slide.alt_text);
      const wide = await me.get(slide.stencil_image.data.replace(emulator.url, '').replace('{:size}', '1280w'));
      assert.equal(wide.status, 200);
      assert.equal(wide.headers.get('cache-control'), 'public, max-age=3600');
      assert.deepEqual(pngSize(wide.bytes), { width: 1280, height: 533 });
      assert.deepEqual(pngSize((await me.get(slide.image.replace(emulator.url, ''))).bytes), { width: 1200, height: 500 });
    }
    for (const category of categories) {
      const image = categoryImage(category, '');
      assert.equal(image.alt, category.name);
      const answer = await me.get(image.data.replace('{:size}', '500x500'));
      assert.deepEqual(pngSize(answer.bytes), { width: 500, height: 500 });
    }
    for (const path of [
      '/images/stencil/huge/carousel/0.png',
      '/images/stencil/1280w/carousel/3.png',
      '/images/stencil/1280w/carousel/0.svg',
      '/images/stencil/500x500/categories/99.png',
      '/images/stencil/500x500/categories/x.png',
      '/images/stencil/99999w/categories/1.png',
    ]) {
      assert.equal((await me.get(path)).status, 404, path);
    }
  });

  it('draws a 1280w picture the first time in well under a second, and serves it again from the cache', async () => {
    const me = await shopper();
    let started = performance.now();
    const first = await me.get('/images/stencil/1280w/products/401/2.png');
    const firstTime = performance.now() - started;
    assert.equal(first.status, 200);
    started = performance.now();
    await me.get('/images/stencil/1280w/products/401/2.png');
    const again = performance.now() - started;
    assert.ok(firstTime < 1500, `first render took ${Math.round(firstTime)} ms`);
    assert.ok(again < firstTime, `cached answer took ${Math.round(again)} ms`);
  });
});
