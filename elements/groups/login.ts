import type { PageContext } from '../../shared/page-context.ts';
import { markGroup } from './run-group.ts';

/** Script group for sign-in, create account and password pages (spec §2). */
export default function init(context: PageContext): void {
  markGroup('login', context);
}
