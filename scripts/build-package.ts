// `npm run build:package` (and `prepack`): the npm package's files, in dist/.
//   dist/index.js                   main module: defines each tag lazily, when one is on the page and
//                                   needed (elements/package-main.ts); exports `emit` and `defineElement`
//   dist/elements/store-*.js        one entry per tag: importing it defines that tag, exports its class
//   dist/all.js                     every tag defined at once, every class and `emit` exported
//   dist/chunks/*.js                code the entries share (React, react-dom, r2wc and zod included)
//   dist/*.d.ts, elements/*.d.ts    types: tags, attributes, the event map (generated, see below)
//   dist/jsx.d.ts                   JSX.IntrinsicElements for React 18/19 (opt-in: needs @types/react)
//   dist/custom-elements.json       the manifest (the analyzer, from the elements' JSDoc)
//   dist/html-custom-data.json      VS Code's HTML custom data, from the manifest
//   dist/styles/*.css               the theme's tokens and the elements' styles
// The theme's own bundle (markup-examples/assets/dist/, `npm run build`) is a separate build
// with file names the pages load; this one does not touch it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';
import { customData, declarationFiles, tagsOf, type Manifest } from './package-types.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** The tag files, as the manifest analyzer finds them (store-element.ts is the shared wrapper, not a tag). */
function elementEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(root, 'elements'))
      .filter((file) => /^store-[a-z-]+\.ts$/.test(file) && file !== 'store-element.ts')
      .map((file) => [file.replace(/\.ts$/, ''), path.join(root, 'elements', file)]),
  );
}

const ALL_ID = '\0storefront-elements-all';

/** The "everything now" entry: every tag file, re-exported (so importing it defines them all), and `emit`. */
function allModule(entries: Record<string, string>): string {
  return [
    `export { emit } from ${JSON.stringify(path.join(root, 'shared/events.ts'))};`,
    ...Object.values(entries).map((file) => `export * from ${JSON.stringify(file)};`),
  ].join('\n');
}

/**
 * The main module loads tags through the bootstrap's registry: each loader's dynamic import is
 * the tag's own entry, so the registry must name every tag file and nothing else.
 */
const EAGER_TAGS = ['store-context'];

async function checkRegistry(entries: Record<string, string>): Promise<void> {
  const { elementLoaders } = (await import(pathToFileURL(path.join(root, 'elements/registry.ts')).href)) as {
    elementLoaders: Record<string, unknown>;
  };
  const registered = Object.keys(elementLoaders).sort();
  // <store-context> is defined by the main module at once (a few lines, no React), not loaded lazily.
  const files = Object.keys(entries)
    .filter((tag) => !EAGER_TAGS.includes(tag))
    .sort();
  if (JSON.stringify(registered) !== JSON.stringify(files)) {
    throw new Error(`elements/registry.ts lists ${registered.join(', ')}; the tag files are ${files.join(', ')}`);
  }
}

async function bundle(): Promise<void> {
  const entries = elementEntries();
  await checkRegistry(entries);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      {
        name: 'storefront-elements-all',
        resolveId: (id) => (id === ALL_ID ? id : null),
        load: (id) => (id === ALL_ID ? allModule(entries) : null),
      },
    ],
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      // No preloading: Vite's helper would add <link rel="modulepreload"> with root-relative URLs
      // (`/chunks/…`), wrong wherever the package is served from; each entry imports its chunks itself.
      modulePreload: false,
      // No source maps: they would carry the sources, and the package ships built files only.
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: {
          index: path.join(root, 'elements/package-main.ts'),
          all: ALL_ID,
          ...Object.fromEntries(Object.entries(entries).map(([name, file]) => [`elements/${name}`, file])),
        },
        // Each entry keeps its exports (the element class), and nothing else is exported.
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            // React, react-dom and r2wc in one chunk, loaded once whichever tags a page imports.
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 }],
          },
        },
      },
    },
  });
}

function manifest(): Manifest {
  const analyzer = spawnSync(process.execPath, [path.join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (analyzer.status !== 0) throw new Error('The custom elements manifest analyzer failed.');
  return JSON.parse(readFileSync(path.join(dist, 'custom-elements.json'), 'utf8')) as Manifest;
}

/** The event map's declarations, from the code's own (shared/events.ts imports nothing, so it stands alone). */
function eventDeclarations(): string {
  const source = readFileSync(path.join(root, 'shared/events.ts'), 'utf8');
  const { outputText, diagnostics } = ts.transpileDeclaration(source, {
    fileName: 'events.ts',
    compilerOptions: { removeComments: false },
  });
  if (diagnostics && diagnostics.length > 0) {
    throw new Error(`shared/events.ts: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`);
  }
  return outputText;
}

/** The CSS a page using the elements needs: the design tokens, then the elements' styles. */
const STYLES = ['tokens.css', 'primitives.css', 'theme.css', 'product.css'];

export async function buildPackage(): Promise<{ tags: number }> {
  // Only what this build writes: dist/custom-elements.json is also the theme build's, and
  // other checks may be reading it meanwhile (the analyzer rewrites it with the same content).
  for (const owned of [
    'index.js',
    'index.d.ts',
    'all.js',
    'all.d.ts',
    'events.d.ts',
    'jsx.d.ts',
    'html-custom-data.json',
    'elements',
    'chunks',
    'styles',
  ]) {
    rmSync(path.join(dist, owned), { recursive: true, force: true });
  }
  await bundle();
  const elements = manifest();
  const tags = tagsOf(elements);

  writeFileSync(path.join(dist, 'events.d.ts'), eventDeclarations());
  for (const [file, text] of declarationFiles(tags)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  writeFileSync(path.join(dist, 'html-custom-data.json'), `${JSON.stringify(customData(tags), null, 2)}\n`);

  mkdirSync(path.join(dist, 'styles'), { recursive: true });
  for (const file of STYLES) copyFileSync(path.join(root, 'markup-examples/assets/css', file), path.join(dist, 'styles', file));
  return { tags: tags.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { tags } = await buildPackage();
  // On stderr: `npm pack --json` runs this as prepack, and its stdout is the JSON.
  console.error(`Package built in dist/: ${tags} tags, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
