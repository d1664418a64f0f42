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
function isUnanswered(error: unknown): boolean {
  return isApiError(error, 'timeout') || isApiError(error, 'network');
}

/** The cart's item count (spec §7 cart summary), or null when it cannot be read either. */
async function cartCount(options: CallOptions): Promise<number | null> {
  try {
    return await fetchCartQuantity(options);
  } catch (error) {
    console.warn('Cart: could not check what the cart holds after an unanswered change;', error);
    return null;
  }
}

/** The platform may have added the items, but the cart could not show whether it did. */
export class AdditionUnconfirmed extends Error {
  override readonly name = 'AdditionUnconfirmed';
}

/**
 * Sends an addition of `quantity` items; when it gets no answer, compares the cart's
 * item count with `before`, the count the page knew when sending. Resolves with the
 * answer, or with null when the answer was lost but the cart holds the items; rejects
 * with the call's own error when the cart holds what it held before, and with
 * AdditionUnconfirmed when it changed by another amount or cannot be read.
 */
export async function addChecked<Answer>(
  send: () => Promise<Answer>,
  { before, quantity }: { before: number; quantity: number },
  options: CallOptions = {},
): Promise<Answer | null> {
  try {
    return await send();
  } catch (error) {
    if (!isUnanswered(error)) throw error;
    const now = await cartCount(options);
    if (now !== null && now >= before + quantity) return null;
    if (now === before) throw error;
    throw new AdditionUnconfirmed(`No answer to an addition of ${quantity}; the cart went from ${before} to ${now ?? 'an unknown count'}`, {
      cause: error,
    });
  }
}

const lineSchema = z.object({ id: z.string(), quantity: z.number() });
const cartsSchema = z.array(z.object({ lineItems: z.object({ physicalItems: z.array(lineSchema), digitalItems: z.array(lineSchema) }) }));

/**
 * Sends a change of one line to `quantity` (0 removes it); when it gets no answer,
 * looks at the line (GET /api/storefront/carts). Resolves when the change was
 * answered, or when the line shows it was made; otherwise rejects with the call's
 * own error, as when the cart cannot be read.
 */
export async function lineChangeChecked(
  send: () => Promise<void>,
  itemId: string,
  quantity: number,
  options: CallOptions = {},
): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!isUnanswered(error) || !(await lineHasQuantity(itemId, quantity, options))) throw error;
  }
}

async function lineHasQuantity(itemId: string, quantity: number, options: CallOptions): Promise<boolean> {
  try {
    const carts = await requestJson('/api/storefront/carts', cartsSchema, options);
    const line = carts
      .flatMap((cart) => [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems])
      .find((item) => item.id === itemId);
    return (line?.quantity ?? 0) === quantity;
  } catch (error) {
    console.warn('Cart: could not check a line after an unanswered change;', error);
    return false;
  }
}
