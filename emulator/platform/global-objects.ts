/**
 * The objects every Stencil page receives (the global part of a template's context), transcribed from
 * github:bigcommerce/docs, docs/storefront/stencil/themes/context/object-reference/schemas/*.yml, with
 * frontmatter-reference.mdx for what front matter must declare. Each schema names its file under object-reference/.
 *
 * Every name comes from those files; where the YAML is incomplete and Cornerstone's templates read a field of the
 * same object, the field is added with a comment naming the Cornerstone file. A field tagged `@html` holds markup:
 * templates print it with triple braces.
 */
import * as z from 'zod';
import { PAGE_TYPES } from './page-objects.ts';
import {
  amount,
  blogPosts,
  customerAddresses,
  customerOrders,
  customerPaymentMethods,
  customerReturns,
  customerShippingAddresses,
  customerWishlists,
  image,
  platformObject,
  productCard,
} from './common.ts';

/**
 * Context paths that exist only when a page template's front matter declares them (frontmatter-reference.mdx,
 * "Global attributes"); a template reading one without declaring it gets nothing. `cart` is the cart object of
 * schemas/cart.yml, which is not a global here (the cart page has it).
 */
export const FRONT_MATTER_GATED = [
  'products.featured',
  'products.new',
  'products.top_sellers',
  'carousel',
  'blog.recent_posts',
  'shop_by_brand',
  'cart',
  'customer.orders',
  'customer.returns',
  'customer.wishlists',
  'customer.recently_viewed_products',
  'categories.description',
  'gql',
] as const;

/** One banner as Cornerstone's templates/components/common/header.html and footer.html read it (not in the YAML). */
const bannerMetadata = platformObject({
  id: z.union([z.string(), z.number()]),
  'banner-name': z.string(),
  location: z.string(),
  /**
   * The banner's HTML.
   * @html
   */
  content: z.string(),
});

/**
 * schemas/banners.yml: `{{banners}}`, the marketing banners at the page's top and bottom (the first 50 on a page).
 */
export const banners = platformObject({
  /**
   * HTML of each top banner, set in the control panel.
   * @html
   */
  top: z.array(z.string()),
  /**
   * HTML of each bottom banner, set in the control panel.
   * @html
   */
  bottom: z.array(z.string()),
  /** Not in the YAML: Cornerstone's templates/components/common/header.html reads each top banner's id, name, location and content. */
  top_metadata: z.array(bannerMetadata),
  /** Not in the YAML: as `top_metadata`, for the bottom banners, in Cornerstone's templates/components/common/footer.html. */
  bottom_metadata: z.array(bannerMetadata),
});

/**
 * schemas/blog.yml, global variant: `{{blog}}` on every page. The YAML's other variant (`description`, `posts`, `tag`)
 * belongs to the blog and blog post pages, not here. `recent_posts` exists only when front matter declares
 * `blog: recent_posts:` (frontmatter-reference.mdx).
 */
export const blog = platformObject({
  /** Blog name. */
  name: z.string(),
  /** Front matter gated: `blog: recent_posts: { limit, summary }`. */
  recent_posts: blogPosts,
  /** URL of the blog page. */
  url: z.string(),
});

/** schemas/breadcrumbs.yml: `{{breadcrumbs}}`, the page's breadcrumb trail. */
export const breadcrumbs = z.array(
  platformObject({
    /** Displayed name. */
    name: z.string(),
    url: z.string(),
  }),
);

/**
 * schemas/carousel.yml: `{{carousel}}`, the home page slideshow. Exists only when front matter declares
 * `carousel: true` (frontmatter-reference.mdx).
 */
