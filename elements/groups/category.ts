import type { PageContext } from '../../shared/page-context.ts';
import { markGroup } from './run-group.ts';

/** Script group for category pages (spec §2). */
export default function init(context: PageContext): void {
  markGroup('category', context);
}
