/**
 * The page-specific objects of BigCommerce's Stencil theme object model (the context a page template receives
 * beyond the global objects), transcribed from the published reference: github:bigcommerce/docs,
 * docs/storefront/stencil/themes/context/object-reference/schemas/*.yml (paths below are under object-reference/)
 * and docs/storefront/stencil/themes/context/frontmatter-reference.mdx; and which page type receives which object.
 *
 * Every name comes from those files; where the YAML is incomplete, contradicts itself, or disagrees with what
 * Cornerstone (BigCommerce's reference theme, 6.21) reads on that page, the field is added or the shape follows
 * Cornerstone, with a comment naming the Cornerstone template. A field tagged `@html` holds markup: templates
 * print it with triple braces.
 *
 * schemas/price.yml is not a page object: it is the same file as helpers/product/price.yml, the
 * `product.price` / `products[*].price` object, so it is `productPrice` in common.ts.
 */
import * as z from 'zod';

import {
  amount,
  blogPosts,
  cartStatusMessage,
  formsAddress,
  formsContact as formsContactHelper,
  formsCreateAccount,
  formsEditAccount,
  formsGiftCertificate,
  formsLogin,
  formsProvider,
  formsReturn,
  formsWishlist,
  image,
  platformObject,
  productCard,
  productCustomFields,
  productOptions,
  productPrice,
  productRelatedProducts,
  productReviews,
  productSimilarByViews,
  productVideos,
  shopByPrice,
} from './common.ts';

/**
 * An object the docs type as `type: object` and give no properties for, and that Cornerstone does not read into:
 * nothing to check names against, so it takes any.
 */
const undocumentedObject = z.record(z.string(), z.unknown());

/** Form fields the platform builds, which Cornerstone renders with `dynamicComponent 'components/common/forms'`: shape undocumented. */
const formFields = z.array(z.unknown());

