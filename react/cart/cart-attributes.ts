// The texts and settings of <store-cart>: each shopper-facing message is an attribute,
// filled from the theme's language files by the template (pages/cart.html); these
// defaults serve pages that leave one out (DESIGN rule 10).
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { OWNED_ITEMS_LINK_TEXT, OWNED_ITEMS_REMOVED_MESSAGE, QUANTITY_NAN_MESSAGE } from './messages.ts';

/** spec §8 cart cleanup message up to its link ("here"), which follows it. */
export const OWNED_ITEMS_LEAD = OWNED_ITEMS_REMOVED_MESSAGE.slice(0, -OWNED_ITEMS_LINK_TEXT.length).trimEnd();

export const cartAttributes = {
  updatedMessage: attr.string('Your cart was updated.'),
  removedMessage: attr.string('{name} was removed from your cart.'),
  updateFailureMessage: attr.string('Your cart could not be updated just now, so it is as it was. Please try again.'),
  removeFailureMessage: attr.string('{name} could not be removed just now, so it is still in your cart. Please try again.'),
  refreshFailureMessage: attr.string('Your cart was changed but could not be shown. Reload the page to see it.'),
  couponAppliedMessage: attr.string('Your coupon was applied.'),
  certificateAppliedMessage: attr.string('Your gift certificate was applied.'),
  emptyCodeMessage: attr.string('Please enter a code.'),
  codeFailureMessage: attr.string('The code could not be checked just now. Please try again.'),
  shippingFailureMessage: attr.string('Shipping could not be estimated just now. Please try again.'),
  shippingSavedMessage: attr.string('Your shipping method was saved.'),
  countryRequiredMessage: attr.string('Please choose a country.'),
  giftWrapTitle: attr.string('Gift wrapping for {name}'),
  giftWrapSavedMessage: attr.string('Gift wrapping was saved for {name}.'),
  giftWrapFailureMessage: attr.string('Gift wrapping could not be loaded just now. Please try again.'),
  giftWrapSaveFailureMessage: attr.string('Gift wrapping could not be saved just now. Please try again.'),
  noticeTitle: attr.string('Items removed from your cart'),
  ownedItemsMessage: attr.string(OWNED_ITEMS_LEAD),
  ownedItemsLinkLabel: attr.string(OWNED_ITEMS_LINK_TEXT),
  quantityErrorMessage: attr.string(QUANTITY_NAN_MESSAGE),
  quantityNegativeMessage: attr.string('Quantity must be 0 or more (0 removes the item).'),
  quantityMaxMessage: attr.string('Quantity must be {max} or less.'),
  noGiftWrapMessage: attr.string('No gift wrapping is offered for this item.'),
  chooseCountryLabel: attr.string('Choose a country first'),
  chooseStateLabel: attr.string('Choose a state or province'),
  noStatesLabel: attr.string('No states or provinces'),
  okLabel: attr.string('OK'),
  closeLabel: attr.string('Close'),
  loadingLabel: attr.string('Loading…'),
};

export type CartProps = ElementProps<typeof cartAttributes>;
