import { expect } from '@open-wc/testing';
import { until } from '../shared/test-support.ts';
import { lazyDefine } from './lazy-define.ts';
import { installModalTriggers } from './modal-triggers.ts';

describe('modal triggers (installed by the page bootstrap)', () => {
  it("loads a closed modal's code on the first trigger click and opens it, without following the link", async () => {
    const root = document.createElement('div');
    root.innerHTML = `<a id="open-guide" href="#guide" data-store-modal-open="guide">Size guide</a>
      <store-modal id="guide" label="Size guide"><p>Measured flat.</p></store-modal>`;
    document.body.append(root);
    const loaded: string[] = [];
    const definitions = lazyDefine({ 'store-modal': () => import('./store-modal.ts').then(() => loaded.push('store-modal')) });
    const stop = installModalTriggers(definitions.load);
    const modal = root.querySelector('store-modal')!;
    expect(loaded).to.deep.equal([]);

    root.querySelector<HTMLAnchorElement>('#open-guide')!.click();
    expect(location.hash).not.to.equal('#guide');
    expect(modal.hasAttribute('open')).to.equal(true);
    await until(() => loaded.length === 1, 'store-modal loaded');
    await until(() => modal.querySelector('dialog')?.open === true, 'the modal is open');
    expect(modal.querySelector('dialog')!.textContent).to.contain('Measured flat.');

    modal.removeAttribute('open');
    await until(() => modal.querySelector('dialog')?.open === false, 'closed');
    stop();
    definitions.stop();
    root.remove();
  });

  it('ignores triggers naming something that is not a store-modal', () => {
    const root = document.createElement('div');
    root.innerHTML = `<a href="#x" data-store-modal-open="plain">Open</a><div id="plain"></div>`;
    document.body.append(root);
    const requested: string[] = [];
    const stop = installModalTriggers((tag) => requested.push(tag));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
    expect(requested).to.deep.equal([]);
    stop();
    root.remove();
  });
});
