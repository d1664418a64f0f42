/**
 * The drawing kit every demo picture shares: colour tones, the soft shadow and
 * glow definitions, and placing one drawing inside another. Each drawing is SVG
 * markup on a 500 × 500 design square whose floor (where a product stands) is
 * the line y = 405, centred on x = 250.
 */

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};
const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by `amount` (0–1). */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [rgbOf(a), rgbOf(b)];
  return hexOf(from.map((channel, index) => channel + (to[index]! - channel) * amount) as Rgb);
}

/** A warm near-black and the off-white the store's surfaces use, so shades and tints stay warm. */
export const INK = '#1e1c19';
export const PAPER = '#f6f3ed';

export const darker = (colour: string, amount: number) => mix(colour, INK, amount);
export const lighter = (colour: string, amount: number) => mix(colour, '#ffffff', amount);

/** The 2–4 tones a thing of one colour is drawn in: lit face, shaded face, deep details, highlight. */
export interface Tones {
  base: string;
  shade: string;
  deep: string;
  light: string;
}

export const tones = (base: string): Tones => ({ base, shade: darker(base, 0.2), deep: darker(base, 0.45), light: lighter(base, 0.28) });

/** Fixed materials, so a metal or a flame looks the same in every picture. */
export const MATERIAL = {
  steel: tones('#aab1b8'),
  iron: tones('#34322f'),
  brass: tones('#c89b45'),
  wood: tones('#bd8550'),
  leather: tones('#8a5533'),
  canvas: tones('#e2d2ae'),
  paper: '#f4efe2',
  flame: '#f29a38',
  flameCore: '#ffd36b',
  glow: '#ffe7a3',
  glass: '#e3eef0',
  water: '#8fb8cc',
  red: '#c8412c',
};

/**
 * Definitions every picture may use: a soft blur for floor shadows and a warm
 * radial glow for lights. They are written once per picture (ids must be unique).
 */
export const DEFS =
  `<defs>` +
  `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>` +
  // A shadow's soft edge as a gradient rather than a blur: the same look at a tenth of the cost.
  `<radialGradient id="shadow"><stop offset="0" stop-color="${'#1e1c19'}" stop-opacity=".34"/><stop offset=".55" stop-color="${'#1e1c19'}" stop-opacity=".2"/><stop offset="1" stop-color="${'#1e1c19'}" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="glow"><stop offset="0" stop-color="#ffe08a" stop-opacity=".85"/><stop offset=".45" stop-color="#ffd27a" stop-opacity=".35"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>` +
  `</defs>`;

/** A soft shadow on the floor under a thing `width` wide. */
export const floorShadow = (width: number, x = 250, y = 405) =>
  `<ellipse cx="${x}" cy="${y}" rx="${n(width * 0.56)}" ry="${n(Math.max(10, width / 11))}" fill="url(#shadow)"/>`;

/** A warm halo of light around (x, y). */
export const halo = (x: number, y: number, radius: number) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#glow)"/>`;

/**
 * `drawing` (on the 500 design square, floor at y = 405) scaled by `scale` and
 * standing on the point (`x`, `floor`) of the picture it is placed in.
 */
export const place = (drawing: string, x: number, floor: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x - 250 * scale} ${floor - 405 * scale}) scale(${scale})${rotate ? ` rotate(${rotate} 250 405)` : ''}">${drawing}</g>`;

/** A small seeded generator, so speckles and stars fall in the same places every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Rounds the numbers in generated markup to one decimal, which keeps documents short. */
export const n = (value: number) => Math.round(value * 10) / 10;
