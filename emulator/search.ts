/**
 * The store's search beside its products: what the platform's search page gives a template
 * (schemas/category-results.yaml, brand-results.yaml, content-results.yaml, and
 * `forms.search.has_suggestions` / `suggested_query`, which Cornerstone's templates/pages/search.html
 * reads). Words are matched as the platform's search matches them, plural or singular
 * ("lanterns" finds the lanterns); a search that finds nothing suggests the closest word the
 * catalog has.
 */
import { brandById, products, type Product } from './catalog.ts';
import { brands, categories, webPages, type Category } from './data/store.ts';

/** The words of a search, lower case. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** The forms of a word the search also takes: its singular ("lanterns" → "lantern", "boxes" → "box"). */
function forms(word: string): string[] {
  if (word.length > 4 && /(ses|xes|zes|ches|shes)$/.test(word)) return [word, word.slice(0, -2)];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word];
}

const matches = (text: string, word: string) => forms(word).some((form) => text.includes(form));

function productText(product: Product): string {
  return `${product.name} ${product.sku} ${product.description} ${brandById(product.brandId)?.name ?? ''}`.toLowerCase();
}

/** The products every word of `query` finds (in their name, SKU, description or brand). */
export function searchProducts(query: string): Product[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return products.filter((product) => {
    const text = productText(product);
    return words.every((word) => matches(text, word));
  });
}

/** category_results: each category a word names, as its trail from the top (a list of `{ url, name }`). */
export function categoryResults(query: string, trailOf: (category: Category) => Array<{ name: string; url: string }>) {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return categories
    .filter((category) => words.some((word) => matches(category.name.toLowerCase(), word)))
    .map((category) => trailOf(category).filter((step) => step.url !== '/'));
}

/** brand_results: each brand a word names. */
export function brandResults(query: string) {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return brands.filter((brand) => words.some((word) => matches(brand.name.toLowerCase(), word))).map(({ name, url }) => ({ name, url }));
}

/** content_results: the store's pages whose title or text has every word. */
export function contentResults(query: string) {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return webPages
    .filter((page) => {
      const text = `${page.title} ${page.body.join(' ')}`.toLowerCase();
      return words.every((word) => matches(text, word));
    })
    .map((page) => ({ title: page.title, url: page.url, content: page.body[0] ?? '', type: 'Page' }));
}

/**
 * forms.search.suggested_query: for a search that finds nothing, the same search with each word
 * the catalog does not know replaced by the closest one it does (at most two letters apart); none
 * when no word is close, or the suggestion finds nothing either.
 */
export function suggestedQuery(query: string): { query: string; url: string } | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const vocabulary = [
    ...new Set(products.flatMap((product) => productText(product).split(/[^a-z0-9]+/)).filter((word) => word.length > 2)),
  ];
  let changed = false;
  const suggested = words.map((word) => {
    if (vocabulary.some((known) => matches(known, word))) return word;
    let best: { word: string; distance: number } | null = null;
    for (const known of vocabulary) {
      // The word as typed, or its singular ("lantrens" is two letters from "lantern").
      const distance = Math.min(...forms(word).map((form) => editDistance(form, known)));
      if (distance <= 2 && (!best || distance < best.distance)) best = { word: known, distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  const text = suggested.join(' ');
  if (!changed || searchProducts(text).length === 0) return null;
  return { query: text, url: `/search.php?search_query=${encodeURIComponent(text)}` };
}

/** Levenshtein distance, for the suggestion. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
