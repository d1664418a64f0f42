import { ReviewForm, reviewFormAttributes } from '../react/review-form/ReviewForm.tsx';
import { defineOnce, storeElement } from './store-element.ts';

/**
 * The product review form (spec §3 review, §5, §7). Wrap the platform's review
 * form, which posts without JavaScript to `urls.product.post_review` with
 * `action=post_review`, `product_id`, `revrating`, `revfromname`, `revtitle`,
 * `revtext` and, when `product.reviews.show_review_email`, `email` (as
 * Cornerstone's writeReview.html). The element checks it with the review messages
 * of spec §5 (rating, name, subject and comment required; a valid email), posts
 * the same fields and reads the product page the store answers with: its review
 * message (`product.reviews.messages`, an `.alertBox--success` or
 * `.alertBox--error`) is said in place, `success-message` when a success came
 * without words, `failure-message` when no answer could be read. The element's
 * `data-state` is `ready`, `loading`, `success` or `error`.
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
