import { expect, fixture, html } from '@open-wc/testing';
import { clearFaults, ensureSession, injectFault, requestsSettled } from '../react/api/test-support/emulator.ts';
import { captureWarnings, until } from '../shared/test-support.ts';
import './store-collections.ts';

const gridRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/content/collectiongrid/')).length;

async function collections(id: string | null) {
  const element =
    id === null
      ? await fixture<HTMLElement>(
          html`<store-collections
            ><p class="fallback"><a href="/weekend-camp-kit/">See the collection</a></p></store-collections
          >`,
        )
      : await fixture<HTMLElement>(
          html`<store-collections collection-id=${id}
            ><p class="fallback"><a href="/weekend-camp-kit/">See the collection</a></p></store-collections
          >`,
        );
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  return element;
}

describe('<store-collections> (spec §2 collections element, §7)', () => {
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    await ensureSession();
  });
  afterEach(clearFaults);

  it('loads the collection grid for its collection id in place of its fallback', async () => {
    const element = await collections('1');
    await until(() => element.dataset.state === 'loaded', 'loaded');
    expect(element.querySelector('.fallback')).to.equal(null);
    expect(element.querySelector('h2')!.textContent).to.equal('Weekend Camp Kit');
    expect(element.querySelectorAll('.productGrid-item').length).to.be.greaterThan(0);
    expect(element.hasAttribute('aria-busy')).to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('loads nothing without a collection id', async () => {
    const before = gridRequests();
    const element = await collections(null);
    await requestsSettled();
    expect(element.dataset.state).to.equal('idle');
    expect(element.querySelector('.fallback')).not.to.equal(null);
    expect(gridRequests()).to.equal(before);
  });

  it('warns about a collection id that is not a whole number and loads nothing', async () => {
    const before = gridRequests();
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = await collections('first');
    });
    expect(warnings.some((warning) => warning.includes('store-collections') && warning.includes('collection-id'))).to.equal(true);
    expect(element.querySelector('.fallback')).not.to.equal(null);
    expect(gridRequests()).to.equal(before);
  });

  for (const fault of ['status=500', 'html', 'drop']) {
    it(`keeps the server fallback when the grid cannot be loaded (${fault})`, async () => {
      await injectFault('/content/collectiongrid/', fault);
      const element = await collections('2');
      await until(() => element.dataset.state === 'error', 'error', 6000);
      expect(element.querySelector('.fallback a')!.getAttribute('href')).to.equal('/weekend-camp-kit/');
    });
  }

  it('keeps the fallback for a collection that does not exist (404)', async () => {
    const element = await collections('99');
    await until(() => element.dataset.state === 'error', 'error');
    expect(element.querySelector('.fallback')).not.to.equal(null);
  });

  it('inserts the grid sanitised (DESIGN rule 6)', async () => {
    const element = await collections('1');
    await until(() => element.dataset.state === 'loaded', 'loaded');
    expect(element.querySelector('script, [onerror], [onclick]')).to.equal(null);
  });
});
