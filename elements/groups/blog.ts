import type { PageContext } from '../../shared/page-context.ts';
import { addMissingPageParameters } from './pagination-links.ts';
import { markGroup } from './run-group.ts';

/** Script group for blog pages (spec §2): the blog list's previous/next links get their page parameter. */
export default function init(context: PageContext): void {
  markGroup('blog', context);
  addMissingPageParameters();
}
