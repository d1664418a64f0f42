/**
 * The demo store around the products: categories, brands, collections, blog,
 * web pages, currencies and customers. Seed data only; sessions copy what they
 * change (customers, owned downloads), so nothing here is mutated.
 */

export interface Category {
  id: number;
  name: string;
  url: string;
  description: string;
  parentId?: number;
}

export interface Brand {
  id: number;
  name: string;
  url: string;
}

/** A collection groups products; its grid is served at /content/collectiongrid/{id}.html (spec §2). */
export interface Collection {
  id: number;
  name: string;
  /** The product that stands for the whole collection (spec §3 "parent-collection-id"). */
  parentProductId: number;
  productIds: number[];
}

export const categories: Category[] = [
  { id: 1, name: 'Bags', url: '/bags/', description: 'Totes, packs and dry bags.' },
  { id: 2, name: 'Camp Kitchen', url: '/camp-kitchen/', description: 'Mugs, plates and stoves for cooking outdoors.' },
  { id: 3, name: 'Apparel', url: '/apparel/', description: 'Layers for wind, rain and sun.' },
  { id: 4, name: 'Jackets', url: '/apparel/jackets/', description: 'Shells and insulated jackets.', parentId: 3 },
  { id: 5, name: 'Lighting', url: '/lighting/', description: 'Lanterns and headlamps.' },
  { id: 6, name: 'Field Guides', url: '/field-guides/', description: 'Downloadable guides to plants, birds and knots.' },
  { id: 7, name: 'Maps', url: '/maps/', description: 'Printable and downloadable trail maps.' },
  { id: 8, name: 'Gift Sets', url: '/gift-sets/', description: 'Bundles ready to give.' },
];

export const brands: Brand[] = [
  { id: 1, name: 'Fern & Field', url: '/brands/fern-and-field/' },
  { id: 2, name: 'Northtrail', url: '/brands/northtrail/' },
  { id: 3, name: 'Ember Works', url: '/brands/ember-works/' },
  { id: 4, name: 'Paper Compass', url: '/brands/paper-compass/' },
];

export const collections: Collection[] = [
  { id: 1, name: 'Weekend Camp Kit', parentProductId: 401, productIds: [102, 111, 112, 120, 121] },
  { id: 2, name: 'Reading by the Fire', parentProductId: 402, productIds: [201, 203, 204, 205] },
];

/** The blog's name, as the merchant set it (schemas/blog.yml `name`). */
export const blogName = 'Blog';

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  body: string[];
}

