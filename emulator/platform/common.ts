/**
 * The shared pieces of BigCommerce's Stencil theme object model (the context a template receives),
 * transcribed from the published reference: github:bigcommerce/docs,
 * docs/storefront/stencil/themes/context/object-reference/helpers/** (JSON-schema-like YAML) and
 * docs/storefront/stencil/themes/context/catalog-price-object.mdx.
 *
 * Every name comes from those files; where the YAML is incomplete and Cornerstone's templates read a
 * field of the same object, the field is added with a comment naming the Cornerstone template.
 * A field tagged `@html` holds markup: templates print it with triple braces.
 */
import * as z from 'zod';

/**
 * Every platform object is built with this: all fields optional, because a store may lack any of them
 * (no videos, no sale price, prices without tax…), and unknown names rejected, so a name the docs do
 * not give cannot creep into fixtures or templates unnoticed.
 */
export function platformObject<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.strictObject(shape).partial();
}

/**
 * An object the docs type as `type: object` and give no properties for: nothing to check names against,
 * so it takes any; replace it with a `platformObject` once the docs or Cornerstone say what it holds.
 */
const undocumentedObject = z.record(z.string(), z.unknown());

/** helpers/common/amount.yml: a price amount. */
export const amount = platformObject({
  /** Currency code. */
  currency: z.string(),
  /** The price as text, with the currency's formatting. */
  formatted: z.string(),
  /** The price as a number. */
  value: z.number(),
});

/** helpers/common/image.yml: `{{*.image}}`, as in `{{category.image}}` and `{{product.images[*]}}`. */
export const image = platformObject({
  /** Text for missing images and screen readers. */
  alt: z.string(),
  /** Internal URL to the image (a `{:size}` template for the `getImage*` helpers). */
  data: z.string(),
});

const commonPriceShape = {
  /** Tax label (VAT, sales tax…) shown to shoppers. */
  tax_label: z.string(),
  without_tax: amount,
  /**
   * Not in the YAML: catalog-price-object.mdx shows `with_tax` on `product.price`, and Cornerstone's
   * templates/components/products/price-range.html reads `price.price_range.min.with_tax` (a common price).
   */
  with_tax: amount,
};

/** helpers/common/price.yml: the properties common to `product.price` and `product.price.price_range.min/max`. */
export const commonPrice = platformObject(commonPriceShape);

/**
 * helpers/product/price.yml (`product.price` and `products[*].price`), merged with every field
 * catalog-price-object.mdx shows. Which fields are present depends on the store's tax display settings
 * and on whether a sale price, MSRP or MAP price is set.
 */
export const productPrice = platformObject({
  ...commonPriceShape,
  /** catalog-price-object.mdx: the default price when a sale price is set. */
  non_sale_price_with_tax: amount,
  non_sale_price_without_tax: amount,
  map_price_with_tax: amount,
  map_price_without_tax: amount,
  /** Price range across the product's variants. */
  price_range: platformObject({ min: commonPrice, max: commonPrice }),
  /**
   * MSRP range across variants. Shown only in catalog-price-object.mdx (min/max with `without_tax`);
   * Cornerstone's templates/components/products/price-range.html reads `min/max.with_tax` too, so it is a common price.
   */
  retail_price_range: platformObject({ min: commonPrice, max: commonPrice }),
  /** `rrp` is the regular retail price: the control panel's MSRP. */
  rrp_with_tax: amount,
  rrp_without_tax: amount,
  /** catalog-price-object.mdx: present only when a sale price is set. */
  sale_price_with_tax: amount,
  sale_price_without_tax: amount,
  /** The shopper's saving: default (or sale) price against MSRP or non-sale price. */
  saved: amount,
});

/** A custom field as product cards and `product.custom_fields` carry it (helpers/common/product.yml). */
const customField = platformObject({
  id: z.number(),
  name: z.string(),
  value: z.string(),
});

