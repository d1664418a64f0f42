import type { UpsellMarkup } from '../api/fbt.ts';
import type { Params } from '../api/request.ts';
import { parseInertly, sanitizeTree } from '../server-html/server-html.ts';
import { isOptionsSelected, requiredFields } from './upsell.ts';

// One upsell target as the block shows it, read from its three rendered templates
// (spec §3 upsell options, §4 upsell item). The image and the detail row are
// rendered from these facts; the options template is server HTML, inserted as it
// came when the shopper first opens the options (spec §4: loaded once, on need).

/** The option fields of an item's add form, in form order, as FormData holds them (files included). */
export type ChosenOptions = ReadonlyArray<readonly [string, FormDataEntryValue]>;

export interface UpsellProduct {
  productId: number;
  name: string;
  /** The price as the detail template prints it ("2 × $16.50"). */
  priceText: string;
  /** The price of one. */
  price: number;
  /** How many the item's form adds: its product's minimum order, or 1. */
  quantity: number;
  image: { src: string; alt: string; href: string | null; width: string | null; height: string | null } | null;
  /** The detail template offers an options toggle. */
  hasOptions: boolean;
  /** The detail template's checkbox is checked (or it has none). */
  checked: boolean;
  /** The detail options template, inserted as server HTML when the options first open. */
  optionsHtml: string;
  /** The add form's fields before the shopper chooses anything. */
  chosen: ChosenOptions;
  hasRequiredOptions: boolean;
  optionsSelected: boolean;
}

/** Parsed where nothing runs or loads, and cleaned (the facts read from it reach the page). */
function parsed(html: string): HTMLElement {
  const { body } = parseInertly(html, 'text/html');
  sanitizeTree(body);
  return body;
}

/**
 * Reads one target's templates, or throws if they do not describe a product.
 * `requiredWord` is the word the options template prints by required options (spec §5).
 */
export function readUpsellProduct(markup: UpsellMarkup, requiredWord: string): UpsellProduct {
  const detail = parsed(markup.detailItem);
  const root = detail.querySelector('[data-product-id]');
  const productId = Number(root?.getAttribute('data-product-id'));
  if (!root || !Number.isSafeInteger(productId) || productId <= 0) throw new Error('The detail item template does not name a product');
  const price = Number(root.getAttribute('data-product-price'));
  const checkbox = detail.querySelector('input[type="checkbox"]');
  const picture = parsed(markup.imageItem).querySelector('img');
  // The form's fields are read with this window's FormData and field rules, in a
  // document of its own that has no window: nothing in it loads.
  const scratch = document.implementation.createHTMLDocument('');
  scratch.body.append(scratch.importNode(parsed(markup.detailOptions), true));
  const form = scratch.querySelector('form');
  // A product without an options template still needs what its add form sends.
  const chosen: ChosenOptions = form
    ? [...new FormData(form)]
    : [
        ['action', 'add'],
        ['product_id', String(productId)],
        ['qty[]', '1'],
      ];
  // The options template adds the product's minimum order (the platform refuses less).
  const quantity = Number(chosen.find(([name]) => name === 'qty[]')?.[1]);
  return {
    productId,
    name: (detail.querySelector('.fbt-name') ?? root).textContent?.trim() ?? '',
    priceText: detail.querySelector('.fbt-price')?.textContent ?? '',
    price: Number.isFinite(price) ? price : 0,
    quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
    image: picture && {
      src: picture.getAttribute('src') ?? '',
      alt: picture.getAttribute('alt') ?? '',
      href: picture.closest('a')?.getAttribute('href') ?? null,
      width: picture.getAttribute('width'),
      height: picture.getAttribute('height'),
    },
    hasOptions: detail.querySelector('button.fbt-toggle-options, button[aria-controls]') !== null,
    checked: checkbox ? checkbox.hasAttribute('checked') : true,
    optionsHtml: form ? markup.detailOptions : '',
    chosen,
    hasRequiredOptions: form ? requiredFields(form, requiredWord).length > 0 : false,
    optionsSelected: form ? isOptionsSelected(form, requiredWord) : true,
  };
}

/**
 * Copies a choice (the product form's fields, `attribute[…]` by name) into an upsell item's options
 * form: the same option fields, so the product being viewed takes the page's choice (issue 32 item 3).
 */
export function copyChoice(form: HTMLFormElement, choice: Params): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name^="attribute["]')) {
    const value = choice[field.name];
    const text = value === undefined || value === null ? undefined : String(value);
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) field.checked = text === field.value;
    else if (!(field instanceof HTMLInputElement && field.type === 'file') && text !== undefined) field.value = text;
  }
}

/** What an item's options form sends, and whether its required options are filled. */
export function choiceOf(form: HTMLFormElement, requiredWord: string): { chosen: ChosenOptions; optionsSelected: boolean } {
  return { chosen: [...new FormData(form)], optionsSelected: isOptionsSelected(form, requiredWord) };
}

/** What an item whose options form is not on the page yet sends with `choice`, and whether its required options are filled. */
export function chosenWith(
  optionsHtml: string,
  choice: Params,
  requiredWord: string,
): { chosen: ChosenOptions; optionsSelected: boolean } | null {
  const scratch = document.implementation.createHTMLDocument('');
  scratch.body.append(scratch.importNode(parsed(optionsHtml), true));
  const form = scratch.querySelector('form');
  if (!form) return null;
  copyChoice(form, choice);
  return choiceOf(form, requiredWord);
}

/** The fields an option change sends: text only, as the platform's client does (a file goes when adding). */
export function optionParams(chosen: ChosenOptions): Params {
  const params: Params = {};
  for (const [name, value] of chosen) if (typeof value === 'string') params[name] = value;
  return params;
}

/** What adding the item posts: every field, files included. */
export function addFormData(chosen: ChosenOptions): FormData {
  const data = new FormData();
  for (const [name, value] of chosen) data.append(name, value);
  return data;
}
