import { ProductForm, productFormAttributes } from '../react/product-form/ProductForm.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The product form with its price block (spec §2 product page, §3 product option
 * response, §4 add to cart, §5 quantity and required options, §6, §7, §8). Wrap
 * the server's details block: the price, SKU/UPC/weight/stock, the bulk pricing
 * box and the `<form>` with `product_id`, `attribute[…]` fields, `qty[]` and a
 * `[data-add-to-cart]` button. Without JavaScript the form posts to the cart.
 *
 * On load and on each option change the element asks the platform for the
 * selection (`POST /product-attributes/{productId}`, bulk-discount-rates
 * template) and writes the answer into the markup: `[data-product-price-with-tax]`,
 * `[data-product-price-without-tax]`, `[data-product-rrp-with-tax|without-tax]`,
 * `[data-product-non-sale-price-with-tax|without-tax]`, `[data-product-price-saved]`,
 * `[data-product-price-range]` (rows: `[data-price-row]`), `[data-product-sku]`,
 * `[data-product-upc]`, `[data-product-weight]`, `[data-product-stock]`,
 * `[data-product-stock-message]` (rows: `[data-info-row]`),
 * `[data-product-purchasing-message]`, `[data-product-bulk-pricing]` and
 * `img[data-product-variant-image]` (`data-image-size`, default `640w`).
 * Unavailable values are hidden or labelled (`[data-out-of-stock-label]`). The
 * last selection always wins. Radios uncheck on a second click. The add button
 * and quantity are enabled only when purchasable and in stock; `[data-wallet-buttons]`
 * is hidden otherwise. `[data-quantity-change="increase|decrease"]` buttons step
 * the quantity within its `data-quantity-min` / `data-quantity-max`.
 *
 * A signed-in customer adding a digital product that is not multi-purchase is
 * checked with the downloads service first; an owned one says 'You have already
 * purchased this item. Download it here' (link to /downloads) and the add is disabled.
 *
 * `data-state` is "ready", "adding", "owned" or "unavailable".
 *
 * @tag store-product-form
 * @fires product-options-changed - After each applied option response (`{ productId, image, sku, purchasable, inStock, price, message }`). The answer is also kept for the page, so `<store-fbt>` does not ask again for the same product and choice.
 * @fires cart-item-added - After the platform added the item (`{ productId, quantity, cartItemId, source }`).
 * @fires cart-qty-updated - When the cart quantity looked up after adding has changed.
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreProductFormElement extends storeElement(ProductForm, productFormAttributes) {}

defineOnce('store-product-form', StoreProductFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-form': StoreProductFormElement;
  }
}
