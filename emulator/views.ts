/**
 * What the Handlebars templates see: the page context (spec §3 "Page context")
 * and view models of products, cards and the cart, in the session's currency.
 */
import { FAVICON_PATH } from './routes/assets.ts';
import type { Context } from 'hono';
import {
  imageUrl,
  optionResponse,
  productById,
  brandById,
  TEXT_OPTION_MAX_LENGTH,
  type Product,
  type ProductOption,
  type Selections,
} from './catalog.ts';
import { currencyOf } from './cart.ts';
import { currencySwitchUrl } from './currency-switch.ts';
import { brands, categories, currencies, passwordRequirements, STORE_HASH, webPages, type Category, type WebPage } from './data/store.ts';
import { HERO_HEIGHT, HERO_WIDTH, SLIDES } from './illustrations/scenes.ts';
import { htmlParagraph } from './merchant-html.ts';
import { declaredResource, type ResourceConfig } from './front-matter.ts';
import type { Theme } from './protocol.ts';
import { signedInCustomer, type Customer, type Session } from './sessions.ts';

/** Where the currency selector posts `{currencyCode}` (spec §7); also in the page context. */

/** The demo merchant's cookie notification text (`settings.privacy_cookie`). */
const PRIVACY_COOKIE_TEXT = 'We use cookies to keep your cart and sign-in working and to understand how the store is used.';

/** The store's name, as the platform's `settings.store_name` gives it. */
export const STORE_NAME = 'Fern & Field';

/**
 * The context every template sees, shaped as the platform's (Stencil's template
 * objects): `settings`, `theme_settings`, `customer`, `cart_id`, `currency_selector`,
 * `categories`, `shop_by_brand`, `urls`, `page_type`, `head.scripts`,
 * `footer.scripts`. The layout `{{inject}}`s from these what the elements read
 * (spec §3 "Page context").
 */
export function baseView(c: Context, session: Session, theme: Theme, pageType: string, nonce = '', bcdata: Record<string, unknown> = {}) {
  const currency = currencyOf(session);
  const customer = signedInCustomer(session);
  const origin = new URL(c.req.url).origin;
  // The platform's BCData (the CSRF token stencil-utils sends): its one inline script, allowed by this response's nonce.
  // A product page's BCData also has its product_attributes (the option answer for the preset values), which
  // Cornerstone's product.js starts from.
  const bcdataScript = JSON.stringify({ csrf_token: session.csrfToken, ...bcdata }).replace(/</g, '\\u003c');
  return {
    page_type: pageType,
    settings: {
      store_name: STORE_NAME,
      // schemas/settings.yml store_logo: the merchant uploaded no logo image, so themes print its title.
      store_logo: { title: STORE_NAME },
      // The store offers wish lists (Cornerstone shows them only when this says so).
      show_wishlist: true,
      // schemas/settings.yml: the demo store shows ratings and reviews, and takes them (Cornerstone's
      // product-view.html offers its review form only when show_product_reviews says so).
      show_product_rating: true,
      show_product_reviews: true,
      // schemas/settings.yml: the store invites visitors to its newsletter (1), as Cornerstone's footer asks.
      show_newsletter_box: 1,
      // schemas/settings.yml: the demo store lets shoppers create accounts (Cornerstone's login and create account pages ask).
      account_creation_enabled: true,
      base_url: origin,
      secure_base_url: origin,
      store_hash: STORE_HASH,
      password_requirements: passwordRequirements,
      request: { absolute_path: c.req.path },
      // schemas/settings.yml privacy_cookie: the EU cookie notification, on in the demo store (the
      // merchant's text when on, false when off); the theme shows its bar in the page's language.
      privacy_cookie: PRIVACY_COOKIE_TEXT,
    },
    theme_settings: theme,
    head: {
      scripts: nonce ? `<script nonce="${nonce}">window.BCData = ${bcdataScript};</script>` : '',
      // schemas/head.yml: the store's favicon, the file the merchant uploaded.
      favicon: `${origin}${FAVICON_PATH}`,
    },
    footer: { scripts: '' },
    urls: STORE_URLS,
    // schemas/currency-selector.yml: each currency with its switch_url, a link that switches and comes
    // back to this page (the docs give no format; the emulator's carries setCurrencyId, see
    // currency-switch.ts), and with a cart cart_currency_switch_url, the storefront API's Update Cart
    // Currency (reference/carts.sf.yml), which Cornerstone's currency selector posts {currencyCode} to.
    currency_selector: {
      active_currency_id: String(currency.id),
      active_currency_code: currency.code,
      active_currency_name: currency.name,
      currencies: currencies.map((entry) => ({
        id: String(entry.id),
        code: entry.code,
        name: entry.name,
        is_active: entry.code === currency.code,
        switch_url: currencySwitchUrl(c, entry.id),
        ...(session.cart ? { cart_currency_switch_url: `/api/storefront/carts/${session.cart.id}/currency` } : {}),
      })),
    },
    // schemas/customer.yml: the signed-in customer; a guest has none.
    ...(customer ? { customer: customerObject(customer) } : {}),
    // schemas/cart-id.yml: the shopper's cart id, absent without a cart. (The cart's lines and
    // count are not global: the header's count is the elements' request, as in Cornerstone.)
    ...(session.cart ? { cart_id: session.cart.id } : {}),
    // schemas/categories.yml: the category tree, top-level categories with their `children` (the
    // header's dropdowns), ids as the reference types them (strings). A category's description is
    // there only when front matter asks for it (categories: description: true).
    categories: categories
      .filter((category) => category.parentId === undefined)
      .map((category) => ({
        ...categoryLink(category, origin),
        children: categories.filter((child) => child.parentId === category.id).map((child) => categoryLink(child, origin)),
      })),
    // schemas/pages.yml: the store's web pages for navigation (Cornerstone's footer and menu read `url` and `name`).
    pages: webPages.map((page) => ({ name: page.title, url: page.url, URL: page.url, children: [] })),
    // schemas/shop-by-brand.yml: the brands, ids as strings.
    shop_by_brand: brands.map((brand) => ({ id: String(brand.id), name: brand.name, url: brand.url })),
  };
}

