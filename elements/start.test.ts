import { expect } from '@open-wc/testing';
import { startStorefront } from './start.ts';
import type { PageContext } from '../shared/page-context.ts';

const recordingGroups = (ran: string[]) =>
  Object.fromEntries(
    ['product', 'cart', 'category'].map((id) => [id, () => Promise.resolve({ default: (context: PageContext) => void ran.push(`${id}:${context.pageType}`) })]),
  );

describe('startStorefront', () => {
  afterEach(() => {
    document.querySelectorAll('.product-page').forEach((element) => element.classList.remove('product-page'));
  });

  it("runs the page type's group with the page context", async () => {
    const ran: string[] = [];
    const started = startStorefront({ context: { pageType: 'cart', context: {} }, elements: {}, groups: recordingGroups(ran) });
    expect(await started.groupsLoaded).to.deep.equal(['cart']);
    expect(ran).to.deep.equal(['cart:cart']);
    started.stop();
  });

  it('also runs the product initialiser on a page with the product-page class', async () => {
    document.body.classList.add('product-page');
    const ran: string[] = [];
    const started = startStorefront({ context: { pageType: 'category', context: {} }, elements: {}, groups: recordingGroups(ran) });
    expect((await started.groupsLoaded).sort()).to.deep.equal(['category', 'product']);
    expect(ran.sort()).to.deep.equal(['category:category', 'product:category']);
    started.stop();
  });

  it('runs the product group once on a product page that carries the class', async () => {
    document.body.classList.add('product-page');
    const ran: string[] = [];
    const started = startStorefront({ context: { pageType: 'product', context: {} }, elements: {}, groups: recordingGroups(ran) });
    expect(await started.groupsLoaded).to.deep.equal(['product']);
    expect(ran).to.deep.equal(['product:product']);
    started.stop();
  });

  it('runs no group for an unknown page type', async () => {
    const ran: string[] = [];
    const started = startStorefront({ context: { pageType: 'mystery', context: {} }, elements: {}, groups: recordingGroups(ran) });
    expect(await started.groupsLoaded).to.deep.equal([]);
    expect(ran).to.deep.equal([]);
    started.stop();
  });

  it('runs the real product group, which marks the document', async () => {
    const started = startStorefront({ context: { pageType: 'product', context: {} }, elements: {} });
    await started.groupsLoaded;
    expect(document.documentElement.dataset.pageGroup?.split(' ')).to.include('product');
    started.stop();
  });
});
