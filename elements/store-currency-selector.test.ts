import { expect, fixture, html } from '@open-wc/testing';
import { interceptNavigation } from '../react/navigation.ts';
import { addToCart, applyCoupon, clearFaults, emulatorSession, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { until, withPageContext } from '../shared/test-support.ts';
import './store-currency-selector.ts';

const switchRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/currency')).length;

/** The page context names the session's cart, as the platform renders it. */
const pageWithCart = (cartId: string | null) => withPageContext({ cartId });

/**
 * The selector as the theme renders it: a link per currency (switch_url), each with the cart's
 * cart_currency_switch_url when there is a cart; `current` is the page's currency.
 */
async function selector(cartId: string | null, current = 'USD') {
  const cartUrl = cartId ? `/api/storefront/carts/${cartId}/currency` : undefined;
  const element = await fixture<HTMLElement>(
    html`<store-currency-selector>
      <ul>
        ${['USD', 'EUR', 'XXX'].map(
          (code, index) =>
            html`<li>
              <a
                href="/?setCurrencyId=${index + 1}"
                data-currency-code=${code}
                data-cart-currency-switch-url=${cartUrl ?? ''}
                aria-current=${code === current ? 'true' : 'false'}
                >${code}</a
              >
            </li>`,
        )}
      </ul>
    </store-currency-selector>`,
  );
  if (!cartUrl) for (const link of element.querySelectorAll('a')) link.removeAttribute('data-cart-currency-switch-url');
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  const link = (code: string) => element.querySelector<HTMLAnchorElement>(`a[data-currency-code="${code}"]`)!;
  return { element, link };
}

const alertDialog = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]');

describe('<store-currency-selector> (spec §4 currency switch, §7, §8)', () => {
  let navigations: string[] = [];
  let followed = 0;
  let restoreNavigation: () => void;
  let restoreContext: () => void = () => {};
  /** A click the element leaves to the browser would leave the test page: count it and stop it. */
  const stopFollowing = (event: MouseEvent) => {
    if (!event.defaultPrevented && (event.target as Element).closest('a')) {
      followed += 1;
      event.preventDefault();
    }
  };
  before(ensureSession);
  beforeEach(() => {
    navigations = [];
    followed = 0;
    restoreNavigation = interceptNavigation((url) => navigations.push(url));
    document.addEventListener('click', stopFollowing);
  });
  afterEach(async () => {
    document.removeEventListener('click', stopFollowing);
    restoreNavigation();
    restoreContext();
    alertDialog()?.close();
    await clearFaults();
  });

  it('without a cart leaves the link to the browser: the link alone switches', async () => {
    restoreContext = pageWithCart(null);
    const { link } = await selector(null);
    link('EUR').click();
    expect(followed).to.equal(1);
    expect(navigations).to.deep.equal([]);
  });

  it("with a cart that has nothing to lose, changes the cart's currency and then follows the link", async () => {
    await addToCart(101, 1);
    const { cartId, currencyCode } = await emulatorSession();
    restoreContext = pageWithCart(cartId);
    const target = currencyCode === 'EUR' ? 'USD' : 'EUR';
    const { link } = await selector(cartId, currencyCode);
    link(target).click();
    await until(() => navigations.length === 1, 'followed the link');
    expect(followed, 'not left to the browser').to.equal(0);
    expect(navigations[0]).to.equal(link(target).href);
    expect((await emulatorSession()).currencyCode).to.equal(target);
  });

  it('warns first when the cart has a coupon; "Keep it" sends nothing and puts focus back on the link', async () => {
    await addToCart(101, 1);
    await applyCoupon('SAVE10');
    const { cartId, currencyCode: before } = await emulatorSession();
    restoreContext = pageWithCart(cartId);
    const { element, link } = await selector(cartId, before);
    const switches = switchRequests();
    const other = link(before === 'USD' ? 'EUR' : 'USD');
    other.click();
    await until(() => alertDialog() !== null, 'warning shown');
    expect(alertDialog()!.textContent).to.contain('removes the discounts, coupons and gift certificates');
    [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Keep it')!.click();
    // The refusal has run its course when the list is no longer busy: nothing was sent.
    await until(() => alertDialog() === null && !element.querySelector('ul')!.hasAttribute('aria-busy'), 'warning closed, list idle');
    expect(document.activeElement).to.equal(other);
    expect(navigations).to.deep.equal([]);
    expect(switchRequests()).to.equal(switches);
    expect((await emulatorSession()).currencyCode).to.equal(before);
  });

  it('switches after the shopper confirms the warning, and the coupon is gone', async () => {
    await addToCart(101, 1);
    await applyCoupon('SAVE10');
    const { cartId, currencyCode } = await emulatorSession();
    restoreContext = pageWithCart(cartId);
    const target = currencyCode === 'USD' ? 'EUR' : 'USD';
    const { link } = await selector(cartId, currencyCode);
    link(target).click();
    await until(() => alertDialog() !== null, 'warning shown');
    [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Change currency')!.click();
    await until(() => navigations.length === 1, 'followed the link');
    expect((await emulatorSession()).currencyCode).to.equal(target);
    const [cart] = await (await fetch('/api/storefront/carts')).json();
    expect(cart.coupons).to.deep.equal([]);
  });

  it("shows the server's error when the switch fails, and stays (spec §8)", async () => {
    await addToCart(101, 1);
    const { cartId } = await emulatorSession();
    restoreContext = pageWithCart(cartId);
    const { link } = await selector(cartId);
    link('XXX').click();
    await until(() => alertDialog() !== null, 'error shown');
    expect(alertDialog()!.textContent).to.contain('The currency "XXX" is not available in this store.');
    expect(navigations).to.deep.equal([]);
  });

  it('sends one switch for a double click', async () => {
    await addToCart(101, 1);
    const { cartId, currencyCode } = await emulatorSession();
    restoreContext = pageWithCart(cartId);
    const { link } = await selector(cartId, currencyCode);
    const before = switchRequests();
    // The first switch is answered late: a second one, sent meanwhile, would have been answered before it.
    await injectFault(`/api/storefront/carts/${cartId}/currency`, 'latency=300', 1);
    const target = link(currencyCode === 'EUR' ? 'USD' : 'EUR');
    target.click();
    target.click();
    await until(() => navigations.length === 1, 'followed the link');
    await until(() => switchRequests() > before, 'the switch answered');
    expect(switchRequests()).to.equal(before + 1);
  });
});
