import { ReviewForm, reviewFormAttributes } from '../react/review-form/ReviewForm.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The product review form (spec §3 review: revrating, revtitle, revtext,
 * email; §5; §7). Wrap the template's form, which posts to /postreview.php
 * without JavaScript. The element checks it with the review messages of spec §5
 * (rating, subject and comment required; a valid email), posts the same fields
 * and says the result in place: `success-message`, the server's refusal as
 * text, or `failure-message`. The element's `data-state` is `ready`, `loading`,
 * `success` or `error`.
 *
 * @tag store-review-form
 */
export class StoreReviewFormElement extends storeElement(ReviewForm, reviewFormAttributes) {}

defineOnce('store-review-form', StoreReviewFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'store-review-form': StoreReviewFormElement;
  }
}
