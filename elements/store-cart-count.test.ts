import { expect, fixture, html } from '@open-wc/testing';
import { getCartQuantity, refreshCartQuantity, setCartQuantity } from '../react/stores/cart-quantity.ts';
import { addToCart, clearFaults, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { captureWarnings, until } from '../shared/test-support.ts';
import { emit } from '../shared/events.ts';
import './store-cart-count.ts';

const pill = (element: Element) => element.querySelector<HTMLElement>('.countPill');
const shown = (element: Element) => {
  const badge = pill(element);
  return badge !== null && !badge.hidden ? (badge.firstChild?.textContent ?? '') : null;
};

describe('<store-cart-count>', () => {
  before(ensureSession);
  beforeEach(() => setCartQuantity(0, 'test'));
  afterEach(clearFaults);

  it('is hidden at 0 items, as the theme does', async () => {
    const element = await fixture(html`<store-cart-count></store-cart-count>`);
    await until(() => pill(element) !== null, 'rendered');
    expect(pill(element)!.hidden).to.equal(true);
    expect(element.getAttribute('data-state')).to.equal('empty');
  });

  it('shows the quantity from the platform once the cart has items', async () => {
    await addToCart(101, 2);
    const element = await fixture(html`<store-cart-count></store-cart-count>`);
    await refreshCartQuantity({ force: true });
    await until(() => shown(element) === String(getCartQuantity()) && getCartQuantity() >= 2, 'shows the server quantity');
    expect(element.getAttribute('data-state')).to.equal('filled');
  });

  it('updates on cart-qty-updated from any element', async () => {
    const element = await fixture(html`<store-cart-count></store-cart-count>`);
    emit(document.body, 'cart-qty-updated', { quantity: 12, source: 'store-fbt' });
    await until(() => shown(element) === '12', 'shows 12');
  });

  it('names the unit for screen readers: "1 item", "3 items"', async () => {
    const element = await fixture(html`<store-cart-count label-singular="article" label-plural="articles"></store-cart-count>`);
    setCartQuantity(1, 'test');
    await until(() => pill(element)?.textContent === '1 article', 'singular');
    setCartQuantity(3, 'test');
    await until(() => pill(element)?.textContent === '3 articles', 'plural');
    expect(pill(element)!.querySelector('.is-srOnly')).not.to.equal(null);
  });

  it('shows 0 when hide-when-empty="false"', async () => {
    const element = await fixture(html`<store-cart-count hide-when-empty="false"></store-cart-count>`);
    await until(() => shown(element) === '0', 'shows 0');
  });

  it('warns about a wrong attribute and uses the default', async () => {
    let element!: Element;
    const warnings = await captureWarnings(async () => {
      element = await fixture(html`<store-cart-count hide-when-empty="sometimes"></store-cart-count>`);
      await until(() => pill(element) !== null, 'rendered');
    });
    expect(pill(element)!.hidden).to.equal(true);
    expect(warnings.some((warning) => warning.includes('<store-cart-count>') && warning.includes('hide-when-empty="sometimes"'))).to.equal(
      true,
    );
  });

  it('keeps its last value when the platform fails', async () => {
    setCartQuantity(6, 'test');
    const element = await fixture(html`<store-cart-count></store-cart-count>`);
    await injectFault('/api/storefront/cart-summary', 'status=500', 1);
    await captureWarnings(() => refreshCartQuantity({ force: true }));
    await until(() => shown(element) === '6', 'still 6');
  });
});
