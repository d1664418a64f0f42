// The generated custom-elements.json must describe every tag the bootstrap can
// load, with the events of the public event map. Run after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { elementLoaders } from '../elements/registry.ts';

const manifestPath = new URL('../dist/custom-elements.json', import.meta.url);

interface Declaration {
  tagName?: string;
  attributes?: Array<{ name: string; description?: string }>;
  events?: Array<{ name: string }>;
}

test('custom-elements.json documents every registered tag with its attributes and events', () => {
  assert.ok(existsSync(manifestPath), 'dist/custom-elements.json is missing: `npm run build` generates it');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
  const documented = new Map(declarations.map((declaration) => [declaration.tagName!, declaration]));

  const eventsSource = readFileSync(new URL('../shared/events.ts', import.meta.url), 'utf8');
  const eventMap = /interface StoreEventMap \{([\s\S]*?)\n\}/.exec(eventsSource)?.[1] ?? '';
  const publicEvents = new Set([...eventMap.matchAll(/^\s*'([a-z-]+)':/gm)].map((match) => match[1]));

  for (const tag of Object.keys(elementLoaders)) {
    const declaration = documented.get(tag);
    assert.ok(declaration, `${tag} has no @tag JSDoc in elements/`);
    for (const attribute of declaration.attributes ?? []) {
      assert.ok(attribute.description, `${tag} attribute ${attribute.name} has no description`);
    }
    for (const event of declaration.events ?? []) {
      assert.ok(publicEvents.has(event.name), `${tag} fires ${event.name}, which is not in the event map`);
    }
  }
});