export const carousel = platformObject({
  slides: z.array(
    platformObject({
      alt_text: z.string(),
      /**
       * The call-to-action button's text; Cornerstone's templates/components/carousel-content.html prints it with triple braces.
       * @html
       */
      button_text: z.string(),
      button_text_color: z.string(),
      /**
       * Cornerstone's templates/components/carousel-content.html prints it with triple braces.
       * @html
       */
      heading: z.string(),
      heading_color: z.string(),
      /** Path to the slide's image file. */
      image: z.string(),
      image_height: z.string(),
      image_width: z.string(),
      /** The image for the `getImage*` helpers, with its size. */
      stencil_image: platformObject({ ...image.shape, height: z.number(), width: z.number() }),
      /**
       * The subheading; Cornerstone's templates/components/carousel-content.html prints it with triple braces.
       * @html
       */
      text: z.string(),
      text_color: z.string(),
      /** Where the slide links to. */
      url: z.string(),
    }),
  ),
  /** Seconds between slides, 1 to 90,000. */
  swap_frequency: z.number(),
});

/** schemas/cart-id.yml: `{{cart_id}}`, the cart's ID if the shopper has a cart. */
export const cartId = z.string();

const categoryLinkShape = {
  /** Number of products in the category (a string in the YAML). */
  count: z.string(),
  id: z.string(),
  image: image,
  name: z.string(),
  url: z.string(),
  /** Not in the YAML: Cornerstone's templates/components/common/navigation-list.html marks the current category with it. */
  is_active: z.boolean(),
  /**
   * frontmatter-reference.mdx: present only with front matter `categories: description: true`; it is the category's
   * description, which Cornerstone's templates/pages/category.html prints with triple braces.
   * @html
   */
  description: z.string(),
};

/**
 * schemas/categories.yml: `{{categories}}`, the category tree of the current page context, sorted by ID. The YAML gives
 * three levels (the third's items untyped); Cornerstone's templates/components/common/navigation-list.html reads the
 * third level's `name`, `url` and `is_active`, so it has the same link shape. On an AJAX request front matter
 * `categories: true` asks for it (frontmatter-reference.mdx).
 */
export const categories = z.array(
  platformObject({
    ...categoryLinkShape,
    children: z.array(
      platformObject({
        ...categoryLinkShape,
        children: z.array(platformObject(categoryLinkShape)),
      }),
    ),
  }),
);

/** schemas/currency-selector.yml: `{{currency_selector}}`, the store's currencies and the one in use. */
export const currencySelector = platformObject({
  active_currency_id: z.string(),
  /** Flag shown for the active currency. */
  active_currency_flag: z.string(),
  active_currency_name: z.string(),
  active_currency_code: z.string(),
  currencies: z.array(
    platformObject({
      is_active: z.boolean(),
      /** URL that switches to this currency. */
      switch_url: z.string(),
      id: z.string(),
      name: z.string(),
      flag: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/common/currency-selector.html puts it in `data-currency-code`. */
      code: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/common/currency-selector.html switches the cart's currency with it. */
      cart_currency_switch_url: z.string(),
    }),
  ),
});

/** schemas/customer-group-id.yml: `{{customer_group_id}}`. */
export const customerGroupId = z.number();

/** schemas/customer-group-name.yml: `{{customer_group_name}}`. */
export const customerGroupName = z.string();

/**
 * schemas/customer.yml: `{{customer}}`, the signed-in shopper (absent for guests). `orders`, `returns`, `wishlists` and
 * `recently_viewed_products` exist only when front matter declares them under `customer:` (frontmatter-reference.mdx).
 */
