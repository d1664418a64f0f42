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
 * @attr {string} label - The carousel's accessible name. Default "Featured".
 * @attr {boolean} autoplay - Rotate by itself. Default true.
 * @attr {number} autoplay-speed - Milliseconds per slide while rotating (1000–60000). Default 3000.
 * @attr {number} slides-shown - Slides in view at once (1–6). Default 1.
 * @attr {boolean} loop - Wrap around from the last slide to the first. Default true.
 * @attr {string} previous-label - Default "Previous slide".
 * @attr {string} next-label - Default "Next slide".
 * @attr {string} stop-label - Default "Stop slide rotation".
 * @attr {string} start-label - Default "Start slide rotation".
 * @attr {string} slide-label - Each slide's name; `{n}` and `{count}` are replaced. Default "{n} of {count}".
 * @attr {string} dot-label - Each dot's name; `{n}` is replaced. Default "Show slide {n}".
 * @attr {string} role-label - What screen readers call the carousel (its role description). Default "carousel".
 * @attr {string} slide-role-label - What screen readers call each slide. Default "slide".
 * @cssprop --carousel-slides-shown - Set from slides-shown; slide width is 100% divided by it.
 */
export class StoreCarouselElement extends storeElement(Carousel, carouselAttributes) {}

defineOnce('store-carousel', StoreCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-carousel': StoreCarouselElement;
  }
}
