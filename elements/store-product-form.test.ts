import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { fetchQuickView } from '../react/api/product.ts';
import { requestHtml, requestJson } from '../react/api/request.ts';
import { checkLogin } from '../react/api/login.ts';
import { OWNED_SKUS_STORAGE_KEY } from '../shared/constants.ts';
import { interceptNavigation } from '../react/navigation.ts';
import { ALREADY_OWNED_MESSAGE } from '../react/product-form/ProductForm.tsx';
import { stepQuantity } from '../react/product-form/quantity.ts';
import { clearFaults, emulatorSession, ensureSession, injectFault, requestsSettled, signOut } from '../react/api/test-support/emulator.ts';
import { bootstrapCallOf } from '../emulator/bootstrap-call.ts';
import { captureWarnings, nextFrame, until, withPageContext } from '../shared/test-support.ts';
import type { StoreEventMap } from '../shared/events.ts';
import './store-product-form.ts';

const requestsTo = (part: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;

/** The next `product-options-changed` from `element`. */
function nextOptionsChange(element: Element): Promise<StoreEventMap['product-options-changed']> {
  return new Promise((resolve) => {
    element.addEventListener('product-options-changed', (event) => resolve((event as CustomEvent).detail), { once: true });
  });
}

const boxes: HTMLElement[] = [];

/**
 * The product's real markup, as the platform renders it for the quick view
 * (the same partial as the product page), with the form upgraded and its first
 * option response applied.
 */
async function productForm(productId: number, tweak?: (element: HTMLElement) => void) {
  await ensureSession();
  // Parsed inert first, so a tweak lands before the element upgrades and captures its markup.
  const template = document.createElement('template');
  template.innerHTML = await fetchQuickView(productId);
  tweak?.(template.content.querySelector<HTMLElement>('store-product-form')!);
  const box = document.createElement('div');
  box.append(document.importNode(template.content, true));
  const element = box.querySelector<HTMLElement>('store-product-form')!;
  const first = nextOptionsChange(element);
  document.body.append(box);
  boxes.push(box);
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  const detail = await first;
  const q = <T extends Element = HTMLElement>(selector: string) => element.querySelector<T>(selector)!;
  return {
    element,
    detail,
    q,
    form: q<HTMLFormElement>('form'),
    button: q<HTMLButtonElement>('[data-add-to-cart]'),
    quantity: q<HTMLInputElement>('input[name="qty[]"]'),
    price: () => q('[data-product-price-without-tax]').textContent,
    sku: () => q('[data-product-sku]').textContent,
    choose: async (selector: string) => {
      const changed = nextOptionsChange(element);
      q<HTMLInputElement>(selector).click();
      return changed;
    },
    select: async (name: string, value: string) => {
      const changed = nextOptionsChange(element);
      const field = q<HTMLSelectElement>(`select[name="${name}"]`);
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return changed;
    },
  };
}

/**
 * The theme settings the store renders its pages with (the home page's context), the merchant's
 * saved values included: the downloads service's address and app among them.
 */
async function storeThemeSettings(): Promise<Record<string, unknown>> {
  const context = bootstrapCallOf(await requestHtml('/'))?.context as { themeSettings?: Record<string, unknown> } | undefined;
  if (!context?.themeSettings) throw new Error('The home page carries no theme settings in its context');
  return context.themeSettings;
}

async function signIn(email: string, password: string) {
  await ensureSession();
  const answer = await checkLogin(email, password);
  if (answer.kind !== 'accepted') throw new Error(`Could not sign in as ${email}: ${answer.lines.join(' ')}`);
}

/** Closes every open dialog (alerts, the cart preview) through its own buttons. */
async function closeDialogs() {
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    const button = dialog.querySelector<HTMLButtonElement>('.modal-actions button, .modal-close, button[aria-label="Close"]');
    button?.click();
  }
  await until(() => document.querySelectorAll('dialog[open]').length === 0, 'dialogs closed');
}

