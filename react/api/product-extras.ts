import { readFormAnswer, submitForm, type FormAnswer } from './forms.ts';
import { ApiError, requestHtml, requestPage, type RequestOptions } from './request.ts';

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

/**
 * spec §3 review form, §7: posts the form's own fields to its action (urls.product.post_review:
 * action=post_review, product_id, revrating, revfromname, revtitle, revtext, email, as Cornerstone's
 * writeReview.html). The platform answers with the product page, whose product.reviews.messages
 * say how it went: a FormAnswer (forms.ts).
 */
export function postReview(action: string, form: FormData, options: CallOptions = {}): Promise<FormAnswer> {
  return submitForm(action, form, options);
}

export interface WishlistAddition {
  /** The page of the list the product went into, where the platform sent the shopper. */
  wishlistUrl: string;
}

/**
 * spec §7: POST /wishlist.php?action=add&wishlistid={id}&product_id={id} (an empty wishlistid is
 * the shopper's first list). The platform answers with a redirect, which fetch follows: to the
 * list's page when added, to /login.php for a guest (a `GuestRedirect`, not a failure). A page
 * with an error box is an `ApiError` with the store's words.
 */
export async function addToWishlist(productId: number, wishlistId: string, options: CallOptions = {}): Promise<WishlistAddition> {
  const url = `/wishlist.php?action=add&wishlistid=${encodeURIComponent(wishlistId)}&product_id=${productId}`;
  const page = await requestPage(url, { ...options, method: 'POST' });
  const landed = new URL(page.url, window.location.href);
  if (landed.pathname === '/login.php') throw new GuestRedirect('/login.php');
  const answer = readFormAnswer(page, url);
  if (answer.kind === 'refused') throw new ApiError('http', `Refused by ${url}`, url, page.status, answer.lines.join(' '));
  return { wishlistUrl: page.redirected ? `${landed.pathname}${landed.search}` : '/wishlist.php' };
}

/** The platform sent a guest to sign in (spec §7 wishlist). */
export class GuestRedirect extends Error {
  override readonly name = 'GuestRedirect';
  constructor(readonly url: string) {
    super(`Sign in first: ${url}`);
  }
}

/**
 * spec §7 parent collection: the product lookup by numeric id (as the
 * platform's client asks it, `GET /products.php?productId=`) rendered with the
 * custom/to-parent-collection-card template. A full HTML page instead of the
 * fragment is refused by requestHtml (spec: hidden then).
 */
export function fetchParentCollectionCard(collectionId: number, options: CallOptions = {}): Promise<string> {
  return requestHtml('/products.php', { ...options, params: { productId: collectionId }, template: 'custom/to-parent-collection-card' });
}