export const customer = platformObject({
  addresses: customerAddresses,
  customer_group_id: z.number(),
  customer_group_name: z.string(),
  /**
   * The YAML types it a string; Cornerstone's templates/pages/account/edit-payment-method.html opens it with `#with` and
   * reads a stored instrument's fields.
   */
  edit_stored_instrument: z.union([
    z.string(),
    platformObject({
      type: z.string(),
      token: z.string(),
      is_default: z.boolean(),
      email: z.string().nullable(),
      expiry_month: z.number().nullable(),
      expiry_year: z.number().nullable(),
      last_4: z.string().nullable(),
    }),
  ]),
  email: z.string(),
  id: z.number(),
  name: z.string(),
  /** Unread messages. */
  num_new_messages: z.number(),
  /** A string in the YAML. */
  num_wishlists: z.string(),
  /** Front matter gated: `customer: orders: { limit }` (20 by default). */
  orders: customerOrders,
  payment_methods: customerPaymentMethods,
  phone: z.string(),
  /**
   * Front matter gated: `customer: recently_viewed_products: true`. The YAML gives an array of product cards;
   * Cornerstone's templates/pages/account/recent-items.html reads `.items` and `.show_compare`, so it may be that object.
   */
  recently_viewed_products: z.union([z.array(productCard), platformObject({ items: z.array(productCard), show_compare: z.boolean() })]),
  /** Front matter gated: `customer: returns: true`. */
  returns: customerReturns,
  /** Shipping address used for the order. */
  /** schemas/customer.yml: the same fields as helpers/customer/shipping_addresses.yml. */
  shipping_address: customerShippingAddresses,
  /**
   * The YAML's `$ref` points to helpers/customer/orders.yml, surely a slip: helpers/customer/shipping_addresses.yml
   * describes itself as this object.
   */
  shipping_addresses: customerShippingAddresses,
  /** The shopper's store credit. */
  store_credit: amount,
  /** Front matter gated: `customer: wishlists: { limit }`. */
  wishlists: customerWishlists,
  /** Not in the YAML: the message centre, in Cornerstone's templates/components/account/messages-form.html and pages/account/inbox.html. */
  inbox: platformObject({
    /** Orders a message can be about. */
    orders: z.array(platformObject({ id: z.union([z.string(), z.number()]), date: z.string(), amount: amount })),
    /** Cornerstone's templates/components/account/messages-list.html lists them. */
    messages: z.array(
      platformObject({
        subject: z.string(),
        message: z.string(),
        date: z.string(),
        is_reply: z.boolean(),
        unread: z.boolean(),
      }),
    ),
  }),
  /** Not in the YAML: Cornerstone's templates/pages/account/addresses.html shows it as an error alert. */
  error: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/account/addresses.html shows it as a success alert. */
  success: z.string(),
});

/** schemas/footer.yml: `{{footer}}`, the footer content of every page. */
export const footer = platformObject({
  /** Sitemap URL, per the store's SEO setting. */
  sitemap_url: z.string(),
  /**
   * Scripts to load after the HTML (performance metrics among them); Cornerstone's templates/layout/base.html prints
   * them with triple braces.
   * @html
   */
  scripts: z.string(),
});

/** schemas/head.yml: `{{head}}`, what the store configures for `<head>`. */
export const head = platformObject({
  /**
   * The store's favicon; Cornerstone's templates/layout/base.html prints it with triple braces (a `<link>` tag).
   * @html
   */
  favicon: z.string(),
  /**
   * Meta tags for SEO; Cornerstone's templates/layout/base.html prints them with triple braces.
   * @html
   */
  meta_tags: z.string(),
  /**
   * Scripts to load in `<head>`; Cornerstone's templates/layout/base.html prints them with triple braces.
   * @html
   */
  scripts: z.string(),
  /** CSS files to include; Cornerstone does not print it, so no `@html` tag is claimed. */
  stylesheets: z.string(),
  /** The page's title. */
  title: z.string(),
  /**
   * Not in the YAML: Cornerstone's templates/layout/base.html and layout/empty.html print it with triple braces.
   * @html
   */
  config: z.string(),
});

/** schemas/is-ajax.yml: `{{is_ajax}}`, true for an AJAX request. */
export const isAjax = z.boolean();

/**
 * schemas/page-type.yml: `{{page_type}}`, the kind of page displayed (page-objects.ts lists the values). Cornerstone's
 * assets/js/app.js also maps `rss`, which the YAML does not list: not taken.
 */
export const pageType = z.enum(PAGE_TYPES);

/**
 * schemas/pages.yml: `{{pages}}`, the store's content pages for navigation. The YAML types it one object (a page with
 * `URL`, `name`, `children`); Cornerstone's templates/components/common/footer.html and navigation-menu.html iterate it
 * with `#each` and read `url` and `name` of each, so it is a list of those pages.
 */
