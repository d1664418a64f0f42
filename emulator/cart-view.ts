/**
 * The cart as templates receive it on the platform: schemas/cart.yml's `{{cart}}` (github:bigcommerce/docs,
 * docs/storefront/stencil/themes/context/object-reference/schemas/cart.yml), with the names Cornerstone's
 * templates/components/cart/*.html read beside the YAML's (emulator/platform/page-objects.ts says which).
 * The cart page has it (its front matter declares `cart: true`), and so do the `render_with` answers of
 * GET /cart.php and POST /remote/v1/cart/add, where stencil-utils' `cart.getContent` and `itemAdd` ask
 * for cart/content, cart/totals or cart/preview.
 */
import { cartTotals, wrappingCost, type LineView } from './cart.ts';
import { brandById, products } from './catalog.ts';
import { countries, giftWrappableProductIds, type Currency } from './data/store.ts';
import { money, moneyIn } from './money.ts';
import { cartQuantity, type Session } from './sessions.ts';
import { declaredResource, type ResourceConfig } from './front-matter.ts';
import { customFieldsOf, imageObject, limitOf, productCard } from './views.ts';

/** spec §9 "Cart preview suggestions limit 4": the platform's default when `suggestions` names no limit. */
const DEFAULT_SUGGESTIONS = 4;
/** At most this many suggestions, whatever a `cart: suggestions: limit` asks for. */
const MAX_SUGGESTIONS = 20;

/** How many `suggested_products` a resource config asks for (`cart: suggestions: limit: 4`); undefined when none. */
export function suggestionsAskedFor(config: ResourceConfig): number | undefined {
  const declared = declaredResource(config, 'cart', 'suggestions');
  return declared ? Math.min(limitOf(declared, DEFAULT_SUGGESTIONS), MAX_SUGGESTIONS) : undefined;
}

/** The cart page's links that take a coupon or a redeemed gift certificate off the cart (GET, as Cornerstone's totals.html links them). */
export const REMOVE_COUPON = '/cart.php?action=removecoupon&code=';
export const REMOVE_CERTIFICATE = '/cart.php?action=removegiftcertificate&code=';

/** What a cart page or answer asks for beside the cart itself. */
export interface CartViewOptions {
  /** The messages a cart form posted without JavaScript left (Cornerstone's components/cart/status-messages.html). */
  statusMessages?: string[];
  /** `suggested_products`: how many, from the `cart: suggestions: limit` resource config (stencil-utils getContent's `config`). */
  suggestions?: number;
  /** `added_item`: the line just added (POST /remote/v1/cart/add, Cornerstone's components/cart/preview.html). */
  addedItemId?: string;
}

function lineItem(view: LineView, currency: Currency, origin: string) {
  const { line, product } = view;
  return {
    id: line.id,
    product_id: product.id,
    ...(line.variantId === null ? {} : { variant_id: line.variantId }),
    name: line.name,
    url: product.url,
    sku: line.sku,
    quantity: line.quantity,
    // Cornerstone tells a bought gift certificate apart with `type '==' 'GiftCertificate'`.
    type: line.type,
    brand: { name: brandById(product.brandId)?.name ?? '' },
    image: imageObject(product, 0, origin, product.name),
    options: line.selections.map(([optionId, value]) => {
      const option = product.options.find((candidate) => candidate.id === optionId);
      return {
        id: String(optionId),
        name: option?.name ?? '',
        value: option?.values.find((candidate) => String(candidate.id) === value)?.label ?? value,
        is_file: option?.type === 'file',
      };
    }),
    price: moneyIn(view.salePrice, currency),
    base_price: moneyIn(view.listPrice, currency),
    total: moneyIn(view.extendedSalePrice, currency),
    ...(view.listPrice > view.salePrice ? { rrp: moneyIn(view.listPrice, currency) } : {}),
    can_modify: true,
    show_gift_wrapping: giftWrappableProductIds.includes(product.id),
    ...(line.giftWrapping
      ? {
          gift_wrapping: {
            name: line.giftWrapping.name,
            message: line.giftWrapping.message,
            price: moneyIn(wrappingCost(line, currency), currency),
          },
        }
      : {}),
    // What the theme keeps in custom fields (`__digital`: once or repeat, spec §6), as on the product.
    custom_fields: customFieldsOf(product),
  };
}