/**
 * A chosen option as a line of an order, return or cart item shows it. The YAML gives these `options` items no
 * properties; Cornerstone's templates/components/common/product-options.html prints `value`, and the lists around it
 * (account/returns-list.html, cart/content.html, pages/account/add-return.html) print `name`.
 */
const chosenOption = platformObject({
  name: z.string(),
  /** Cornerstone prints it through `sanitize`, unless it is `Yes`/`No`. */
  value: z.string(),
});

/** helpers/product/custom_fields.yml is empty; these are the items helpers/common/product.yml gives `custom_fields`. */
export const productCustomFields = z.array(customField);

/** One bulk pricing tier, as schemas/product.yml gives `product.bulk_discount_rates[*]`; exported for the product page object. */
export const bulkDiscountRate = platformObject({
  /** `percent`, `fixed` or `price`, as Cornerstone's templates/components/products/bulk-discount-rates.html reads it. */
  type: z.string(),
  min: z.number(),
  max: z.number(),
  discount: amount,
  /**
   * Not in the YAML: Cornerstone's templates/components/products/bulk-discount-rates.html prints
   * `discount_inc_tax.formatted` for stores that show prices with tax.
   */
  discount_inc_tax: amount,
});

const productCardShape = {
  add_to_cart_url: z.string(),
  availability: z.string(),
  /**
   * The YAML types it `null` (a product without a brand); Cornerstone's templates/components/products/card.html
   * and list-item.html read `brand.name`, so a branded product has an object.
   */
  brand: platformObject({ name: z.string() }).nullable(),
  /** Names of the product's categories. */
  category: z.array(z.string()),
  custom_fields: z.array(customField),
  date_added: z.string(),
  demo: z.boolean(),
  has_options: z.boolean(),
  id: z.number(),
  image: image,
  images: z.array(image),
  /** With inventory tracking: the low-stock threshold; without: null. */
  low_stock_level: z.number().nullable(),
  name: z.string(),
  num_reviews: z.number(),
  pre_order: z.boolean(),
  /**
   * The YAML refers to helpers/common/price.yml; Cornerstone's templates/components/products/card.html passes
   * the card's price to components/products/price.html, which reads the whole product price (rrp, sale, non-sale…).
   */
  price: productPrice,
  qty_in_cart: z.number(),
  rating: z.number(),
  show_cart_action: z.boolean(),
  /** The YAML types it `null` (no SKU); a product with one has a string. */
  sku: z.string().nullable(),
  /** With inventory tracking: units for sale (0 or more); without: null. */
  stock_level: z.number().nullable(),
  /**
   * Cornerstone's templates/components/products/list-item.html prints it with triple braces.
   * @html
   */
  summary: z.string(),
  url: z.string(),
  weight: platformObject({ formatted: z.string(), value: z.number() }),
  /** Not in the YAML: Cornerstone's templates/components/products/card.html and list-item.html print it. */
  out_of_stock_message: z.string(),
  /** Not in the YAML: Cornerstone's templates/components/products/card.html and list-item.html link to it. */
  pre_order_add_to_cart_url: z.string(),
  /** Not in the YAML: Cornerstone's templates/components/products/card.html renders components/products/bulk-discount-rates.html. */
  bulk_discount_rates: z.array(bulkDiscountRate),
};

/**
 * helpers/common/product.yml: the product card of `products.new`, `products.featured`, `products.top_sellers`,
 * and of category, brand and search listings.
 */
export const productCard = platformObject(productCardShape);

/**
 * helpers/product/options.yml: `product.options`, the option fields of the product form. Cornerstone renders each
 * with `{{dynamicComponent 'components/products/options'}}`, so an option is the context of the partial named by `partial`.
 */
