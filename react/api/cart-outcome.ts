import * as z from 'zod/mini';
import { storeContext } from '../../shared/store-context.ts';
import { fetchCartQuantity } from './cart.ts';
import { isApiError, requestJson, type RequestOptions } from './request.ts';

// A call that changes the cart and gets no answer (the time-out passed, the
// connection dropped) may still have changed it: the platform can finish the
// work after the page stopped waiting. Saying "not added" then invites a retry
// that adds a second one, so after no answer the page asks the platform what
// the cart holds and tells the shopper that (issue 22 item 1).
//
// One look at the moment of the time-out is not enough: the platform may land the
// change a moment later, and the shopper was then told "not added" for an item in
// the cart. So the page keeps looking until the cart shows the change or the page's
// time-out has passed once more, and without an answer never says "not added": it
// can only say it could not confirm (issue 33 item 1).

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'fetch' | 'timeoutMs'>;

/** The pauses between looks at the cart after an unanswered change; the last one repeats. */
const LOOK_AGAIN_AFTER_MS = [250, 500, 1000, 2000, 4000];

/**
 * Reads `look` until `shows` holds for what it read, or until `windowMs` has passed
 * since the first look; returns the last reading, undefined when the last look failed.
 * A look that cannot reach the store at all ends the looking (offline: looking again
 * would not tell, and the shopper should not wait for it). `what` names the reading in
 * the warning a failed look logs.
 */
async function lookUntil<Reading>(
  look: () => Promise<Reading>,
  shows: (reading: Reading) => boolean,
  windowMs: number,
  what: string,
): Promise<Reading | undefined> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    let reading: Reading | undefined;
    try {
      reading = await look();
    } catch (error) {
      console.warn(`Cart: could not check ${what} after an unanswered change;`, error);
      if (isApiError(error, 'network')) return undefined;
    }
    const left = windowMs - (Date.now() - started);
    if ((reading !== undefined && shows(reading)) || left <= 0) return reading;
    const pause = LOOK_AGAIN_AFTER_MS[Math.min(attempt, LOOK_AGAIN_AFTER_MS.length - 1)]!;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}

/** How long the page keeps looking after an unanswered change: its time-out for a call, once more. */
const lookingWindow = (options: CallOptions) => options.timeoutMs ?? storeContext().requestTimeoutMs;

/** No answer came: the change may or may not have been made. */
function isUnanswered(error: unknown): boolean {
  return isApiError(error, 'timeout') || isApiError(error, 'network');
}

/** The platform may have added the items, but the cart could not show whether it did. */
export class AdditionUnconfirmed extends Error {
  override readonly name = 'AdditionUnconfirmed';
}

/**
 * Sends an addition of `quantity` items. Resolves with the answer; rejects with the
 * call's own error when the platform answered with a failure. When no answer came,
 * looks at the cart's item count until it holds `before` (the count the page knew
 * when sending) plus the items, and resolves with null; if it does not within the
 * looking window, rejects with AdditionUnconfirmed: the items may still arrive.
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
    // The cart's item count (spec §7 cart summary).
    const holdsThem = (count: number) => count >= before + quantity;
    const now = await lookUntil(() => fetchCartQuantity(options), holdsThem, lookingWindow(options), 'what the cart holds');
    if (now !== undefined && holdsThem(now)) return null;
    throw new AdditionUnconfirmed(`No answer to an addition of ${quantity}; the cart went from ${before} to ${now ?? 'an unknown count'}`, {
      cause: error,
    });
  }
}

const lineSchema = z.object({ id: z.string(), quantity: z.number() });
const cartsSchema = z.array(z.object({ lineItems: z.object({ physicalItems: z.array(lineSchema), digitalItems: z.array(lineSchema) }) }));

/**
 * Sends a change of one line to `quantity` (0 removes it); when it gets no answer,
 * looks at the line (GET /api/storefront/carts) until it shows the change, within
 * the looking window. Resolves when the change was answered or the line shows it;
 * otherwise rejects with the call's own error, and the cart page shows what the
 * cart then holds.
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
    if (!isUnanswered(error)) throw error;
    const made = await lookUntil(
      () => lineHasQuantity(itemId, quantity, options),
      (shown) => shown,
      lookingWindow(options),
      'a line',
    );
    if (!made) throw error;
  }
}

async function lineHasQuantity(itemId: string, quantity: number, options: CallOptions): Promise<boolean> {
  const carts = await requestJson('/api/storefront/carts', cartsSchema, options);
  const line = carts
    .flatMap((cart) => [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems])
    .find((item) => item.id === itemId);
  return (line?.quantity ?? 0) === quantity;
}
