import { expect } from '@open-wc/testing';
import { captureWarnings, deferred, until, type Deferred } from '../../shared/test-support.ts';
import {
  addAllProblem,
  addOneAtATime,
  detectMode,
  formatUpsellTotal,
  isOptionsSelected,
  parseTargets,
  rawTargets,
  requiredFields,
  resolveOptions,
  sizedImage,
  UPSELL_ERRORS_MESSAGE,
  UPSELL_OPTIONS_MESSAGE,
} from './upsell.ts';
import { scopeIds } from '../server-html/server-html.ts';

const nodes = (html: string): Node[] => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.childNodes];
};

const form = (html: string): HTMLFormElement => {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
};

describe('upsell mode (spec §4)', () => {
  it('is custom-fields when an fbt-product element exists, even beside an fbt one', () => {
    expect(detectMode(nodes('<p class="fbt-product" data-fbt-targets="1"></p>'))).to.equal('custom-fields');
    expect(detectMode(nodes('<div class="fbt"><p class="fbt-product">2</p></div>'))).to.equal('custom-fields');
  });

  it('is related-products when only the fbt class exists', () => {
    expect(detectMode(nodes('<h2>x</h2><ul class="fbt"><li data-product-id="1"></li></ul>'))).to.equal('related-products');
  });

  it('is none otherwise', () => {
    expect(detectMode(nodes('<h2>Frequently bought together</h2>'))).to.equal('none');
    expect(detectMode([])).to.equal('none');
  });

  it('reads custom-field lists from data-fbt-targets or text, and related products by id or link', () => {
    const custom = nodes('<p class="fbt-product" data-fbt-targets="111, 201"></p><p class="fbt-product">/mug/</p>');
    expect(rawTargets(custom, 'custom-fields', '[data-product-id]')).to.deep.equal(['111', ' 201', '/mug/']);
    const related = nodes('<ul class="fbt"><li data-product-id="102"></li><li><a href="/fleece/" class="r">F</a></li></ul>');
    expect(rawTargets(related, 'related-products', '[data-product-id]')).to.deep.equal(['102']);
    expect(rawTargets(related, 'related-products', '[data-product-id], a.r')).to.deep.equal(['102', '/fleece/']);
  });

  it('a broken data selector warns and reads nothing', async () => {
    const warnings = await captureWarnings(() => {
      expect(rawTargets(nodes('<ul class="fbt"></ul>'), 'related-products', '[[')).to.deep.equal([]);
    });
    expect(warnings.join()).to.contain('data-selector');
  });
});

describe('upsell targets (spec §9: all digits = product ids; others = page paths)', () => {
  it('tells ids from paths', () => {
    expect(parseTargets(['111', '/enamel-camp-mug/', 'fleece-pullover/'])).to.deep.equal([
      { kind: 'id', id: 111, raw: '111' },
      { kind: 'path', path: '/enamel-camp-mug/', raw: '/enamel-camp-mug/' },
      { kind: 'path', path: '/fleece-pullover/', raw: 'fleece-pullover/' },
    ]);
  });

  it('keeps at most the product limit (3 by default), dropping blanks, duplicates and the product viewed', () => {
    expect(parseTargets(['1', '', '2', '2', '3', '4']).map((target) => target.raw)).to.deep.equal(['1', '2', '3']);
    expect(parseTargets(['1', '2', '3'], 2).map((target) => target.raw)).to.deep.equal(['1', '2']);
    expect(parseTargets(['110', '111'], 3, 110).map((target) => target.raw)).to.deep.equal(['111']);
  });

  it('refuses other hosts and script URLs with a warning: the request would carry the CSRF token', async () => {
    const warnings = await captureWarnings(() => {
      expect(parseTargets(['https://elsewhere.example/x/', '//elsewhere.example/y', 'javascript:alert(1)', '0', '/ok/'])).to.deep.equal([
        { kind: 'path', path: '/ok/', raw: '/ok/' },
      ]);
    });
    expect(warnings.length).to.equal(4);
    expect(warnings[0]).to.contain('<store-fbt>');
  });

  it('accepts a full URL on this store as its path', () => {
    expect(parseTargets([`${location.origin}/mug/?x=1`])).to.deep.equal([
      { kind: 'path', path: '/mug/?x=1', raw: `${location.origin}/mug/?x=1` },
    ]);
  });
});

