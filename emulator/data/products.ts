/**
 * The demo catalog: about forty products, physical and digital, chosen so that
 * every case of spec §2/§3 has a product to show it (see the table in
 * emulator/README.md): every option type, variants that change price, SKU, UPC,
 * weight, image and stock, both out-of-stock behaviours, bulk pricing, sale and
 * RRP prices, videos, custom tabs, upsell custom fields, related products, a
 * parent collection and a multi-purchase digital product.
 */

export type OptionType = 'select' | 'radio' | 'rectangle' | 'swatch' | 'checkbox' | 'text' | 'file' | 'date' | 'product-list';

export interface OptionValue {
  id: number;
  label: string;
  /** Swatch colours. */
  colors?: string[];
  /** Price change in USD for modifier options (checkbox, product-list, non-variant selects). */
  priceAdjust?: number;
  /** product-list values point at a product. */
  productId?: number;
  isDefault?: boolean;
}

export interface ProductOption {
  id: number;
  name: string;
  type: OptionType;
  required: boolean;
  /** Variant options pick a variant (SKU); the others only modify the price. */
  variant: boolean;
  values: OptionValue[];
}

export interface Variant {
  id: number;
  /** One value id per variant option. */
  valueIds: number[];
  sku: string;
  upc: string;
  price: number;
  salePrice?: number;
  weight: number;
  stock: number;
  /** Index into the product's images. */
  image?: number;
}

export interface BulkPricing {
  min: number;
  max?: number;
  /** percent off, fixed amount off each, or a fixed unit price (the platform's three kinds). */
  type: 'percent' | 'fixed' | 'price';
  amount: number;
}

export interface Product {
  id: number;
  name: string;
  sku: string;
  upc: string;
  type: 'physical' | 'digital';
  /** In the store's default currency (USD). */
  price: number;
  salePrice?: number;
  /** Recommended retail price, shown struck through. */
  rrp?: number;
  url: string;
  brandId: number;
  categoryIds: number[];
  description: string;
  /** kg; digital products weigh nothing. */
  weight: number;
  /** null: inventory not tracked. */
  stock: number | null;
  /** Number of generated images (at least one). */
  images: number;
  /**
   * Height / width of each generated image (default 1, square), so a gallery
   * shows every ratio class of spec §9 (square 0.8–1.2, vertical above 1.2).
   */
  imageRatios?: number[];
  videos: Array<{ id: string; title: string }>;
  /** Custom tabs (spec §2 "custom tabs with ids itsTab-N"). */
  customTabs: Array<{ title: string; body: string }>;
  /** Custom fields; `__fbt` (the theme's, docs/template-authors.md) lists upsell targets: digits are product ids, others page paths (spec §9). */
  customFields: Array<{ name: string; value: string }>;
  relatedIds: number[];
  options: ProductOption[];
  variants: Variant[];
  outOfStockBehavior: 'hide_option' | 'label_option';
  outOfStockMessage: string;
  bulkPricing: BulkPricing[];
  /** Digital products the same customer may buy again. */
  multiPurchase?: boolean;
  /** Product id of the collection this product belongs to (spec §3). */
  parentCollectionId?: number;
  /** Order quantity bounds the product page's stepper keeps to (spec §5); absent = none. */
  minQuantity?: number;
  maxQuantity?: number;
  /** Collection products stand for a whole collection. */
  isCollection?: boolean;
}

type Simple = Pick<Product, 'id' | 'name' | 'sku' | 'price' | 'brandId' | 'categoryIds' | 'description'> & Partial<Product>;

let upcSeed = 400_000_000_000;
const upc = () => String(++upcSeed);

/** A product with the defaults most demo products share. */
function product(fields: Simple): Product {
  const type = fields.type ?? 'physical';
  return {
    upc: upc(),
    type,
    url: `/${fields.name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}/`,
    weight: type === 'digital' ? 0 : 0.5,
    stock: type === 'digital' ? null : 25,
    images: 1,
    videos: [],
    customTabs: [],
    customFields: [],
    relatedIds: [],
    options: [],
    variants: [],
    outOfStockBehavior: 'label_option',
    outOfStockMessage: 'Out of stock',
    bulkPricing: [],
    ...fields,
  };
}

