import { Carousel, carouselAttributes } from '../react/carousel/Carousel.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * A hero or product carousel (spec §2, §4 sliders, §9 carousel defaults). Each
 * child element is a slide; without JavaScript the slides scroll sideways.
 * Auto-rotates every 3000 ms, one slide at a time, with a stop/start control
 * first, previous/next buttons and dots. Rotation pauses while the pointer is
 * over it or focus is in it, and does not start under prefers-reduced-motion.
 *
 * ```html
 * <store-carousel label="Featured">
 *   <a href="/sale/"><img src="/img/sale.jpg" alt="Autumn sale" width="1200" height="500"></a>
 *   <a href="/new/"><img src="/img/new.jpg" alt="New arrivals" width="1200" height="500"></a>
 * </store-carousel>
 * ```
 *
 * The element carries `data-slide` (current index, from 0) and `data-state`
 * ("playing" or "paused"); failed images get the class `image-error`.
 *
 * @tag store-carousel
 * @cssprop --carousel-slides-shown - Set from slides-shown; slide width is 100% divided by it.
 */
export class StoreCarouselElement extends storeElement(Carousel, carouselAttributes) {}

defineOnce('store-carousel', StoreCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-carousel': StoreCarouselElement;
  }
}
