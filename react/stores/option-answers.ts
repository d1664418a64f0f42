import type { OptionStock } from '../api/product.ts';
import type { Params } from '../api/request.ts';

// The platform's answers to option changes (spec §7 POST /product-attributes/{id}),
// kept for this page by product and choice of options. The product form records
// each answer it applies (and announces it with `product-options-changed`); the
// upsell block reads them, so the product being viewed is not asked again for a
// choice the page already has the answer to. A store rather than an event alone:
// the form's answer on load comes long before the upsell block's code loads.

/** What an answer says about one choice of options. */
export interface OptionAnswer {
  /** The price without tax (as the upsell templates show it), or null when the answer gives none. */
  price: number | null;
  /** The stock or purchasing message (spec §8), or null. */
  message: string | null;
  /** The variant image (`url` keeps the `{:size}` placeholder), or null for the product's own. */
  image: { url: string; alt: string } | null;
  /**
   * spec §4: which option values are in stock with this choice and what becomes of the others
   * (hidden or labelled with the message), or null when the answer does not say.
   */
  stock: OptionStock | null;
}

/** Enough for every choice a shopper makes on one page; the oldest goes first. */
const LIMIT = 50;
const answers = new Map<string, OptionAnswer>();

/** The fields that make the question: every value sent, in any order, but not the CSRF token. */
function key(productId: number, fields: Params): string {
  const pairs = Object.entries(fields)
    .filter(([name]) => name !== 'authenticity_token')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .sort();
  return `${productId}?${pairs.join('&')}`;
}

/** The product form's latest choice of each product on the page (the upsell block's viewed product follows it). */
const latest = new Map<number, Params>();

export function rememberOptionAnswer(productId: number, fields: Params, answer: OptionAnswer): void {
  const id = key(productId, fields);
  answers.delete(id);
  answers.set(id, answer);
  if (answers.size > LIMIT) answers.delete(answers.keys().next().value!);
  latest.set(productId, fields);
}

/** The fields of the latest choice the page's product form got an answer for, if any (issue 32 item 3). */
export function latestChoice(productId: number): Params | undefined {
  return latest.get(productId);
}

/** The answer for exactly this product and these fields, if the page has had it. */
export function knownOptionAnswer(productId: number, fields: Params): OptionAnswer | undefined {
  return answers.get(key(productId, fields));
}

/** For tests: forget every answer. */
export function forgetOptionAnswers(): void {
  answers.clear();
}
