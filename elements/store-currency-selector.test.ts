import { expect, fixture, html } from '@open-wc/testing';
import { interceptReload } from '../react/navigation.ts';
import { addToCart, applyCoupon, clearFaults, emulatorSession, ensureSession, until, withPageContext } from '../react/test-support/emulator.ts';
import './store-currency-selector.ts';

const switchRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/currency/switch')).length;

/** The page context names the session's cart, as the platform renders it. */
const pageWithCart = (cartId: string | null) => withPageContext({ cartId });

async function selector() {
  const element = await fixture<HTMLElement>(html`<store-currency-selector>
    <form action="/currency/switch" method="post" data-currency-switch-url="/currency/switch">
      <label for="currency">Currency</label>
      <select id="currency" name="currencyCode"><option value="USD">USD</option><option value="EUR">EUR</option><option value="XXX">XXX</option></select>
      <button type="submit">Change</button>
    </form>
  </store-currency-selector>`);
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  const form = element.querySelector('form')!;
  const choose = (code: string) => {
    element.querySelector('select')!.value = code;
    form.requestSubmit();
  };
  return { element, choose };
}

const alertDialog = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]');

describe('<store-currency-selector> (spec §4 currency switch, §7, §8)', () => {
  let reloads = 0;
  let restoreReload: () => void;
  let restoreContext: () => void = () => {};
  before(ensureSession);
  beforeEach(() => {
    reloads = 0;
    restoreReload = interceptReload(() => reloads++);
  });
  afterEach(async () => {
    restoreReload();
    restoreContext();
    alertDialog()?.close();
    await clearFaults();
  });

  it('switches at once and reloads when the cart has nothing to lose', async () => {
    restoreContext = pageWithCart(null);
    const { choose } = await selector();
    choose('EUR');
    await until(() => reloads === 1, 'reloaded');
    expect((await emulatorSession()).currencyCode).to.equal('EUR');
  });

  it('warns first when the cart has a coupon, and keeps the currency if the shopper cancels', async () => {
    await addToCart(101, 1);
    await applyCoupon('SAVE10');
    restoreContext = pageWithCart((await emulatorSession()).cartId);
    const before = (await emulatorSession()).currencyCode;
    const { choose } = await selector();
    choose(before === 'USD' ? 'EUR' : 'USD');
    await until(() => alertDialog() !== null, 'warning shown');
    expect(alertDialog()!.textContent).to.contain('removes the discounts, coupons and gift certificates');
    [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Keep it')!.click();
    await until(() => alertDialog() === null, 'warning closed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reloads).to.equal(0);
    expect((await emulatorSession()).currencyCode).to.equal(before);
  });

  it('switches after the shopper confirms the warning', async () => {
    await addToCart(101, 1);
    await applyCoupon('SAVE10');
    restoreContext = pageWithCart((await emulatorSession()).cartId);
    const { choose } = await selector();
    choose('USD');
    await until(() => alertDialog() !== null, 'warning shown');
    [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Change currency')!.click();
    await until(() => reloads === 1, 'reloaded');
    expect((await emulatorSession()).currencyCode).to.equal('USD');
  });

  it("shows the server's error when the switch fails (spec §8)", async () => {
    restoreContext = pageWithCart(null);
    const { choose } = await selector();
    choose('XXX');
    await until(() => alertDialog() !== null, 'error shown');
    expect(alertDialog()!.textContent).to.contain('The currency "XXX" is not available in this store.');
    expect(reloads).to.equal(0);
  });

  it('sends one switch for a double submit', async () => {
    restoreContext = pageWithCart(null);
    const { choose } = await selector();
    const before = switchRequests();
    choose('EUR');
    choose('EUR');
    await until(() => reloads === 1, 'reloaded');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(switchRequests()).to.equal(before + 1);
  });
});
