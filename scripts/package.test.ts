// The npm package as a consumer gets it: `npm pack`, installed from the tarball into a scratch
// project (no registry), type-checked against React 18's and React 19's types with TS and TSX
// that use every tag, attribute and event (and files with mistakes the types must catch), and
// pages served over HTTP from the installed files in Chromium: the main module loading only the
// code of the tags on the page, and the "everything now" entry.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './browser.mjs';
import { buildPackage } from './build-package.ts';
import { pascalCase, tagsOf, type Manifest, type Tag } from './package-types.ts';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time of any file under `dir`. */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(dir).map((entry) => newest(path.join(dir, entry))));
}

/** Builds the package unless dist/ already holds a build newer than everything it is made from. */
async function ensureBuilt(): Promise<void> {
  const built = ['dist/jsx.d.ts', 'dist/index.js'].every((file) => existsSync(path.join(root, file)))
    ? statSync(path.join(root, 'dist/index.js')).mtimeMs
    : 0;
  const sources = ['elements', 'react', 'shared', 'markup-examples/assets/css', 'scripts/build-package.ts', 'scripts/package-types.ts'];
  if (built > Math.max(...sources.map((source) => newest(path.join(root, source))))) return;
  await buildPackage();
}

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

let scratch: string;
let packed: Packed;
let tags: Tag[];

