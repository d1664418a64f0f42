import { expect } from '@open-wc/testing';
import { clearFaults, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { captureWarnings, nextFrame, until } from '../shared/test-support.ts';
import { lazyDefine } from './lazy-define.ts';
import { installQuickViewTriggers } from './modal-triggers.ts';

/** A product card's Quick view link, wired as the page bootstrap wires it. */
function page(productId: string) {
  const root = document.createElement('div');
  root.innerHTML = `<a id="quick" href="/camp-lantern/" data-store-quick-view="${productId}">Quick view<span class="is-srOnly">: Camp Lantern</span></a>`;
  document.body.append(root);
  const definitions = lazyDefine({
    'store-quick-view': () => import('./store-quick-view.ts'),
    'store-product-form': () => import('./store-product-form.ts'),
  });
  const stop = installQuickViewTriggers(definitions.load);
  return {
    link: root.querySelector<HTMLAnchorElement>('#quick')!,
    cleanup() {
      stop();
      definitions.stop();
      root.remove();
      document.querySelector('store-quick-view')?.remove();
    },
  };
}

async function closeDialogs() {
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    dialog.querySelector<HTMLButtonElement>('.modal-actions button, .modal-close')?.click();
  }
  await until(() => document.querySelectorAll('dialog[open]').length === 0, 'dialogs closed');
}

describe('<store-quick-view> (spec §2, §7 quick view, §8)', () => {
  before(ensureSession);
  afterEach(async () => {
    await clearFaults();
    await closeDialogs();
  });

  it('opens the product from a trigger, in a modal with a working product form, and focus returns on close', async () => {
    const { link, cleanup } = page('111');
    const before = location.href;
    // Listened for from the start: the form's load request may answer before the form is seen rendered.
    const loaded = new Promise((resolve) => document.addEventListener('product-options-changed', resolve, { once: true }));
    link.click();
    expect(location.href).to.equal(before);
    const quickView = document.querySelector('store-quick-view')!;
    expect(quickView.getAttribute('product-id')).to.equal('111');
    await until(() => document.querySelector('dialog[open] store-product-form[data-rendered]') !== null, 'product form in the modal', 5000);
    const dialog = document.querySelector('dialog[open]')!;
    expect(dialog.getAttribute('aria-label')).to.equal('Quick view');
    // The product's name is the modal's heading, a link to the product page.
    const title = dialog.querySelector('h2.productView-title a')!;
    expect(title.textContent).to.equal('Camp Lantern');
    expect(title.getAttribute('href')).to.match(/\/camp-lantern\/$/);

    // The form inside works: an option change updates the price.
    await loaded; // the load request
    const next = new Promise((resolve) => dialog.addEventListener('product-options-changed', resolve, { once: true }));
    dialog.querySelector<HTMLInputElement>('input[name="attribute[13]"][value="1123"]')!.click();
    await next;
    expect(dialog.querySelector('[data-product-sku]')!.textContent).to.equal('LANT-USB');
    expect(dialog.querySelector('[data-product-price-without-tax]')!.textContent).to.equal('$47.00');

    dialog.querySelector<HTMLButtonElement>('.modal-close')!.click();
    await until(() => !quickView.hasAttribute('open'), 'open removed');
    await until(() => document.activeElement === link, 'focus back on the trigger');
    cleanup();
  });

  it('shows nothing when the lookup fails (500, HTML page, unknown product)', async () => {
    for (const [id, fault] of [
      ['111', 'status=500'],
      ['111', 'html'],
      ['999999', ''],
    ] as const) {
      const { link, cleanup } = page(id);
      if (fault) await injectFault('/products.php', fault, 1);
      const warnings = await captureWarnings(async (seen) => {
        link.click();
        // The failure has been handled once it is logged; a frame later nothing may be open.
        await until(
          () => seen.some((warning) => warning.includes('<store-quick-view>: the product could not be loaded')),
          `logged (${fault || id})`,
          5000,
        );
        await until(() => !document.querySelector('store-quick-view')?.hasAttribute('open'), `closed again (${fault || id})`, 5000);
        await nextFrame();
        await nextFrame();
      });
      expect(document.querySelector('dialog[open]'), fault || id).to.equal(null);
      expect(
        warnings.some((warning) => warning.includes('<store-quick-view>: the product could not be loaded')),
        fault || id,
      ).to.equal(true);
      cleanup();
    }
  });

  it('ignores a trigger without a numeric product id', () => {
    const { link, cleanup } = page('lantern');
    let preventedByTrigger: boolean | undefined;
    // Runs after the trigger listener; stops the link from leaving the test page.
    const after = (event: Event) => {
      preventedByTrigger = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', after);
    link.click();
    document.removeEventListener('click', after);
    expect(preventedByTrigger).to.equal(false);
    expect(document.querySelector('store-quick-view')).to.equal(null);
    cleanup();
  });
});
