// Any Stencil theme on the emulator (issue 29 item 2): `THEME_DIR=<folder> npm start` serves
// that theme with the demo catalog, as `stencil start` serves one against a store. Here a small
// theme of a template author's own, with settings of the Theme Editor's types this project's
// theme does not use (Cornerstone's `transparent` colour, a `sort` list), and names the
// platform gives (schemas/product.yml, schemas/cart.yml).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startEmulator, themeDirOf, type RunningEmulator } from './server.ts';
import { Shopper } from './test-support.ts';

function writeTheme(dir: string, settings: Record<string, unknown>): void {
  const files: Record<string, string> = {
    'config.json': JSON.stringify({ name: 'Small', version: '1.0.0', settings }),
    'schema.json': JSON.stringify([
      {
        name: 'Look',
        settings: [
          { type: 'color', id: 'button-border', label: 'Border' },
          { type: 'sort', id: 'wallets', label: 'Order', options: [{ value: 'paypal' }, { value: 'applepay' }] },
          { type: 'select', id: 'layout', label: 'Layout', options: [{ value: 'grid' }, { value: 'list' }] },
          { type: 'color', id: 'accent', label: 'Accent' },
          { type: 'font', id: 'body-font', label: 'Body font' },
          { type: 'text', id: 'gap', label: 'Gap' },
        ],
      },
    ]),
    'assets/scss/theme.scss':
      '@import "parts/button";\nbody { font-family: stencilFontFamily("body-font"), sans-serif; font-weight: stencilFontWeight("body-font"); }',
    'assets/scss/parts/_button.scss':
      '.button { color: stencilColor("accent"); border-color: stencilColor("button-border"); margin: stencilNumber("gap", rem); }',
    'assets/scss/broken.scss': '.button { color: ; ',
    'lang/en.json': JSON.stringify({ cart: { empty: 'Nothing here yet' } }),
    'templates/layout/base.html':
      '<!doctype html><html lang="en"><head><title>{{head.title}}</title>{{{stylesheet "/assets/css/theme.css"}}}</head>' +
      '<body><img class="logo" src="{{cdn "img/logo.svg"}}" alt="">{{#block "page"}}{{/block}}</body></html>',
    'assets/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    'templates/pages/product.html':
      '{{#partial "page"}}<h1>{{product.title}}</h1><p class="price">{{product.price.without_tax.formatted}}</p>' +
      '<p class="layout">{{theme_settings.layout}}</p>{{/partial}}{{> layout/base}}',
    'templates/pages/cart.html':
      '---\ncart: true\n---\n{{#partial "page"}}{{#each cart.items}}<p class="item">{{name}} × {{quantity}}: {{total.formatted}}</p>' +
      '{{else}}<p>{{lang "cart.empty"}}</p>{{/each}}<p class="total">{{cart.grand_total.formatted}}</p>{{/partial}}{{> layout/base}}',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

describe('another theme on the emulator (THEME_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'small-theme-'));
  let emulator: RunningEmulator;
  before(async () => {
    writeTheme(dir, {
      'button-border': 'transparent',
      wallets: ['applepay', 'paypal'],
      layout: 'list',
      accent: '#1d5c3a',
      'body-font': 'Google_Karla_700',
      gap: '2',
    });
    emulator = await startEmulator({ themeDir: themeDirOf(dir), otherTheme: true, devHelpers: false });
  });
  after(async () => {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders its pages with the demo catalog, its own settings and the platform’s names', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    const page = await shopper.navigate('/canvas-tote-bag/');
    // No policy of this project's store: a theme's own inline scripts run, as on a store that set none.
    assert.equal(page.headers.get('content-security-policy'), null);
    const product = page.text;
    assert.match(product, /<h1>Canvas Tote Bag<\/h1><p class="price">\$24\.00<\/p><p class="layout">list<\/p>/);
    assert.match((await shopper.navigate('/cart.php')).text, /<p>Nothing here yet<\/p>/);
    assert.equal((await shopper.navigate('/cart.php?action=add&product_id=101')).status, 303);
    assert.match(
      (await shopper.navigate('/cart.php')).text,
      /<p class="item">Canvas Tote Bag × 1: \$24\.00<\/p><p class="total">\$24\.00<\/p>/,
    );
  });

  it('compiles its SCSS stylesheets with its settings, as the platform serves {{stylesheet}}', async () => {
    const shopper = await new Shopper(() => emulator.url).start();
    // {{cdn}} and {{stylesheet}} write the theme version's paths, as stencil-cli gives a theme it serves one.
    const page = (await shopper.navigate('/canvas-tote-bag/')).text;
    const logo = /<img class="logo" src="([^"]+)"/.exec(page)?.[1] ?? '';
    const sheet = /<link[^>]+href="([^"]+theme\.css)"/.exec(page)?.[1] ?? '';
    assert.match(logo, /^\/stencil\/00000000-0000-0000-0000-000000000001\/img\/logo\.svg$/);
    assert.equal((await shopper.get(logo)).status, 200);
    assert.equal((await shopper.get(sheet)).headers.get('content-type'), 'text/css; charset=utf-8');
    assert.match(page, /<title>Canvas Tote Bag - Fern &amp; Field<\/title>/);
    const css = await shopper.get('/assets/css/theme.css');
    assert.equal(css.status, 200);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
    const text = css.text.replace(/\s+/g, ' ');
    assert.match(text, /\.button \{ color: #1d5c3a; border-color: (transparent|rgba\(0, 0, 0, 0\)); margin: 2rem; \}/);
    assert.match(text, /body \{ font-family: "Karla", sans-serif; font-weight: 700; \}/);
    // A stylesheet that does not compile is the theme's fault, said in the answer; a name it lacks is a 404.
    const broken = await shopper.get('/assets/css/broken.css');
    assert.equal(broken.status, 422);
    assert.match(broken.text, /^\/\* /);
    assert.equal((await shopper.get('/assets/css/missing.css')).status, 404);
  });

  it('refuses a folder that is not a theme, and settings its schema.json does not allow', async () => {
    assert.equal(themeDirOf(''), undefined, 'no THEME_DIR: the project’s own theme');
    assert.throws(
      () => themeDirOf(join(dir, 'templates')),
      /is not a Stencil theme: it has no templates, config\.json, schema\.json, lang/,
    );
    const bad = mkdtempSync(join(tmpdir(), 'bad-theme-'));
    try {
      writeTheme(bad, { layout: 'carousel' });
      await assert.rejects(
        () => startEmulator({ themeDir: bad, otherTheme: true, devHelpers: false }),
        /does not match schema\.json[\s\S]*"layout"/,
      );
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
