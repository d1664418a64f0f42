import type { PageContext } from '../../shared/page-context.ts';
import { markGroup } from './run-group.ts';

/** Script group for gift certificate pages (main, balance, redeem) (spec §2). */
export default function init(context: PageContext): void {
  markGroup('gift-certificates', context);
}
