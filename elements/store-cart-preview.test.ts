import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { addToCart, clearFaults, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { nextFrame, until } from '../shared/test-support.ts';
import { emit } from '../shared/events.ts';
import './store-cart-preview.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

const previewRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/cart.php')).length;

async function preview() {
  const element = await fixture<HTMLElement>(
    html`<div style="padding: 20px">
      <store-cart-preview><a href="/cart.php" class="cart-link">Cart</a></store-cart-preview>
    </div>`,
  );
  const host = element.querySelector('store-cart-preview')!;
  await until(() => host.querySelector('.cartPreview-panel') !== null, 'rendered');
  return {
    host,
    link: host.querySelector<HTMLAnchorElement>('a.cart-link')!,
    panel: host.querySelector<HTMLElement>('.cartPreview-panel')!,
  };
}

/** Clicks the link; reports whether the element kept the browser on the page (and stops any navigation). */
function clickLink(link: HTMLAnchorElement): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  link.click();
  return prevented;
}

describe('<store-cart-preview> (spec §2, §4, §7)', () => {
  before(async () => {
    await ensureSession();
    await addToCart(102, 2);
  });
  beforeEach(() => setViewport({ width: 1024, height: 700 }));
  afterEach(clearFaults);

  it('opens from the cart link with the cart from the platform, and tells the page', async () => {
    const { host, link, panel } = await preview();
    const opened: Event[] = [];
    host.addEventListener('cart-preview-opened', (event) => opened.push(event));
    expect(link.getAttribute('aria-expanded')).to.equal('false');
    expect(clickLink(link)).to.equal(true);
    await until(() => panel.textContent!.includes('Enamel Camp Mug'), 'cart shown');
    expect(panel.hidden).to.equal(false);
    expect(panel.getAttribute('role')).to.equal('dialog');
    expect(link.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.textContent).to.contain('You might also like');
    expect(panel.querySelectorAll('.previewCart-suggestions li').length).to.be.at.most(4);
    expect(opened).to.have.length(1);
    await expect(host).to.be.accessible();
  });

  it('lets the link go to the cart page on small screens', async () => {
    await setViewport({ width: 400, height: 700 });
    const { link, panel } = await preview();
    expect(clickLink(link)).to.equal(false);
    // The click was handled as it was dispatched; two frames show any render it caused.
    await nextFrame();
    await nextFrame();
    expect(panel.hidden).to.equal(true);
  });

  it('closes on Esc, returning focus to the link, and on a click outside', async () => {
    const { link, panel } = await preview();
    link.focus();
    clickLink(link);
    await until(() => !panel.hidden, 'open');
    await sendKeys({ press: 'Escape' });
    await until(() => panel.hidden === true, 'closed by Esc');
    expectFocusOn(link, 'the link');
    clickLink(link);
    await until(() => !panel.hidden, 'open again');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await until(() => panel.hidden === true, 'closed by an outside click');
  });

  it('closes shortly after the mouse leaves it', async () => {
    const { link, panel } = await preview();
    const box = link.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    clickLink(link);
    await until(() => !panel.hidden, 'open');
    link.blur();
    await sendMouse({ type: 'move', position: [790, 590] });
    await until(() => panel.hidden === true, 'closed after leaving');
  });

  it('loads the cart again when an item is added while it is open', async () => {
    const { link, panel } = await preview();
    clickLink(link);
    await until(() => panel.textContent!.includes('Enamel Camp Mug'), 'cart shown');
    const before = previewRequests();
    await addToCart(101, 1);
    emit(document.body, 'cart-item-added', { productId: 101, quantity: 1, cartItemId: null, source: 'test' });
    const lines = () => [...panel.querySelectorAll('.previewCartItem-name')].map((line) => line.textContent);
    await until(() => lines().includes('Canvas Tote Bag'), 'refreshed with the new line');
    expect(previewRequests()).to.equal(before + 1);
  });

  it('says the cart could not be shown, with a link to the cart page, when the platform fails', async () => {
    await injectFault('/cart.php', 'status=500', 1);
    const { link, panel } = await preview();
    clickLink(link);
    await until(() => panel.querySelector('[role="alert"]') !== null, 'error shown');
    const alert = panel.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('Your cart could not be shown just now.');
    expect(alert.querySelector('a')!.getAttribute('href')).to.equal('/cart.php');
  });
});