export const productOptions = z.array(
  platformObject({
    checked: z.boolean(),
    condition: z.boolean(),
    display_name: z.string(),
    id: z.number(),
    label: z.string(),
    noValue: z.number(),
    /** Name of the partial that renders the option (components/products/options/<partial>.html). */
    partial: z.string(),
    required: z.boolean(),
    state: z.string(),
    type: z.string(),
    values: z.array(
      platformObject({
        /**
         * The YAML types it a string; Cornerstone's templates/components/products/options/swatch.html reads
         * `data.[0]`, `data.[1]`, `data.[2]`: a swatch's one to three colours.
         */
        data: z.union([z.string(), z.array(z.string())]),
        id: z.number(),
        label: z.string(),
        selected: z.boolean(),
        /** Not in the YAML: Cornerstone's templates/components/products/options/swatch.html and product-list.html show it. */
        image: image,
        /** Not in the YAML: Cornerstone's templates/components/products/options/swatch.html (a pattern swatch). */
        pattern: z.union([z.boolean(), z.string()]),
      }),
    ),
    /** Not in the YAML: Cornerstone's options/set-radio.html, set-rectangle.html, swatch.html and product-list.html read it. */
    defaultValue: z.union([z.string(), z.number()]),
    /** Not in the YAML: the shopper's earlier entry, read by Cornerstone's options/input-text.html, input-numbers.html, textarea.html. */
    prefill: z.union([z.string(), z.number()]),
    /** Not in the YAML: what a checkbox option sends when ticked; Cornerstone's options/input-checkbox.html. */
    value: z.number(),
    /** Not in the YAML: Cornerstone's options/input-text.html and textarea.html. */
    max_length: z.number(),
    /** Not in the YAML: Cornerstone's options/input-numbers.html. */
    integer_only: z.boolean(),
    /** Not in the YAML: Cornerstone's options/date.html. */
    earliest_year: z.number(),
    /** Not in the YAML: Cornerstone's options/date.html. */
    latest_year: z.number(),
    /** Not in the YAML: Cornerstone's options/date.html. */
    selected_date: platformObject({ day: z.number(), month: z.number(), year: z.number() }),
    /** Not in the YAML: Cornerstone's options/date.html puts it in a `style` attribute. */
    style: z.string(),
    /** Not in the YAML: Cornerstone's options/input-file.html. */
    file_size: z.union([z.string(), z.number()]),
    /** Not in the YAML: Cornerstone's options/input-file.html. */
    file_types: z.string(),
    /** Not in the YAML: name of the file already sent, in Cornerstone's options/input-file.html. */
    original_name: z.string(),
    /** Not in the YAML: Cornerstone's options/input-file.html links to it. */
    file_url: z.string(),
    /** Not in the YAML: name of the remove-file checkbox in Cornerstone's options/input-file.html. */
    file_remove: z.string(),
  }),
);

/** helpers/product/related_products.yml: `product.related_products`, product cards with a wishlist link. */
export const productRelatedProducts = z.array(
  platformObject({
    ...productCardShape,
    /** e.g. `/wishlist.php?action=add&product_id=104`. */
    add_to_wishlist_url: z.string(),
  }),
);

/**
 * helpers/product/similar_by_views.yml is empty. `product.similar_by_views` is a list of product cards:
 * Cornerstone's templates/components/products/tabs.html renders it with components/products/carousel.html → card.html.
 */
export const productSimilarByViews = z.array(productCard);

const recaptcha = platformObject({
  /** 1 when reCAPTCHA is on, 0 when off. */
  enabled: z.number(),
  public_key: z.string(),
  /**
   * The reCAPTCHA widget.
   * @html
   */
  markup: z.string(),
});

/** helpers/product/reviews.yml: `product.reviews`. */
export const productReviews = platformObject({
  /** The YAML gives no properties for a message. */
  messages: z.array(undocumentedObject),
  total: z.number(),
  captcha: z.string(),
  recaptcha: recaptcha,
  show_review_email: z.boolean(),
  /** Not in the YAML: the reviews themselves, which Cornerstone's templates/components/products/reviews.html lists. */
  list: z.array(
    platformObject({
      name: z.string(),
      rating: z.number(),
      /** Cornerstone prints it through `sanitize`. */
      title: z.string(),
      /** Cornerstone prints it through `sanitize`. */
      text: z.string(),
      date: z.string(),
    }),
  ),
});

