import { expect, fixture } from '@open-wc/testing';
import { interceptNavigation } from '../react/navigation.ts';
import { clearFaults, emulatorSession, ensureSession, injectFault, requestsSettled } from '../react/api/test-support/emulator.ts';
import { until, withPageContext } from '../shared/test-support.ts';
import * as z from 'zod/mini';
import { requestJson, requestText } from '../react/api/request.ts';
import { getCartQuantity } from '../react/stores/cart-quantity.ts';
import { emit } from '../shared/events.ts';
import './store-fbt.ts';

// <store-fbt> against the real emulator (spec §3 upsell options, §4 upsell item
// and mode, §5 upsell add-all, §7, §8, §9).

const requests = (part: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)) as PerformanceResourceTiming[];

/**
 * Resolves once a product page the block asked for so far has been answered and handled:
 * the requests settle, then a product page asked for after the block's (as long to render
 * as theirs) is answered, then the page catches up. Check an absence of requests after this.
 */
async function productPagesSettled(): Promise<void> {
  await requestsSettled();
  await requestText('/products.php?productId=130');
  await requestsSettled();
}

async function block(inner: string, attributes = '') {
  const element = await fixture<HTMLElement>(
    `<store-fbt data-load-on="ready" ${attributes}><h2 id="fbt-t">Frequently bought together</h2>${inner}</store-fbt>`,
  );
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  return element;
}

const customFields = (targets: string) => `<p class="fbt-product" data-fbt-targets="${targets}" hidden></p>`;
const items = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.fbt-item[role="group"]')];
const item = (element: HTMLElement, name: string) =>
  items(element).find((group) => group.querySelector('.fbt-name')?.textContent === name)!;
const settled = (element: HTMLElement, count: number): Promise<void> =>
  until(
    () =>
      element.hasAttribute('hidden') ||
      (items(element).length === count && element.querySelectorAll('.fbt-item[data-state="loading"]').length === 0),
    `${count} items`,
    8000,
  );
const total = (element: HTMLElement) => element.querySelector('.fbt-total-price')!.textContent;
const alertDialog = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]');
async function closeAlert(): Promise<string> {
  await until(() => alertDialog() !== null, 'alert open');
  const text = alertDialog()!.textContent ?? '';
  [...alertDialog()!.querySelectorAll('button')].find((button) => button.textContent === 'OK')!.click();
  await until(() => alertDialog() === null, 'alert closed');
  return text;
}
const toggle = (group: HTMLElement) => group.querySelector<HTMLButtonElement>('.fbt-toggle-options')!;

const cartLineSchema = z.object({ name: z.string(), quantity: z.number() });
const cartItems = async () => {
  const carts = await requestJson(
    '/api/storefront/carts',
    z.array(z.object({ lineItems: z.object({ physicalItems: z.array(cartLineSchema), digitalItems: z.array(cartLineSchema) }) })),
  );
  return carts.flatMap((cart) => [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems]);
};
const cartLines = async () => (await cartItems()).map((line) => line.name);
async function emptyCart() {
  // A fresh cart per test: remove what earlier tests added.
  const session = await emulatorSession();
  if (!session.cartId) return;
  const carts = await requestJson(
    '/api/storefront/carts',
    z.array(
      z.object({
        id: z.string(),
        lineItems: z.object({ physicalItems: z.array(z.object({ id: z.string() })), digitalItems: z.array(z.object({ id: z.string() })) }),
      }),
    ),
  );
  for (const cart of carts) {
    for (const line of [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems]) {
      await requestJson(`/api/storefront/carts/${cart.id}/items/${line.id}`, z.unknown(), { method: 'DELETE' });
    }
  }
}

