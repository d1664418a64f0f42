// Does custom-elements.json say what the code does? The code's side is read
// from the sources: the attributes each element parses (its spec object), the
// events its modules emit, the CSS custom properties they set and any <slot>
// they render; the manifest must document each of them, with a description,
// and nothing the code lacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
// @ts-expect-error -- a plain ES module shared with the analyzer's config; its shapes are declared below
import { readElementAttributes } from './element-docs.mjs';

const root = path.resolve(import.meta.dirname, '..');

export interface CodeAttribute {
  name: string;
  /** Undefined for a plain element's observed attribute: its JSDoc @attr gives type and default. */
  type: string | undefined;
  default: string | undefined;
  description: string;
  declaredAt: string;
}

/** What one tag's code does, as far as documentation goes. */
export interface TagFacts {
  attributes: CodeAttribute[];
  events: string[];
  cssProperties: string[];
  slots: string[];
}

export interface ManifestDeclaration {
  tagName?: string;
  description?: string;
  attributes?: Array<{ name: string; type?: { text: string }; default?: string; description?: string }>;
  events?: Array<{ name: string; type?: { text: string }; description?: string }>;
  cssProperties?: Array<{ name: string; description?: string }>;
  slots?: Array<{ name: string; description?: string }>;
}

export interface Manifest {
  modules: Array<{ declarations?: ManifestDeclaration[] }>;
}

/** Every module a file imports, transitively, through relative paths (npm packages left out). */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) visit(path.resolve(path.dirname(file), fileName));
    }
  };
  visit(entry);
  return [...seen];
}

