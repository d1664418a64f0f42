// The npm package as a consumer gets it: `npm pack`, installed from the tarball into a scratch
// project (no registry), type-checked with TS and TSX that use every tag, attribute and event
// (and a file with mistakes the types must catch), and one element rendered in Chromium from
// the installed files, served over HTTP.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright';
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
  // A consumer's own TypeScript and React types: the repository's, linked in.
  mkdirSync(path.join(scratch, 'node_modules/@types'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules/@types/react'), path.join(scratch, 'node_modules/@types/react'), 'dir');
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
  'consumer.ts': `import { emit, type StoreEventMap } from 'storefront-elements';
import { StoreCartCountElement } from 'storefront-elements/store-cart-count';

document.addEventListener('cart-qty-updated', (event) => console.log(event.detail.quantity.toFixed(0), event.detail.source));
const count: StoreCartCountElement | null = document.querySelector('store-cart-count');
count?.addEventListener('cart-item-added', (event) => console.log(event.detail.productId + 1));
document.createElement('store-modal').addEventListener('modal-closed', (event) => console.log(event.detail.reason));
const detail: StoreEventMap['compare-list-changed'] = { productIds: [1, 2] };
emit(document, 'compare-list-changed', detail);
console.log(customElements.get('store-cart-count') === StoreCartCountElement);
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
  'wrong-attribute.tsx': `import type {} from 'storefront-elements/jsx';

export const Dialog = () => <store-modal size="huge" />;
export const Count = () => <store-cart-count hide-when-empty={false} />;
`,
};

function typeCheck(moduleResolution: 'Bundler' | 'NodeNext'): string[] {
  const { tsx, ts } = everyTagFiles();
  const files = { ...handWritten, 'every-tag.tsx': tsx, 'every-event.ts': ts };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(scratch, name), text);
  const config = `tsconfig.${moduleResolution}.json`;
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
      },
      files: Object.keys(files),
    }),
  );
  const compiler = spawnSync(process.execPath, [path.join(root, 'node_modules/tsc-native/bin/tsc'), '-p', config, '--pretty', 'false'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return compiler.stdout.split('\n').filter((line) => / error TS\d+:/.test(line));
}

for (const moduleResolution of ['Bundler', 'NodeNext'] as const) {
  test(`types (moduleResolution ${moduleResolution}): every tag, attribute and event is typed, and mistakes do not compile`, (t) => {
    const errors = typeCheck(moduleResolution);
    // Only the three mistakes fail, each with the compiler's own words (a union's order is the compiler's).
    assert.equal(errors.length, 3, errors.join('\n'));
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
    const attributes = tags.reduce((sum, tag) => sum + tag.attributes.length, 0);
    const events = new Set(tags.flatMap((tag) => tag.events.map((event) => event.name)));
    t.diagnostic(
      `typed: ${tags.length}/${tags.length} tags, ${attributes} attributes, ${events.size} event names (every one the manifest lists)`,
    );
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

test('an element imported from the installed package renders in Chromium, and follows the main module’s events', async () => {
  // Where Node resolves the package's exports from the scratch project: the page's import map.
  const resolved = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `for (const s of ['storefront-elements', 'storefront-elements/store-cart-count']) console.log(import.meta.resolve(s))`,
    ],
    { cwd: scratch, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .map((url) => `/${path.relative(scratch, new URL(url).pathname).split(path.sep).join('/')}`);
  const imports = { 'storefront-elements': resolved[0], 'storefront-elements/store-cart-count': resolved[1] };
  writeFileSync(
    path.join(scratch, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Package check</title>
    <link rel="stylesheet" href="/node_modules/storefront-elements/dist/styles/tokens.css" />
    <script type="importmap">${JSON.stringify({ imports })}</script>
    <script type="module">
      import 'storefront-elements/store-cart-count';
      window.main = import('storefront-elements');
    </script>
  </head>
  <body>
    <a href="/cart.php">Cart <store-cart-count hide-when-empty="false"></store-cart-count></a>
  </body>
</html>
`,
  );

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
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);

    await page.waitForSelector('store-cart-count[data-rendered] .countPill[data-quantity="0"]');
    assert.equal(await page.locator('store-cart-count').getAttribute('data-state'), 'empty');

    // The main module defines every tag, and its `emit` shares one event map and store with the element.
    const undefinedTags = await page.evaluate(
      async (names) => {
        const main = (await (window as unknown as { main: Promise<{ emit: (target: EventTarget, name: string, detail: object) => void }> })
          .main)!;
        main.emit(document, 'cart-qty-updated', { quantity: 3, source: 'package-test' });
        return names.filter((name) => !customElements.get(name));
      },
      tags.map((tag) => tag.name),
    );
    assert.deepEqual(undefinedTags, []);
    await page.waitForSelector('store-cart-count[data-state="filled"] .countPill[data-quantity="3"]');
    assert.deepEqual(pageErrors, []);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
