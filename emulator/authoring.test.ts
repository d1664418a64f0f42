// What a template author does in markup-examples/ and sees in the demo store: a page of
// their own, front matter, and a page's context as JSON. Each test serves a copy of the
// theme, so the real one is never edited.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bootstrapCallOf } from './bootstrap-call.ts';
import { startEmulator, type RunningEmulator } from './server.ts';

const themeSource = fileURLToPath(new URL('../markup-examples', import.meta.url));

describe('a page of the theme’s own', () => {
  let themeDir: string;
  let emulator: RunningEmulator;
  let withDebug: RunningEmulator;
  before(async () => {
    themeDir = mkdtempSync(join(tmpdir(), 'theme-'));
    cpSync(themeSource, themeDir, { recursive: true, filter: (path) => !path.includes(`${join('assets', 'dist')}`) });
    mkdirSync(join(themeDir, 'templates/pages/custom/page'), { recursive: true });
    writeFileSync(
      join(themeDir, 'templates/pages/custom/page/opening-times.html'),
      [
        '---',
        'products:',
        '  new:',
        '    limit: 4',
        '---',
        '{{#partial "page"}}<h1>Opening times at {{settings.store_name}}</h1>{{/partial}}',
        '{{> layout/base}}',
        '',
      ].join('\n'),
    );
    emulator = await startEmulator({ port: 0, themeDir });
    withDebug = await startEmulator({ port: 0, themeDir, debugContext: true });
  });
  after(async () => {
    await emulator.close();
    await withDebug.close();
    rmSync(themeDir, { recursive: true, force: true });
  });

  it('templates/pages/custom/page/<name>.html shows at /<name>/ as a web page, in the layout', async () => {
    const answer = await fetch(`${emulator.url}/opening-times/`);
    assert.equal(answer.status, 200);
    const html = await answer.text();
    assert.match(html, /<h1>Opening times at Fern &amp; Field<\/h1>/);
    assert.match(html, /class="skip-link"/, 'the layout is around it');
    assert.equal(bootstrapCallOf(html)?.pageType, 'page');
  });

  it('front matter is the platform’s to read: it never reaches the page', async () => {
    const html = await (await fetch(`${emulator.url}/opening-times/`)).text();
    assert.doesNotMatch(html, /limit: 4|^---/m);
  });

  it('a name without a template is still the 404 page', async () => {
    assert.equal((await fetch(`${emulator.url}/closing-times/`)).status, 404);
  });

  it('?debug=context answers what the template receives, only where asked for (npm run dev)', async () => {
    const context = (await (await fetch(`${withDebug.url}/opening-times/?debug=context`)).json()) as Record<string, any>;
    assert.equal(context.page_type, 'page');
    assert.equal(context.template, 'templates/pages/custom/page/opening-times.html');
    assert.equal(context.context.page.title, 'Opening times');
    assert.equal(context.context.settings.store_name, 'Fern & Field');
    const page = await fetch(`${emulator.url}/opening-times/?debug=context`);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  });
});