describe('<store-fbt> (spec §4 upsell mode, §7, §8)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('custom-fields mode: fetches ids by id and paths as pages, the viewed product first and always checked', async () => {
    const element = await block(customFields('111,201,/enamel-camp-mug/'), 'product-id="110"');
    await settled(element, 4);
    expect(items(element).map((group) => group.querySelector('.fbt-name')!.textContent)).to.deep.equal([
      'Trail Jacket',
      'Camp Lantern',
      'Field Guide to Ferns (PDF)',
      'Enamel Camp Mug',
    ]);
    expect(requests('/products.php?productId=111').length).to.be.greaterThan(0);
    expect(requests('/enamel-camp-mug/').length).to.be.greaterThan(0);
    const main = item(element, 'Trail Jacket').querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(main.checked && main.disabled).to.equal(true);
    // Each item is a group named by its product; its checkbox is a real labelled control.
    const lantern = item(element, 'Camp Lantern');
    expect(lantern.getAttribute('aria-labelledby')).to.equal(lantern.querySelector('.fbt-name')!.id);
    expect(lantern.querySelector<HTMLInputElement>('input[type="checkbox"]')!.labels![0]!.textContent).to.contain('Camp Lantern');
    // spec §9: the total of checked items and the main product: 109 + 39 + 12, and the
    // mug at its minimum order of 2 × 16.50, as add-all adds it; its price says "2 ×".
    expect(total(element)).to.equal('$193.00');
    expect(item(element, 'Enamel Camp Mug').querySelector('.fbt-price')!.textContent).to.equal('2 × $16.50');
    // ids stay unique beside the product's own form.
    const ids = [...element.querySelectorAll('[id]')].map((node) => node.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('related-products mode: the related product links are the targets, at most the product limit', async () => {
    const element = await block(
      '<ul class="fbt" hidden><li><a href="/enamel-camp-mug/" data-product-id="102">Mug</a></li><li><a href="/wool-beanie/" data-product-id="130">Beanie</a></li><li><a href="/fleece-pullover/" data-product-id="131">Fleece</a></li></ul>',
      'product-limit="2"',
    );
    await settled(element, 2);
    expect(items(element).map((group) => group.querySelector('.fbt-name')!.textContent)).to.deep.equal(['Enamel Camp Mug', 'Wool Beanie']);
  });

  it('the options come from a child JSON script too', async () => {
    const element = await block(`${customFields('102,130,131')}<script type="application/json">{"productLimit": 1}</script>`);
    await settled(element, 1);
    expect(items(element).length).to.equal(1);
  });

  it('without either marker the suite is not installed: a console error only, and the block hides', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const element = await block('<p>nothing here</p>');
      await until(() => element.hasAttribute('hidden'), 'hidden');
      expect(errors.length).to.equal(1);
      expect(errors[0]).to.contain('not installed');
      expect(element.querySelector('[role="alert"], .fbt-status')).to.equal(null);
    } finally {
      console.error = original;
    }
  });

  it('no targets found hides the block; so does disabled, without a request', async () => {
    const empty = await block(customFields(' , '));
    await until(() => empty.hasAttribute('hidden'), 'hidden');
    const before = requests('/products.php?productId=122').length;
    const disabled = await block(customFields('122'), 'disabled');
    await until(() => disabled.hasAttribute('hidden'), 'hidden');
    // Any request the disabled block made has been answered and listed by now.
    await productPagesSettled();
    expect(requests('/products.php?productId=122').length).to.equal(before);
  });

  it('bad input: a malformed answer, a 500, an unknown target and a page that is no product are left out; the rest shows', async () => {
    // The only target fetched by id gets the malformed answer.
    await injectFault('/products.php', 'malformed', 1);
    await injectFault('/enamel-camp-mug/', 'status=500');
    const element = await block(customFields('130,/enamel-camp-mug/,/no-such-page/,/about-us/,/fleece-pullover/'), 'product-limit="5"');
    await settled(element, 1);
    // Every target's answer is in and handled: none of the left-out ones comes back later.
    await productPagesSettled();
    expect(items(element).map((group) => group.querySelector('.fbt-name')!.textContent)).to.deep.equal(['Fleece Pullover']);
    expect(element.hasAttribute('hidden')).to.equal(false);
  });

  it('a hang gives up after the time-out and shows the others; when nothing can be shown the block hides', async () => {
    const restore = withPageContext({ requestTimeoutMs: 1000 }, 'product');
    try {
      await injectFault('/wool-beanie/', 'hang');
      const element = await block(customFields('/wool-beanie/,102'));
      await settled(element, 1);
      await until(() => element.querySelectorAll('.fbt-item').length === 1, 'the hung item dropped', 4000);
      expect(items(element)[0]!.querySelector('.fbt-name')!.textContent).to.equal('Enamel Camp Mug');

      await injectFault('/products.php', 'status=500');
      const none = await block(customFields('130,131'));
      await until(() => none.hasAttribute('hidden'), 'hidden', 4000);
    } finally {
      restore();
    }
  });
});

