import { Fbt, fbtAttributes } from '../react/fbt/Fbt.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The frequently-bought-together upsell block of the product page (`#fbt`;
 * spec §3 upsell options, §4 upsell item and mode, §5 upsell add-all, §7, §8, §9).
 *
 * Its targets come from its own server markup. Custom-fields mode: elements
 * with the `fbt-product` class, each with a comma list in `data-fbt-targets`.
 * Related-products mode: inside an element with the `fbt` class, the elements
 * matching `data-selector` (their `data-product-id`, or their link's path).
 * All digits are product ids (GET /products.php?productId=), anything else a
 * page path on this store; each is rendered with the three upsell templates.
 * The product being viewed may come rendered with the page: a
 * `<template data-fbt-main-item>` holding `[data-fbt-template="image-item"]`,
 * `[data-fbt-template="detail-item"]` and `[data-fbt-template="detail-options"]`
 * is used as its markup (shown at once, not fetched).
 * Without either marker the suite is not installed: a console error, and the
 * block hides; it also hides when no target can be shown, or when `disabled`.
 *
 * From the image and detail templates the block reads the product (the detail
 * root's `data-product-id` and `data-product-price`, `.fbt-name`, `.fbt-price`,
 * whether its checkbox is checked and whether it has an options toggle) and the
 * picture (its `img` and link), and renders the row itself with those classes;
 * the options template is inserted as it comes, its ids made unique.
 *
 * Each item is a labelled group with a real checkbox; its options are a
 * disclosure loaded on first opening; option changes post product-attributes
 * (unless the page already has the answer for that product and choice: the
 * product form's answers are kept for the page, so the product being viewed is
 * not asked again) and a stock or purchasing message marks the item with an error. Add All to
 * Cart checks the spec's two rules, then adds the product being viewed and every
 * checked item one at a time and goes to `/cart.php`; a failure says which items
 * were added already. Options may also be given as a child
 * `<script type="application/json">{"dataSelector", "productLimit", "templates": {"imageItem", "detailItem", "detailOptions"}}</script>`.
 *
 * @tag store-fbt
 * @summary Frequently bought together: check upsell items, choose their options, add them all.
 * @fires cart-item-added - After each item is added (`{ productId, quantity, cartItemId, source: 'store-fbt' }`).
 * @fires cart-qty-updated - After each item is added, the cart quantity as the platform counts it (spec §7 cart summary; through the cart quantity store, `source: 'server'`), as every feature that adds does.
 * @fires modal-opened - When a dialog it shows has opened (`{ id }`; from the `<dialog>` inside it, bubbling).
 * @fires modal-closed - When that dialog has closed (`{ id, reason }`).
 * @cssprop --store-modal-duration - Set on its dialog: the open/close animation time, 250ms, or 0ms under reduced motion.
 */
export class StoreFbtElement extends storeElement(Fbt, fbtAttributes) {}

defineOnce('store-fbt', StoreFbtElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-fbt': StoreFbtElement;
  }
}
