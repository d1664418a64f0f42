// `npm run theme-check [-- <theme folder>] [-- --no-contract]`: reads a Stencil theme's templates the way the
// platform will, and reports what would break on a real store, each finding with its
// file:line:column and the page of BigCommerce's documentation to read. It exits 1 when
// there is a finding. Without a folder it checks markup-examples/; any Stencil theme works.
//
// Rules (issue 29, "A theme check for template authors"):
//   syntax-error         a template Handlebars cannot parse (the bundle and its pages fail)
//   unknown-partial      {{> name}} with no templates/<name>.html, a dynamicComponent
//                        folder with no templates in it
//   unknown-helper       a helper called (with arguments, as a block with arguments, or
//                        in a sub-expression) that the platform's renderer does not have:
//                        the page fails with "Missing helper" on the store
//   missing-lang-key     {{lang 'key'}} / {{langJson 'key'}} with a key that lang/en.json
//                        lacks (the shopper reads the key), or that another language
//                        file lacks (those shoppers read English)
//   misplaced-front-matter  front matter in templates/components/ or templates/layout/,
//                        where the platform does not read it
//   undeclared-resource  a page (or a partial it includes) reads what the platform gives only
//                        when the page's front matter asks (carousel, products.featured,
//                        blog.recent_posts, product.reviews…) without asking
//   unknown-path         a context path the platform does not give on the
//                        page types whose template reads it, through its partials and layout
//                        (scripts/context-paths.ts, with the object model of emulator/platform/)
// The template language is parsed with Handlebars 4 (the `handlebars_v4` engine the theme's
// config.json names); the helpers are the ones stencil-paper, the platform's renderer,
// registers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Paper from '@bigcommerce/stencil-paper';
import Handlebars from 'handlebars';
import { FRONT_MATTER, resourceConfigOf, type ResourceConfig } from '../emulator/front-matter.ts';
import { walk } from '../emulator/render.ts';
import { pageContext, pageTypesOf, partialNameOf, partialParametersOf, walkTemplate } from './context-paths.ts';

export type Rule =
  | 'syntax-error'
  | 'unknown-partial'
  | 'unknown-helper'
  | 'missing-lang-key'
  | 'misplaced-front-matter'
  | 'undeclared-resource'
  | 'unknown-path';

export interface Finding {
  /** The template, relative to the theme folder (`templates/pages/product.html`). */
  file: string;
  line: number;
  column: number;
  rule: Rule;
  message: string;
}

const DOCS = 'https://developer.bigcommerce.com/docs/storefront/stencil';

/** The page of the platform's documentation each rule points to. */
export const REFERENCE: Record<Rule, string> = {
  'syntax-error': `${DOCS}/themes/context/handlebars-reference`,
  'unknown-partial': `${DOCS}/themes/foundations/directory-structure`,
  'unknown-helper': `${DOCS}/themes/context/handlebars-reference`,
  'missing-lang-key': `${DOCS}/themes/localization/translation-keys`,
  'misplaced-front-matter': `${DOCS}/themes/context/frontmatter-reference`,
  'undeclared-resource': `${DOCS}/themes/context/frontmatter-reference`,
  'unknown-path': `${DOCS}/themes/context/object-reference`,
};

/**
 * What the platform gives a page only when its front matter asks (frontmatter-reference.mdx):
 * the path a template reads, and the declaration it needs.
 */
const GATED: ReadonlyArray<{ path: readonly string[]; declaration: readonly string[] }> = [
  { path: ['carousel'], declaration: ['carousel'] },
  { path: ['products', 'featured'], declaration: ['products', 'featured'] },
  { path: ['products', 'new'], declaration: ['products', 'new'] },
  { path: ['products', 'top_sellers'], declaration: ['products', 'top_sellers'] },
  { path: ['blog', 'recent_posts'], declaration: ['blog', 'recent_posts'] },
  { path: ['product', 'videos'], declaration: ['product', 'videos'] },
  { path: ['product', 'reviews'], declaration: ['product', 'reviews'] },
  { path: ['product', 'related_products'], declaration: ['product', 'related_products'] },
  { path: ['product', 'similar_by_views'], declaration: ['product', 'similar_by_views'] },
  { path: ['category', 'shop_by_price'], declaration: ['category', 'shop_by_price'] },
  // Not customer.orders, returns, wishlists or recently_viewed_products: the reference lists them,
  // but Cornerstone's account pages read them undeclared and show them on real stores.
];

/** Whether a page's front matter declares `declaration` (present, and not `false`). */
function declares(config: ResourceConfig, declaration: readonly string[]): boolean {
  let value: unknown = config;
  for (const step of declaration) {
    if (typeof value !== 'object' || value === null || !(step in value)) return false;
    value = (value as Record<string, unknown>)[step];
  }
  return value !== false;
}

/** The helpers the platform's renderer registers: Handlebars' own, stencil-paper's and the third-party ones it allows. */
function platformHelpers(): Set<string> {
  const paper = new Paper({}, {}, {}, 'handlebars-v4', console, 'error');
  const renderer = paper.getRenderer() as unknown as { handlebars: { helpers: Record<string, unknown> } };
  return new Set(Object.keys(renderer.handlebars.helpers));
}

