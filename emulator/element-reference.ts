/**
 * The data of the element reference page (/elements/): each tag as the generated
 * custom-elements.json documents it, with its first use in the theme's templates
 * as the example. The platform would feed a web page's template its content the
 * same way; the theme's template (pages/custom/page/elements.html) lays it out.
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
  /** The language key of where to see it instead, when it paints nothing where it stands. */
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
 * instead (the theme's `element_reference.elsewhere.<tag>` text).
 */
const SEEN_ELSEWHERE = new Set(['store-cart-count', 'store-cookie-notice', 'store-modal', 'store-quick-view']);

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
      const elsewhere = SEEN_ELSEWHERE.has(tag) ? `element_reference.elsewhere.${tag.replace(/-/g, '_')}` : null;
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
