/**
 * Reading the demo catalog: lookups, search, and the platform's answer to an
 * option change (spec §3 "Product option response"). The data itself lives in
 * emulator/data/; the emulator's other modules read products from here only.
 */
import type { Currency } from './data/store.ts';
import { brands, categories, collections } from './data/store.ts';
import { products, type BulkPricing, type Product, type ProductOption, type Variant } from './data/products.ts';
import { money, type Money } from './money.ts';

export { products };
export type { Product, ProductOption, Variant };

export function productById(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}

/** The products the demo merchant marked featured (the control panel's flag on a product). */
const FEATURED_PRODUCT_IDS = new Set([101, 102, 110, 111, 112, 201, 202, 203]);

/** The featured products in the platform's order for a front-matter list: by id, lowest first (frontmatter-reference.mdx). */
export function featuredProducts(): Product[] {
  return products.filter((product) => FEATURED_PRODUCT_IDS.has(product.id)).sort((a, b) => a.id - b.id);
}

export function productByUrl(path: string): Product | undefined {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return products.find((product) => product.url === withSlash);
}

export const categoryByUrl = (path: string) => categories.find((category) => category.url === (path.endsWith('/') ? path : `${path}/`));
export const brandByUrl = (path: string) => brands.find((brand) => brand.url === (path.endsWith('/') ? path : `${path}/`));
export const brandById = (id: number) => brands.find((brand) => brand.id === id);
export const collectionById = (id: number) => collections.find((collection) => collection.id === id);

export function productsInCategory(categoryId: number): Product[] {
  const ids = new Set([categoryId, ...categories.filter((category) => category.parentId === categoryId).map((category) => category.id)]);
  return products.filter((product) => product.categoryIds.some((id) => ids.has(id)));
}

export const productsOfBrand = (brandId: number) => products.filter((product) => product.brandId === brandId);

/** Case-insensitive match on name, SKU, description and brand, every word of the query. */
/** Height / width of a product's generated image (spec §9 image ratio classes). */
export function imageRatio(product: Product, index: number): number {
  return product.imageRatios?.[index] ?? 1;
}

/** Image URL with the platform's `{:size}` placeholder (spec §3 "image (with a {:size} placeholder)"). */
export function imageUrl(product: Product, index = 0, size = '{:size}'): string {
  return `/images/stencil/${size}/products/${product.id}/${index}.png`;
}

/** The shopper's choices, by option id: a value id, or text for text/date/file options. */
export type Selections = Map<number, string>;

/**
 * Reads `attribute[12]=34` style fields (and a date's `[month]`, `[day]`, `[year]`)
 * the way the product form and stencil-utils send them.
 */
export function selectionsFrom(fields: Map<string, string>): Selections {
  const selections: Selections = new Map();
  const dates = new Map<number, Record<string, string>>();
  for (const [key, value] of fields) {
    const match = /^attribute\[(\d+)\](?:\[(month|day|year)\])?$/.exec(key);
    if (!match) continue;
    const optionId = Number(match[1]);
    if (match[2]) {
      const parts = dates.get(optionId) ?? {};
      parts[match[2]] = value;
      dates.set(optionId, parts);
    } else if (value !== '') {
      selections.set(optionId, value);
    }
  }
  for (const [optionId, parts] of dates) {
    if (parts.year && parts.month && parts.day) {
      selections.set(optionId, `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`);
    }
  }
  return selections;
}

const hasValues = (option: ProductOption) => option.values.length > 0;

/** The longest text a text option takes (the product page's field says so with `maxlength`). */
export const TEXT_OPTION_MAX_LENGTH = 100;

/** Problems with the choices, worded for shoppers; empty when the product can be added. */
export function selectionErrors(product: Product, selections: Selections): string[] {
  const errors: string[] = [];
  for (const option of product.options) {
    const chosen = selections.get(option.id);
    if (chosen === undefined) {
      if (option.required) errors.push(`Please choose a value for ${option.name}.`);
      continue;
    }
    if (hasValues(option) && !option.values.some((value) => String(value.id) === chosen)) {
      errors.push(`${option.name}: that choice is not available.`);
    }
    if (option.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(chosen)) errors.push(`${option.name}: please enter a whole date.`);
    if (option.type === 'text' && chosen.length > TEXT_OPTION_MAX_LENGTH)
      errors.push(`${option.name}: at most ${TEXT_OPTION_MAX_LENGTH} characters.`);
  }
  return errors;
}

