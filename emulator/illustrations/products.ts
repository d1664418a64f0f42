/**
 * What each demo product's pictures show. Image 0 is the product in the studio;
 * the later images show it outdoors and close up, unless a variant owns the
 * image: then it is the product in that variant's colour or version (the Trail
 * Jacket's Moss, Clay and Slate are its images 0, 1 and 2; spec §3 variant
 * `image`), so choosing a colour changes the picture.
 */
import type { Product } from '../data/products.ts';
import { place } from './kit.ts';
import {
  audioWalk,
  beanie,
  book,
  candleLantern,
  compass,
  coffeePress,
  daypack,
  dryBag,
  garment,
  giftBox,
  headlamp,
  hipPack,
  lantern,
  mapCase,
  mug,
  planner,
  plates,
  poster,
  printedMap,
  rollTopPack,
  skillet,
  socks,
  spork,
  stove,
  stringLights,
  tote,
  trousers,
  videoCourse,
} from './things.ts';
import { inView, type View } from './views.ts';

export interface Look {
  /** The product drawn on the design square (floor at y = 405). */
  drawing: string;
  /** The colour the backdrop is tinted with. */
  tint: string;
  view: View;
  /** Where a close-up looks. */
  focus?: readonly [number, number];
}

/** The usual sequence of settings: studio, outdoors, close-up. */
const VIEWS: View[] = ['studio', 'outdoors', 'detail'];

/** The swatch colour of the variant whose picture is image `index`, if any. */
export function variantColour(product: Product, index: number): string | undefined {
  const variant = product.variants.find((candidate) => candidate.image === index);
  if (!variant) return undefined;
  for (const option of product.options) {
    const value = option.values.find((candidate) => variant.valueIds.includes(candidate.id) && candidate.colors?.length);
    if (value) return value.colors![0];
  }
  return undefined;
}