const video = platformObject({
  description_long: z.string(),
  description_short: z.string(),
  /** The video's YouTube id. */
  id: z.string(),
  length: z.string(),
  title_long: z.string(),
  title_short: z.string(),
});

/** helpers/product/videos.yml: `product.videos`, present if the product has videos. */
export const productVideos = platformObject({
  featured: video,
  list: z.array(video),
});

/** helpers/customer/addresses.yml: `customer.addresses` (templates/pages/account/addresses.html…). */
export const customerAddresses = z.array(
  platformObject({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    company: z.string(),
    country: z.string(),
    country_id: z.string(),
    customer_id: z.string(),
    delete_url: z.string(),
    destination: z.string(),
    edit_url: z.string(),
    first_name: z.string(),
    form_session_id: z.string(),
    full_name: z.string(),
    /** The ID of the shipping address. */
    id: z.string(),
    last_name: z.string(),
    /** The YAML leaves the type empty; customer/shipping_addresses.yml types the same field as a timestamp string. */
    last_used: z.string(),
    phone: z.string(),
    state: z.string(),
    state_id: z.string(),
    zip: z.string(),
  }),
);

/** helpers/customer/orders.yml: `customer.orders` (templates/pages/account/orders…). */
export const customerOrders = z.array(
  platformObject({
    date: z.string(),
    details_url: z.string(),
    id: z.string(),
    image: image,
    items: z.array(
      platformObject({
        expected_release_date: z.string(),
        image: image,
        name: z.string(),
        /** The YAML gives no properties for an option. */
        options: z.array(undocumentedObject),
        quantity: z.string(),
        refunded: z.string(),
        type: z.string(),
      }),
    ),
    last_update_date: z.string(),
    payment_instructions: z.string(),
    reorder_url: z.string(),
    return_url: z.string(),
    status: z.string(),
    total: amount,
  }),
);

const storedInstrumentAddress = platformObject({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  country_code: z.string(),
  country: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  zip: z.string(),
  state: z.string(),
  state_code: z.string(),
});

/**
 * helpers/customer/payment_methods.yml: `customer.payment_methods` (templates/pages/account/payment-methods.html).
 * One of two shapes: the list when config.json's meta.features has `account_payment_methods_v2`, else the older object.
 * The YAML marks a few fields `required`; here they stay optional like every platform field.
 */
export const customerPaymentMethods = z.union([
  z.array(
    platformObject({
      /** The name the merchant gave. */
      display_name: z.string(),
      add_url: z.string().nullable(),
      type: z.enum(['CARD', 'PAYPAL']),
      /** Not in the YAML: Cornerstone's templates/components/account/payment-methods-list.html (`ach`, `ecp`, `sepa_direct_debit`…). */
      methodId: z.string(),
      /** Not in the YAML: Cornerstone's templates/components/account/payment-methods-list.html prints it under the name. */
      description: z.string(),
      stored_instruments: z.array(
        platformObject({
          type: z.string(),
          brand: z.string(),
          expiry_month: z.number(),
          expiry_year: z.number(),
          last_4: z.string(),
          /** The YAML types it `null` for cards. */
          email: z.string().nullable(),
          is_default: z.boolean(),
          edit_url: z.string(),
          delete_url: z.string(),
          billing_address: storedInstrumentAddress,
          /** Not in the YAML: bank accounts' masked number, in Cornerstone's templates/components/account/payment-methods-list.html. */
          masked_account_number: z.string(),
        }),
      ),
      instruments: z.array(
        platformObject({
          type: z.string(),
          /** The YAML types the card fields `null` for these (PayPal) instruments. */
          expiry_month: z.number().nullable(),
          expiry_year: z.number().nullable(),
          last_4: z.string().nullable(),
          email: z.string(),
          is_default: z.boolean(),
          edit_url: z.string(),
          delete_url: z.string(),
          billing_address: storedInstrumentAddress.nullable(),
        }),
      ),
    }),
  ),
  platformObject({
    payment_method_name_key: platformObject({
      add_url: z.string(),
      display_name: z.string(),
      /** The YAML gives no properties for a method. */
      methods: z.array(undocumentedObject),
    }),
    /** The YAML types it `null`; the docs do not say what it holds when a method is selected. */
    selected_payment_method: z.null(),
  }),
]);

