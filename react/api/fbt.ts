import * as z from 'zod/mini';
import { optionStockOf, type OptionStock } from './product.ts';
import { ApiError, requestJson, type Params, type RequestOptions } from './request.ts';

// The upsell block's calls (spec §7): a product fetched by id or a page fetched
// by path with the three upsell templates, the option change of one item, and
// adding one item to the cart. Shaped as the platform's client sends them:
// utils.api.product.getById / utils.api.getPage with a template list,
// utils.api.productAttributes.optionChange and utils.api.cart.itemAdd.

type CallOptions = Pick<RequestOptions, 'signal' | 'fetch' | 'timeoutMs' | 'baseUrl'>;

/** The three upsell templates (spec §3 upsell options). */
export interface UpsellTemplates {
  imageItem: string;
  detailItem: string;
  detailOptions: string;
}

/** A target of the block (spec §9): all digits is a product id, anything else a page path. */
export type UpsellTarget = { kind: 'id'; id: number; raw: string } | { kind: 'path'; path: string; raw: string };

/** The rendered templates of one target, keyed as UpsellTemplates. */
export type UpsellMarkup = Record<keyof UpsellTemplates, string>;

// Several templates answer one JSON object keyed by template name, with the
// `components/` prefix the platform's client strips.
const renderedTemplatesSchema = z.record(z.string(), z.string());

/**
 * GET /products.php?productId={id} or GET {path}, rendered with the three
 * upsell templates. A missing template in the answer is `malformed`.
 */
export async function fetchUpsellMarkup(
  target: UpsellTarget,
  templates: UpsellTemplates,
  options: CallOptions = {},
): Promise<UpsellMarkup> {
  const url = target.kind === 'id' ? `/products.php?productId=${target.id}` : target.path;
  const names = [templates.imageItem, templates.detailItem, templates.detailOptions];
  const answer = await requestJson(url, renderedTemplatesSchema, { ...options, template: names });
  const byName = new Map(Object.entries(answer).map(([key, html]) => [key.replace(/^components\//, ''), html]));
  const pick = (name: string) => {
    const html = byName.get(name);
    if (html === undefined) throw new ApiError('malformed', `The answer from ${url} lacks the template ${name}`, url);
    return html;
  };
  return { imageItem: pick(templates.imageItem), detailItem: pick(templates.detailItem), detailOptions: pick(templates.detailOptions) };
}

const formattedPrice = z.object({ value: z.number(), formatted: z.optional(z.string()) });

// spec §3 product option response: only what the block reads is checked.
const optionResponseSchema = z.object({
  data: z.object({
    price: z.optional(
      z.object({
        with_tax: z.optional(formattedPrice),
        without_tax: z.optional(formattedPrice),
      }),
    ),
    stock_message: z.optional(z.nullable(z.string())),
    purchasing_message: z.optional(z.nullable(z.string())),
    purchasable: z.optional(z.boolean()),
    instock: z.optional(z.boolean()),
    image: z.optional(z.nullable(z.object({ data: z.string(), alt: z.optional(z.string()) }))),
    in_stock_attributes: z.optional(z.nullable(z.array(z.number()))),
    out_of_stock_behavior: z.optional(z.nullable(z.string())),
    out_of_stock_message: z.optional(z.nullable(z.string())),
  }),
});

export interface UpsellOptionState {
  /** The price for the chosen options (without tax, as the detail template shows it), or null if not given. */
  price: number | null;
  /** spec §8: a stock or purchasing message marks the item with an error. */
  message: string | null;
  /** The variant image with its `{:size}` placeholder, or null. */
  image: { url: string; alt: string } | null;
  /** spec §4: which values are in stock with this choice, or null when the answer does not say. */
  stock: OptionStock | null;
}

/**
 * POST /remote/v1/product-attributes/{id} with the item's option fields (spec §7),
 * serialised as the platform's client does for an option change: text fields only.
 */
export async function fetchUpsellOptionState(productId: number, fields: Params, options: CallOptions = {}): Promise<UpsellOptionState> {
  const answer = await requestJson(`/remote/v1/product-attributes/${productId}`, optionResponseSchema, {
    ...options,
    method: 'POST',
    params: fields,
  });
  const { data } = answer;
  const price = data.price?.without_tax?.value ?? data.price?.with_tax?.value ?? null;
  const message = data.stock_message || data.purchasing_message || null;
  const image = data.image ? { url: data.image.data, alt: data.image.alt ?? '' } : null;
  return { price, message, image, stock: optionStockOf(data) };
}

const addAnswerSchema = z.object({
  data: z.object({
    error: z.optional(z.string()),
    cart_id: z.optional(z.string()),
    cart_item: z.optional(z.object({ id: z.optional(z.string()), quantity: z.optional(z.number()) })),
  }),
});

/** The platform refused to add an upsell item and said why (spec §8 add-all failure: "the response's error text"). */
export class UpsellRefusal extends Error {
  override readonly name = 'UpsellRefusal';
}

/** POST /remote/v1/cart/add with the item's form data (spec §7: one item at a time). */
export async function addUpsellItem(
  formData: FormData,
  options: CallOptions = {},
): Promise<{ cartItemId: string | null; quantity: number }> {
  const answer = await requestJson('/remote/v1/cart/add', addAnswerSchema, { ...options, method: 'POST', formData });
  if (answer.data.error) throw new UpsellRefusal(answer.data.error);
  return { cartItemId: answer.data.cart_item?.id ?? null, quantity: answer.data.cart_item?.quantity ?? 1 };
}