export type BaseView = ReturnType<typeof baseView>;

/** schemas/customer.yml: what every page has of the signed-in customer; account pages add to it. */
export function customerObject(customer: Customer) {
  return { id: customer.id, name: `${customer.firstName} ${customer.lastName}`, email: customer.email };
}

/**
 * schemas/urls.yml: the store's own addresses, each one the emulator answers (its checkout excepted:
 * the platform's checkout is not a theme's, and the emulator has none).
 */
const STORE_URLS = {
  home: '/',
  cart: '/cart.php',
  search: '/search.php',
  compare: '/compare/',
  brands: '/brands/',
  sitemap: '/sitemap.php',
  contact_us_submit: '/pages.php?action=sendContactForm',
  subscribe: { action: '/subscribe.php' },
  product: { post_review: '/postreview.php' },
  checkout: { single_address: '/checkout', multiple_address: '/checkout?multiple=1' },
  account: {
    index: '/account.php',
    details: '/account.php?action=account_details',
    update_action: '/account.php?action=update_account',
    addresses: '/account.php?action=address_book',
    add_address: '/account.php?action=add_shipping_address',
    inbox: '/account.php?action=inbox',
    send_message: '/account.php?action=send_message',
    recent_items: '/account.php?action=recent_items',
    returns: '/account.php?action=view_returns',
    orders: { all: '/account.php?action=order_status', save_new_return: '/account.php?action=save_new_return' },
    payment_methods: { all: '/account.php?action=payment_methods' },
    wishlists: {
      all: '/wishlist.php',
      add: '/wishlist.php?action=addwishlist',
      edit: '/wishlist.php?action=editwishlist',
      delete: '/wishlist.php?action=deletewishlist',
    },
  },
  // logout: the platform's sign-out link (a GET), as Cornerstone's header uses it.
  auth: {
    login: '/login.php',
    check_login: '/login.php?action=check_login',
    logout: '/login.php?action=logout',
    create_account: '/login.php?action=create_account',
    save_new_account: '/login.php?action=save_new_account',
    forgot_password: '/login.php?action=reset_password',
    send_password_email: '/login.php?action=send_password_email',
    save_new_password: '/login.php?action=save_new_password',
  },
  gift_certificate: {
    purchase: '/giftcertificates.php',
    balance: '/giftcertificates.php?action=balance',
    redeem: '/giftcertificates.php?action=redeem',
  },
};

/**
 * schemas/head.yml `head.title`: the page's own name, then the store's ("Trail Jacket - Fern & Field"),
 * or the store's alone where the page names nothing (the platform uses the merchant's page title there).
 */
