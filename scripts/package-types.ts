// The package's typings and VS Code custom data, generated from custom-elements.json: each
// attribute's name, `type.text`, `default` and description, each event's name. Event `detail`
// types come from the one event map (shared/events.ts, shipped as dist/events.d.ts), by name.

/** The parts of a custom elements manifest (schema 2.x) read here. */
export interface Manifest {
  modules: {
    path: string;
    declarations?: {
      kind: string;
      name: string;
      tagName?: string;
      customElement?: boolean;
      description?: string;
      attributes?: { name: string; type?: { text: string }; default?: string; description?: string }[];
      events?: { name: string; type?: { text: string }; description?: string }[];
    }[];
  }[];
}

export interface TagAttribute {
  name: string;
  /** As written in the manifest (`boolean`, `number`, `string`, `"a"|"b"`), or undefined. */
  type: string | undefined;
  default: string | undefined;
  description: string;
}

export interface Tag {
  name: string;
  className: string;
  description: string;
  attributes: TagAttribute[];
  events: { name: string; description: string }[];
}

export function tagsOf(manifest: Manifest): Tag[] {
  const tags: Tag[] = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.tagName) continue;
      tags.push({
        name: declaration.tagName,
        className: declaration.name,
        description: declaration.description ?? '',
        attributes: (declaration.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          type: attribute.type?.text,
          default: attribute.default,
          description: attribute.description ?? '',
        })),
        events: (declaration.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
      });
    }
  }
  return tags.sort((a, b) => a.name.localeCompare(b.name));
}

const stringLiteralUnion = /^\s*("[^"\\]*"|'[^'\\]*')(\s*\|\s*("[^"\\]*"|'[^'\\]*'))*\s*$/;

/** The values of an enumerated attribute (`"small"|"large"`, or a boolean's `true`/`false`); none for free text. */
export function enumeratedValues(type: string | undefined): string[] {
  if (type === undefined) return [];
  if (type.trim() === 'boolean') return ['true', 'false'];
  if (!stringLiteralUnion.test(type)) return [];
  return type.split('|').map((literal) => literal.trim().slice(1, -1));
}

/**
 * The TypeScript type a template or TSX author may write for an attribute. Attributes are
 * strings in HTML; a boolean is written bare (`""`) or `"true"`/`"false"`. In JSX, `true`
 * works too (React 18 writes "true", React 19 a bare attribute), but `false` does not:
 * React 19 removes the attribute, which gives the element's default, so it is not allowed.
 * A number may be passed as one (React writes it as text). Any type the manifest states
 * that is not one of these (a JSON payload, a URL) is text.
 */
export function attributeValueType(type: string | undefined): string {
  const text = type?.trim();
  if (text === 'boolean') return `true | '' | 'true' | 'false'`;
  if (text === 'number') return 'number | `${number}`';
  if (text !== undefined && stringLiteralUnion.test(text)) {
    return enumeratedValues(text)
      .map((value) => `'${value}'`)
      .join(' | ');
  }
  return 'string';
}

