// The upsell block's default texts, in English. A theme fills each from its lang
// files through the element's attributes (DESIGN rule 10); these are what an
// embedding page without them gets. Shoppers read them as text, never as HTML.

export { UNCONFIRMED_ADD_MESSAGE } from '../cart/messages.ts';

export const FBT_TOTAL_LABEL = 'Total price:';
export const FBT_FAILURE_MESSAGE = 'This item could not be added to your cart. Please try again.';
/** `{items}` lists the items added before the failure. */
export const FBT_ADDED_MESSAGE = 'Already added to your cart: {items}.';
export const FBT_NOTHING_CHECKED_MESSAGE = 'Choose at least one item to add.';
export const FBT_ADDING_MESSAGE = 'Adding to your cart…';
export const FBT_LOADING_LABEL = 'Loading…';
export const FBT_THIS_ITEM_LABEL = 'This item';
export const FBT_ERROR_TITLE = 'Error';
export const FBT_OK_LABEL = 'OK';
/** A message about one item: `{name}` is the product, `{message}` what happened. */
export const FBT_ITEM_MESSAGE = '{name}: {message}';

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