// --- Trail Jacket: rectangle + swatch variants that change price, SKU, UPC, weight, image and stock; hide_option.
const jacketSizes = [
  { id: 1101, label: 'S' },
  { id: 1102, label: 'M', isDefault: true },
  { id: 1103, label: 'L' },
  { id: 1104, label: 'XL' },
];
const jacketColors = [
  { id: 1111, label: 'Moss', colors: ['#4f6b3a'] },
  { id: 1112, label: 'Clay', colors: ['#b3541e'] },
  { id: 1113, label: 'Slate', colors: ['#4a5560'] },
];
const jacketVariants: Variant[] = jacketSizes.flatMap((size, s) =>
  jacketColors.map((color, c) => ({
    id: 11000 + s * 10 + c,
    valueIds: [size.id, color.id],
    sku: `JKT-${size.label}-${color.label.toUpperCase()}`,
    upc: `7001100${s}${c}0001`,
    price: size.label === 'XL' ? 134 : 129,
    salePrice: size.label === 'XL' ? 114 : 109,
    weight: 0.6 + s * 0.05,
    // Clay is sold out in L and XL; Slate is sold out everywhere (hide_option hides it).
    stock: color.label === 'Slate' || (color.label === 'Clay' && s >= 2) ? 0 : 5 + s,
    image: c,
  })),
);

// --- Camp Lantern: radio variant with label_option stock messages.
const lanternVariants: Variant[] = [
  { id: 11101, valueIds: [1121], sku: 'LANT-BATT', upc: '700111000001', price: 39, weight: 0.4, stock: 12, image: 0 },
  { id: 11102, valueIds: [1122], sku: 'LANT-SOLAR', upc: '700111000002', price: 54, weight: 0.55, stock: 0, image: 1 },
  { id: 11103, valueIds: [1123], sku: 'LANT-USB', upc: '700111000003', price: 47, weight: 0.45, stock: 3, image: 1 },
];

// --- Enamel Plate Set: a select variant plus every modifier type (checkbox, text, file, date, product-list).
const plateVariants: Variant[] = [
  { id: 11201, valueIds: [1131], sku: 'PLATE-4-CREAM', upc: '700112000001', price: 32, weight: 1.2, stock: 8 },
  { id: 11202, valueIds: [1132], sku: 'PLATE-4-BLUE', upc: '700112000002', price: 34, weight: 1.2, stock: 2, image: 1 },
];

// --- Knots Video Course: a digital product with a select variant (format).
const courseVariants: Variant[] = [
  { id: 20301, valueIds: [2031], sku: 'COURSE-KNOTS-STREAM', upc: '700203000001', price: 29, weight: 0, stock: 999 },
  { id: 20302, valueIds: [2032], sku: 'COURSE-KNOTS-DL', upc: '700203000002', price: 39, weight: 0, stock: 999 },
];

