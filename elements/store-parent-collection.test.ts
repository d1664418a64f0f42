import { expect, fixture } from '@open-wc/testing';
import { clearFaults, ensureSession, injectFault, requestsSettled } from '../react/api/test-support/emulator.ts';
import { captureWarnings, until } from '../shared/test-support.ts';
import './store-parent-collection.ts';

async function parentCollection(attributes: string) {
  const host = await fixture<HTMLElement>(
    `<store-parent-collection ${attributes}><div class="parent-collection-redirect"><span>Before</span></div></store-parent-collection>`,
  );
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  return host;
}

describe('<store-parent-collection> (spec §2, §3, §7 parent collection)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('appends the collection card (custom/to-parent-collection-card) to the redirect area', async () => {
    const host = await parentCollection('parent-collection-id="401"');
    await until(() => host.dataset.state === 'loaded', 'loaded', 8000);
    const area = host.querySelector('.parent-collection-redirect')!;
    expect(area.firstElementChild!.textContent).to.equal('Before');
    const card = area.querySelector<HTMLAnchorElement>('a.parentCollection-card')!;
    expect(card.dataset.productId).to.equal('401');
    expect(host.hidden).to.equal(false);
  });

  for (const fault of ['status=500', 'html', 'drop']) {
    it(`is hidden when the lookup fails (${fault})`, async () => {
      await injectFault('/products.php', fault);
      const host = await parentCollection('parent-collection-id="401"');
      await until(() => host.dataset.state === 'hidden', 'hidden', 8000);
      expect(host.hidden).to.equal(true);
      expect(host.querySelector('a')).to.equal(null);
    });
  }

  it('is hidden when the lookup answers a full HTML page (an unknown product)', async () => {
    const host = await parentCollection('parent-collection-id="999999"');
    await until(() => host.dataset.state === 'hidden', 'hidden', 8000);
    expect(host.hidden).to.equal(true);
  });

  it('warns about a non-numeric id and fetches nothing', async () => {
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => requests.push(entry.name)));
    observer.observe({ type: 'resource' });
    let host!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      host = await parentCollection('parent-collection-id="camp-set"');
      await requestsSettled();
    });
    for (const entry of observer.takeRecords()) requests.push(entry.name);
    observer.disconnect();
    expect(warnings.some((warning) => warning.includes('<store-parent-collection>') && warning.includes('parent-collection-id'))).to.equal(
      true,
    );
    expect(requests.filter((url) => url.includes('/products.php'))).to.deep.equal([]);
    expect(host.hidden).to.equal(true);
  });
});
