// Draws the theme's preview images in markup-examples/meta/: the pictures the
// platform's theme marketplace shows for config.json's `meta.composed_image` and
// each variation's `desktop_screenshot` / `mobile_screenshot`.
//
//   node scripts/theme-meta-images.mjs
//
// They are wireframes of the storefront in each variation's colours (header, hero,
// a grid of product cards, footer), not screenshots, so they need no browser and
// stay a few kilobytes each: 16-colour palette PNGs compress flat areas to almost
// nothing. The sizes are the ones `stencil bundle --marketplace` checks exactly.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const theme = new URL('../markup-examples/', import.meta.url);
const config = JSON.parse(readFileSync(new URL('config.json', theme), 'utf8'));

const META_SIZES = {
  composed: { width: 600, height: 760 },
  desktop: { width: 2048, height: 2600 },
  mobile: { width: 304, height: 540 },
};

// --- PNG encoding (palette, 4 bits a pixel) ---

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function encodePng(width, height, palette, pixels) {
  const rowBytes = Math.ceil(width / 2);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1); // filter byte 0 (none) leads each row
    for (let x = 0; x < width; x++) {
      const index = pixels[y * width + x];
      raw[row + 1 + (x >> 1)] |= x & 1 ? index : index << 4;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([4, 3, 0, 0, 0], 8); // bit depth 4, colour type 3 (palette)
  const plte = Buffer.from(palette.flatMap((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- The wireframe ---

const BACKGROUND = 0;
const SURFACE = 1;
const ACCENT = 2;
const TEXT = 3;
const MUTED = 4;
const SALE = 5;

function draw(width, height, columns) {
  const pixels = new Uint8Array(width * height).fill(BACKGROUND);
  const rect = (x, y, w, h, colour) => {
    const [x0, y0] = [Math.round(x * width), Math.round(y * height)];
    const [x1, y1] = [Math.round((x + w) * width), Math.round((y + h) * height)];
    for (let row = Math.max(0, y0); row < Math.min(height, y1); row++)
      pixels.fill(colour, row * width + Math.max(0, x0), row * width + Math.min(width, x1));
  };
  const margin = 0.05;
  const inner = 1 - 2 * margin;
  // Header: logo, navigation, cart.
  rect(0, 0, 1, 0.07, SURFACE);
  rect(margin, 0.022, 0.22, 0.026, ACCENT);
  if (columns > 2) for (let i = 0; i < 4; i++) rect(0.42 + i * 0.1, 0.03, 0.07, 0.01, TEXT);
  rect(1 - margin - 0.06, 0.025, 0.06, 0.02, TEXT);
  // Hero with a heading and a button.
  rect(margin, 0.1, inner, 0.24, SURFACE);
  rect(margin + 0.05, 0.17, inner * 0.5, 0.03, TEXT);
  rect(margin + 0.05, 0.22, inner * 0.35, 0.012, MUTED);
  rect(margin + 0.05, 0.26, 0.18, 0.035, ACCENT);
  // Two rows of product cards: image, name, price (every third on sale).
  const gap = 0.03;
  const cardWidth = (inner - gap * (columns - 1)) / columns;
  for (let row = 0; row < 2; row++) {
    for (let column = 0; column < columns; column++) {
      const x = margin + column * (cardWidth + gap);
      const y = 0.38 + row * 0.25;
      rect(x, y, cardWidth, 0.15, SURFACE);
      rect(x, y + 0.165, cardWidth * 0.8, 0.012, TEXT);
      rect(x, y + 0.187, cardWidth * 0.35, 0.012, (row * columns + column) % 3 === 2 ? SALE : MUTED);
      rect(x, y + 0.208, cardWidth, 0.022, ACCENT);
    }
  }
  // Footer.
  rect(0, 0.9, 1, 0.1, TEXT);
  for (let i = 0; i < 3; i++) rect(margin + i * 0.3, 0.93, 0.18, 0.01, SURFACE);
  return pixels;
}

function paletteOf(settings) {
  return [
    settings.color_background,
    settings.color_surface,
    settings.color_accent,
    settings.color_text,
    settings.color_muted,
    settings.color_sale,
  ];
}

function write(name, size, settings, columns) {
  const png = encodePng(size.width, size.height, paletteOf(settings), draw(size.width, size.height, columns));
  writeFileSync(new URL(`meta/${name}`, theme), png);
  console.log(`meta/${name}  ${size.width}x${size.height}  ${png.length} bytes`);
}

mkdirSync(new URL('meta/', theme), { recursive: true });
write(config.meta.composed_image, META_SIZES.composed, config.settings, 4);
for (const variation of config.variations) {
  const settings = { ...config.settings, ...variation.settings };
  write(variation.meta.desktop_screenshot, META_SIZES.desktop, settings, 4);
  write(variation.meta.mobile_screenshot, META_SIZES.mobile, settings, 2);
}
