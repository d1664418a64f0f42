import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { rejection } from '../../shared/test-support.ts';
import { clearFaults, ensureSession, injectFault } from './test-support/emulator.ts';
import { fetchCartQuantity } from './cart.ts';
import { AdditionUnconfirmed, addChecked, lineChangeChecked } from './cart-outcome.ts';
import { updateCartItem } from './cart-page.ts';
import { ApiError, requestJson } from './request.ts';

// Issue 33 item 1: a change the platform finishes after the page stopped waiting is found by
// looking at the cart until it shows, and an unanswered add is never reported as "not added".

/** The page's time-out for these calls: short, so a late change is quick to test. */
const TIME_OUT_MS = 300;

const added = z.object({ data: z.object({ cart_id: z.optional(z.string()) }) });

/** Adds one Canvas Tote Bag the way the product form does, under the short time-out. */
const addTote = () =>
  requestJson('/remote/v1/cart/add', added, {
    method: 'POST',
    params: { action: 'add', product_id: 101, 'qty[]': 1 },
    timeoutMs: TIME_OUT_MS,
  });

describe('addChecked (issue 22 item 1, issue 33 item 1)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('an add the platform finishes after the time-out resolves as added once the cart shows it', async () => {
    const before = await fetchCartQuantity();
    // The platform does the work 1.5 time-outs after the call, when the page has stopped waiting.
    await injectFault('/remote/v1/cart/add', `latency=${TIME_OUT_MS * 1.5}`, 1);
    const answer = await addChecked(addTote, { before, quantity: 1 }, { timeoutMs: TIME_OUT_MS });
    expect(answer).to.equal(null);
    expect(await fetchCartQuantity()).to.equal(before + 1);
  });

  it('an add with no answer that never lands is unconfirmed, never "not added", after looking for a time-out more', async () => {
    const before = await fetchCartQuantity();
    await injectFault('/remote/v1/cart/add', 'hang', 1);
    const started = performance.now();
    const error = await rejection(addChecked(addTote, { before, quantity: 1 }, { timeoutMs: TIME_OUT_MS }));
    expect(error).to.be.instanceOf(AdditionUnconfirmed);
    expect(performance.now() - started).to.be.at.least(2 * TIME_OUT_MS);
    expect(await fetchCartQuantity()).to.equal(before);
  });

  it('a dropped connection says what the cart shows: added if it holds the items, else unconfirmed', async () => {
    // The browser may send a POST again when its connection closed without an answer: then
    // the add lands after all. Either way the outcome agrees with the cart.
    const before = await fetchCartQuantity();
    await injectFault('/remote/v1/cart/add', 'drop', 1);
    const outcome = await addChecked(addTote, { before, quantity: 1 }, { timeoutMs: TIME_OUT_MS }).catch((error: unknown) => error);
    const after = await fetchCartQuantity();
    if (outcome instanceof Error) {
      expect(outcome).to.be.instanceOf(AdditionUnconfirmed);
      expect(after).to.equal(before);
    } else {
      // The answer (the browser's second try was answered) or null (the cart showed the items).
      expect(after).to.equal(before + 1);
    }
  });

  it('an answered failure is the call’s own error, without looking at the cart', async () => {
    const before = await fetchCartQuantity();
    await injectFault('/remote/v1/cart/add', 'status=500', 1);
    const error = await rejection(addChecked(addTote, { before, quantity: 1 }, { timeoutMs: TIME_OUT_MS }));
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('http');
  });
});

describe('lineChangeChecked (issue 33 item 1)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  const lineOf = async (productId: number) => {
    const carts = await requestJson(
      '/api/storefront/carts',
      z.array(
        z.object({
          lineItems: z.object({ physicalItems: z.array(z.object({ id: z.string(), productId: z.number(), quantity: z.number() })) }),
        }),
      ),
    );
    return carts[0]!.lineItems.physicalItems.find((line) => line.productId === productId)!;
  };

  it('a change the platform makes after the time-out resolves once the line shows it', async () => {
    await addTote();
    const line = await lineOf(101);
    await injectFault('/remote/v1/cart/update', `latency=${TIME_OUT_MS * 1.5}`, 1);
    await lineChangeChecked(() => updateCartItem(line.id, line.quantity + 2, { timeoutMs: TIME_OUT_MS }), line.id, line.quantity + 2, {
      timeoutMs: TIME_OUT_MS,
    });
    expect((await lineOf(101)).quantity).to.equal(line.quantity + 2);
  });

  it('a change that never lands fails with the call’s own error after looking for a time-out more', async () => {
    const line = await lineOf(101);
    await injectFault('/remote/v1/cart/update', 'hang', 1);
    const error = await rejection(
      lineChangeChecked(() => updateCartItem(line.id, line.quantity + 1, { timeoutMs: TIME_OUT_MS }), line.id, line.quantity + 1, {
        timeoutMs: TIME_OUT_MS,
      }),
    );
    expect((error as ApiError).kind).to.equal('timeout');
    expect((await lineOf(101)).quantity).to.equal(line.quantity);
  });
});