/** The variant the choices pick, when every variant option is chosen and the combination exists. */
export function variantFor(product: Product, selections: Selections): Variant | undefined {
  const variantOptions = product.options.filter((option) => option.variant);
  if (variantOptions.length === 0) return undefined;
  const chosen = variantOptions.map((option) => Number(selections.get(option.id)));
  if (chosen.some((id) => !Number.isFinite(id))) return undefined;
  return product.variants.find((variant) => chosen.every((id) => variant.valueIds.includes(id)));
}

function allVariantOptionsChosen(product: Product, selections: Selections): boolean {
  return product.options.filter((option) => option.variant).every((option) => selections.has(option.id));
}

/** Sum of the price changes of chosen modifier values (checkbox, product-list, …). */
function modifierTotal(product: Product, selections: Selections): number {
  let total = 0;
  for (const option of product.options) {
    if (option.variant) continue;
    const chosen = selections.get(option.id);
    total += option.values.find((value) => String(value.id) === chosen)?.priceAdjust ?? 0;
  }
  return total;
}

export function bulkTierFor(product: Product, quantity: number): BulkPricing | undefined {
  return product.bulkPricing.find((tier) => quantity >= tier.min && (tier.max === undefined || quantity <= tier.max));
}

function applyBulk(unit: number, tier: BulkPricing | undefined): number {
  if (!tier) return unit;
  if (tier.type === 'percent') return Math.round(unit * (100 - tier.amount)) / 100;
  if (tier.type === 'fixed') return Math.max(0, unit - tier.amount);
  return tier.amount;
}

export interface PriceFacts {
  /** What one unit costs now, before bulk pricing (USD). */
  unit: number;
  /** The price before the sale, when on sale. */
  nonSale?: number;
  rrp?: number;
  /** With bulk pricing for `quantity`. */
  unitForQuantity: number;
}

export function priceFacts(product: Product, selections: Selections, quantity = 1): PriceFacts {
  const variant = variantFor(product, selections);
  const modifiers = modifierTotal(product, selections);
  const list = (variant?.price ?? product.price) + modifiers;
  const sale = variant ? variant.salePrice : product.salePrice;
  const unit = sale !== undefined ? sale + modifiers : list;
  return {
    unit,
    nonSale: sale !== undefined ? list : undefined,
    rrp: product.rrp !== undefined ? product.rrp + modifiers : undefined,
    unitForQuantity: applyBulk(unit, bulkTierFor(product, quantity)),
  };
}

/** How many are in stock for these choices; null when stock is not tracked. */
export function stockFor(product: Product, selections: Selections): number | null {
  const variant = variantFor(product, selections);
  if (variant) return variant.stock;
  if (product.variants.length > 0) return null;
  return product.stock;
}

/**
 * Option values still in stock given the other choices (spec §3 "in_stock_attributes"):
 * a value is listed when some variant with it and the other chosen values has stock.
 */
export function inStockValueIds(product: Product, selections: Selections): number[] {
  const inStock: number[] = [];
  for (const option of product.options) {
    if (!hasValues(option)) continue;
    for (const value of option.values) {
      if (!option.variant) {
        inStock.push(value.id);
        continue;
      }
      const others = product.options
        .filter((other) => other.variant && other.id !== option.id && selections.has(other.id))
        .map((other) => Number(selections.get(other.id)));
      const available = product.variants.some(
        (variant) => variant.valueIds.includes(value.id) && others.every((id) => variant.valueIds.includes(id)) && variant.stock > 0,
      );
      if (available) inStock.push(value.id);
    }
  }
  return inStock;
}

const priceWithTax = (amount: number, currency: Currency) => {
  // The demo store shows prices without tax, so both fields carry the same amount.
  const value = money(amount, currency);
  return { with: value, without: value };
};

export function bulkDiscountRates(product: Product, currency: Currency) {
  return product.bulkPricing.map((tier) => ({
    min: tier.min,
    max: tier.max ?? 0,
    type: tier.type,
    discount: tier.type === 'percent' ? { value: tier.amount, formatted: `${tier.amount}%` } : money(tier.amount, currency),
  }));
}