/** A message Cornerstone shows with components/common/alert/alert-info.html (`{{> … message}}` inside `{{#each}}`). */
const alertMessage = platformObject({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Pagination and faceted search, shared by the listing pages.

/** schemas/pagination.yml, `definitions.PaginationObject`: one paginated collection. */
const paginationObject = platformObject({
  /** Which page of the collection the shopper is viewing. */
  current: z.number(),
  /** Pages around the current one, as links. */
  links: z.array(
    platformObject({
      /** Not in the YAML (items typed `object`): Cornerstone's templates/components/common/paginator.html reads it. */
      number: z.number(),
      /** Not in the YAML: Cornerstone's templates/components/common/paginator.html links to it. */
      url: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/common/small-paginator.html links to it (order lists). */
      link: z.string(),
    }),
  ),
  /** Field to sort by. */
  sort: z.string(),
  /** Not in the YAML: URL of the next page; Cornerstone's templates/components/common/paginator.html and pages/category.html. */
  next: z.string(),
  /** Not in the YAML: URL of the previous page; Cornerstone's templates/components/common/paginator.html, pages/category.html. */
  previous: z.string(),
  /** Not in the YAML: the number of results; Cornerstone's templates/components/search/product-count.html, content-count.html. */
  total: z.number(),
});

/**
 * schemas/pagination.yml: `{{pagination}}`, keyed by the collection paginated. The YAML gives `category`, `brand`
 * and `blog`; the others are the keys Cornerstone's templates read on their pages.
 */
export const pagination = platformObject({
  category: paginationObject,
  brand: paginationObject,
  blog: paginationObject,
  /** Not in the YAML: Cornerstone's templates/pages/brands.html (the YAML's description names brands.html too). */
  brands: paginationObject,
  /** Not in the YAML: Cornerstone's templates/components/search/product-listing.html and pages/search.html. */
  product_results: paginationObject,
  /** Not in the YAML: Cornerstone's templates/components/search/content-listing.html. */
  content_results: paginationObject,
  /** Not in the YAML: Cornerstone's templates/pages/account/orders/all.html and completed.html. */
  orders: paginationObject,
  /** Not in the YAML: Cornerstone's templates/components/products/reviews.html (product page). */
  reviews: paginationObject,
});

/** A value of a search facet, as Cornerstone's templates/components/faceted-search/facets/*.html read it. */
type FacetValue = {
  count?: number;
  has_sub_categories?: boolean;
  id?: string;
  selected?: boolean;
  title?: string;
  url?: string;
  children?: FacetValue[];
};

/** Not in the YAML: a facet value as Cornerstone's templates/components/faceted-search/facets/*.html read it. */
const facetValue: z.ZodType<FacetValue> = platformObject({
  /** Products with this value. */
  count: z.number(),
  /** Category facets: whether the value has subcategories (facets/hierarchy.html). */
  has_sub_categories: z.boolean(),
  /** Category facets: the category's ID (facets/hierarchy.html prints it in `data-id`). */
  id: z.string(),
  selected: z.boolean(),
  title: z.string(),
  /** URL that toggles this value. */
  url: z.string(),
  /** Category facets: subcategory values, nested (facets/hierarchy-children.html). */
  children: z.array(z.lazy(() => facetValue)),
});

/**
 * A search facet of `category.facets`, `brand.facets` and `product_results.facets`. The YAML types the items
 * `object` with no properties; these are the names Cornerstone's templates/components/faceted-search/index.html,
 * faceted-search-navigation.html, range-form.html and facets/*.html read.
 */
const facet = platformObject({
  title: z.string(),
  /** Whether the facet is shown (faceted-search/index.html). */
  visible: z.boolean(),
  /** Name of the partial under components/faceted-search/facets/ that renders it (read by `dynamicComponent`). */
  partial: z.string(),
  /** The facet's key, e.g. `brand`, `rating`, `price`. */
  facet: z.string(),
  start_collapsed: z.boolean(),
  show_more_toggle: z.boolean(),
  has_more_results: z.boolean(),
  show_product_counts: z.boolean(),
  /** Whether a value of this facet is selected (faceted-search-navigation.html). */
  selected: z.boolean(),
  /** URL that clears this facet (faceted-search-navigation.html). */
  remove_url: z.string(),
  items: z.array(facetValue),
  /** Price facet: the range typed so far (faceted-search/range-form.html). */
  min_price: z.string(),
  /** Price facet: the range typed so far (faceted-search/range-form.html). */
  max_price: z.string(),
});

/**
 * The selected facets, as schemas/brand.yml gives `brand.selected` (an object of `items` and `remove_all_url`);
 * the item fields are what Cornerstone's templates/components/faceted-search/selected-facets.html reads.
 */
const selectedFacets = platformObject({
  items: z.array(
    platformObject({
      /** Not in the YAML (items typed `object`): Cornerstone's faceted-search/selected-facets.html. */
      facet: z.string(),
      /** Not in the YAML: Cornerstone's faceted-search/selected-facets.html. */
      title: z.string(),
      /** Not in the YAML: URL that removes this selection (Cornerstone's faceted-search/selected-facets.html). */
      url: z.string(),
    }),
  ),
  /** URL that removes every selected facet. */
  remove_all_url: z.string(),
});

/**
 * schemas/faceted-search.yml: `{{faceted_search}}`, data for searching by category or brand. Transcribed as written:
 * the YAML types `facets` as a string and `selected` as a list, where category.yml and brand.yml give facet lists
 * and a selection object; no Cornerstone template reads `faceted_search` (it reads `category.facets`,
 * `brand.facets`, `product_results.facets`).
 */
export const facetedSearch = platformObject({
  /** Every search facet available. */
  facets: z.string(),
  selected: z.array(
    platformObject({
      /** URL that removes every selected restriction. */
      remove_all_url: z.string(),
      /** The enabled facets. */
      items: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// Catalog pages.

/** Not in the YAML: a promotion banner; Cornerstone's templates/components/products/promotion-callout.html prints `text`. */
const featuredPromotion = platformObject({ text: z.string() });

/**
 * schemas/product.yml: `{{product}}`, the product of the product page (templates/pages/product.html and the
 * partials it names).
 */
export const product = platformObject({
  AddThisServiceButtonMeta: z.string(),
  add_this: z.array(platformObject({ annotation: z.string(), service: z.string() })),
  /** URL that adds the product to the shopper's wishlist. */
  add_to_wishlist_url: z.string(),
  availability: z.string(),
  /**
   * The company, product line or trademark. The YAML types it as a list of `{ name, url }`; Cornerstone's
   * templates/components/products/product-view.html, schema.html and modals/writeReview.html read
   * `product.brand.name` and `product.brand.url`, so it is one object (null without a brand, as product cards have it).
   */
  brand: platformObject({
    /** Name of the company, product line or trademark. */
    name: z.string(),
    /** The store's page of all the brand's products. */
    url: z.string(),
  }).nullable(),
  /** Discount rates for quantities of this product; the same tiers as a product card's (common.ts). */
  bulk_discount_rates: productCard.shape.bulk_discount_rates,
  /** Whether the product can be bought. */
  can_purchase: z.boolean(),
  /** URL of the shopper's cart. */
  cart_url: z.string(),
  category: z.array(z.string()),
  condition: z.string(),
  /** Customizations (e.g. a T-shirt size): configurable fields and numeric-text options in the control panel. */
  customizations: z.array(z.string()),
  custom_fields: productCustomFields,
  /** Physical depth. */
  depth: z.string(),
  /**
   * The product's description.
   * @html
   */
  description: z.string(),
  /** Status messages for the top of the product page. */
  detail_messages: z.string(),
  /** Whether gift wrapping is enabled. */
  gift_wrapping_available: z.boolean(),
  /** Global Trade Item Number (ISBN, UPC, EAN…). */
  gtin: z.string(),
  /** Physical height. */
  height: z.string(),
  id: z.number(),
  /** The product's images, in Stencil image format (for `getImage`). */
  images: z.array(image),
  /** The image shown when the page loads. */
  main_image: image,
  /** Most that can be bought at once. */
  max_purchase_quantity: z.number(),
  meta_description: z.string(),
  /** Search keywords the merchant entered, for meta tags and storefront search. */
  meta_keywords: z.string(),
  /** Least that can be bought at once. */
  min_purchase_quantity: z.number(),
  /** Manufacturer Part Number. */
  mpn: z.string(),
  num_reviews: z.number(),
  options: productOptions,
  /** Whether the default selection is out of stock (not the product as a whole). */
  out_of_stock: z.boolean(),
  /** e.g. `Out of stock`. */
  out_of_stock_message: z.string(),
  page_title: z.string(),
  price: productPrice,
  rating: z.number(),
  related_products: productRelatedProducts,
  /**
   * helpers/product/reviews.yml, with the names Cornerstone reads beyond it: templates/components/products/
   * modals/writeReview.html (what the shopper typed, after a failed post) and reviews.html / schema.html (`list`).
   */
  reviews: platformObject({
    ...productReviews.shape,
    /** Not in the YAML: Cornerstone's products/reviews.html and schema.html list the reviews from it. */
    list: z.array(
      platformObject({
        date: z.string(),
        name: z.string(),
        rating: z.number(),
        text: z.string(),
        title: z.string(),
      }),
    ),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html (the review form's name field). */
    author: z.string(),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html. */
    email: z.string(),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html compares it with 1–5. */
    selected_rating: z.number(),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html. */
    text: z.string(),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html. */
    title: z.string(),
    /** Not in the YAML: Cornerstone's products/modals/writeReview.html posts it back. */
    throttleToken: z.string(),
  }),
  shipping: platformObject({
    calculated: z.boolean(),
    price: amount,
    free: z.boolean(),
    fixed: z.boolean(),
  }),
  /**
   * The YAML types the items as strings; Cornerstone's templates/pages/product.html passes each item's `message`
   * to components/common/alert/alert-info.html.
   */
  shipping_messages: z.array(alertMessage),
  show_quantity_input: z.number(),
  /** The default variant's SKU. */
  sku: z.string(),
  /** Units for sale; only with inventory tracking. */
  stock_level: z.string(),
  tags: z.array(z.string()),
  /** The product's displayed name. */
  title: z.string(),
  upc: z.string(),
  /** URL of the product page. */
  url: z.string(),
  videos: productVideos,
  /**
   * Warranty text the merchant set. Cornerstone's templates/components/products/description-tabs.html and
   * description.html print it with triple braces.
   * @html
   */
  warranty: z.string(),
  /** Physical width. */
  width: z.string(),
  /**
   * Not in product.yml: helpers/product/similar_by_views.yml and frontmatter-reference.mdx (`product.similar_by_views`,
   * "not currently active"); Cornerstone's templates/components/products/tabs.html renders it.
   */
  similar_by_views: productSimilarByViews,
  /** Not in the YAML: the weight as text (e.g. `1.00 LBS`); Cornerstone's products/product-view.html prints it. */
  weight: z.string(),
  /** Not in the YAML: whether the product is a pre-order; Cornerstone's products/add-to-cart.html and schema.html. */
  pre_order: z.boolean(),
  /** Not in the YAML: the pre-order release date; Cornerstone's products/product-view.html prints it. */
  release_date: z.string(),
  /** Not in the YAML: text shown instead of the price; Cornerstone's products/product-view.html prints it. */
  call_for_price: z.string(),
  /** Not in the YAML: Cornerstone's products/product-view.html posts it back with the add-to-cart form. */
  cart_order_source: z.string(),
  /** Not in the YAML: Cornerstone's products/product-view.html renders them with products/promotion-callout.html. */
  featured_promotions: z.array(featuredPromotion),
  /** Not in the YAML: units on hand; Cornerstone's products/product-view.html injects it (its JS parses it as an integer). */
  available_on_hand: z.number(),
  /** Not in the YAML: units that can be backordered; Cornerstone's products/product-view.html. */
  available_for_backorder: z.number(),
  /** Not in the YAML: on hand plus backorderable; Cornerstone's products/product-view.html and add-to-cart.html. */
  available_to_sell: z.number(),
  /** Not in the YAML: Cornerstone's products/product-view.html (its JS compares it with `true`). */
  unlimited_backorder: z.boolean(),
  /** Not in the YAML: Cornerstone's products/product-view.html. */
  show_quantity_on_backorder: z.boolean(),
  /** Not in the YAML: Cornerstone's products/product-view.html. */
  show_backorder_availability_prompt: z.boolean(),
  /** Not in the YAML: the prompt shown when some of the quantity is backordered; Cornerstone's products/product-view.html. */
  backorder_availability_prompt: z.string(),
  /** Not in the YAML: Cornerstone's products/product-view.html. */
  show_backorder_message: z.boolean(),
});

/**
 * Not in the docs: `{{backorder_messages}}`, which Cornerstone's templates/components/products/product-view.html
 * injects for the product page's script; assets/js/theme/common/utils/backorder-utils.js reads `id`, `is_default`
 * and `message` of each.
 */
const backorderMessages = z.array(
  platformObject({
    id: z.number(),
    is_default: z.boolean(),
    message: z.string(),
  }),
);

/** A subcategory of `category.subcategories`. */
const subcategory = platformObject({
  description: z.string(),
  id: z.number(),
  /** In Stencil image format; the YAML types it `null` (no image). */
  image: image.nullable(),
  name: z.string(),
  /** Products at this level only, not in deeper subcategories. */
  product_count: z.number(),
  url: z.string(),
});

/**
 * schemas/category.yml: `{{category}}`, the category of the category page (templates/pages/category.html,
 * components/category/shop-by-price.html and sidebar.html).
 */
export const category = platformObject({
  config: z.array(undocumentedObject),
  /**
   * The merchant's description. The YAML does not say HTML; Cornerstone's templates/pages/category.html prints it
   * with triple braces (it is the control panel's rich text).
   * @html
   */
  description: z.string(),
  /** Shown when an out-of-stock product redirects to its category ("Sorry, the product you tried to view…"). */
  detail_messages: z.array(undocumentedObject),
  /** Whether product filtering is on for the store. */
  faceted_search_enabled: z.boolean(),
  /** Available search facets. */
  facets: z.array(facet),
  id: z.number(),
  image: image,
  meta: z.array(undocumentedObject),
  name: z.string(),
  products: z.array(productCard),
  /**
   * Selected search facets. The YAML types it as a list; Cornerstone's templates/components/category/sidebar.html
   * passes `category` to faceted-search/index.html, which reads `selected.items` and `selected.remove_all_url`,
   * as brand.yml gives `brand.selected`.
   */
  selected: selectedFacets,
  /** Empty for faceted-search stores unless front matter asks for it. */
  shop_by_price: shopByPrice,
  /** Whether to show product comparison controls (the YAML types it integer, described as a boolean). */
  show_compare: z.number(),
  state: z.array(undocumentedObject),
  subcategories: z.array(subcategory),
  total_products: z.number(),
  url: z.string(),
  /** Not in category.yml (brand.yml has it): Cornerstone's templates/components/category/product-listing.html reads it. */
  search_error: z.boolean(),
});

/** schemas/brand.yml: `{{brand}}`, the brand of the brand page (templates/pages/brand.html). */
export const brand = platformObject({
  config: z.array(undocumentedObject),
  /** Whether product filtering is on for the store. */
  faceted_search_enabled: z.boolean(),
  /** Every search filter for this brand. */
  facets: z.array(facet),
  image: image,
  meta: z.array(undocumentedObject),
  name: z.string(),
  products: z.array(productCard),
  search_error: z.boolean(),
  selected: selectedFacets,
  /** Whether the merchant enabled product comparisons. */
  show_compare: z.boolean(),
  state: z.array(undocumentedObject),
  /** URL of the brand page: letters, digits, `.`, `-`, `_` and `/`, 1–1024 characters. */
  url: z
    .string()
    .min(1)
    .max(1024)
    .regex(/^(\/([A-Za-z0-9\-_.]{1,256}))*\/?$/),
});

/** schemas/brands.yml: `{{brands}}`, the brand list of templates/pages/brands.html. */
export const brands = z.array(
  platformObject({
    id: z.number(),
    image: image,
    name: z.string(),
    url: z.string(),
    /** Not in the YAML: Cornerstone's templates/pages/brands.html tests it to style the card (`card--alternate`). */
    alternate: z.boolean(),
  }),
);

/**
 * schemas/shipping-messages.yml: `{{shipping_messages}}` of templates/pages/home.html. The YAML types the items as
 * strings; Cornerstone's templates/pages/home.html passes each item's `message` to components/common/alert/alert-info.html.
 */
export const shippingMessages = z.array(alertMessage);

// ---------------------------------------------------------------------------------------------------------------
// Search page.

/**
 * schemas/brand-results.yaml: `{{brand_results}}`. The YAML types one `{ url, name }` object and describes an array;
 * Cornerstone's templates/pages/search.html iterates it, so it is a list of them.
 */
export const brandResults = z.array(platformObject({ url: z.string(), name: z.string() }));

/**
 * schemas/category-results.yaml: `{{category_results}}`. The YAML types one `{ url, name }` object and describes an
 * array; Cornerstone's templates/pages/search.html iterates it and then each entry (a category's path, printed
 * `a > b`), so it is a list of lists of them.
 */
export const categoryResults = z.array(z.array(platformObject({ url: z.string(), name: z.string() })));

/** schemas/content-results.yaml: `{{content_results}}`, the pages and posts found (templates/components/search/content-listing.html). */
export const contentResults = z.array(
  platformObject({
    /**
     * Cornerstone's templates/components/search/content-listing.html prints it with triple braces (the search term is marked up).
     * @html
     */
    title: z.string(),
    url: z.string(),
    /**
     * Cornerstone's templates/components/search/content-listing.html prints it with triple braces.
     * @html
     */
    content: z.string(),
    /** e.g. `Post`, `Page`. */
    type: z.string(),
  }),
);

/**
 * schemas/product-results.yaml: `{{product_results}}`. The YAML lists each product's fields (with `pre-order` for
 * `pre_order`, `images` as one object) and, misindented beside `products`, `rating`, `num_reviews`, `price`,
 * `tax_label` and `category`, which are product fields. Cornerstone's templates/components/search/product-listing.html
 * renders the products with components/products/card.html, so each is a product card; the misindented fields are
 * on the card (common.ts), not here.
 */
export const productResults = platformObject({
  products: z.array(
    platformObject({
      ...productCard.shape,
      /** e.g. `/wishlist.php?action=add&product_id=121`. */
      add_to_wishlist_url: z.string(),
    }),
  ),
  /** Not in the YAML: Cornerstone's templates/pages/search.html and search/sidebar.html read it. */
  faceted_search_enabled: z.boolean(),
  /** Not in the YAML: Cornerstone's templates/components/search/product-listing.html passes it to the product grid. */
  show_compare: z.boolean(),
  /** Not in the YAML: Cornerstone's templates/pages/search.html passes `product_results` to faceted-search/index.html. */
  facets: z.array(facet),
  /** Not in the YAML: Cornerstone's faceted-search/index.html, rendered with `product_results` on templates/pages/search.html. */
  selected: selectedFacets,
});

// ---------------------------------------------------------------------------------------------------------------
// Content pages and blog.

/** schemas/page.yml: `{{page}}`, the web page of content pages and forms (templates/pages/page.html, contact-us.html). */
export const page = platformObject({
  /** Present if the page has ancestors; the YAML leaves the items open. */
  breadcrumbs: z.array(z.unknown()),
  /**
   * The page's content.
   * @html
   */
  content: z.string(),
  id: z.number(),
  /** Child pages. */
  sub_pages: z.array(platformObject({ title: z.string(), url: z.string() })),
  title: z.string(),
  /** Not in the YAML: an RSS page's feed entries; Cornerstone's templates/pages/page.html lists them. */
  feed: z.array(platformObject({ title: z.string(), url: z.string(), content: z.string() })),
});

/**
 * One blog post: an item of helpers/blog/posts.yml, plus `body`, which Cornerstone's
 * templates/components/blog/post.html prints on the blog post page (`blog.post`).
 */
export const blogPost = platformObject({
  ...blogPosts.element.shape,
  /**
   * Not in the YAML: the post's full text; Cornerstone's templates/components/blog/post.html prints it with triple braces.
   * @html
   */
  body: z.string(),
});

/**
 * schemas/blog.yml, the blog page's variant: `{{blog}}` on templates/pages/blog.html. The YAML's other variant
 * (`name`, `recent_posts`, `url`) is the global `{{blog}}`; the blog post page gets `blog.post` (below).
 */
export const blog = platformObject({
  description: z.string(),
  name: z.string(),
  posts: blogPosts,
  /** The tag the posts are filtered by; the YAML types it `null` (no tag). */
  tag: z.string().nullable(),
  /** URL of the blog page. */
  url: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// Cart, checkout, compare.

/** Not in the YAML: a stock position of a cart item, as Cornerstone's templates/components/cart/content.html reads it. */
const stockPosition = platformObject({
  quantity_on_hand: z.number(),
  quantity_backordered: z.number(),
  backorder_message: z.string(),
});

/** An item of `cart.items`, as schemas/cart.yml gives it (fuller than helpers/cart/cartItems.yml). */
const cartItem = platformObject({
  availability: z.string(),
  base_price: amount,
  brand: platformObject({ name: z.string() }),
  can_modify: z.boolean(),
  category_names: z.array(z.string()),
  configurable_fields: z.array(undocumentedObject),
  custom_fields: z.array(platformObject({ id: z.number(), name: z.string(), value: z.string() })),
  /** The item's ID (the YAML's description, "Unique ID of the coupon", is copied from `coupons`). */
  id: z.string(),
  image: image,
  max_purchase_quantity: z.number(),
  min_purchase_quantity: z.number(),
  name: z.string(),
  options: z.array(
    platformObject({
      id: z.string(),
      name: z.string(),
      value: z.string(),
      is_file: z.boolean(),
      /** Not in the YAML: a bundled product's stock; Cornerstone's templates/components/cart/content.html and totals.html. */
      linked_bundled_item: platformObject({ stock_position: stockPosition }),
    }),
  ),
  price: amount,
  price_discounted: amount,
  product_id: z.number(),
  /** The item's quantity (the YAML's description says the cart's). */
  quantity: z.number(),
  release_date: z.string(),
  /** URL that removes the (gift certificate) item from the cart. */
  remove_url: z.string(),
  /** The item's list price (MSRP), for struck-out list prices. */
  rrp: amount,
  sale_price: amount,
  /** Whether the wrapping options are shown. */
  show_gift_wrapping: z.boolean(),
  sku: z.string(),
  total: amount,
  total_discounted: amount,
  type: z.string(),
  url: z.string(),
  variant_id: z.number(),
  /** Not in the YAML: a gift certificate item's edit link; Cornerstone's templates/components/cart/content.html. */
  edit_url: z.string(),
  /** Not in the YAML: an event-date product's date; Cornerstone's templates/components/cart/content.html. */
  event_date: platformObject({ name: z.string(), date: z.string() }),
  /** Not in the YAML: the chosen wrapping; Cornerstone's templates/components/cart/item-giftwrap.html. */
  gift_wrapping: platformObject({
    name: z.string(),
    message: z.string(),
    price: amount,
    remove_url: z.string(),
  }),
  /** Not in the YAML: on-hand and backordered units; Cornerstone's templates/components/cart/content.html and totals.html. */
  stock_position: stockPosition,
});

/** A country the shipping estimator ships to (schemas/cart.yml, `shipping_handling.countries`). */
const shippingCountry = platformObject({
  currency: platformObject({ code: z.string(), name: z.string(), symbol: z.string() }),
  id: z.number(),
  iso2: z.string(),
  iso3: z.string(),
  name: z.string(),
  selected: z.boolean(),
});

/** schemas/cart.yml: `{{cart}}`, the session's cart on templates/pages/cart.html. */
export const cart = platformObject({
  /**
   * Third-party checkout buttons (PayPal…), as markup: Cornerstone's templates/components/cart/additional-checkout-buttons.html
   * prints each with triple braces.
   * @html
   */
  additional_checkout_buttons: z.array(z.string()),
  /** Applied coupons, by coupon ID. */
  coupons: z.array(
    platformObject({
      id: z.number(),
      code: z.string(),
      displayName: z.string(),
      couponType: z.string(),
      discountedAmount: z.number(),
      /** Not in the YAML (which spells `displayName`): Cornerstone's templates/components/cart/totals.html and coupons.html. */
      display_name: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/cart/totals.html prints `discount.formatted`. */
      discount: amount,
      /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
      has_max_limit_reached: z.boolean(),
      /** Not in the YAML: Cornerstone's templates/components/cart/totals.html and coupons.html link to it. */
      remove_url: z.string(),
    }),
  ),
  /** The session's discount (the YAML writes `currency: string` without `type`). */
  discount: amount,
  /** Applied gift certificates. */
  gift_certificates: z.array(
    platformObject({
      id: z.string(),
      name: z.string(),
      theme: z.string(),
      amount: z.number(),
      taxable: z.boolean(),
      sender: z.array(platformObject({ name: z.string(), email: z.string() })),
      recipient: z.array(platformObject({ name: z.string(), email: z.string() })),
      message: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
      code: z.string(),
      /** Not in the YAML: the balance left; Cornerstone's templates/components/cart/totals.html. */
      remaining: amount,
      /** Not in the YAML: the amount applied; Cornerstone's templates/components/cart/totals.html. */
      used: amount,
      /** Not in the YAML: Cornerstone's templates/components/cart/totals.html links to it. */
      remove_url: z.string(),
    }),
  ),
  gift_wrapping_cost: amount,
  /** Total with estimated shipping, discounts, taxes and wrapping. */
  grand_total: amount,
  items: z.array(cartItem),
  quantity: z.number(),
  /** The shipping estimator's configuration; null/absent when the cart has no physical products. */
  shipping_handling: platformObject({
    countries: z.array(shippingCountry),
    selected_city: z.string(),
    selected_country: z.string(),
    selected_state: z.string(),
    selected_zip: z.string(),
    show_estimator: z.boolean(),
    states: z.array(platformObject({ id: z.string(), name: z.string() })),
    /** Not in the YAML: the estimate; Cornerstone's templates/components/cart/shipping-estimator.html and totals.html. */
    shipping_cost: amount,
    /** Not in the YAML: Cornerstone's templates/components/cart/shipping-estimator.html. */
    shipping_cost_discounted: amount,
  }).nullable(),
  /** Whether to also offer "Ship to multiple addresses". */
  show_multiple_address_shipping: z.boolean(),
  show_primary_checkout_button: z.boolean(),
  status_messages: z.array(cartStatusMessage),
  /** Items' total, before shipping, discounts and wrapping; with or without tax per the store's settings. */
  sub_total: amount,
  taxes: z.array(
    platformObject({
      cost: amount,
      /** Whether the tax is included in the cart's prices. */
      included: z.boolean(),
      name: z.string(),
    }),
  ),
  /** Not in the YAML: Cornerstone's templates/pages/cart.html and components/cart/totals.html switch layouts on it. */
  multi_coupon_ui_enabled: z.boolean(),
  /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
  display_discount_total: amount,
  /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
  total_discount: amount,
  /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
  manual_discount_total: amount,
  /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
  order_based_auto_discount_total: amount,
  /** Not in the YAML: Cornerstone's templates/components/cart/totals.html. */
  order_based_auto_discount_max_limit_reached: z.boolean(),
  /** Not in the YAML: fees (e.g. handling); Cornerstone's templates/components/cart/totals.html. */
  fees: z.array(platformObject({ display_name: z.string(), cost: amount })),
  /**
   * Not in the YAML: products to suggest, when the request's resource config asks (`cart: suggestions: limit`);
   * Cornerstone's templates/components/cart/preview.html.
   */
  suggested_products: z.array(productCard),
  /** Not in the YAML: the item named by the request's `suggest` parameter; Cornerstone's templates/components/cart/preview.html. */
  added_item: cartItem,
  /** Not in the YAML: backorder settings; Cornerstone's templates/components/cart/content.html and totals.html. */
  inventory_settings: platformObject({
    show_quantity_on_hand: z.boolean(),
    show_quantity_on_backorder: z.boolean(),
    show_backorder_message: z.boolean(),
    show_default_shipping_expectation_prompt: z.boolean(),
    default_shipping_expectation_prompt: z.string(),
  }),
});

/** schemas/checkout.yml: `{{checkout}}`, on the checkout and order confirmation pages. */
export const checkout = platformObject({
  /**
   * The checkout app's markup and scripts for the order confirmation page.
   * @html
   */
  order_confirmation_content: z.string(),
  /**
   * The checkout's `<head>` content (styles, analytics scripts).
   * @html
   */
  checkout_head: z.string(),
  /** `{{checkout.order}}`, on the order confirmation page. */
  order: platformObject({ id: z.number() }),
  /** The header image's `src`. */
  header_image: z.string(),
  /** The cart and checkout ID. */
  id: z.string(),
  /**
   * Not in the YAML: the checkout app's markup and scripts for the checkout page; Cornerstone's
   * templates/pages/checkout.html prints it with triple braces.
   * @html
   */
  checkout_content: z.string(),
});

/** A product of the comparison table (schemas/comparisons.yml, an item). */
const comparedProduct = platformObject({
  /** How long the product usually takes to ship. */
  availability: z.string(),
  brand: platformObject({ url: z.string(), name: z.string() }),
  category: z.array(z.string()),
  /** Extra details as name-value pairs (size, ISBN…). */
  custom_fields: z.array(
    platformObject({
      name: z.string(),
      /**
       * Cornerstone's templates/pages/compare.html prints it with triple braces.
       * @html
       */
      value: z.string(),
    }),
  ),
  date_added: z.string(),
  demo: z.boolean(),
  has_options: z.boolean(),
  id: z.number(),
  image: image,
  images: z.array(image),
  /** The YAML types it `null` (no inventory tracking). */
  low_stock_level: z.number().nullable(),
  name: z.string(),
  num_reviews: z.number(),
  pre_order: z.boolean(),
  /**
   * The YAML gives `rrp_without_tax`, `sale_price_without_tax`, `saved`, `tax_label`, `without_tax`; Cornerstone's
   * templates/pages/compare.html renders it with components/products/price.html, which reads the whole product price.
   */
  price: productPrice,
  qty_in_cart: z.number(),
  rating: z.number(),
  show_cart_action: z.boolean(),
  sku: z.string(),
  /** The YAML types it `null` (no inventory tracking). */
  stock_level: z.number().nullable(),
  /**
   * Cornerstone's templates/pages/compare.html prints it with triple braces.
   * @html
   */
  summary: z.string(),
  url: z.string(),
  /** The YAML's description ("URL to remove this product/column from the comparison") belongs to `remove_url`. */
  weight: platformObject({ formatted: z.string(), value: z.number() }),
  /** Not in the YAML: URL that removes this product from the comparison; Cornerstone's templates/pages/compare.html. */
  remove_url: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/compare.html. */
  add_to_cart_url: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/compare.html. */
  out_of_stock_message: z.string(),
  /** Not in the YAML: the variants' price range; Cornerstone's templates/pages/compare.html renders products/price-range.html with it. */
  price_range: productPrice.shape.price_range,
});

/** schemas/comparisons.yml: `{{comparisons}}`, the products of templates/pages/compare.html. */
export const comparisons = z.array(comparedProduct);

// ---------------------------------------------------------------------------------------------------------------
// Forms.

/** The fields of a helper's sub-object (`forms.edit_account`…), to extend with what Cornerstone reads beyond the YAML. */
function fieldsOf<Fields extends z.ZodObject>(field: z.ZodOptional<Fields>): Fields['shape'] {
  return field.unwrap().shape;
}

/**
 * schemas/forms-contact.yaml: `forms_contact`, which the docs list as a theme object with no description. Its fields
 * are those Cornerstone's templates/components/page/contact-us-form.html reads from `forms.contact`, so it is the
 * full shape of `forms.contact` (helpers/forms/contact.yml gives only part of it).
 */
export const formsContact = platformObject({
  ...fieldsOf(formsContactHelper.shape.contact),
  captcha_url: z.string(),
  /** Whether to ask for a company name. */
  company: z.boolean(),
  /** Whether to ask for a name. */
  name: z.boolean(),
  /** Whether to ask for an order number. */
  order: z.boolean(),
  page_id: z.string(),
  /** Whether to ask for a phone number. */
  phone: z.boolean(),
  /** Whether to ask for a return (RMA) number. */
  rma: z.boolean(),
  /**
   * The form's introduction (the YAML's example is a paragraph of markup).
   * @html
   */
  text: z.string(),
  /** Not in the YAML: Cornerstone's templates/components/page/contact-us-form.html shows it. */
  error: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/contact-us.html tests it after a post. */
  success: z.string(),
  /** Not in the YAML: a text CAPTCHA; Cornerstone's templates/components/page/contact-us-form.html. */
  manualcaptcha: platformObject({ name: z.string(), question: z.string() }),
});

const giftCertificateForm = fieldsOf(formsGiftCertificate.shape.gift_certificate);

/**
 * schemas/forms.yml: `{{forms}}`, the forms of pages with forms: any of the helpers/forms/*.yml objects. The other
 * names are what Cornerstone's templates read from `forms` on the page that has that form.
 */
export const forms = platformObject({
  ...formsAddress.shape,
  contact: formsContact,
  ...formsCreateAccount.shape,
  edit_account: platformObject({
    ...fieldsOf(formsEditAccount.shape.edit_account),
    /** Not in the YAML: extra account fields; Cornerstone's templates/components/account/edit-account.html renders them. */
    fields: formFields,
    /** Not in the YAML: Cornerstone's templates/components/account/edit-account.html. */
    first_name_label: z.string(),
    /** Not in the YAML: Cornerstone's templates/components/account/edit-account.html. */
    last_name_label: z.string(),
    /** Not in the YAML: Cornerstone's templates/components/account/edit-account.html. */
    company_label: z.string(),
    /** Not in the YAML: Cornerstone's templates/components/account/edit-account.html. */
    phone_label: z.string(),
  }),
  gift_certificate: platformObject({
    ...giftCertificateForm,
    values: platformObject({
      ...giftCertificateForm.values.unwrap().shape,
      /**
       * The YAML types it as a string; Cornerstone's templates/pages/gift-certificate/purchase.html reads
       * `values.amount.value`, so an amount when editing.
       */
      amount: z.union([z.string(), amount]),
      /** Not in the YAML: the chosen theme; Cornerstone's templates/pages/gift-certificate/purchase.html. */
      theme: z.string(),
    }),
    /** Not in the YAML: Cornerstone's templates/pages/gift-certificate/purchase.html shows each. */
    errors: z.array(z.string()),
    /** Not in the YAML: the cart item being edited; Cornerstone's templates/pages/gift-certificate/purchase.html. */
    cart_item_id: z.string(),
    /** Not in the YAML: the custom amount's bounds; Cornerstone's templates/pages/gift-certificate/purchase.html. */
    minimum: amount,
    /** Not in the YAML: Cornerstone's templates/pages/gift-certificate/purchase.html. */
    maximum: amount,
  }),
  ...formsLogin.shape,
  ...formsProvider.shape,
  ...formsReturn.shape,
  wishlist: platformObject({
    ...fieldsOf(formsWishlist.shape.wishlist),
    /** Not in the YAML (which has `actions`): Cornerstone's templates/pages/account/add-wishlist.html tests it. */
    action: z.string(),
    /** Not in the YAML: the product to add after creating the list; Cornerstone's templates/components/account/add-wishlist.html. */
    product_id: z.string(),
  }),
  /** Not in the docs: the search form; Cornerstone's templates/pages/search.html, components/search/*.html, common/search-box.html. */
  search: platformObject({
    /** What the shopper searched for. */
    query: z.string(),
    action: z.string(),
    /** Brands of the advanced search's select. */
    brands_list: z.array(platformObject({ id: z.string(), name: z.string() })),
    /** The category tree of the advanced search, injected for its script (shape not read by the templates). */
    category_options: z.array(z.unknown()),
    /** URL of the content results tab. */
    content_url: z.string(),
    /** URL of the product results tab. */
    product_url: z.string(),
    has_suggestions: z.boolean(),
    suggested_query: platformObject({ query: z.string(), url: z.string() }),
    search_error: z.boolean(),
    /** `product` or `content`: the tab shown. */
    section: z.string(),
    /** The advanced search's values as submitted. */
    values: platformObject({
      brand: z.string(),
      price_from: z.string(),
      price_to: z.string(),
      featured_products: z.string(),
      free_shipping: z.string(),
    }),
  }),
  /** Not in the docs: Cornerstone's templates/pages/auth/forgot-password.html. */
  forgot_password: platformObject({
    error: z.string(),
    recaptcha: platformObject({
      /**
       * The reCAPTCHA widget.
       * @html
       */
      markup: z.string(),
    }),
  }),
  /** Not in the docs: Cornerstone's templates/pages/auth/new-password.html. */
  new_password: platformObject({ error: z.string(), requirements: z.string(), submit_url: z.string() }),
  /** Not in the docs: Cornerstone's templates/pages/account/inbox.html. */
  inbox: platformObject({ error: z.string(), success: z.string() }),
  /** Not in the docs: Cornerstone's templates/pages/account/add-payment-method.html and edit-payment-method.html. */
  error: z.string(),
  /** Not in the docs: the edit form's handler; Cornerstone's templates/pages/account/edit-payment-method.html. */
  action: z.string(),
  /** Not in the docs: Cornerstone's templates/pages/account/edit-payment-method.html renders them. */
  billing_fields: formFields,
  /** Not in the docs: Cornerstone's templates/pages/account/add-payment-method.html. */
  payment_method: platformObject({ provider_name: z.string() }),
});

/**
 * schemas/create-account.yml: `{{create_account}}` (helpers/theme_objects/_all.yml lists it as a theme object). The
 * YAML says it is called on auth/create-account.html as `{{forms.create_account}}`; Cornerstone reads
 * `create_account.continue_url` on templates/pages/auth/account-created.html, the page after the account is made.
 */
export const createAccount = platformObject({
  /** Where the shopper continues to. */
  continue_url: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// Account pages.

/** schemas/countries.yml: `{{countries}}`, for the country and state selects of the add payment method form. */
export const countries = z.array(
  platformObject({
    /** The country's currency. The YAML types it as a list, where cart.yml's shipping countries have one object. */
    currency: z.array(
      platformObject({
        /** ISO 4217 code, e.g. `GBP`. */
        code: z.string().length(3),
        name: z.string(),
        /** e.g. `£`. */
        symbol: z.string(),
      }),
    ),
    /** BigCommerce's ID of the country. */
    id: z.number(),
    /** ISO 3166 alpha-2. */
    iso2: z.string(),
    /** ISO 3166 alpha-3. */
    iso3: z.string(),
    name: z.string(),
    selected: z.boolean(),
  }),
);

/** schemas/vault.yml: `{{vault}}`, the stored-payment vault token. */
export const vault = platformObject({
  /** Needed to submit the add payment method form (else 401). */
  access_token: z.string(),
  /** Expiry, Unix time. */
  expires_at: z.number(),
});

/** A downloadable file, as schemas/downloads.yml gives an item. */
const downloadFile = platformObject({
  description: z.string(),
  downloads_remaining: z.number(),
  expired: z.boolean(),
  id: z.string(),
  name: z.string(),
  /** e.g. `16.53 KB`. */
  size: z.string(),
  url: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/account/download-item.html. */
  days_remaining: z.number(),
});

/**
 * schemas/downloads.yml: `{{downloads}}` on templates/pages/account/download-item.html. The YAML types it as the list
 * of files; Cornerstone's download-item.html reads `downloads.items` (the files), `downloads.images` and
 * `downloads.product_name`, so it is an object holding that list.
 */
export const downloads = platformObject({
  items: z.array(downloadFile),
  /** Not in the YAML: the product's images; Cornerstone's templates/pages/account/download-item.html. */
  images: z.array(image),
  /** Not in the YAML: Cornerstone's templates/pages/account/download-item.html. */
  product_name: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/account/download-item.html. */
  order_id: z.string(),
});

/** An address of an order (schemas/order.yml, `billing_address` and `shipping_address`). */
const orderAddress = platformObject({
  address_lines: z.array(z.string()),
  city: z.string(),
  company: z.string(),
  country: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** Not in the YAML: a bundled product's stock in an order item; Cornerstone's templates/components/account/order-contents.html. */
const orderedBundledItem = platformObject({
  quantity_ready_to_ship: z.number(),
  quantity_backordered: z.number(),
  backorder_message: z.string(),
});

/** schemas/order.yml: `{{order}}`, on templates and components with order context (order details, invoice). */
export const order = platformObject({
  billing_address: orderAddress,
  comments: z.string(),
  date: z.string(),
  has_multiple_shipping_addresses: z.boolean(),
  id: z.number(),
  invoice_url: z.string(),
  is_complete: z.boolean(),
  is_digital: z.string(),
  items: z.array(
    platformObject({
      gift_wrapping_name: z.string(),
      image: image,
      name: z.string(),
      options: z.array(
        platformObject({
          name: z.string(),
          value: z.string(),
          /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html. */
          linked_bundled_item: orderedBundledItem,
        }),
      ),
      /** The product's ID in the order. */
      order_product_id: z.string(),
      price: amount,
      quantity: z.number(),
      /** Whether the item was refunded (the YAML's description calls it a price object). */
      refunded: z.boolean(),
      refunded_qty: z.number(),
      /**
       * Why the item can't be reordered. Cornerstone's templates/components/account/order-contents.html prints it
       * with triple braces.
       * @html
       */
      reorder_message: z.string(),
      return_url: z.string(),
      /** Shipping addresses of the item; the YAML leaves the items open, these are what Cornerstone reads. */
      shipping_rows: z.array(
        platformObject({
          /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html and orders/invoice.html. */
          address: z.string(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
          country: z.string(),
          /** Not in the YAML: Cornerstone's templates/pages/account/orders/invoice.html. */
          is_pickup: z.boolean(),
          is_shipping: z.boolean(),
          is_digital: z.boolean(),
        }),
      ),
      /** Whether to offer reordering on the order details page. */
      show_reorder: z.boolean(),
      sku: z.string(),
      total: amount,
      type: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html prints `brand.name`. */
      brand: platformObject({ name: z.string() }),
      /** Not in the YAML: a digital item's download link; Cornerstone's templates/components/account/order-contents.html. */
      download_url: z.string(),
      /** Not in the YAML: Cornerstone's order-contents.html and orders/invoice.html. */
      event_date: platformObject({ name: z.string(), date: z.string() }),
      /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html. */
      quantity_ready_to_ship: z.number(),
      /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html. */
      quantity_backordered: z.number(),
      /** Not in the YAML: Cornerstone's templates/components/account/order-contents.html. */
      backorder_message: z.string(),
      /** Not in the YAML: configurable fields; Cornerstone's templates/pages/account/orders/invoice.html. */
      customizations: z.array(platformObject({ name: z.string(), value: z.string() })),
      /** Not in the YAML: Cornerstone's templates/pages/account/orders/invoice.html. */
      pre_ordered: z.boolean(),
      /** Not in the YAML: Cornerstone's templates/pages/account/orders/invoice.html. */
      new_address: z.boolean(),
    }),
  ),
  last_updated: z.string(),
  order_instructions: z.string(),
  /** The payment gateway. */
  payment_method: z.string(),
  /** URL to reorder items of this order. */
  reorder_url: z.string(),
  return_url: z.string(),
  /** Whether the merchant accepts returns (the YAML types it integer, described as a boolean). */
  returns_enabled: z.number(),
  shipping_address: orderAddress,
  shipping_address_count: z.string(),
  shipping_method: z.string(),
  /** Status code. */
  status: z.string(),
  /** The YAML leaves the items open; Cornerstone's templates/pages/account/orders/details.html shows each one's `message`. */
  status_messages: z.array(alertMessage),
  status_text: z.string(),
  total: amount,
  /** Total rows (Subtotal, Tax, Grand Total…). */
  total_rows: z.array(
    platformObject({
      label: z.string(),
      value: amount,
      /** Not in the YAML: Cornerstone's templates/pages/account/orders/details.html and invoice.html list their labels. */
      shipping_discounts: z.array(platformObject({ label: z.string() })),
    }),
  ),
  pickup_address: platformObject({
    location: platformObject({
      name: z.string(),
      code: z.string(),
      address_line_1: z.string(),
      address_line_2: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      country_alpha2: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    collection_time_description: z.string(),
    collection_instructions: z.string(),
    pickup_method_display_name: z.string(),
    pickup_method_id: z.number(),
  }),
  /** In the YAML at the order's level (likely the items' brand, misindented); kept as written. */
  brand: z.string(),
  /**
   * Not in the YAML (which has one `pickup_address` with a nested `location`): Cornerstone's
   * templates/pages/account/orders/details.html and invoice.html list pickups with flat `location_*` fields.
   */
  pickup_addresses: z.array(
    platformObject({
      pickup_method_display_name: z.string(),
      collection_time_description: z.string(),
      location_name: z.string(),
      location_line_1: z.string(),
      location_line_2: z.string(),
      location_city: z.string(),
      location_state: z.string(),
      location_zip: z.string(),
      location_country_name: z.string(),
      location_phone: z.string(),
      location_email: z.string(),
    }),
  ),
  /** Not in the YAML: Cornerstone's templates/pages/account/orders/details.html. */
  card_number_last_four: z.string(),
  /** Not in the YAML: Cornerstone's templates/pages/account/orders/details.html. */
  backorder_shipping_expectation_message: z.string(),
});

/** schemas/shipments.yml: `{{shipments}}` on templates/pages/account/orders/details.html. */
export const shipments = z.array(
  platformObject({
    date_shipped: z.string(),
    shipping_method: z.string(),
    /** The carrier. */
    shipping_provider: z.string(),
    shipping_track: platformObject({ number: z.string(), url: z.string() }),
    /** Whether to show the shopper the shipping method. */
    show_shipping_method: z.boolean(),
  }),
);

/**
 * schemas/wishlist.yml: `{{wishlist}}`, one wishlist (templates/pages/account/wishlist-details.html,
 * components/account/wishlist-item-list.html).
 */
export const wishlist = platformObject({
  id: z.number(),
  is_editable: z.boolean(),
  /** Whether the list is public. */
  is_public: z.boolean(),
  /**
   * Cornerstone's templates/components/account/wishlist-item-list.html renders each item with
   * components/products/card.html, so an item is a product card (common.ts) with the YAML's own fields. The YAML
   * types several card fields `object` with no properties (availability, brand.name, rating, sku, stock_level,
   * weight.formatted…): null values in its example; the card's types apply.
   */
  items: z.array(
    platformObject({
      ...productCard.shape,
      add_to_wishlist_url: z.string(),
      product_id: z.number(),
      /** URL that removes the product from the wishlist. */
      remove_url: z.string(),
    }),
  ),
  /** The list's name. */
  name: z.string(),
  pagination: platformObject({
    current: z.number(),
    links: z.array(platformObject({ number: z.number(), url: z.string() })),
    /** The YAML types it `object` (null in its example); Cornerstone's components/common/paginator.html links to it. */
    next: z.string().nullable(),
    /** The YAML types it `object` (null in its example); Cornerstone's components/common/paginator.html links to it. */
    previous: z.string().nullable(),
  }),
  /** URL to share the list. */
  share_url: z.string(),
  /** The list's public token. */
  token: z.string(),
});

/** A sitemap link, nested under its parent (Cornerstone's templates/components/sitemap/links.html). */
type SitemapLink = { label?: string; url?: string; children?: SitemapLink[] };

const sitemapLink: z.ZodType<SitemapLink> = platformObject({
  /** Label of the page, category or brand. */
  label: z.string(),
  /** URL of the page, category or brand. */
  url: z.string(),
  /** Not in the YAML: child pages and subcategories; Cornerstone's templates/pages/sitemap.html and components/sitemap/links.html. */
  children: z.array(z.lazy(() => sitemapLink)),
});

/** schemas/sitemap.yml: `{{sitemap}}`, the sections (pages, categories, brands) of templates/pages/sitemap.html. */
export const sitemap = z.array(
  platformObject({
    body: z.array(sitemapLink),
    /** The section's title (pages, categories, brands). */
    label: z.string(),
    show_all_link: z.boolean(),
    /** URL of the section's full list. */
    subsection_url: z.string(),
    title: z.string(),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Page types.

/** schemas/page-type.yml: every value of `{{page_type}}`, in the docs' order. */
export const PAGE_TYPES = [
  'account_orderstatus',
  'account_order',
  'account_addressbook',
  'shippingaddressform',
  'account_new_return',
  'add-wishlist',
  'account_recentitems',
  'account_downloaditem',
  'editaccount',
  'account_inbox',
  'account_saved_return',
  'account_returns',
  'account_paymentmethods',
  'account_addpaymentmethod',
  'account_editpaymentmethod',
  'login',
  'createaccount_thanks',
  'createaccount',
  'getnewpassword',
  'forgotpassword',
  'blog',
  'blog_post',
  'brand',
  'brands',
  'cart',
  'checkout',
  'category',
  'compare',
  'page_contact_form',
  'error',
  '404',
  'giftcertificates',
  'giftcertificates_balance',
  'giftcertificates_redeem',
  'default',
  'orderconfirmation',
  'page',
  'product',
  'amp_product_options',
  'search',
  'sitemap',
  'newsletter_subscribe',
  'wishlist',
  'wishlists',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/**
 * What each page type's template receives beyond the global objects (global-objects.ts), keyed by context name.
 * `pagination` and `forms` entries hold only the keys that page has. `blog` on the blog and blog post pages adds to
 * the global `{{blog}}` (name, url, recent_posts): merge the shapes, do not replace the global one.
 *
 * No entry holds `customer`: the account fields the docs tie to account pages (helpers/customer/*.yml: addresses on
 * the address pages, payment_methods on payment-methods.html, returns on returns.html, wishlists on wishlist-list.html)
 * are on the global customer of schemas/customer.yml, and frontmatter-reference.mdx makes orders, returns and
 * wishlists global front-matter attributes; so the comments name them, and global-objects.ts holds them.
 */
export const pageObjects = {
  // templates/pages/account/orders/all.html (completed.html too); customer.orders comes by front matter (global); Cornerstone's pagination
  account_orderstatus: platformObject({ pagination: pagination.pick({ orders: true }) }),
  // templates/pages/account/orders/details.html (orders/invoice.html reads `order` too); schemas/order.yml, schemas/shipments.yml
  account_order: platformObject({ order, shipments }),
  // templates/pages/account/addresses.html; helpers/customer/addresses.yml: reads customer.addresses (and Cornerstone's customer.error,
  // customer.success), all on the global customer
  account_addressbook: platformObject({}),
  // templates/pages/account/add-address.html; helpers/forms/address.yml
  shippingaddressform: platformObject({ forms: forms.pick({ address: true }) }),
  // templates/pages/account/add-return.html; helpers/forms/return.yml
  account_new_return: platformObject({ forms: forms.pick({ return: true }) }),
  // templates/pages/account/add-wishlist.html; helpers/forms/wishlist.yml
  'add-wishlist': platformObject({ forms: forms.pick({ wishlist: true }) }),
  // templates/pages/account/recent-items.html; reads only customer.recently_viewed_products (global, front matter gated; Cornerstone
  // reads .items and .show_compare where schemas/customer.yml gives a list)
  account_recentitems: platformObject({}),
  // templates/pages/account/download-item.html; schemas/downloads.yml
  account_downloaditem: platformObject({ downloads }),
  // templates/pages/account/edit.html; helpers/forms/edit_account.yml
  editaccount: platformObject({ forms: forms.pick({ edit_account: true }) }),
  // templates/pages/account/inbox.html; not in the docs: Cornerstone's inbox.html reads forms.inbox (and customer.inbox, global)
  account_inbox: platformObject({ forms: forms.pick({ inbox: true }) }),
  // templates/pages/account/return-saved.html; not in the docs: Cornerstone's return-saved.html reads return.instructions
  account_saved_return: platformObject({ return: platformObject({ instructions: z.string() }) }),
  // templates/pages/account/returns.html; helpers/customer/returns.yml: reads customer.returns (global, front matter gated)
  account_returns: platformObject({}),
  // templates/pages/account/payment-methods.html; schemas/countries.yml, schemas/vault.yml, helpers/forms/provider.yml (all three name
  // payment-methods.html; Cornerstone reads them on add-payment-method.html); customer.payment_methods is on the global customer
  account_paymentmethods: platformObject({
    countries,
    vault,
    forms: forms.pick({ provider: true }),
  }),
  // templates/pages/account/add-payment-method.html; schemas/countries.yml, schemas/vault.yml, helpers/forms/provider.yml (Cornerstone
  // reads them here); forms.error, forms.payment_method, account_payments, initialization_data from Cornerstone's add-payment-method.html
  account_addpaymentmethod: platformObject({
    countries,
    vault,
    forms: forms.pick({ provider: true, error: true, payment_method: true }),
    /**
     * Not in the docs: the payment provider's form; Cornerstone's add-payment-method.html prints it with triple braces.
     * @html
     */
    account_payments: z.string(),
    /** Not in the docs: injected for the payment provider's script (shape not read by the template). */
    initialization_data: z.unknown(),
  }),
  // templates/pages/account/edit-payment-method.html; not in the docs: Cornerstone reads forms.error, forms.action, forms.billing_fields
  // (and customer.edit_stored_instrument, global)
  account_editpaymentmethod: platformObject({ forms: forms.pick({ error: true, action: true, billing_fields: true }) }),
  // templates/pages/auth/login.html; helpers/forms/login.yml
  login: platformObject({ forms: forms.pick({ login: true }) }),
  // templates/pages/auth/account-created.html; schemas/create-account.yml
  createaccount_thanks: platformObject({ create_account: createAccount }),
  // templates/pages/auth/create-account.html; helpers/forms/create_account.yml
  createaccount: platformObject({ forms: forms.pick({ create_account: true }) }),
  // templates/pages/auth/new-password.html; not in the docs: Cornerstone reads forms.new_password
  getnewpassword: platformObject({ forms: forms.pick({ new_password: true }) }),
  // templates/pages/auth/forgot-password.html; not in the docs: Cornerstone reads forms.forgot_password
  forgotpassword: platformObject({ forms: forms.pick({ forgot_password: true }) }),
  // templates/pages/blog.html; schemas/blog.yml (blog page), schemas/pagination.yml (blog), frontmatter-reference.mdx (blog.posts)
  blog: platformObject({ blog, pagination: pagination.pick({ blog: true }) }),
  // templates/pages/blog-post.html; helpers/blog/posts.yml (one post); Cornerstone reads blog.post
  // The blog post page's `blog` is the global one (schemas/blog.yml: name, url, the front-matter-gated recent_posts)
  // with the post (Cornerstone's templates/pages/blog-post.html reads blog.post).
  blog_post: platformObject({ blog: platformObject({ post: blogPost, name: z.string(), url: z.string(), recent_posts: blogPosts }) }),
  // templates/pages/brand.html; schemas/brand.yml, schemas/pagination.yml (brand), schemas/faceted-search.yml
  brand: platformObject({ brand, pagination: pagination.pick({ brand: true }), faceted_search: facetedSearch }),
  // templates/pages/brands.html; schemas/brands.yml, schemas/pagination.yml (its description names brands.html)
  brands: platformObject({ brands, pagination: pagination.pick({ brands: true }) }),
  // templates/pages/cart.html; schemas/cart.yml (front matter `cart: true` can bring it to other pages too)
  cart: platformObject({ cart }),
  // templates/pages/checkout.html; schemas/checkout.yml
  checkout: platformObject({ checkout }),
  // templates/pages/category.html; schemas/category.yml, schemas/pagination.yml (category), schemas/faceted-search.yml
  category: platformObject({
    category,
    pagination: pagination.pick({ category: true }),
    faceted_search: facetedSearch,
  }),
  // templates/pages/compare.html; schemas/comparisons.yml
  compare: platformObject({ comparisons }),
  // templates/pages/contact-us.html; schemas/page.yml, helpers/forms/contact.yml, schemas/forms-contact.yaml
  page_contact_form: platformObject({ page, forms: forms.pick({ contact: true }) }),
  // templates/pages/errors/generic.html; reads no page object
  error: platformObject({}),
  // templates/pages/errors/404.html; not in the docs: Cornerstone's components/common/search-box.html reads forms.search.query
  404: platformObject({ forms: forms.pick({ search: true }) }),
  // templates/pages/gift-certificate/purchase.html; helpers/forms/gift_certificate.yml
  giftcertificates: platformObject({ forms: forms.pick({ gift_certificate: true }) }),
  // templates/pages/gift-certificate/balance.html; not in the docs: Cornerstone reads gift_certificate.balance, .code, .error
  giftcertificates_balance: platformObject({
    gift_certificate: platformObject({ balance: amount, code: z.string(), error: z.string() }),
  }),
  // templates/pages/gift-certificate/redeem.html; reads no page object
  giftcertificates_redeem: platformObject({}),
  // templates/pages/home.html; schemas/shipping-messages.yml (products, carousel, blog.recent_posts are global, by front matter)
  default: platformObject({ shipping_messages: shippingMessages }),
  // templates/pages/order-confirmation.html; schemas/checkout.yml (including checkout.order)
  orderconfirmation: platformObject({ checkout }),
  // templates/pages/page.html; schemas/page.yml
  page: platformObject({ page }),
  // templates/pages/product.html; schemas/product.yml, schemas/pagination.yml (reviews, from Cornerstone's products/reviews.html),
  // backorder_messages from Cornerstone's products/product-view.html
  product: platformObject({
    product,
    pagination: pagination.pick({ reviews: true }),
    backorder_messages: backorderMessages,
  }),
  // no template in Cornerstone 6.21 (its assets/js/app.js loads the product script for it); schemas/product.yml (the product's options)
  amp_product_options: platformObject({ product }),
  // templates/pages/search.html; schemas/product-results.yaml, content-results.yaml, brand-results.yaml, category-results.yaml,
  // faceted-search.yml, pagination.yml; forms.search and result_count from Cornerstone's search.html and components/search/*.html
  search: platformObject({
    product_results: productResults,
    content_results: contentResults,
    brand_results: brandResults,
    category_results: categoryResults,
    faceted_search: facetedSearch,
    pagination: pagination.pick({ product_results: true, content_results: true }),
    forms: forms.pick({ search: true }),
    /** Not in the docs: the number of results; Cornerstone's templates/pages/search.html and components/search/heading.html. */
    result_count: z.number(),
  }),
  // templates/pages/sitemap.html; schemas/sitemap.yml
  sitemap: platformObject({ sitemap }),
  // templates/pages/subscribed.html; not in the docs: Cornerstone reads subscription.error
  newsletter_subscribe: platformObject({ subscription: platformObject({ error: z.string() }) }),
  // templates/pages/account/wishlist-details.html; schemas/wishlist.yml
  wishlist: platformObject({ wishlist }),
  // templates/pages/account/wishlists.html; helpers/customer/wishlists.yml: reads customer.wishlists (global, front matter gated)
  wishlists: platformObject({}),
} satisfies Record<PageType, z.ZodObject>;
