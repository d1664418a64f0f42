/**
 * The element reference page (/elements/), for template authors: each tag as the generated
 * custom-elements.json documents it, with its first use in the theme's templates as the
 * example. It is a web page of the demo store: its content is HTML (schemas/page.yml
 * `page.content`, which the theme's page.html prints with triple braces), as a merchant's
 * page would be, so the theme reads nothing the platform does not give.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

interface Documented {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

/** A run of description text; `code` where the source wrote it in backticks. */
export interface TextPart {
  text: string;
  code: boolean;
}

/** A documented name with its description split into text and code, for the page. */
export type DocumentedOnPage = Documented & { descriptionParts: TextPart[] };

/** Splits Markdown-ish text at its backticks, so the page shows `x` as code rather than as backticks. */
export function textParts(text: string): TextPart[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`') ? { text: part.slice(1, -1), code: true } : { text: part, code: false },
    );
}

const onPage = (entries: Documented[] = []): DocumentedOnPage[] =>
  entries.map((entry) => ({ ...entry, descriptionParts: textParts(entry.description ?? '') }));

interface Declaration {
  tagName?: string;
  description?: string;
  attributes?: Documented[];
  events?: Documented[];
  cssProperties?: Documented[];
  slots?: Documented[];
}

export interface ElementExample {
  /** The template it is taken from, relative to templates/. */
  file: string;
  source: string;
  /** Renders on the reference page: it needs nothing of its own page's data (only the theme's language). */
  live: boolean;
  /** Where to see it instead, when it paints nothing where it stands. */
  elsewhere: string | null;
}

export interface ElementReference {
  tag: string;
  /** The description's paragraphs, each as text and code. */
  paragraphs: TextPart[][];
  attributes: DocumentedOnPage[];
  events: DocumentedOnPage[];
  cssProperties: DocumentedOnPage[];
  slots: DocumentedOnPage[];
  example: ElementExample | null;
}

/**
 * Examples that paint nothing where they stand: a dialog until something opens it, a bar
 * fixed to the foot of the window, a badge hidden while the cart is empty. Rendered in
 * the example's box they would leave it empty, so the page says where to see each one
 * instead.
 */
const SEEN_ELSEWHERE: Record<string, string> = {
  'store-cart-count':
    "Not rendered here: it is the count on the header's cart icon, hidden while the cart is empty. Add a product to see it.",
  'store-cookie-notice': 'Not rendered here: it is the bar fixed to the foot of the window, shown until you accept it.',
  'store-modal': 'Not rendered here: a dialog shows only when a button opens it (one with data-store-modal-open set to its id).',
  'store-quick-view': "Not rendered here: a dialog that a product card's Quick view link opens, on a category or the home page.",
};

/** Longer excerpts are cut after this many lines: the reader wants the element's own markup. */
const EXAMPLE_MAX_LINES = 24;

/** Handlebars the reference page can render: the theme's language, comments, and nothing of a page's data. */
const PAGE_INDEPENDENT = /^\{\{(?:lang '[a-z0-9_.]+'|!--[\s\S]*?--|![^}]*)\}\}$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (entry.endsWith('.html')) yield path;
  }
}

/** The element's markup from its first start tag that has a matching end tag (a mention in a comment has none), or null. */
function excerpt(source: string, tag: string): string | null {
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>])`, 'g');
  const starts = [...source.matchAll(new RegExp(`<${tag}(?=[\\s>])`, 'g'))].map((match) => match.index);
  for (const start of starts) {
    tags.lastIndex = start;
    let depth = 0;
    for (let match = tags.exec(source); match; match = tags.exec(source)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        const end = source.indexOf('>', match.index) + 1;
        const lineStart = source.lastIndexOf('\n', start) + 1;
        return dedent(source.slice(lineStart, end));
      }
    }
  }
  return null;
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

/** The first use of each tag in the theme's templates (files in path order). */
function firstUses(templatesDir: string, tags: string[]): Map<string, ElementExample> {
  const files = [...walk(templatesDir)].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const examples = new Map<string, ElementExample>();
  for (const tag of tags) {
    for (const { path, text } of files) {
      const found = excerpt(text, tag);
      if (!found) continue;
      const lines = found.split('\n');
      const source = lines.length > EXAMPLE_MAX_LINES ? [...lines.slice(0, EXAMPLE_MAX_LINES), '…'].join('\n') : found;
      const elsewhere = SEEN_ELSEWHERE[tag] ?? null;
      const live =
        !elsewhere &&
        lines.length <= EXAMPLE_MAX_LINES &&
        (found.match(/\{\{[\s\S]*?\}\}/g) ?? []).every((part) => PAGE_INDEPENDENT.test(part));
      examples.set(tag, { file: relative(templatesDir, path).split(sep).join('/'), source, live, elsewhere });
      break;
    }
  }
  return examples;
}

