// docs/template-authors.md tells template authors what each page type's template
// receives; this fails when that list and the demo store's page contexts differ.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { contextsMarkdown, DOC_PATH, readPageContexts, withContexts } from './page-contexts.ts';

it('the documented context of every page type is what the demo store gives its template', async () => {
  const doc = readFileSync(DOC_PATH, 'utf8');
  const pages = await readPageContexts();
  assert.ok(pages.length >= 30, 'guest and account page types are read');
  assert.equal(
    doc,
    withContexts(doc, contextsMarkdown(pages)),
    'docs/template-authors.md and the emulator differ: run `npx tsx scripts/page-contexts.ts` and review the change',
  );
});

it('the list says which template each page type renders and which fields its own objects have', async () => {
  const doc = readFileSync(DOC_PATH, 'utf8');
  assert.match(doc, /\| product \| `pages\/product\.html` \| `\/trail-jacket\/` \| `product` \{id, title, url, /);
  assert.match(doc, /\| cart \| `pages\/cart\.html` \| `\/cart\.php` \| `cart` \{items, quantity, sub_total, /);
});
