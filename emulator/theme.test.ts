// The theme as the platform takes it (markup-examples/): every page renders through the
// platform's renderer with platform helpers only, every text comes from the language
// files (a second language leaves no English), and config.json's settings drive the page.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Paper from '@bigcommerce/stencil-paper';
import Handlebars from 'handlebars';
import { guestPages } from '../e2e/page-list.ts';
import { bootstrapCallOf } from './bootstrap-call.ts';
import { createRenderer } from './render.ts';
import * as accountData from './data/accounts.ts';
import * as storeData from './data/store.ts';
import { products } from './catalog.ts';
import { startEmulator } from './server.ts';
import { STORE_NAME } from './views.ts';
import { Shopper, useEmulator } from './test-support.ts';

const themeDir = fileURLToPath(new URL('../markup-examples/', import.meta.url));
const templatesDir = join(themeDir, 'templates');
const emulator = useEmulator();
const html = { accept: 'text/html' };

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
const templates = [...walk(templatesDir)].filter((file) => file.endsWith('.html'));
const templateName = (file: string) => relative(templatesDir, file).replace(/\.html$/, '');
const readLang = (locale: string) => JSON.parse(readFileSync(join(themeDir, 'lang', `${locale}.json`), 'utf8')) as Record<string, unknown>;
const flatten = (value: unknown, prefix = ''): Array<[string, string]> =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

/** Signed-in pages: the account family (spec §2), opened as Ada, who has orders, addresses and downloads. */
const signedInPages = [
  '/account.php',
  '/account.php?action=order_status',
  '/account.php?action=address_book',
  '/account.php?action=add_shipping_address',
  '/account.php?action=view_returns',
  '/account.php?action=payment_methods',
  '/account.php?action=add_payment_method',
  '/account.php?action=account_details',
  '/account.php?action=recent_items',
  '/account.php?action=inbox',
  '/downloads',
  '/wishlist.php',
  '/wishlist.php?action=addwishlist',
  '/login.php?action=account_created',
];

