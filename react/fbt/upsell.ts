import * as z from 'zod/mini';
import type { UpsellTarget, UpsellTemplates } from '../api/fbt.ts';
import { UPSELL_PRODUCT_LIMIT, UPSELL_TOTAL_VARIES } from '../../shared/constants.ts';

// The upsell block's rules (spec §4 upsell item and mode, §5 upsell add-all,
// §9 upsell constants), as plain functions the component and the tests share.

/** spec §5: the two reasons Add All to Cart is refused. */
export const UPSELL_ERRORS_MESSAGE = 'Please check to see that there are no errors.';
export const UPSELL_OPTIONS_MESSAGE = 'Please make sure all options have been filled in.';

export type UpsellMode = 'custom-fields' | 'related-products' | 'none';

/** Where the block's targets are listed in custom-fields mode (spec §4). */
export const CUSTOM_FIELD_SELECTOR = '.fbt-product';
/** The container of related products in related-products mode (spec §4). */
export const RELATED_SELECTOR = '.fbt';

function queryAll(nodes: readonly Node[], selector: string): Element[] {
  const found: Element[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(selector)) found.push(node);
    found.push(...node.querySelectorAll(selector));
  }
  return found;
}

/**
 * spec §4 upsell mode: custom-fields if elements with the fbt-product class
 * exist, related-products if the fbt class exists, otherwise none. Looked for
 * in the block's own server markup (an element never reaches into the page).
 */
export function detectMode(nodes: readonly Node[]): UpsellMode {
  if (queryAll(nodes, CUSTOM_FIELD_SELECTOR).length > 0) return 'custom-fields';
  if (queryAll(nodes, RELATED_SELECTOR).length > 0) return 'related-products';
  return 'none';
}

/**
 * The raw targets of the block, in page order. Custom fields: each
 * `.fbt-product` holds a comma list in `data-fbt-targets` (or as its text).
 * Related products: each element matching `dataSelector` inside `.fbt` gives
 * its `data-product-id`, or else the path of its `href`.
 */
export function rawTargets(nodes: readonly Node[], mode: UpsellMode, dataSelector: string): string[] {
  if (mode === 'custom-fields') {
    return queryAll(nodes, CUSTOM_FIELD_SELECTOR).flatMap((field) =>
      (field.getAttribute('data-fbt-targets') ?? field.textContent ?? '').split(','),
    );
  }
  if (mode === 'related-products') {
    let related: Element[] = [];
    try {
      related = queryAll(nodes, RELATED_SELECTOR).flatMap((container) => [...container.querySelectorAll(dataSelector)]);
    } catch {
      console.warn(`<store-fbt>: data-selector ${JSON.stringify(dataSelector)} is not a valid selector; no related products read.`);
    }
    return related.map((element) => element.getAttribute('data-product-id') ?? element.getAttribute('href') ?? '');
  }
  return [];
}

/**
 * spec §9 upsell targets: all digits = a product id, anything else a page path.
 * Only paths on this store are followed (a full URL to another host, a
 * `javascript:` link or a protocol-relative `//host` is dropped with a warning:
 * the request carries the shopper's CSRF token). Duplicates and `exclude` (the
 * product being viewed) are dropped; at most `limit` are kept.
 */