export function pageTitle(data: Record<string, unknown>): string {
  const named = (value: unknown, key: 'title' | 'name') =>
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
      ? ((value as Record<string, unknown>)[key] as string)
      : undefined;
  const own =
    named(data.product, 'title') ??
    named(data.category, 'name') ??
    named(data.brand, 'name') ??
    named(data.page, 'title') ??
    named((data.blog as Record<string, unknown> | undefined)?.post, 'title');
  return own ? `${own} - ${STORE_NAME}` : STORE_NAME;
}

/** A web page as schemas/page.yml gives it: its title, and its content as the merchant's HTML. */
export function webPageView(page: WebPage) {
  return { id: webPages.indexOf(page) + 1, title: page.title, content: page.body.map(htmlParagraph).join('\n'), sub_pages: [] };
}

/** A category as the global `categories` tree gives it (schemas/categories.yml). */
function categoryLink(category: Category, origin: string) {
  return { id: String(category.id), name: category.name, url: category.url, image: categoryImage(category, origin) };
}

/**
 * A picture as the platform's image helpers take it (spec §3 `image`): an absolute URL with
 * the `{:size}` placeholder, which `{{getImage}}` and `{{getImageSrcset}}` fill in. The
 * emulator is its own image CDN, so the URL is on the request's origin.
 */
export function imageObject(product: Product, index: number, origin: string, alt = '') {
  return { data: `${origin}${imageUrl(product, index)}`, alt };
}

/** A category's picture (the platform's category `image`, for getImage and getImageSrcset): square art of its products. */
export function categoryImage(category: Category, origin: string) {
  return { data: `${origin}/images/stencil/{:size}/categories/${category.id}.png`, alt: category.name };
}

/**
 * The home page's slides, shaped as Stencil's `carousel` object: `swap_frequency`
 * (ms, Cornerstone's autoplay speed) and `slides`, each with the merchant's
 * `heading`, `text`, `button_text`, `url` and colours, the picture's `image` URL
 * and `alt_text`, and `stencil_image` (the image object Cornerstone's carousel
 * passes to its responsive-img partial). The pictures are 1200 × 500 (2.4 : 1).
 */
export function carouselView(origin: string) {
  return {
    swap_frequency: 5000,
    slides: SLIDES.map((slide, index) => ({
      heading: slide.heading,
      heading_color: slide.textColor,
      text: slide.text,
      text_color: slide.textColor,
      button_text: slide.buttonText,
      button_text_color: slide.textColor,
      url: slide.url,
      alt_text: slide.alt,
      image: `${origin}/images/stencil/original/carousel/${index}.png`,
      image_width: String(HERO_WIDTH),
      image_height: String(HERO_HEIGHT),
      stencil_image: {
        data: `${origin}/images/stencil/{:size}/carousel/${index}.png`,
        alt: slide.alt,
        width: HERO_WIDTH,
        height: HERO_HEIGHT,
      },
    })),
  };
}

/** The average star rating of a product's reviews, or null when it has none. */
function averageRating(reviews: Session['reviews']): number | null {
  return reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : null;
}

/** The origin of a request, for absolute image URLs. */
export const originOf = (c: Context) => new URL(c.req.url).origin;

/**
 * A product card as the platform gives one (helpers/common/product.yml: `products.featured`,
 * listings' `products`, `related_products`): the price object (`price.without_tax.formatted`…),
 * `image` and `images` for the image helpers, `brand` as an object, and what the card can offer:
 * `add_to_cart_url` when the product can go straight into the cart (no options, in stock),
 * `has_options` when it is chosen on its page, `out_of_stock_message` when none is left (the
 * three cases Cornerstone's components/products/card.html tells apart).
 */
export function productCard(product: Product, session: Session, origin: string) {
  const currency = currencyOf(session);
  const { price } = optionResponse(product, new Map(), currency, 1, origin);
  const inStock =
    product.variants.length > 0 ? product.variants.some((variant) => variant.stock > 0) : product.stock === null || product.stock > 0;
  const hasOptions = product.options.length > 0;
  const reviews = session.reviews.filter((review) => review.productId === product.id);
  const brand = brandById(product.brandId);
  return {
    id: product.id,
    name: product.name,
    url: product.url,
    price,
    image: imageObject(product, 0, origin, product.name),
    images: Array.from({ length: product.images }, (_, index) => imageObject(product, index, origin, product.name)),
    brand: brand ? { name: brand.name } : null,
    sku: product.sku ?? null,
    show_cart_action: true,
    has_options: hasOptions,
    ...(inStock && !hasOptions ? { add_to_cart_url: `/cart.php?action=add&product_id=${product.id}` } : {}),
    ...(inStock ? {} : { out_of_stock_message: product.outOfStockMessage }),
    // The platform's card rating: the average of the approved reviews (stars, 0–5), and their count.
    rating: Math.round(averageRating(reviews) ?? 0),
    num_reviews: reviews.length,
  };
}

