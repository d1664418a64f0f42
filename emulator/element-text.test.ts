// The texts the elements render from JavaScript come from the theme's language files:
// every storefront tag a page places sets each message and label attribute its element
// documents (dist/custom-elements.json), so a French page gets French buttons, messages
// and screen-reader labels rather than the elements' English defaults.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { guestPages } from '../e2e/page-list.ts';
import { Shopper, useEmulator } from './test-support.ts';

const manifestFile = fileURLToPath(new URL('../dist/custom-elements.json', import.meta.url));
const emulator = useEmulator();
const french = { accept: 'text/html', 'accept-language': 'fr' };

/** Product pages beyond the guest list's: upsell targets in a custom field, a parent collection, a download. */
const productPages = ['/camp-lantern/', '/canvas-tote-bag/', '/field-guide-to-ferns-pdf/'];

/** Server fragments the elements fetch and put on the page (quick view, quick search, cart preview). */
const fragments: Array<[path: string, template: string]> = [
  ['/products.php?productId=110', 'products/quick-view'],
  ['/search.php?search_query=camp', 'search/quick-results'],
  ['/cart.php', 'cart/preview'],
];

/** Signed-in pages: the account family, opened as the demo customer with orders, a saved cart and downloads. */
const signedInPages = [
  '/account.php',
  '/account.php?action=order_status',
  '/account.php?action=view_order&order_id=1002',
  '/account.php?action=address_book',
  '/account.php?action=add_shipping_address',
  '/account.php?action=edit_shipping_address&address_id=1',
  '/account.php?action=new_return&order_id=1002',
  '/account.php?action=view_returns',
  '/account.php?action=payment_methods',
  '/account.php?action=add_payment_method',
  '/account.php?action=edit_payment_method&method_id=1',
  '/account.php?action=edit_account',
  '/account.php?action=recent_items',
  '/account.php?action=inbox',
  '/account.php?action=download_item',
  '/downloads',
  '/wishlist.php',
  '/wishlist.php?action=addwishlist',
  '/cart.php',
  '/trail-jacket/',
];

/**
 * Attributes that may stay unset on purpose: an icon without a label is decorative
 * (the header's icons sit next to their link's own text, which names the link).
 */
const optional: Record<string, readonly string[]> = { 'store-icon': ['label'] };

/** A text a shopper reads: `label`, `warning`, `message`, `label-…`, or a name ending in -label, -message or -title. */
const isText = (name: string) => /^(label|warning|message)$|^label-|-(label|message|title)$/.test(name);

interface Manifest {
  modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ name: string }> }> }>;
}

/** Each element's text attributes, from the manifest the build writes. */
function textAttributes(): Map<string, string[]> {
  assert.ok(existsSync(manifestFile), 'dist/custom-elements.json is missing: run `npm run build` first (it writes the elements manifest).');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const byTag = new Map<string, string[]>();
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.tagName) continue;
    const skip = optional[declaration.tagName] ?? [];
    byTag.set(
      declaration.tagName,
      (declaration.attributes ?? []).map((attribute) => attribute.name).filter((name) => isText(name) && !skip.includes(name)),
    );
  }
  assert.ok(byTag.size > 10, `the manifest lists ${byTag.size} elements`);
  return byTag;
}

/** The opening tags of storefront elements in a page's markup (not in scripts or comments). */
function storeTags(html: string): Array<{ tag: string; attributes: Map<string, string>; source: string }> {
  const markup = html.replace(/<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, ' ');
  return [...markup.matchAll(/<(store-[a-z-]+)(\s[^>]*)?>/g)].map((match) => {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(/([^\s=]+)(?:="([^"]*)"|='([^']*)'|=([^\s"'>]+))?/g)) {
      attributes.set(attribute[1]!.toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    return { tag: match[1]!, attributes, source: match[0] };
  });
}

describe('element texts come from the language files', () => {
  it('every placed element sets each of its message and label attributes, on French pages', async () => {
    const expected = textAttributes();
    /** One line per element and problem, with the first page it was seen on (a card repeats on every grid). */
    const problems = new Map<string, string>();
    const problem = (where: string, what: string) => {
      if (!problems.has(what)) problems.set(what, `${what} (${where})`);
    };
    const seen = new Set<string>();
    const check = (where: string, html: string) => {
      for (const { tag, attributes } of storeTags(html)) {
        seen.add(tag);
        const wanted = expected.get(tag);
        if (!wanted) {
          problem(where, `<${tag}> is not in the elements manifest`);
          continue;
        }
        for (const name of wanted) {
          const value = attributes.get(name);
          if (value === undefined) problem(where, `<${tag}> has no ${name}`);
          else if (value.trim() === '') problem(where, `<${tag}> has an empty ${name}`);
          else if (/\{\{|\[object Object\]|undefined/.test(value)) problem(where, `<${tag}> ${name}="${value}"`);
        }
      }
    };
    const page = async (me: Shopper, url: string, status = 200) => {
      const answer = await me.get(url, { headers: french });
      assert.equal(answer.status, status, url);
      assert.match(answer.text, /<html lang="fr"/, `${url} is French`);
      check(url, answer.text);
    };

    const guest = await new Shopper(() => emulator.url).start();
    await guest.add(101, 1);
    for (const [, url, status] of guestPages) await page(guest, url, status);
    for (const url of productPages) await page(guest, url);
    for (const [url, template] of fragments) {
      const answer = await guest.get(url, { templates: [template], headers: { 'accept-language': 'fr' } });
      assert.equal(answer.status, 200, `${url} with ${template}`);
      check(`${url} (${template})`, answer.text);
    }

    const ada = await new Shopper(() => emulator.url).start();
    const signIn = await ada.navigate('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    assert.equal(signIn.headers.get('location'), '/account.php');
    for (const url of signedInPages) await page(ada, url);

    assert.deepEqual([...problems.values()], []);
    // The sweep saw the elements the theme places (a page type dropping its tags would pass silently).
    const placed = [
      'store-carousel',
      'store-cart',
      'store-cart-count',
      'store-cart-preview',
      'store-cookie-notice',
      'store-currency-selector',
      'store-fbt',
      'store-login-popup',
      'store-product-card',
      'store-product-form',
      'store-product-gallery',
      'store-quick-search',
      'store-quick-view',
      'store-review-form',
      'store-wishlist-add',
    ];
    for (const tag of placed) {
      assert.ok(seen.has(tag), `no page placed <${tag}>`);
    }
  });

  it('a placeholder the element fills reaches the page literally, in English and in French', async () => {
    const me = await new Shopper(() => emulator.url).start();
    for (const language of ['en', 'fr']) {
      const home = (await me.get('/', { headers: { accept: 'text/html', 'accept-language': language } })).text;
      const search = storeTags(home).find(({ tag }) => tag === 'store-quick-search');
      assert.ok(search, 'the header places <store-quick-search>');
      assert.match(
        search.attributes.get('count-message') ?? '',
        /\{count\}.*\{query\}/,
        `${language}: count-message keeps {count} and {query}`,
      );
    }
  });
});
