/**
 * Cart operations and the storefront cart API's shape (spec §3 "Cart": id,
 * customerId, lineItems.{physicalItems,digitalItems,giftCertificates,customItems},
 * discounts, coupons, cartAmount, baseAmount …), amounts in the session's currency.
 */
import {
  describeSelections,
  imageUrl,
  priceFacts,
  productById,
  selectionErrors,
  stockFor,
  variantFor,
  type Product,
  type Selections,
} from './catalog.ts';
import { coupons, giftCertificateCodes, giftWrappings, shippingMethods, type Currency } from './data/store.ts';
import { convert, currencyByCode, defaultCurrency } from './money.ts';
import { emptyCart, type Cart, type CartLine, type Session } from './sessions.ts';

export const currencyOf = (session: Session): Currency => currencyByCode(session.currencyCode) ?? defaultCurrency;

const selectionsOf = (line: CartLine): Selections => new Map(line.selections);

/** Adds to the session's cart, merging with a line of the same choices; an error text when it cannot. */
export function addToCart(
  session: Session,
  product: Product,
  selections: Selections,
  quantity: number,
): { line: CartLine } | { error: string } {
  const errors = selectionErrors(product, selections);
  if (errors.length > 0) return { error: errors.join(' ') };
  if (product.variants.length > 0 && !variantFor(product, selections)) {
    return { error: 'The selected product combination is currently unavailable.' };
  }
  const key = JSON.stringify([...selections].sort());
  const existing = session.cart?.lines.find((line) => line.productId === product.id && JSON.stringify([...line.selections].sort()) === key);
  const stock = stockFor(product, selections);
  const wanted = quantity + (existing?.quantity ?? 0);
  const limit = quantityLimitError(session, product, wanted, existing?.id ?? null, quantity);
  if (limit) return { error: limit };
  if (stock !== null && wanted > stock) {
    return {
      error:
        stock === 0
          ? `${product.name} is out of stock.`
          : `We don't have enough ${product.name} in stock to add ${quantity} to your cart; ${stock - (existing?.quantity ?? 0)} more can be added.`,
    };
  }
  session.cart ??= emptyCart();
  session.cart.updatedTime = new Date().toISOString();
  if (existing) {
    existing.quantity = wanted;
    return { line: existing };
  }
  const variant = variantFor(product, selections);
  const line: CartLine = {
    id: crypto.randomUUID(),
    productId: product.id,
    variantId: variant?.id ?? product.id * 100,
    sku: variant?.sku ?? product.sku,
    name: product.name,
    quantity,
    type: product.type,
    selections: [...selections],
    giftWrapping: null,
  };
  session.cart.lines.push(line);
  return { line };
}

/** Sets a line's quantity (0 removes it); an error text when it cannot. */
export function updateLine(session: Session, lineId: string, quantity: number): string | null {
  const cart = session.cart;
  const line = cart?.lines.find((candidate) => candidate.id === lineId);
  if (!cart || !line) return 'That item is no longer in your cart.';
  if (quantity === 0) {
    removeLine(session, lineId);
    return null;
  }
  const product = productById(line.productId);
  const limit = product ? quantityLimitError(session, product, quantity, line.id, null) : null;
  if (limit) return limit;
  const stock = product ? stockFor(product, selectionsOf(line)) : null;
  if (stock !== null && quantity > stock) return `We don't have enough ${line.name} in stock; at most ${stock} can be ordered.`;
  line.quantity = quantity;
  cart.updatedTime = new Date().toISOString();
  return null;
}

/** The most one cart line holds: the largest quantity its field accepts (`Please enter a quantity between 1 and 9999.`). */
export const LINE_QUANTITY_LIMIT = 9999;

/**
 * A product's order bounds, as the platform enforces them whatever the page sent:
 * the line may not fall below the minimum, and all lines of the product together
 * (every variant) may not exceed the maximum per order. `adding` is the quantity
 * being added, or null when a line's quantity is being set.
 */