/** The link that adds a product to the shopper's wish list (schemas/product.yml `add_to_wishlist_url`, on related products and search results too). */
export const addToWishlistUrl = (productId: number) => `/wishlist.php?action=add&product_id=${productId}`;

/** The partial the platform names for each option type (helpers/product/options.yml `partial`; Cornerstone's components/products/options/*.html). */
const OPTION_PARTIALS: Record<ProductOption['type'], string> = {
  select: 'set-select',
  radio: 'set-radio',
  rectangle: 'set-rectangle',
  swatch: 'swatch',
  checkbox: 'input-checkbox',
  text: 'input-text',
  file: 'input-file',
  date: 'date',
  'product-list': 'product-list',
};

/** How far ahead a date option reaches (the platform's date options carry their earliest and latest years). */
const DATE_OPTION_YEARS = 4;

/**
 * `product.options` as the platform gives them (helpers/product/options.yml, with the fields
 * Cornerstone's components/products/options/*.html read beyond it): each option names the
 * partial that renders it, its values say which is `selected`, a swatch's `data` holds its
 * colours as hex without the `#` (Cornerstone prints `#{{data.[0]}}`), a checkbox is one box
 * with its `label`, `value` and `checked`, a date its year range. Which values are in stock is
 * not here: the product form learns it from its first option answer (`in_stock_attributes`).
 */
