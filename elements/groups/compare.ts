import { emit } from '../../shared/events.ts';
import type { PageContext } from '../../shared/page-context.ts';
import { parseCompareList, writeCompareList } from '../../react/stores/compare-list.ts';
import { markGroup } from './run-group.ts';

/**
 * Script group for compare pages (spec §2). The page's products become the
 * shopper's compare list, so a product removed here (a plain link to the page
 * without it) is no longer ticked on the listing pages, and one added by a
 * shared link is.
 */
export default function init(context: PageContext): void {
  markGroup('compare', context);
  syncCompareList();
}

function syncCompareList(root: ParentNode = document): void {
  const table = root.querySelector<HTMLElement>('[data-compare-products]');
  if (!table) return;
  const shown = [...table.querySelectorAll<HTMLElement>('[data-compare-id]')].map((column) => ({
    id: Number(column.dataset.compareId),
    name: column.dataset.compareName ?? '',
    image: column.dataset.compareImage ?? '',
    url: column.dataset.compareUrl ?? '',
  }));
  const list = parseCompareList(JSON.stringify(shown));
  writeCompareList(list);
  emit(document, 'compare-list-changed', { productIds: list.map((product) => product.id) });
}
