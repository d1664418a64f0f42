/**
 * A small PNG writer for the demo store's pictures.
 *
 * The platform's CDN serves raster images (JPEG, PNG, WebP). The demo used to
 * answer with SVG, which a browser lays out and paints on the page's main
 * thread, while raster images are decoded off it; so the demo made every image
 * swap look dearer than it is on a real store. The pictures are flat
 * illustrations: reduced to a palette of at most 256 colours they are a few
 * kilobytes each, written with Node's own zlib.
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
export function encodePalettePng(
  width: number,
  height: number,
  palette: readonly Rgb[],
  fillRow: (y: number, row: Uint8Array) => void,
): Buffer {
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
    chunk('IDAT', deflateSync(rows, { level: 8 })),
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

/** Squared distance between two colours, weighted roughly as the eye weighs them. */
const distance = (r1: number, g1: number, b1: number, r2: number, g2: number, b2: number) =>
  2 * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + 3 * (b1 - b2) ** 2;

/** Colours are counted in bins of 6 bits a channel: close enough that no one sees the difference. */
const binOf = (r: number, g: number, b: number) => ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);

interface Box {
  bins: number[];
  weight: number;
  /** The channel whose values spread widest in the box, and how widely. */
  axis: number;
  range: number;
}

const channelOf = (bin: number, which: number) => (bin >> (12 - 6 * which)) & 63;

function box(bins: number[], counts: Uint32Array): Box {
  const low = [63, 63, 63];
  const high = [0, 0, 0];
  let weight = 0;
  for (const bin of bins) {
    weight += counts[bin]!;
    for (let which = 0; which < 3; which += 1) {
      const value = channelOf(bin, which);
      if (value < low[which]!) low[which] = value;
      if (value > high[which]!) high[which] = value;
    }
  }
  const ranges = high.map((value, which) => value - low[which]!);
  const range = Math.max(...ranges);
  return { bins, weight, axis: ranges.indexOf(range), range };
}

/**
 * At most `size` colours that stand for an opaque RGBA picture's, by median cut
 * over its colour bins: the box to split next is the one whose colours spread
 * widest, weighted by the square root of its pixel count, so that a small
 * patch of a distinct colour (a compass needle) gets its own entry as well as
 * the large flat fills do.
 */
function paletteFor(counts: Uint32Array, exact: Uint32Array, used: number[], size: number): Rgb[] {
  const boxes: Box[] = [box(used, counts)];
  while (boxes.length < size) {
    let pick = -1;
    let score = 0;
    for (let index = 0; index < boxes.length; index += 1) {
      const candidate = boxes[index]!;
      const value = candidate.bins.length < 2 ? 0 : candidate.range * Math.sqrt(candidate.weight);
      if (value > score) [pick, score] = [index, value];
    }
    if (pick < 0) break;
    const { bins, weight, axis } = boxes[pick]!;
    bins.sort((a, b) => channelOf(a, axis) - channelOf(b, axis));
    // Split where half the box's pixels fall on either side.
    let half = 0;
    let cut = 1;
    for (; cut < bins.length - 1; cut += 1) {
      half += counts[bins[cut - 1]!]!;
      if (half * 2 >= weight) break;
    }
    boxes.splice(pick, 1, box(bins.slice(0, cut), counts), box(bins.slice(cut), counts));
  }
  // Each entry is the pixel-weighted mean of its box's exact colours.
  return boxes.map(({ bins, weight }) => {
    let [r, g, b] = [0, 0, 0];
    for (const bin of bins) {
      const count = counts[bin]!;
      const colour = exact[bin]!;
      r += ((colour >> 16) & 255) * count;
      g += ((colour >> 8) & 255) * count;
      b += (colour & 255) * count;
    }
    return [Math.round(r / weight), Math.round(g / weight), Math.round(b / weight)] as Rgb;
  });
}

/**
 * An opaque RGBA picture (alpha is ignored) as an indexed PNG of at most 256
 * colours. Flat illustrations lose nothing anyone sees and shrink to about a
 * third of their truecolour size.
 */
export function encodeQuantizedPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const counts = new Uint32Array(1 << 18);
  const exact = new Uint32Array(1 << 18);
  const used: number[] = [];
  for (let at = 0; at < rgba.length; at += 4) {
    const bin = binOf(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!);
    if (counts[bin] === 0) {
      used.push(bin);
      exact[bin] = (rgba[at]! << 16) | (rgba[at + 1]! << 8) | rgba[at + 2]!;
    }
    counts[bin]! += 1;
  }
  const palette = paletteFor(counts, exact, used, 256);
  // Each bin's nearest palette entry, worked out once per bin.
  const nearest = new Int16Array(1 << 18).fill(-1);
  for (const bin of used) {
    const colour = exact[bin]!;
    const [r, g, b] = [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];
    let best = 0;
    let bestDistance = Infinity;
    for (let index = 0; index < palette.length; index += 1) {
      const entry = palette[index]!;
      const d = distance(r, g, b, entry[0], entry[1], entry[2]);
      if (d < bestDistance) [best, bestDistance] = [index, d];
    }
    nearest[bin] = best;
  }
  return encodePalettePng(width, height, palette, (y, row) => {
    for (let x = 0, at = y * width * 4; x < width; x += 1, at += 4) row[x] = nearest[binOf(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!)]!;
  });
}
