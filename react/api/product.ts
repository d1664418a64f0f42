import * as z from 'zod/mini';
import { CartRefusal } from './cart.ts';
import { requestHtml, requestJson, storeUrl, type Params, type RequestOptions } from './request.ts';

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

/** Template the option change renders the bulk pricing with (spec §7). */
const BULK_DISCOUNT_RATES_TEMPLATE = 'products/bulk-discount-rates';
/** Template of the quick-view lookup (spec §7). */
const QUICK_VIEW_TEMPLATE = 'products/quick-view';

// `value` is read by the upsell block through the shared option answers (stores/option-answers.ts).
const formatted = z.object({ formatted: z.string(), value: z.optional(z.number()) });
const maybeFormatted = z.optional(z.nullable(formatted));

// spec §3 product option response. Only what the form reads is checked; the
// platform sends more, and leaves out what does not apply (no RRP, no sale).
const optionResponseSchema = z.object({
  data: z.object({
    price: z.optional(
      z.nullable(
        z.object({
          with_tax: maybeFormatted,
          without_tax: maybeFormatted,
          rrp_with_tax: maybeFormatted,
          rrp_without_tax: maybeFormatted,
          non_sale_price_with_tax: maybeFormatted,
          non_sale_price_without_tax: maybeFormatted,
          saved: maybeFormatted,
          price_range: z.optional(
            z.nullable(
              z.object({
                min: z.object({ with_tax: maybeFormatted, without_tax: maybeFormatted }),
                max: z.object({ with_tax: maybeFormatted, without_tax: maybeFormatted }),
              }),
            ),
          ),
        }),
      ),
    ),
    weight: maybeFormatted,
    variantId: z.optional(z.nullable(z.number())),
    sku: z.optional(z.nullable(z.string())),
    upc: z.optional(z.nullable(z.string())),
    stock: z.optional(z.nullable(z.number())),
    stock_message: z.optional(z.nullable(z.string())),
    purchasing_message: z.optional(z.nullable(z.string())),
    purchasable: z.boolean(),
    instock: z.boolean(),
    image: z.optional(z.nullable(z.object({ data: z.string(), alt: z.optional(z.string()) }))),
    out_of_stock_behavior: z.optional(z.nullable(z.string())),
    out_of_stock_message: z.optional(z.nullable(z.string())),
    in_stock_attributes: z.optional(z.nullable(z.array(z.number()))),
  }),
  /** The bulk-discount-rates template, rendered for the new selection. */
  content: z.optional(z.nullable(z.string())),
});

export type OptionResponse = z.infer<typeof optionResponseSchema>;

/**
 * spec §7: POST /product-attributes/{productId} with the serialized form and the
 * bulk-discount-rates template (stencil-utils productAttributes.optionChange).
 */
export function fetchOptionResponse(productId: number, fields: Params, options: CallOptions = {}): Promise<OptionResponse> {
  return requestJson(`/remote/v1/product-attributes/${productId}`, optionResponseSchema, {
    ...options,
    method: 'POST',
    params: fields,
    template: BULK_DISCOUNT_RATES_TEMPLATE,
  });
}

// spec §3 add-to-cart response.
const addResponseSchema = z.object({
  data: z.object({
    cart_id: z.optional(z.nullable(z.string())),
    error: z.optional(z.nullable(z.string())),
    cart_item: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(z.string())), cart_url: z.optional(z.nullable(z.string())) }))),
  }),
});

export interface AddedItem {
  cartItemId: string | null;
  cartUrl: string;
}

/**
 * spec §7: POST /cart/add with the product form's data (stencil-utils cart.itemAdd,
 * multipart because of file options). A refusal (out of stock, a limit) is a
 * CartRefusal carrying the server's text.
 */
export async function addProductToCart(form: FormData, options: CallOptions = {}): Promise<AddedItem> {
  const answer = await requestJson('/remote/v1/cart/add', addResponseSchema, { ...options, method: 'POST', formData: form });
  if (answer.data.error) throw new CartRefusal(answer.data.error);
  return {
    cartItemId: answer.data.cart_item?.id ?? null,
    cartUrl: storeUrl(answer.data.cart_item?.cart_url || '/cart.php', options.baseUrl),
  };
}

/**
 * spec §7 card add-to-cart, the way the platform's client adds by script: the product form's call
 * (stencil-utils cart.itemAdd) with action=add, product_id and qty[], as the card's form would post
 * them to its add_to_cart_url without JavaScript. A refusal (out of stock, a limit) is a CartRefusal.
 */
export async function addFromCard(productId: number, quantity: number, options: CallOptions = {}): Promise<void> {
  const form = new FormData();
  form.set('action', 'add');
  form.set('product_id', String(productId));
  form.set('qty[]', String(quantity));
  await addProductToCart(form, options);
}

/**
 * spec §7 quick view: the product lookup by id (stencil-utils product.getById) with the quick-view template.
 * A component has no front matter: its `stencil-config` asks for the product's videos (all of them,
 * frontmatter-reference.mdx), so the quick view's gallery shows them as the product page's does.
 */
export function fetchQuickView(productId: number, options: CallOptions = {}): Promise<string> {
  return requestHtml('/products.php', {
    ...options,
    params: { productId },
    template: QUICK_VIEW_TEMPLATE,
    config: { product: { videos: {} } },
  });
}

/** spec §4: the option values in stock with a choice, and what becomes of the others (hidden, or labelled with the message). */
export interface OptionStock {
  behavior: 'hide_option' | 'label_option';
  inStock: readonly number[];
  message: string;
}

/** The stock part of an option answer (`in_stock_attributes`, `out_of_stock_behavior`, `out_of_stock_message`), or null. */
export function optionStockOf(data: {
  in_stock_attributes?: readonly number[] | null;
  out_of_stock_behavior?: string | null;
  out_of_stock_message?: string | null;
}): OptionStock | null {
  const behavior = data.out_of_stock_behavior;
  if (!data.in_stock_attributes || (behavior !== 'hide_option' && behavior !== 'label_option')) return null;
  return { behavior, inStock: data.in_stock_attributes, message: data.out_of_stock_message ?? '' };
}
