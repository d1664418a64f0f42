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
 * @attr {number} product-id - Follow only this product's `product-options-changed` (default 0: any).
 * @attr {number} gallery-id - The `gid` in the URL hash (default 1).
 * @attr {string} label - The gallery's name when the markup has none.
 * @attr {string} open-label - Said after the main image's name: it opens the lightbox.
 * @attr {string} thumbnail-label - A thumbnail's name; `{index}` and `{total}` are filled in.
 * @attr {string} video-label - A video's name; `{title}` is filled in.
 * @attr {string} lightbox-label - The lightbox dialog's name.
 * @attr {string} close-label - The lightbox's close button.
 * @attr {string} previous-label - The lightbox's previous button.
 * @attr {string} next-label - The lightbox's next button.
 * @attr {string} counter-label - The lightbox's position; `{index}` and `{total}` are filled in.
 * @attr {string} share-label - The name of the share links' group.
 * @attr {string} facebook-label - The Facebook share link.
 * @attr {string} twitter-label - The Twitter share link.
 * @attr {string} pinterest-label - The Pinterest share link.
 * @attr {string} download-label - The download link.
 * @attr {string} image-error-message - Shown in the lightbox when an image cannot be loaded; `{image}` becomes a link to the image. Default "{image} could not be loaded.".
 * @attr {string} image-link-label - The text of that link. Default "The image".
 */
export class StoreProductGalleryElement extends storeElement(ProductGallery, productGalleryAttributes) {}

defineOnce('store-product-gallery', StoreProductGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-product-gallery': StoreProductGalleryElement;
  }
}