async function signedIn(): Promise<Shopper> {
  const me = await new Shopper(() => emulator.url).start();
  const answer = await me.navigate('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
  assert.equal(answer.headers.get('location'), '/account.php');
  return me;
}

/** What a shopper reads: text and the attributes screen readers and pointers show. */
function visibleText(page: string): string[] {
  const attributes = [...page.matchAll(/\s(?:alt|aria-label|placeholder|title|label)="([^"]+)"/g)].map((match) => match[1]!);
  const text = page
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, ' ')
    .split(/<[^>]+>/)
    .map((part) => part.replace(/\s+/g, ' ').trim());
  return [...text, ...attributes].filter((part) => /[A-Za-z]/.test(part)).map((part) => decode(part));
}
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x3D;/g, '=')
    .replace(/&#x60;/g, '`');

describe('the theme is a Stencil theme (markup-examples/)', () => {
  it('has the files the platform reads: config.json with settings, templates, lang/en.json', () => {
    const config = JSON.parse(readFileSync(join(themeDir, 'config.json'), 'utf8'));
    assert.equal(typeof config.name, 'string');
    assert.match(config.version, /^\d+\.\d+\.\d+$/);
    for (const flag of [
      'kitchen_sink',
      'image_swap_on_hover',
      'popup_login',
      'card_atc_button',
      'card_atc_button_pos',
      'card_atc_input',
      'card_atc_input_default',
      'pdp_video_thumbnails_pos',
    ]) {
      assert.ok(flag in config.settings, `config.json settings has ${flag} (spec §3)`);
    }
    for (const page of [
      'home',
      'product',
      'category',
      'brand',
      'brands',
      'search',
      'cart',
      'compare',
      'blog',
      'blog-post',
      'page',
      'contact-us',
      'sitemap',
      'rss',
      'errors/404',
      'auth/login',
      'auth/create-account',
      'account/orders/all',
      'gift-certificate/purchase',
    ]) {
      assert.ok(
        templates.some((file) => templateName(file) === `pages/${page}`),
        `templates/pages/${page}.html`,
      );
    }
  });

  it('templates call only the platform’s helpers and partials that exist', () => {
    const helpers = new Set(
      Object.keys(
        (new Paper({}, {}, {}, 'handlebars-v4', console, 'error').getRenderer() as unknown as { handlebars: { helpers: object } })
          .handlebars.helpers,
      ),
    );
    const names = new Set(templates.map(templateName));
    // Partials a template defines for its layout ({{#partial "page"}}) are not files.
    const problems: string[] = [];
    for (const file of templates) {
      const ast = Handlebars.parse(readFileSync(file, 'utf8'));
      const defined = new Set<string>();
      const visitor = new Handlebars.Visitor();
      const callsHelper = (node: hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression) => {
        const path = node.path as hbs.AST.PathExpression;
        if (path.type !== 'PathExpression') return;
        const isCall =
          node.type === 'SubExpression' || node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0 || node.type === 'BlockStatement';
        const builtIn = ['if', 'unless', 'each', 'with', 'lookup', 'log', 'blockHelperMissing'].includes(path.original);
        if (isCall && !builtIn && !helpers.has(path.original) && !path.data)
          problems.push(`${templateName(file)}: {{${path.original}}} is not a platform helper`);
        if (path.original === 'partial' && node.params[0]?.type === 'StringLiteral')
          defined.add((node.params[0] as hbs.AST.StringLiteral).value);
      };
      visitor.MustacheStatement = function (node) {
        callsHelper(node);
        Handlebars.Visitor.prototype.MustacheStatement.call(this, node);
      };
      visitor.BlockStatement = function (node) {
        callsHelper(node);
        Handlebars.Visitor.prototype.BlockStatement.call(this, node);
      };
      visitor.SubExpression = function (node) {
        callsHelper(node);
        Handlebars.Visitor.prototype.SubExpression.call(this, node);
      };
      visitor.PartialStatement = function (node) {
        const name = (node.name as hbs.AST.PathExpression).original;
        if (!names.has(name) && !defined.has(name)) problems.push(`${templateName(file)}: {{> ${name}}} has no template`);
        Handlebars.Visitor.prototype.PartialStatement.call(this, node);
      };
      visitor.accept(ast);
      if (/@root\./.test(readFileSync(file, 'utf8'))) problems.push(`${templateName(file)}: @root (Stencil renders blocks without it)`);
    }
    assert.deepEqual(problems, []);
  });

  it('every page type renders through stencil-paper, guest and signed in, with no missing language key', async () => {
    const guest = await new Shopper(() => emulator.url).start();
    for (const [pageType, url, status = 200] of guestPages) {
      const page = await guest.get(url, { headers: html });
      assert.equal(page.status, status, url);
      assert.equal(bootstrapCallOf(page.text)?.pageType, pageType, url);
      assert.doesNotMatch(page.text, /\[object Object\]|undefined/, url);
    }
    const ada = await signedIn();
    for (const url of signedInPages) {
      const page = await ada.get(url, { headers: html });
      assert.equal(page.status, 200, url);
      assert.doesNotMatch(page.text, /\[object Object\]/, url);
    }
    const theme = (await guest.get('/__emulator/theme')).json<{ locales: string[]; missingTranslations: string[] }>();
    assert.deepEqual(theme.missingTranslations, []);
    assert.deepEqual([...theme.locales].sort(), ['en', 'fr']);
  });

  it('records a language key no file has, for every language and render', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'theme-'));
    try {
      cpSync(join(themeDir, 'lang'), join(dir, 'lang'), { recursive: true });
      cpSync(templatesDir, join(dir, 'templates'), { recursive: true });
      writeFileSync(join(dir, 'templates', 'components', 'probe.html'), "{{lang 'no.such.key'}}|{{lang 'header.search'}}");
      const renderer = createRenderer(dir);
      const request = (acceptLanguage: string) => ({ acceptLanguage, themeSettings: {}, siteSettings: {} });
      assert.equal(await renderer.component('probe', {}, request('fr')), 'no.such.key|Rechercher');
      assert.equal(await renderer.component('probe', {}, request('en-GB')), 'no.such.key|Search');
      assert.deepEqual([...renderer.missingTranslations], ['no.such.key']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the style guide lists the tokens tokens.css declares, each with its declared value', () => {
    // The no-JavaScript token table is written in components/style-guide/token-rows.html (a theme
    // cannot read its stylesheet while rendering); it must say what assets/css/tokens.css says.
    const css = readFileSync(join(themeDir, 'assets', 'css', 'tokens.css'), 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.replace(/\s+/g, ' ').trim()]);
    const rows = readFileSync(join(templatesDir, 'components', 'style-guide', 'token-rows.html'), 'utf8');
    const listed = [
      ...rows.matchAll(/<tr data-token="(--[\w-]+)"><th scope="row"><code>\1<\/code><\/th><td><code>([^<]*)<\/code><\/td>/g),
    ].map(([, name, value]) => [name!, value!]);
    assert.ok(declared.length > 30);
    assert.deepEqual(listed, declared);
  });

  it('lang/fr.json translates every key of lang/en.json', () => {
    const english = new Map(flatten(readLang('en')));
    const french = new Map(flatten(readLang('fr')));
    assert.ok(english.size > 100, `en.json has ${english.size} texts`);
    assert.deepEqual(
      [...english.keys()].filter((key) => !french.has(key)),
      [],
    );
    assert.deepEqual(
      [...french.keys()].filter((key) => !english.has(key)),
      [],
    );
  });

  it('a shopper whose browser asks for French reads no English on any page', async () => {
    // English-only words: those of the English texts that no French text uses.
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/\{[^}]*\}/g, ' ')
        .match(/[a-z]{3,}/g) ?? [];
    const frenchWords = new Set(flatten(readLang('fr')).flatMap(([, text]) => words(text)));
    const englishOnly = new Set(
      flatten(readLang('en'))
        .flatMap(([, text]) => words(text))
        .filter((word) => !frenchWords.has(word)),
    );
    // Demo data is the store's, not the theme's: names, descriptions, titles, countries and
    // order statuses stay as the store has them (the platform translates its own), within
    // translated sentences too ("Voir la collection Weekend Camp Kit").
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
    const data = [STORE_NAME, ...strings([products, storeData, accountData])]
      .filter((text) => text.length >= 3)
      .map((text) => text.toLowerCase())
      .sort((a, b) => b.length - a.length);
    const withoutData = (text: string) =>
      data.reduce((rest, known) => (rest.includes(known) ? rest.split(known).join(' ') : rest), text.toLowerCase());
    const french = { ...html, 'accept-language': 'fr-FR,fr;q=0.9' };
    const leftovers = new Map<string, Set<string>>();
    const check = async (me: Shopper, url: string) => {
      const page = await me.get(url, { headers: french });
      assert.match(page.text, /<html lang="fr"/, `${url} says it is French`);
      for (const text of visibleText(page.text)) {
        const english = words(withoutData(text)).filter((word) => englishOnly.has(word));
        if (english.length > 0) (leftovers.get(url) ?? leftovers.set(url, new Set()).get(url)!).add(text);
      }
    };
    const guest = await new Shopper(() => emulator.url).start();
    await guest.add(101, 1);
    for (const [, url] of guestPages) await check(guest, url);
    const ada = await signedIn();
    for (const url of signedInPages) await check(ada, url);
    assert.deepEqual(Object.fromEntries([...leftovers].map(([url, texts]) => [url, [...texts]])), {});
  });
});

