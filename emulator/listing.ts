/**
 * Faceted product listings for category, brand and search pages: the platform's
 * query parameters (`?brand=2&Color=Moss&in_stock=1&price_min=20&price_max=80&sort=priceasc&page=2`)
 * read from a request, applied to a list of products, and what a Stencil theme receives
 * for them: the products of one page, the facets and the selection (which the platform puts
 * in `category`, `brand` or `product_results`) and one `pagination` object.
 *
 * Every parameter is read defensively: an unknown sort, a page that is not a
 * whole number, a price that is not a number (or is negative or huge) is ignored,
 * as the platform ignores them, so no address a shopper can type gives a 500.
 */
import { brandById } from './catalog.ts';
import { categories } from './data/store.ts';
import type { Product } from './data/products.ts';
import { money } from './money.ts';
import type { Currency } from './data/store.ts';

/** The platform's sort keys for product listings. */
export const SORT_KEYS = ['featured', 'newest', 'priceasc', 'pricedesc', 'alphaasc', 'alphadesc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Products per page unless `limit` says otherwise (the platform's default listing size). */
export const DEFAULT_LIMIT = 12;
const MAX_LIMIT = 100;
/** A price above this is not a price anyone typed on purpose; it is ignored. */
const MAX_PRICE = 1_000_000;
/** At most this many values of one parameter are read (a URL with thousands is ignored beyond). */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

/** Parameters that are not facets. */
const RESERVED = new Set([
  'sort',
  'page',
  'limit',
  'price_min',
  'price_max',
  'in_stock',
  'brand',
  'category',
  'search_query',
  '__theme',
  '__fault',
  'mode',
]);

export interface ListingQuery {
  sort: SortKey;
  page: number;
  limit: number;
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  brands: number[];
  categories: number[];
  /** Option and custom field facets by name (`Color` → `['Moss', 'Clay']`). */
  attributes: Map<string, string[]>;
  /** Parameters kept as they came, for building links (search_query, limit). */
  keep: Array<[string, string]>;
}

const wholeNumber = (raw: string | undefined, min: number, max: number): number | null => {
  if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
};

const price = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^\d{1,9}(\.\d{1,2})?$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= MAX_PRICE ? value : null;
};

const values = (all: Record<string, string[]>, name: string): string[] =>
  [...new Set((all[name] ?? []).map((value) => value.trim()).filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH))].slice(
    0,
    MAX_VALUES,
  );

/** Reads a listing query from the request's parameters (each name with all its values). */
export function readListingQuery(all: Record<string, string[]>): ListingQuery {
  const first = (name: string) => all[name]?.[0];
  const sort = first('sort');
  let priceMin = price(first('price_min'));
  let priceMax = price(first('price_max'));
  // spec §5 price range: both are needed, and min must not be above max; otherwise no price filter.
  if (priceMin === null || priceMax === null || priceMin > priceMax) priceMin = priceMax = null;
  const attributes = new Map<string, string[]>();
  for (const name of Object.keys(all).slice(0, MAX_VALUES)) {
    if (RESERVED.has(name) || name.length > MAX_VALUE_LENGTH || !/^[\w -]+$/.test(name)) continue;
    const chosen = values(all, name);
    if (chosen.length > 0) attributes.set(name, chosen);
  }
  const ids = (name: string) =>
    values(all, name)
      .map((value) => wholeNumber(value, 1, 2 ** 31))
      .filter((id): id is number => id !== null);
  const keep: Array<[string, string]> = [];
  const query = first('search_query');
  if (query !== undefined) keep.push(['search_query', query.slice(0, 200)]);
  const limit = wholeNumber(first('limit'), 1, MAX_LIMIT);
  if (limit !== null) keep.push(['limit', String(limit)]);
  return {
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'featured',
    page: wholeNumber(first('page'), 1, 1_000_000) ?? 1,
    limit: limit ?? DEFAULT_LIMIT,
    priceMin,
    priceMax,
    inStock: first('in_stock') === '1',
    brands: ids('brand'),
    categories: ids('category'),
    attributes,
    keep,
  };
}

