import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import * as z from 'zod/mini';
import { requestHtml, requestJson, requestText } from '../react/api/request.ts';
import { OWNED_ITEMS_REMOVED_MESSAGE } from '../react/cart/messages.ts';
import { OWNED_SKUS_STORAGE_KEY } from '../shared/constants.ts';
import { getCartQuantity } from '../react/stores/cart-quantity.ts';
import {
  addToCart,
  clearFaults,
  emulatorSession,
  ensureSession,
  injectFault,
  requestsSettled,
  signOut,
} from '../react/api/test-support/emulator.ts';
import { captureWarnings, until, withPageContext } from '../shared/test-support.ts';
import './store-cart.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';
import { bootstrapCallOf } from '../emulator/bootstrap-call.ts';

const cartSchema = z.object({
  id: z.string(),
  lineItems: z.object({
    physicalItems: z.array(z.object({ id: z.string(), productId: z.number(), quantity: z.number() })),
    digitalItems: z.array(z.object({ id: z.string(), productId: z.number(), sku: z.string(), quantity: z.number() })),
  }),
  coupons: z.array(z.object({ code: z.string() })),
});

/** The server's cart, or null. */
async function serverCart() {
  const { cartId } = await emulatorSession();
  if (!cartId) return null;
  return requestJson(`/api/storefront/carts/${cartId}`, cartSchema);
}

async function emptyCart(): Promise<void> {
  const cart = await serverCart();
  for (const item of [...(cart?.lineItems.physicalItems ?? []), ...(cart?.lineItems.digitalItems ?? [])]) {
    await requestJson(`/api/storefront/carts/${cart!.id}/items/${item.id}`, z.unknown(), { method: 'DELETE' });
  }
}

/**
 * Ada, signed in, with a cart of her owned single-purchase download (the field guide), an owned
 * download she may buy again (the trail maps) and a tote: put there, not left to whatever her
 * account's cart held when an earlier test signed her out.
 */
async function signInWithDownloads(): Promise<void> {
  await signIn('ada@example.com', 'download1');
  await emptyCart();
  for (const productId of [201, 202, 101]) await addToCart(productId, 1);
}

async function signIn(email: string, password: string): Promise<void> {
  await requestText('/login.php?action=check_login', { method: 'POST', params: { login_email: email, login_pass: password } });
}

let restoreContext: (() => void) | undefined;
let mounted: HTMLElement | undefined;

/**
 * Renders the cart page's <store-cart> as the emulator renders it now, with the page's
 * context, and resolves once it has rendered. `beforeMount` may add to the server markup
 * first; `onRendered` runs the moment `data-rendered` is set, in the task of React's first
 * commit: before the passive effects, which a first render in a transition runs later.
 */
async function cartPage(
  contextChanges: Record<string, unknown> = {},
  { beforeMount, onRendered }: { beforeMount?: (host: HTMLElement) => void; onRendered?: (host: HTMLElement) => void } = {},
) {
  const html = await requestHtml('/cart.php');
  const page = new DOMParser().parseFromString(html, 'text/html');
  // The context the theme hands to stencilBootstrap, and the CSRF token it puts in BCData.
  const context = { ...bootstrapCallOf(html)!.context, csrf_token: /"csrf_token":"([^"]+)"/.exec(html)![1] };
  restoreContext?.();
  restoreContext = withPageContext({ ...context, secureBaseUrl: '', ...contextChanges }, 'cart');
  const host = document.adoptNode(page.querySelector('store-cart')!);
  mounted?.remove();
  mounted = document.createElement('main');
  mounted.append(host);
  beforeMount?.(host);
  if (onRendered) {
    const observer = new MutationObserver(() => {
      if (!host.hasAttribute('data-rendered')) return;
      observer.disconnect();
      onRendered(host);
    });
    observer.observe(host, { attributes: true, attributeFilter: ['data-rendered'] });
  }
  document.body.append(mounted);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  return host;
}

