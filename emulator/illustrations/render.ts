/**
 * Rendering a design to PNG at the size a page asks for. Pictures are authored
 * as SVG (flat shapes, a soft shadow, anti-aliased edges for free) and rasterised
 * with resvg, a small native renderer that ships prebuilt inside its npm package.
 */
import { Resvg } from '@resvg/resvg-js';
import { encodeQuantizedPng } from '../png.ts';
import { DEFS } from './kit.ts';

/**
 * `design` (SVG markup drawn on a `designWidth` × `designHeight` area whose
 * backgrounds run on past its edges) as a `width` × `height` PNG. The design is
 * contained, not cropped: a box of another ratio shows more background around
 * it, so a product is never cut off, whichever of the platform's sizes is asked.
 */
export function renderPng(design: string, width: number, height: number, designWidth = 500, designHeight = 500): Buffer {
  let box: [number, number, number, number];
  if (width / height >= designWidth / designHeight) {
    const wide = (designHeight * width) / height;
    box = [(designWidth - wide) / 2, 0, wide, designHeight];
  } else {
    const tall = (designWidth * height) / width;
    box = [0, (designHeight - tall) / 2, designWidth, tall];
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.map((value) => Math.round(value * 100) / 100).join(' ')}">${DEFS}${design}</svg>`;
  // No text is drawn, so no fonts are loaded (loading the system's fonts costs more than a picture).
  const rendered = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  return encodeQuantizedPng(rendered.width, rendered.height, rendered.pixels);
}
