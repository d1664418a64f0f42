import { warnOnce } from './warn.ts';

/**
 * The page's type and JSON context (spec §2: "the page starts with a page-type
 * name plus a JSON context"), from
 * `<script type="application/json" data-store-context data-page-type="product">{…}</script>`
 * or from a classic `window.stencilBootstrap(pageType, contextJson)` call.
 *
 * This module stays free of React and zod: the bootstrap every page loads uses it.
 * Features validate the fields they need (store-context.ts): apart, so that
 * the bootstrap's chunk carries neither zod nor those schemas.
 */
export interface PageContext {
  pageType: string | null;
  context: Record<string, unknown>;
}

let current: PageContext | undefined;

/** Reads (once) and returns the page context; malformed or missing parts give one warning each. */
export function pageContext(doc: Document = document): PageContext {
  current ??= readPageContext(doc);
  return current;
}

/** Used by the classic `stencilBootstrap(pageType, contextJson)` call. */
export function setPageContext(pageType: unknown, contextJson: unknown): PageContext {
  current = {
    pageType: typeof pageType === 'string' && pageType !== '' ? pageType : null,
    context: parseContext(contextJson, 'stencilBootstrap(pageType, context)'),
  };
  if (current.pageType === null) warnOnce('context|call-page-type', 'stencilBootstrap: the page type must be a non-empty string.');
  return current;
}

export function readPageContext(doc: Document): PageContext {
  const script = doc.querySelector<HTMLScriptElement>('script[data-store-context]');
  if (!script) return { pageType: null, context: {} };
  const pageType = script.dataset.pageType?.trim() || null;
  if (pageType === null) {
    warnOnce('context|page-type', 'Page context: <script data-store-context> has no data-page-type; no page script group will load.');
  }
  return { pageType, context: parseContext(script.textContent ?? '', '<script data-store-context>') };
}

function parseContext(json: unknown, where: string): Record<string, unknown> {
  let value: unknown = json;
  if (typeof json === 'string') {
    if (json.trim() === '') return {};
    try {
      value = JSON.parse(json);
    } catch (error) {
      warnOnce(`context|json|${where}`, `Page context: ${where} is not valid JSON (${(error as Error).message}); using an empty context.`);
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warnOnce(`context|object|${where}`, `Page context: ${where} must be a JSON object; using an empty context.`);
    return {};
  }
  return value as Record<string, unknown>;
}

/** For tests: forget the cached context. */
export function resetPageContext(): void {
  current = undefined;
}