export const pages = z.array(
  platformObject({
    URL: z.string(),
    /** Not in the YAML (which spells it `URL`): Cornerstone's templates/components/common/footer.html and navigation-menu.html. */
    url: z.string(),
    name: z.string(),
    children: z.array(platformObject({ URL: z.string(), name: z.string() })),
  }),
);

/**
 * schemas/products.yml: `{{products}}`, product card lists (templates/pages/home.html). Each list exists only when front
 * matter declares it under `products:` with an optional `limit` (frontmatter-reference.mdx).
 */
export const products = platformObject({
  /** Front matter gated: `products: new: { limit }`. */
  new: z.array(productCard),
  /** Front matter gated: `products: featured: { limit }`. */
  featured: z.array(productCard),
  /** Front matter gated: `products: top_sellers: { limit }`. */
  top_sellers: z.array(productCard),
});

/**
 * schemas/remote-api-scripts.yml: `{{remote_api_scripts}}`. The YAML says "Empty array" but types it an object with
 * `items: {}`; an array with no documented items is what both agree on.
 */
export const remoteApiScripts = z.array(z.unknown());

/** schemas/settings.yml: `{{settings}}`, settings shared by every storefront. */
export const settings = platformObject({
  /** Whether shoppers may create accounts. */
  account_creation_enabled: z.boolean(),
  /** Links of the AddThis sharing component. */
  add_this: platformObject({
    buttons: z.array(
      platformObject({
        /**
         * HTML attributes of the button; Cornerstone's templates/components/common/share.html prints them with triple braces.
         * @html
         */
        annotation: z.string(),
        /** The button's service: facebook, email, print, twitter, linkedin… */
        service: z.string(),
      }),
    ),
  }),
  /** The store's physical address, from the store profile. */
  address: z.string(),
  /** The shop's URL. */
  base_url: z.string(),
  /** Whether the blog is visible. */
  blog_enabled: z.boolean(),
  /** Whether bulk discounts are on for products. */
  bulk_discount_enabled: z.boolean(),
  cdn_url: z.string(),
  /** The shopper's IP address. Deprecated. */
  client_ip_address: z.string(),
  /** Country code of the shopper's IP. */
  country_code: z.string(),
  /** Whether Google Analytics Enhanced Ecommerce is on (needs `enhanced_ecommerce` in config.json). */
  data_tag_enabled: z.boolean(),
  /** The control panel's Display Date Format. */
  display_date_format: z.string(),
  /** The control panel's Extended Display Date Format. */
  extended_display_date_format: z.string(),
  facebook_like_button: platformObject({ enabled: z.boolean(), href: z.string(), verb: z.string() }),
  general: platformObject({ fastCart: z.boolean(), storeId: z.number() }),
  /** Whether gift certificates are on. */
  gift_certificates_enabled: z.boolean(),
  /** Whether the shopper's IP is in the EU. Deprecated. */
  is_eu_ip_address: z.boolean(),
  /** The store in maintenance (offline) mode. */
  maintenance: platformObject({
    /** Header of the Down for Maintenance window in maintenance mode, else null. */
    header: z.string().nullable(),
    /**
     * Body of the Down for Maintenance window (optionally HTML) in maintenance mode, else null.
     * @html
     */
    message: z.string().nullable(),
    /** `AdminPrelaunchNotice`, `AdminMaintenanceNotice` or `AdminHibernationModeNotice` in maintenance mode, else null. */
    notice: z.string().nullable(),
    /** Typed `null` with no description, so nothing else is admitted. */
    password: z.null(),
    securePath: z.string(),
  }),
  /** Units for product details. */
  measurements: platformObject({ length: z.string(), weight: z.string() }),
  /** The default currency's formatting. */
  money: platformObject({
    /** Whether the symbol goes left or right of the amount. */
    currency_location: z.string(),
    currency_token: z.string(),
    decimal_places: z.number(),
    decimal_token: z.string(),
    thousands_token: z.string(),
  }),
  /** The newsletter summary. */
  newsletter_summary: z.string(),
  /** The platform's rules for account passwords. */
  password_requirements: platformObject({
    /** Regular expression of the letters required. */
    alpha: z.string(),
    /** Message for a password that breaks the rules. */
    error: z.string(),
    minlength: z.number(),
    /** Regular expression of the digits required. */
    numeric: z.string(),
  }),
  /** The BigCommerce payments URL. */
  payments_url: z.string(),
  /** The store's contact phone number. */
  phone_number: z.string(),
  /** Typed boolean, described as the cookie notice's text when on and `false` when off. */
  privacy_cookie: z.union([z.boolean(), z.string()]),
  /** ISO 3166-2 subdivision of the shopper's IP. Deprecated. */
  region_code: z.string(),
  /** The HTTP request. */
  request: platformObject({
    /** The absolute URL requested. */
    absolute_path: z.string(),
    host: z.string(),
    /** Whether the user agent is a known crawler. Deprecated. */
    is_crawler: z.boolean(),
    /** The browser's locale. */
    locale: z.string(),
    origin: z.string(),
    /** Typed boolean, described as the referer; a URL string is admitted too. */
    referer: z.union([z.boolean(), z.string()]),
    /** Deprecated. */
    user_agent: z.string(),
  }),
  /** Whether returns are on: typed integer, described as a boolean. */
  returns_enabled: z.union([z.number(), z.boolean()]),
  /** Number of RSS items to show. */
  rss_item_limit: z.number(),
  /** The shop's HTTPS URL. */
  secure_base_url: z.string(),
  /** The store's HTTPS URL, e.g. `https://www.bigcommerce.com`. */
  secure_host: z.string(),
  shopper_consent_tracking_enabled: z.boolean(),
  /** Whether to invite visitors to the mailing list: typed integer, described as a boolean. */
  show_newsletter_box: z.union([z.number(), z.boolean()]),
  /** 1 if the newsletter summary is shown, else 0. */
  show_newsletter_summary: z.number(),
  /** Whether to show the store's payment methods. */
  show_payment_methods: z.boolean(),
  show_product_rating: z.boolean(),
  show_product_reviews: z.boolean(),
  show_wishlist: z.boolean(),
  /** Whether the time zone observes daylight saving: typed integer, described as a boolean. */
  store_dst_correction: z.union([z.number(), z.boolean()]),
  store_hash: z.string(),
  store_logo: platformObject({
    /** The logo's text, set in the control panel. */
    title: z.string(),
    image: image,
  }),
  store_name: z.string(),
  store_time_zone: z.string(),
  storefront_api: platformObject({ token: z.string() }),
  /** The tax label (VAT, Sales Tax…) set in the control panel. */
  tax_label: z.string(),
  theme_config_id: z.string(),
  theme_session_id: z.string(),
  theme_version_id: z.string(),
  /**
   * Not in the YAML: Cornerstone's templates/components/products/card.html (and the other price partials) hide prices
   * from guests when it is set.
   */
  hide_price_from_guests: z.boolean(),
});

