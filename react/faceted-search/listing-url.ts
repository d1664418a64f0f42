/**
 * The address of the listing a facets form asks for, as the form would submit it
 * without JavaScript (GET, its fields as parameters), minus what a shopper did not
 * set: empty price fields, the featured sort (the default), and the page, since a
 * new filter or sort starts again from the first page. The page size of the current
 * address (`limit`, a parameter of the platform's listings the form has no field for)
 * is kept.
 */
export function listingUrl(form: HTMLFormElement, origin = location.origin, current = location.search): string {
  const action = new URL(form.getAttribute('action') || location.pathname, origin);
  const params = new URLSearchParams();
  const limit = new URLSearchParams(current).get('limit');
  if (limit) params.set('limit', limit);
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if ((name === 'price_min' || name === 'price_max') && value.trim() === '') continue;
    if (name === 'sort' && value === 'featured') continue;
    if (name === 'page' || (name === 'limit' && params.has('limit'))) continue;
    params.append(name, value.trim());
  }
  // spec §5 price range: both or neither.
  if (!params.has('price_min') || !params.has('price_max')) {
    params.delete('price_min');
    params.delete('price_max');
  }
  const search = params.toString();
  return action.pathname + (search ? `?${search}` : '');
}

/** Same-origin path and query of a link, or null for a link elsewhere. */
export function sameOriginPath(href: string, origin = location.origin): string | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
