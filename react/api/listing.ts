import { requestHtml } from './request.ts';

/**
 * A product listing (category, brand or search page) at `url` with its filters,
 * rendered by one template (`render_with`), as the platform's client asks for
 * a page's fragment: the same address the shopper would load, answered as HTML.
 */
export function fetchListing(url: string, template: string, signal?: AbortSignal): Promise<string> {
  return requestHtml(url, { template, signal });
}
