import type { PageContext } from '../../shared/page-context.ts';
import { markGroup } from './run-group.ts';

/** Script group for product pages (and the AMP product options page), and any page carrying the product-page class (spec §2). */
export default function init(context: PageContext): void {
  markGroup('product', context);
}
