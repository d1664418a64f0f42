/**
 * The page type and context a rendered page hands to the elements: the layout's
 * `window.stencilBootstrap?.("{{page_type}}", {{jsContext}}).load()`, where
 * `{{jsContext}}` is the `{{inject}}`ed values as a JSON string literal. For tests
 * and tools that read a page's context.
 */
const CALL = /window\.stencilBootstrap\?\.\("([^"]*)", ("(?:[^"\\]|\\.)*")\)\.load\(\);/;

export interface BootstrapCall {
  pageType: string;
  context: Record<string, any>;
}

/** The call's page type and parsed context, or null when the page has none. */
export function bootstrapCallOf(html: string): BootstrapCall | null {
  const match = CALL.exec(html);
  if (!match) return null;
  return { pageType: match[1]!, context: JSON.parse(JSON.parse(match[2]!) as string) as Record<string, any> };
}
