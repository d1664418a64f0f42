/**
 * A small PNG writer for the demo store's product pictures.
 *
 * The platform's CDN serves raster images (JPEG, PNG, WebP). The demo used to
 * answer with SVG, which a browser lays out and paints on the page's main
 * thread, while raster images are decoded off it; so the demo made every image
 * swap look dearer than it is on a real store. These pictures are flat shapes on
 * a palette, a few kilobytes each, written with Node's own zlib.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export type Rgb = readonly [number, number, number];

/**
 * An indexed-colour PNG of `width` × `height`; `fillRow(y, row)` writes row
 * `y`'s indexes into `palette` (at most 256 colours), one byte per pixel, into
 * `row` (zeroed: index 0 everywhere).
 */
export function encodePalettePng(width: number, height: number, palette: readonly Rgb[], fillRow: (y: number, row: Uint8Array) => void): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: palette
  // compression, filter and interlace methods stay 0
  const plte = Buffer.from(palette.flatMap((rgb) => [...rgb]));
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width + 1); // each row starts with filter type 0 (none)
    fillRow(y, rows.subarray(start + 1, start + 1 + width));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** `#rrggbb` as a triple. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `base` mixed with white by `amount` (0–1). */
export function tint([r, g, b]: Rgb, amount: number): Rgb {
  const mix = (channel: number) => Math.round(channel + (255 - channel) * amount);
  return [mix(r), mix(g), mix(b)];
}

/** Width and height from a PNG's header, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 24 || view.readUInt32BE(0) !== 0x89504e47 || view.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
