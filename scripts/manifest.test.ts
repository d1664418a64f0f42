// The generated custom-elements.json must describe every tag the bootstrap can
// load as its code is: each attribute it parses (type, default, description),
// each event it emits, each CSS custom property it sets, each slot. Run after
// `npm run build` (or `npm run manifest`).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { elementLoaders } from '../elements/registry.ts';
import { documentedShare, manifestProblems, readCodeFacts, type Manifest, type TagFacts } from './manifest-check.ts';

const manifestPath = new URL('../dist/custom-elements.json', import.meta.url);

function publicEvents(): Set<string> {
  const eventsSource = readFileSync(new URL('../shared/events.ts', import.meta.url), 'utf8');
  const eventMap = /interface StoreEventMap \{([\s\S]*?)\n\}/.exec(eventsSource)?.[1] ?? '';
  return new Set([...eventMap.matchAll(/^\s*'([a-z-]+)':/gm)].map((match) => match[1]!));
}

// One tag, one file (DESIGN rule 1): elements/<tag>.ts.
// <store-context> is the one plain element: the bootstrap defines it at once rather than loading it.
const elementFiles = Object.fromEntries([...Object.keys(elementLoaders), 'store-context'].map((tag) => [tag, `elements/${tag}.ts`]));
const code = readCodeFacts(elementFiles);

function readManifest(): Manifest {
  assert.ok(existsSync(manifestPath), 'dist/custom-elements.json is missing: `npm run build` generates it');
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

test('custom-elements.json documents every tag as its code is: attributes, events, CSS properties, slots', (t) => {
  const manifest = readManifest();
  assert.deepEqual(manifestProblems(manifest, code, publicEvents()), []);
  const share = documentedShare(manifest, code);
  t.diagnostic(`documented: ${JSON.stringify(share)}`);
  for (const kind of ['tags', 'attributes', 'events', 'cssProperties'] as const) assert.equal(share[kind][0], share[kind][1], kind);
});

test('every attribute has a type and a JSON default', () => {
  for (const declaration of readManifest().modules.flatMap((module) => module.declarations ?? [])) {
    for (const attribute of declaration.attributes ?? []) {
      assert.ok(attribute.type?.text, `${declaration.tagName} ${attribute.name} has no type`);
      assert.doesNotThrow(() => JSON.parse(attribute.default!), `${declaration.tagName} ${attribute.name} default ${attribute.default}`);
    }
  }
});

test('a manifest that drifted from the code is caught, each way it can drift', () => {
  const manifest = readManifest();
  const card = () => manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName === 'store-product-card')!;
  const modal = () => manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName === 'store-modal')!;
  /** The problems found in a copy of the manifest after `change` (which edits it through card() and modal()). */
  const problemsWith = (change: () => void, facts: Map<string, TagFacts> = code) => {
    const original = manifest.modules;
    manifest.modules = structuredClone(original);
    try {
      change();
      return manifestProblems(manifest, facts, publicEvents());
    } finally {
      manifest.modules = original;
    }
  };
  const only = (problems: string[], pattern: RegExp) => {
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0]!, pattern);
  };

  only(
    problemsWith(() => card().attributes!.splice(0, 1)),
    /<store-product-card> parses attribute wait-message \(react\/product-card\/ProductCard\.tsx:\d+\), which the manifest lacks/,
  );
  only(
    problemsWith(() => card().attributes!.push({ name: 'wait-text', type: { text: 'string' }, default: '""', description: 'Old name.' })),
    /documents attribute wait-text, which the code does not parse/,
  );
  only(
    problemsWith(() => (card().attributes![0]!.default = '"Adding to cart…"')),
    /wait-message: the manifest's default "Adding to cart…" is not the code's "Adding…"/,
  );
  only(
    problemsWith(() => (card().attributes![0]!.description = '')),
    /wait-message has no description/,
  );
  only(
    problemsWith(() => (card().attributes![0]!.description = 'The button\'s text while adding. Default "Adding...".')),
    /its description says Default "Adding\.\.\.", the code's default is "Adding…"/,
  );
  only(
    problemsWith(() => (card().events = card().events!.filter((event) => event.name !== 'cart-item-added'))),
    /<store-product-card> emits cart-item-added \(in its modules\), which it does not document/,
  );
  only(
    problemsWith(() => (modal().cssProperties = [])),
    /<store-modal> sets --store-modal-duration, which it does not document/,
  );
  only(
    problemsWith(() => card().events!.push({ name: 'cart-item-removed', type: { text: 'CustomEvent<{}>' }, description: 'Never sent.' })),
    /documents cart-item-removed, which is not in the public event map/,
  );

  // The code gains what the manifest lacks: a slot.
  const withSlot = new Map(code);
  withSlot.set('store-modal', { ...code.get('store-modal')!, slots: ['footer'] });
  only(
    problemsWith(() => {}, withSlot),
    /<store-modal> renders slot "footer", which it does not document/,
  );
});

/** The event names in the first column of a Markdown table of events (`| \`a\`, \`b\` | … |`). */
export function eventsInTable(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)) names.add(match[1]!);
  }
  return names;
}

test("docs/elements.md's table of events lists the event map's events, no more and no fewer", () => {
  const documented = eventsInTable(readFileSync(new URL('../docs/elements.md', import.meta.url), 'utf8'));
  assert.deepEqual([...documented].sort(), [...publicEvents()].sort());
  // It bites: a table that lacks an event, or names one the code never emits, differs.
  const table = '| `cart-qty-updated` | … |\n| `modal-opened`, `modal-gone` | … |';
  assert.deepEqual([...eventsInTable(table)], ['cart-qty-updated', 'modal-opened', 'modal-gone']);
});
