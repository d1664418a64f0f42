/**
 * What the Handlebars templates see: the page context (spec §3 "Page context")
 * and view models of products, cards and the cart, in the session's currency.
 */
import type { Context } from 'hono';
import {
  bulkDiscountRates,
  imageRatio,
  imageUrl,
  inStockValueIds,
  optionResponse,
  productById,
  brandById,
  type Product,
} from './catalog.ts';
import { cartTotals, currencyOf } from './cart.ts';
import {
  brands,
  categories,
  countries,
  currencies,
  giftWrappableProductIds,
  passwordRequirements,
  STORE_HASH,
  type Category,
} from './data/store.ts';
import { SLIDES } from './illustrations/scenes.ts';
import { formatAmount, money } from './money.ts';
import type { Theme } from './protocol.ts';
import { cartQuantity, signedInCustomer, type Session } from './sessions.ts';

/** Where the currency selector posts `{currencyCode}` (spec §7); also in the page context. */
export const CURRENCY_SWITCH_URL = '/currency/switch';

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
export function baseView(c: Context, session: Session, theme: Theme, pageType: string, nonce = '') {
  const currency = currencyOf(session);
  const customer = signedInCustomer(session);
  const origin = new URL(c.req.url).origin;
  // The platform's BCData (the CSRF token stencil-utils sends): its one inline script, allowed by this response's nonce.
  const bcdata = JSON.stringify({ csrf_token: session.csrfToken }).replace(/</g, '\\u003c');
  return {
    page_type: pageType,
    settings: {
      store_name: STORE_NAME,
      base_url: origin,
      secure_base_url: origin,
      csrf_token: session.csrfToken,
      store_hash: STORE_HASH,
      password_requirements: passwordRequirements,
      request: { absolute_path: c.req.path },
      // schemas/settings.yml privacy_cookie: the EU cookie notification, on in the demo store (the
      // merchant's text when on, false when off); the theme shows its bar in the page's language.
      privacy_cookie: PRIVACY_COOKIE_TEXT,
    },
    theme_settings: theme,
    head: { scripts: nonce ? `<script nonce="${nonce}">window.BCData = ${bcdata};</script>` : '' },
    footer: { scripts: '' },
    urls: {
      home: '/',
      cart: '/cart.php',
      search: '/search.php',
      compare: '/compare/',
      brands: '/brands/',
      account: { index: '/account.php', orders: { all: '/account.php?action=order_status' }, wishlists: { all: '/wishlist.php' } },
      // logout: the header's sign-out form posts here with the token; a GET only shows that form.
      auth: { login: '/login.php', logout: '/login.php?action=logout', create_account: '/login.php?action=create_account' },
      gift_certificate: {
        purchase: '/giftcertificates.php',
        balance: '/giftcertificates.php?action=balance',
        redeem: '/giftcertificates.php?action=redeem',
      },
    },
    currency_selector: {
      active_currency_code: currency.code,
      active_currency_name: currency.name,
      switch_url: CURRENCY_SWITCH_URL,
      currencies: currencies.map((entry) => ({ code: entry.code, name: entry.name, is_active: entry.code === currency.code })),
    },
    // schemas/customer.yml: the signed-in customer; a guest has none.
    ...(customer ? { customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`, email: customer.email } } : {}),
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
    // schemas/shop-by-brand.yml: the brands, ids as strings.
    shop_by_brand: brands.map((brand) => ({ id: String(brand.id), name: brand.name, url: brand.url })),
  };
}

export type BaseView = ReturnType<typeof baseView>;

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
      stencil_image: { data: `${origin}/images/stencil/{:size}/carousel/${index}.png`, alt: slide.alt },
      width: 1200,
      height: 500,
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

export function productView(product: Product, session: Session, origin: string) {
  const currency = currencyOf(session);
  const defaults = new Map<number, string>();
  for (const option of product.options) {
    const preset = option.values.find((value) => value.isDefault);
    if (preset) defaults.set(option.id, String(preset.id));
  }
  const initial = optionResponse(product, defaults, currency, 1, origin);
  const inStock = new Set(inStockValueIds(product, defaults));
  const reviews = session.reviews.filter((review) => review.productId === product.id);
  const fbt = product.customFields.find((field) => field.name === 'fbt')?.value ?? '';
  return {
    ...productCard(product, session, origin),
    // Not yet the platform's product object (the product page's part of issue 29): the
    // product form reads its type.
    type: product.type,
    sku: initial.sku,
    upc: initial.upc,
    weight: initial.weight.formatted,
    description: product.description,
    stock: initial.stock,
    is_digital: product.type === 'digital',
    multi_purchase: product.multiPurchase ?? false,
    images: Array.from({ length: product.images }, (_, index) => ({
      index,
      // Sizes are the templates' (getImageSrcset: 640w shown, 160w thumbnails, 1280w zoom, the
      // spec §9 srcset widths); the template words the later views' alt text ("…, view 2").
      image: imageObject(product, index, origin, product.name),
      view_number: index + 1,
      width: 640,
      height: Math.round(640 * imageRatio(product, index)),
      thumbnail_height: Math.round(80 * imageRatio(product, index)),
      zoom_width: 1280,
      zoom_height: Math.round(1280 * imageRatio(product, index)),
    })),
    videos: product.videos.map((video, index) => ({
      ...video,
      index: product.images + index,
      poster: `/videos/${video.id}/poster.png`,
      embed: `/videos/${video.id}/embed`,
    })),
    tabs: product.customTabs.map((tab, index) => ({ id: `itsTab-${index + 1}`, ...tab })),
    custom_fields: product.customFields.filter((field) => field.name !== 'fbt'),
    fbt,
    /** spec §9 upsell option images: 300x300 (the theme's upsell_image_size), as the upsell image template shows them. */
    upsell_image: imageObject(product, 0, origin, product.name),
    related: product.relatedIds.flatMap((id) => {
      const related = productById(id);
      return related ? [productCard(related, session, origin)] : [];
    }),
    parent_collection_id: product.parentCollectionId ?? null,
    bulk_discount_rates: bulkDiscountRates(product, currency),
    out_of_stock_behavior: product.outOfStockBehavior,
    options: product.options.map((option) => ({
      id: option.id,
      /** The product id, so field ids stay unique when several products share a page. */
      pid: product.id,
      name: option.name,
      type: option.type,
      required: option.required,
      field: `attribute[${option.id}]`,
      [`is_${option.type.replace('-', '_')}`]: true,
      values: option.values
        // spec §4: hide_option hides unavailable values; label_option labels them.
        .filter((value) => !(option.variant && product.outOfStockBehavior === 'hide_option' && !inStock.has(value.id)))
        .map((value) => ({
          id: value.id,
          label: value.label,
          color: value.colors?.[0] ?? null,
          selected: defaults.get(option.id) === String(value.id),
          unavailable_label: option.variant && !inStock.has(value.id) ? product.outOfStockMessage : null,
          price_adjust: value.priceAdjust ? `+${money(value.priceAdjust, currency).formatted}` : null,
        })),
    })),
    initial,
    /** spec §4: the add button and quantity are enabled only when purchasable and in stock. */
    can_buy: initial.purchasable && initial.instock,
    initial_quantity: product.minQuantity ?? 1,
    // schemas/product.yml: the order bounds, 0 when the product has none (Cornerstone's
    // add-to-cart.html starts the quantity at the minimum and hands both to its script).
    min_purchase_quantity: product.minQuantity ?? 0,
    max_purchase_quantity: product.maxQuantity ?? 0,
    reviews,
    review_count: reviews.length,
    rating: averageRating(reviews)?.toFixed(1) ?? null,
  };
}

export function cartView(session: Session, origin: string) {
  const { views, baseAmount, couponList, cartAmount, currency } = cartTotals(session);
  return {
    id: session.cart?.id ?? null,
    quantity: cartQuantity(session),
    lines: views.map((view) => ({
      id: view.line.id,
      name: view.line.name,
      url: view.product.url,
      sku: view.line.sku,
      quantity: view.line.quantity,
      picture: imageObject(view.product, 0, origin),
      options: [...view.line.selections].map(([optionId, value]) => {
        const option = view.product.options.find((candidate) => candidate.id === optionId);
        return { name: option?.name ?? '', value: option?.values.find((candidate) => String(candidate.id) === value)?.label ?? value };
      }),
      price: formatAmount(view.salePrice, currency),
      total: formatAmount(view.extendedSalePrice, currency),
      // The cart page's owned-items cleanup reads these (spec §6: physical or multi-purchase items skip the check).
      is_digital: view.line.type === 'digital',
      multi_purchase: view.product.multiPurchase ?? false,
      gift_wrapping_available: giftWrappableProductIds.includes(view.product.id),
      gift_wrapping: view.line.giftWrapping?.name ?? null,
    })),
    gift_certificates: (session.cart?.giftCertificates ?? []).map((certificate) => ({
      ...certificate,
      amount: money(certificate.amount, currency).formatted,
    })),
    coupons: couponList.map(({ coupon, discountedAmount }) => ({
      code: coupon.code,
      name: coupon.name,
      amount: formatAmount(discountedAmount, currency),
    })),
    subtotal: formatAmount(baseAmount, currency),
    grand_total: formatAmount(cartAmount, currency),
    is_empty: !session.cart || (session.cart.lines.length === 0 && session.cart.giftCertificates.length === 0),
    needs_shipping: (session.cart?.lines ?? []).some((line) => line.type === 'physical'),
    countries: countries.map((country) => ({ id: country.id, name: country.name })),
  };
}
