// The theme check (issue 29): the demo theme has no finding, and each rule fires on a broken
// copy, at the line and column of the mistake.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkTheme, formatFinding, type Finding } from './theme-check.ts';

const scratch = mkdtempSync(join(tmpdir(), 'theme-check-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A theme folder with these files (paths relative to it), and English and French language files. */
function theme(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  const all = {
    'lang/en.json': JSON.stringify({ header: { title: 'Shop', search: 'Search' }, forms: { validation: { required: 'Required' } } }),
    'lang/fr.json': JSON.stringify({ header: { title: 'Boutique', search: 'Rechercher' }, forms: { validation: { required: 'Requis' } } }),
    'templates/components/common/header.html': '<h1>{{lang "header.title"}}</h1>\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const brief = (findings: Finding[]) => findings.map(({ file, line, column, rule }) => `${file}:${line}:${column} ${rule}`);

test('the demo theme (markup-examples/) has no finding, the object model check included: it reads only what the platform gives', () => {
  assert.deepEqual(checkTheme('markup-examples', { contract: true }).map(formatFinding), []);
});

test('a sound theme has no finding: partials, platform helpers, language keys and groups, front matter on a page', () => {
  const root = theme('sound', {
    'templates/pages/home.html':
      '---\nproducts:\n  featured:\n    limit: 4\n---\n{{> components/common/header}}\n' +
      '{{#if (or customer settings.show_search)}}{{lang "header.search"}}{{/if}}\n' +
      "{{inject 'messages' (langJson 'forms.validation')}}{{#each products.featured}}{{name}}{{/each}}\n",
  });
  assert.deepEqual(checkTheme(root), []);
});

test('unknown-partial: a partial with no template, and a dynamicComponent folder with none', () => {
  const root = theme('partials', {
    'templates/pages/home.html':
      'one\n{{> components/common/header}}\n  {{> components/common/footer}}\n{{dynamicComponent "components/options"}}\n' +
      '{{> "components/common/header"}}{{> "components/common/nav"}}\n',
  });
  assert.deepEqual(brief(checkTheme(root)), [
    'templates/pages/home.html:3:3 unknown-partial',
    'templates/pages/home.html:4:1 unknown-partial',
    'templates/pages/home.html:5:33 unknown-partial',
  ]);
});

test('unknown-helper: called with arguments, as a block with arguments, or in a sub-expression; a bare name is a path', () => {
  const root = theme('helpers', {
    'templates/pages/home.html':
      '{{formatPrice price}}\n{{#repeat 3}}x{{/repeat}}\n{{#if (shout title)}}y{{/if}}\n{{title}}{{#customer}}z{{/customer}}\n',
  });
  const findings = checkTheme(root);
  assert.deepEqual(brief(findings), [
    'templates/pages/home.html:1:1 unknown-helper',
    'templates/pages/home.html:2:1 unknown-helper',
    'templates/pages/home.html:3:7 unknown-helper',
  ]);
  assert.match(
    formatFinding(findings[0]!),
    /"formatPrice" is not a helper the platform's renderer has \(https:\/\/developer\.bigcommerce\.com\/docs\//,
  );
});

test('missing-lang-key: a key English lacks, and one only another language lacks, counted from after the front matter', () => {
  const root = theme('lang', {
    'lang/fr.json': JSON.stringify({ header: { title: 'Boutique' }, forms: { validation: { required: 'Requis' } } }),
    'templates/pages/home.html': '---\ncarousel: true\n---\n{{lang "header.title"}}\n{{lang "header.tagline"}} {{lang "header.search"}}\n',
  });
  const findings = checkTheme(root);
  assert.deepEqual(brief(findings), ['templates/pages/home.html:5:1 missing-lang-key', 'templates/pages/home.html:5:27 missing-lang-key']);
  assert.match(findings[0]!.message, /"header\.tagline" is not in lang\/en\.json/);
  assert.match(findings[1]!.message, /"header\.search" is not in lang\/fr\.json/);
});

test('misplaced-front-matter: front matter in a component is not read by the platform', () => {
  const root = theme('front-matter', {
    'templates/components/products/list.html': '---\nproducts:\n  new: true\n---\n<ul></ul>\n',
    'templates/pages/home.html': '{{> components/products/list}}\n',
  });
  assert.deepEqual(brief(checkTheme(root)), ['templates/components/products/list.html:1:1 misplaced-front-matter']);
});

test('undeclared-resource: a page, or a partial it includes, reads what only its front matter can ask for', () => {
  const root = theme('undeclared', {
    'templates/components/products/featured.html': '<ul>{{#each products.featured}}<li>{{name}}</li>{{/each}}</ul>\n',
    // Reads the featured products and the carousel, declares the carousel only.
    'templates/pages/home.html': '---\ncarousel: true\n---\n{{#if carousel}}<div></div>{{/if}}\n{{> components/products/featured}}\n',
    // The same partial on a page that asks for the list (a limit from a theme setting counts).
    'templates/pages/brands.html':
      '---\nproducts:\n  featured:\n    limit: {{theme_settings.count}}\n---\n{{> components/products/featured}}\n',
    // Inside the product the path is relative: reviews read as product.reviews, undeclared.
    'templates/pages/product.html': '{{#each product.reviews.list}}{{title}}{{/each}}{{product.title}}\n',
  });
  assert.deepEqual(brief(checkTheme(root)), [
    'templates/components/products/featured.html:1:13 undeclared-resource',
    'templates/pages/product.html:1:9 undeclared-resource',
  ]);
  const [featured] = checkTheme(root);
  assert.match(featured!.message, /templates\/pages\/home\.html does not declare products\.featured/);
});

test('a template that does not parse is a finding, not a crash', () => {
  const root = theme('broken', { 'templates/pages/home.html': '<p>\n{{#if customer}}\n</p>\n' });
  const [finding] = checkTheme(root);
  assert.deepEqual(brief([finding!]), ['templates/pages/home.html:4:1 syntax-error']);
  assert.match(finding!.message, /does not parse/);
});

test('unknown-path (--contract): names the platform does not give on the page, through each, with, partials and the layout', () => {
  const root = theme('contract', {
    'templates/layout/base.html': '<title>{{head.title}}</title>{{{block "page"}}}{{web_page.title}}\n',
    'templates/components/products/card.html':
      '<a href="{{url}}">{{name}}</a>{{price.without_tax.formatted}}{{title}}{{#if show_compare}}c{{/if}}\n',
    'templates/pages/product.html':
      '---\nproduct:\n  related_products: {}\n---\n' +
      '{{#partial "page"}}\n<h1>{{product.title}}</h1>{{product.name}}\n' +
      '{{#each product.options}}{{display_name}}{{#each values}}{{label}}{{../partial}}{{/each}}{{/each}}\n' +
      '{{#with product.price}}{{without_tax.formatted}}{{without_tax.text}}{{/with}}\n' +
      '{{#each product.related_products}}{{> components/products/card show_compare=true}}{{/each}}\n' +
      '{{#each product.related_products as |related|}}{{related.name}}{{related.nickname}}{{/each}}\n' +
      '{{#for 1 5}}{{$index}}{{/for}}{{jsContext}}{{cart_id}}{{theme_settings.anything}}{{@root.product.title}}\n' +
      '{{/partial}}\n{{> layout/base}}\n',
  });
  const findings = checkTheme(root, { contract: true }).filter((finding) => finding.rule === 'unknown-path');
  assert.deepEqual(
    findings.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`),
    [
      'templates/pages/product.html:6:29 "product.name": the platform gives no "name" there (page type product)',
      'templates/pages/product.html:8:51 "without_tax.text": the platform gives no "text" there (page type product)',
      'templates/components/products/card.html:1:64 "title": the platform gives no "title" there (page type product)',
      'templates/pages/product.html:10:66 "related.nickname": the platform gives no "nickname" there (page type product)',
      'templates/layout/base.html:1:50 "web_page.title": the platform gives no "web_page" there (page type product)',
    ],
  );
  // Without --contract, paths are not judged.
  assert.deepEqual(checkTheme(root), []);
});

test('unknown-path (--contract): a partial’s hash names are in its context, so ../ inside its blocks reaches them', () => {
  const root = theme('hash-context', {
    'templates/pages/product.html':
      '---\nproduct:\n  related_products: {}\n---\n{{> components/products/list cards=product.related_products heading=product.title}}\n',
    'templates/components/products/list.html': '{{#each cards}}{{name}}{{../heading}}{{../cards.length}}{{../nickname}}{{/each}}\n',
  });
  const findings = checkTheme(root, { contract: true });
  assert.deepEqual(
    findings.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`),
    ['templates/components/products/list.html:1:59 "../nickname": the platform gives no "nickname" there (page type product)'],
  );
});

test('unknown-path (--contract): a dynamicComponent renders each partial of its folder with the option alone as its context', () => {
  const root = theme('dynamic', {
    'templates/pages/product.html':
      "{{#each product.options}}{{{dynamicComponent 'components/products/options'}}}{{/each}}{{product.title}}\n",
    'templates/components/products/options/set-select.html':
      '<label>{{display_name}}</label>{{#each values}}<option value="{{id}}">{{label}}</option>{{/each}}{{pid}}\n',
    // The option is all it sees: the product page's names are not there.
    'templates/components/products/options/input-text.html': '<input name="attribute[{{id}}]" value="{{prefill}}">{{product.title}}\n',
  });
  const findings = checkTheme(root, { contract: true }).filter((finding) => finding.rule === 'unknown-path');
  assert.deepEqual(findings.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`).sort(), [
    'templates/components/products/options/input-text.html:1:55 "product.title": the platform gives no "product" there (page type product)',
    'templates/components/products/options/set-select.html:1:100 "pid": the platform gives no "pid" there (page type product)',
  ]);
});
