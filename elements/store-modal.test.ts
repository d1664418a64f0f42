import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ACTIVE_MODAL_BODY_CLASS } from '../react/modal/Modal.tsx';
import { installFakeMedia, type FakeMedia } from '../react/test-support/fake-media.ts';
import { captureWarnings, until } from '../shared/test-support.ts';
import { installModalTriggers } from './modal-triggers.ts';
import './store-modal.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

// On pages the bootstrap installs the trigger listener; here the element is already defined.
installModalTriggers(() => {});

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia({ reducedMotion: true });
});
afterEach(() => media.restore());

async function page() {
  const root = await fixture<HTMLElement>(html`
    <div>
      <a id="trigger" href="#size-guide" data-store-modal-open="size-guide">Size guide</a>
      <store-modal id="size-guide" label="Size guide" size="large">
        <p class="server">Measured <b>flat</b>.</p>
        <button type="button" data-store-modal-close>Done</button>
      </store-modal>
    </div>
  `);
  const modal = root.querySelector('store-modal')!;
  await until(() => modal.querySelector('dialog') !== null, 'store-modal rendered');
  return { root, modal, trigger: root.querySelector<HTMLAnchorElement>('#trigger')!, dialog: modal.querySelector('dialog')! };
}

describe('<store-modal>', () => {
  it('keeps its server-rendered children as the content, not re-parsed', async () => {
    const { modal, dialog } = await page();
    const server = modal.querySelector('p.server');
    expect(server?.innerHTML).to.equal('Measured <b>flat</b>.');
    expect(dialog.querySelector('.modal-body')?.contains(server!)).to.equal(true);
    expect(dialog.open).to.equal(false);
    expect(dialog.dataset.size).to.equal('large');
  });

  it('keeps its content when moved in the page (r2wc remounts it)', async () => {
    const { root, modal } = await page();
    const other = document.createElement('section');
    root.append(other);
    other.append(modal);
    await until(() => modal.querySelector('dialog .modal-body p.server') !== null, 'content back after the remount');
    expect(modal.querySelectorAll('p.server')).to.have.length(1);
  });

  it('opens from a data-store-modal-open trigger without following its link, and closes back to it', async () => {
    const { modal, trigger, dialog } = await page();
    const hashBefore = location.hash;
    trigger.click();
    await until(() => dialog.open, 'opened from the trigger');
    expect(location.hash).to.equal(hashBefore);
    expect(modal.hasAttribute('open')).to.equal(true);
    expect(modal.dataset.state).to.equal('open');
    expect(document.body.classList.contains(ACTIVE_MODAL_BODY_CLASS)).to.equal(true);
    await expect(dialog).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed by Esc');
    expect(modal.hasAttribute('open'), 'open attribute removed').to.equal(false);
    expectFocusOn(trigger, 'the trigger');
  });

  it('closes from an element marked data-store-modal-close inside the content', async () => {
    const { modal, dialog } = await page();
    modal.show();
    await until(() => dialog.open, 'opened by show()');
    modal.querySelector<HTMLButtonElement>('[data-store-modal-close]')!.click();
    await until(() => !dialog.open, 'closed by the Done button');
    expect(modal.hasAttribute('open')).to.equal(false);
  });

  it('opens with open="true", stays closed with open="false", and emits its events with its id', async () => {
    const events: string[] = [];
    const record = (event: Event) => events.push(`${event.type}:${(event as CustomEvent<{ id: string }>).detail.id}`);
    document.addEventListener('modal-opened', record);
    document.addEventListener('modal-closed', record);
    try {
      const { modal, dialog } = await page();
      modal.setAttribute('open', 'false');
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(dialog.open).to.equal(false);
      modal.setAttribute('open', 'true');
      await until(() => dialog.open, 'opened by open="true"');
      modal.close();
      await until(() => !dialog.open, 'closed by close()');
    } finally {
      document.removeEventListener('modal-opened', record);
      document.removeEventListener('modal-closed', record);
    }
    expect(events).to.deep.equal(['modal-opened:size-guide', 'modal-closed:size-guide']);
  });

  it('warns and falls back to the normal size for an unknown size', async () => {
    let modal!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      modal = await fixture<HTMLElement>(html`<store-modal id="m2" label="Help" size="huge"><p>Help</p></store-modal>`);
      await until(() => modal.querySelector('dialog') !== null, 'rendered');
    });
    expect(modal.querySelector('dialog')?.dataset.size).to.equal('normal');
    expect(warnings.some((warning) => warning.includes('<store-modal>') && warning.includes('size="huge"'))).to.equal(true);
  });
});
