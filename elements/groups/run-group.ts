import type { PageContext } from '../../shared/page-context.ts';

/**
 * What every page group does first: mark the document with the group that ran
 * (`<html data-page-group="product">`), so theme CSS and tests can rely on it.
 * Page-type features themselves are elements, defined lazily by tag.
 */
export function markGroup(id: string, _context: PageContext): void {
  document.documentElement.dataset.pageGroup = [document.documentElement.dataset.pageGroup, id].filter(Boolean).join(' ');
}