/** `store-cart-count` → `StoreCartCount` */
export function pascalCase(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

function docComment(lines: string[], indent = ''): string {
  const text = lines.join('\n').trim().replace(/\*\//g, '*\\/');
  if (!text) return '';
  return `${indent}/**\n${text
    .split('\n')
    .map((line) => `${indent} *${line ? ` ${line}` : ''}`)
    .join('\n')}\n${indent} */\n`;
}

function elementDeclaration(tag: Tag): string {
  const base = pascalCase(tag.name);
  const attributes = tag.attributes
    .map((attribute) => {
      const doc = docComment([attribute.description, ...(attribute.default !== undefined ? [`@default ${attribute.default}`] : [])], '  ');
      return `${doc}  '${attribute.name}'?: ${attributeValueType(attribute.type)};`;
    })
    .join('\n');
  const events = tag.events
    .map((event) => `${docComment([event.description], '  ')}  '${event.name}': StoreEvent<'${event.name}'>;`)
    .join('\n');
  return `// Generated from custom-elements.json by the package build. Do not edit.
import type { StoreEvent } from '../events.js';

${docComment([tag.description, '', `@tag ${tag.name}`])}export declare class ${tag.className} extends HTMLElement {}

/** The attributes of \`<${tag.name}>\`, with the values it reads. */
export interface ${base}Attributes {
${attributes}
}

/** The events \`<${tag.name}>\` dispatches (they bubble: listen on it or on any ancestor). */
export interface ${base}Events {
${events}
}

declare global {
  interface HTMLElementTagNameMap {
    '${tag.name}': ${tag.className};
  }
}
`;
}

function mainDeclaration(tags: Tag[]): string {
  return `// Generated from custom-elements.json by the package build. Do not edit.
// The main module defines each tag when one is on the page and needed, loading its code then.
// The element classes are types here; their values come from \`storefront-elements/store-*\`
// (one tag, defined on import), \`storefront-elements/all\` or \`defineElement()\`.
export { emit } from './events.js';
export type { ModalCloseReason, StoreEvent, StoreEventMap, StoreEventName } from './events.js';

export interface StoreConfiguration {
  /** The store's origin (\`https://store.example\`) every element calls, for a site embedding them. */
  storeOrigin?: string;
}

/**
 * Names the store the elements call, for a site embedding them, the same as
 * \`<store-context store-origin>\`. A malformed origin logs one warning and is ignored.
 */
export declare function configureStore(configuration: StoreConfiguration): void;
${tags
  .map((tag) => {
    const base = pascalCase(tag.name);
    return `export type { ${tag.className}, ${base}Attributes, ${base}Events } from './elements/${tag.name}.js';`;
  })
  .join('\n')}

/** Every tag's attributes, by tag name. */
export interface StoreElementAttributes {
${tags.map((tag) => `  '${tag.name}': import('./elements/${tag.name}.js').${pascalCase(tag.name)}Attributes;`).join('\n')}
}

/** The storefront tags. */
export type StoreTagName = keyof StoreElementAttributes;

/**
 * Loads and defines \`tag\` now, whether or not one is on the page yet (for code that is about
 * to create or open one), and gives its class. Rejects when the tag is not a storefront tag or
 * its code could not load.
 */
export declare function defineElement<Tag extends StoreTagName>(tag: Tag): Promise<{ new (): HTMLElementTagNameMap[Tag] }>;
`;
}

function allDeclaration(tags: Tag[]): string {
  return `// Generated from custom-elements.json by the package build. Do not edit.
// Every tag defined on import, every element class exported.
export { emit } from './events.js';
export type { ModalCloseReason, StoreEvent, StoreEventMap, StoreEventName } from './events.js';
export type { StoreElementAttributes, StoreTagName } from './index.js';
${tags
  .map((tag) => {
    const base = pascalCase(tag.name);
    return `export { ${tag.className}, type ${base}Attributes, type ${base}Events } from './elements/${tag.name}.js';`;
  })
  .join('\n')}
`;
}

function jsxDeclaration(tags: Tag[]): string {
  return `// Generated from custom-elements.json by the package build. Do not edit.
// JSX typing for React 18 and 19: the \`react\` module's JSX namespace (the automatic runtime,
// and React 19's only one) and the global JSX namespace (React 18's classic runtime).
// Opt in with \`import type {} from 'storefront-elements/jsx'\` or tsconfig "types".
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { StoreElementAttributes } from './index.js';

type StoreElementProps<Tag extends keyof StoreElementAttributes> = DetailedHTMLProps<
  HTMLAttributes<HTMLElementTagNameMap[Tag]>,
  HTMLElementTagNameMap[Tag]
> &
  StoreElementAttributes[Tag];

/** The storefront tags as JSX intrinsic elements. */
export interface StoreIntrinsicElements {
${tags.map((tag) => `  '${tag.name}': StoreElementProps<'${tag.name}'>;`).join('\n')}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends StoreIntrinsicElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends StoreIntrinsicElements {}
  }
}
`;
}

/** Every declaration file of the package but the event map, by path inside dist/. */
export function declarationFiles(tags: Tag[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const tag of tags) files.set(`elements/${tag.name}.d.ts`, elementDeclaration(tag));
  files.set('index.d.ts', mainDeclaration(tags));
  files.set('all.d.ts', allDeclaration(tags));
  files.set('jsx.d.ts', jsxDeclaration(tags));
  return files;
}

/** VS Code's HTML custom data (version 1.1): tags, attributes with descriptions, enumerated values. */
export function customData(tags: Tag[]) {
  const markdown = (value: string) => ({ kind: 'markdown', value });
  return {
    version: 1.1,
    tags: tags.map((tag) => ({
      name: tag.name,
      description: markdown(
        [
          tag.description,
          tag.events.length > 0
            ? `**Events:** ${tag.events.map((event) => `\`${event.name}\` ${event.description}`.trim()).join('; ')}`
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      attributes: tag.attributes.map((attribute) => {
        const values = enumeratedValues(attribute.type);
        return {
          name: attribute.name,
          description: markdown(
            [attribute.description, attribute.default !== undefined ? `Default: \`${attribute.default}\`` : '']
              .filter(Boolean)
              .join('\n\n'),
          ),
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}
