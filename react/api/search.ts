import { requestHtml } from './request.ts';

/**
 * spec §7 quick search: the storefront search with the quick-results template,
 * answered as HTML (`GET /search.php?search_query=…`, as the platform's client asks).
 */
export function fetchQuickResults(query: string, signal?: AbortSignal): Promise<string> {
  return requestHtml('/search.php', { params: { search_query: query }, template: 'search/quick-results', signal });
}
