import { expect } from '@open-wc/testing';
import { forgetOptionAnswers, knownOptionAnswer, rememberOptionAnswer } from './option-answers.ts';

const answer = { price: 109, message: null, image: null, stock: null };

describe('option answers (the page asks the platform once per product and choice, spec §7)', () => {
  afterEach(forgetOptionAnswers);

  it('finds an answer for the same fields in any order, without the CSRF token', () => {
    rememberOptionAnswer(
      110,
      { action: 'add', product_id: '110', 'attribute[11]': '1102', 'qty[]': '1', authenticity_token: 'abc' },
      answer,
    );
    expect(knownOptionAnswer(110, { 'qty[]': '1', 'attribute[11]': '1102', product_id: '110', action: 'add' })).to.deep.equal(answer);
  });

  it('has none for another product, another choice or another quantity (bulk prices differ)', () => {
    rememberOptionAnswer(110, { product_id: '110', 'attribute[11]': '1102', 'qty[]': '1' }, answer);
    expect(knownOptionAnswer(111, { product_id: '110', 'attribute[11]': '1102', 'qty[]': '1' })).to.equal(undefined);
    expect(knownOptionAnswer(110, { product_id: '110', 'attribute[11]': '1103', 'qty[]': '1' })).to.equal(undefined);
    expect(knownOptionAnswer(110, { product_id: '110', 'attribute[11]': '1102', 'qty[]': '5' })).to.equal(undefined);
    expect(knownOptionAnswer(110, { product_id: '110', 'attribute[11]': '1102', 'attribute[12]': '1111', 'qty[]': '1' })).to.equal(
      undefined,
    );
  });

  it('keeps the latest answer for a choice, and only the 50 latest choices', () => {
    rememberOptionAnswer(110, { 'attribute[11]': '1102' }, answer);
    rememberOptionAnswer(110, { 'attribute[11]': '1102' }, { ...answer, message: 'Out of stock' });
    expect(knownOptionAnswer(110, { 'attribute[11]': '1102' })?.message).to.equal('Out of stock');
    for (let value = 0; value < 50; value++) rememberOptionAnswer(110, { 'attribute[11]': String(value) }, answer);
    expect(knownOptionAnswer(110, { 'attribute[11]': '1102' })).to.equal(undefined);
    expect(knownOptionAnswer(110, { 'attribute[11]': '49' })).to.deep.equal(answer);
  });
});
