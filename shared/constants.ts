// Business constants and limits of spec §9, named with their units, in one place.
// Nothing here imports React, so the page bootstrap may use it too.

/** Script group load time-out (spec §9). */
export const SCRIPT_GROUP_TIMEOUT_MS = 120_000;

/** Our own limit for one storefront call; the spec names none. A hang past it is a `timeout` error. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Modal (spec §4, §9). */
export const MODAL_BODY_HEIGHT_RATIO = 0.9;
export const MODAL_ANIMATION_MS = 250;
export const MODAL_SIZES = ['small', 'normal', 'large'] as const;

/** Validation feedback delay (spec §5, §9). */
export const VALIDATION_FEEDBACK_DELAY_MS = 700;

/** Cart preview suggestions limit (spec §7, §9). */
export const CART_PREVIEW_SUGGESTIONS_LIMIT = 4;

/** Breakpoints in CSS pixels (spec §9). */
export const BREAKPOINT_SMALL_PX = 550;
export const BREAKPOINT_MEDIUM_PX = 1025;
export const BREAKPOINT_LARGE_PX = 1340;

/** Quick-view image sizes and srcset widths in pixels (spec §9). */
export const SRCSET_WIDTHS_PX = [80, 160, 320, 640, 960, 1280, 1920, 2560] as const;

/** Image ratio classes: height / width (spec §9). */
export const IMAGE_RATIO_SQUARE_MIN = 0.8;
export const IMAGE_RATIO_SQUARE_MAX = 1.2;

export const DROPDOWN_HOVER_TIMEOUT_MS = 150;

/** Quick search (spec §5, §7, §9). */
export const QUICK_SEARCH_MIN_CHARS = 3;
export const QUICK_SEARCH_DEBOUNCE_MS = 1200;

/** Cookie notice (spec §4, §9). */
export const ACCEPT_COOKIE_NAME = 'ACCEPT_COOKIE_USAGE';
export const ACCEPT_COOKIE_DAYS = 365;

/** Lightbox (spec §9). */
export const LIGHTBOX_BACKGROUND_OPACITY = 0.8;
export const LIGHTBOX_ANIMATION_MS = 333;
export const LIGHTBOX_UI_IDLE_MS = 4000;
export const LIGHTBOX_PRELOAD_NEIGHBOURS = 1;

/** Carousel defaults (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_SLIDES_SHOWN = 1;
/**
 * Embla's `duration` is not a time: each 60 fps step adds the distance left divided
 * by it to the velocity, then multiplies the velocity by a friction (0.68, fixed in
 * embla's options). The distance left then shrinks by at best √friction a step
 * whatever the duration, so with 0.68 no duration brings a full-width slide change
 * to rest (within 1 px) sooner than about 530 ms at 412 px and 600 ms at 1200 px.
 * With friction 0.62 and duration 12 (just short of critical damping: at most a
 * fraction of a pixel of overshoot) it rests within 400–450 ms from 320 to 1440 px,
 * inside CAROUSEL_SPEED_MS. `npm run bench -- --only carousel` measures the home
 * page's hero carousel at 360, 412 and 1280 px.
 */
export const CAROUSEL_EMBLA_DURATION = 12;
/** Applied after each of the carousel's own scroll calls (see Carousel.tsx); drags keep embla's. */
export const CAROUSEL_EMBLA_FRICTION = 0.62;

/** Popup login (spec §4, §9). */
export const POPUP_LOGIN_RELOAD_DELAY_MS = 2500;

/** Upsell (spec §9). */
export const UPSELL_PRODUCT_LIMIT = 3;
export const UPSELL_OPTION_IMAGE_SIZE = '300x300';
/** spec §3 upsell options: the three templates each target is rendered with. */
export const UPSELL_TEMPLATES = {
  imageItem: 'custom/fbt-image-item',
  detailItem: 'custom/fbt-detail-item',
  detailOptions: 'custom/fbt-detail-options',
} as const;
/** spec §9 upsell total price when it is zero, and the default texts. */
export const UPSELL_TOTAL_VARIES = 'Varies Based on Options';
export const UPSELL_ADD_ALL_LABEL = 'Add All to Cart';
export const UPSELL_CHOOSE_OPTIONS_LABEL = 'Choose Options';
export const UPSELL_OPTIONS_LABEL = 'Options';

/** Card image swap (spec §9). */
export const CARD_IMAGE_SWAP_THROTTLE_MS = 500;

/** Client storage keys (spec §3). */
export const CART_QUANTITY_STORAGE_KEY = 'cart-quantity';
export const OWNED_SKUS_STORAGE_KEY = 'owned-skus';
/** The products chosen for comparison, kept for this tab's session so the choice follows the shopper between listing pages. */
export const COMPARE_LIST_STORAGE_KEY = 'compare-list';

/** How many products the compare bar and page hold at once (the platform's compare page shows four side by side). */
export const COMPARE_LIMIT = 4;
/** Fewer than this and there is nothing to compare: the bar asks for another. */
export const COMPARE_MINIMUM = 2;