/** What a shopper pays for the product as listed: the lowest price of its variants, sale prices first. */
export function listedPrice(product: Product): number {
  if (product.variants.length > 0) return Math.min(...product.variants.map((variant) => variant.salePrice ?? variant.price));
  return product.salePrice ?? product.price;
}

function inStock(product: Product): boolean {
  if (product.variants.length > 0) return product.variants.some((variant) => variant.stock > 0);
  return product.stock === null || product.stock > 0;
}

/**
 * A product's facet values by name: the values of its variant options (those a
 * shopper picks from a list: size, colour…) and its custom fields, as the
 * platform's product filtering offers both. The upsell field `fbt` is not a facet.
 */
export function attributesOf(product: Product): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (name: string, value: string) => {
    if (!found.has(name)) found.set(name, new Set());
    found.get(name)!.add(value);
  };
  for (const option of product.options) {
    if (!option.variant) continue;
    for (const value of option.values) add(option.name, value.label);
  }
  for (const field of product.customFields) if (!field.name.startsWith('__')) add(field.name, field.value);
  return found;
}

type Filter = 'price' | 'stock' | 'brand' | 'category' | `attr:${string}`;

/** Whether a product passes every filter of the query but `skip` (facet counts leave out their own facet). */
function passes(product: Product, query: ListingQuery, skip?: Filter): boolean {
  if (skip !== 'price' && query.priceMin !== null && query.priceMax !== null) {
    const listed = listedPrice(product);
    if (listed < query.priceMin || listed > query.priceMax) return false;
  }
  if (skip !== 'stock' && query.inStock && !inStock(product)) return false;
  if (skip !== 'brand' && query.brands.length > 0 && !query.brands.includes(product.brandId)) return false;
  if (skip !== 'category' && query.categories.length > 0) {
    const inAny = query.categories.some(
      (id) =>
        product.categoryIds.includes(id) || categories.some((child) => child.parentId === id && product.categoryIds.includes(child.id)),
    );
    if (!inAny) return false;
  }
  const attributes = attributesOf(product);
  for (const [name, chosen] of query.attributes) {
    if (skip === `attr:${name}`) continue;
    const has = attributes.get(name);
    if (!has || !chosen.some((value) => has.has(value))) return false;
  }
  return true;
}

function sorted(list: Product[], sort: SortKey): Product[] {
  const copy = [...list];
  switch (sort) {
    case 'newest':
      return copy.sort((a, b) => b.id - a.id);
    case 'priceasc':
      return copy.sort((a, b) => listedPrice(a) - listedPrice(b) || a.id - b.id);
    case 'pricedesc':
      return copy.sort((a, b) => listedPrice(b) - listedPrice(a) || a.id - b.id);
    case 'alphaasc':
      return copy.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    case 'alphadesc':
      return copy.sort((a, b) => b.name.localeCompare(a.name, 'en'));
    default:
      return copy;
  }
}

/** The listing's address with `change` applied to its parameters (page 1 unless the change sets one). */
function urlWith(basePath: string, query: ListingQuery, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(query.keep);
  for (const id of query.categories) params.append('category', String(id));
  for (const id of query.brands) params.append('brand', String(id));
  for (const [name, chosen] of query.attributes) for (const value of chosen) params.append(name, value);
  if (query.inStock) params.set('in_stock', '1');
  if (query.priceMin !== null && query.priceMax !== null) {
    params.set('price_min', String(query.priceMin));
    params.set('price_max', String(query.priceMax));
  }
  if (query.sort !== 'featured') params.set('sort', query.sort);
  change(params);
  const search = params.toString();
  return search === '' ? basePath : `${basePath}?${search}`;
}

const without = (params: URLSearchParams, name: string, value?: string) => {
  const kept = params.getAll(name).filter((candidate) => value !== undefined && candidate !== value);
  params.delete(name);
  for (const candidate of kept) params.append(name, candidate);
};