const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('tr[data-item-id]')];
const rowNamed = (host: HTMLElement, name: string) => rows(host).find((row) => row.textContent!.includes(name));
const quantityOf = (host: HTMLElement, name: string) => rowNamed(host, name)!.querySelector<HTMLInputElement>('input[name^="qty["]')!;
const message = (host: HTMLElement, slot = 'lines') => host.querySelector<HTMLElement>(`[data-cart-message="${slot}"]`)!;
const idle = (host: HTMLElement) => until(() => host.dataset.state === 'idle', 'cart idle', 6000);
const requests = (part: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;

function setQuantity(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<store-cart> (spec §4, §6, §7, §8)', () => {
  before(async () => {
    // Request counts read resource timings; the default buffer of 250 fills up in this file.
    performance.setResourceTimingBufferSize(100_000);
    await ensureSession();
  });
  beforeEach(async () => {
    // Emptied first: on sign-out a customer's cart goes with the account (Persistent Cart), and the
    // next sign-in brings back what it held.
    await emptyCart();
    await signOut();
    await clearFaults();
    await emptyCart();
    sessionStorage.clear();
  });
  afterEach(async () => {
    await clearFaults();
    // Close modals the way a shopper does, so their focus traps end with them.
    if (document.querySelector('dialog[open]')) await sendKeys({ press: 'Escape' });
    await until(() => document.querySelector('.modal-root') === null, 'modals closed');
  });
  after(() => {
    mounted?.remove();
    restoreContext?.();
  });

  describe('quantities and removals', () => {
    beforeEach(async () => {
      await addToCart(101, 1);
      await addToCart(102, 2);
    });

    it('updates a quantity, then shows lines, totals and badge from the server', async () => {
      const host = await cartPage();
      const total = host.querySelector('[data-cart-grand-total]')!.textContent;
      const announced: number[] = [];
      const listener = (event: Event) => announced.push((event as CustomEvent<{ quantity: number; source: string }>).detail.quantity);
      document.addEventListener('cart-qty-updated', listener);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '3');
      await until(() => message(host).textContent === 'Your cart was updated.', 'updated message');
      await idle(host);
      document.removeEventListener('cart-qty-updated', listener);
      expect(quantityOf(host, 'Canvas Tote Bag').defaultValue).to.equal('3');
      expect(host.querySelector('[data-cart-grand-total]')!.textContent).not.to.equal(total);
      expect(getCartQuantity()).to.equal(5);
      expect(announced).to.include(5);
      const cart = await serverCart();
      expect(cart!.lineItems.physicalItems.find((item) => item.productId === 101)!.quantity).to.equal(3);
      expect(message(host).dataset.state).to.equal('success');
    });

    it('removes a line with quantity 0 (POST /cart/update)', async () => {
      const host = await cartPage();
      setQuantity(quantityOf(host, 'Enamel Camp Mug'), '0');
      await until(() => !rowNamed(host, 'Enamel Camp Mug'), 'line gone');
      await idle(host);
      expect(message(host).textContent).to.equal('Enamel Camp Mug was removed from your cart.');
      expect((await serverCart())!.lineItems.physicalItems.map((item) => item.productId)).to.deep.equal([101]);
      expect(getCartQuantity()).to.equal(1);
    });

    it('removes a line with its button, one request for a double click, and keeps focus in the cart', async () => {
      const host = await cartPage();
      const before = requests('/items/');
      const button = rowNamed(host, 'Enamel Camp Mug')!.querySelector<HTMLButtonElement>('[data-cart-remove]')!;
      button.focus();
      button.click();
      button.click();
      await until(() => !rowNamed(host, 'Enamel Camp Mug'), 'line gone');
      await idle(host);
      expect(requests('/items/') - before).to.equal(1);
      expect(message(host).textContent).to.equal('Enamel Camp Mug was removed from your cart.');
      expectFocusOn(message(host), 'the message');
      expect(rows(host)).to.have.length(1);
    });

    it('steps a quantity with the stepper: three quick clicks of + send the last of them; − goes no lower than 1', async () => {
      const host = await cartPage();
      const more = rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-step="1"]')!;
      const less = rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-step="-1"]')!;
      expect(less.getAttribute('aria-disabled')).to.equal('true');
      more.click();
      more.click();
      more.click();
      expect(quantityOf(host, 'Canvas Tote Bag').value).to.equal('4');
      await until(() => message(host).textContent === 'Your cart was updated.', 'updated message');
      await idle(host);
      expect((await serverCart())!.lineItems.physicalItems.find((item) => item.productId === 101)!.quantity).to.equal(4);
      expect(getCartQuantity()).to.equal(6);
      const before = requests('/cart/update');
      const refreshedLess = rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-step="-1"]')!;
      expect(refreshedLess.getAttribute('aria-disabled')).to.equal(null);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '1');
      await idle(host);
      rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-step="-1"]')!.click();
      await idle(host);
      expect(requests('/cart/update') - before).to.equal(1);
      expect(quantityOf(host, 'Canvas Tote Bag').value).to.equal('1');
    });

    // A shopper's clicks the moment the cart appears count as they do later: each is on the
    // page when its handler returns, so the second reads the first (spec §5 double click).
    // The clicks run in the task of React's first commit, before its passive effects.
    it('steps a quantity clicked the moment the cart appears, one click after another', async () => {
      const seen: string[] = [];
      // A commit longer than React's 5 ms slice, as on a busy phone: this element's
      // connectedCallback runs when React puts the server markup back, the scheduler yields
      // after the commit, and the passive effects run in a later task.
      if (!customElements.get('slow-to-connect'))
        customElements.define(
          'slow-to-connect',
          class extends HTMLElement {
            connectedCallback() {
              const start = performance.now();
              while (performance.now() - start < 20);
            }
          },
        );
      const slow = () => document.createElement('slow-to-connect');
      const host = await cartPage(
        {},
        {
          beforeMount: (server) => server.querySelector('[data-cart-content]')!.append(slow()),
          onRendered: (rendered) => {
            const more = rowNamed(rendered, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-step="1"]')!;
            more.click();
            seen.push(quantityOf(rendered, 'Canvas Tote Bag').value);
            more.click();
            seen.push(quantityOf(rendered, 'Canvas Tote Bag').value);
          },
        },
      );
      expect(seen).to.deep.equal(['2', '3']);
      await until(() => message(host).textContent === 'Your cart was updated.', 'updated message');
      await idle(host);
      expect((await serverCart())!.lineItems.physicalItems.find((item) => item.productId === 101)!.quantity).to.equal(3);
    });

    it("refuses a quantity that is not a number with 'Quantity must be a number!' and keeps the line", async () => {
      const host = await cartPage();
      const before = requests('/cart/update');
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), 'two');
      expect(message(host).textContent).to.equal('Quantity must be a number!');
      expect(message(host).dataset.state).to.equal('error');
      // Kept as typed, marked invalid and described by the message (issue 32 item 8).
      const input = quantityOf(host, 'Canvas Tote Bag');
      // (A number input holds no "two": what it keeps is the empty entry, not the line's quantity.)
      expect(input.value).to.equal('');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(message(host).id);
      expect(requests('/cart/update')).to.equal(before);
      // Corrected back to the line's quantity: nothing to send, and the message goes.
      setQuantity(input, '1');
      await until(() => message(host).textContent === '', 'message cleared');
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
      expect(input.value).to.equal('1');
      expect(requests('/cart/update')).to.equal(before);
    });

    it('refuses a quantity above the maximum, typed then Enter, naming the maximum, and sends nothing', async () => {
      const host = await cartPage();
      const before = requests('/cart/update');
      const input = quantityOf(host, 'Canvas Tote Bag');
      expect(input.max).to.equal('9999');
      input.focus();
      input.select();
      await sendKeys({ type: '99999' });
      await sendKeys({ press: 'Enter' });
      await until(() => message(host).textContent !== '', 'message shown');
      expect(message(host).textContent).to.equal('Quantity must be 9999 or less.');
      expect(message(host).dataset.state).to.equal('error');
      expect(input.value).to.equal('99999');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(requests('/cart/update')).to.equal(before);
    });

    it('refuses a negative quantity saying it must be 0 or more, and sends nothing', async () => {
      const host = await cartPage();
      const before = requests('/cart/update');
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '-1');
      expect(message(host).textContent).to.equal('Quantity must be 0 or more (0 removes the item).');
      expect(message(host).dataset.state).to.equal('error');
      expect(quantityOf(host, 'Canvas Tote Bag').value).to.equal('-1');
      expect(requests('/cart/update')).to.equal(before);
    });

    it("shows the platform's quantity limit when it refuses a change, and restores the line", async () => {
      const host = await cartPage();
      setQuantity(quantityOf(host, 'Enamel Camp Mug'), '1');
      await until(() => message(host).dataset.state === 'error', 'refusal shown');
      expect(message(host).textContent).to.equal('Enamel Camp Mug has a minimum order of 2; enter 2 or more, or remove it.');
      await idle(host);
      expect(quantityOf(host, 'Enamel Camp Mug').value).to.equal('2');
      expect((await serverCart())!.lineItems.physicalItems.find((item) => item.productId === 102)!.quantity).to.equal(2);
    });

    it("says the server's reason and restores the line when the change is refused", async () => {
      const host = await cartPage();
      // The line went away in another tab: the platform refuses and says why.
      const cart = await serverCart();
      const tote = cart!.lineItems.physicalItems.find((item) => item.productId === 101)!;
      await requestJson(`/api/storefront/carts/${cart!.id}/items/${tote.id}`, z.unknown(), { method: 'DELETE' });
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '4');
      await until(() => message(host).textContent === 'That item is no longer in your cart.', 'refusal shown');
      await idle(host);
      // Then the page shows the server's cart, which no longer has it.
      expect(rowNamed(host, 'Canvas Tote Bag')).to.equal(undefined);
    });

    for (const fault of ['status=500', 'malformed', 'html', 'drop']) {
      it(`restores the line and says so when the update fails (${fault})`, async () => {
        // A dropped connection is no answer: the page looks at the line for a time-out more.
        const host = await cartPage({ requestTimeoutMs: 1000 });
        // Until cleared: the browser may retry a request whose connection was dropped.
        await injectFault('/remote/v1/cart/update', fault);
        setQuantity(quantityOf(host, 'Canvas Tote Bag'), '6');
        await until(() => message(host).dataset.state === 'error', 'failure shown', 4000);
        await clearFaults();
        expect(message(host).textContent).to.equal('Your cart could not be updated just now, so it is as it was. Please try again.');
        await idle(host);
        expect(quantityOf(host, 'Canvas Tote Bag').value).to.equal('1');
        expect((await serverCart())!.lineItems.physicalItems.find((item) => item.productId === 101)!.quantity).to.equal(1);
      });
    }

    it('gives up on an update that hangs, after the time-out, and keeps the line', async () => {
      const host = await cartPage({ requestTimeoutMs: 1000 });
      await injectFault('/remote/v1/cart/update', 'hang', 1);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '2');
      expect(rowNamed(host, 'Canvas Tote Bag')!.getAttribute('aria-busy')).to.equal('');
      await until(() => message(host).dataset.state === 'error', 'time-out shown', 4000);
      await idle(host);
      expect(quantityOf(host, 'Canvas Tote Bag').value).to.equal('1');
    });

    it('restores a line whose removal fails and names it', async () => {
      const host = await cartPage();
      await injectFault('/api/storefront/carts/', 'status=500', 1);
      rowNamed(host, 'Enamel Camp Mug')!.querySelector<HTMLButtonElement>('[data-cart-remove]')!.click();
      await until(() => message(host).dataset.state === 'error', 'failure shown');
      expect(message(host).textContent).to.equal(
        'Enamel Camp Mug could not be removed just now, so it is still in your cart. Please try again.',
      );
      await idle(host);
      expect(rowNamed(host, 'Enamel Camp Mug')).not.to.equal(undefined);
      expect(rowNamed(host, 'Enamel Camp Mug')!.hasAttribute('aria-busy')).to.equal(false);
    });

    it('sends changes one at a time, so a held-back answer cannot put an older quantity on screen', async () => {
      const host = await cartPage();
      await injectFault('/remote/v1/cart/update', 'late=800', 1);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '3');
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '4');
      // The first answer is held back 800 ms: the cart is busy until both changes are done.
      await until(() => host.dataset.state === 'busy', 'changes under way');
      await idle(host);
      expect(quantityOf(host, 'Canvas Tote Bag').defaultValue).to.equal('4');
      expect((await serverCart())!.lineItems.physicalItems.find((item) => item.productId === 101)!.quantity).to.equal(4);
      expect(getCartQuantity()).to.equal(6);
    });

    it('drops a refresh overtaken by a newer change (out of order)', async () => {
      const host = await cartPage();
      await injectFault('/cart.php', 'late=1000', 1);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '2');
      await until(() => requests('/cart.php') > 0 && message(host).textContent === 'Your cart was updated.', 'first change done');
      setQuantity(quantityOf(host, 'Enamel Camp Mug'), '5');
      // Held back as long as the first refresh and asked for after it, this answer comes
      // after that one's: once it is here and the page has caught up, the overtaken
      // refresh has had its chance to put the older cart on screen.
      const laterAnswer = requestText('/cart.php', { params: { __fault: 'late=1000' } });
      await idle(host);
      await laterAnswer;
      await requestsSettled();
      expect(quantityOf(host, 'Enamel Camp Mug').defaultValue).to.equal('5');
      expect(quantityOf(host, 'Canvas Tote Bag').defaultValue).to.equal('2');
      expect(getCartQuantity()).to.equal(7);
    });

    it('says the cart could not be shown when the refresh fails, and the badge still follows the server', async () => {
      const host = await cartPage();
      await injectFault('/cart.php', 'status=500', 1);
      setQuantity(quantityOf(host, 'Canvas Tote Bag'), '2');
      await until(
        () => message(host).textContent === 'Your cart was changed but could not be shown. Reload the page to see it.',
        'refresh failure',
      );
      await until(() => getCartQuantity() === 4, 'badge from the cart summary');
      expect(rowNamed(host, 'Canvas Tote Bag')!.hasAttribute('aria-busy')).to.equal(false);
    });
  });

  describe('codes (spec §7 apply-code, gift-certificates)', () => {
    beforeEach(() => addToCart(101, 2));

    const submitCode = (host: HTMLElement, kind: string, code: string) => {
      const form = host.querySelector<HTMLFormElement>(`form[data-cart-code="${kind}"]`)!;
      form.querySelector<HTMLInputElement>('input[name="code"]')!.value = code;
      form.requestSubmit();
    };

    it('applies a coupon, shows its line in the totals and says so', async () => {
      const host = await cartPage();
      submitCode(host, 'coupon', 'SAVE10');
      await until(() => message(host, 'coupon').textContent === 'Your coupon was applied.', 'applied');
      await idle(host);
      expect(host.querySelector('[data-cart-totals]')!.textContent).to.contain('Coupon SAVE10');
      expect((await serverCart())!.coupons.map((coupon) => coupon.code)).to.deep.equal(['SAVE10']);
    });

    it("shows the server's message for a code it refuses, as text", async () => {
      const host = await cartPage();
      submitCode(host, 'coupon', '<b>NOPE</b>');
      await until(() => message(host, 'coupon').dataset.state === 'error', 'refused');
      expect(message(host, 'coupon').textContent).to.equal('The coupon code "<b>NOPE</b>" is not valid.');
      expect(message(host, 'coupon').querySelector('b')).to.equal(null);
    });

    it('asks for a code when the form is sent empty, without calling the server', async () => {
      const host = await cartPage();
      const before = requests('/apply-code');
      submitCode(host, 'coupon', '  ');
      expect(message(host, 'coupon').textContent).to.equal('Please enter a code.');
      expect(requests('/apply-code')).to.equal(before);
    });

    it('applies a gift certificate, and refuses an unknown one with the server text', async () => {
      const host = await cartPage();
      submitCode(host, 'gift-certificate', 'NOT-A-CODE');
      await until(() => message(host, 'gift-certificate').textContent === 'The gift certificate "NOT-A-CODE" is not valid.', 'refused');
      submitCode(host, 'gift-certificate', 'GIFT-25');
      await until(() => message(host, 'gift-certificate').textContent === 'Your gift certificate was applied.', 'applied');
    });

    it('says a gift certificate could not be checked when the call hangs past the time-out', async () => {
      const host = await cartPage({ requestTimeoutMs: 1000 });
      await injectFault('/remote/v1/gift-certificates', 'hang');
      submitCode(host, 'gift-certificate', 'GIFT-25');
      await until(
        () => message(host, 'gift-certificate').textContent === 'The code could not be checked just now. Please try again.',
        'failure',
        4000,
      );
    });

    it('says the code could not be checked when the call fails', async () => {
      const host = await cartPage();
      await injectFault('/remote/v1/apply-code', 'status=500', 1);
      submitCode(host, 'coupon', 'SAVE10');
      await until(() => message(host, 'coupon').textContent === 'The code could not be checked just now. Please try again.', 'failure');
      expect((await serverCart())!.coupons).to.deep.equal([]);
    });
  });

  describe('owned digital items (spec §4 cart page load, §6, §8)', () => {
    it('removes owned single-purchase downloads one by one for a signed-in customer, then lists them with a link to /downloads', async () => {
      await signInWithDownloads();
      const host = await cartPage();
      await until(() => document.querySelector('.modal--ownedItems') !== null, 'notice shown', 6000);
      const notice = document.querySelector<HTMLElement>('.modal--ownedItems')!;
      expect(notice.querySelector('.ownedItemsNotice-message')!.textContent).to.equal(OWNED_ITEMS_REMOVED_MESSAGE);
      expect(notice.querySelector('.ownedItemsNotice-message a')!.getAttribute('href')).to.equal('/downloads');
      expect([...notice.querySelectorAll('.ownedItemsNotice-items li')].map((item) => item.textContent)).to.deep.equal([
        'Field Guide to Ferns (PDF)',
      ]);
      // The multi-purchase download and the physical lines stay.
      expect(rowNamed(host, 'Field Guide to Ferns')).to.equal(undefined);
      expect(rowNamed(host, 'Trail Maps Bundle')).not.to.equal(undefined);
      const cart = await serverCart();
      expect(cart!.lineItems.digitalItems.map((item) => item.sku)).to.deep.equal(['MAPS-TRAIL']);
      expect(sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY)!.split(',')).to.include('EBOOK-FERNS');
      await sendKeys({ press: 'Enter' });
      await until(() => document.querySelector('.modal--ownedItems') === null, 'notice closed');
    });

    it('reads a customer id given as a string as the product page does: signed in, owned downloads removed (issue 23)', async () => {
      await signInWithDownloads();
      const host = await cartPage({ customerId: '1' });
      await until(() => document.querySelector('.modal--ownedItems') !== null, 'notice shown', 6000);
      expect(rowNamed(host, 'Field Guide to Ferns')).to.equal(undefined);
      expect(sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY)!.split(',')).to.include('EBOOK-FERNS');
      await sendKeys({ press: 'Enter' });
      await until(() => document.querySelector('.modal--ownedItems') === null, 'notice closed');
    });

    it('logs a purchase check that does not succeed and removes nothing', async () => {
      await signInWithDownloads();
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      try {
        const host = await cartPage({ storeHash: 'another-store' });
        await until(() => warnings.some((warning) => warning.includes('purchase check failed (Unknown store.)')), 'logged', 4000);
        expect(rowNamed(host, 'Field Guide to Ferns')).not.to.equal(undefined);
      } finally {
        console.warn = original;
      }
      expect(document.querySelector('.modal--ownedItems')).to.equal(null);
      expect((await serverCart())!.lineItems.digitalItems).to.have.length(2);
    });

    it('clears the owned cache for a guest and makes no check', async () => {
      await addToCart(201, 1);
      sessionStorage.setItem(OWNED_SKUS_STORAGE_KEY, 'EBOOK-FERNS');
      const before = requests('purchase_check');
      const host = await cartPage();
      await until(() => sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY) === null, 'cache cleared');
      // A check would come second, after the cart's digital items were read: once two
      // rounds of requests have settled, it would have been answered and listed.
      await requestsSettled();
      await requestsSettled();
      expect(requests('purchase_check')).to.equal(before);
      expect(rowNamed(host, 'Field Guide to Ferns')).not.to.equal(undefined);
    });

    it('removes nothing and asks nothing when the cart cannot be read', async () => {
      await signInWithDownloads();
      await injectFault('/api/storefront/carts/', 'malformed', 1);
      const before = requests('purchase_check_multi');
      // The look at the downloads ends with a warning when the cart cannot be read.
      await captureWarnings(async (logged) => {
        const host = await cartPage();
        await until(() => logged.some((warning) => warning.includes('could not check for downloads')), 'given up', 4000);
        await requestsSettled();
        expect(requests('purchase_check_multi')).to.equal(before);
        expect(rowNamed(host, 'Field Guide to Ferns')).not.to.equal(undefined);
        expect(document.querySelector('.modal--ownedItems')).to.equal(null);
      });
    });

    it('removes nothing when the purchase check fails (500)', async () => {
      await signInWithDownloads();
      await injectFault('/app/customer/purchase_check_multi', 'status=500', 1);
      await captureWarnings(async (logged) => {
        const host = await cartPage();
        await until(() => requests('purchase_check_multi') > 0, 'asked');
        // spec §8: the failed check is logged once its answer has been handled.
        await until(() => logged.some((warning) => warning.includes('nothing was removed')), 'handled', 4000);
        await requestsSettled();
        expect(rowNamed(host, 'Field Guide to Ferns')).not.to.equal(undefined);
        expect(document.querySelector('.modal--ownedItems')).to.equal(null);
      });
    });
  });

  describe('shipping estimate and gift wrapping (spec §7 cart extras)', () => {
    beforeEach(async () => {
      await addToCart(101, 1);
      await addToCart(102, 2); // the mug's minimum order
    });

    it('loads states for a country, estimates, and saves a shipping method', async () => {
      const host = await cartPage();
      const toggle = host.querySelector<HTMLButtonElement>('.cart-shipping-toggle')!;
      toggle.click();
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      const form = host.querySelector<HTMLFormElement>('form[data-cart-estimator]')!;
      form.requestSubmit();
      expect(message(host, 'shipping').textContent).to.equal('Please choose a country.');
      const country = form.querySelector<HTMLSelectElement>('select[name="country_id"]')!;
      country.value = '226';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      const state = form.querySelector<HTMLSelectElement>('select[name="state_id"]')!;
      await until(() => !state.disabled && state.options.length > 1, 'states loaded');
      expect([...state.options].map((option) => option.text)).to.include('Oregon');
      form.requestSubmit();
      await until(() => host.querySelectorAll('[data-cart-quotes] input[name="shipping_method"]').length === 2, 'quotes shown');
      const express = host.querySelector<HTMLInputElement>('[data-cart-quotes] input[value="2"]')!;
      express.click();
      await until(() => message(host, 'shipping').textContent === 'Your shipping method was saved.', 'saved');
    });

    it('says why shipping could not be estimated', async () => {
      const host = await cartPage();
      host.querySelector<HTMLButtonElement>('.cart-shipping-toggle')!.click();
      const form = host.querySelector<HTMLFormElement>('form[data-cart-estimator]')!;
      form.querySelector<HTMLSelectElement>('select[name="country_id"]')!.value = '225';
      await injectFault('/remote/v1/shipping-quote', 'status=500', 1);
      form.requestSubmit();
      await until(() => message(host, 'shipping').textContent === 'Shipping could not be estimated just now. Please try again.', 'failure');
    });

    it('offers gift wrapping only on lines that have it, and saves it in a dialog', async () => {
      const host = await cartPage();
      expect(rowNamed(host, 'Enamel Camp Mug')!.querySelector('[data-cart-gift-wrap]')).to.equal(null);
      rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-gift-wrap]')!.click();
      await until(() => document.querySelector('.modal--giftWrapping form') !== null, 'wrapping form');
      const dialog = document.querySelector<HTMLElement>('.modal--giftWrapping')!;
      expect(dialog.textContent).to.contain('Gift wrapping for Canvas Tote Bag');
      dialog.querySelector<HTMLInputElement>('input[type="radio"][value="2"]')!.click();
      dialog.querySelector<HTMLFormElement>('form')!.requestSubmit();
      await until(() => message(host).textContent === 'Gift wrapping was saved for Canvas Tote Bag.', 'saved');
      await idle(host);
      expect(rowNamed(host, 'Canvas Tote Bag')!.textContent).to.contain('Gift wrapping: Fern print paper');
    });

    it('keeps the dialog open and says why when gift wrapping cannot be saved', async () => {
      const host = await cartPage();
      rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-gift-wrap]')!.click();
      await until(() => document.querySelector('.modal--giftWrapping form') !== null, 'wrapping form');
      const dialog = document.querySelector<HTMLElement>('.modal--giftWrapping')!;
      dialog.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!.click();
      await injectFault('/remote/v1/gift-wrapping/', 'status=500');
      dialog.querySelector<HTMLFormElement>('form')!.requestSubmit();
      await until(
        () =>
          dialog.querySelector('.giftWrapping [data-state="error"]')?.textContent ===
          'Gift wrapping could not be saved just now. Please try again.',
        'failure in the dialog',
      );
      expect(dialog.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!.checked).to.equal(true);
      await clearFaults();
      dialog.querySelector<HTMLFormElement>('form')!.requestSubmit();
      await until(() => message(host).textContent === 'Gift wrapping was saved for Canvas Tote Bag.', 'saved on a second try');
    });

    it('keeps the state field waiting for a country when the states cannot be loaded', async () => {
      const host = await cartPage();
      host.querySelector<HTMLButtonElement>('.cart-shipping-toggle')!.click();
      await injectFault('/remote/v1/country-states/', 'status=500');
      const country = host.querySelector<HTMLSelectElement>('select[name="country_id"]')!;
      await captureWarnings(async (logged) => {
        country.value = '81';
        country.dispatchEvent(new Event('change', { bubbles: true }));
        await until(() => requests('/country-states/81') > 0, 'asked');
        // The failed answer has been handled (it is logged), then the page has drawn what it chose.
        await until(() => logged.some((warning) => warning.includes('could not load the states')), 'handled');
      });
      await requestsSettled();
      const state = host.querySelector<HTMLSelectElement>('select[name="state_id"]')!;
      expect(state.disabled).to.equal(true);
      expect(state.options[0]!.text).to.equal('Choose a country first');
    });

    it('unchecks a shipping method the server could not save and says so', async () => {
      const host = await cartPage();
      host.querySelector<HTMLButtonElement>('.cart-shipping-toggle')!.click();
      const form = host.querySelector<HTMLFormElement>('form[data-cart-estimator]')!;
      form.querySelector<HTMLSelectElement>('select[name="country_id"]')!.value = '225';
      form.requestSubmit();
      await until(() => host.querySelectorAll('[data-cart-quotes] input[name="shipping_method"]').length === 2, 'quotes shown');
      await injectFault('/remote/v1/shipping-quote', 'malformed');
      const ground = host.querySelector<HTMLInputElement>('[data-cart-quotes] input[value="1"]')!;
      ground.click();
      await until(() => message(host, 'shipping').textContent === 'Shipping could not be estimated just now. Please try again.', 'failure');
      expect(ground.checked).to.equal(false);
    });

    it("shows the server's reason when there is nothing to ship to a country", async () => {
      await emptyCart();
      await addToCart(208, 1);
      await addToCart(101, 1);
      const host = await cartPage();
      await requestJson(
        `/api/storefront/carts/${(await emulatorSession()).cartId}/items/${rowNamed(host, 'Canvas Tote Bag')!.dataset.itemId}`,
        z.unknown(),
        { method: 'DELETE' },
      );
      host.querySelector<HTMLButtonElement>('.cart-shipping-toggle')!.click();
      const form = host.querySelector<HTMLFormElement>('form[data-cart-estimator]')!;
      form.querySelector<HTMLSelectElement>('select[name="country_id"]')!.value = '13';
      form.requestSubmit();
      await until(() => message(host, 'shipping').textContent === 'Nothing in your cart needs shipping.', 'server reason');
    });

    it('says so when the gift wrapping options cannot be loaded', async () => {
      const host = await cartPage();
      await injectFault('/remote/v1/gift-wrapping/', 'malformed', 1);
      rowNamed(host, 'Canvas Tote Bag')!.querySelector<HTMLButtonElement>('[data-cart-gift-wrap]')!.click();
      await until(() => document.querySelector('.modal--giftWrapping [role="alert"]') !== null, 'failure');
      expect(document.querySelector('.modal--giftWrapping [role="alert"]')!.textContent).to.equal(
        'Gift wrapping could not be loaded just now. Please try again.',
      );
    });
  });
});
