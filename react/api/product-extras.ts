import * as z from 'zod/mini';
import { requestHtml, requestJson, type RequestOptions } from './request.ts';

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

const reviewAnswerSchema = z.object({ data: z.object({ status: z.string() }) });

/**
 * spec §3 review form, §7: POST /postreview.php with the form's own fields
 * (product_id, revrating, revtitle, revtext, email), urlencoded as the platform's
 * form posts them. A refusal (400 with `{ error }`) is an `ApiError` carrying the
 * server's text.
 */
export async function postReview(form: FormData, options: CallOptions = {}): Promise<void> {
  const params: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') params[name] = value;
  await requestJson('/postreview.php', reviewAnswerSchema, { ...options, method: 'POST', params });
}

const wishlistAnswerSchema = z.object({
  data: z.object({ wishlist_id: z.number(), product_id: z.number(), wishlist_url: z.optional(z.string()) }),
});

export type WishlistAddition = z.infer<typeof wishlistAnswerSchema>['data'];

/**
 * spec §7: POST /wishlist.php?action=add&wishlistid={id}&product_id={id}
 * (an empty wishlistid is the shopper's first list). A guest is answered with a
 * redirect to /login.php, which fetch follows: that answer is HTML, so it is a
 * `GuestRedirect`, not a failure.
 */
export async function addToWishlist(productId: number, wishlistId: string, options: CallOptions = {}): Promise<WishlistAddition> {
  const url = `/wishlist.php?action=add&wishlistid=${encodeURIComponent(wishlistId)}&product_id=${productId}`;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let redirectedToLogin = false;
  // Watches where the call ended up without a second request.
  const watching: typeof fetch = async (input, init) => {
    const response = await fetcher(input, init);
    if (response.redirected && new URL(response.url).pathname === '/login.php') redirectedToLogin = true;
    return response;
  };
  try {
    const answer = await requestJson(url, wishlistAnswerSchema, { ...options, method: 'POST', fetch: watching });
    return answer.data;
  } catch (error) {
    if (redirectedToLogin) throw new GuestRedirect('/login.php');
    throw error;
  }
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
