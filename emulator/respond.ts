import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { CSP_REPORT_PATH } from './csp-reports.ts';
import { BadRequest, requestedTemplates, themeFor, type Theme, type ThemeConfig } from './protocol.ts';
import type { Renderer, RenderRequest } from './render.ts';
import { sessionOf } from './sessions.ts';
import { baseView, pageTitle } from './views.ts';
import { resourceConfigHeader, resourceConfigOf, type ResourceConfig } from './front-matter.ts';

/** How pages and remote calls answer, given the requested templates (spec §7, stencil-utils lib/request.js). */
export interface Responder {
  theme(c: Context): Theme;
  /**
   * A page: the full page normally; only the named template (HTML) when
   * `render_with` names one; a JSON object keyed by template name when it names several.
   */
  page(
    c: Context,
    name: string,
    pageType: string,
    data?: Record<string, unknown>,
    options?: { status?: number; bcdata?: Record<string, unknown> },
  ): Promise<Response>;
  /** A remote call: `{ data, content? }`, content rendered from `render_with` with `view`. */
  remote(c: Context, data: unknown, view?: Record<string, unknown>, status?: number): Promise<Response>;
  /** One component rendered as HTML, with the data templates see for this request. */
  component(c: Context, name: string, pageType: string, data?: Record<string, unknown>): Promise<string>;
  /** A piece of the theme's markup rendered as HTML, with the data templates see for this request. */
  fragment(c: Context, source: string, pageType: string, data?: Record<string, unknown>): Promise<string>;
  /** The data templates see for this request. */
  view(
    c: Context,
    pageType: string,
    data?: Record<string, unknown>,
    nonce?: string,
    bcdata?: Record<string, unknown>,
  ): Record<string, unknown>;
  /**
   * What page `name` asks the platform for: its template's front matter, or, for a
   * `render_with` request (components have none), the `stencil-config` header (front-matter.ts).
   */
  resources(c: Context, name: string): ResourceConfig;
}

/**
 * Several templates come back keyed by their path under the theme, `components/…`:
 * stencil-utils strips that prefix (lib/request.js) and drops keys without it.
 */
const byComponentPath = (rendered: Record<string, string>) =>
  Object.fromEntries(Object.entries(rendered).map(([name, html]) => [`components/${name}`, html]));

const TEMPLATE_NAME = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

export interface ResponderOptions {
  /**
   * `npm run dev` only: the path of the server-sent events that say "reload". Every full
   * page then ends with a small script, under its nonce, that reloads it on that event.
   */
  liveReloadPath?: string;
  /**
   * `npm run dev` only: `?debug=context` on any page answers, instead of the page, what its
   * template receives, as JSON (as the platform's CLI does for a theme in development).
   */
  debugContext?: boolean;
  /**
   * The store's Content-Security-Policy on every page (contentSecurityPolicy below): on for this
   * project's theme, which is built for it; off for another theme (THEME_DIR), as on a store whose
   * merchant set none, the platform's default.
   */
  strictCsp?: boolean;
  /**
   * The theme version `{{cdn}}` writes into asset paths (`/stencil/<version>/img/…`), as stencil-cli sets
   * one (server/plugins/renderer/renderer.module.js). Unset for this project's theme, whose paths stay `/assets/…`.
   */
  themeVersionId?: string;
}