export const blogPosts: BlogPost[] = [
  {
    slug: 'packing-for-a-wet-weekend',
    title: 'Packing for a wet weekend',
    date: '2026-10-02',
    author: 'Mara',
    summary: 'Dry bags, a good shell and one spare pair of socks more than you think.',
    body: [
      'Rain changes what matters. Keep sleeping layers in a dry bag and your shell on top.',
      'A lantern with a solar panel keeps going when the forecast is wrong for three days.',
    ],
  },
  {
    slug: 'ferns-you-can-name-by-the-path',
    title: 'Ferns you can name by the path',
    date: '2026-09-14',
    author: 'Jonah',
    summary: 'Six common ferns and the one feature that tells each apart.',
    body: [
      'Start with the shape of the frond, then look underneath for the spores.',
      'The field guide has photographs of each at three stages.',
    ],
  },
  // Enough posts for the blog list to run over three pages (BLOG_PAGE_SIZE in routes/pages.ts).
  {
    slug: 'a-mug-that-survives-the-fire',
    title: 'A mug that survives the fire ring',
    date: '2026-08-30',
    author: 'Mara',
    summary: 'Enamel, steel or titanium: what we reach for at camp and why.',
    body: [
      'Enamel chips if you drop it on rock, but it never tastes of metal.',
      'Keep one mug per person and a spare for the coffee press.',
    ],
  },
  {
    slug: 'lighting-a-tent-without-glare',
    title: 'Lighting a tent without glare',
    date: '2026-08-11',
    author: 'Jonah',
    summary: 'Warm light, hung high, bounced off the roof.',
    body: [
      'Hang the lantern from the roof loop and turn it to its lowest setting.',
      'A warm colour keeps your night vision for the walk to the tap.',
    ],
  },
  {
    slug: 'socks-for-long-days',
    title: 'Socks for long days',
    date: '2026-07-22',
    author: 'Priya',
    summary: 'Merino, cushioning and why two thin pairs beat one thick one.',
    body: ['Change socks at lunch and dry the morning pair on your pack.', 'Cushioning under the heel matters more than height.'],
  },
  {
    slug: 'reading-a-trail-map',
    title: 'Reading a trail map in five minutes',
    date: '2026-07-03',
    author: 'Mara',
    summary: 'Contours, scale and the three symbols that save a day.',
    body: ['Close contour lines mean steep ground: plan your breaks there.', 'Measure the scale against your thumb once and remember it.'],
  },
  {
    slug: 'packing-a-tote-for-the-market',
    title: 'Packing a tote for the market',
    date: '2026-06-15',
    author: 'Priya',
    summary: 'Heavy at the bottom, soft on top, and one pocket for the keys.',
    body: ['Canvas stretches a little in the first month: pack it full early.', 'Wash it cold and dry it flat to keep its shape.'],
  },
  {
    slug: 'knots-worth-knowing',
    title: 'Three knots worth knowing',
    date: '2026-05-28',
    author: 'Jonah',
    summary: 'A bowline, a taut-line hitch and a clove hitch cover most of camp.',
    body: [
      'Practise each knot with your eyes closed before you need it in the dark.',
      'The video course shows each one slowly from two angles.',
    ],
  },
  {
    slug: 'a-first-night-outdoors',
    title: 'A first night outdoors',
    date: '2026-05-09',
    author: 'Mara',
    summary: 'Pick a site near the car, go in summer and bring more food than you need.',
    body: [
      'Choose a campsite you can walk back from if the night goes wrong.',
      'Eat a warm meal before bed: you sleep warmer with a full stomach.',
    ],
  },
  {
    slug: 'caring-for-a-waxed-jacket',
    title: 'Caring for a waxed jacket',
    date: '2026-04-20',
    author: 'Priya',
    summary: 'Brush it, never wash it hot, and re-wax once a year.',
    body: [
      'Brush dried mud off with a soft brush rather than washing it.',
      'Warm the wax before you rub it in, and let the jacket rest a day.',
    ],
  },
  {
    slug: 'planning-a-trip-on-paper',
    title: 'Planning a trip on paper',
    date: '2026-04-01',
    author: 'Jonah',
    summary: 'A page per day, water sources first, and a plan for the rain.',
    body: [
      'Write down where water is before you write down where you sleep.',
      'A second route for bad weather turns a wet day into a short one.',
    ],
  },
  {
    slug: 'coffee-at-camp',
    title: 'Coffee at camp',
    date: '2026-03-14',
    author: 'Mara',
    summary: 'A press, a grinder and water just off the boil.',
    body: ['Grind coarse and let it steep four minutes.', 'Pour all of it at once: coffee left on the grounds turns bitter.'],
  },
];

/** The sitemap's section titles, in the store's language (the platform names its own sections, schemas/sitemap.yml). */
export const sitemapLabels = { pages: 'Pages', categories: 'Categories', brands: 'Brands' } as const;

export interface WebPage {
  url: string;
  title: string;
  /** page_contact_form pages carry the contact form (spec §2 "Contact form page"). */
  type: 'page' | 'page_contact_form';
  body: string[];
}

export const webPages: WebPage[] = [
  {
    url: '/about-us/',
    title: 'About us',
    type: 'page',
    body: ['Fern & Field is a small shop for people who spend their weekends outdoors.', 'We test everything we sell on our own trips.'],
  },
  {
    url: '/privacy-policy/',
    title: 'Privacy policy',
    type: 'page',
    body: [
      'We keep what you tell us (your name, addresses and orders) to send and look after your orders, and nothing else.',
      'The store sets cookies to keep your cart and your sign-in, and one to remember that you accepted them.',
      'We never sell your details. Write to us from the contact page to see or delete what we keep.',
    ],
  },
  {
    url: '/shipping-returns/',
    title: 'Shipping and returns',
    type: 'page',
    body: ['Orders ship within two working days.', 'Return unused items within 30 days.'],
  },
  { url: '/contact-us/', title: 'Contact us', type: 'page_contact_form', body: ['Questions about an order or a product? Write to us.'] },
];

