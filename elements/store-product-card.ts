import { ProductCard, productCardAttributes } from '../react/product-card/ProductCard.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A product card (spec §4 card add-to-cart, §5 card rules, §7, §9). Wrap the
 * server's card: links, an image with `data-hover-image`, and a
 * `form[data-card-atc]` posting to the card's add URL with `qty[]` (which works
 * without JavaScript), inside an element with `data-product-id`. The element
 * swaps to the hover image on hover and focus, and adds to the cart in place,
 * the way the platform's own client adds by script (`POST /remote/v1/cart/add`
 * with `action=add`, `product_id`, `qty[]`: stencil-utils' `cart.itemAdd`): the button shows the wait message, then the
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
 * @fires cart-item-added - After the platform added the item (`{ productId, quantity, cartItemId: null, source }`).
 * @fires cart-qty-updated - After adding, when the cart quantity looked up again has changed (`{ quantity, source: 'server' }`; through the cart quantity store).
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
