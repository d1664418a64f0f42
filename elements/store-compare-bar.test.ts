import { expect, fixture } from '@open-wc/testing';
import { interceptNavigation } from '../react/navigation.ts';
import { parseCompareList, readCompareList, writeCompareList } from '../react/stores/compare-list.ts';
import { until } from '../shared/test-support.ts';
import './store-compare-bar.ts';

const card = (id: number, name: string) =>
  `<input type="checkbox" name="products[]" value="${id}" form="test-compare" aria-label="Compare ${name}" data-compare-name="${name}" data-compare-image="" data-compare-url="/p${id}/">`;

async function listing(ids = [101, 102, 103, 104, 105]) {
  const root = await fixture<HTMLElement>(`<div>
    ${ids.map((id) => card(id, `Product ${id}`)).join('')}
    <store-compare-bar limit-message="Four at most ({limit})." too-few-message="One more, please." compare-url="/compare/">
      <form id="test-compare" action="/compare" method="post"><button type="submit">Compare selected</button></form>
    </store-compare-bar>
  </div>`);
  const bar = root.querySelector('store-compare-bar')!;
  await until(() => bar.hasAttribute('data-rendered'), 'rendered');
  const box = (id: number) => root.querySelector<HTMLInputElement>(`input[value="${id}"]`)!;
  return { root, bar, box };
}

const tick = (box: HTMLInputElement) => {
  box.click();
};

describe('<store-compare-bar> (spec §1 compare)', () => {
  let navigations: string[] = [];
  let restore: () => void;
  beforeEach(() => {
    sessionStorage.removeItem('compare-list');
    writeCompareList([]);
    navigations = [];
    restore = interceptNavigation((url) => navigations.push(url));
  });
  afterEach(() => restore());

  it('keeps the ticked products in order, refuses a fifth, and fires compare-list-changed', async () => {
    const { root, bar, box } = await listing();
    const events: number[][] = [];
    root.addEventListener('compare-list-changed', (event) => events.push(event.detail.productIds));
    for (const id of [103, 101, 104, 102]) tick(box(id));
    await until(() => bar.querySelectorAll('.compareBar-item').length === 4, 'four in the bar');
    expect(readCompareList().map((product) => product.id)).to.deep.equal([103, 101, 104, 102]);
    expect(events.at(-1)).to.deep.equal([103, 101, 104, 102]);
    tick(box(105));
    await until(() => bar.querySelector('[role="alert"]')?.textContent === 'Four at most (4).', 'the limit message');
    expect(box(105).checked, 'the fifth stays unticked').to.equal(false);
    expect(readCompareList()).to.have.length(4);
    expect(bar.dataset.state).to.equal('open');
  });

  it('goes to the platform’s compare URL, and asks for one more product when only one is chosen', async () => {
    const { bar, box } = await listing();
    tick(box(101));
    await until(() => bar.querySelector('.compareBar-compare') !== null, 'the Compare link');
    bar.querySelector<HTMLAnchorElement>('.compareBar-compare')!.click();
    await until(() => bar.querySelector('[role="alert"]')?.textContent === 'One more, please.', 'too few');
    expect(navigations).to.deep.equal([]);
    tick(box(102));
    await until(() => bar.querySelectorAll('.compareBar-item').length === 2, 'two');
    expect(bar.querySelector<HTMLAnchorElement>('.compareBar-compare')!.getAttribute('href')).to.equal('/compare/101/102');
    // The server form's own button compares the list too (it may hold products from other pages).
    bar.querySelector('form')!.requestSubmit();
    expect(navigations).to.deep.equal(['/compare/101/102']);
  });

  it('ticks the boxes of a list kept from another page, and remove and clear untick them', async () => {
    writeCompareList([
      { id: 102, name: 'Product 102', image: '', url: '/p102/' },
      { id: 999, name: 'Elsewhere', image: '', url: '/e/' },
    ]);
    const { bar, box } = await listing();
    await until(() => box(102).checked, 'the kept product is ticked');
    expect(bar.querySelectorAll('.compareBar-item')).to.have.length(2);
    bar.querySelector<HTMLButtonElement>('.compareBar-remove')!.click();
    await until(() => !box(102).checked, 'unticked by remove');
    bar.querySelector<HTMLButtonElement>('.compareBar-clear')!.click();
    await until(() => bar.dataset.state === 'empty', 'empty');
    expect(readCompareList()).to.deep.equal([]);
  });
});

describe('the compare list store', () => {
  it('drops malformed storage whole or entry by entry, never throwing', () => {
    expect(parseCompareList('{not json')).to.deep.equal([]);
    expect(parseCompareList('{"a": 1}')).to.deep.equal([]);
    expect(
      parseCompareList(
        JSON.stringify([{ id: -1 }, { id: 5, name: 'Ok', image: '', url: '/ok/' }, { id: 5, name: 'Twice', image: '', url: '' }, 'x']),
      ),
    ).to.deep.equal([{ id: 5, name: 'Ok', image: '', url: '/ok/' }]);
    const many = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, name: `P${index}`, image: '', url: '' }));
    expect(parseCompareList(JSON.stringify(many))).to.have.length(4);
  });
});
