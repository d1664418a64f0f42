import { ProductGallery, productGalleryAttributes } from '../react/product-gallery/ProductGallery.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The product image gallery (spec §2, §3 gallery items, §4 lightbox, §8, §9).
 * Wrap the template's gallery: a `<section aria-label>` with the main image
 * (`figure.productView-image`) and a `ul.productView-thumbnails` of links, one
 * per item: `a[data-type="image"]` whose href is the zoom image, with
 * `data-image-url` (the URL with `{:size}`, for the srcset widths of spec §9),
 * `data-zoom-width` and `data-zoom-height`; or `a[data-type="video"]` with
 * `data-video-url` (the player page). Without JavaScript they are links to the
 * large images and videos.
 *
 * A thumbnail shows its item in the main area; the main image opens the
 * full-screen lightbox (PhotoSwipe, loaded only then): background 0.8, 333 ms
 * animations (none under reduced motion), UI hidden after 4000 ms idle, one
 * neighbour preloaded each side, share links (Facebook, Twitter, Pinterest,
 * download). Its position is in the URL hash (`#gid=1&pid=2`): a shared link
 * opens the same image and Back closes it. A failed image gets `image-error`;
 * in the lightbox it says 'The image could not be loaded.' with a link to it.
 * Images get the ratio classes `square` (0.8–1.2) or `vertical` (above 1.2).
 * The main image follows the variant image of `product-options-changed`.
 * The page context's `itsConfig.pdp_video_thumbnails_pos` puts the video
 * thumbnails before the images (`"top"`) or after them (`"bottom"`); the main
 * area still starts on the first image. Without it, the template's order stays.
 *
 * @tag store-product-gallery
 */
export class StoreProductGalleryElement extends storeElement(ProductGallery, productGalleryAttributes) {}

defineOnce('store-product-gallery', StoreProductGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-gallery': StoreProductGalleryElement;
  }
}