function quantityLimitError(
  session: Session,
  product: Product,
  lineQuantity: number,
  lineId: string | null,
  adding: number | null,
): string | null {
  const { minQuantity: min, maxQuantity: max } = product;
  // A line holds what one quantity field can say; adds do not pile past it (issue 33 item 5).
  if (lineQuantity > LINE_QUANTITY_LIMIT) {
    return adding === null
      ? `Please enter a quantity of ${LINE_QUANTITY_LIMIT} or less.`
      : `A cart line holds at most ${LINE_QUANTITY_LIMIT} of ${product.name}; your cart already holds ${lineQuantity - adding}.`;
  }
  if (min && lineQuantity < min) {
    return adding === null
      ? `${product.name} has a minimum order of ${min}; enter ${min} or more, or remove it.`
      : `You need to purchase a minimum of ${min} of ${product.name} per order.`;
  }
  if (max) {
    const elsewhere = (session.cart?.lines ?? [])
      .filter((line) => line.productId === product.id && line.id !== lineId)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (lineQuantity + elsewhere > max) {
      const held = elsewhere + (adding === null ? 0 : lineQuantity - adding);
      return held > 0 && adding !== null
        ? `You can only purchase a maximum of ${max} of ${product.name} per order; your cart already holds ${held}.`
        : `You can only purchase a maximum of ${max} of ${product.name} per order.`;
    }
  }
  return null;
}

/** Removes a line; an empty cart goes away, as on the platform. */
export function removeLine(session: Session, lineId: string): boolean {
  const cart = session.cart;
  if (!cart) return false;
  const index = cart.lines.findIndex((line) => line.id === lineId);
  if (index < 0) return false;
  cart.lines.splice(index, 1);
  if (cart.lines.length === 0 && cart.giftCertificates.length === 0) session.cart = null;
  return true;
}

export function applyCoupon(cart: Cart, code: string): string | null {
  const coupon = coupons.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  if (!coupon) return `The coupon code "${code}" is not valid.`;
  if (!cart.couponCodes.includes(coupon.code)) cart.couponCodes.push(coupon.code);
  return null;
}

export function redeemCertificate(cart: Cart, code: string): string | null {
  const certificate = giftCertificateCodes.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  if (!certificate) return `The gift certificate "${code}" is not valid.`;
  if (!cart.redeemedCertificates.includes(certificate.code)) cart.redeemedCertificates.push(certificate.code);
  return null;
}

export interface LineView {
  line: CartLine;
  product: Product;
  listPrice: number;
  salePrice: number;
  extendedListPrice: number;
  extendedSalePrice: number;
}