/**
 * schemas/shop-by-brand.yml: `{{shop_by_brand}}`, the top 10 brands by product count. frontmatter-reference.mdx lists it
 * among the front matter attributes (`shop_by_brand: { limit }`).
 */
export const shopByBrand = z.array(
  platformObject({
    /** Number of products of this brand (a string in the YAML). */
    count: z.string(),
    id: z.string(),
    name: z.string(),
    url: z.string(),
  }),
);

/** schemas/social-media.yml: `{{social_media}}`, the store's social media links. */
export const socialMedia = z.array(
  platformObject({
    /** Internal name, e.g. `instagram`. */
    name: z.string(),
    /** The merchant's link. */
    url: z.string(),
    /** Sort order in the list. */
    position: z.number(),
    /** Displayed name, e.g. `Instagram`. */
    display_name: z.string(),
  }),
);

/**
 * schemas/template-file.yml: `{{template_file}}`, the page template's path, e.g. `pages/home`. Cornerstone's
 * templates/layout/base.html reads the same under the name `template`; both names are in `globalObjects`.
 */
export const templateFile = z.string();

/**
 * schemas/theme-settings.yml: `{{theme_settings}}`, the theme's own config.json `settings`. The YAML lists Cornerstone's
 * keys; any theme has its own, so any key is admitted, with JSON values (Cornerstone's `channels` is a list of objects).
 */
