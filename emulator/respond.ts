import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { BadRequest, requestedTemplates, themeFor, type Theme } from './protocol.ts';
import type { Renderer } from './render.ts';
import { sessionOf } from './sessions.ts';
import { baseView } from './views.ts';

/** How pages and remote calls answer, given the requested templates (spec §7, stencil-utils lib/request.js). */
export interface Responder {
  theme(c: Context): Theme;
  /**
   * A page: the full page normally; only the named template (HTML) when
   * `render_with` names one; a JSON object keyed by template name when it names several.
   */
  page(c: Context, name: string, pageType: string, data?: Record<string, unknown>, options?: { status?: number; context?: Record<string, unknown> }): Response;
  /** A remote call: `{ data, content? }`, content rendered from `render_with` with `view`. */
  remote(c: Context, data: unknown, view?: Record<string, unknown>, status?: number): Response;
  /** The data templates see for this request. */
  view(c: Context, pageType: string, data?: Record<string, unknown>, context?: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Several templates come back keyed by their path under the theme, `components/…`:
 * stencil-utils strips that prefix (lib/request.js) and drops keys without it.
 */
const byComponentPath = (rendered: Record<string, string>) =>
  Object.fromEntries(Object.entries(rendered).map(([name, html]) => [`components/${name}`, html]));

const TEMPLATE_NAME = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

export function createResponder(render: Renderer, themeDefaults: Theme): Responder {
  const view: Responder['view'] = (c, pageType, data = {}, context = {}) => ({
    ...baseView(c, sessionOf(c), themeFor(c, themeDefaults), pageType, context),
    ...data,
  });

  /** Renders each requested template; unknown names are a 400, as nothing could be rendered. */
  const renderTemplates = (names: string[], data: Record<string, unknown>): Record<string, string> => {
    const unknown = names.filter((name) => !TEMPLATE_NAME.test(name) || !render.hasComponent(name));
    if (unknown.length > 0) throw new BadRequest(`Unknown template: ${unknown.join(', ')}`);
    return Object.fromEntries(names.map((name) => [name, render.component(name, data)]));
  };

  return {
    theme: (c) => themeFor(c, themeDefaults),
    view,
    page(c, name, pageType, data = {}, options = {}) {
      const status = (options.status ?? 200) as 200;
      const templates = requestedTemplates(c);
      const pageData = view(c, pageType, data, options.context);
      if (templates.length === 1) return c.html(renderTemplates(templates, pageData)[templates[0]!]!, status);
      if (templates.length > 1) return c.json(byComponentPath(renderTemplates(templates, pageData)), status);
      // spec: the store will run under a strict CSP, so the one inline script (BCData) carries a nonce.
      const nonce = randomBytes(16).toString('base64url');
      c.header('content-security-policy', contentSecurityPolicy(nonce));
      return c.html(render.page(name, { ...pageData, nonce }).trimStart(), status);
    },
    remote(c, data, extra = {}, status = 200) {
      const templates = requestedTemplates(c);
      if (templates.length === 0) return c.json({ data }, status as 200);
      const rendered = renderTemplates(templates, view(c, 'remote', { ...extra, data }));
      // One template: the platform sends its HTML as `content`; several: an object by name.
      const content = templates.length === 1 ? rendered[templates[0]!] : byComponentPath(rendered);
      return c.json({ data, content }, status as 200);
    },
  };
}

/**
 * The demo store's Content-Security-Policy (quality issue, security): no inline
 * script but the nonce'd BCData, no eval, and Trusted Types enforced, so the
 * only way to turn a string into markup is the elements' one HTML policy
 * (react/server-html). Styles may be inline (templates use style attributes).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types store-html',
  ].join('; ');
}