/** Line prices in the cart's currency, with bulk pricing for the line's quantity. */
export function lineViews(session: Session): LineView[] {
  const currency = currencyOf(session);
  const views: LineView[] = [];
  for (const line of session.cart?.lines ?? []) {
    const product = productById(line.productId);
    if (!product) continue;
    const facts = priceFacts(product, selectionsOf(line), line.quantity);
    const listPrice = convert(facts.nonSale ?? facts.unit, currency);
    const salePrice = convert(facts.unitForQuantity, currency);
    views.push({
      line,
      product,
      listPrice,
      salePrice,
      extendedListPrice: round(listPrice * line.quantity),
      extendedSalePrice: round(salePrice * line.quantity),
    });
  }
  return views;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function cartTotals(session: Session) {
  const currency = currencyOf(session);
  const views = lineViews(session);
  const cart = session.cart;
  const certificates = (cart?.giftCertificates ?? []).reduce((sum, certificate) => sum + convert(certificate.amount, currency), 0);
  const baseAmount = round(views.reduce((sum, view) => sum + view.extendedSalePrice, 0) + certificates);
  const couponList = (cart?.couponCodes ?? []).flatMap((code) => {
    const coupon = coupons.find((candidate) => candidate.code === code);
    return coupon ? [{ coupon, discountedAmount: round(((baseAmount - certificates) * coupon.percent) / 100) }] : [];
  });
  const couponAmount = round(couponList.reduce((sum, entry) => sum + entry.discountedAmount, 0));
  // Wrapping is charged on top of the items (schemas/cart.yml: sub_total excludes it, grand_total includes it).
  const wrappingAmount = round(views.reduce((sum, view) => sum + wrappingCost(view.line, currency), 0));
  const cartAmount = round(baseAmount - couponAmount + wrappingAmount);
  // The shipping method chosen in the estimator, for a cart with something to ship (schemas/cart.yml
  // grand_total: "with estimated shipping").
  const shipped = views.some((view) => view.line.type === 'physical');
  const method = shipped ? shippingMethods.find((candidate) => candidate.id === cart?.shippingMethodId) : undefined;
  const shippingAmount = method ? round(convert(method.price, currency)) : 0;
  // Redeemed gift certificates pay what is left to pay, in the order they were redeemed: each uses
  // what it can of its balance (Cornerstone's totals.html shows `used` and `remaining`).
  let due = round(cartAmount + shippingAmount);
  const certificateList = (cart?.redeemedCertificates ?? []).flatMap((code) => {
    const certificate = giftCertificateCodes.find((candidate) => candidate.code === code);
    if (!certificate) return [];
    const balance = round(convert(certificate.amount, currency));
    const used = Math.min(balance, due);
    due = round(due - used);
    return [{ code, balance, used, remaining: round(balance - used) }];
  });
  return {
    views,
    baseAmount,
    couponList,
    couponAmount,
    wrappingAmount,
    /** The items after discounts, with wrapping: the storefront API's cartAmount. */
    cartAmount,
    shippingMethod: method ?? null,
    shippingAmount,
    certificateList,
    /** What the shopper pays: the cart, its shipping, less its gift certificates (the template's grand_total). */
    grandTotal: due,
    currency,
  };
}

/** What a line's wrapping costs in `currency`: the wrapping's price for each unit, nothing without one. */
export function wrappingCost(line: CartLine, currency: Currency): number {
  const wrapping = giftWrappings.find((candidate) => candidate.id === line.giftWrapping?.id);
  return wrapping ? round(convert(wrapping.price, currency) * line.quantity) : 0;
}

/** The storefront cart API's cart (GET /api/storefront/carts…). */
export function storefrontCart(session: Session, includeOptions: boolean) {
  const cart = session.cart;
  if (!cart) return null;
  const { views, baseAmount, couponList, couponAmount, cartAmount, currency } = cartTotals(session);
  const item = (view: LineView) => {
    const { line, product } = view;
    const lineShare = baseAmount > 0 ? view.extendedSalePrice / baseAmount : 0;
    const lineDiscount = round(couponAmount * lineShare);
    return {
      id: line.id,
      parentId: null,
      variantId: line.variantId,
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      url: product.url,
      quantity: line.quantity,
      brand: '',
      isTaxable: true,
      imageUrl: imageUrl(product, 0, '500x659'),
      discounts: lineDiscount > 0 ? [{ id: 'coupon', discountedAmount: lineDiscount }] : [],
      coupons: [],
      discountAmount: lineDiscount,
      couponAmount: lineDiscount,
      listPrice: view.listPrice,
      salePrice: view.salePrice,
      extendedListPrice: view.extendedListPrice,
      extendedSalePrice: view.extendedSalePrice,
      isShippingRequired: line.type === 'physical',
      isMutable: true,
      giftWrapping: line.giftWrapping
        ? { name: line.giftWrapping.name, message: line.giftWrapping.message, amount: wrappingCost(line, currency) }
        : null,
      ...(includeOptions ? { options: describeSelections(product, selectionsOf(line)) } : {}),
    };
  };
  return {
    id: cart.id,
    customerId: session.customerId ?? 0,
    email: '',
    currency: {
      name: currency.name,
      code: currency.code,
      symbol:
        new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? '',
      decimalPlaces: 2,
    },
    isTaxIncluded: false,
    baseAmount,
    discountAmount: 0,
    cartAmount,
    coupons: couponList.map(({ coupon, discountedAmount }) => ({
      id: coupon.code,
      code: coupon.code,
      displayName: coupon.name,
      couponType: 'percentage_discount',
      discountedAmount,
    })),
    discounts: couponList.length > 0 ? [{ id: 'coupons', discountedAmount: couponAmount }] : [],
    lineItems: {
      physicalItems: views.filter((view) => view.line.type === 'physical').map(item),
      digitalItems: views.filter((view) => view.line.type === 'digital').map(item),
      giftCertificates: cart.giftCertificates.map((certificate) => ({
        id: certificate.id,
        name: certificate.name,
        theme: 'General',
        amount: convert(certificate.amount, currency),
        isTaxable: false,
        sender: { name: '', email: '' },
        recipient: certificate.recipient,
        message: '',
      })),
      customItems: [],
    },
    createdTime: cart.createdTime,
    updatedTime: cart.updatedTime,
    locale: 'en',
  };
}
