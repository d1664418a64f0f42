import { expect } from '@open-wc/testing';
import { emit } from '../../shared/events.ts';
import { CART_QUANTITY_STORAGE_KEY } from '../../shared/constants.ts';
import { addToCart, clearFaults, ensureSession, injectFault } from '../api/test-support/emulator.ts';
import { captureWarnings, withPageContext } from '../../shared/test-support.ts';
import { getCartQuantity, refreshCartQuantity, setCartQuantity, subscribeCartQuantity } from './cart-quantity.ts';

function recordEvents() {
  const events: Array<{ quantity: number; source: string }> = [];
  const listener = (event: CustomEvent<{ quantity: number; source: string }>) => events.push(event.detail);
  document.addEventListener('cart-qty-updated', listener);
  return { events, stop: () => document.removeEventListener('cart-qty-updated', listener) };
}

describe('cart quantity store (spec §3: kept in local storage)', () => {
  before(ensureSession);
  beforeEach(() => setCartQuantity(0, 'test'));
  afterEach(clearFaults);

  it('persists the quantity, tells subscribers and emits cart-qty-updated once', () => {
    const { events, stop } = recordEvents();
    let notified = 0;
    const unsubscribe = subscribeCartQuantity(() => notified++);
    setCartQuantity(5, 'store-product-form');
    setCartQuantity(5, 'store-product-form');
    unsubscribe();
    stop();
    expect(getCartQuantity()).to.equal(5);
    expect(localStorage.getItem(CART_QUANTITY_STORAGE_KEY)).to.equal('5');
    expect(notified).to.equal(1);
    expect(events).to.deep.equal([{ quantity: 5, source: 'store-product-form' }]);
  });

  it('adopts a quantity announced by any element without echoing it', () => {
    const { events, stop } = recordEvents();
    emit(document.body, 'cart-qty-updated', { quantity: 7, source: 'template-script' });
    stop();
    expect(getCartQuantity()).to.equal(7);
    expect(localStorage.getItem(CART_QUANTITY_STORAGE_KEY)).to.equal('7');
    expect(events).to.have.length(1);
  });

  it('follows another tab through the storage event and tells this page', () => {
    const { events, stop } = recordEvents();
    localStorage.setItem(CART_QUANTITY_STORAGE_KEY, '9');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_QUANTITY_STORAGE_KEY, newValue: '9' }));
    stop();
    expect(getCartQuantity()).to.equal(9);
    expect(events).to.deep.equal([{ quantity: 9, source: 'storage' }]);
  });

  it('ignores a garbage value from another tab', () => {
    localStorage.setItem(CART_QUANTITY_STORAGE_KEY, 'lots');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_QUANTITY_STORAGE_KEY, newValue: 'lots' }));
    expect(getCartQuantity()).to.equal(0);
  });

  it('refuses a quantity that is not a whole number from 0, with a warning', async () => {
    const warnings = await captureWarnings(() => {
      setCartQuantity(-1, 'x-test');
      setCartQuantity(2.5, 'x-test');
    });
    expect(getCartQuantity()).to.equal(0);
    expect(warnings).to.have.length(2);
  });

  it('refreshes from the platform', async () => {
    await addToCart(201, 1);
    await refreshCartQuantity({ force: true });
    expect(getCartQuantity()).to.be.at.least(1);
  });

  it('keeps the last value when the platform answers 500 or garbage', async () => {
    setCartQuantity(4, 'test');
    for (const fault of ['status=500', 'malformed', 'html']) {
      await injectFault('/api/storefront/cart-summary', fault, 1);
      await captureWarnings(() => refreshCartQuantity({ force: true }));
      expect(getCartQuantity(), fault).to.equal(4);
    }
  });

  it('ignores a platform answer that is older than a change made meanwhile (out of order)', async () => {
    await addToCart(101, 1);
    await injectFault('/api/storefront/cart-summary', 'latency=400', 1);
    const refresh = refreshCartQuantity({ force: true });
    setCartQuantity(42, 'store-product-form');
    await refresh;
    expect(getCartQuantity()).to.equal(42);
  });

  it('ignores an answer that a later refresh overtook (responses out of order)', async () => {
    await addToCart(101, 1);
    setCartQuantity(0, 'server');
    // The first refresh's real answer (the cart as it is now) reaches the page late:
    // held until the test lets it go, after the second refresh has been answered.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const heldFetch: typeof fetch = async (...args) => {
      const response = await fetch(...args);
      await held;
      return response;
    };
    let firstDone = false;
    const first = refreshCartQuantity({ force: true, fetch: heldFetch }).then(() => void (firstDone = true));
    await addToCart(101, 2);
    await refreshCartQuantity({ force: true });
    expect(firstDone, 'the second answer came first').to.equal(false);
    const newest = getCartQuantity();
    letGo();
    await first;
    expect(getCartQuantity()).to.equal(newest);
    expect(newest).to.be.at.least(3);
  });

  it('takes the platform answer when nothing changed meanwhile', async () => {
    setCartQuantity(0, 'server');
    await refreshCartQuantity({ force: true });
    expect(getCartQuantity()).to.be.at.least(1);
  });

  it('asks the platform when forced, even if the page was rendered without a cart', async () => {
    const done = withPageContext({ cartId: null });
    try {
      // The mug's minimum order is 2.
      await addToCart(102, 2);
      setCartQuantity(0, 'server');
      await refreshCartQuantity({ force: true });
      expect(getCartQuantity()).to.be.at.least(1);
    } finally {
      done();
    }
  });

  it('shares one request between callers refreshing at the same time', async () => {
    const first = refreshCartQuantity({ force: true });
    expect(refreshCartQuantity()).to.equal(first);
    await first;
  });
});
