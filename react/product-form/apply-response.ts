import type { OptionResponse } from '../api/product.ts';
import { SRCSET_WIDTHS_PX } from '../../shared/constants.ts';
import { insertServerHtml } from '../server-html/server-html.ts';
import { setAttributeIfChanged, setHidden, setText } from './dom-writes.ts';
import { optionStockOf } from '../api/product.ts';
import { applyStockToOptions } from './option-fields.ts';

type Data = OptionResponse['data'];
type Formatted = { formatted: string } | null | undefined;

/**
 * Where the product form writes each part of the option response (spec §3) in
 * the template's markup. A part the template leaves out is simply not shown; a
 * part the response leaves out hides its row (`[data-price-row]` for prices,
 * `[data-info-row]` for SKU, UPC, weight and stock), or the element itself.
 */
const PRICE_PARTS: ReadonlyArray<readonly [selector: string, read: (price: NonNullable<Data['price']>) => Formatted]> = [
  ['[data-product-price-with-tax]', (price) => price.with_tax],
  ['[data-product-price-without-tax]', (price) => price.without_tax],
  ['[data-product-rrp-with-tax]', (price) => price.rrp_with_tax],
  ['[data-product-rrp-without-tax]', (price) => price.rrp_without_tax],
  ['[data-product-non-sale-price-with-tax]', (price) => price.non_sale_price_with_tax],
  ['[data-product-non-sale-price-without-tax]', (price) => price.non_sale_price_without_tax],
  ['[data-product-price-saved]', (price) => price.saved],
];

// Every write below is skipped when the page already shows that value (dom-writes.ts).

function show(root: Element, selector: string, text: string | null | undefined, row: string): void {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const value = text ?? '';
    setText(element, value);
    setHidden(element.closest<HTMLElement>(row) ?? element, value === '');
  }
}

/** The bulk pricing markup last inserted in each box: the same answer is not parsed and inserted again. */
const insertedBulkPricing = new WeakMap<Element, string>();

/** `{:size}` in the platform's image URLs (spec §3) replaced by a size such as `640w`. */
function sizedImageUrl(url: string, size: string): string {
  return url.replace('{:size}', size);
}

/** Applies one option response to the form's markup (everything but the buttons, which the form owns). */
export function applyOptionResponse(root: HTMLElement, form: HTMLFormElement | null, data: Data, content: string | null | undefined): void {
  const price = data.price ?? {};
  for (const [selector, read] of PRICE_PARTS) show(root, selector, read(price)?.formatted, '[data-price-row]');

  // A range only says something while no single variant is chosen and prices differ.
  const range = price.price_range;
  const low = range?.min.without_tax ?? range?.min.with_tax;
  const high = range?.max.without_tax ?? range?.max.with_tax;
  const rangeText = low && high && low.formatted !== high.formatted && !data.variantId ? `${low.formatted} – ${high.formatted}` : '';
  show(root, '[data-product-price-range]', rangeText, '[data-price-row]');

  show(root, '[data-product-sku]', data.sku, '[data-info-row]');
  show(root, '[data-product-upc]', data.upc, '[data-info-row]');
  show(root, '[data-product-weight]', data.weight?.formatted, '[data-info-row]');
  show(root, '[data-product-stock]', data.instock && typeof data.stock === 'number' ? String(data.stock) : '', '[data-info-row]');
  show(
    root,
    '[data-product-stock-message]',
    data.instock ? '' : (data.stock_message ?? data.out_of_stock_message ?? ''),
    '[data-info-row]',
  );
  // The purchasing message's box is a live region: it stays, emptied (CSS hides it when empty).
  for (const element of root.querySelectorAll<HTMLElement>('[data-product-purchasing-message]')) {
    setText(element, data.purchasing_message ?? '');
  }

  for (const box of root.querySelectorAll<HTMLElement>('[data-product-bulk-pricing]')) {
    const html = content ?? '';
    if (insertedBulkPricing.get(box) === html) continue;
    insertServerHtml(box, html, { sanitize: true });
    insertedBulkPricing.set(box, html);
  }

  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-product-variant-image]')) {
    image.dataset.originalSrc ??= image.getAttribute('src') ?? '';
    image.dataset.originalSrcset ??= image.getAttribute('srcset') ?? '';
    image.dataset.originalAlt ??= image.alt;
    // The srcset first: with it the browser picks the candidate, and setting src
    // to the value it already has would still start the image's load again.
    if (data.image) {
      const size = image.dataset.imageSize ?? '640w';
      setAttributeIfChanged(
        image,
        'srcset',
        SRCSET_WIDTHS_PX.map((width) => `${sizedImageUrl(data.image!.data, `${width}w`)} ${width}w`).join(', '),
      );
      setAttributeIfChanged(image, 'src', sizedImageUrl(data.image.data, size));
      setAttributeIfChanged(image, 'alt', data.image.alt ?? image.dataset.originalAlt);
    } else {
      setAttributeIfChanged(image, 'srcset', image.dataset.originalSrcset);
      setAttributeIfChanged(image, 'src', image.dataset.originalSrc);
      setAttributeIfChanged(image, 'alt', image.dataset.originalAlt);
    }
  }

  const stock = optionStockOf(data);
  if (form && stock) applyStockToOptions(form, stock.behavior, stock.inStock, stock.message);
}