export function platformOptions(product: Product, chosen: Selections) {
  const thisYear = new Date().getUTCFullYear();
  return product.options.map((option) => {
    const common = {
      id: option.id,
      display_name: option.name,
      required: option.required,
      partial: OPTION_PARTIALS[option.type],
    };
    switch (option.type) {
      case 'checkbox': {
        const [yes] = option.values;
        return { ...common, label: yes?.label ?? option.name, value: yes?.id ?? 0, checked: chosen.get(option.id) === String(yes?.id) };
      }
      case 'text':
        return { ...common, prefill: chosen.get(option.id) ?? '', max_length: TEXT_OPTION_MAX_LENGTH };
      case 'date':
        return { ...common, earliest_year: thisYear, latest_year: thisYear + DATE_OPTION_YEARS };
      case 'file':
        return common;
      default:
        return {
          ...common,
          values: option.values.map((value) => ({
            id: value.id,
            label: value.label,
            selected: chosen.get(option.id) === String(value.id),
            ...(value.colors ? { data: value.colors.map((color) => color.replace(/^#/, '')) } : {}),
          })),
        };
    }
  });
}

/** The options a product page starts with: each option's preset value (the control panel's default). */
export function defaultSelections(product: Product): Selections {
  const defaults: Selections = new Map();
  for (const option of product.options) {
    const preset = option.values.find((value) => value.isDefault);
    if (preset) defaults.set(option.id, String(preset.id));
  }
  return defaults;
}

/**
 * The demo merchant's product custom fields (helpers/common/product.yml `custom_fields`): the
 * specifications, and what this theme reads from custom fields because the platform has no
 * object for it (docs/template-authors.md, "What the theme reads from custom fields"): names
 * starting with `__` are the theme's and never shown as specifications.
 */
export function customFieldsOf(product: Product) {
  const fields = [
    ...product.customFields,
    ...product.customTabs.map((tab) => ({ name: `__tab:${tab.title}`, value: tab.body })),
    ...(product.parentCollectionId === undefined ? [] : [{ name: '__parent_collection', value: String(product.parentCollectionId) }]),
    ...(product.type === 'digital' ? [{ name: '__digital', value: product.multiPurchase ? 'repeat' : 'once' }] : []),
  ];
  return fields.map((field, index) => ({ id: product.id * 100 + index + 1, ...field }));
}

/** A declared list's `limit`, or `fallback` when it names none (frontmatter-reference.mdx gives each list's default). */
export function limitOf(declaration: Record<string, unknown>, fallback: number): number {
  if (!('limit' in declaration)) return fallback;
  const limit = Number(declaration.limit);
  return Number.isInteger(limit) && limit >= 0 ? limit : 0;
}

/**
 * The product page's `product` (schemas/product.yml, with what Cornerstone's product templates
 * read beyond it), for the default selection: its price, SKU, stock and purchasability are the
 * option answer's for the preset values. Videos, reviews and related products are there only
 * when the page's front matter asks for them (`config`), as on the platform.
 */
export function productView(product: Product, session: Session, origin: string, config: ResourceConfig = {}) {
  const currency = currencyOf(session);
  const defaults = defaultSelections(product);
  const initial = optionResponse(product, defaults, currency, 1, origin);
  const reviews = session.reviews.filter((review) => review.productId === product.id);
  const brand = brandById(product.brandId);
  const { price_range: range, ...price } = initial.price as Record<string, unknown> & { price_range?: PriceRange };
  // The range is the price while no variant is chosen, and only when the variants' prices differ.
  const varies = range && range.min.without_tax.value !== range.max.without_tax.value && initial.variantId === null;
  // frontmatter-reference.mdx, "Product attributes".
  const videos = declaredResource(config, 'product', 'videos');
  const reviewList = declaredResource(config, 'product', 'reviews');
  const related = declaredResource(config, 'product', 'related_products');
  const images = Array.from({ length: product.images }, (_, index) => imageObject(product, index, origin, product.name));
  return {
    id: product.id,
    title: product.name,
    url: product.url,
    // schemas/product.yml: the merchant's HTML; the demo catalog keeps plain text, written as a paragraph.
    description: htmlParagraph(product.description),
    brand: brand ? { name: brand.name, url: brand.url } : null,
    sku: initial.sku,
    upc: initial.upc,
    weight: initial.weight.formatted,
    price: varies ? { ...price, price_range: range } : price,
    images,
    main_image: images[0],
    custom_fields: customFieldsOf(product),
    options: platformOptions(product, defaults),
    can_purchase: initial.purchasable,
    out_of_stock: !initial.instock,
    out_of_stock_message: product.outOfStockMessage,
    ...(initial.stock === null ? {} : { stock_level: String(initial.stock) }),
    // schemas/product.yml: the order bounds, 0 when the product has none (Cornerstone's
    // add-to-cart.html starts the quantity at the minimum and hands both to its script).
    min_purchase_quantity: product.minQuantity ?? 0,
    max_purchase_quantity: product.maxQuantity ?? 0,
    show_quantity_input: 1,
    bulk_discount_rates: initial.bulk_discount_rates,
    num_reviews: reviews.length,
    rating: Number((averageRating(reviews) ?? 0).toFixed(1)),
    add_to_wishlist_url: addToWishlistUrl(product.id),
    cart_url: '/cart.php',
    ...(videos && product.videos.length > 0
      ? {
          videos: {
            featured: videoObject(product.videos[0]!),
            list: product.videos.slice(0, limitOf(videos, product.videos.length)).map(videoObject),
          },
        }
      : {}),
    // frontmatter-reference.mdx: 10 reviews unless the page names a limit.
    ...(reviewList
      ? {
          reviews: {
            total: reviews.length,
            // The review form asks for an email (Cornerstone's writeReview.html shows its field only then).
            show_review_email: true,
            messages: [] as Session['reviewMessages'],
            list: reviews.slice(0, limitOf(reviewList, 10)).map((review) => ({
              name: review.name,
              rating: review.rating,
              title: review.title,
              text: review.text,
              date: review.date,
            })),
          },
        }
      : {}),
    // frontmatter-reference.mdx: every related product unless the page names a limit.
    ...(related
      ? {
          related_products: product.relatedIds
            .flatMap((id) => {
              const card = productById(id);
              return card ? [{ ...productCard(card, session, origin), add_to_wishlist_url: addToWishlistUrl(id) }] : [];
            })
            .slice(0, limitOf(related, Number.MAX_SAFE_INTEGER)),
        }
      : {}),
  };
}

type PriceRange = { min: { without_tax: { value: number } }; max: { without_tax: { value: number } } };

/** A product page's BCData.product_attributes: the option answer for its preset values (Cornerstone's product.js reads it). */
export function productAttributes(product: Product, session: Session, origin: string) {
  return optionResponse(product, defaultSelections(product), currencyOf(session), 1, origin);
}

/** A product video as helpers/product/videos.yml gives it (a YouTube id and its titles). */
function videoObject(video: Product['videos'][number]) {
  return { id: video.id, title_short: video.title, title_long: video.title };
}