describe('upsell options (spec §3)', () => {
  const base = {
    dataSelector: '[data-product-id]',
    productLimit: 3,
    templates: { imageItem: 'a/b', detailItem: 'c/d', detailOptions: 'e/f' },
  };

  it('takes a child JSON script over the attributes', () => {
    const options = resolveOptions(base, '{"productLimit": 2, "templates": {"detailItem": "custom/other"}}');
    expect(options).to.deep.equal({ ...base, productLimit: 2, templates: { ...base.templates, detailItem: 'custom/other' } });
  });

  it('ignores a malformed or wrong script with one warning', async () => {
    for (const json of ['{not json', '{"productLimit": "three"}', '{"templates": {"imageItem": "../../etc"}}']) {
      const warnings = await captureWarnings(() => {
        expect(resolveOptions(base, json)).to.deep.equal(base);
      });
      expect(warnings.length, json).to.equal(1);
      expect(warnings[0]).to.contain('<store-fbt>');
    }
  });
});

describe('upsell total price (spec §9)', () => {
  it('formats dollars with thousands separators and two decimals', () => {
    expect(formatUpsellTotal(1234.5)).to.equal('$1,234.50');
    expect(formatUpsellTotal(1000000)).to.equal('$1,000,000.00');
    expect(formatUpsellTotal(16.5)).to.equal('$16.50');
  });

  it("says 'Varies Based on Options' at zero", () => {
    expect(formatUpsellTotal(0)).to.equal('Varies Based on Options');
    expect(formatUpsellTotal(0, 'USD', 'Varía según las opciones')).to.equal('Varía según las opciones');
  });

  it("uses the store's currency when there is one, dollars for a bad code", () => {
    expect(formatUpsellTotal(1234.5, 'EUR')).to.equal('€1,234.50');
    expect(formatUpsellTotal(1234.5, 'GBP')).to.equal('£1,234.50');
    expect(formatUpsellTotal(1234.5, 'nope')).to.equal('$1,234.50');
  });
});

describe('required options (spec §5: the word Required in the hint text)', () => {
  const options = () =>
    form(`
      <div class="form-field"><label for="s">Size <small>Required</small></label>
        <select id="s" name="attribute[1]"><option value="">Choose</option><option value="9">M</option></select></div>
      <div class="form-field"><fieldset><legend>Power <small>Required</small></legend>
        <input type="radio" name="attribute[2]" value="1" id="r1"><label for="r1">Battery</label>
        <input type="radio" name="attribute[2]" value="2" id="r2"><label for="r2">Solar</label></fieldset></div>
      <div class="form-field"><label for="t">Engraving</label><input id="t" name="attribute[3]"></div>
      <div class="form-field"><fieldset><legend>Date <small>Required</small></legend>
        <input name="attribute[4][month]" aria-label="m"><input name="attribute[4][day]" aria-label="d"><input name="attribute[4][year]" aria-label="y"></fieldset></div>`);

  it('finds the fields whose hint says Required, not the others', () => {
    expect(requiredFields(options()).length).to.equal(3);
    expect(requiredFields(form('<div class="form-field"><label>Notes (not required)</label><input></div>')).length).to.equal(0);
  });

  it('is options-selected only once every required field is filled (every part of a date)', () => {
    const fields = options();
    expect(isOptionsSelected(fields)).to.equal(false);
    fields.querySelector('select')!.value = '9';
    fields.querySelector<HTMLInputElement>('#r2')!.checked = true;
    fields.querySelector<HTMLInputElement>('[name="attribute[4][month]"]')!.value = '5';
    fields.querySelector<HTMLInputElement>('[name="attribute[4][day]"]')!.value = '1';
    expect(isOptionsSelected(fields)).to.equal(false);
    fields.querySelector<HTMLInputElement>('[name="attribute[4][year]"]')!.value = '2027';
    expect(isOptionsSelected(fields)).to.equal(true);
  });

  it('a form without required options is options-selected', () => {
    expect(isOptionsSelected(form('<div class="form-field"><label>Engraving</label><input></div>'))).to.equal(true);
  });
});