function priceRange(
  product: Product,
  currency: Currency,
): { min: { with_tax: Money; without_tax: Money; tax_label: string }; max: { with_tax: Money; without_tax: Money; tax_label: string } } {
  const prices =
    product.variants.length > 0
      ? product.variants.map((variant) => variant.salePrice ?? variant.price)
      : [product.salePrice ?? product.price];
  const low = priceWithTax(Math.min(...prices), currency);
  const high = priceWithTax(Math.max(...prices), currency);
  return {
    min: { with_tax: low.with, without_tax: low.without, tax_label: 'Tax' },
    max: { with_tax: high.with, without_tax: high.without, tax_label: 'Tax' },
  };
}

/**
 * The `data` of POST /remote/v1/product-attributes/{id} (spec §3 "Product option response");
 * `origin` is the image host's, for absolute image URLs as the platform gives them.
 */
export function optionResponse(product: Product, selections: Selections, currency: Currency, quantity = 1, origin = '') {
  const variant = variantFor(product, selections);
  const facts = priceFacts(product, selections, quantity);
  const now = priceWithTax(facts.unitForQuantity, currency);
  const stock = stockFor(product, selections);
  const chosenAll = allVariantOptionsChosen(product, selections);
  const purchasable = !(product.variants.length > 0 && chosenAll && !variant);
  const instock = variant
    ? variant.stock > 0
    : product.variants.length > 0
      ? product.variants.some((candidate) => candidate.stock > 0)
      : stock === null || stock > 0;
  const savedAgainst = facts.rrp ?? facts.nonSale;
  // helpers/common/price.yml price_range: the variants' span, given only while it says something, when their
  // prices differ and no single variant is chosen (Cornerstone shows the range instead of the price whenever it is there).
  const range = priceRange(product, currency);
  const varies = range.min.without_tax.value !== range.max.without_tax.value && !variant;
  const price: Record<string, unknown> = {
    with_tax: now.with,
    without_tax: now.without,
    tax_label: 'Tax',
    ...(varies ? { price_range: range } : {}),
  };
  if (facts.rrp !== undefined) {
    price.rrp_with_tax = money(facts.rrp, currency);
    price.rrp_without_tax = money(facts.rrp, currency);
  }
  if (facts.nonSale !== undefined) {
    price.non_sale_price_with_tax = money(facts.nonSale, currency);
    price.non_sale_price_without_tax = money(facts.nonSale, currency);
  }
  if (savedAgainst !== undefined && savedAgainst > facts.unitForQuantity) {
    price.saved = money(savedAgainst - facts.unitForQuantity, currency);
  }
  const weight = variant?.weight ?? product.weight;
  const imageIndex = variant?.image;
  return {
    price,
    weight: { value: weight, formatted: `${weight.toFixed(2)} KGS` },
    variantId: variant?.id ?? null,
    sku: variant?.sku ?? product.sku,
    upc: variant?.upc ?? product.upc,
    stock,
    stock_message: instock ? null : product.outOfStockMessage,
    purchasing_message: purchasable ? null : 'The selected product combination is currently unavailable.',
    purchasable,
    instock,
    image:
      imageIndex === undefined
        ? null
        : { alt: `${product.name}, ${variant?.sku ?? ''}`.trim(), data: `${origin}${imageUrl(product, imageIndex)}` },
    bulk_discount_rates: bulkDiscountRates(product, currency),
    out_of_stock_behavior: product.outOfStockBehavior,
    out_of_stock_message: product.outOfStockMessage,
    in_stock_attributes: inStockValueIds(product, selections),
    show_quantity_input: true,
  };
}

/** Human text of each choice, for cart lines (`Size: M`). */
export function describeSelections(product: Product, selections: Selections) {
  const described: Array<{ name: string; nameId: number; value: string; valueId: number | null }> = [];
  for (const option of product.options) {
    const chosen = selections.get(option.id);
    if (chosen === undefined) continue;
    const value = option.values.find((candidate) => String(candidate.id) === chosen);
    described.push({ name: option.name, nameId: option.id, value: value?.label ?? chosen, valueId: value?.id ?? null });
  }
  return described;
}

/** GET /__emulator/catalog: what a test needs to pick products. */
export function catalogSummary() {
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    sku: product.sku,
    type: product.type,
    price: product.price,
    url: product.url,
    multiPurchase: product.multiPurchase ?? false,
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name,
      type: option.type,
      required: option.required,
      values: option.values.map((value) => ({ id: value.id, label: value.label })),
    })),
  }));
}
