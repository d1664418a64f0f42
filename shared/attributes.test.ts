import { expect } from '@open-wc/testing';
import { captureWarnings } from './test-support.ts';
import { attr, parseAttributes, toAttributeName } from './attributes.ts';

const specs = {
  open: attr.boolean(false),
  hideWhenEmpty: attr.boolean(true),
  limit: attr.number(3, { min: 1, max: 10, integer: true }),
  size: attr.oneOf(['small', 'normal', 'large'], 'normal'),
  url: attr.url('/search.php'),
};

describe('attribute parsing (DESIGN rule 5)', () => {
  it('reads a bare boolean attribute as true and "false" as false', () => {
    const values = parseAttributes('x-test', specs, { open: '', hideWhenEmpty: 'false' });
    expect(values.open).to.equal(true);
    expect(values.hideWhenEmpty).to.equal(false);
  });

  it('uses the defaults for absent attributes without a warning', async () => {
    let values;
    const warnings = await captureWarnings(() => {
      values = parseAttributes('x-test', specs, {});
    });
    expect(values).to.deep.equal({ open: false, hideWhenEmpty: true, limit: 3, size: 'normal', url: '/search.php' });
    expect(warnings).to.deep.equal([]);
  });

  it('parses numbers within their bounds', () => {
    expect(parseAttributes('x-test', specs, { limit: ' 7 ' }).limit).to.equal(7);
  });

  it('warns once naming the element and attribute, and falls back, for wrong values', async () => {
    const warnings = await captureWarnings(() => {
      const values = parseAttributes('x-test', specs, { limit: '11', size: 'huge', open: 'yes', url: 'javascript:alert(1)' });
      expect(values).to.include({ limit: 3, size: 'normal', open: false, url: '/search.php' });
      parseAttributes('x-test', specs, { limit: '11' });
    });
    expect(warnings).to.have.length(4);
    const limitWarning = warnings.find((warning) => warning.includes('limit="11"'));
    expect(limitWarning).to.contain('<x-test>').and.contain('a whole number from 1 to 10').and.contain('using 3');
    expect(warnings.join('\n')).to.contain('size="huge"').and.contain('open="yes"').and.contain('url="javascript:alert(1)"');
  });

  it('rejects fractions where a whole number is expected', () => {
    expect(parseAttributes('x-fraction', specs, { limit: '2.5' }).limit).to.equal(3);
  });

  it('maps prop names to attribute names as r2wc does', () => {
    expect(toAttributeName('hideWhenEmpty')).to.equal('hide-when-empty');
    expect(toAttributeName('dataUrl')).to.equal('data-url');
  });
});