/** Each product's drawing and tint, by product id; `index` lets a variant change the drawing. */
type Entry = { drawing: string; tint: string; view?: View; focus?: readonly [number, number] };
const CATALOG: Record<number, (index: number, product: Product) => Entry> = {
  101: () => ({ drawing: tote(), tint: '#b08a4e', focus: [250, 300] }),
  102: () => ({ drawing: mug('#2f6f8f'), tint: '#2f6f8f', focus: [250, 250] }),
  110: (index, product) => {
    const colour = variantColour(product, index) ?? '#4f6b3a';
    // The variant pictures are the jacket in each colour; the last is outdoors (it is a wide picture).
    return {
      drawing: garment(colour, { hood: true, zip: 'full', pockets: 'hand' }),
      tint: colour,
      view: index === 2 ? 'outdoors' : 'studio',
    };
  },
  // Battery (image 0) and solar (image 1) lanterns.
  111: (index) => ({ drawing: lantern('#2f5d4a', index === 1), tint: '#2f5d4a', view: index === 2 ? 'outdoors' : 'studio' }),
  // Cream (image 0) and blue rim (image 1).
  112: (index) =>
    index === 1
      ? { drawing: plates('#f7f4ec', '#2c5a8c'), tint: '#2c5a8c', view: 'studio' }
      : { drawing: plates('#efe2c4', '#7a5b36'), tint: '#b08a4e', view: index === 2 ? 'outdoors' : 'studio' },
  120: () => ({ drawing: stove(), tint: '#d0752e', focus: [262, 240] }),
  121: () => ({ drawing: dryBag('#e0a526'), tint: '#e0a526', focus: [250, 180] }),
  122: () => ({ drawing: spork(), tint: '#6f8a9c', focus: [230, 200] }),
  123: () => ({ drawing: skillet(), tint: '#a4472b', focus: [250, 300] }),
  124: () => ({ drawing: coffeePress(), tint: '#8a5a34', focus: [250, 200] }),
  130: () => ({ drawing: beanie('#a4472b'), tint: '#a4472b', focus: [250, 330] }),
  131: () => ({ drawing: garment('#c98a3b', { zip: 'half', pockets: 'hand', chestPocket: true }), tint: '#c98a3b', focus: [250, 170] }),
  132: () => ({ drawing: trousers('#2f5566'), tint: '#2f5566', focus: [250, 150] }),
  133: () => ({
    drawing: garment('#34465a', { sleeves: false, zip: 'full', pockets: 'hand', quilted: true }),
    tint: '#34465a',
    focus: [250, 200],
  }),
  134: () => ({ drawing: garment('#6f9bb0', { hood: true, zip: 'none', pockets: 'kangaroo' }), tint: '#6f9bb0', focus: [250, 140] }),
  135: () => ({ drawing: socks('#7d8478', '#c98a3b'), tint: '#7d8478', focus: [280, 340] }),
  140: () => ({ drawing: headlamp('#d0542c'), tint: '#d0542c', focus: [250, 310] }),
  141: () => ({ drawing: stringLights(), tint: '#d9a23a', focus: [250, 250] }),
  142: () => ({ drawing: candleLantern(), tint: '#c89b45', focus: [250, 240] }),
  150: () => ({ drawing: daypack('#3f6f8f'), tint: '#3f6f8f', focus: [250, 220] }),
  151: () => ({ drawing: hipPack('#5b4a7a'), tint: '#5b4a7a', focus: [250, 300] }),
  152: () => ({ drawing: rollTopPack('#33414a', '#d0752e'), tint: '#33414a', focus: [250, 200] }),
  153: () => ({ drawing: mapCase('#d0542c', '#e3ebcf'), tint: '#5f8fa0', focus: [250, 270] }),
  160: () => ({
    drawing: giftBox([
      place(mug('#2f6f8f'), 196, 300, 0.5),
      place(printedMap('#4f6b3a', '#e3ebcf'), 300, 296, 0.46, 8),
      place(beanie('#a4472b'), 246, 290, 0.46),
    ]),
    tint: '#bd8550',
    focus: [250, 260],
  }),
  161: () => ({
    drawing: giftBox([
      place(candleLantern(), 186, 300, 0.52),
      place(book('#2e5a45', 'fern'), 300, 296, 0.44, 6),
      place(socks('#7d8478', '#c98a3b'), 240, 294, 0.42),
    ]),
    tint: '#8a5533',
    focus: [250, 260],
  }),
  170: () => ({ drawing: printedMap('#3e6b4a', '#e3ebcf'), tint: '#3e6b4a', focus: [250, 220] }),
  171: () => ({ drawing: printedMap('#9a5a2c', '#efe3c9'), tint: '#9a5a2c', focus: [250, 220] }),
  172: () => ({ drawing: compass('#2f7f7a'), tint: '#2f7f7a', focus: [250, 290] }),
  201: () => ({ drawing: book('#2e5a45', 'fern'), tint: '#2e5a45', focus: [258, 260] }),
  202: () => ({
    drawing:
      place(printedMap('#9a5a2c', '#efe3c9'), 170, 405, 0.7, -10) +
      place(printedMap('#2f5566', '#dde8ea'), 330, 405, 0.7, 10) +
      place(printedMap('#3e6b4a', '#e3ebcf'), 250, 412, 0.76),
    tint: '#3e6b4a',
    focus: [250, 260],
  }),
  203: () => ({ drawing: videoCourse('#b3541e'), tint: '#b3541e', focus: [250, 230] }),
  204: () => ({ drawing: book('#3d5a80', 'bird', '#f4efe2'), tint: '#3d5a80', focus: [258, 270] }),
  205: () => ({ drawing: book('#a4472b', 'fire', '#f6e7c8'), tint: '#a4472b', focus: [258, 270] }),
  206: () => ({ drawing: poster('#1f2d4a'), tint: '#1f2d4a', focus: [250, 220] }),
  207: () => ({ drawing: audioWalk('#4f6b3a'), tint: '#b5532d', focus: [250, 300] }),
  208: () => ({ drawing: planner('#3d7a4f'), tint: '#3d7a4f', focus: [250, 220] }),
  401: () => ({
    drawing:
      place(dryBag('#e0a526'), 150, 380, 0.55) +
      place(lantern('#2f5d4a'), 350, 380, 0.55) +
      place(stove(), 220, 412, 0.56) +
      place(mug('#2f6f8f'), 340, 414, 0.42),
    tint: '#2f5d4a',
    focus: [250, 300],
  }),
  402: () => ({
    drawing:
      place(book('#a4472b', 'fire', '#f6e7c8'), 170, 405, 0.6, -6) +
      place(book('#3d5a80', 'bird'), 250, 405, 0.66) +
      place(book('#2e5a45', 'fern'), 330, 405, 0.6, 6) +
      place(headlamp('#d0542c'), 250, 420, 0.36),
    tint: '#3d5a80',
    focus: [250, 270],
  }),
};

/** Products added to the catalog without a drawing get a parcel or a book by type. */
const fallback = (product: Product): Entry =>
  product.type === 'digital' ? { drawing: book('#4a5560', 'fern'), tint: '#4a5560' } : { drawing: giftBox([]), tint: '#bd8550' };

export function productLook(product: Product, index: number): Look {
  const entry = CATALOG[product.id]?.(index, product) ?? fallback(product);
  return { drawing: entry.drawing, tint: entry.tint, view: entry.view ?? VIEWS[index % VIEWS.length]!, focus: entry.focus };
}

/** The product's picture `index` as a design on the 500 square. */
export function productDesign(product: Product, index: number): string {
  const look = productLook(product, index);
  return inView(look.view, look.drawing, look.tint, look.focus);
}
