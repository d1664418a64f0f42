import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Handlebars from 'handlebars';

/**
 * Renders markup-examples/ with Handlebars, the way the platform renders a
 * theme: pages under pages/, a layout under layout/, partials under components/
 * (named `products/quick-view` etc., the names `render_with` uses).
 * The layout helpers follow the platform's: a page fills `{{#partial "page"}}`
 * and includes `{{> layout/base}}`, whose `{{#block "page"}}` shows it.
 */
export interface Renderer {
  page(name: string, data: Record<string, unknown>): string;
  component(name: string, data: Record<string, unknown>): string;
  hasComponent(name: string): boolean;
}

export function createRenderer(root: string): Renderer {
  const hbs = Handlebars.create();
  const templates = new Map<string, Handlebars.TemplateDelegate>();

  for (const file of walk(root)) {
    if (!file.endsWith('.html')) continue;
    const name = relative(root, file).split(sep).join('/').replace(/\.html$/, '');
    const source = readFileSync(file, 'utf8');
    hbs.registerPartial(name, source);
    if (name.startsWith('components/')) hbs.registerPartial(name.slice('components/'.length), source);
    templates.set(name, hbs.compile(source));
  }

  hbs.registerHelper('partial', function (this: Record<string, unknown>, name: string, options: Handlebars.HelperOptions) {
    const root = options.data.root as { _blocks?: Record<string, string> };
    root._blocks ??= {};
    root._blocks[name] = options.fn(this);
    return '';
  });
  hbs.registerHelper('block', function (this: Record<string, unknown>, name: string, options: Handlebars.HelperOptions) {
    const root = options.data.root as { _blocks?: Record<string, string> };
    return new hbs.SafeString(root._blocks?.[name] ?? options.fn(this));
  });
  /** JSON for a `<script type="application/json">`: `<` is escaped so no text can close the script. */
  hbs.registerHelper('json', (value: unknown) =>
    new hbs.SafeString(JSON.stringify(value ?? null).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)),
  );
  hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hbs.registerHelper('not', (value: unknown) => !value);
  hbs.registerHelper('inc', (value: unknown) => Number(value) + 1);
  /** Query-string safe text, for links built in templates. */
  hbs.registerHelper('encode', (value: unknown) => encodeURIComponent(String(value ?? '')));

  const run = (name: string, data: Record<string, unknown>) => {
    const template = templates.get(name);
    if (!template) throw new Error(`No template ${name}`);
    return template({ ...data });
  };

  return {
    page: (name, data) => run(`pages/${name}`, data),
    component: (name, data) => run(`components/${name}`, data),
    hasComponent: (name) => templates.has(`components/${name}`),
  };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
