import { load } from 'js-yaml';

/**
 * A page's resource config: what its template's front matter asks the platform for
 * (frontmatter-reference.mdx: `products: featured: limit: 8`, `product: reviews: …`), read
 * as stencil-cli reads it before asking the store for the page
 * (server/plugins/renderer/renderer.module.js, getResourceConfig; lib/utils/frontmatter.js):
 * `{{theme_settings.key}}` in it is replaced by that setting, one naming no setting is
 * dropped, and the YAML between the `---` lines is parsed. A `render_with` request renders
 * components, which have no front matter: it carries its config in the `stencil-config`
 * header (JSON) instead.
 */
export type ResourceConfig = Record<string, unknown>;

/**
 * A template's front matter: a YAML block (`yaml`) between `---` lines at its top, where a
 * Stencil page asks the platform for data.
 */
export const FRONT_MATTER = /^---\r?\n(?<yaml>[\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const THEME_SETTING = /{{\s*theme_settings\.([\w-]+)\s*}}/g;

/** The resource config a template's front matter declares, with this request's theme settings. */
export function resourceConfigOf(template: string, themeSettings: Record<string, unknown>): ResourceConfig {
  const declared = FRONT_MATTER.exec(template)?.groups?.yaml;
  if (declared === undefined) return {};
  const yaml = declared.replace(THEME_SETTING, (_, key: string) => (Object.hasOwn(themeSettings, key) ? String(themeSettings[key]) : ''));
  try {
    const parsed = load(yaml);
    return isRecord(parsed) ? parsed : {};
  } catch (error) {
    // stencil-cli's bundle check refuses such a theme; the page renders as if it declared nothing.
    console.warn(`front matter: not YAML (${(error as Error).message.split('\n')[0]})`);
    return {};
  }
}

/** The `stencil-config` header of a `render_with` request: its JSON, or nothing when it is not JSON. */
export function resourceConfigHeader(header: string | undefined): ResourceConfig {
  if (!header) return {};
  try {
    const parsed: unknown = JSON.parse(header);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * What a page's front matter declares as `name` under `resource` (`product: reviews`,
 * `blog: recent_posts`): its options, `{}` when it is declared with a plain value (`true`);
 * undefined when it is not declared, or declared `null` or `false` (the platform gives none).
 */
export function declaredResource(config: ResourceConfig, resource: string, name: string): Record<string, unknown> | undefined {
  const parent = config[resource];
  if (!isRecord(parent) || !(name in parent)) return undefined;
  const value = parent[name];
  if (value === null || value === false) return undefined;
  return isRecord(value) ? value : {};
}

/**
 * How many of a product list a page asked for under `products:` (frontmatter-reference.mdx,
 * "products"): none when the list is not declared or is `null`; its `limit` when it names
 * one (at most `max`); 4, the platform's default, when it is declared without one.
 */
export function productListLimit(config: ResourceConfig, list: 'featured' | 'new' | 'top_sellers', max = 100): number | undefined {
  const products = config.products;
  if (!isRecord(products) || !(list in products)) return undefined;
  const declared = products[list];
  if (declared === null || declared === false) return 0;
  const limit = isRecord(declared) ? Number(declared.limit ?? 4) : 4;
  return Number.isInteger(limit) && limit >= 0 ? Math.min(limit, max) : 4;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