/** The reference of every documented tag, by tag name; null when the manifest has not been built. */
export function readElementReference(manifestPath: string, templatesDir: string): ElementReference[] | null {
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
  const declarations = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is Declaration & { tagName: string } => Boolean(declaration.tagName))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const examples = firstUses(
    templatesDir,
    declarations.map((declaration) => declaration.tagName),
  );
  return declarations.map((declaration) => ({
    tag: declaration.tagName,
    paragraphs: (declaration.description ?? '')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter((paragraph) => paragraph && !paragraph.startsWith('```'))
      .map(textParts),
    attributes: onPage(declaration.attributes),
    events: onPage(declaration.events),
    cssProperties: onPage(declaration.cssProperties),
    slots: onPage(declaration.slots),
    example: examples.get(declaration.tagName) ?? null,
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Description text, its `code` runs as <code>. */
const described = (parts: TextPart[]) =>
  parts.map((part) => (part.code ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text))).join('');

/** A definition list of documented names, or "None." */
function documentedList(entries: DocumentedOnPage[], kind: 'attribute' | 'event' | 'plain', list = ''): string {
  if (entries.length === 0) return '<p>None.</p>';
  const items = entries.map((entry) => {
    const name = escapeHtml(entry.name);
    const meta =
      kind === 'attribute'
        ? `<dd class="elementRef-meta"><span>Type: <code data-type>${escapeHtml(entry.type?.text ?? '')}</code></span> <span>Default: <code data-default>${escapeHtml(entry.default ?? '')}</code></span></dd>`
        : kind === 'event'
          ? `<dd class="elementRef-meta">Detail: <code>${escapeHtml(entry.type?.text ?? '')}</code></dd>`
          : '';
    const data = kind === 'attribute' ? ` data-attribute="${name}"` : kind === 'event' ? ` data-event="${name}"` : '';
    return `<div class="elementRef-item"${data}><dt><code>${name}</code></dt>${meta}<dd>${described(entry.descriptionParts)}</dd></div>`;
  });
  return `<dl class="elementRef-list"${list ? ` data-list="${list}"` : ''}>${items.join('')}</dl>`;
}

/** One element's section: its description, attributes, events, CSS properties, slots and example. */
function elementSection(element: ElementReference, liveHtml: string | null): string {
  const tag = escapeHtml(element.tag);
  const example = element.example;
  const exampleHtml = !example
    ? '<p>No template of this theme uses it yet.</p>'
    : [
        `<p>From <code>templates/${escapeHtml(example.file)}</code></p>`,
        `<pre class="elementRef-source" tabindex="0" aria-label="Example: ${tag}"><code>${escapeHtml(example.source)}</code></pre>`,
        liveHtml
          ? `<h4>Rendered here</h4><div class="elementRef-live" data-live="${tag}">${liveHtml}</div>`
          : example.elsewhere
            ? `<p data-elsewhere>${escapeHtml(example.elsewhere)}</p>`
            : '<p>Shown as source only: it needs the data of the page it is on.</p>',
      ].join('\n');
  return [
    `<section class="elementRef-element" id="${tag}" aria-labelledby="${tag}-title" data-element="${tag}">`,
    `<h2 id="${tag}-title"><code>&lt;${tag}&gt;</code></h2>`,
    ...element.paragraphs.map((paragraph) => `<p>${described(paragraph)}</p>`),
    '<h3>Attributes</h3>',
    documentedList(element.attributes, 'attribute', 'attributes'),
    '<h3>Events</h3>',
    documentedList(element.events, 'event', 'events'),
    ...(element.cssProperties.length > 0
      ? ['<h3>CSS custom properties</h3>', documentedList(element.cssProperties, 'plain', 'css-properties')]
      : []),
    ...(element.slots.length > 0 ? ['<h3>Slots</h3>', documentedList(element.slots, 'plain')] : []),
    '<h3>Example</h3>',
    exampleHtml,
    '</section>',
  ].join('\n');
}

/**
 * The reference page's content (HTML, as a merchant's web page has): the contents, then each
 * element's section; `liveHtml` holds the rendered examples by tag.
 */
export function elementReferenceHtml(reference: ElementReference[], liveHtml: Map<string, string>): string {
  const contents = reference
    .map((element) => `<li><a class="chip" href="#${escapeHtml(element.tag)}"><code>&lt;${escapeHtml(element.tag)}&gt;</code></a></li>`)
    .join('');
  return [
    '<div class="elementRef">',
    '<p>Every storefront element, as its code declares it: attributes (written as HTML attributes; booleans bare or as "true"/"false"), the events it sends, the CSS custom properties it sets or reads, and an example from this theme\'s templates.</p>',
    `<nav class="elementRef-nav" aria-label="Elements"><ul class="chipList">${contents}</ul></nav>`,
    ...reference.map((element) => elementSection(element, liveHtml.get(element.tag) ?? null)),
    '</div>',
  ].join('\n');
}
