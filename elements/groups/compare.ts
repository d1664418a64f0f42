import type { PageContext } from '../page-context.ts';
import { markGroup } from './run-group.ts';

/** Script group for compare pages (spec §2). */
export default function init(context: PageContext): void {
  markGroup('compare', context);
}