describe('the theme’s settings (config.json) drive what pages show', () => {
  const copies: string[] = [];
  after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The demo store on a copy of the theme whose config.json has these settings. */
  async function storeWith(settings: Record<string, unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'theme-'));
    copies.push(dir);
    cpSync(themeDir, dir, { recursive: true, filter: (path) => !path.includes(`${join('assets', 'dist')}`) });
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...config, settings: { ...config.settings, ...settings } }));
    return startEmulator({ port: 0, host: '127.0.0.1', themeDir: dir });
  }

  it('popup_login off: no popup login on the page; on: the popup and its trigger', async () => {
    const off = await storeWith({ popup_login: false });
    try {
      const page = await (await new Shopper(() => off.url).start()).get('/', { headers: html });
      assert.doesNotMatch(page.text, /<store-login-popup/);
      assert.doesNotMatch(page.text, /data-store-modal-open="popup-login"/);
      assert.equal(bootstrapCallOf(page.text)?.context.themeSettings.popup_login, false);
    } finally {
      await off.close();
    }
    const on = (await (await new Shopper(() => emulator.url).start()).get('/', { headers: html })).text;
    assert.match(on, /<store-login-popup/);
    assert.match(on, /data-store-modal-open="popup-login"/);
  });

  it('card_atc_button off: product cards have no add-to-cart button', async () => {
    const off = await storeWith({ card_atc_button: false });
    try {
      const page = await (await new Shopper(() => off.url).start()).get('/', { headers: html });
      assert.match(page.text, /<store-product-card[\s>]/);
      assert.doesNotMatch(page.text, /card-atc-button|data-card-atc/);
    } finally {
      await off.close();
    }
    const on = (await (await new Shopper(() => emulator.url).start()).get('/', { headers: html })).text;
    assert.match(on, /card-atc-button/);
  });
});