describe('<store-product-form> (spec §3, §4 add to cart, §5, §7, §8)', () => {
  let restoreContext: () => void = () => {};
  let restoreNavigation: () => void = () => {};
  let navigations: string[] = [];

  beforeEach(() => {
    navigations = [];
    restoreNavigation = interceptNavigation((url) => navigations.push(url));
    restoreContext = withPageContext({ customerId: null, storeHash: 'fernfield' }, 'product');
  });
  afterEach(async () => {
    await clearFaults();
    await closeDialogs();
    for (const box of boxes.splice(0)) box.remove();
    restoreNavigation();
    restoreContext();
  });

  describe('quantity stepper (spec §5)', () => {
    it('caps the increase at max and keeps the decrease above min, min counting only above 1', () => {
      expect(stepQuantity(3, 'increase', { min: 0, max: 0 })).to.equal(4);
      expect(stepQuantity(10, 'increase', { min: 0, max: 10 })).to.equal(10);
      expect(stepQuantity(9, 'increase', { min: 0, max: 10 })).to.equal(10);
      expect(stepQuantity(1, 'decrease', { min: 0, max: 0 })).to.equal(1);
      expect(stepQuantity(2, 'decrease', { min: 0, max: 0 })).to.equal(1);
      expect(stepQuantity(2, 'decrease', { min: 2, max: 0 })).to.equal(2);
      expect(stepQuantity(3, 'decrease', { min: 2, max: 0 })).to.equal(2);
      expect(stepQuantity(1, 'decrease', { min: 2, max: 0 })).to.equal(1);
    });

    it('steps within data-quantity-min and data-quantity-max from the markup', async () => {
      const { quantity, q } = await productForm(102); // Enamel Camp Mug: min 2, max 24
      expect(quantity.dataset.quantityMin).to.equal('2');
      expect(quantity.value).to.equal('2');
      q<HTMLButtonElement>('[data-quantity-change="decrease"]').click();
      expect(quantity.value).to.equal('2');
      quantity.value = '23';
      q<HTMLButtonElement>('[data-quantity-change="increase"]').click();
      q<HTMLButtonElement>('[data-quantity-change="increase"]').click();
      expect(quantity.value).to.equal('24');
      q<HTMLButtonElement>('[data-quantity-change="decrease"]').click();
      expect(quantity.value).to.equal('23');
    });

    it('refuses anything but digits with the quantity error message and sends nothing', async () => {
      const { form, quantity, element } = await productForm(101);
      const before = requestsTo('/cart/add');
      quantity.type = 'text'; // what a shopper can type where number inputs are not enforced
      quantity.value = '2x';
      form.requestSubmit();
      const message = element.querySelector('[role="alert"].productForm-quantityError')!;
      await until(() => message.textContent === 'The quantity should contain only numbers.', 'quantity message');
      expect(quantity.getAttribute('aria-invalid')).to.equal('true');
      expect(quantity.getAttribute('aria-describedby')).to.contain(message.id);
      await requestsSettled();
      expect(requestsTo('/cart/add')).to.equal(before);
    });
  });

  describe('option changes (spec §3 product option response, §7)', () => {
    it('asks the platform on load and applies price, SKU, UPC, weight, stock, image and bulk pricing on each change', async () => {
      const jacket = await productForm(110);
      // Size M is the default; no colour yet: the price range shows, the product SKU stands.
      expect(jacket.detail.productId).to.equal(110);
      expect(jacket.q('[data-product-price-range]').textContent).to.equal('$109.00 – $114.00');
      expect(jacket.q('[data-product-bulk-pricing]').textContent).to.contain('Buy 3 or more');

      const detail = await jacket.choose('input[name="attribute[12]"][value="1112"]'); // Clay
      expect(jacket.sku()).to.equal('JKT-M-CLAY');
      expect(jacket.price()).to.equal('$109.00');
      expect(jacket.q('[data-product-non-sale-price-without-tax]').textContent).to.equal('$129.00');
      expect(jacket.q('[data-product-rrp-without-tax]').textContent).to.equal('$149.00');
      expect(jacket.q('[data-product-price-saved]').textContent).to.equal('$40.00');
      expect(jacket.q('[data-product-price-range]').closest<HTMLElement>('[data-price-row]')!.hidden).to.equal(true);
      expect(jacket.q('[data-product-upc]').textContent).to.equal('7001100110001');
      expect(jacket.q('[data-product-weight]').textContent).to.equal('0.65 KGS');
      expect(jacket.q('[data-product-stock]').textContent).to.equal('6');
      expect(detail).to.deep.equal({
        productId: 110,
        // The platform's image URL is on its image host (here, the emulator's own origin).
        image: { url: `${location.origin}/images/stencil/{:size}/products/110/1.png`, alt: 'Trail Jacket, JKT-M-CLAY' },
        sku: 'JKT-M-CLAY',
        purchasable: true,
        inStock: true,
        // The price without tax and the stock message, as the upsell block reads them.
        price: 109,
        message: null,
      });

      await jacket.choose('input[name="attribute[11]"][value="1104"]'); // XL: Clay sold out there
      expect(jacket.sku()).to.equal('JKT-XL-CLAY');
      expect(jacket.price()).to.equal('$114.00');
      await until(() => jacket.button.disabled, 'add button disabled');
      expect(jacket.quantity.disabled).to.equal(true);
      expect(jacket.q('[data-wallet-buttons]').hidden).to.equal(true);
      expect(jacket.q('[data-product-stock-message]').textContent).to.equal('Sold out');
      expect(jacket.element.dataset.state).to.equal('unavailable');
    });

    it('fills the with-tax parts too when the template shows them', async () => {
      const jacket = await productForm(110, (element) => {
        const price = element.querySelector('[data-product-price]')!;
        price.insertAdjacentHTML(
          'beforeend',
          '<p data-price-row hidden>Incl. tax <span data-product-price-with-tax></span> (RRP <s data-product-rrp-with-tax></s>, was <s data-product-non-sale-price-with-tax></s>)</p>',
        );
      });
      await jacket.choose('input[name="attribute[12]"][value="1111"]'); // Moss
      expect(jacket.q('[data-product-price-with-tax]').textContent).to.equal('$109.00');
      expect(jacket.q('[data-product-rrp-with-tax]').textContent).to.equal('$149.00');
      expect(jacket.q('[data-product-non-sale-price-with-tax]').textContent).to.equal('$129.00');
      expect(jacket.q('[data-product-price-with-tax]').closest<HTMLElement>('[data-price-row]')!.hidden).to.equal(false);
    });

    it('writes the variant image with {:size} replaced, and puts the original back without one', async () => {
      const plates = await productForm(112, (element) => {
        const image = document.createElement('img');
        image.setAttribute('data-product-variant-image', '');
        image.dataset.imageSize = '320w';
        image.src = '/images/stencil/320w/products/112/0.png';
        image.alt = 'Enamel Plate Set';
        element.prepend(image);
      });
      const image = plates.q<HTMLImageElement>('img[data-product-variant-image]');
      await plates.select('attribute[14]', '1132'); // Blue rim has its own image
      expect(image.getAttribute('src')).to.equal(`${location.origin}/images/stencil/320w/products/112/1.png`);
      expect(image.srcset).to.contain('/images/stencil/2560w/products/112/1.png 2560w');
      await plates.select('attribute[14]', '1131'); // Cream has none
      expect(image.getAttribute('src')).to.equal('/images/stencil/320w/products/112/0.png');
      expect(image.alt).to.equal('Enamel Plate Set');
    });

    it('hides values out of stock with hide_option', async () => {
      const jacket = await productForm(110);
      const clay = jacket.q<HTMLInputElement>('input[name="attribute[12]"][value="1112"]');
      expect(clay.hidden).to.equal(false);
      await jacket.choose('input[name="attribute[11]"][value="1103"]'); // L: Clay sold out
      expect(clay.hidden).to.equal(true);
      expect(jacket.q(`label[for="${clay.id}"]`).hidden).to.equal(true);
      await jacket.choose('input[name="attribute[11]"][value="1101"]'); // S: Clay back
      expect(clay.hidden).to.equal(false);
    });

    it('labels values out of stock with the message under label_option', async () => {
      const lantern = await productForm(111);
      const solar = lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1122"]');
      const label = lantern.q(`label[for="${solar.id}"]`);
      expect(solar.hidden).to.equal(false);
      expect(label.classList.contains('unavailable')).to.equal(true);
      expect(label.querySelector('[data-out-of-stock-label]')!.textContent).to.equal('Out of stock');
      expect(label.querySelectorAll('[data-out-of-stock-label]').length).to.equal(1);
    });

    it('unchecks a radio on a second click and asks again', async () => {
      const lantern = await productForm(111);
      const battery = lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1121"]');
      expect(battery.checked).to.equal(true);
      const detail = await lantern.choose('input[name="attribute[13]"][value="1121"]');
      expect(battery.checked).to.equal(false);
      expect(detail.sku).to.equal('LANT');
      await lantern.choose('input[name="attribute[13]"][value="1121"]');
      expect(battery.checked).to.equal(true);
      expect(lantern.sku()).to.equal('LANT-BATT');
    });

    it('shows the last selection when an earlier answer arrives late, and aborts the superseded request', async () => {
      const lantern = await productForm(111);
      await injectFault('/remote/v1/product-attributes', 'late=600', 1);
      const usb = lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1123"]');
      const changes: string[] = [];
      lantern.element.addEventListener('product-options-changed', (event) => changes.push((event as CustomEvent).detail.sku));
      usb.click(); // its answer comes 600 ms late
      // A round trip after the click: USB's call has reached the emulator (and got the fault) before Solar's is sent.
      await nextFrame();
      await emulatorSession();
      lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1122"]').click(); // Solar, answered at once
      // A call of our own, sent after USB's and held as long: once it is answered, USB's late answer has been sent too.
      await injectFault('/api/storefront/cart-summary', 'late=600', 1);
      const usbAnswerSent = requestJson('/api/storefront/cart-summary', z.unknown());
      await until(() => changes.length > 0, 'an answer');
      await usbAnswerSent;
      await nextFrame();
      await nextFrame();
      expect(lantern.sku()).to.equal('LANT-SOLAR');
      expect(lantern.price()).to.equal('$54.00');
      expect(changes.at(-1)).to.equal('LANT-SOLAR');
      expect(changes).not.to.include('LANT-USB');
    });

    it('says so when the option response fails (500, malformed, HTML, time-out), logs it, and asks again on the next change', async () => {
      const failed = 'The price and stock for this choice could not be loaded. Choose again to retry; your cart will show the right price.';
      for (const fault of ['status=500', 'malformed', 'html', 'hang']) {
        restoreContext();
        restoreContext = withPageContext(
          { customerId: null, storeHash: 'fernfield', requestTimeoutMs: fault === 'hang' ? 1000 : 15_000 },
          'product',
        );
        const lantern = await productForm(111);
        await injectFault('/remote/v1/product-attributes', fault, 1);
        const message = () => lantern.q<HTMLElement>('.productForm-optionsError').textContent;
        const warnings = await captureWarnings(async () => {
          lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1123"]').click();
          await until(() => message() === failed, `the shopper is told (${fault})`);
        });
        // issue 22 item 2: the price on screen is another choice's, and the page says so.
        expect(lantern.q('.productForm-optionsError').getAttribute('role'), fault).to.equal('alert');
        expect(lantern.element.hasAttribute('data-options-failed'), fault).to.equal(true);
        expect(lantern.price(), fault).to.equal('$39.00');
        expect(
          warnings.some((warning) => warning.includes('<store-product-form>')),
          fault,
        ).to.equal(true);
        expect(lantern.button.disabled, fault).to.equal(false);
        // The next change asks again; its answer clears the message.
        lantern.q<HTMLInputElement>('input[name="attribute[13]"][value="1122"]').click();
        await until(() => lantern.sku() === 'LANT-SOLAR' && message() === '', `the next answer is shown (${fault})`);
        expect(lantern.element.hasAttribute('data-options-failed'), fault).to.equal(false);
      }
    });
  });

  describe('add to cart (spec §4, §7, §8)', () => {
    it('adds with the wait message and overlay, sends one request on a double click, emits the events and opens the preview', async () => {
      const tote = await productForm(101);
      const events: string[] = [];
      const onAdded = (event: Event) =>
        events.push(`added:${(event as CustomEvent).detail.productId}:${(event as CustomEvent).detail.source}`);
      const onQty = () => events.push('qty');
      document.addEventListener('cart-item-added', onAdded);
      document.addEventListener('cart-qty-updated', onQty);
      await injectFault('/remote/v1/cart/add', 'latency=300', 1);
      const before = requestsTo('/remote/v1/cart/add');
      tote.button.click();
      tote.button.click();
      await until(() => tote.button.textContent === 'Adding to cart…', 'wait message');
      expect(tote.button.getAttribute('aria-disabled')).to.equal('true');
      expect(tote.element.querySelector('.loadingOverlay')).not.to.equal(null);
      expect(tote.element.dataset.state).to.equal('adding');
      await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview', 5000);
      expect(document.querySelector('dialog[open]')!.textContent).to.contain('Canvas Tote Bag');
      await until(() => events.includes('qty'), 'cart-qty-updated');
      expect(events).to.include('added:101:store-product-form');
      expect(requestsTo('/remote/v1/cart/add') - before).to.equal(1);
      await until(() => tote.button.getAttribute('aria-disabled') === 'false', 'busy state over');
      expect(tote.button.disabled).to.equal(false);
      expect(tote.button.textContent).to.equal('Add to Cart');
      document.removeEventListener('cart-item-added', onAdded);
      document.removeEventListener('cart-qty-updated', onQty);
    });

    it('goes to the cart URL instead with after-add="cart"', async () => {
      const tote = await productForm(101, (element) => element.setAttribute('after-add', 'cart'));
      tote.button.click();
      await until(() => navigations.length === 1, 'navigation');
      expect(navigations[0]).to.equal('/cart.php');
      expect(document.querySelector('dialog[open]')).to.equal(null);
    });

    it("shows the server's refusal in a modal as plain text", async () => {
      const lantern = await productForm(111);
      await lantern.choose('input[name="attribute[13]"][value="1123"]'); // USB: 3 in stock
      lantern.quantity.value = '5';
      lantern.button.click();
      await until(() => document.querySelector('dialog[open][role="alertdialog"]') !== null, 'error modal');
      const message = document.querySelector('dialog[open] .alertBox-message')!;
      expect(message.textContent).to.match(/^We don't have enough Camp Lantern in stock to add 5 to your cart/);
      expect(message.children.length).to.equal(0);
      await until(() => !lantern.button.disabled, 'add button enabled again');
    });

    it('says the failure message when the platform fails without a reason (500, malformed, HTML)', async () => {
      for (const fault of ['status=500', 'malformed', 'html']) {
        const tote = await productForm(101);
        await injectFault('/remote/v1/cart/add', fault, 1);
        await captureWarnings(async () => {
          tote.button.click();
          await until(() => document.querySelector('dialog[open] .alertBox-message') !== null, `error modal (${fault})`);
        });
        expect(document.querySelector('dialog[open] .alertBox-message')!.textContent).to.equal(
          'This could not be added to your cart. Please try again.',
        );
        await closeDialogs();
        expect(tote.button.disabled, fault).to.equal(false);
      }
    });

    it('enforces required options: nothing is sent and the first missing option gets focus', async () => {
      const jacket = await productForm(110); // Color is required and unset
      const before = requestsTo('/remote/v1/cart/add');
      jacket.button.click();
      await until(() => (document.activeElement as HTMLInputElement | null)?.name === 'attribute[12]', 'focus on the first missing option');
      await requestsSettled();
      expect(requestsTo('/remote/v1/cart/add')).to.equal(before);
    });
  });

  describe('digital ownership (spec §1, §6, §7, §8)', () => {
    afterEach(async () => {
      sessionStorage.removeItem(OWNED_SKUS_STORAGE_KEY);
      await signOut();
    });

    const signedInAsAda = async () => {
      await signIn('ada@example.com', 'download1');
      restoreContext();
      restoreContext = withPageContext({ customerId: 1, storeHash: 'fernfield', themeSettings: await storeThemeSettings() }, 'product');
    };

    it('stops a customer from buying a download they own: alert box, warning modal, add disabled, SKU cached', async () => {
      await signedInAsAda();
      const guide = await productForm(201);
      const adds = requestsTo('/remote/v1/cart/add');
      guide.button.click();
      await until(() => document.querySelector('dialog[open].modal--alert-warning') !== null, 'warning modal');
      const modalMessage = document.querySelector('dialog[open] .alertBox-message')!;
      expect(modalMessage.textContent).to.equal(ALREADY_OWNED_MESSAGE);
      expect(modalMessage.querySelector('a')!.getAttribute('href')).to.equal('/downloads');
      const box = guide.element.querySelector('.productForm-owned .alertBox')!;
      expect(box.textContent).to.equal('You have already purchased this item. Download it here');
      expect(box.querySelector('a')!.getAttribute('href')).to.equal('/downloads');
      expect(guide.button.disabled).to.equal(true);
      expect(sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY)).to.equal('EBOOK-FERNS');
      expect(requestsTo('/remote/v1/cart/add')).to.equal(adds);
    });

    it('reads a customer id given as a string as the cart page does: signed in, the owned download stopped (issue 23)', async () => {
      await signIn('ada@example.com', 'download1');
      restoreContext();
      restoreContext = withPageContext({ customerId: '1', storeHash: 'fernfield', themeSettings: await storeThemeSettings() }, 'product');
      const guide = await productForm(201);
      guide.button.click();
      await until(() => document.querySelector('dialog[open].modal--alert-warning') !== null, 'warning modal');
      expect(guide.button.disabled).to.equal(true);
    });

    it('keeps owned SKUs as a comma list and knows a cached one without asking', async () => {
      await signedInAsAda();
      sessionStorage.setItem(OWNED_SKUS_STORAGE_KEY, 'OTHER-SKU,EBOOK-FERNS');
      const checks = requestsTo('/app/customer/purchase_check');
      const guide = await productForm(201);
      await until(() => guide.button.disabled, 'disabled from the cache');
      expect(guide.element.querySelector('.productForm-owned')!.textContent).to.equal(ALREADY_OWNED_MESSAGE);
      expect(requestsTo('/app/customer/purchase_check')).to.equal(checks);
    });

    it('logs a failed check (meta.status not Success) and adds anyway', async () => {
      await signedInAsAda();
      restoreContext();
      restoreContext = withPageContext({ customerId: 1, storeHash: 'unknown-store', themeSettings: await storeThemeSettings() }, 'product');
      const guide = await productForm(201);
      const warnings = await captureWarnings(async () => {
        guide.button.click();
        await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview', 5000);
      });
      expect(warnings.some((warning) => warning.includes('purchase check failed (Unknown store.)'))).to.equal(true);
    });

    it('adds anyway when the check itself fails (500, malformed, hang)', async () => {
      await signedInAsAda();
      restoreContext();
      restoreContext = withPageContext(
        { customerId: 1, storeHash: 'fernfield', requestTimeoutMs: 1000, themeSettings: await storeThemeSettings() },
        'product',
      );
      for (const fault of ['status=500', 'malformed', 'hang']) {
        const guide = await productForm(201);
        await injectFault('/app/customer/purchase_check', fault, 1);
        const warnings = await captureWarnings(async () => {
          guide.button.click();
          await until(() => document.querySelector('dialog[open] .previewCart') !== null, `cart preview (${fault})`, 5000);
        });
        expect(
          warnings.some((warning) => warning.includes('purchase check could not be made')),
          fault,
        ).to.equal(true);
        await closeDialogs();
        for (const box of boxes.splice(0)) box.remove();
      }
    });

    it('does not check for guests, and clears their owned-SKU cache', async () => {
      sessionStorage.setItem(OWNED_SKUS_STORAGE_KEY, 'EBOOK-FERNS');
      const checks = requestsTo('/app/customer/purchase_check');
      const guide = await productForm(201);
      expect(sessionStorage.getItem(OWNED_SKUS_STORAGE_KEY)).to.equal(null);
      guide.button.click();
      await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview', 5000);
      expect(requestsTo('/app/customer/purchase_check')).to.equal(checks);
    });

    it('skips the check for multi-purchase downloads and physical products', async () => {
      await signedInAsAda();
      const checks = requestsTo('/app/customer/purchase_check');
      const maps = await productForm(202); // owned, but multi-purchase
      maps.button.click();
      await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview', 5000);
      await closeDialogs();
      const tote = await productForm(101);
      tote.button.click();
      await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview', 5000);
      expect(requestsTo('/app/customer/purchase_check')).to.equal(checks);
    });
  });

  it('warns about a wrong attribute and falls back to its default', async () => {
    const warnings = await captureWarnings(async () => {
      const tote = await productForm(101, (element) => {
        element.setAttribute('after-add', 'somewhere');
        element.setAttribute('product-id', 'abc');
      });
      tote.button.click();
      await until(() => document.querySelector('dialog[open] .previewCart') !== null, 'cart preview (the default)', 5000);
    });
    expect(warnings.some((warning) => warning.includes('<store-product-form>: attribute after-add="somewhere"'))).to.equal(true);
    expect(warnings.some((warning) => warning.includes('<store-product-form>: attribute product-id="abc"'))).to.equal(true);
  });
});
