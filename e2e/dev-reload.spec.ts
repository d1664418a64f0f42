import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer, type RunningDevServer } from '../emulator/dev.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * `npm run dev` as a template author uses it: the demo store open in a browser, a
 * file of the theme saved, and the open page showing the change by itself, with no
 * restart. Each test serves a copy of the theme, so the real one is never edited.
 */

const themeSource = fileURLToPath(new URL('../markup-examples', import.meta.url));

let themeDir: string;

test.beforeEach(() => {
  themeDir = mkdtempSync(join(tmpdir(), 'theme-'));
  cpSync(themeSource, themeDir, { recursive: true });
});

test.afterEach(() => {
  rmSync(themeDir, { recursive: true, force: true });
});

/** The page has subscribed to the reload events: a change from now on reaches it. */
const listening = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live-reload', 'listening');

const edit = (file: string, change: (text: string) => string) => {
  const path = join(themeDir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};

test.describe('a theme file change', () => {
  // The theme copy's server, as `npm run dev` serves it (the elements bundle is the built one).
  let server: RunningDevServer;

  test.beforeEach(async () => {
    server = await startDevServer({ port: 0, themeDir });
  });

  test.afterEach(async () => {
    await server.close();
  });

  test('a saved template shows on the open page, which reloads itself', async ({ page }) => {
    await page.goto(`${server.url}/about-us/`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await listening(page);

    const started = Date.now();
    edit('templates/pages/page.html', (text) => text.replace('<h1>{{page.title}}</h1>', '<h1>{{page.title}}, edited</h1>'));
    await expect(page.getByRole('heading', { level: 1, name: 'About us, edited' })).toBeVisible();
    test.info().annotations.push({ type: 'template edit to reloaded page', description: `${Date.now() - started} ms` });
  });

  test('a language file and a stylesheet change show without a restart', async ({ page }) => {
    await page.goto(`${server.url}/contact-us/`);
    const submit = page.getByRole('button', { name: 'Send' });
    await expect(submit).toBeVisible();
    await listening(page);

    edit('lang/en.json', (text) => text.replace('"submit": "Send"', '"submit": "Send it"'));
    await expect(page.getByRole('button', { name: 'Send it' })).toBeVisible();
    // The reloaded page subscribes again; a change saved before it has would reach no page.
    await listening(page);

    edit('assets/css/pages.css', (text) => `${text}\n.contact-form { outline: 3px solid rgb(1, 2, 3); }\n`);
    await expect(page.locator('.contact-form')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  });

  test('a template that does not compile is shown as an error, and the page recovers once it is fixed', async ({ page }) => {
    await page.goto(`${server.url}/about-us/`);
    await listening(page);
    const original = readFileSync(join(themeDir, 'templates/pages/page.html'), 'utf8');

    // A block opened and never closed.
    edit('templates/pages/page.html', (text) => text.replace('</article>', '{{#if page.title}}</article>'));
    await expect(page.getByRole('heading', { name: 'The theme could not be read' })).toBeVisible();
    await listening(page);

    writeFileSync(join(themeDir, 'templates/pages/page.html'), original);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });
});

test.describe('an element source change', () => {
  // A copy of the project's element sources, built by the dev server as `npm run dev` builds
  // the real ones: the journey edits the copy, never the project.
  let sourceDir: string;
  let elementsServer: RunningDevServer;

  test.beforeEach(async () => {
    test.setTimeout(90_000);
    sourceDir = mkdtempSync(join(tmpdir(), 'elements-'));
    for (const entry of ['elements', 'react', 'shared', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
      cpSync(fileURLToPath(new URL(`../${entry}`, import.meta.url)), join(sourceDir, entry), { recursive: true });
    }
    symlinkSync(fileURLToPath(new URL('../node_modules', import.meta.url)), join(sourceDir, 'node_modules'), 'dir');
    elementsServer = await startDevServer({ port: 0, themeDir, sourceDir, watchElements: true });
    await elementsServer.elementsBuilt;
  });

  test.afterEach(async () => {
    await elementsServer.close();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  test('is rebuilt into the theme and the open page reloads with it', async ({ page }) => {
    await page.goto(`${elementsServer.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-elements-started', '');
    await listening(page);

    const started = Date.now();
    const bootstrap = join(sourceDir, 'elements/bootstrap.ts');
    writeFileSync(bootstrap, `${readFileSync(bootstrap, 'utf8')}\ndocument.documentElement.dataset.edited = 'saved';\n`);
    // The new bundle, served with the reloaded page: the edit runs.
    await expect(page.locator('html')).toHaveAttribute('data-edited', 'saved', { timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('data-elements-started', '');
    test.info().annotations.push({ type: 'element edit to reloaded page', description: `${Date.now() - started} ms` });
  });
});
