// The cart page's texts. Shoppers read them as text, never as HTML (DESIGN rule 6).

/** spec §8 cart cleanup message, exactly; "here" links to /downloads (spec §2). */
export const OWNED_ITEMS_REMOVED_MESSAGE =
  "We've removed the following item(s) from your cart... already purchased by this account and can be downloaded here";
/** The part of the cleanup message that links to the downloads page. */
export const OWNED_ITEMS_LINK_TEXT = 'here';
export const DOWNLOADS_URL = '/downloads';

/** spec §5 quantity: digits only (the card's message, which the theme uses for every quantity field). */
export const QUANTITY_NAN_MESSAGE = 'Quantity must be a number!';

/**
 * An addition got no answer and the cart could not show whether it was made
 * (issue 22 item 1): a retry could add a second one, so the shopper looks first.
 */
export const UNCONFIRMED_ADD_MESSAGE = 'We could not confirm that this was added to your cart. Please check your cart before trying again.';
