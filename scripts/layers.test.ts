// Layers point one way (DESIGN rule 1): elements → react → react/api → shared, and
// npm packages from anywhere. shared/ imports nothing of ours above it, react/api/
// only shared/, react/ never elements/. Test files belong to their module's layer.
// Every static import, `export … from` and `import()` of every module is checked.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Lowest first: a module may import its own layer and those below it. */
const LAYERS = ['shared', 'react/api', 'react', 'elements'] as const;
type Layer = (typeof LAYERS)[number];

/** The layer of a path relative to the repository root, or null outside the layers. */
function layerOf(file: string): Layer | null {
  const posix = file.split(path.sep).join('/');
  if (posix.startsWith('react/api/')) return 'react/api';
  for (const layer of LAYERS) if (posix.startsWith(`${layer}/`)) return layer;
  return null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every module specifier in a source: imports (type-only too), `export … from` and `import()`. */
function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

/**
 * What is wrong with the imports of `file` (relative to the root), one line each
 * naming the file and the import; empty when they all point down or sideways.
 */
function layerViolations(file: string, source: string): string[] {
  const from = layerOf(file);
  if (from === null) return [];
  const problems: string[] = [];
  for (const specifier of specifiersOf(source)) {
    // Packages (and `node:` built-ins) are below every layer.
    if (!specifier.startsWith('.')) continue;
    const target = path.normalize(path.join(path.dirname(file), specifier));
    const to = layerOf(target);
    if (to === null) {
      // Tests may use the emulator's helpers; the shipped code reaches nothing outside the layers.
      if (!isTest(file)) problems.push(`${file}: imports '${specifier}', outside ${LAYERS.join(', ')}`);
      continue;
    }
    if (LAYERS.indexOf(to) > LAYERS.indexOf(from))
      problems.push(`${file}: imports '${specifier}' (${from} → ${to}), against elements → react → react/api → shared`);
  }
  return problems;
}

function modulesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

test('no module in shared/, react/ or elements/ imports against the direction of the layers', () => {
  const modules = ['shared', 'react', 'elements'].flatMap(modulesUnder);
  assert.ok(modules.length > 100, `found only ${modules.length} modules: is the root right?`);
  const problems = modules.flatMap((file) => layerViolations(file, readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(problems, []);
});

test('the check names the file and the import for each kind of wrong import', () => {
  const source = [
    "import { storeElement } from '../../elements/store-element.ts';",
    "export { emit } from '../../elements/events.ts';",
    "const load = () => import('../../elements/store-cart.ts');",
    "import type { StoreContext } from '../../shared/store-context.ts';",
    "import { useMemo } from 'react';",
  ].join('\n');
  assert.deepEqual(layerViolations('react/cart/Cart.tsx', source), [
    "react/cart/Cart.tsx: imports '../../elements/store-element.ts' (react → elements), against elements → react → react/api → shared",
    "react/cart/Cart.tsx: imports '../../elements/events.ts' (react → elements), against elements → react → react/api → shared",
    "react/cart/Cart.tsx: imports '../../elements/store-cart.ts' (react → elements), against elements → react → react/api → shared",
  ]);
  assert.deepEqual(layerViolations('react/api/request.ts', "import type { Cart } from '../cart/Cart.tsx';"), [
    "react/api/request.ts: imports '../cart/Cart.tsx' (react/api → react), against elements → react → react/api → shared",
  ]);
  assert.deepEqual(
    layerViolations(
      'shared/warn.ts',
      "import { storeContext } from './store-context.ts';\nimport { requestJson } from '../react/api/request.ts';",
    ),
    ["shared/warn.ts: imports '../react/api/request.ts' (shared → react/api), against elements → react → react/api → shared"],
  );
  assert.deepEqual(layerViolations('shared/page-context.test.ts', "import { addToCart } from '../react/api/test-support/emulator.ts';"), [
    "shared/page-context.test.ts: imports '../react/api/test-support/emulator.ts' (shared → react/api), against elements → react → react/api → shared",
  ]);
  assert.deepEqual(layerViolations('react/cart/Cart.tsx', "import { bootstrapCallOf } from '../../emulator/bootstrap-call.ts';"), [
    "react/cart/Cart.tsx: imports '../../emulator/bootstrap-call.ts', outside shared, react/api, react, elements",
  ]);
  assert.deepEqual(layerViolations('elements/store-cart.test.ts', "import { bootstrapCallOf } from '../emulator/bootstrap-call.ts';"), []);
  // A comment is not an import.
  assert.deepEqual(layerViolations('shared/warn.ts', "// see '../elements/bootstrap.ts'\n/* import x from '../react/x.ts' */"), []);
});

/**
 * The modules `file` imports statically, as paths relative to the root (`import()` and
 * type-only imports left out: they load nothing when the module runs), and the packages.
 */
function staticImportsOf(file: string, source: string): { modules: string[]; packages: string[] } {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const modules: string[] = [];
  const packages: string[] = [];
  for (const statement of parsed.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (specifier.text.startsWith('.')) modules.push(path.normalize(path.join(path.dirname(file), specifier.text)));
    else packages.push(specifier.text);
  }
  return { modules, packages };
}

test('the page bootstrap reaches no React, zod or react/ module by static imports', () => {
  // Every page, and every embedding site, loads the bootstrap first; the shared chunks import
  // it. A static path from it into react/ would make it import a shared chunk that imports
  // it back: a cycle, in which that chunk reads the bootstrap's constants before they are set.
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (file: string, via: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { modules, packages } = staticImportsOf(file, readFileSync(path.join(root, file), 'utf8'));
    for (const name of packages) if (/^(react|react-dom|zod|@r2wc)(\/|$)/.test(name)) problems.push([...via, file, name].join(' → '));
    for (const module of modules) {
      if (layerOf(module) === 'react' || layerOf(module) === 'react/api') problems.push([...via, file, module].join(' → '));
      else visit(module, [...via, file]);
    }
  };
  visit(path.normalize('elements/bootstrap.ts'), []);
  assert.ok(seen.size > 5, `the bootstrap reached only ${seen.size} modules: is the walk right?`);
  assert.deepEqual(problems, []);
});
