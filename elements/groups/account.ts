import type { PageContext } from '../../shared/page-context.ts';
import { addMissingPageParameters } from './pagination-links.ts';
import { markGroup } from './run-group.ts';

/** Script group for account pages (orders, addresses, returns, downloads, payment methods) (spec §2). */
export default function init(context: PageContext): void {
  markGroup('account', context);
  addMissingPageParameters();
}