export const themeSettings = z.record(z.string(), z.json());

/** schemas/urls.yml: `{{urls}}`, the storefront's page and action URLs. */
export const urls = platformObject({
  account: platformObject({
    add_address: z.string(),
    addresses: z.string(),
    details: z.string(),
    inbox: z.string(),
    index: z.string(),
    orders: platformObject({ all: z.string(), completed: z.string(), save_new_return: z.string() }),
    payment_methods: platformObject({ all: z.string() }),
    recent_items: z.string(),
    returns: z.string(),
    send_message: z.string(),
    update_action: z.string(),
    wishlists: platformObject({ add: z.string(), all: z.string(), delete: z.string(), edit: z.string() }),
  }),
  auth: platformObject({
    check_login: z.string(),
    create_account: z.string(),
    forgot_password: z.string(),
    login: z.string(),
    logout: z.string(),
    save_new_account: z.string(),
    save_new_password: z.string(),
    send_password_email: z.string(),
  }),
  brands: z.string(),
  cart: z.string(),
  checkout: platformObject({ multiple_address: z.string(), single_address: z.string() }),
  compare: z.string(),
  contact_us_submit: z.string(),
  gift_certificate: platformObject({ balance: z.string(), purchase: z.string(), redeem: z.string() }),
  home: z.string(),
  product: platformObject({ post_review: z.string() }),
  search: z.string(),
  sitemap: z.string(),
  subscribe: platformObject({ action: z.string() }),
  /** Not in the YAML: the RSS and Atom feeds Cornerstone's templates/components/page/rss_feed.html links to. */
  rss: platformObject({
    blog: z.string(),
    blog_atom: z.string(),
    products: platformObject({
      new: z.string(),
      new_atom: z.string(),
      popular: z.string(),
      popular_atom: z.string(),
      featured: z.string(),
      featured_atom: z.string(),
      search: z.string(),
    }),
  }),
});

/**
 * Not in object-reference: the store's languages, read on every page by Cornerstone's
 * templates/components/common/language-selector.html and navigation.html.
 */
export const languageSelector = platformObject({
  active_language_code: z.string(),
  languages: z.array(platformObject({ code: z.string(), switch_url: z.string(), is_active: z.boolean() })),
});

/**
 * frontmatter-reference.mdx, "GraphQL attributes": `{{gql}}`, the response to the front matter's `gql` query: its `data`,
 * or `errors` when the query is invalid. Exists only when front matter declares `gql`.
 */
export const gql = platformObject({
  /** The GraphQL response's data, shaped by the query. */
  data: z.json(),
  errors: z.array(
    platformObject({
      locations: z.array(platformObject({ column: z.number(), line: z.number() })),
      message: z.string(),
    }),
  ),
});

/** The global part of every page's context, keyed by the names templates use. */
export const globalObjects = platformObject({
  banners,
  blog,
  breadcrumbs,
  carousel,
  cart_id: cartId,
  categories,
  currency_selector: currencySelector,
  customer,
  customer_group_id: customerGroupId,
  customer_group_name: customerGroupName,
  footer,
  gql,
  head,
  is_ajax: isAjax,
  /** Not in object-reference: Cornerstone's templates/components/common/language-selector.html. */
  language_selector: languageSelector,
  /** Not in object-reference: the page's language, in Cornerstone's templates/layout/empty.html `<html lang>`. */
  locale_name: z.string(),
  /** Not in object-reference: the CSP nonce Cornerstone's templates/components/common/polyfill-script.html puts on `<script>`. */
  nonce: z.string(),
  page_type: pageType,
  pages,
  products,
  remote_api_scripts: remoteApiScripts,
  settings,
  shop_by_brand: shopByBrand,
  social_media: socialMedia,
  /** The name Cornerstone's templates/layout/base.html reads (`{{inject 'template' template}}`). */
  template: templateFile,
  /** The name schemas/template-file.yml gives. */
  template_file: templateFile,
  theme_settings: themeSettings,
  urls,
});
