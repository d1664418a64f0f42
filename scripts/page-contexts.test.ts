// docs/template-authors.md tells template authors what each page type's template
// receives from the platform; this fails when that list and the object schemas differ.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { PAGE_TYPES } from '../emulator/platform/page-objects.ts';
import { contextsMarkdown, currentContexts, DOC_PATH, unknownFrontMatterPaths } from './page-contexts.ts';

it('the documented context of every page type is what the schemas give it', () => {
  const documented = currentContexts(readFileSync(DOC_PATH, 'utf8'));
  // Compared as a boolean: a diff of two long texts is not what to read here, the script's rewrite is.
  assert.ok(
    documented === contextsMarkdown(),
    'docs/template-authors.md and the schemas in emulator/platform/ differ: run `npx tsx scripts/page-contexts.ts` and review the change',
  );
});

it('the list has a row for every page type, with its template and its objects', () => {
  const section = contextsMarkdown();
  const missing = PAGE_TYPES.filter((pageType) => !section.includes(`\n| ${pageType} | `));
  assert.deepEqual(missing, [], 'every page type of the schemas has a row');
  assert.match(
    section,
    /\n\| product \| `pages\/product\.html` \| `product` \{[^}]*\boptions\[\], /,
    'the product row names its template and lists',
  );
  assert.match(section, /\n\| cart \| `pages\/cart\.html` \| `cart` \{[^}]*\bitems\[\], /, 'the cart row names its template and its items');
});

it('what comes only by front matter is marked, and the marks name fields the schemas have', () => {
  const section = contextsMarkdown();
  assert.deepEqual(unknownFrontMatterPaths(), [], 'every front-matter path names a schema field');
  assert.match(section, /\n- `products` \{new\[\]†, featured\[\]†, top_sellers\[\]†\}\n/, 'the product lists of the home page are marked');
  assert.match(section, /\n- `carousel`† \{/, 'the carousel is marked');
  assert.match(section, /\breviews†/, "the product's reviews are marked");
  assert.match(section, /\n\| cart \| `pages\/cart\.html` \| `cart` \{/, 'the cart page has its cart unmarked');
});
