import { expect } from '@open-wc/testing';
import {
  cartPageReducer,
  createCartPageStore,
  initialCartPageState,
  readLines,
  shownQuantity,
  type CartPageAction,
} from './cart-page-state.ts';

const run = (...actions: CartPageAction[]) => actions.reduce(cartPageReducer, initialCartPageState);
const updated = { text: 'Your cart was updated.', kind: 'success' } as const;
const failed = { text: 'Your cart could not be updated just now, so it is as it was. Please try again.', kind: 'error' } as const;
const tote = { name: 'Canvas Tote Bag', quantity: 1, max: 9999, multiPurchase: false };

describe('cart page state: what the shopper asked for, what the server confirmed', () => {
  it('shows the quantity asked for while it is sent, then the confirmed one; the line stays busy until the lines are rendered again', () => {
    const asked = run({ type: 'line-requested', itemId: 'a', quantity: 3 });
    expect(shownQuantity(asked, tote, 'a')).to.equal(3);
    expect(asked.lines.a!.busy).to.equal(true);
    const confirmed = cartPageReducer(asked, { type: 'line-confirmed', itemId: 'a', quantity: 3, message: updated });
    expect(confirmed.lines.a!.busy).to.equal(true);
    expect(confirmed.messages.lines).to.deep.equal(updated);
    const rendered = cartPageReducer(confirmed, { type: 'refreshed', content: '<p>lines</p>', totals: '<p>totals</p>' });
    expect(rendered.lines).to.deep.equal({});
    expect(rendered.markup).to.deep.equal({ content: '<p>lines</p>', totals: '<p>totals</p>' });
  });

  it('a failure puts back what the server last confirmed and says so', () => {
    const state = run(
      { type: 'line-requested', itemId: 'a', quantity: 2 },
      { type: 'line-confirmed', itemId: 'a', quantity: 2, message: updated },
      { type: 'line-requested', itemId: 'a', quantity: 5 },
      { type: 'line-failed', itemId: 'a', message: failed },
    );
    expect(shownQuantity(state, tote, 'a')).to.equal(2);
    expect(state.lines.a!.busy).to.equal(false);
    expect(state.messages.lines).to.deep.equal(failed);
    // Never confirmed: the quantity the server rendered.
    expect(
      shownQuantity(
        run({ type: 'line-requested', itemId: 'a', quantity: 4 }, { type: 'line-failed', itemId: 'a', message: failed }),
        tote,
        'a',
      ),
    ).to.equal(1);
  });

  it("a refused entry is kept as typed, marked invalid, and sends nothing; going back to the line's quantity clears it (issue 32 item 8)", () => {
    const refusal = { text: 'Quantity must be a number!', kind: 'error' } as const;
    const state = run({ type: 'line-refused', itemId: 'a', message: refusal });
    expect(state.lines.a!.invalid).to.equal(true);
    expect(state.lines.a!.revision, 'the field is not written over').to.equal(0);
    expect(state.lines.a!.busy).to.equal(false);
    expect(state.messages.lines).to.deep.equal(refusal);
    const corrected = run({ type: 'line-refused', itemId: 'a', message: refusal }, { type: 'line-corrected', itemId: 'a' });
    expect(corrected.lines.a!.invalid).to.equal(false);
    expect(corrected.lines.a!.revision, 'the field shows the line again').to.equal(1);
    expect(corrected.messages.lines, 'the refusal no longer stands').to.equal(undefined);
    expect(shownQuantity(corrected, tote, 'a')).to.equal(1);
    const sent = run({ type: 'line-refused', itemId: 'a', message: refusal }, { type: 'line-requested', itemId: 'a', quantity: 3 });
    expect(sent.lines.a!.invalid, 'a valid new quantity is no longer invalid').to.equal(false);
  });

  it('a failed refresh keeps the lines, no longer busy, and says the cart could not be shown', () => {
    const message = { text: 'Your cart was changed but could not be shown. Reload the page to see it.', kind: 'error' } as const;
    const state = run(
      { type: 'line-requested', itemId: 'a', quantity: 2 },
      { type: 'line-confirmed', itemId: 'a', quantity: 2, message: updated },
      { type: 'refresh-failed', message },
    );
    expect(state.lines.a).to.deep.include({ busy: false, confirmed: 2 });
    expect(state.markup).to.equal(null);
    expect(state.messages.lines).to.deep.equal(message);
  });

  it('a shipping method that fails to save gives way to the one saved before, and a newer choice stays chosen', () => {
    const saved = { text: 'Your shipping method was saved.', kind: 'success' } as const;
    const refused = { text: 'Shipping could not be estimated just now. Please try again.', kind: 'error' } as const;
    const base = run(
      { type: 'quotes-answered', quotes: '<form></form>', message: null },
      { type: 'method-chosen', method: '1' },
      { type: 'method-answered', method: '1', saved: true, message: saved },
      { type: 'method-chosen', method: '2' },
    );
    expect(cartPageReducer(base, { type: 'method-answered', method: '2', saved: false, message: refused }).estimator.chosenMethod).to.equal(
      '1',
    );
    const newer = cartPageReducer(base, { type: 'method-chosen', method: '3' });
    expect(
      cartPageReducer(newer, { type: 'method-answered', method: '2', saved: false, message: refused }).estimator.chosenMethod,
    ).to.equal('3');
    // New quotes come with the server's own choice.
    expect(cartPageReducer(base, { type: 'quotes-answered', quotes: '<form></form>', message: null }).estimator.chosenMethod).to.equal(
      undefined,
    );
  });

  it('counts a code applied, so its form can be emptied, and not one refused', () => {
    const state = run(
      { type: 'code-sent', kind: 'coupon' },
      { type: 'code-answered', kind: 'coupon', applied: false, message: failed },
      { type: 'code-sent', kind: 'coupon' },
      { type: 'code-answered', kind: 'coupon', applied: true, message: updated },
    );
    expect(state.codes.coupon).to.deep.equal({ busy: false, applied: 1 });
    expect(state.codes['gift-certificate'].applied).to.equal(0);
  });

  it('the store tells its readers of each change, and the state is the new one at once', () => {
    const store = createCartPageStore();
    let told = 0;
    const stop = store.subscribe(() => told++);
    store.dispatch({ type: 'busy', busy: true });
    expect(store.get().busy).to.equal(true);
    stop();
    store.dispatch({ type: 'busy', busy: false });
    expect(told).to.equal(1);
  });

  it("reads each line's name, rendered quantity, maximum and multi-purchase flag, and the cart's quantity, from cart/content", () => {
    const page = new DOMParser().parseFromString(
      `<div data-cart-quantity="3"><table><tbody>
        <tr data-item-id="a" data-multi-purchase="false"><th><a href="/tote">Canvas Tote Bag</a></th><td><input name="qty[a]" value="1" max="9999"></td></tr>
        <tr data-item-id="b" data-multi-purchase="true"><th><a href="/maps">Trail Maps Bundle</a></th><td><input name="qty[b]" value="2"></td></tr>
      </tbody></table></div>`,
      'text/html',
    );
    const { lines, cartQuantity } = readLines(page.body);
    expect(cartQuantity).to.equal(3);
    expect(lines.get('a')).to.deep.equal(tote);
    expect(lines.get('b')).to.deep.equal({ name: 'Trail Maps Bundle', quantity: 2, max: Number.POSITIVE_INFINITY, multiPurchase: true });
  });
});