/** helpers/customer/returns.yml: `customer.returns` (templates/pages/account/returns.html). */
export const customerReturns = z.array(
  platformObject({
    action: z.string(),
    comments: z.string(),
    date_requested: z.string(),
    id: z.string(),
    product: platformObject({
      /** The YAML gives an object with empty properties: the common image is the nearest documented shape. */
      image: image,
      name: z.string(),
      /** The YAML gives no properties for an option; see `chosenOption`. */
      options: z.array(chosenOption),
      /** Not in the YAML: Cornerstone's templates/components/account/returns-list.html links to it. */
      url: z.string(),
    }),
    quantity: z.number(),
    reason: z.string(),
    status: z.string(),
  }),
);

/**
 * helpers/customer/shipping_addresses.yml: `customer.shipping_addresses`. The YAML types it as one object
 * (an address), not an array; transcribed as written.
 */
export const customerShippingAddresses = platformObject({
  /** First line. */
  address1: z.string(),
  /** Second line. */
  address2: z.string(),
  city: z.string(),
  company: z.string(),
  country: z.string(),
  country_id: z.string(),
  /** Residential or business/commercial. */
  destination: z.string(),
  first_name: z.string(),
  /** Used for custom shipping forms. */
  form_session_id: z.string(),
  /** Unique, system-generated. */
  id: z.string(),
  last_name: z.string(),
  /** When this address was last used for shipping. */
  last_used: z.string(),
  phone: z.string(),
  state: z.string(),
  state_id: z.string(),
  zip: z.string(),
});

/** helpers/customer/wishlists.yml: `customer.wishlists` (templates/components/account/wishlist-list.html). */
export const customerWishlists = z.array(
  platformObject({
    add_url: z.string(),
    delete_url: z.string(),
    edit_url: z.string(),
    id: z.number(),
    is_public: z.boolean(),
    name: z.string(),
    num_items: z.number(),
    share_url: z.string(),
    token: z.string(),
    view_url: z.string(),
  }),
);

/** helpers/forms/address.yml: `{{forms.address}}` (templates/pages/account/add-address.html). */
export const formsAddress = platformObject({
  address: platformObject({
    /** ID of this shipping address. */
    address_id: z.string(),
    /** Form fields of the address; the YAML leaves the item shape open (Cornerstone's components/common/forms render them). */
    shipping_fields: z.array(z.unknown()),
    /** URL of the handler (update an address or save a new one). */
    action: z.string(),
    /** Message shown when the form entry fails. */
    error: z.string(),
  }),
});

/** helpers/forms/contact.yml: `{{forms.contact}}` (templates/pages/contact-us.html). */
export const formsContact = platformObject({
  contact: platformObject({
    captcha_url: z.string(),
    page_id: z.string(),
    recaptcha: recaptcha,
    text: z.string(),
    /** Not in the YAML: Cornerstone's templates/components/page/contact-us-form.html shows the error. */
    error: z.string(),
    /** Not in the YAML: Cornerstone's templates/pages/contact-us.html shows the thanks once sent. */
    success: z.union([z.boolean(), z.string()]),
    /** Not in the YAML: whether the form asks for it, in Cornerstone's templates/components/page/contact-us-form.html. */
    name: z.boolean(),
    /** Not in the YAML: as `name`. */
    phone: z.boolean(),
    /** Not in the YAML: as `name` (the order number). */
    order: z.boolean(),
    /** Not in the YAML: as `name`. */
    company: z.boolean(),
    /** Not in the YAML: as `name` (the RMA number). */
    rma: z.boolean(),
    /** Not in the YAML: the store's own captcha question, in Cornerstone's templates/components/page/contact-us-form.html. */
    manualcaptcha: platformObject({ name: z.string(), question: z.string() }),
  }),
});

