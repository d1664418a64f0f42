import { expect } from '@open-wc/testing';
import { listingUrl, sameOriginPath } from './listing-url.ts';

function form(markup: string): HTMLFormElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder.querySelector('form')!;
}

describe('listingUrl: the address a facets form asks for', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is what the form would submit, with each chosen value and the sort outside the form', () => {
    const facets = form(`
      <select name="sort" form="f"><option value="featured">F</option><option value="pricedesc" selected>P</option></select>
      <form id="f" action="/apparel/" method="get">
        <input type="hidden" name="limit" value="3">
        <input type="checkbox" name="Color" value="Moss" checked><input type="checkbox" name="Color" value="Clay" checked>
        <input type="checkbox" name="brand" value="2">
        <input name="price_min" value=" 20 "><input name="price_max" value="80">
      </form>`);
    expect(listingUrl(facets, 'http://shop.test')).to.equal(
      '/apparel/?sort=pricedesc&limit=3&Color=Moss&Color=Clay&price_min=20&price_max=80',
    );
  });

  it('leaves out the default sort, the page, and a price range with one end missing (spec §5: both or neither)', () => {
    const facets = form(`
      <form action="/search.php" method="get">
        <input type="hidden" name="search_query" value="mug"><input type="hidden" name="page" value="3">
        <select name="sort"><option value="featured" selected>F</option></select>
        <input name="price_min" value="5"><input name="price_max" value="">
      </form>`);
    expect(listingUrl(facets, 'http://shop.test')).to.equal('/search.php?search_query=mug');
  });

  it('keeps the page size of the current address, which the form has no field for', () => {
    const facets = form('<form action="/apparel/" method="get"><input type="checkbox" name="Color" value="Moss" checked></form>');
    expect(listingUrl(facets, 'http://shop.test', '?limit=3&page=2&Color=Clay')).to.equal('/apparel/?limit=3&Color=Moss');
    expect(listingUrl(facets, 'http://shop.test', '?page=2')).to.equal('/apparel/?Color=Moss');
  });

  it('a form without an action asks for the current page', () => {
    const facets = form('<form method="get"><input type="checkbox" name="in_stock" value="1" checked></form>');
    expect(listingUrl(facets)).to.equal(`${location.pathname}?in_stock=1`);
  });
});

describe('sameOriginPath', () => {
  it('gives the path and query of a link on this store, and null for anything else', () => {
    expect(sameOriginPath('/apparel/?page=2', 'http://shop.test')).to.equal('/apparel/?page=2');
    expect(sameOriginPath('http://shop.test/bags/', 'http://shop.test')).to.equal('/bags/');
    expect(sameOriginPath('https://elsewhere.example/bags/', 'http://shop.test')).to.equal(null);
    expect(sameOriginPath('http://[bad', 'http://shop.test')).to.equal(null);
  });
});