export const products: Product[] = [
  product({
    id: 101,
    name: 'Canvas Tote Bag',
    sku: 'TOTE-01',
    price: 24,
    brandId: 1,
    categoryIds: [1],
    description: 'Heavy cotton canvas with leather handles; carries a weekend of groceries.',
    images: 2,
    relatedIds: [102, 130, 131],
    bulkPricing: [
      { min: 5, max: 9, type: 'percent', amount: 10 },
      { min: 10, type: 'fixed', amount: 4 },
    ],
  }),
  product({
    id: 102,
    name: 'Enamel Camp Mug',
    sku: 'MUG-01',
    price: 16.5,
    brandId: 3,
    categoryIds: [2, 8],
    description: 'Steel mug with a glossy enamel coat. Keeps coffee warm long enough.',
    images: 2,
    relatedIds: [112, 122],
    parentCollectionId: 401,
    minQuantity: 2,
    maxQuantity: 24,
    bulkPricing: [{ min: 4, type: 'price', amount: 14 }],
  }),
  product({
    id: 110,
    name: 'Trail Jacket',
    sku: 'JKT',
    price: 129,
    salePrice: 109,
    rrp: 149,
    brandId: 2,
    categoryIds: [3, 4],
    description: 'A waterproof shell that packs into its own pocket.',
    weight: 0.6,
    stock: null,
    images: 3,
    imageRatios: [1, 1.5, 0.6],
    videos: [{ id: 'jacket-in-the-rain', title: 'The Trail Jacket in a downpour' }],
    customTabs: [
      { title: 'Care', body: 'Wash cold, tumble dry low to restore the water repellency.' },
      { title: 'Fit guide', body: 'Cut for a fleece underneath; size down for a close fit.' },
    ],
    customFields: [
      { name: '__fbt', value: '111,201,/enamel-camp-mug/' },
      { name: 'Material', value: 'Recycled nylon' },
    ],
    relatedIds: [111, 130, 132],
    options: [
      { id: 11, name: 'Size', type: 'rectangle', required: true, variant: true, values: jacketSizes },
      { id: 12, name: 'Color', type: 'swatch', required: true, variant: true, values: jacketColors },
    ],
    variants: jacketVariants,
    outOfStockBehavior: 'hide_option',
    outOfStockMessage: 'Sold out',
    bulkPricing: [{ min: 3, type: 'percent', amount: 5 }],
  }),
  product({
    id: 111,
    name: 'Camp Lantern',
    sku: 'LANT',
    price: 39,
    brandId: 3,
    categoryIds: [5],
    stock: null,
    images: 2,
    description: 'A warm, dimmable light for the table or the tent.',
    customFields: [{ name: '__fbt', value: '112,/retired-kettle/,102' }],
    relatedIds: [110, 112],
    parentCollectionId: 401,
    options: [
      {
        id: 13,
        name: 'Power',
        type: 'radio',
        required: true,
        variant: true,
        values: [
          { id: 1121, label: 'Battery', isDefault: true },
          { id: 1122, label: 'Solar' },
          { id: 1123, label: 'USB rechargeable' },
        ],
      },
    ],
    variants: lanternVariants,
    outOfStockBehavior: 'label_option',
    outOfStockMessage: 'Out of stock',
  }),
  product({
    id: 112,
    name: 'Enamel Plate Set',
    sku: 'PLATE',
    price: 32,
    brandId: 3,
    categoryIds: [2],
    stock: null,
    images: 2,
    description: 'Four plates that stack inside each other. Personalise them with an engraving.',
    parentCollectionId: 401,
    customTabs: [{ title: 'Engraving', body: 'Up to 20 characters, engraved on the rim of every plate.' }],
    options: [
      {
        id: 14,
        name: 'Color',
        type: 'select',
        required: true,
        variant: true,
        values: [
          { id: 1131, label: 'Cream' },
          { id: 1132, label: 'Blue rim' },
        ],
      },
      {
        id: 15,
        name: 'Gift wrap',
        type: 'checkbox',
        required: false,
        variant: false,
        values: [{ id: 1141, label: 'Wrap it as a gift', priceAdjust: 3 }],
      },
      { id: 16, name: 'Engraving', type: 'text', required: false, variant: false, values: [] },
      { id: 17, name: 'Your logo', type: 'file', required: false, variant: false, values: [] },
      { id: 18, name: 'Delivery date', type: 'date', required: false, variant: false, values: [] },
      {
        id: 19,
        name: 'Add a matching mug',
        type: 'product-list',
        required: false,
        variant: false,
        values: [
          { id: 1151, label: 'Enamel Camp Mug', productId: 102, priceAdjust: 14 },
          { id: 1152, label: 'Stainless Spork', productId: 122, priceAdjust: 5 },
        ],
      },
    ],
    variants: plateVariants,
  }),
  product({
    id: 120,
    name: 'Folding Camp Stove',
    sku: 'STOVE-01',
    price: 64,
    brandId: 3,
    categoryIds: [2],
    parentCollectionId: 401,
    description: 'Burns twigs or a gas canister. Folds flat.',
    images: 2,
    stock: 3,
  }),
  product({
    id: 121,
    name: 'Dry Bag 20L',
    sku: 'DRY-20',
    price: 28,
    brandId: 2,
    categoryIds: [1],
    parentCollectionId: 401,
    description: 'Roll-top bag that keeps a sleeping bag dry in a river crossing.',
  }),
  product({
    id: 122,
    name: 'Stainless Spork',
    sku: 'SPORK-01',
    price: 6,
    brandId: 3,
    categoryIds: [2],
    description: 'Spoon, fork and a serrated edge.',
  }),
  product({
    id: 123,
    name: 'Cast Iron Skillet',
    sku: 'SKILLET-01',
    price: 45,
    salePrice: 39,
    brandId: 3,
    categoryIds: [2],
    description: 'Ten inches, pre-seasoned, fine over a fire.',
    weight: 2.4,
  }),
  product({
    id: 124,
    name: 'Coffee Press',
    sku: 'PRESS-01',
    price: 36,
    brandId: 3,
    categoryIds: [2],
    description: 'Double-walled press for four cups.',
    stock: 0,
  }),
  product({
    id: 130,
    name: 'Wool Beanie',
    sku: 'BEANIE-01',
    price: 22,
    brandId: 1,
    categoryIds: [3],
    customFields: [{ name: 'Color', value: 'Moss' }],
    description: 'Merino wool, not itchy.',
  }),
  product({
    id: 131,
    name: 'Fleece Pullover',
    sku: 'FLEECE-01',
    price: 58,
    rrp: 70,
    brandId: 2,
    categoryIds: [3],
    customFields: [{ name: 'Color', value: 'Clay' }],
    description: 'A light fleece for cool evenings.',
  }),
  product({
    id: 132,
    name: 'Rain Trousers',
    sku: 'RAINPANT-01',
    price: 74,
    brandId: 2,
    categoryIds: [3],
    customFields: [{ name: 'Color', value: 'Slate' }],
    description: 'Full-length side zips go on over boots.',
  }),
  product({
    id: 133,
    name: 'Insulated Vest',
    sku: 'VEST-01',
    price: 89,
    salePrice: 69,
    brandId: 2,
    categoryIds: [3, 4],
    customFields: [{ name: 'Color', value: 'Moss' }],
    description: 'Synthetic fill stays warm when damp.',
  }),
  product({
    id: 134,
    name: 'Sun Hoodie',
    sku: 'SUNHOOD-01',
    price: 48,
    brandId: 1,
    categoryIds: [3],
    customFields: [{ name: 'Color', value: 'Sand' }],
    description: 'UPF 50 fabric with a hood that stays put.',
  }),
  product({
    id: 135,
    name: 'Hiking Socks (3 pairs)',
    sku: 'SOCKS-3',
    price: 27,
    brandId: 1,
    categoryIds: [3],
    customFields: [{ name: 'Color', value: 'Clay' }],
    description: 'Cushioned under the heel and the ball of the foot.',
    maxQuantity: 10,
    bulkPricing: [
      { min: 3, max: 5, type: 'fixed', amount: 2 },
      { min: 6, type: 'percent', amount: 15 },
    ],
  }),
  product({
    id: 140,
    name: 'Headlamp 300',
    sku: 'HEADLAMP-300',
    price: 34,
    brandId: 3,
    categoryIds: [5],
    description: 'Red night mode and a lock for the pack.',
  }),
  product({
    id: 141,
    name: 'String Lights',
    sku: 'STRING-01',
    price: 19,
    brandId: 3,
    categoryIds: [5],
    description: 'Five metres of warm lights on a solar panel.',
  }),
  product({
    id: 142,
    name: 'Candle Lantern',
    sku: 'CANDLE-01',
    price: 26,
    brandId: 3,
    categoryIds: [5],
    description: 'Brass lantern with a spring-loaded candle.',
    stock: 1,
  }),
  product({
    id: 150,
    name: 'Daypack 24L',
    sku: 'DAYPACK-24',
    price: 79,
    brandId: 2,
    categoryIds: [1],
    description: 'A frame sheet and hip belt for long days.',
    images: 2,
  }),
  product({
    id: 151,
    name: 'Hip Pack',
    sku: 'HIPPACK-01',
    price: 32,
    brandId: 2,
    categoryIds: [1],
    description: 'Snacks, phone and map within reach.',
  }),
  product({
    id: 152,
    name: 'Roll-Top Backpack',
    sku: 'ROLLTOP-01',
    price: 119,
    rrp: 139,
    brandId: 2,
    categoryIds: [1],
    description: 'Weatherproof pack for commutes and trails.',
  }),
  product({
    id: 153,
    name: 'Map Case',
    sku: 'MAPCASE-01',
    price: 18,
    brandId: 4,
    categoryIds: [1, 7],
    description: 'A clear, waterproof case that hangs from the neck.',
  }),
  product({
    id: 160,
    name: 'Trail Gift Box',
    sku: 'GIFTBOX-01',
    price: 60,
    brandId: 1,
    categoryIds: [8],
    description: 'A mug, a beanie and a printed map in a wooden box.',
  }),
  product({
    id: 161,
    name: 'Fireside Gift Box',
    sku: 'GIFTBOX-02',
    price: 75,
    brandId: 1,
    categoryIds: [8],
    description: 'Candle lantern, socks and the fern guide.',
  }),
  product({
    id: 170,
    name: 'Printed Trail Map: Cascades',
    sku: 'MAP-PRINT-CASC',
    price: 14,
    brandId: 4,
    categoryIds: [7],
    description: 'Waterproof paper, 1:50,000.',
  }),
  product({
    id: 171,
    name: 'Printed Trail Map: Rockies',
    sku: 'MAP-PRINT-ROCK',
    price: 14,
    brandId: 4,
    categoryIds: [7],
    description: 'Waterproof paper, 1:50,000.',
  }),
  product({
    id: 172,
    name: 'Compass',
    sku: 'COMPASS-01',
    price: 29,
    brandId: 4,
    categoryIds: [7],
    description: 'A baseplate compass with a declination screw.',
  }),
  // Digital products.
  product({
    id: 201,
    name: 'Field Guide to Ferns (PDF)',
    sku: 'EBOOK-FERNS',
    type: 'digital',
    price: 12,
    brandId: 4,
    categoryIds: [6],
    description: 'Ninety ferns with photographs of each at three stages.',
    relatedIds: [202, 204],
  }),
  product({
    id: 202,
    name: 'Trail Maps Bundle',
    sku: 'MAPS-TRAIL',
    type: 'digital',
    price: 20,
    brandId: 4,
    categoryIds: [7],
    description: 'Every downloadable map we make; bought again each season for the updates.',
    multiPurchase: true,
  }),
  product({
    id: 203,
    name: 'Knots Video Course',
    sku: 'COURSE-KNOTS',
    type: 'digital',
    price: 29,
    brandId: 4,
    categoryIds: [6],
    description: 'Twelve knots, filmed slowly from two angles.',
    images: 1,
    videos: [
      { id: 'bowline-in-slow-motion', title: 'The bowline in slow motion' },
      { id: 'trucker-hitch', title: "The trucker's hitch" },
    ],
    options: [
      {
        id: 20,
        name: 'Format',
        type: 'select',
        required: true,
        variant: true,
        values: [
          { id: 2031, label: 'Streaming' },
          { id: 2032, label: 'Download' },
        ],
      },
    ],
    variants: courseVariants,
  }),
  product({
    id: 204,
    name: 'Birds of the Forest Edge (EPUB)',
    sku: 'EBOOK-BIRDS',
    type: 'digital',
    price: 15,
    brandId: 4,
    categoryIds: [6],
    description: 'Sixty birds by song and silhouette.',
  }),
  product({
    id: 205,
    name: 'Campfire Cooking (PDF)',
    sku: 'EBOOK-CAMPFIRE',
    type: 'digital',
    price: 9,
    salePrice: 7,
    brandId: 4,
    categoryIds: [6],
    description: 'Forty recipes for one pot and a fire.',
  }),
  product({
    id: 206,
    name: 'Star Chart Poster (Print at home)',
    sku: 'POSTER-STARS',
    type: 'digital',
    price: 5,
    brandId: 4,
    categoryIds: [7],
    description: 'A seasonal star chart, printable at A2.',
  }),
  product({
    id: 207,
    name: 'Wild Mushrooms Audio Walk',
    sku: 'AUDIO-MUSHROOMS',
    type: 'digital',
    price: 11,
    brandId: 4,
    categoryIds: [6],
    description: 'A ninety-minute guided walk to listen to on the trail.',
  }),
  product({
    id: 208,
    name: 'Trip Planner Spreadsheet',
    sku: 'PLANNER-01',
    type: 'digital',
    price: 4,
    brandId: 1,
    categoryIds: [7],
    description: 'Packing lists and meal plans that add themselves up.',
    multiPurchase: true,
  }),
  // Collections: products that stand for a whole collection (spec §3 parent-collection-id).
  product({
    id: 401,
    name: 'Weekend Camp Kit',
    sku: 'KIT-CAMP',
    price: 180,
    brandId: 1,
    categoryIds: [8],
    isCollection: true,
    stock: 4,
    description: 'Everything for a first night out: stove, lantern, plates, mug and a dry bag.',
    images: 2,
    customFields: [{ name: '__fbt', value: '120,121,111' }],
  }),
  product({
    id: 402,
    name: 'Reading by the Fire Collection',
    sku: 'KIT-READING',
    type: 'digital',
    price: 45,
    brandId: 4,
    categoryIds: [6],
    isCollection: true,
    description: 'Four guides to read with a headlamp on.',
  }),
];

// The digital collection's members point at it too.
for (const id of [201, 203, 204, 205]) {
  const member = products.find((candidate) => candidate.id === id);
  if (member) member.parentCollectionId = 402;
}