/** helpers/forms/create_account.yml: `{{forms.create_account}}` (templates/pages/auth/create-account.html). */
export const formsCreateAccount = platformObject({
  create_account: platformObject({
    /**
     * The YAML types it a string and describes it as the reCAPTCHA objects, with `enabled` and `public_key` beside it;
     * Cornerstone's templates/pages/auth/create-account.html prints `recaptcha.markup`, so it may be the object.
     */
    recaptcha: z.union([z.string(), recaptcha]),
    /** Whether reCAPTCHA is on for this store. */
    enabled: z.boolean(),
    /** reCAPTCHA site key. */
    public_key: z.string(),
    /** Form fields of the address; the YAML leaves the item shape open. */
    address_fields: z.array(z.unknown()),
    /** CSS class for a field of the array. */
    class_name: z.string(),
    /**
     * The YAML types it a string and describes it as an object of form fields; Cornerstone's
     * templates/pages/auth/create-account.html iterates it with `#each` like `address_fields`.
     */
    account_fields: z.union([z.string(), z.array(z.unknown()), undocumentedObject]),
    /** Message shown when account creation fails. */
    error: z.string(),
    /** Whether the shopper is creating the account during checkout. */
    checking_out: z.boolean(),
  }),
});

/** helpers/forms/edit_account.yml: `{{forms.edit_account}}` (templates/pages/account/edit.html). */
export const formsEditAccount = platformObject({
  edit_account: platformObject({
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string(),
    phone: z.string(),
    /** Message shown when the edit fails. */
    error: z.string(),
    /** Message shown when the edit succeeds. */
    success: z.string(),
    /** Not in the YAML: labels Cornerstone's templates/components/account/edit-account.html falls back to. */
    first_name_label: z.string(),
    /** Not in the YAML: as `first_name_label`. */
    last_name_label: z.string(),
    /** Not in the YAML: as `first_name_label`. */
    company_label: z.string(),
    /** Not in the YAML: as `first_name_label`. */
    phone_label: z.string(),
    /** Not in the YAML: further form fields, rendered by Cornerstone's edit-account.html through components/common/forms. */
    fields: z.array(z.unknown()),
  }),
});

/** helpers/forms/gift_certificate.yml: `{{forms.gift_certificate}}` (templates/pages/gift-certificate/purchase.html). */
export const formsGiftCertificate = platformObject({
  gift_certificate: platformObject({
    action: z.string(),
    amount_options: z.array(amount),
    can_use_custom_amount: z.boolean(),
    editing: z.boolean(),
    /** The YAML types it boolean; Cornerstone's templates/pages/gift-certificate/purchase.html prints it as the number of days. */
    expires_in_days: z.union([z.boolean(), z.number()]),
    preview: z.string(),
    themes: z.array(platformObject({ display: z.string(), value: z.string() })),
    /** Not in the YAML: Cornerstone's templates/pages/gift-certificate/purchase.html shows each as an error alert. */
    errors: z.array(z.string()),
    /** Not in the YAML: the cart line being edited, in Cornerstone's templates/pages/gift-certificate/purchase.html. */
    cart_item_id: z.union([z.string(), z.number()]),
    /** Not in the YAML: the custom amount's bounds, in Cornerstone's templates/pages/gift-certificate/purchase.html. */
    minimum: amount,
    /** Not in the YAML: as `minimum`. */
    maximum: amount,
    values: platformObject({
      /** The YAML types it a string; Cornerstone's templates/pages/gift-certificate/purchase.html reads `amount.value`. */
      amount: z.union([z.string(), amount]),
      /** Not in the YAML: the chosen theme, in Cornerstone's templates/pages/gift-certificate/purchase.html. */
      theme: z.string(),
      from_email: z.string(),
      from_name: z.string(),
      message: z.string(),
      to_email: z.string(),
      to_name: z.string(),
    }),
  }),
});