describe('<store-fbt> items (spec §4 upsell item, §7 option change, §8)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it("loads an item's options once, on first need, never twice", async () => {
    const element = await block(customFields('111'));
    await settled(element, 1);
    const lantern = item(element, 'Camp Lantern');
    const panel = lantern.querySelector<HTMLElement>('.fbt-options')!;
    expect(panel.querySelector('form')).to.equal(null);
    const before = requests('/remote/v1/product-attributes/111').length;
    toggle(lantern).click();
    await until(() => !panel.hasAttribute('hidden') && panel.querySelector('form') !== null, 'open');
    expect(toggle(lantern).getAttribute('aria-expanded')).to.equal('true');
    expect(toggle(lantern).getAttribute('aria-controls')).to.equal(panel.id);
    toggle(lantern).click();
    await until(() => panel.hasAttribute('hidden'), 'closed');
    toggle(lantern).click();
    await until(() => !panel.hasAttribute('hidden'), 'open again');
    // A second load, had opening again sent one, has been answered and listed by now.
    await requestsSettled();
    expect(requests('/remote/v1/product-attributes/111').length - before).to.equal(1);
    expect(panel.querySelectorAll('form').length).to.equal(1);
  });

  it('Choose Options until every required option is filled, then Options', async () => {
    const element = await block(customFields('112'));
    await settled(element, 1);
    const plates = item(element, 'Enamel Plate Set');
    expect(toggle(plates).textContent).to.equal('Choose Options');
    toggle(plates).click();
    const select = await (async () => {
      await until(() => plates.querySelector('select') !== null, 'options');
      return plates.querySelector('select')!;
    })();
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => toggle(plates).textContent === 'Options', 'Options');
    expect(plates.hasAttribute('data-options-selected')).to.equal(true);
  });

  it('a stock message shows in an error popup while the options are visible and marks the item', async () => {
    const element = await block(customFields('111'));
    await settled(element, 1);
    const lantern = item(element, 'Camp Lantern');
    toggle(lantern).click();
    await until(() => lantern.querySelector('input[value="1122"]') !== null, 'options');
    const solar = lantern.querySelector<HTMLInputElement>('input[value="1122"]')!;
    solar.click();
    expect(await closeAlert()).to.contain('Out of stock');
    await until(() => lantern.hasAttribute('data-error'), 'marked');
    const checkbox = lantern.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(checkbox.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(checkbox.getAttribute('aria-describedby')!)!.textContent).to.equal('Out of stock');

    // spec §5: a checked item with an error blocks Add All.
    const before = requests('/remote/v1/cart/add').length;
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    expect(await closeAlert()).to.contain('Please check to see that there are no errors.');
    expect(requests('/remote/v1/cart/add').length).to.equal(before);

    // Back in stock: the error goes.
    lantern.querySelector<HTMLInputElement>('input[value="1123"]')!.click();
    await until(() => !lantern.hasAttribute('data-error'), 'error cleared');
  });

  it("a missing required option blocks Add All with 'Please make sure all options have been filled in.' and opens that item", async () => {
    const element = await block(customFields('112,102'));
    await settled(element, 2);
    const before = requests('/remote/v1/cart/add').length;
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    expect(await closeAlert()).to.contain('Please make sure all options have been filled in.');
    expect(requests('/remote/v1/cart/add').length).to.equal(before);
    expect(item(element, 'Enamel Plate Set').querySelector<HTMLElement>('.fbt-options')!.hidden).to.equal(false);
    expect(element.querySelector('.fbt-status')!.textContent).to.equal('Please make sure all options have been filled in.');
    // Unchecking the item lets the others go.
    const checkbox = item(element, 'Enamel Plate Set').querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    checkbox.click();
    await until(() => total(element) === '$33.00', 'total follows (two mugs, its minimum order)');
  });

  it('an option change updates the price and shows the variant image at 300x300 (spec §9)', async () => {
    const element = await block(customFields('110'));
    await settled(element, 1);
    const jacket = item(element, 'Trail Jacket');
    const picture = element.querySelector<HTMLImageElement>('.fbt-image img')!;
    toggle(jacket).click();
    await until(() => jacket.querySelector('input[value="1112"]') !== null, 'options');
    jacket.querySelector<HTMLInputElement>('input[value="1112"]')!.click(); // Clay, in M
    await until(
      () => picture.getAttribute('src') === `${location.origin}/images/stencil/300x300/products/110/1.png`,
      'variant image at 300x300',
    );
    jacket.querySelector<HTMLInputElement>('input[value="1104"]')!.click(); // XL: Clay is sold out there
    expect(await closeAlert()).to.contain('Sold out');
    jacket.querySelector<HTMLInputElement>('input[value="1111"]')!.click(); // Moss in XL
    await until(() => total(element) === '$114.00' && !jacket.hasAttribute('data-error'), 'XL price, no error');
  });

  it("the total says 'Varies Based on Options' when nothing is checked; texts can be translated", async () => {
    const element = await block(customFields('102'), 'varies-label="Según opciones" add-all-label="Añadir todo" options-label="Opciones"');
    await settled(element, 1);
    expect(element.querySelector('.fbt-add-all')!.textContent).to.equal('Añadir todo');
    item(element, 'Enamel Camp Mug').querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await until(() => total(element) === 'Según opciones', 'varies');
  });
});

