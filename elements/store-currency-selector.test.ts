import { expect, fixture, html } from '@open-wc/testing';
import { interceptReload } from '../react/navigation.ts';
import { addToCart, applyCoupon, clearFaults, emulatorSession, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { until, withPageContext } from '../shared/test-support.ts';
import './store-currency-selector.ts';

const switchRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/currency/switch')).length;

/** The page context names the session's cart, as the platform renders it. */
const pageWithCart = (cartId: string | null) => withPageContext({ cartId });

/** The selector as the theme renders it, with the page's currency (`current`) selected. */
async function selector(current = 'USD') {
  const element = await fixture<HTMLElement>(
    html`<store-currency-selector>
      <form action="/currency/switch" method="post" data-currency-switch-url="/currency/switch">
        <label for="currency">Currency</label>
        <select id="currency" name="currencyCode">
          ${['USD', 'EUR', 'XXX'].map((code) => html`<option value=${code} ?selected=${code === current}>${code}</option>`)}
        </select>
        <button type="submit">Change</button>
      </form>
    </store-currency-selector>`,
  );
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  const form = element.querySelector('form')!;
  const choose = (code: string) => {
    element.querySelector('select')!.value = code;
    form.requestSubmit();
  };
  const shown = () => element.querySelector('select')!.value;
  return { element, choose, shown };
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

  it('warns first when the cart has a coupon; "Keep it" keeps the currency and the select shows it again', async () => {
    await addToCart(101, 1);
    await applyCoupon('SAVE10');
    restoreContext = pageWithCart((await emulatorSession()).cartId);
    const before = (await emulatorSession()).currencyCode;
    const { element, choose, shown } = await selector(before);
    const switches = switchRequests();
    choose(before === 'USD' ? 'EUR' : 'USD');
    await until(() => alertDialog() !== null, 'warning shown');
    expect(alertDialog()!.textContent).to.contain('removes the discounts, coupons and gift certificates');
    [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Keep it')!.click();
    // The refusal has run its course when the form is no longer busy: nothing was sent.
    await until(() => alertDialog() === null && !element.querySelector('form')!.hasAttribute('aria-busy'), 'warning closed, form idle');
    expect(shown(), 'the select reads the currency the page is in').to.equal(before);
    expect(reloads).to.equal(0);
    expect(switchRequests()).to.equal(switches);
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
    const { choose, shown } = await selector();
    choose('XXX');
    await until(() => alertDialog() !== null, 'error shown');
    expect(alertDialog()!.textContent).to.contain('The currency "XXX" is not available in this store.');
    expect(reloads).to.equal(0);
    expect(shown(), 'the select reads the currency the page is in').to.equal('USD');
  });

  it('sends one switch for a double submit', async () => {
    restoreContext = pageWithCart(null);
    const { choose } = await selector();
    const before = switchRequests();
    // The first switch is answered late: a second one, sent meanwhile, would have been answered before it.
    await injectFault('/currency/switch', 'latency=300', 1);
    choose('EUR');
    choose('EUR');
    await until(() => reloads === 1, 'reloaded');
    await until(() => switchRequests() > before, 'the switch answered');
    expect(switchRequests()).to.equal(before + 1);
  });
});