/** The helpers that take a language key as their first argument. */
const LANG_HELPERS = new Set(['lang', 'langJson']);

/** A language file's keys, nested objects read as dotted keys (as the platform's translator does). */
function languageKeys(value: unknown, prefix = '', keys = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) languageKeys(child, prefix ? `${prefix}.${key}` : key, keys);
  } else if (prefix) keys.add(prefix);
  return keys;
}

type Node = hbs.AST.Node & { loc: hbs.AST.SourceLocation };
type Call = hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression;

export interface CheckOptions {
  /** Also check every context path against the platform's object model (rule unknown-path). */
  contract?: boolean;
}

/** Every finding in the theme in `themeDir`, in file order. */
export function checkTheme(themeDir: string, { contract = false }: CheckOptions = {}): Finding[] {
  const templatesDir = join(themeDir, 'templates');
  const findings: Finding[] = [];
  const helpers = platformHelpers();

  const templates = new Map<string, string>();
  for (const file of walk(templatesDir)) {
    if (file.endsWith('.html'))
      templates.set(
        relative(templatesDir, file)
          .split(sep)
          .join('/')
          .replace(/\.html$/, ''),
        file,
      );
  }

  const languages = new Map<string, Set<string>>();
  const langDir = join(themeDir, 'lang');
  if (existsSync(langDir)) {
    for (const file of readdirSync(langDir).sort()) {
      if (file.endsWith('.json'))
        languages.set(file.replace(/\.json$/, ''), languageKeys(JSON.parse(readFileSync(join(langDir, file), 'utf8'))));
    }
  }
  const english = languages.get('en');
  /** Each template that parsed, with the lines its front matter took. */
  const parsed = new Map<string, { file: string; ast: hbs.AST.Program; lineOffset: number; config: ResourceConfig }>();

  for (const [name, path] of templates) {
    const file = relative(themeDir, path).split(sep).join('/');
    let source = readFileSync(path, 'utf8');
    // What the page asks the platform for (theme settings are left out: a declaration counts, not its limit).
    const config = name.startsWith('pages/') ? resourceConfigOf(source, {}) : {};
    const report = (node: { loc: hbs.AST.SourceLocation } | null, rule: Rule, message: string, lineOffset: number) =>
      findings.push({ file, line: (node?.loc.start.line ?? 1) + lineOffset, column: (node?.loc.start.column ?? 0) + 1, rule, message });

    // Front matter is the platform's to read, and only on page templates.
    const frontMatter = FRONT_MATTER.exec(source);
    let lineOffset = 0;
    if (frontMatter) {
      if (!name.startsWith('pages/'))
        report(
          null,
          'misplaced-front-matter',
          'front matter outside templates/pages/ is not read: declare it on the page that includes this template',
          0,
        );
      lineOffset = frontMatter[0].split('\n').length - 1;
      source = source.slice(frontMatter[0].length);
    }

    let ast: hbs.AST.Program;
    try {
      ast = Handlebars.parse(source);
    } catch (error) {
      // A template that does not parse fails the bundle and every page that uses it.
      const line = Number(/line (\d+)/.exec(String(error))?.[1] ?? 1);
      findings.push({
        file,
        line: line + lineOffset,
        column: 1,
        rule: 'syntax-error',
        message: `does not parse: ${String(error).split('\n')[0]}`,
      });
      continue;
    }
    parsed.set(name, { file, ast, lineOffset, config });

    const checkCall = (node: Call) => {
      const path = node.path;
      if (path.type !== 'PathExpression') return;
      const head = (path as hbs.AST.PathExpression).original;
      const called = node.type === 'SubExpression' || node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0;
      if (called && !helpers.has(head) && !(path as hbs.AST.PathExpression).data)
        report(node as Node, 'unknown-helper', `"${head}" is not a helper the platform's renderer has`, lineOffset);
      if (LANG_HELPERS.has(head)) {
        const key = node.params[0];
        if (key?.type !== 'StringLiteral') return;
        const value = (key as hbs.AST.StringLiteral).value;
        // langJson may name a group of keys (`validation_messages`) and gets them all.
        const has = (keys: Set<string>) =>
          keys.has(value) || (head === 'langJson' && [...keys].some((known) => known.startsWith(`${value}.`)));
        if (english && !has(english))
          report(node as Node, 'missing-lang-key', `"${value}" is not in lang/en.json: shoppers would read the key`, lineOffset);
        else
          for (const [language, keys] of languages)
            if (language !== 'en' && !has(keys))
              report(
                node as Node,
                'missing-lang-key',
                `"${value}" is not in lang/${language}.json: those shoppers read English`,
                lineOffset,
              );
      }
      if (head === 'dynamicComponent' && node.params[0]?.type === 'StringLiteral') {
        const folder = (node.params[0] as hbs.AST.StringLiteral).value.replace(/\/$/, '');
        if (![...templates.keys()].some((template) => template.startsWith(`${folder}/`)))
          report(node as Node, 'unknown-partial', `dynamicComponent "${folder}" has no templates in templates/${folder}/`, lineOffset);
      }
    };

    const visitor = new Handlebars.Visitor();
    const visit = visitor as unknown as Record<string, (node: never) => unknown>;
    const base = Handlebars.Visitor.prototype as unknown as Record<string, (this: unknown, node: never) => unknown>;
    for (const type of ['MustacheStatement', 'BlockStatement', 'SubExpression'] as const) {
      visit[type] = function (this: unknown, node: never) {
        checkCall(node as Call);
        return base[type]!.call(this, node);
      };
    }
    for (const type of ['PartialStatement', 'PartialBlockStatement'] as const) {
      visit[type] = function (this: unknown, node: never) {
        const partial = node as hbs.AST.PartialStatement;
        // `{{> components/x}}` or `{{> "components/x"}}`; a dynamic name ({{> (lookup …)}}) is known only at render time.
        const partialName = partialNameOf(partial.name as hbs.AST.Expression);
        if (partialName !== undefined && !templates.has(partialName))
          report(partial as Node, 'unknown-partial', `no template templates/${partialName}.html`, lineOffset);
        return base[type]!.call(this, node);
      };
    }
    visitor.accept(ast);
  }

  {
    // Each page template is walked through its partials with its page types' context. A path
    // is judged (unless asked off) on the page types that reach it: a finding where none gives
    // it. A gated resource read from the page's context is a finding wherever the page's front
    // matter does not declare it: the platform leaves it out.
    const facts = {
      parse: (partial: string) => parsed.get(partial)?.ast,
      isHelper: (name: string) => helpers.has(name),
      templatesIn: (folder: string) =>
        [...parsed.keys()].filter((name) => name.startsWith(`${folder}/`) && !name.slice(folder.length + 1).includes('/')),
      partialParameters: partialParametersOf(
        [...parsed.values()].map(({ ast }) => ast),
        new Handlebars.Visitor(),
      ),
    };
    const reads = new Map<
      string,
      { template: string; loc: hbs.AST.SourceLocation; path: string; missing: string; pageTypes: string[]; known: boolean }
    >();
    const undeclared = new Map<string, Finding>();
    for (const name of parsed.keys()) {
      const config = parsed.get(name)!.config;
      for (const pageType of pageTypesOf(name)) {
        walkTemplate(name, pageContext(pageType), facts, ({ template, loc, path, missing, fromRoot }, known) => {
          const key = `${template}:${loc.start.line}:${loc.start.column}:${path}`;
          const read = reads.get(key) ?? { template, loc, path, missing, pageTypes: [], known: false };
          read.known ||= known;
          if (!known && !read.pageTypes.includes(pageType)) read.pageTypes.push(pageType);
          reads.set(key, read);
          const gated = fromRoot && GATED.find((entry) => entry.path.every((step, index) => fromRoot[index] === step));
          if (gated && !declares(config, gated.declaration)) {
            const where = parsed.get(template)!;
            undeclared.set(`${key}:${name}`, {
              file: where.file,
              line: loc.start.line + where.lineOffset,
              column: loc.start.column + 1,
              rule: 'undeclared-resource',
              message: `"${path}": templates/${name}.html does not declare ${gated.declaration.join('.')} in its front matter, so the platform gives none`,
            });
          }
        });
      }
    }
    findings.push(...undeclared.values());
    for (const { template, loc, path, missing, pageTypes, known } of reads.values()) {
      if (known || !contract) continue;
      const where = parsed.get(template)!;
      const pages = pageTypes.length > 3 ? `${pageTypes.slice(0, 3).join(', ')} and ${pageTypes.length - 3} more` : pageTypes.join(', ');
      findings.push({
        file: where.file,
        line: loc.start.line + where.lineOffset,
        column: loc.start.column + 1,
        rule: 'unknown-path',
        message: `"${path}": the platform gives no "${missing}" there (page type ${pages})`,
      });
    }
  }
  return findings;
}

/** One line per finding: where, the rule, what, and the page to read. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column} ${finding.rule}: ${finding.message} (${REFERENCE[finding.rule]})`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  // The object model check is on unless asked off (`--no-contract`, the other rules only).
  const contract = !args.includes('--no-contract');
  const themeDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'markup-examples');
  // exitCode, not exit(): a pipe gets every line written before the process ends.
  if (!existsSync(join(themeDir, 'templates'))) {
    console.error(`${themeDir} has no templates/ folder: give the folder of a Stencil theme.`);
    process.exitCode = 2;
  } else {
    const findings = checkTheme(themeDir, { contract });
    for (const finding of findings) console.log(formatFinding(finding));
    console.log(`${findings.length} finding${findings.length === 1 ? '' : 's'} in ${relative(process.cwd(), themeDir) || '.'}`);
    process.exitCode = findings.length === 0 ? 0 : 1;
  }
}
