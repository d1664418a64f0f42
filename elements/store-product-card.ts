import { ProductCard, productCardAttributes } from '../react/product-card/ProductCard.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A product card (spec §4 card add-to-cart, §5 card rules, §7, §9). Wrap the
 * server's card: links, an image with `data-hover-image`, and a
 * `form[data-card-atc]` posting to the card's add URL with `qty[]` (which works
 * without JavaScript). The element swaps to the hover image on hover and focus,
 * and adds to the cart in place: the button shows the wait message, then the
 * added message (in its `span.card-atc-label` when it has one, so a visually
 * hidden product name beside it stays; otherwise the messages replace the
 * button's content, which comes back afterwards); the card gets `adding`, then
 * `added`; changing the quantity
 * resets it. A quantity of 0 says 'You must enter a quantity!', a non-number
 * 'Quantity must be a number!'. Afterwards the cart quantity is looked up again
 * (the header badge follows) and `cart-item-added` fires.
 *
 * A grid's cards each upgrade as they come near the viewport; until then the
 * server card (links and a form that posts) is what shows. Upgrading leaves the
 * server card in place (nothing is moved, focus and typed quantities stay) and
 * adds the message paragraphs after it, in a `display: contents` container.
 *
 * @tag store-product-card
 * @attr {string} wait-message - The button's text while adding. Default "Adding…".
 * @attr {string} added-message - The button's text once added. Default "Added to cart".
 * @attr {string} added-announcement - Announced to screen readers once added.
 * @attr {string} failure-message - Shown when the platform fails without a reason.
 * @attr {string} unconfirmed-message - Shown when the add got no answer (time-out, dropped connection) and the cart could not show whether it was made; when the cart shows it, the add counts as done, and when the cart shows nothing was added, failure-message is shown. Default "We could not confirm that this was added to your cart. Please check your cart before trying again."
 * @attr {string} quantity-zero-message - Shown when the quantity is 0. Default "You must enter a quantity!".
 * @attr {string} quantity-error-message - Shown when the quantity is not a whole number. Default "Quantity must be a number!".
 * @fires cart-item-added - After the platform added the item (`{ productId, quantity, cartItemId: null, source }`).
 */
export class StoreProductCardElement extends storeElement(ProductCard, productCardAttributes, {
  render: 'near-viewport',
  serverContent: 'in-place',
}) {}

defineOnce('store-product-card', StoreProductCardElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-card': StoreProductCardElement;
  }
}
