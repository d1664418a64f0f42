import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Paper from '@bigcommerce/stencil-paper';
import PaperTranslator from '@bigcommerce/stencil-paper/lib/translator/index.js';
import { FRONT_MATTER } from './front-matter.ts';

/**
 * Renders the theme in markup-examples/ the way the platform does: with
 * stencil-paper, the platform's renderer and its Handlebars helpers, from the
 * theme's templates/ (pages/, layout/, components/), its lang/ files and its
 * settings. Nothing of our own is added to the template language: what the
 * theme needs is a platform helper or lives in the theme.
 *
 * Templates are precompiled once; each render gets a Paper of its own, as each
 * request does on the platform (`{{#partial}}`, `{{inject}}` and the chosen
 * language are state of one render).
 */
export interface Renderer {
  /** A page template, `pages/…` (e.g. `pages/product`). */
  page(name: string, context: Record<string, unknown>, request: RenderRequest): Promise<string>;
  /** A component, by the name `render_with` uses (`products/quick-view`). */
  component(name: string, context: Record<string, unknown>, request: RenderRequest): Promise<string>;
  hasComponent(name: string): boolean;
  /** A piece of the theme's own markup (a template's excerpt), rendered with the theme's partials and language. */
  fragment(source: string, context: Record<string, unknown>, request: RenderRequest): Promise<string>;
  /** Whether the theme has `templates/pages/<name>.html` (e.g. `custom/page/opening-times`). */
  hasPage(name: string): boolean;
  /** The front matter of `templates/pages/<name>.html`, `---` lines included; empty when it has none. */
  frontMatter(name: string): string;
  /** Language keys a template asked for that no language file has (a theme bug; tests read this). */
  readonly missingTranslations: Set<string>;
  /** The locales the theme has language files for. */
  readonly locales: string[];
}

export interface RenderRequest {
  /** The shopper's Accept-Language header: it picks the language file, as on the platform. */
  acceptLanguage?: string;
  /** The theme settings of this request (config.json's settings, with a demo's overrides). */
  themeSettings: Record<string, unknown>;
  /** The platform's site settings (cdn_url, theme_version_id, …), read by `{{cdn}}`. */
  siteSettings: Record<string, unknown>;
  /** This response's CSP nonce, written by `{{nonce}}`. */
  nonce?: string;
}

interface Translator {
  translate(key: string, parameters?: unknown): string;
  getLanguage(filter?: string): { translations?: Record<string, string> };
}

export function createRenderer(themeDir: string): Renderer {
  const templatesDir = join(themeDir, 'templates');
  const sources: Record<string, string> = {};
  const frontMatters = new Map<string, string>();
  for (const file of walk(templatesDir)) {
    if (!file.endsWith('.html')) continue;
    const name = relative(templatesDir, file)
      .split(sep)
      .join('/')
      .replace(/\.html$/, '');
    const source = readFileSync(file, 'utf8');
    // The front matter is the platform's to read, never output: as there, it is taken off
    // before rendering, and kept for the page's resource config (front-matter.ts).
    const frontMatter = FRONT_MATTER.exec(source)?.[0];
    if (frontMatter) frontMatters.set(name, frontMatter);
    sources[name] = frontMatter ? source.slice(frontMatter.length) : source;
  }
  const precompiled = precompile(sources);

  const translations: Record<string, unknown> = {};
  const langDir = join(themeDir, 'lang');
  for (const file of readdirSync(langDir)) {
    if (file.endsWith('.json')) translations[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(langDir, file), 'utf8'));
  }

  const missingTranslations = new Set<string>();

  /**
   * One translator per Accept-Language value, kept across renders: building it
   * merges the language files, and it keeps each message compiled once used.
   * A key no language file has would print the key itself to shoppers: it is recorded.
   */
  const translators = new Map<string, Translator>();
  const translatorFor = (acceptLanguage: string): Translator => {
    let translator = translators.get(acceptLanguage);
    if (!translator) {
      translator = PaperTranslator.create(acceptLanguage, translations, paperLogger) as Translator;
      const known = translator.getLanguage().translations ?? {};
      const translate = translator.translate.bind(translator);
      translator.translate = (key, parameters) => {
        if (!(key in known)) missingTranslations.add(key);
        return translate(key, parameters);
      };
      // Accept-Language is the shopper's to write: keep a bounded number.
      if (translators.size >= MAX_TRANSLATORS) translators.delete(translators.keys().next().value!);
      translators.set(acceptLanguage, translator);
    }
    return translator;
  };

  const render = async (path: string, context: Record<string, unknown>, request: RenderRequest, extra: Record<string, string> = {}) => {
    const paper = new Paper(request.siteSettings, request.themeSettings, {}, 'handlebars-v4', paperLogger, 'error', {
      security: { nonce: request.nonce },
    });
    paper.addTemplates({ ...precompiled, ...extra });
    paper.getRenderer().setTranslator(translatorFor(request.acceptLanguage ?? ''));
    return (await paper.render(path, { ...context })) as string;
  };

  return {
    page: (name, context, request) => render(`pages/${name}`, context, request),
    component: (name, context, request) => render(`components/${name}`, context, request),
    hasComponent: (name) => `components/${name}` in precompiled,
    fragment: (source, context, request) =>
      render(
        FRAGMENT,
        context,
        request,
        new Paper({}, {}, {}, 'handlebars-v4', paperLogger, 'error').getPreProcessor()({ [FRAGMENT]: source }),
      ),
    hasPage: (name) => `pages/${name}` in precompiled,
    frontMatter: (name) => frontMatters.get(`pages/${name}`) ?? '',
    missingTranslations,
    locales: Object.keys(translations),
  };
}

/**
 * Each template precompiled, reusing the last result for a file whose text has not
 * changed: `npm run dev` reads the theme again on every save, and only the saved
 * file needs compiling again (a few milliseconds, not the whole theme's second).
 */
const compiled = new Map<string, { source: string; template: string }>();
function precompile(sources: Record<string, string>): Record<string, string> {
  const changed = Object.fromEntries(Object.entries(sources).filter(([path, source]) => compiled.get(path)?.source !== source));
  const fresh = new Paper({}, {}, {}, 'handlebars-v4', paperLogger, 'error').getPreProcessor()(changed) as Record<string, string>;
  for (const [path, template] of Object.entries(fresh)) compiled.set(path, { source: changed[path]!, template });
  return Object.fromEntries(Object.keys(sources).map((path) => [path, compiled.get(path)!.template]));
}

/**
 * Paper's logger. It must be `console` itself: given any other object, Paper
 * replaces the process's console.log, .info, .warn and .error with it.
 */
const paperLogger = console;

/** The name a fragment renders under (no theme template has it). */
const FRAGMENT = '__fragment__';

/** How many Accept-Language values keep a translator. */
const MAX_TRANSLATORS = 32;

/** Every file under `dir`, in name order. */
export function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