export interface Currency {
  /** The platform's id of the currency (schemas/currency-selector.yml `currencies[].id`). */
  id: number;
  code: 'USD' | 'EUR' | 'GBP';
  name: string;
  /** Units of this currency per US dollar (the default currency). */
  rate: number;
  isDefault: boolean;
}

export const currencies: Currency[] = [
  { id: 1, code: 'USD', name: 'US Dollar', rate: 1, isDefault: true },
  { id: 2, code: 'EUR', name: 'Euro', rate: 0.92, isDefault: false },
  { id: 3, code: 'GBP', name: 'British Pound', rate: 0.79, isDefault: false },
];

export interface CustomerSeed {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The edit account form's company and phone (forms.edit_account.company_name, .phone). */
  company?: string;
  phone?: string;
  /** SKUs of digital products this customer has bought (the downloads service answers from these). */
  ownedSkus: string[];
  /** The cart saved on the account, brought back on sign-in when the session's cart is empty. */
  savedCart?: Array<{ productId: number; quantity: number; selections?: Array<[number, string]> }>;
}

/** Demo customers (documented in emulator/README.md): one owns downloads, one is new. */
export const customerSeeds: CustomerSeed[] = [
  {
    id: 1,
    firstName: 'Ada',
    lastName: 'Owner',
    email: 'ada@example.com',
    password: 'download1',
    ownedSkus: ['EBOOK-FERNS', 'MAPS-TRAIL'],
    // The cart page's owned-items cleanup (spec §4, §6): EBOOK-FERNS is owned and single-purchase, so it
    // is removed on the cart page; MAPS-TRAIL is owned but multi-purchase, so it stays. The tote can be
    // gift wrapped, the mug cannot.
    savedCart: [
      { productId: 201, quantity: 1 },
      { productId: 202, quantity: 1 },
      { productId: 101, quantity: 1 },
      { productId: 102, quantity: 2 },
    ],
  },
  { id: 2, firstName: 'Noah', lastName: 'New', email: 'noah@example.com', password: 'newshopper1', ownedSkus: [] },
];

/** The store hash the downloads service expects in every ownership request. */
export const STORE_HASH = 'fernfield';

/** Coupon and gift certificate codes that apply (others are refused). */
export const coupons = [{ code: 'SAVE10', name: '10% off your order', percent: 10 }];
export const giftCertificateCodes = [{ code: 'GIFT-25', amount: 25 }];

/** The store's shipping methods (the estimator's quotes), each with its price in US dollars. */
export const shippingMethods = [
  { id: 1, description: 'Ground (3 to 5 working days)', price: 8 },
  { id: 2, description: 'Express (1 to 2 working days)', price: 19 },
];

/** Products the store offers gift wrapping for (spec §7 gift wrapping); other lines have no wrapping options. */
export const giftWrappableProductIds = [101, 110, 111, 112];
/** The store's gift wrappings, each with its price in US dollars. */
export const giftWrappings = [
  { id: 1, name: 'Brown paper and twine', price: 4 },
  { id: 2, name: 'Fern print paper', price: 6 },
];

export const countries = [
  { id: 226, name: 'United States', code: 'US', states: ['California', 'Colorado', 'New York', 'Oregon', 'Washington'] },
  { id: 225, name: 'United Kingdom', code: 'GB', states: [] },
  { id: 81, name: 'Germany', code: 'DE', states: ['Bavaria', 'Berlin', 'Hamburg'] },
  { id: 13, name: 'Australia', code: 'AU', states: ['New South Wales', 'Queensland', 'Victoria'] },
];

/** Reviews shoppers left before the demo began (spec §2 product reviews): what stars on cards and product pages show. */
export interface Review {
  id: number;
  productId: number;
  rating: number;
  title: string;
  text: string;
  /** The name the reviewer gave (Cornerstone's review form: `revfromname`), shown with the review. */
  name: string;
  email: string;
  date: string;
}