/** helpers/forms/login.yml: `{{forms.login}}` (templates/pages/auth/login.html). */
export const formsLogin = platformObject({
  login: platformObject({
    /** Message shown when sign-in fails. */
    error: z.string(),
    /** Message shown when sign-in succeeds. */
    success: z.string(),
    reCAPTCHA: z.string(),
    /** `1` when reCAPTCHA is on, `0` when off. */
    enabled: z.string(),
    /** reCAPTCHA key, if set in the control panel. */
    public_key: z.string(),
    /**
     * HTML that adds reCAPTCHA v2.
     * @html
     */
    markup: z.string(),
  }),
});

/** helpers/forms/provider.yml: `{{forms.provider}}` (templates/pages/account/payment-methods.html). */
export const formsProvider = platformObject({
  /** e.g. `authorize.net`. */
  provider: z.string(),
});

/** helpers/forms/return.yml: `{{forms.return}}` (templates/pages/account/add-return.html). */
export const formsReturn = platformObject({
  return: platformObject({
    actions: z.array(z.string()),
    order_id: z.string(),
    /** The YAML gives no properties for an order product; these are what Cornerstone's templates/pages/account/add-return.html reads. */
    order_products: z.array(
      platformObject({
        id: z.union([z.string(), z.number()]),
        name: z.string(),
        price: amount,
        quantity: z.number(),
        options: z.array(chosenOption),
      }),
    ),
    reasons: z.array(z.string()),
  }),
});

/** helpers/forms/wishlist.yml: `{{forms.wishlist}}` (templates/pages/account/add-wishlist.html). */
export const formsWishlist = platformObject({
  wishlist: platformObject({
    /** The wishlist's displayed name. */
    name: z.string(),
    id: z.string(),
    /** Whether other visitors see this wishlist. */
    is_public: z.boolean(),
    /** Message shown when the form entry fails. */
    errors: z.string(),
    /** URL of the handler (update a wishlist or save a new one). */
    actions: z.string(),
    /** Not in the YAML (which has `actions`): Cornerstone's templates/pages/account/add-wishlist.html reads `action`. */
    action: z.string(),
    /** Not in the YAML: the product to add once created, in Cornerstone's templates/components/account/add-wishlist.html. */
    product_id: z.union([z.string(), z.number()]),
  }),
});

/** A cart line's stock, as Cornerstone's templates/components/cart/content.html reads it (not in the YAML). */
const stockPosition = platformObject({
  quantity_on_hand: z.number(),
  quantity_backordered: z.number(),
  backorder_message: z.string(),
});

