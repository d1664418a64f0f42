import { expect } from '@open-wc/testing';
import { addToCart, clearFaults, ensureSession, injectFault } from './test-support/emulator.ts';
import { fetchCartQuantity } from './cart.ts';
import { ApiError } from './request.ts';

describe('fetchCartQuantity (GET /api/storefront/cart-summary, spec §7)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('counts 0 when there is no cart (204)', async () => {
    expect(await fetchCartQuantity()).to.equal(0);
  });

  it('returns the total quantity of the cart', async () => {
    await addToCart(101, 2);
    // The mug's minimum order is 2.
    await addToCart(102, 2);
    expect(await fetchCartQuantity()).to.equal(4);
  });

  it("counts 'Not Found' as 0 (spec §8)", async () => {
    await injectFault('/api/storefront/cart-summary', 'status=404', 1);
    expect(await fetchCartQuantity()).to.equal(0);
  });

  it('fails with an http error on a 500, so callers can keep their last value', async () => {
    await injectFault('/api/storefront/cart-summary', 'status=500', 1);
    let error: unknown;
    try {
      await fetchCartQuantity();
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).kind).to.equal('http');
  });
});