describe('<store-fbt> add all (spec §5, §7, §8)', () => {
  let navigations: string[] = [];
  let restoreNavigation: () => void;
  beforeEach(async () => {
    await ensureSession();
    await emptyCart();
    navigations = [];
    restoreNavigation = interceptNavigation((url) => navigations.push(url));
  });
  afterEach(async () => {
    restoreNavigation();
    await clearFaults();
  });

  it('adds every checked item one at a time, emits per item, takes the cart count from the platform, then goes to the cart', async () => {
    const element = await block(customFields('201,102,130'));
    await settled(element, 3);
    item(element, 'Wool Beanie').querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await until(() => total(element) === '$45.00', 'total of the field guide and two mugs');
    const added: number[] = [];
    const quantities: number[] = [];
    // The badge counts something else (another tab, a stale page): the block must not add to it.
    emit(document, 'cart-qty-updated', { quantity: 40, source: 'test' });
    const onAdded = (event: Event) => added.push((event as CustomEvent).detail.productId);
    const onQuantity = (event: Event) => quantities.push((event as CustomEvent).detail.quantity);
    document.addEventListener('cart-item-added', onAdded);
    document.addEventListener('cart-qty-updated', onQuantity);
    const before = requests('/remote/v1/cart/add').length;
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    await until(() => element.dataset.state === 'adding', 'overlay');
    expect(element.querySelector('.loadingOverlay')).not.to.equal(null);
    await until(() => navigations.length === 1, 'navigated', 5000);
    document.removeEventListener('cart-item-added', onAdded);
    document.removeEventListener('cart-qty-updated', onQuantity);
    expect(navigations).to.deep.equal(['/cart.php']);
    expect(added).to.deep.equal([201, 102]);
    // After each addition the count is the platform's (the cart summary), not 40 plus what was added.
    expect(quantities).to.deep.equal([1, 3]);
    expect(getCartQuantity()).to.equal(3);
    const adds = requests('/remote/v1/cart/add').slice(before);
    expect(adds.length).to.equal(2);
    expect(adds[1]!.startTime, 'the second add starts after the first answered').to.be.at.least(adds[0]!.responseEnd);
    // The mug's minimum order is 2: the block adds each product at its minimum, which the platform requires.
    expect((await cartItems()).map((line) => `${line.name} × ${line.quantity}`).sort()).to.deep.equal([
      'Enamel Camp Mug × 2',
      'Field Guide to Ferns (PDF) × 1',
    ]);
  });

  it('a failure on the second add keeps the first in the cart, says so, hides the overlay and re-enables the button', async () => {
    const element = await block(customFields('130,102'));
    await settled(element, 2);
    // The first add is slow; the rule for the second is set while it runs.
    await injectFault('/remote/v1/cart/add', 'latency=600', 1);
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    // Rules apply in the order they were set: the first add takes the latency, the second the 500.
    await until(() => element.dataset.state === 'adding', 'first add running');
    await injectFault('/remote/v1/cart/add', 'status=500', 1);
    const text = await closeAlert();
    expect(text).to.contain('Enamel Camp Mug');
    expect(text).to.contain('Already added to your cart: Wool Beanie.');
    expect(element.dataset.state).to.equal('ready');
    expect(element.querySelector('.loadingOverlay')).to.equal(null);
    expect(element.querySelector('.fbt-add-all')!.getAttribute('aria-disabled')).to.equal('false');
    expect(element.querySelector('.fbt-status')!.textContent).to.contain('Already added to your cart: Wool Beanie.');
    expect(navigations).to.deep.equal([]);
    expect(await cartLines()).to.deep.equal(['Wool Beanie']);
    // The added item is no longer checked, so trying again adds only the rest.
    expect(item(element, 'Wool Beanie').dataset.state).to.equal('added');
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    await until(() => navigations.length === 1, 'navigated', 5000);
    expect((await cartLines()).sort()).to.deep.equal(['Enamel Camp Mug', 'Wool Beanie']);
  });

  it('a double click on Add All to Cart adds each item once', async () => {
    const element = await block(customFields('102'));
    await settled(element, 1);
    const before = requests('/remote/v1/cart/add').length;
    const button = element.querySelector<HTMLButtonElement>('.fbt-add-all')!;
    button.click();
    button.click();
    await until(() => navigations.length > 0, 'navigated', 5000);
    expect(requests('/remote/v1/cart/add').length - before).to.equal(1);
    expect(navigations).to.deep.equal(['/cart.php']);
    expect((await cartItems()).map((line) => `${line.name} × ${line.quantity}`)).to.deep.equal(['Enamel Camp Mug × 2']);
  });

  it('a failed add keeps what was chosen and says so in the words of item-message; trying again adds it', async () => {
    const element = await block(customFields('111'), 'item-message="{message} ({name})"');
    await settled(element, 1);
    const lantern = item(element, 'Camp Lantern');
    toggle(lantern).click();
    await until(() => lantern.querySelector('input[value="1123"]') !== null, 'options');
    lantern.querySelector<HTMLInputElement>('input[value="1123"]')!.click();
    await until(() => toggle(lantern).textContent === 'Options' && !lantern.hasAttribute('data-error'), 'chosen');
    await injectFault('/remote/v1/cart/add', 'status=500', 1);
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    expect(await closeAlert()).to.contain('This item could not be added to your cart. Please try again. (Camp Lantern)');
    expect(element.querySelector('.fbt-status')!.textContent).to.equal(
      'This item could not be added to your cart. Please try again. (Camp Lantern)',
    );
    expect(lantern.querySelector<HTMLInputElement>('input[value="1123"]')!.checked).to.equal(true);
    expect(lantern.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(true);
    await until(() => lantern.querySelector<HTMLElement>('.fbt-options')?.hidden === false, 'options panel still open');
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    await until(() => navigations.length === 1, 'navigated', 5000);
    expect(await cartLines()).to.deep.equal(['Camp Lantern']);
  });

  it("a refusal shows the platform's own error text", async () => {
    const element = await block(customFields('124'));
    await settled(element, 1);
    element.querySelector<HTMLButtonElement>('.fbt-add-all')!.click();
    const text = await closeAlert();
    expect(text).to.match(/Coffee Press: .+/);
    expect(text).not.to.contain('could not be added to your cart. Please try again.');
    expect(navigations).to.deep.equal([]);
  });
});
