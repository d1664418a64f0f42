import { lazyDefine } from './lazy-define.ts';
import { pageContext, type PageContext } from '../shared/page-context.ts';
import { elementLoaders, type ElementLoader } from './registry.ts';
import { groupForPageType, groupLoaders, loadScriptGroup, type GroupLoaders } from './script-groups.ts';

export interface StartOptions {
  doc?: Document;
  context?: PageContext;
  elements?: Record<string, ElementLoader>;
  groups?: GroupLoaders;
  /** spec §9: 120 s; injectable so a test proves the time-out without waiting. */
  groupTimeoutMs?: number;
}

export interface Started {
  /** The groups that ran; rejects with ChunkLoadError when one could not load. */
  groupsLoaded: Promise<string[]>;
  stop: () => void;
}

/** A page is a product page for the initialiser when it carries this class (spec §2). */
export const PRODUCT_PAGE_CLASS = 'product-page';

/** The groups a page needs: its page type's, plus the product group on a page with the product-page class. */
export function groupsForPage(context: PageContext, doc: Document): string[] {
  const ids = new Set<string>();
  const pageGroup = groupForPageType(context.pageType);
  if (pageGroup) ids.add(pageGroup);
  if (doc.querySelector(`.${PRODUCT_PAGE_CLASS}`)) ids.add('product');
  return [...ids];
}

/** Loads and runs each group once per page; resolves with the ids that ran. */
export function runPageGroups(
  ids: readonly string[],
  context: PageContext,
  options: Pick<StartOptions, 'groups' | 'groupTimeoutMs'> = {},
): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      const group = await loadScriptGroup(id, options.groups ?? groupLoaders, options.groupTimeoutMs);
      await group.default(context);
      return id;
    }),
  );
}

/** Starts the storefront on a page: its tags, defined lazily, and its script groups. */
export function startStorefront(options: StartOptions = {}): Started {
  const doc = options.doc ?? document;
  const context = options.context ?? pageContext(doc);
  const { stop } = lazyDefine(options.elements ?? elementLoaders, { root: doc });
  return { groupsLoaded: runPageGroups(groupsForPage(context, doc), context, options), stop };
}