const EMIT = /\bemit\(\s*[\w.]+,\s*'([a-z-]+)'/g;
/** A custom property the code sets: `setProperty('--x'`, or a key `'--x':` of a style object. */
const SET_CSS_PROPERTY = /(?:setProperty\(\s*|[{,]\s*)'(--[a-z0-9-]+)'/g;
const SLOT = /<slot\b[^>]*?(?:name="([a-z-]+)")?[^>]*>/g;

/** A React element's parsed attributes; a plain element's observed ones, by name only. */
function attributesOf(
  entry: { attributes?: CodeAttribute[]; plain?: boolean; observed?: string[] } | undefined,
  file: string,
): CodeAttribute[] {
  if (!entry?.plain) return entry?.attributes ?? [];
  return (entry.observed ?? []).map((name) => ({ name, type: undefined, default: undefined, description: '', declaredAt: file }));
}

/** The facts of every element file (by tag), read from the sources. */
export function readCodeFacts(elementFiles: Record<string, string>): Map<string, TagFacts> {
  const files = Object.values(elementFiles).map((file) => path.join(root, file));
  const attributesByTag: Map<string, { attributes?: CodeAttribute[]; plain?: boolean; observed?: string[] }> = readElementAttributes(
    root,
    files,
  );
  const facts = new Map<string, TagFacts>();
  for (const [tag, file] of Object.entries(elementFiles)) {
    const sources = moduleGraph(path.join(root, file))
      .filter((module) => !/\.test\.tsx?$/.test(module) && !module.endsWith(path.join('shared', 'events.ts')))
      .map((module) => readFileSync(module, 'utf8'));
    const all = (pattern: RegExp) => [
      ...new Set(sources.flatMap((source) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''))),
    ];
    facts.set(tag, {
      attributes: attributesOf(attributesByTag.get(tag), file),
      events: all(EMIT).sort(),
      cssProperties: all(SET_CSS_PROPERTY).sort(),
      slots: all(SLOT).sort(),
    });
  }
  return facts;
}

/** A default written into a description (`Default "Adding…".`, `Default 3.`), which would drift from the real one. */
const DEFAULT_IN_TEXT = /\bDefault ("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false)(?![\w"])/;

/** Every disagreement between the manifest and the code, one line each; empty when they agree. */
export function manifestProblems(manifest: Manifest, code: Map<string, TagFacts>, publicEvents: Set<string>): string[] {
  const problems: string[] = [];
  const declarations = new Map(
    manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .flatMap((declaration) => (declaration.tagName ? [[declaration.tagName, declaration]] : [])),
  );
  for (const [tag, facts] of code) {
    const declaration = declarations.get(tag);
    if (!declaration) {
      problems.push(`<${tag}> is not in the manifest (no @tag JSDoc in elements/?)`);
      continue;
    }
    if (!declaration.description?.trim()) problems.push(`<${tag}> has no description`);

    const documented = new Map((declaration.attributes ?? []).map((attribute) => [attribute.name, attribute]));
    for (const attribute of facts.attributes) {
      const doc = documented.get(attribute.name);
      if (!doc) {
        problems.push(`<${tag}> parses attribute ${attribute.name} (${attribute.declaredAt}), which the manifest lacks`);
        continue;
      }
      documented.delete(attribute.name);
      if (!doc.description?.trim())
        problems.push(`<${tag}> attribute ${attribute.name} has no description (a doc comment at ${attribute.declaredAt})`);
      if (attribute.type !== undefined && doc.default !== attribute.default)
        problems.push(`<${tag}> attribute ${attribute.name}: the manifest's default ${doc.default} is not the code's ${attribute.default}`);
      if (attribute.type !== undefined && doc.type?.text !== attribute.type)
        problems.push(`<${tag}> attribute ${attribute.name}: the manifest's type ${doc.type?.text} is not the code's ${attribute.type}`);
      const written = DEFAULT_IN_TEXT.exec(doc.description ?? '')?.[1];
      if (written !== undefined && written !== doc.default) {
        problems.push(
          `<${tag}> attribute ${attribute.name}: its description says Default ${written}, the code's default is ${doc.default}`,
        );
      }
    }
    for (const name of documented.keys()) problems.push(`<${tag}> documents attribute ${name}, which the code does not parse`);

    const events = new Map((declaration.events ?? []).map((event) => [event.name, event]));
    for (const name of facts.events)
      if (!events.has(name)) problems.push(`<${tag}> emits ${name} (in its modules), which it does not document (@fires)`);
    for (const [name, event] of events) {
      if (!publicEvents.has(name)) problems.push(`<${tag}> documents ${name}, which is not in the public event map (shared/events.ts)`);
      if (!event.description?.trim()) problems.push(`<${tag}> event ${name} has no description`);
      if (!event.type?.text) problems.push(`<${tag}> event ${name} has no detail type`);
    }

    const cssProperties = new Map((declaration.cssProperties ?? []).map((property) => [property.name, property]));
    for (const name of facts.cssProperties)
      if (!cssProperties.has(name)) problems.push(`<${tag}> sets ${name}, which it does not document (@cssprop)`);
    for (const [name, property] of cssProperties)
      if (!property.description?.trim()) problems.push(`<${tag}> CSS property ${name} has no description`);

    const slots = new Map((declaration.slots ?? []).map((slot) => [slot.name, slot]));
    for (const name of facts.slots)
      if (!slots.has(name)) problems.push(`<${tag}> renders slot "${name}", which it does not document (@slot)`);
    for (const [name, slot] of slots) if (!slot.description?.trim()) problems.push(`<${tag}> slot "${name}" has no description`);
  }
  for (const tag of declarations.keys())
    if (!code.has(tag)) problems.push(`the manifest documents <${tag}>, which no element file defines`);
  return problems;
}

/** How much of what the code has is documented: per kind, documented / in the code (documented items may be more than the code sets, e.g. properties the theme reads). */
export function documentedShare(manifest: Manifest, code: Map<string, TagFacts>) {
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
  const byTag = new Map(declarations.map((declaration) => [declaration.tagName!, declaration]));
  const count = (pick: (facts: TagFacts, declaration: ManifestDeclaration | undefined) => [number, number]) =>
    [...code].reduce<[number, number]>(
      ([documentedSum, totalSum], [tag, facts]) => {
        const [documented, total] = pick(facts, byTag.get(tag));
        return [documentedSum + documented, totalSum + total];
      },
      [0, 0],
    );
  const has = (list: Array<{ name: string; description?: string }> | undefined, name: string) =>
    Boolean(list?.find((item) => item.name === name)?.description?.trim());
  return {
    tags: [declarations.filter((declaration) => declaration.description?.trim()).length, code.size],
    attributes: count((facts, d) => [facts.attributes.filter((a) => has(d?.attributes, a.name)).length, facts.attributes.length]),
    events: count((facts, d) => [facts.events.filter((name) => has(d?.events, name)).length, facts.events.length]),
    cssProperties: count((facts, d) => [
      facts.cssProperties.filter((name) => has(d?.cssProperties, name)).length,
      facts.cssProperties.length,
    ]),
    documentedEvents: declarations.reduce((sum, d) => sum + (d.events?.length ?? 0), 0),
    documentedCssProperties: declarations.reduce((sum, d) => sum + (d.cssProperties?.length ?? 0), 0),
  };
}