/** helpers/cart/cartItems.yml: `cart.items`. */
export const cartItems = z.array(
  platformObject({
    availability: z.string(),
    brand: platformObject({ name: z.string() }),
    can_modify: z.boolean(),
    /** The YAML gives no properties for a configurable field. */
    configurable_fields: z.array(undocumentedObject),
    custom_fields: z.array(customField),
    id: z.string(),
    image: image,
    /** The YAML types it `null` (no limit). */
    max_purchase_quantity: z.number().nullable(),
    /** The YAML types it `null` (no limit). */
    min_purchase_quantity: z.number().nullable(),
    name: z.string(),
    /** The YAML gives no properties for an option; these are the ones Cornerstone's templates/components/cart/content.html reads. */
    options: z.array(
      platformObject({
        ...chosenOption.shape,
        id: z.union([z.string(), z.number()]),
        /** Whether the option is an uploaded file (then `value` is its name). */
        is_file: z.boolean(),
        /** A product bundled by this option, with its own stock. */
        linked_bundled_item: platformObject({ stock_position: stockPosition }),
      }),
    ),
    price: amount,
    product_id: z.number(),
    quantity: z.number(),
    release_date: z.string(),
    /** URL that removes the (gift certificate) item from the cart. */
    remove_url: z.string(),
    /** The item's list price (MSRP), for struck-out list prices. */
    rrp: amount,
    /** Whether gift wrapping options are shown. */
    show_gift_wrapping: z.boolean(),
    sku: z.string(),
    total: amount,
    type: z.string(),
    url: z.string(),
    /** Not in the YAML: a gift certificate's edit link, in Cornerstone's templates/components/cart/content.html. */
    edit_url: z.string(),
    /** Not in the YAML: Cornerstone's templates/components/cart/content.html shows the event date a product asks for. */
    event_date: platformObject({ name: z.string(), date: z.string() }),
    /** Not in the YAML: the discounted unit price, in Cornerstone's templates/components/cart/content.html. */
    price_discounted: amount,
    /** Not in the YAML: the discounted line total, in Cornerstone's templates/components/cart/content.html. */
    total_discounted: amount,
    /** Not in the YAML: Cornerstone's templates/components/cart/content.html shows on-hand and backordered quantities. */
    stock_position: stockPosition,
    /** Not in the YAML: the chosen wrapping, in Cornerstone's templates/components/cart/item-giftwrap.html. */
    gift_wrapping: platformObject({ name: z.string(), message: z.string(), price: amount, remove_url: z.string() }),
  }),
);

/** helpers/cart/cartStatusMessage.yml: a cart status message (e.g. a congratulations banner). */
export const cartStatusMessage = platformObject({
  message: z.string(),
  type: z.number(),
});

/**
 * helpers/category/shop_by_price.yml: `category.shop_by_price`, price ranges to filter a category by.
 * Empty for stores with faceted search unless front matter asks for it.
 */
export const shopByPrice = z.array(
  platformObject({
    /** Upper bound. */
    high: amount,
    /** Lower bound. */
    low: amount,
    /** Whether this range is the current filter. */
    selected: z.boolean(),
    /** URL of the category's products in this range. */
    url: z.string(),
  }),
);

/** helpers/blog/posts.yml: blog posts (`blog.posts`, `blog.recent_posts`). */
export const blogPosts = z.array(
  platformObject({
    author: z.string(),
    date_published: z.string(),
    show_read_more: z.boolean(),
    /**
     * Cornerstone's templates/components/blog/post.html prints it with triple braces.
     * @html
     */
    summary: z.string(),
    /**
     * Not in the YAML: the whole post, which Cornerstone's templates/components/blog/post.html prints with triple braces.
     * @html
     */
    body: z.string(),
    tags: z.array(platformObject({ name: z.string(), url: z.string() })),
    thumbnail: image,
    title: z.string(),
    url: z.string(),
  }),
);

/**
 * helpers/theme_objects/_all.yml: the names of the theme objects (top-level context) the docs list.
 * Its `$ref`s point to a helpers/_root/ folder that does not exist; the objects are the files of schemas/.
 * It lists `template_settings` where schemas/theme-settings.yml says the expression is `theme_settings`.
 */
export const themeObjects = z.enum([
  'banners',
  'blog',
  'brand_results',
  'brand',
  'brands',
  'breadcrumbs',
  'carousel',
  'cart_id',
  'cart',
  'categories',
  'category_results',
  'category',
  'checkout',
  'comparisons',
  'content_results',
  'countries',
  'create_account',
  'currency_selector',
  'customer_group_id',
  'customer_group_name',
  'customer',
  'downloads',
  'faceted_search',
  'footer',
  'forms_contact',
  'forms',
  'head',
  'is_ajax',
  'order',
  'page_type',
  'page',
  'pages',
  'pagination',
  'price',
  'product_results',
  'product',
  'products',
  'settings',
  'shipments',
  'shipping_messages',
  'shop_by_brand',
  'sitemap',
  'social_media',
  'template_file',
  'template_settings',
  'urls',
  'vault',
  'wishlist',
]);
