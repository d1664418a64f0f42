// The texts and settings of <store-cart>: each shopper-facing message is an attribute,
// filled from the theme's language files by the template (pages/cart.html); these
// defaults serve pages that leave one out (DESIGN rule 10).
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { OWNED_ITEMS_LINK_TEXT, OWNED_ITEMS_REMOVED_MESSAGE, QUANTITY_NAN_MESSAGE } from './messages.ts';

/** spec §8 cart cleanup message up to its link ("here"), which follows it. */
export const OWNED_ITEMS_LEAD = OWNED_ITEMS_REMOVED_MESSAGE.slice(0, -OWNED_ITEMS_LINK_TEXT.length).trimEnd();

export const cartAttributes = {
  /** Said after a quantity change. */
  updatedMessage: attr.string('Your cart was updated.'),
  /** Said after a removal ({name}). */
  removedMessage: attr.string('{name} was removed from your cart.'),
  /** Said when a quantity change fails without a reason from the server. */
  updateFailureMessage: attr.string('Your cart could not be updated just now, so it is as it was. Please try again.'),
  /** Said when a removal fails ({name}). */
  removeFailureMessage: attr.string('{name} could not be removed just now, so it is still in your cart. Please try again.'),
  /** Said when the cart changed but could not be shown again. */
  refreshFailureMessage: attr.string('Your cart was changed but could not be shown. Reload the page to see it.'),
  /** Said when a coupon applies. */
  couponAppliedMessage: attr.string('Your coupon was applied.'),
  /** Said when a gift certificate applies. */
  certificateAppliedMessage: attr.string('Your gift certificate was applied.'),
  /** Said when a code form is sent empty. */
  emptyCodeMessage: attr.string('Please enter a code.'),
  /** Said when a code cannot be checked (no reason from the server). */
  codeFailureMessage: attr.string('The code could not be checked just now. Please try again.'),
  /** Said when shipping cannot be estimated or saved. */
  shippingFailureMessage: attr.string('Shipping could not be estimated just now. Please try again.'),
  /** Said when a shipping method is saved. */
  shippingSavedMessage: attr.string('Your shipping method was saved.'),
  /** Said when an estimate is asked without a country. */
  countryRequiredMessage: attr.string('Please choose a country.'),
  /** The gift wrapping dialog's title ({name}). */
  giftWrapTitle: attr.string('Gift wrapping for {name}'),
  /** Said when gift wrapping is saved ({name}). */
  giftWrapSavedMessage: attr.string('Gift wrapping was saved for {name}.'),
  /** Shown when the gift wrapping options cannot be loaded. */
  giftWrapFailureMessage: attr.string('Gift wrapping could not be loaded just now. Please try again.'),
  /** Shown when gift wrapping cannot be saved (no reason from the server). */
  giftWrapSaveFailureMessage: attr.string('Gift wrapping could not be saved just now. Please try again.'),
  /** The title of the notice listing owned items removed. */
  noticeTitle: attr.string('Items removed from your cart'),
  /** The notice's message, followed by its link to the downloads page. */
  ownedItemsMessage: attr.string(OWNED_ITEMS_LEAD),
  /** The text of the notice's link to the downloads page. */
  ownedItemsLinkLabel: attr.string(OWNED_ITEMS_LINK_TEXT),
  /** Said when a quantity is not a whole number. */
  quantityErrorMessage: attr.string(QUANTITY_NAN_MESSAGE),
  /** Said when a quantity below 0 is typed (nothing is sent). */
  quantityNegativeMessage: attr.string('Quantity must be 0 or more (0 removes the item).'),
  /** Said when a quantity above the input's `max` is typed ({max}; nothing is sent). */
  quantityMaxMessage: attr.string('Quantity must be {max} or less.'),
  /** Shown in the gift wrapping dialog when the item has no gift wrapping. */
  noGiftWrapMessage: attr.string('No gift wrapping is offered for this item.'),
  /** The state list's first option while no country is chosen. */
  chooseCountryLabel: attr.string('Choose a country first'),
  /** The state list's first option once the country's states are loaded. */
  chooseStateLabel: attr.string('Choose a state or province'),
  /** The state list's only option when the country has no states. */
  noStatesLabel: attr.string('No states or provinces'),
  /** The button that closes the notice. */
  okLabel: attr.string('OK'),
  /** The accessible name of the dialogs' close buttons. */
  closeLabel: attr.string('Close'),
  /** Announced while the gift wrapping dialog loads. */
  loadingLabel: attr.string('Loading…'),
};

export type CartProps = ElementProps<typeof cartAttributes>;
