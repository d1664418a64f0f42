import * as z from 'zod/mini';
import { fetchCartQuantity } from './cart.ts';
import { isApiError, requestJson, type RequestOptions } from './request.ts';

// A call that changes the cart and gets no answer (the time-out passed, the
// connection dropped) may still have changed it: the platform can finish the
// work after the page stopped waiting. Saying "not added" then invites a retry
// that adds a second one, so after no answer the page asks the platform what
// the cart holds and tells the shopper that (issue 22 item 1).

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'fetch' | 'timeoutMs'>;

/** No answer came: the change may or may not have been made. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error, 'timeout') || isApiError(error, 'network');
}

/** What the cart shows about an addition that got no answer. */
export type AddCheck =
  /** The cart holds at least what it held before plus the addition. */
  | { outcome: 'added'; quantity: number }
  /** The cart holds what it held before: nothing was added. */
  | { outcome: 'not-added'; quantity: number }
  /** The cart changed by some other amount, or could not be read either. */
  | { outcome: 'unknown'; quantity: number | null };

/**
 * After an addition of `quantity` items that got no answer, compares the cart's
 * item count (spec §7 cart summary) with `before`, the count the page knew
 * when it sent the addition.
 */
export async function checkAddition(before: number, quantity: number, options: CallOptions = {}): Promise<AddCheck> {
  let now: number;
  try {
    now = await fetchCartQuantity(options);
  } catch (error) {
    console.warn('Cart: could not check what the cart holds after an unanswered change;', error);
    return { outcome: 'unknown', quantity: null };
  }
  if (now >= before + quantity) return { outcome: 'added', quantity: now };
  if (now === before) return { outcome: 'not-added', quantity: now };
  return { outcome: 'unknown', quantity: now };
}

/** The platform may have added the items, but the cart could not show whether it did. */
export class AdditionUnconfirmed extends Error {
  override readonly name = 'AdditionUnconfirmed';
}

/**
 * Sends an addition of `quantity` items; when it gets no answer, asks the cart.
 * Resolves with the answer, or with null when the answer was lost but the cart
 * holds the items; rejects with the call's own error when the cart shows nothing
 * was added, and with AdditionUnconfirmed when the cart cannot tell.
 * `before` is the cart's item count the page knew when sending.
 */
export async function addChecked<Answer>(send: () => Promise<Answer>, { before, quantity }: { before: number; quantity: number }, options: CallOptions = {}): Promise<Answer | null> {
  try {
    return await send();
  } catch (error) {
    if (!isUnanswered(error)) throw error;
    const check = await checkAddition(before, quantity, options);
    if (check.outcome === 'added') return null;
    if (check.outcome === 'not-added') throw error;
    throw new AdditionUnconfirmed(`No answer to an addition of ${quantity}; the cart went from ${before} to ${check.quantity ?? 'an unknown count'}`, { cause: error });
  }
}

const lineSchema = z.object({ id: z.string(), quantity: z.number() });
const cartsSchema = z.array(
  z.object({ lineItems: z.object({ physicalItems: z.array(lineSchema), digitalItems: z.array(lineSchema) }) }),
);

/**
 * After a change of one line to `quantity` (0 removes it) that got no answer:
 * true when the cart's line now has that quantity (GET /api/storefront/carts),
 * false when it does not or the cart could not be read.
 */
export async function lineHasQuantity(itemId: string, quantity: number, options: CallOptions = {}): Promise<boolean> {
  try {
    const carts = await requestJson('/api/storefront/carts', cartsSchema, options);
    const line = carts.flatMap((cart) => [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems]).find((item) => item.id === itemId);
    return (line?.quantity ?? 0) === quantity;
  } catch (error) {
    console.warn('Cart: could not check a line after an unanswered change;', error);
    return false;
  }
}