/** schemas/cart.yml's `cart` for this session; every amount in the cart's currency. */
export function platformCart(session: Session, origin: string, options: CartViewOptions = {}) {
  const {
    views,
    baseAmount,
    couponList,
    couponAmount,
    wrappingAmount,
    shippingAmount,
    shippingMethod,
    certificateList,
    grandTotal,
    currency,
  } = cartTotals(session);
  const items = [
    ...views.map((view) => lineItem(view, currency, origin)),
    ...(session.cart?.giftCertificates ?? []).map((certificate) => ({
      id: certificate.id,
      name: certificate.name,
      quantity: 1,
      type: 'GiftCertificate',
      price: money(certificate.amount, currency),
      total: money(certificate.amount, currency),
      can_modify: false,
    })),
  ];
  const physical = views.some((view) => view.line.type === 'physical');
  const inCart = new Set(views.map((view) => view.product.id));
  const added = options.addedItemId === undefined ? undefined : items.find((item) => item.id === options.addedItemId);
  return {
    items,
    quantity: cartQuantity(session),
    sub_total: moneyIn(baseAmount, currency),
    discount: moneyIn(couponAmount, currency),
    // With estimated shipping, less the gift certificates (schemas/cart.yml grand_total).
    grand_total: moneyIn(grandTotal, currency),
    coupons: couponList.map(({ coupon, discountedAmount }, index) => ({
      id: index + 1,
      code: coupon.code,
      displayName: coupon.name,
      display_name: coupon.name,
      couponType: 'percentage_discount',
      discountedAmount,
      discount: moneyIn(discountedAmount, currency),
      // Cornerstone's totals.html links to it; the docs give no format (the emulator's: REMOVE_COUPON).
      remove_url: `${REMOVE_COUPON}${encodeURIComponent(coupon.code)}`,
    })),
    // Redeemed certificates: what each pays of this cart and what is left of it (Cornerstone's totals.html).
    gift_certificates: certificateList.map((certificate) => ({
      id: certificate.code,
      code: certificate.code,
      name: certificate.code,
      amount: certificate.balance,
      used: moneyIn(certificate.used, currency),
      remaining: moneyIn(certificate.remaining, currency),
      remove_url: `${REMOVE_CERTIFICATE}${encodeURIComponent(certificate.code)}`,
    })),
    gift_wrapping_cost: moneyIn(wrappingAmount, currency),
    taxes: [],
    status_messages: (options.statusMessages ?? []).map((message) => ({ message, type: 1 })),
    show_primary_checkout_button: items.length > 0,
    show_multiple_address_shipping: false,
    // "null/undefined if the cart contains no physical products" (schemas/cart.yml).
    ...(physical
      ? {
          shipping_handling: {
            show_estimator: true,
            countries: countries.map((country) => ({
              id: country.id,
              name: country.name,
              iso2: country.code,
              selected: false,
              currency: { code: currency.code, name: currency.name },
            })),
            states: [],
            selected_country: '',
            selected_state: '',
            selected_zip: '',
            selected_city: '',
            // The chosen method's price (Cornerstone's shipping-estimator.html shows it in the totals).
            ...(shippingMethod ? { shipping_cost: moneyIn(shippingAmount, currency) } : {}),
          },
        }
      : {}),
    ...(options.suggestions
      ? {
          suggested_products: products
            .filter((product) => !inCart.has(product.id) && product.options.length === 0)
            .slice(0, options.suggestions)
            .map((product) => productCard(product, session, origin)),
        }
      : {}),
    ...(added ? { added_item: added } : {}),
  };
}
