import { expect } from '@open-wc/testing';
import { fbtReducer, initialFbtState, totalOf, type FbtAction, type FbtState } from './fbt-state.ts';
import type { UpsellProduct } from './upsell-product.ts';

// The upsell block's state rules (spec §4 upsell item, §5 upsell add-all, §7, §8),
// as the reducer applies them: what a shopper's clicks and the platform's answers do.

function product(productId: number, over: Partial<UpsellProduct> = {}): UpsellProduct {
  return {
    productId,
    name: `Product ${productId}`,
    priceText: '$10.00',
    price: 10,
    quantity: 1,
    image: null,
    hasOptions: true,
    checked: true,
    optionsHtml: '<form></form>',
    chosen: [['product_id', String(productId)]],
    hasRequiredOptions: false,
    optionsSelected: true,
    ...over,
  };
}

function run(...actions: FbtAction[]): FbtState {
  return actions.reduce(fbtReducer, initialFbtState);
}

const loaded = (...products: UpsellProduct[]): FbtAction[] => [
  { type: 'targets-found', items: products.map((_, index) => ({ key: `t${index}`, main: false })) },
  ...products.map((item, index): FbtAction => ({ type: 'item-loaded', key: `t${index}`, product: item })),
];
const item = (state: FbtState, key = 't0') => state.items.find((candidate) => candidate.key === key)!;
const answer = (message: string | null, price: number | null = null) => ({ price, message, image: null, stock: null });

describe('upsell block state', () => {
  it('only the answer to the latest option question counts, whatever order the answers come in', () => {
    const opened = run(...loaded(product(111)), { type: 'toggled', key: 't0' });
    const first = item(opened).question!;
    const changed = fbtReducer(opened, {
      type: 'options-edited',
      key: 't0',
      chosen: [['attribute[1]', 'solar']],
      optionsSelected: true,
      ask: true,
    });
    const second = item(changed).question!;
    expect(second.id).not.to.equal(first.id);
    // The newer answer first, then the older one (out of stock) late.
    const newer = fbtReducer(changed, { type: 'options-answered', key: 't0', question: second.id, answer: answer(null, 12) });
    const late = fbtReducer(newer, { type: 'options-answered', key: 't0', question: first.id, answer: answer('Out of stock', 99) });
    expect(late).to.equal(newer);
    expect(item(late).error).to.equal(null);
    expect(item(late).price).to.equal(12);
    expect(item(late).asking).to.equal(false);
  });

  it("asks about an item's options once, on its first opening, not on later ones (spec §4)", () => {
    const opened = run(...loaded(product(111)), { type: 'toggled', key: 't0' });
    const question = item(opened).question;
    expect(question).to.include({ announce: false });
    const reopened = run(
      ...loaded(product(111)),
      { type: 'toggled', key: 't0' },
      { type: 'toggled', key: 't0' },
      { type: 'toggled', key: 't0' },
    );
    expect(item(reopened).open).to.equal(true);
    expect(item(reopened).question!.id).to.equal(question!.id);
  });

  it('a stock message is a popup while the options show after a change, otherwise the live region names the item (spec §8)', () => {
    const changed = run(
      ...loaded(product(111)),
      { type: 'toggled', key: 't0' },
      { type: 'options-edited', key: 't0', chosen: [], optionsSelected: true, ask: true },
    );
    const shown = fbtReducer(changed, {
      type: 'options-answered',
      key: 't0',
      question: item(changed).question!.id,
      answer: answer('Out of stock'),
    });
    expect(shown.popup?.notice).to.deep.equal({ kind: 'option-message', name: null, message: 'Out of stock' });
    expect(item(shown).error).to.equal('Out of stock');
    expect(shown.status).to.equal(null);
    const closed = fbtReducer(changed, { type: 'toggled', key: 't0' });
    const told = fbtReducer(closed, {
      type: 'options-answered',
      key: 't0',
      question: item(closed).question!.id,
      answer: answer('Out of stock'),
    });
    expect(told.popup).to.equal(null);
    expect(told.status).to.deep.equal({ kind: 'option-message', name: 'Product 111', message: 'Out of stock' });
  });

  it('Add All is one run: a second click while it runs adds nothing more', () => {
    const ready = run(...loaded(product(102), product(130)));
    const once = fbtReducer(ready, { type: 'add-requested' });
    expect(once.run?.items.map((candidate) => candidate.key)).to.deep.equal(['t0', 't1']);
    expect(fbtReducer(once, { type: 'add-requested' })).to.equal(once);
  });

  it('refuses with the errors rule before the options rule, and opens the item that needs options (spec §5)', () => {
    const needy = product(112, { hasRequiredOptions: true, optionsSelected: false });
    const refused = run(...loaded(needy, product(102)), { type: 'add-requested' });
    expect(refused.run).to.equal(null);
    expect(refused.popup?.notice).to.deep.equal({ kind: 'options' });
    expect(item(refused).open).to.equal(true);
    expect(item(refused).question).not.to.equal(null);
    const withError = run(...loaded(needy, product(102)), { type: 'toggled', key: 't1' });
    const marked = fbtReducer(withError, {
      type: 'options-answered',
      key: 't1',
      question: item(withError, 't1').question!.id,
      answer: answer('Sold out'),
    });
    expect(fbtReducer(marked, { type: 'add-requested' }).popup?.notice).to.deep.equal({ kind: 'errors' });
    expect(run(...loaded(product(102)), { type: 'checked', key: 't0', checked: false }, { type: 'add-requested' }).status).to.deep.equal({
      kind: 'nothing-checked',
    });
  });

  it('a failure keeps what was chosen: the failed item stays checked with its options, the added one is marked, and a retry adds only the rest', () => {
    const chosen: Array<[string, string]> = [['attribute[12]', '1123']];
    const ready = run(...loaded(product(130), product(111)), {
      type: 'options-edited',
      key: 't1',
      chosen,
      optionsSelected: true,
      ask: false,
    });
    const started = fbtReducer(ready, { type: 'add-requested' });
    const steps: FbtAction[] = [
      { type: 'item-added', key: 't0' },
      { type: 'add-failed', name: 'Product 111', reason: { kind: 'failed' }, added: ['Product 130'] },
    ];
    const failed = steps.reduce(fbtReducer, started);
    expect(failed.run).to.equal(null);
    expect(item(failed, 't0')).to.include({ added: true, checked: false });
    expect(item(failed, 't1')).to.include({ added: false, checked: true });
    expect(item(failed, 't1').chosen).to.deep.equal(chosen);
    expect(failed.popup?.notice).to.deep.equal({
      kind: 'failure',
      name: 'Product 111',
      reason: { kind: 'failed' },
      added: ['Product 130'],
    });
    expect(fbtReducer(failed, { type: 'add-requested' }).run?.items.map((candidate) => candidate.key)).to.deep.equal(['t1']);
    expect(totalOf(failed.items)).to.equal(10);
  });

  it('hides the block once every target settled and none but the product being viewed could be shown (spec §8)', () => {
    const found: FbtAction = {
      type: 'targets-found',
      items: [
        { key: 'main', main: true },
        { key: 't0', main: false },
      ],
    };
    const mainOnly = run(found, { type: 'item-loaded', key: 'main', product: product(110) });
    expect(mainOnly.block).to.equal('ready');
    expect(fbtReducer(mainOnly, { type: 'item-failed', key: 't0' }).block).to.equal('hidden');
    expect(item(mainOnly, 'main').checked).to.equal(true);
    expect(fbtReducer(mainOnly, { type: 'checked', key: 'main', checked: false })).to.equal(mainOnly);
  });
});
