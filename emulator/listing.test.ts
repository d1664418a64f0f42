// Faceted listings (issue 20): category, brand and search pages read the platform's
// filter, sort and page parameters, answer facet counts and links, render the
// listing alone with render_with category/listing, and ignore bad parameters
// (never a 500).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listing, readListingQuery } from './listing.ts';
import { productsInCategory } from './catalog.ts';
import { currencyByCode } from './money.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const usd = currencyByCode('USD')!;
const apparel = () => productsInCategory(3);
const query = (search: string) =>
  readListingQuery(
    Object.fromEntries([...new Set(new URLSearchParams(search).keys())].map((key) => [key, new URLSearchParams(search).getAll(key)])),
  );
const names = (search: string) =>
  listing(apparel(), query(search), { basePath: '/apparel/', currency: usd }).products.map((product) => product.name);
const cardTitles = (html: string) => [...html.matchAll(/class="card-title"><a [^>]*>([^<]+)</g)].map((match) => match[1]);

describe('the listing query', () => {
  it('filters by price range, colour (any of the values), brand and stock', () => {
    assert.deepEqual(names('price_min=20&price_max=80&Color=Moss'), ['Wool Beanie', 'Insulated Vest']);
    assert.deepEqual(names('Color=Moss&Color=Clay').length, 5);
    assert.deepEqual(names('brand=1'), ['Wool Beanie', 'Sun Hoodie', 'Hiking Socks (3 pairs)']);
    assert.deepEqual(names('Size=XL'), ['Trail Jacket']);
    assert.equal(names('in_stock=1').length, 7);
  });

  it('sorts by the platform keys and pages', () => {
    assert.deepEqual(names('sort=priceasc&limit=2'), ['Wool Beanie', 'Hiking Socks (3 pairs)']);
    assert.deepEqual(names('sort=pricedesc&limit=2'), ['Trail Jacket', 'Rain Trousers']);
    assert.deepEqual(names('sort=alphaasc&limit=1'), ['Fleece Pullover']);
    assert.deepEqual(names('sort=alphadesc&limit=1'), ['Wool Beanie']);
    assert.deepEqual(names('sort=newest&limit=1'), ['Hiking Socks (3 pairs)']);
    assert.deepEqual(names('sort=priceasc&limit=2&page=2'), ['Sun Hoodie', 'Fleece Pullover']);
  });

  it('counts each facet value against the other filters, and links each chip to the listing without it', () => {
    const result = listing(apparel(), query('Color=Moss&brand=2'), { basePath: '/apparel/', currency: usd });
    const valuesOf = (name: string) => {
      const found = result.facets.find((facet) => facet.facet === name);
      return found && 'items' in found ? found.items : [];
    };
    // Colour counts ignore the colour filter itself but keep the brand one (Northtrail: jacket, fleece, trousers, vest).
    assert.deepEqual(Object.fromEntries(valuesOf('Color').map((item) => [item.title, item.count])), {
      Moss: 2,
      Clay: 2,
      Slate: 2,
      Sand: 0,
    });
    // A brand goes by its id; the price range comes last, with nothing typed.
    assert.ok(valuesOf('brand').some((item) => item.id === '2' && item.title === 'Northtrail' && item.selected));
    assert.deepEqual(result.facets.at(-1), {
      facet: 'price',
      title: 'Price',
      partial: 'range',
      visible: true,
      start_collapsed: false,
      selected: false,
      min_price: '',
      max_price: '',
    });
    assert.deepEqual(
      result.selected.items.map((item) => [item.facet, item.title, item.url]),
      [
        ['brand', 'Northtrail', '/apparel/?Color=Moss'],
        ['Color', 'Moss', '/apparel/?brand=2'],
      ],
    );
    assert.equal(result.selected.remove_all_url, '/apparel/');
    assert.deepEqual({ ...result.pagination, links: result.pagination.links.length }, { current: 1, total: 2, sort: 'featured', links: 1 });
  });

  it('ignores what is not a filter: unknown sort, bad pages and prices, an incomplete or reversed range, unknown names', () => {
    const all = names('');
    assert.deepEqual(names('sort=bogus'), all);
    assert.deepEqual(names('page=abc'), all);
    assert.deepEqual(names('page=99999'), all, 'a page past the last shows the last');
    assert.deepEqual(names('price_min=abc&price_max=50'), all);
    assert.deepEqual(names('price_min=-5&price_max=50'), all);
    assert.deepEqual(names('price_min=1e9&price_max=99999999999'), all);
    assert.deepEqual(names('price_min=20'), all, 'spec §5: both are required');
    assert.deepEqual(names('price_min=80&price_max=20'), all, 'spec §5: min above max is no range');
    assert.deepEqual(names('utm_source=mail&Material=x'.replace('Material=x', 'Colour=Moss')), all);
    assert.deepEqual(names('limit=0'), all);
    assert.deepEqual(names(`${'Color=Moss&'.repeat(2000)}`), names('Color=Moss'));
  });
});

describe('listing pages', () => {
  it('a category answers the filtered, sorted page; render_with category/listing answers the listing alone', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const page = await shopper.navigate('/apparel/?Color=Moss&sort=pricedesc');
    assert.equal(page.status, 200);
    assert.deepEqual(cardTitles(page.text), ['Trail Jacket', 'Insulated Vest', 'Wool Beanie']);
    assert.match(page.text, /<store-faceted-search /);
    assert.match(page.text, /id="facet-color-moss" name="Color" value="Moss" checked/);

    const fragment = await shopper.request('GET', '/apparel/?Color=Moss&sort=pricedesc&page=1', { templates: ['category/listing'] });
    assert.equal(fragment.status, 200);
    assert.match(fragment.headers.get('content-type') ?? '', /^text\/html/);
    assert.doesNotMatch(fragment.text, /<html|<store-faceted-search/);
    assert.deepEqual(cardTitles(fragment.text), ['Trail Jacket', 'Insulated Vest', 'Wool Beanie']);
    assert.match(fragment.text, /data-count="3"/);
  });

  it('brand and search pages are faceted too (a brand page has no brand facet)', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const brand = await shopper.navigate('/brands/northtrail/?Size=S');
    assert.deepEqual(cardTitles(brand.text), ['Trail Jacket']);
    assert.doesNotMatch(brand.text, /data-facet="brand"/);
    const search = await shopper.navigate('/search.php?search_query=enamel&sort=alphaasc');
    assert.deepEqual(cardTitles(search.text), ['Enamel Camp Mug', 'Enamel Plate Set']);
    assert.match(search.text, /name="search_query" value="enamel"/);
  });

  it('answers bad parameters without a 5xx', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const bad = [
      '?page=-1',
      '?page=1e99',
      '?page[]=2',
      '?sort[]=x',
      '?sort=%00',
      '?price_min[]=1&price_max=2',
      '?price_min=%F0%9F%92%A9&price_max=Infinity',
      '?brand=NaN&brand=-1&category=99999999999999',
      `?Color=${'x'.repeat(5000)}`,
      '?Color[x]=1',
      '?in_stock=yes',
      '?limit=-3',
      `?${Array.from({ length: 300 }, (_, index) => `f${index}=v`).join('&')}`,
    ];
    for (const path of ['/apparel/', '/brands/northtrail/', '/search.php']) {
      for (const search of bad) {
        const answer = await shopper.navigate(path + search);
        assert.ok(answer.status < 500, `${path + search} answered ${answer.status}`);
        const fragment = await shopper.request('GET', path + search, { templates: ['category/listing'] });
        assert.ok(fragment.status < 500, `${path + search} (fragment) answered ${fragment.status}`);
      }
    }
  });
});