export function createResponder(
  render: Renderer,
  themeConfig: ThemeConfig,
  { liveReloadPath, debugContext, strictCsp = true, themeVersionId }: ResponderOptions = {},
): Responder {
  const view: Responder['view'] = (c, pageType, data = {}, nonce = '', bcdata = {}) => {
    const base = baseView(c, sessionOf(c), themeFor(c, themeConfig), pageType, nonce, bcdata);
    return { ...base, ...data, head: { ...base.head, title: pageTitle(data) } };
  };

  /** What Paper needs besides the context: the shopper's language, the theme settings, the nonce. */
  const renderRequest = (c: Context, nonce?: string): RenderRequest => ({
    acceptLanguage: c.req.header('accept-language') ?? '',
    themeSettings: themeFor(c, themeConfig),
    // No theme version: `{{cdn '/assets/…'}}` writes the theme's own /assets/… paths, as for a theme in development.
    siteSettings: themeVersionId ? { theme_version_id: themeVersionId } : {},
    nonce,
  });

  /** Renders each requested template; unknown names are a 400, as nothing could be rendered. */
  const renderTemplates = async (c: Context, names: string[], data: Record<string, unknown>): Promise<Record<string, string>> => {
    const unknown = names.filter((name) => !TEMPLATE_NAME.test(name) || !render.hasComponent(name));
    if (unknown.length > 0) throw new BadRequest(`Unknown template: ${unknown.join(', ')}`);
    const request = renderRequest(c);
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await render.component(name, data, request)] as const)));
  };

  return {
    theme: (c) => themeFor(c, themeConfig),
    view,
    resources: (c, name) =>
      requestedTemplates(c).length > 0
        ? resourceConfigHeader(c.req.header('stencil-config'))
        : resourceConfigOf(render.frontMatter(name), themeFor(c, themeConfig)),
    async page(c, name, pageType, data = {}, options = {}) {
      const status = (options.status ?? 200) as 200;
      const templates = requestedTemplates(c);
      // The context the template(s) would receive, render_with requests' included.
      if (debugContext && c.req.query('debug') === 'context') {
        const template =
          templates.length > 0 ? templates.map((each) => `templates/components/${each}.html`) : `templates/pages/${name}.html`;
        return c.json({ page_type: pageType, template, context: view(c, pageType, data) }, status);
      }
      if (templates.length > 0) {
        const rendered = await renderTemplates(c, templates, view(c, pageType, data));
        return templates.length === 1 ? c.html(rendered[templates[0]!]!, status) : c.json(byComponentPath(rendered), status);
      }
      // A page type another theme (THEME_DIR) has no template for: said plainly, with the page's status.
      if (!render.hasPage(name)) return c.html(missingTemplatePage(name), status === 200 ? (404 as 200) : status);
      // spec: the store will run under a strict CSP, so the inline scripts (BCData, the bootstrap call) carry a nonce.
      const nonce = randomBytes(16).toString('base64url');
      let html = (await render.page(name, view(c, pageType, data, nonce, options.bcdata), renderRequest(c, nonce))).trimStart();
      if (liveReloadPath) html = withLiveReload(html, liveReloadPath, nonce);
      if (strictCsp) c.header('content-security-policy', contentSecurityPolicy(nonce, serviceOrigins(themeFor(c, themeConfig))));
      return c.html(html, status);
    },
    async remote(c, data, extra = {}, status = 200) {
      const templates = requestedTemplates(c);
      if (templates.length === 0) return c.json({ data }, status as 200);
      const rendered = await renderTemplates(c, templates, view(c, 'remote', { ...extra, data }));
      // One template: the platform sends its HTML as `content`; several: an object by name.
      const content = templates.length === 1 ? rendered[templates[0]!] : byComponentPath(rendered);
      return c.json({ data, content }, status as 200);
    },
    component: (c, name, pageType, data = {}) => render.component(name, view(c, pageType, data), renderRequest(c)),
    fragment: (c, source, pageType, data = {}) => render.fragment(source, view(c, pageType, data), renderRequest(c)),
  };
}

/** The page for a page type the theme has no template of (`templates/pages/<name>.html`). */
function missingTemplatePage(name: string): string {
  const file = `templates/pages/${name}.html`.replace(/[<>&"]/g, '');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No template</title></head>` +
    `<body><h1>This theme has no ${file}</h1><p>The store would render this page with it.</p></body></html>`
  );
}

/**
 * The page with the development server's reload script before `</body>` (or at its end):
 * a module script under the page's nonce, so the CSP stays as strict as in production.
 */
export function withLiveReload(html: string, eventsPath: string, nonce: string): string {
  const script =
    `<script type="module" nonce="${nonce}">` +
    `const events = new EventSource(${JSON.stringify(eventsPath)});` +
    // Marked on the page once listening, for tools and tests that then change a file.
    `events.addEventListener('open', () => { document.documentElement.dataset.liveReload = 'listening'; });` +
    `events.addEventListener('reload', () => location.reload());` +
    `</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + script : html.slice(0, end) + script + html.slice(end);
}

/** The origins of the services a theme's settings name (spec §7's downloads service), which its pages may call. */
function serviceOrigins(theme: Theme): string[] {
  const url = theme.downloads_service_url;
  if (typeof url !== 'string' || url === '') return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The demo store's Content-Security-Policy (quality issue, security): no inline
 * script but the nonce'd BCData, no eval, and Trusted Types enforced, so the
 * only way to turn a string into markup is the elements' one HTML policy
 * (react/server-html). Styles may be inline (templates use style attributes).
 * Violations are reported, as a store that watches its policy has them
 * (csp-reports.ts): the journeys fail on any.
 */
export function contentSecurityPolicy(nonce: string, connectTo: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // The services the merchant's theme settings name (the downloads service), which pages call.
    ...(connectTo.length > 0 ? [`connect-src 'self' ${connectTo.join(' ')}`] : []),
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types store-html',
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