describe('upsell add-all rules (spec §5)', () => {
  const item = (over: Partial<Parameters<typeof addAllProblem>[0][number]> = {}) => ({
    checked: true,
    error: null,
    hasRequiredOptions: false,
    optionsSelected: true,
    ...over,
  });

  it("refuses a checked item with an error: 'Please check to see that there are no errors.'", () => {
    expect(UPSELL_ERRORS_MESSAGE).to.equal('Please check to see that there are no errors.');
    expect(addAllProblem([item(), item({ error: 'Out of stock' })])).to.equal(UPSELL_ERRORS_MESSAGE);
  });

  it("refuses a checked item with required options not filled: 'Please make sure all options have been filled in.'", () => {
    expect(UPSELL_OPTIONS_MESSAGE).to.equal('Please make sure all options have been filled in.');
    expect(addAllProblem([item({ hasRequiredOptions: true, optionsSelected: false })])).to.equal(UPSELL_OPTIONS_MESSAGE);
  });

  it('errors come before missing options; unchecked items do not count', () => {
    expect(addAllProblem([item({ hasRequiredOptions: true, optionsSelected: false }), item({ error: 'x' })])).to.equal(
      UPSELL_ERRORS_MESSAGE,
    );
    expect(
      addAllProblem([
        item({ checked: false, error: 'x' }),
        item({ checked: false, hasRequiredOptions: true, optionsSelected: false }),
        item(),
      ]),
    ).to.equal(null);
  });

  it('adds one at a time: each add starts after the previous one answered, and a failure stops the rest', async () => {
    const log: string[] = [];
    let running = 0;
    // Each add waits for an answer the test gives, one add after the other.
    const answers = new Map<string, Deferred<void>>();
    const add = async (name: string) => {
      running++;
      expect(running, 'one add at a time').to.equal(1);
      log.push(`start ${name}`);
      const answer = deferred();
      answers.set(name, answer);
      await answer.promise;
      running--;
      if (name === 'c') throw new Error('refused');
      log.push(`end ${name}`);
      return name.toUpperCase();
    };
    const done: string[] = [];
    const adding = addOneAtATime(['a', 'b', 'c', 'd'], add, (name, answer) => done.push(`${name}=${answer}`));
    for (const name of ['a', 'b', 'c']) {
      await until(() => answers.has(name), `${name} started`);
      expect(log.at(-1), 'nothing else started while it waits for its answer').to.equal(`start ${name}`);
      answers.get(name)!.resolve();
    }
    const result = await adding;
    expect(log).to.deep.equal(['start a', 'end a', 'start b', 'end b', 'start c']);
    expect(done).to.deep.equal(['a=A', 'b=B']);
    expect(result.added).to.deep.equal(['a', 'b']);
    expect(result.failure?.item).to.equal('c');
    expect((result.failure?.error as Error).message).to.equal('refused');
  });
});

describe('upsell markup helpers', () => {
  it('fills the {:size} placeholder with 300x300 (spec §9 option images)', () => {
    expect(sizedImage('/images/stencil/{:size}/products/111/1.png', '300x300')).to.equal('/images/stencil/300x300/products/111/1.png');
  });

  it('scopes ids and the references to them, leaving outside references alone', () => {
    const markup = nodes(
      '<div><input id="c" aria-describedby="c-help page-note"><label for="c">x</label><button aria-controls="o">t</button></div><form id="o"></form>',
    );
    scopeIds(markup, 'fbt-main-');
    const box = markup[0] as Element;
    expect(box.querySelector('input')!.id).to.equal('fbt-main-c');
    expect(box.querySelector('input')!.getAttribute('aria-describedby')).to.equal('c-help page-note');
    expect(box.querySelector('label')!.htmlFor).to.equal('fbt-main-c');
    expect(box.querySelector('button')!.getAttribute('aria-controls')).to.equal('fbt-main-o');
    expect((markup[1] as Element).id).to.equal('fbt-main-o');
  });
});
