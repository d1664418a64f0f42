/**
 * Generated images and icons, so the demo needs no network (spec §7 "Icon files
 * are fetched with GET"; spec §3 image URLs with a `{:size}` placeholder).
 */
import type { Context, Hono } from 'hono';
import { imageRatio, productById, products, type Product } from '../catalog.ts';
import { categories } from '../data/store.ts';
import { productDesign } from '../illustrations/products.ts';
import { renderPng } from '../illustrations/render.ts';
import { categoryDesign, HERO_HEIGHT, HERO_WIDTH, posterDesign, SLIDES } from '../illustrations/scenes.ts';

/** Icon bodies on a 24×24 grid; each file is a complete SVG document. */
export const ICONS: Record<string, string> = {
  cart: '<path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  search: '<circle cx="11" cy="11" r="6"/><path d="m20 20-4.5-4.5"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  'chevron-left': '<path d="M15 5l-7 7 7 7"/>',
  'chevron-right': '<path d="M9 5l7 7-7 7"/>',
  'chevron-down': '<path d="M5 9l7 7 7-7"/>',
  heart: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  play: '<path d="M7 4l13 8-13 8z"/>',
  pause: '<path d="M7 4h4v16H7zM13 4h4v16h-4z"/>',
  download: '<path d="M12 4v11m-5-5 5 5 5-5M4 20h16"/>',
  facebook: '<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z"/>',
  twitter: '<path d="M4 4l16 16M20 4 4 20"/>',
  pinterest: '<circle cx="12" cy="12" r="8"/><path d="M11 8l-2 12"/>',
  // The home page's promises: delivery, returns, repairs.
  truck: '<path d="M3 6h11v10H3zM14 10h4l3 3v3h-7"/><circle cx="7" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  return: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>',
  leaf: '<path d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16z"/><path d="M5 21 14 12"/>',
};

const svgIcon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Parses `500x659`, `640w` or `original` into pixels; `ratio` is the picture's own
 * height / width, `original` its own width.
 */
function pictureSize(size: string, ratio: number, original = 1000): { width: number; height: number } {
  const match = /^(\d+)(?:w|x(\d+))$/.exec(size);
  const width = match ? Math.min(Math.max(Number(match[1]), 1), 2560) : original;
  // `{width}w` and `original` keep the image's own ratio; `WxH` is a fixed box.
  const height = match?.[2] ? Math.min(Math.max(Number(match[2]), 1), 2560) : Math.max(Math.round(width * ratio), 1);
  return { width, height };
}

/** The sizes the platform's image URLs take (spec §3 `{:size}`): `640w`, `500x659`, `original`. */
const SIZE = /^(\d{1,4}w|\d{1,4}x\d{1,4}|original)$/;

/**
 * A product's picture `index` as a PNG: an illustration of the product (see
 * emulator/illustrations/), contained in the box asked for, so any ratio shows
 * the whole product on a backdrop that fills the box.
 */
function productPicture(product: Product, index: number, size: string): Buffer {
  const { width, height } = pictureSize(size, imageRatio(product, index));
  return renderPng(productDesign(product, index), width, height);
}

/** Generated pictures, kept because the same few sizes are asked for again and again. */
const pictures = new Map<string, Buffer>();
function cachedPicture(key: string, draw: () => Buffer): Buffer {
  let picture = pictures.get(key);
  if (!picture) {
    picture = draw();
    if (pictures.size >= 400) pictures.delete(pictures.keys().next().value!);
    pictures.set(key, picture);
  }
  return picture;
}