export function parseTargets(raw: readonly string[], limit = UPSELL_PRODUCT_LIMIT, exclude?: number): UpsellTarget[] {
  const targets: UpsellTarget[] = [];
  const seen = new Set<string>();
  for (const entry of raw) {
    const value = entry.trim();
    if (value === '' || targets.length >= limit) continue;
    let target: UpsellTarget | null = null;
    if (/^\d+$/.test(value)) {
      const id = Number(value);
      if (id > 0 && id !== exclude && Number.isSafeInteger(id)) target = { kind: 'id', id, raw: value };
      else if (id === exclude) continue;
    } else {
      const path = samePath(value);
      if (path) target = { kind: 'path', path, raw: value };
    }
    if (!target) {
      console.warn(`<store-fbt>: ignoring upsell target ${JSON.stringify(value)}; expected a product id or a path on this store.`);
      continue;
    }
    const key = target.kind === 'id' ? `id:${target.id}` : `path:${target.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    targets.push(target);
  }
  return targets;
}

function samePath(value: string): string | null {
  if (value.startsWith('//') || /\s/.test(value)) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

const templateName = z.string().check(z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i));

/** spec §3 upsell options, as a template author may give them in a child JSON script. */
export const upsellOptionsSchema = z.object({
  dataSelector: z.optional(z.string().check(z.minLength(1))),
  productLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(12))),
  templates: z.optional(
    z.object({
      imageItem: z.optional(templateName),
      detailItem: z.optional(templateName),
      detailOptions: z.optional(templateName),
    }),
  ),
});

export interface UpsellOptions {
  dataSelector: string;
  productLimit: number;
  templates: UpsellTemplates;
}

export const DEFAULT_DATA_SELECTOR = '[data-product-id]';

/**
 * The block's options: attributes first, then a child JSON script over them.
 * A malformed script logs one warning naming the element and is ignored.
 */
export function resolveOptions(fromAttributes: UpsellOptions, json: string | null): UpsellOptions {
  if (json === null || json.trim() === '') return fromAttributes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    console.warn('<store-fbt>: its options script is not valid JSON; using the attributes.');
    return fromAttributes;
  }
  const checked = upsellOptionsSchema.safeParse(parsed);
  if (!checked.success) {
    console.warn(
      `<store-fbt>: its options script has unexpected values (${checked.error.issues.map((issue) => issue.path.join('.')).join(', ')}); using the attributes.`,
    );
    return fromAttributes;
  }
  const options = checked.data;
  return {
    dataSelector: options.dataSelector ?? fromAttributes.dataSelector,
    productLimit: options.productLimit ?? fromAttributes.productLimit,
    templates: { ...fromAttributes.templates, ...options.templates },
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * spec §9 upsell total price: a currency amount with thousands separators and
 * two decimals ('$1,234.50'); 'Varies Based on Options' when zero. The store's
 * currency when the page context gives one, dollars otherwise.
 */
export function formatUpsellTotal(amount: number, currencyCode = 'USD', varies = UPSELL_TOTAL_VARIES): string {
  if (!Number.isFinite(amount) || Math.round(amount * 100) === 0) return varies;
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currencyCode,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(amount);
}

/** spec §5: required options are detected from the word Required in the field's hint text (the theme's language's word). */
export const UPSELL_REQUIRED_WORD = 'Required';

/** The word as a whole word, case as written: "Notes (not required)" is not a required field. */
function requiredHint(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u');
}

/** The option fields of a form: the platform's `.form-field` wrappers (or `[data-product-attribute]`). */
function optionFields(form: ParentNode): Element[] {
  return [...form.querySelectorAll('.form-field, [data-product-attribute]')].filter(
    (field, _, all) => !all.some((other) => other !== field && other.contains(field)),
  );
}

/** The hint text of a field: its labels and legends (where the template prints "Required"). */
function hintText(field: Element): string {
  return [...field.querySelectorAll('label, legend, small, .form-label')].map((hint) => hint.textContent ?? '').join(' ');
}

export function requiredFields(form: ParentNode, word = UPSELL_REQUIRED_WORD): Element[] {
  const hint = requiredHint(word.trim() || UPSELL_REQUIRED_WORD);
  return optionFields(form).filter((field) => hint.test(hintText(field)));
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether a shopper has filled an option field in. */
export function isFieldFilled(field: Element): boolean {
  const controls = [...field.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => !(control instanceof HTMLInputElement && control.type === 'hidden'),
  );
  if (controls.length === 0) return true;
  const choices = controls.filter(
    (control): control is HTMLInputElement =>
      control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox'),
  );
  if (choices.length > 0) return choices.some((choice) => choice.checked);
  // Every part must be filled (a date is month, day and year).
  return controls.every((control) => {
    if (control instanceof HTMLInputElement && control.type === 'file') return (control.files?.length ?? 0) > 0;
    return control.value.trim() !== '';
  });
}

/** spec §4: an item is options-selected once all its required option fields are filled. */
export function isOptionsSelected(form: ParentNode, word = UPSELL_REQUIRED_WORD): boolean {
  return requiredFields(form, word).every(isFieldFilled);
}

/** What the add-all rule needs to know of one item. */
export interface AddAllCandidate {
  checked: boolean;
  error: string | null;
  hasRequiredOptions: boolean;
  optionsSelected: boolean;
}

/**
 * spec §5 upsell add-all: refused with the errors message if any checked item
 * has an error, else with the options message if a checked item with required
 * options is not fully selected; null when it may go ahead.
 */
export function addAllProblem(items: readonly AddAllCandidate[]): string | null {
  const checked = items.filter((item) => item.checked);
  if (checked.some((item) => item.error !== null)) return UPSELL_ERRORS_MESSAGE;
  if (checked.some((item) => item.hasRequiredOptions && !item.optionsSelected)) return UPSELL_OPTIONS_MESSAGE;
  return null;
}

/**
 * spec §5/§7: items are added one at a time, each after the previous answered;
 * the first failure stops the rest; `onAdded` finishes before the next starts.
 * Returns what was added and the failure.
 */
export async function addOneAtATime<Item, Result>(
  items: readonly Item[],
  add: (item: Item) => Promise<Result>,
  onAdded: (item: Item, result: Result) => unknown,
): Promise<{ added: Item[]; failure: { item: Item; error: unknown } | null }> {
  const added: Item[] = [];
  for (const item of items) {
    let result: Result;
    try {
      result = await add(item);
    } catch (error) {
      return { added, failure: { item, error } };
    }
    added.push(item);
    await onAdded(item, result);
  }
  return { added, failure: null };
}

/** spec §9 option images at 300x300: fills the platform's `{:size}` placeholder. */
export function sizedImage(url: string, size: string): string {
  return url.replace('{:size}', size);
}