export const reviewSeeds: Review[] = [
  {
    id: 1,
    productId: 110,
    rating: 5,
    title: 'Dry after a day of drizzle',
    text: 'Wore it on a six-hour walk in steady rain and stayed dry. Packs into its own pocket.',
    name: 'Ada',
    email: 'ada@example.com',
    date: '2026-09-14',
  },
  {
    id: 2,
    productId: 110,
    rating: 4,
    title: 'Roomy enough for a fleece',
    text: 'True to size with a fleece underneath. The hood could be a little deeper.',
    name: 'Tom',
    email: 'tom@example.com',
    date: '2026-10-02',
  },
  {
    id: 3,
    productId: 110,
    rating: 5,
    title: 'Light and quiet',
    text: 'No rustle, and the Clay colour is lovely.',
    name: 'Mia',
    email: 'mia@example.com',
    date: '2026-10-21',
  },
  {
    id: 4,
    productId: 102,
    rating: 5,
    title: 'Coffee stays hot',
    text: 'The enamel is thick and the handle never gets hot.',
    name: 'Sam',
    email: 'sam@example.com',
    date: '2026-08-30',
  },
  {
    id: 5,
    productId: 102,
    rating: 4,
    title: 'Good mug, chips if dropped',
    text: 'Lovely to hold. Mine chipped on a rock, as enamel does.',
    name: 'Lee',
    email: 'lee@example.com',
    date: '2026-09-19',
  },
  {
    id: 6,
    productId: 101,
    rating: 5,
    title: 'Market day favourite',
    text: 'Holds a week of vegetables and still looks smart.',
    name: 'Jo',
    email: 'jo@example.com',
    date: '2026-07-11',
  },
  {
    id: 7,
    productId: 111,
    rating: 4,
    title: 'Bright and warm',
    text: 'The warm setting makes the tent cosy. Battery lasts two nights.',
    name: 'Kit',
    email: 'kit@example.com',
    date: '2026-10-05',
  },
  {
    id: 8,
    productId: 123,
    rating: 5,
    title: 'Seasoned and ready',
    text: 'Eggs slid right off the first morning.',
    name: 'Ray',
    email: 'ray@example.com',
    date: '2026-09-01',
  },
  {
    id: 9,
    productId: 131,
    rating: 4,
    title: 'Soft and warm',
    text: 'A light layer that dries fast by the fire.',
    name: 'Val',
    email: 'val@example.com',
    date: '2026-10-12',
  },
];

/**
 * The store's password settings, as the platform gives them to templates
 * (`settings.password_requirements`, spec §5 "a minimum length from settings"):
 * the browser checks with them, and the server with the same.
 */
export const passwordRequirements = { alpha: '[A-Za-z]', numeric: '[0-9]', minlength: 7 };

/** Whether `password` meets the store's settings. */
export function meetsPasswordRequirements(password: string): boolean {
  return (
    password.length >= passwordRequirements.minlength &&
    new RegExp(passwordRequirements.alpha).test(password) &&
    new RegExp(passwordRequirements.numeric).test(password)
  );
}

/**
 * The store's form fields as its merchant set them up in the control panel (Advanced settings,
 * Account signup form): the label shoppers read, in the store's language as its product names
 * are, whether the field is required, and its length limit. emulator/form-fields.ts gives them to
 * templates the way the platform does.
 */
export const formFieldSetup = {
  email: { label: 'Email address', required: true, maxlength: 200 },
  password: { label: 'Password', required: true },
  confirm_password: { label: 'Confirm password', required: true },
  current_password: { label: 'Current password', required: true },
  first_name: { label: 'First name', required: true, maxlength: 100 },
  last_name: { label: 'Last name', required: true, maxlength: 100 },
  phone: { label: 'Phone number', required: false, maxlength: 40 },
  address1: { label: 'Street address', required: true, maxlength: 200 },
  city: { label: 'City', required: true, maxlength: 100 },
  country: { label: 'Country', required: true, chooseprefix: 'Choose a country' },
  state: { label: 'State or province', required: false, maxlength: 100 },
  zip: { label: 'Postal code', required: true, maxlength: 20 },
} satisfies Record<string, { label: string; required: boolean; maxlength?: number; chooseprefix?: string }>;