const PNG_HEADERS = { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' };
/** Answers a generated picture, drawn once per key. */
const pngAnswer = (c: Context, key: string, draw: () => Buffer) => c.body(new Uint8Array(cachedPicture(key, draw)), 200, PNG_HEADERS);
const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=UTF-8', 'cache-control': 'public, max-age=3600' };

/** The store's favicon (schemas/head.yml `head.favicon`): the demo store's mark, as a merchant would upload one. */
export const FAVICON_PATH = '/product_images/favicon.png';
const FAVICON_DESIGN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1d5c3a"/>' +
  '<path d="M16 25V12m0 4c-3-1-5-3-5.5-6 3 .3 5 2 5.5 4m0 5c3-1 5-3 5.5-6-3 .3-5 2-5.5 4m0-7c-1.5-1.5-1.7-3.5-.3-5.5 1.6 1.6 1.8 3.6.3 5.5" ' +
  'fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export function registerAssets(app: Hono): void {
  app.get(FAVICON_PATH, (c) => pngAnswer(c, 'favicon', () => renderPng(FAVICON_DESIGN, 64, 64, 32, 32)));
  app.get('/assets/icons/:file', (c) => {
    const match = /^([a-z-]+)\.svg$/.exec(c.req.param('file'));
    const body = match ? ICONS[match[1]!] : undefined;
    if (!body) return c.text('Icon not found', 404);
    return c.body(svgIcon(body), 200, SVG_HEADERS);
  });

  app.get('/images/stencil/:size/products/:productId/:file', (c) => {
    const size = c.req.param('size');
    const product = productById(Number(c.req.param('productId')));
    const match = /^(\d+)\.png$/.exec(c.req.param('file'));
    const index = match ? Number(match[1]) : -1;
    if (!SIZE.test(size) || !product || index < 0 || index >= Math.max(product.images, 3)) {
      return c.text('Image not found', 404);
    }
    return pngAnswer(c, `${product.id}/${index}/${size}`, () => productPicture(product, index, size));
  });

  // The home page's carousel slides (Stencil's `carousel.slides[].stencil_image`): wide scenes, 2.4 : 1.
  app.get('/images/stencil/:size/carousel/:file', (c) => {
    const size = c.req.param('size');
    const match = /^(\d{1,2})\.png$/.exec(c.req.param('file'));
    const slide = match ? SLIDES[Number(match[1])] : undefined;
    if (!SIZE.test(size) || !slide) return c.text('Image not found', 404);
    return pngAnswer(c, `carousel/${match![1]}/${size}`, () => {
      const { width, height } = pictureSize(size, HERO_HEIGHT / HERO_WIDTH, HERO_WIDTH);
      return renderPng(slide.design(), width, height, HERO_WIDTH, HERO_HEIGHT);
    });
  });

  // Each category's `image` (spec §3 image objects): a square of a few of its products.
  app.get('/images/stencil/:size/categories/:file', (c) => {
    const size = c.req.param('size');
    const match = /^(\d{1,6})\.png$/.exec(c.req.param('file'));
    const category = match ? categories.find((candidate) => candidate.id === Number(match[1])) : undefined;
    const design = category ? categoryDesign(category.id) : undefined;
    if (!SIZE.test(size) || !category || !design) return c.text('Image not found', 404);
    return pngAnswer(c, `categories/${category.id}/${size}`, () => {
      const { width, height } = pictureSize(size, 1);
      return renderPng(design, width, height);
    });
  });

  // Product videos (spec §3 gallery items with data-type video): a poster for the
  // thumbnail and a small page the lightbox embeds, standing in for the video host.
  const videoOf = (id: string) =>
    products.flatMap((product) => product.videos.map((video) => ({ product, video }))).find((entry) => entry.video.id === id);
  app.get('/videos/:id/poster.png', (c) => {
    const found = videoOf(c.req.param('id'));
    if (!found) return c.text('Video not found', 404);
    // A still from the video, as a host's poster frame is: the scene, no play button (the page draws its own).
    return pngAnswer(c, `video/${found.video.id}`, () =>
      renderPng(posterDesign(found.video.id) ?? productDesign(found.product, 1), 640, 360),
    );
  });
  app.get('/videos/:id/embed', (c) => {
    const found = videoOf(c.req.param('id'));
    if (!found) return c.text('Video not found', 404);
    const title = escapeXml(found.video.title);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fff;font:1.25rem sans-serif">` +
        `<p>${title} (demo video)</p></body></html>`,
    );
  });
}