const toggled = (params: URLSearchParams, name: string, value: string) => {
  if (params.getAll(name).includes(value)) without(params, name, value);
  else params.append(name, value);
};

export interface FacetItem {
  title: string;
  value: string;
  count: number;
  selected: boolean;
  /** The listing with this value toggled (the no-JavaScript link). */
  url: string;
}

export interface Facet {
  facet: string;
  title: string;
  type: 'multi' | 'range' | 'toggle';
  items: FacetItem[];
  selected_count: number;
  /** Open when something in it is chosen, else only the first few groups. */
  open: boolean;
}

/**
 * Filters, sorts and pages `list` (every product of the page: the category's,
 * the brand's, the search's) and gives the theme its objects. `facetNames`
 * leaves out facets that would only repeat the page (a brand page has no brand facet).
 */
export function listing(
  list: Product[],
  asked: ListingQuery,
  options: { basePath: string; currency: Currency; hide?: Array<'brand' | 'category'> },
) {
  const { basePath, currency } = options;
  // Only names some product of the page has are facets: other parameters (a campaign's
  // utm_source, a stale facet) are ignored rather than filtering everything out.
  const names = new Map<string, Set<string>>();
  for (const product of list) {
    for (const [name, found] of attributesOf(product)) {
      if (!names.has(name)) names.set(name, new Set());
      for (const value of found) names.get(name)!.add(value);
    }
  }
  const query: ListingQuery = { ...asked, attributes: new Map([...asked.attributes].filter(([name]) => names.has(name))) };
  const hide = new Set(options.hide ?? []);
  const matching = sorted(
    list.filter((product) => passes(product, query)),
    query.sort,
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / query.limit));
  // A page past the last shows the last (a stale bookmark still lands on products).
  const page = Math.min(query.page, pageCount);
  const pageProducts = matching.slice((page - 1) * query.limit, page * query.limit);

  const multi = (
    facet: string,
    title: string,
    filter: Filter,
    entries: Array<{ value: string; title: string; has: (product: Product) => boolean; selected: boolean }>,
  ): Facet | null => {
    const pool = list.filter((product) => passes(product, query, filter));
    const items = entries
      .map((entry) => ({
        title: entry.title,
        value: entry.value,
        count: pool.filter(entry.has).length,
        selected: entry.selected,
        url: urlWith(basePath, query, (params) => toggled(params, facet, entry.value)),
      }))
      // A value no product of the page has is not offered; a chosen one stays so it can be removed.
      .filter((item) => item.selected || list.some((product) => entries.find((entry) => entry.value === item.value)!.has(product)));
    if (items.length < 1) return null;
    return {
      facet,
      title,
      type: 'multi',
      items,
      selected_count: items.filter((item) => item.selected).length,
      open: false,
    };
  };

  const facets: Facet[] = [];
  if (!hide.has('category')) {
    const ids = [...new Set(list.flatMap((product) => product.categoryIds))];
    const facet = multi(
      'category',
      'Category',
      'category',
      categories
        .filter((category) => ids.includes(category.id) && category.url !== basePath)
        .map((category) => ({
          value: String(category.id),
          title: category.name,
          has: (product) => product.categoryIds.includes(category.id),
          selected: query.categories.includes(category.id),
        })),
    );
    if (facet && facet.items.length > 1) facets.push(facet);
  }
  if (!hide.has('brand')) {
    const ids = [...new Set(list.map((product) => product.brandId))].sort((a, b) => a - b);
    const facet = multi(
      'brand',
      'Brand',
      'brand',
      ids.map((id) => ({
        value: String(id),
        title: brandById(id)?.name ?? String(id),
        has: (product) => product.brandId === id,
        selected: query.brands.includes(id),
      })),
    );
    if (facet) facets.push(facet);
  }
  for (const [name, found] of names) {
    for (const value of query.attributes.get(name) ?? []) found.add(value);
    const facet = multi(
      name,
      name,
      `attr:${name}`,
      [...found].map((value) => ({
        value,
        title: value,
        has: (product) => attributesOf(product).get(name)?.has(value) ?? false,
        selected: query.attributes.get(name)?.includes(value) ?? false,
      })),
    );
    // A group whose every value matches nothing now (and none is chosen) is left out until other filters change.
    if (facet && facet.items.some((item) => item.count > 0 || item.selected)) facets.push(facet);
  }
  const inStockCount = list.filter((product) => passes(product, query, 'stock') && inStock(product)).length;
  const stockFacet: Facet = {
    facet: 'in_stock',
    title: 'Availability',
    type: 'toggle',
    selected_count: query.inStock ? 1 : 0,
    open: false,
    items: [
      {
        title: 'In stock',
        value: '1',
        count: inStockCount,
        selected: query.inStock,
        url: urlWith(basePath, query, (params) => (query.inStock ? params.delete('in_stock') : params.set('in_stock', '1'))),
      },
    ],
  };
  facets.push(stockFacet);
  // The first four groups and any with a choice start open (the sidebar's collapsible groups).
  facets.forEach((facet, index) => {
    facet.open = index < 4 || facet.selected_count > 0;
  });

  // Applied filters, each with the link that removes it (the chips): `facet` names the facet
  // (the theme words the built-in ones: category, brand, in_stock, price), `title` the value.
  const selected: Array<{ facet: string; title: string; url: string }> = [];
  for (const facet of facets) {
    for (const item of facet.items) {
      if (item.selected) {
        selected.push({
          facet: facet.facet,
          title: item.title,
          url: facet.type === 'toggle' ? item.url : urlWith(basePath, query, (params) => without(params, facet.facet, item.value)),
        });
      }
    }
  }
  const priceSet = query.priceMin !== null && query.priceMax !== null;
  if (priceSet) {
    selected.push({
      facet: 'price',
      title: `${money(query.priceMin!, currency).formatted} – ${money(query.priceMax!, currency).formatted}`,
      url: urlWith(basePath, query, (params) => {
        params.delete('price_min');
        params.delete('price_max');
      }),
    });
  }
  const pageUrl = (number: number) =>
    urlWith(basePath, query, (params) => (number > 1 ? params.set('page', String(number)) : params.delete('page')));

  return {
    products: pageProducts,
    /**
     * The facets as category.yml, brand.yml and Cornerstone's faceted-search templates give them:
     * each value's `title`, `count`, `selected` and the `url` that toggles it, with `id` where the
     * filter goes by id (category, brand, the in-stock toggle); the price range last, with what
     * the shopper typed (`min_price`, `max_price`).
     */
    facets: [
      ...facets.map((facet) => ({
        facet: facet.facet,
        title: facet.title,
        partial: facet.type === 'toggle' ? 'multi' : facet.type,
        visible: true,
        start_collapsed: !facet.open,
        show_product_counts: true,
        selected: facet.selected_count > 0,
        items: facet.items.map((item) => ({
          ...(item.value === item.title ? {} : { id: item.value }),
          title: item.title,
          count: item.count,
          selected: item.selected,
          url: item.url,
        })),
      })),
      {
        facet: 'price',
        title: 'Price',
        partial: 'range',
        visible: true,
        start_collapsed: false,
        selected: priceSet,
        min_price: priceSet ? String(query.priceMin) : '',
        max_price: priceSet ? String(query.priceMax) : '',
      },
    ],
    // The store searches with facets (its Product Filtering setting), so themes show them.
    faceted_search_enabled: true,
    selected: {
      items: selected,
      remove_all_url: urlWith(
        basePath,
        { ...query, brands: [], categories: [], attributes: new Map(), inStock: false, priceMin: null, priceMax: null },
        () => {},
      ),
    },
    /** schemas/pagination.yml, one PaginationObject: `total` is the number of results. */
    pagination: {
      current: page,
      total: matching.length,
      sort: query.sort,
      links: Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, url: pageUrl(index + 1) })),
      ...(page > 1 ? { previous: pageUrl(page - 1) } : {}),
      ...(page < pageCount ? { next: pageUrl(page + 1) } : {}),
    },
  };
}