before(async () => {
  await ensureBuilt();
  scratch = mkdtempSync(path.join(tmpdir(), 'storefront-elements-package-'));
  // The build is fresh: pack without running prepack again.
  const output = execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' });
  packed = (JSON.parse(output) as Packed[])[0]!;
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${packed.filename}`], {
    cwd: scratch,
    stdio: 'pipe',
  });
  // A consumer's own TypeScript and React types: the repository's, linked in (React 18's as
  // @types/react, React 19's as @types/react-19, mapped to `react` by the React 19 checks).
  mkdirSync(path.join(scratch, 'node_modules/@types'), { recursive: true });
  for (const types of ['react', 'react-19']) {
    symlinkSync(path.join(root, 'node_modules/@types', types), path.join(scratch, 'node_modules/@types', types), 'dir');
  }
  const installed = path.join(scratch, 'node_modules/storefront-elements');
  tags = tagsOf(JSON.parse(readFileSync(path.join(installed, 'dist/custom-elements.json'), 'utf8')) as Manifest);
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('the tarball holds built files only: bundle, types, manifest, custom data and CSS', (t) => {
  const files = packed.files.map((file) => file.path);
  const outside = files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md'].includes(file));
  assert.deepEqual(outside, [], 'sources, tests, the emulator or the theme are in the tarball');
  assert.ok(!files.some((file) => /\.(tsx?|map)$/.test(file) && !file.endsWith('.d.ts')), 'a source or source map is in the tarball');
  for (const file of [
    'dist/index.js',
    'dist/index.d.ts',
    'dist/events.d.ts',
    'dist/jsx.d.ts',
    'dist/custom-elements.json',
    'dist/html-custom-data.json',
  ]) {
    assert.ok(files.includes(file), `${file} is missing`);
  }
  assert.ok(files.includes('dist/styles/tokens.css') && files.includes('dist/styles/primitives.css'), 'the CSS is missing');
  for (const tag of tags) {
    assert.ok(files.includes(`dist/elements/${tag.name}.js`), `no entry for <${tag.name}>`);
    assert.ok(files.includes(`dist/elements/${tag.name}.d.ts`), `no types for <${tag.name}>`);
  }
  const pkg = JSON.parse(readFileSync(path.join(scratch, 'node_modules/storefront-elements/package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  assert.equal(pkg.dependencies, undefined, 'the bundle carries React and zod: a consumer installs nothing else');
  t.diagnostic(`tarball ${packed.size} B (${packed.unpackedSize} B unpacked), ${packed.entryCount} files, ${tags.length} tags`);
});

test("VS Code's custom data lists every tag and attribute, with the values of enumerated ones", () => {
  const data = JSON.parse(readFileSync(path.join(scratch, 'node_modules/storefront-elements/dist/html-custom-data.json'), 'utf8')) as {
    version: number;
    tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
  };
  assert.equal(data.version, 1.1);
  assert.deepEqual(
    data.tags.map((tag) => tag.name),
    tags.map((tag) => tag.name),
  );
  const modal = data.tags.find((tag) => tag.name === 'store-modal');
  assert.deepEqual(
    modal?.attributes.find((attribute) => attribute.name === 'size')?.values?.map((value) => value.name),
    ['small', 'normal', 'large'],
  );
  const count = data.tags.find((tag) => tag.name === 'store-cart-count');
  assert.deepEqual(
    count?.attributes.find((attribute) => attribute.name === 'hide-when-empty')?.values?.map((value) => value.name),
    ['true', 'false'],
  );
});

/** A value of the attribute's declared type, as a JSX attribute. */
function validValue(type: string | undefined): string {
  if (type === 'boolean') return '"false"';
  if (type === 'number') return '{2}';
  const literal = type === undefined ? null : /^\s*"([^"]*)"/.exec(type);
  return literal ? `"${literal[1]}"` : '"text"';
}

/** TSX that places every tag with every attribute, and TS that reads every event's detail. */
function everyTagFiles(): { tsx: string; ts: string } {
  const tsx = [
    `import type {} from 'storefront-elements/jsx';`,
    `export const EveryTag = () => (`,
    `  <>`,
    ...tags.map(
      (tag) =>
        `    <${tag.name} ${tag.attributes.map((attribute) => `${attribute.name}=${validValue(attribute.type)}`).join(' ')} className="x" />`,
    ),
    `  </>`,
    `);`,
  ].join('\n');
  const ts = [
    `import type * as Elements from 'storefront-elements';`,
    ...tags.flatMap((tag) => [
      // The tag map: querySelector gives the element's class, not Element.
      `export const ${pascalCase(tag.name).replace(/^Store/, 'found')}: Elements.${tag.className} | null = document.querySelector('${tag.name}');`,
      // Each event: `detail` exists only where the event map types it.
      ...tag.events.map((event) => `document.addEventListener('${event.name}', (event) => console.log(event.detail));`),
    ]),
  ].join('\n');
  return { tsx, ts };
}

const handWritten = {
  'consumer.ts': `import { defineElement, emit, type StoreEventMap, type StoreModalElement } from 'storefront-elements';
import { StoreCartCountElement } from 'storefront-elements/store-cart-count';
import * as all from 'storefront-elements/all';

document.addEventListener('cart-qty-updated', (event) => console.log(event.detail.quantity.toFixed(0), event.detail.source));
const count: StoreCartCountElement | null = document.querySelector('store-cart-count');
count?.addEventListener('cart-item-added', (event) => console.log(event.detail.productId + 1));
document.createElement('store-modal').addEventListener('modal-closed', (event) => console.log(event.detail.reason));
const detail: StoreEventMap['compare-list-changed'] = { productIds: [1, 2] };
emit(document, 'compare-list-changed', detail);
console.log(customElements.get('store-cart-count') === StoreCartCountElement);
void defineElement('store-modal').then((Modal) => {
  const modal: StoreModalElement = new Modal();
  document.body.append(modal);
});
const classes: (typeof all.StoreCartCountElement)[] = [all.StoreCartCountElement, StoreCartCountElement];
all.emit(document, 'cart-qty-updated', { quantity: classes.length, source: 'consumer' });
`,
  'header.tsx': `import type {} from 'storefront-elements/jsx';

export const CartLink = () => (
  <a href="/cart.php">
    Cart <store-cart-count hide-when-empty="false" label-singular="item" label-plural="items" />
    <store-modal id="added" size="large" />
    <store-cart-count hide-when-empty />
    <store-collapsible open-from="medium" />
  </a>
);
`,
  // Mistakes the types must catch: a detail field that does not exist, an enumerated value that is
  // not one, and a boolean attribute given `false` (React 19 would drop it, leaving the default).
  'wrong-event.ts': `document.addEventListener('cart-qty-updated', (event) => console.log(event.detail.qty));
`,
  // The main module has the classes as types only (their code loads when a tag is needed), and
  // defineElement takes storefront tags only.
  'wrong-import.ts': `import { defineElement, StoreModalElement } from 'storefront-elements';
console.log(customElements.get('store-modal') === StoreModalElement);
void defineElement('store-nothing');
`,
  'wrong-attribute.tsx': `import type {} from 'storefront-elements/jsx';

export const Dialog = () => <store-modal size="huge" />;
export const Count = () => <store-cart-count hide-when-empty={false} />;
`,
};

type ReactTypes = 18 | 19;

/** The compiler's errors, and the version of the React types it read (from its list of files). */
function typeCheck(moduleResolution: 'Bundler' | 'NodeNext', react: ReactTypes): { errors: string[]; reactVersion: string } {
  const { tsx, ts } = everyTagFiles();
  const files = { ...handWritten, 'every-tag.tsx': tsx, 'every-event.ts': ts };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(scratch, name), text);
  const config = `tsconfig.${moduleResolution}.react${react}.json`;
  writeFileSync(
    path.join(scratch, config),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: moduleResolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
        moduleResolution,
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
        // The package's own declarations are checked too.
        skipLibCheck: false,
        // React 19's types in place of the installed 18's, for the package's jsx.d.ts as for the TSX.
        ...(react === 19 && {
          paths: {
            // Files named in full: NodeNext does not add extensions to a mapped path.
            react: ['./node_modules/@types/react-19/index.d.ts'],
            'react/jsx-runtime': ['./node_modules/@types/react-19/jsx-runtime.d.ts'],
            'react/jsx-dev-runtime': ['./node_modules/@types/react-19/jsx-dev-runtime.d.ts'],
          },
        }),
      },
      files: Object.keys(files),
    }),
  );
  const compiler = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsc-native/bin/tsc'), '-p', config, '--pretty', 'false', '--listFiles'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const lines = compiler.stdout.split('\n');
  // Every React declaration file the compiler read, by the version of its package.
  const versions = new Set(
    lines
      .filter((line) => /@types[\\/]react(-19)?[\\/][^\\/]+\.d\.ts$/.test(line.trim()))
      .map(
        (line) =>
          (
            JSON.parse(readFileSync(path.join(path.dirname(path.resolve(scratch, line.trim())), 'package.json'), 'utf8')) as {
              version: string;
            }
          ).version,
      ),
  );
  assert.equal(versions.size, 1, `the check read React types of versions ${[...versions].join(', ') || 'none'}`);
  const [version] = versions;
  return { errors: lines.filter((line) => / error TS\d+:/.test(line)), reactVersion: version! };
}

for (const react of [18, 19] as const) {
  for (const moduleResolution of ['Bundler', 'NodeNext'] as const) {
    test(`types (React ${react}, moduleResolution ${moduleResolution}): every tag, attribute and event is typed, and mistakes do not compile`, (t) => {
      const { errors, reactVersion } = typeCheck(moduleResolution, react);
      assert.match(reactVersion, new RegExp(`^${react}\\.`), 'the check read the wrong React types');
      // Only the five mistakes fail, each with the compiler's own words (a union's order is the compiler's).
      assert.equal(errors.length, 5, errors.join('\n'));
      assert.match(
        errors[0]!,
        /^wrong-attribute\.tsx\(3,42\): error TS2322: Type '"huge"' is not assignable to type '(?=[^']*"small")(?=[^']*"normal")(?=[^']*"large")/,
      );
      assert.match(
        errors[1]!,
        /^wrong-attribute\.tsx\(4,\d+\): error TS2322: Type '\{ "hide-when-empty": false; \}' is not assignable to type /,
      );
      assert.equal(
        errors[2],
        `wrong-event.ts(1,83): error TS2339: Property 'qty' does not exist on type '{ quantity: number; source: string; }'.`,
      );
      assert.match(
        errors[3]!,
        /^wrong-import\.ts\(2,\d+\): error TS1362: 'StoreModalElement' cannot be used as a value because it was exported using 'export type'\./,
      );
      assert.match(
        errors[4]!,
        /^wrong-import\.ts\(3,\d+\): error TS2345: Argument of type '"store-nothing"' is not assignable to parameter of type /,
      );
      const attributes = tags.reduce((sum, tag) => sum + tag.attributes.length, 0);
      const events = new Set(tags.flatMap((tag) => tag.events.map((event) => event.name)));
      t.diagnostic(
        `@types/react ${reactVersion}; typed: ${tags.length}/${tags.length} tags, ${attributes} attributes, ${events.size} event names (every one the manifest lists)`,
      );
    });
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Where Node resolves each of the package's names from the scratch project, as page URLs: the import map. */
function importMap(names: string[]): Record<string, string> {
  const urls = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `for (const s of ${JSON.stringify(names)}) console.log(import.meta.resolve(s))`],
    { cwd: scratch, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .map((url) => `/${path.relative(scratch, new URL(url).pathname).split(path.sep).join('/')}`);
  return Object.fromEntries(names.map((name, index) => [name, urls[index]!]));
}

/** The installed files a module imports statically, itself included, as page URLs. */
function staticGraph(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(path.join(scratch, url), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`]([^"'`]+)["'`]/g)) {
    staticGraph(new URL(specifier!, `http://page${url}`).pathname, seen);
  }
  return seen;
}

/** Serves the scratch project (the page and the installed package) over HTTP, and opens pages from it in Chromium. */
async function withBrowser(run: (open: (html: string) => Promise<{ page: Page; scripts: string[]; errors: string[] }>) => Promise<void>) {
  const server = createServer((request, response) => {
    const file = path.join(scratch, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file.startsWith(scratch) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
  let pages = 0;
  try {
    await run(async (html) => {
      const name = `page-${++pages}.html`;
      writeFileSync(path.join(scratch, name), html);
      const page = await browser.newPage();
      const scripts: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.push(pathname);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Only the package's files are served: the elements' calls to the platform fail, and may.
      page.on('response', (response) => {
        if (response.status() >= 400 && response.url().endsWith('.js')) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`);
      return { page, scripts, errors };
    });
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

function pageWith(imports: Record<string, string>, script: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Package check</title>
    <link rel="stylesheet" href="/node_modules/storefront-elements/dist/styles/tokens.css" />
    <script type="importmap">${JSON.stringify({ imports })}</script>
    <script type="module">${script}</script>
  </head>
  <body>
${body}
  </body>
</html>
`;
}

const gzipped = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(path.join(scratch, url))).length, 0);

test('the main module defines only the tags on the page, when they are needed, and downloads only their code', async (t) => {
  const imports = importMap(['storefront-elements', 'storefront-elements/store-cart-count']);
  const main = imports['storefront-elements']!;
  const cartCount = imports['storefront-elements/store-cart-count']!;
  const elementsDir = path.posix.dirname(cartCount);
  await withBrowser(async (open) => {
    const { page, scripts, errors } = await open(
      pageWith(
        imports,
        `window.main = import('storefront-elements');`,
        `    <a href="/cart.php">Cart <store-cart-count hide-when-empty="false"></store-cart-count></a>
    <div style="height: 300vh"></div>
    <store-modal id="below"></store-modal>`,
      ),
    );
    await page.waitForSelector('store-cart-count[data-rendered] .countPill[data-quantity="0"]');
    assert.equal(await page.locator('store-cart-count').getAttribute('data-state'), 'empty');

    // What the page downloaded: the main module, <store-cart-count>'s entry and what that imports; no
    // other element's entry or own chunk (the modal below the fold is not needed yet), and the main
    // module itself carries no element and no React.
    const loaded = new Set(scripts);
    const needed = new Set([...staticGraph(main), ...staticGraph(cartCount)]);
    assert.deepEqual(
      [...loaded].filter((url) => !needed.has(url)),
      [],
      'scripts beyond the main module and <store-cart-count>',
    );
    const ofElement = (url: string, tag: string) => new RegExp(`^${tag}(-[\\w-]{8})?\\.js$`).test(path.posix.basename(url));
    // <store-context> comes with the main module: it is defined at once (a few lines, no React).
    const others = tags.filter((tag) => tag.name !== 'store-cart-count' && tag.name !== 'store-context');
    assert.deepEqual(
      [...loaded].filter((url) => others.some((tag) => ofElement(url, tag.name))),
      [],
      'another element’s code loaded',
    );
    assert.deepEqual(
      [...staticGraph(main)].filter((url) => others.some((tag) => ofElement(url, tag.name)) || /\/react-[\w-]{8}\.js$/.test(url)),
      [],
      'the main module imports an element or React',
    );
    assert.ok(loaded.has(main) && [...staticGraph(cartCount)].every((url) => loaded.has(url)), 'the element’s code did not load');
    assert.deepEqual(await page.evaluate(() => ['store-cart-count', 'store-modal'].map((tag) => !!customElements.get(tag))), [true, false]);
    // An embedding site names its store with <store-context> (defined at once) or configureStore().
    assert.deepEqual(
      await page.evaluate(async () => {
        const main = (await (window as unknown as { main: Promise<Record<string, unknown>> }).main) ?? {};
        return [typeof main.configureStore, !!customElements.get('store-context')];
      }),
      ['function', true],
    );
    t.diagnostic(
      `main module alone: ${staticGraph(main).size} scripts, ${gzipped(staticGraph(main))} B gzip; ` +
        `with <store-cart-count>: ${loaded.size} scripts, ${gzipped(loaded)} B gzip`,
    );

    // `emit` from the main module reaches the element: one event map and one cart store.
    await page.evaluate(async () => {
      const main = await (window as unknown as { main: Promise<{ emit: (target: EventTarget, name: string, detail: object) => void }> })
        .main;
      main.emit(document, 'cart-qty-updated', { quantity: 3, source: 'package-test' });
    });
    await page.waitForSelector('store-cart-count[data-state="filled"] .countPill[data-quantity="3"]');

    // A tag added to the page later is defined when it shows, with its own entry.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<store-collapsible><button type="button">More</button><div>Text</div></store-collapsible>',
      );
    });
    await page.waitForFunction(() => customElements.get('store-collapsible') !== undefined);
    assert.ok(scripts.includes(`${elementsDir}/store-collapsible.js`));

    // defineElement() loads a tag that is not needed yet, and gives its class.
    assert.ok(!scripts.includes(`${elementsDir}/store-modal.js`), 'the modal below the fold loaded before it was needed');
    assert.equal(
      await page.evaluate(async () => {
        const main = await (window as unknown as { main: Promise<{ defineElement: (tag: string) => Promise<CustomElementConstructor> }> })
          .main;
        return (await main.defineElement('store-modal')) === customElements.get('store-modal');
      }),
      true,
    );
    assert.ok(scripts.includes(`${elementsDir}/store-modal.js`));
    assert.deepEqual(errors, []);
  });
});

test('storefront-elements/all defines every tag at once and exports every class, the same ones as the per-tag entries', async () => {
  const imports = importMap(['storefront-elements/all', 'storefront-elements/store-cart-count']);
  await withBrowser(async (open) => {
    const { page, errors } = await open(
      pageWith(
        imports,
        `window.all = import('storefront-elements/all');
      window.cartCount = import('storefront-elements/store-cart-count');`,
        `    <a href="/cart.php">Cart <store-cart-count hide-when-empty="false"></store-cart-count></a>`,
      ),
    );
    const result = await page.evaluate(
      async (names) => {
        const all = (await (window as unknown as { all: Promise<Record<string, unknown>> }).all)!;
        const one = (await (window as unknown as { cartCount: Promise<Record<string, unknown>> }).cartCount)!;
        return {
          undefinedTags: names.filter(([name]) => !customElements.get(name!)),
          wrongClasses: names.filter(([name, className]) => all[className!] !== customElements.get(name!)).map(([name]) => name),
          sameClass: all.StoreCartCountElement === one.StoreCartCountElement,
          emit: typeof all.emit,
        };
      },
      tags.map((tag) => [tag.name, tag.className]),
    );
    assert.deepEqual(result, { undefinedTags: [], wrongClasses: [], sameClass: true, emit: 'function' });
    await page.waitForSelector('store-cart-count[data-rendered] .countPill[data-quantity="0"]');
    assert.deepEqual(errors, []);
  });
});
