import { SCRIPT_GROUP_TIMEOUT_MS } from '../shared/constants.ts';
import type { PageContext } from '../shared/page-context.ts';

/**
 * The extra script group each page type loads (spec §2 "Page types"). Account
 * pages share one group, the login family shares another, most types have their
 * own, and brands, error, 404, default, rss, sitemap and newsletter subscribe
 * load nothing extra. The build names each group `theme-bundle.chunk.{id}.js`.
 */
export const PAGE_TYPE_GROUPS: Readonly<Record<string, GroupId | null>> = {
  account_orderstatus: 'account',
  account_order: 'account',
  account_addressbook: 'account',
  shippingaddressform: 'account',
  account_new_return: 'account',
  account_saved_return: 'account',
  account_returns: 'account',
  account_recentitems: 'account',
  account_downloaditem: 'account',
  editaccount: 'account',
  account_inbox: 'account',
  account_paymentmethods: 'account',
  account_addpaymentmethod: 'account',
  account_editpaymentmethod: 'account',
  login: 'login',
  createaccount: 'login',
  createaccount_thanks: 'login',
  getnewpassword: 'login',
  forgotpassword: 'login',
  blog: 'blog',
  blog_post: 'blog',
  brand: 'brand',
  cart: 'cart',
  category: 'category',
  compare: 'compare',
  page_contact_form: 'contact',
  giftcertificates: 'gift-certificates',
  giftcertificates_balance: 'gift-certificates',
  giftcertificates_redeem: 'gift-certificates',
  page: 'page',
  product: 'product',
  amp_product_options: 'product',
  search: 'search',
  wishlist: 'wishlist',
  wishlists: 'wishlist',
  'add-wishlist': 'wishlist',
  brands: null,
  error: null,
  404: null,
  default: null,
  rss: null,
  sitemap: null,
  newsletter_subscribe: null,
};

export type GroupId =
  | 'account'
  | 'login'
  | 'blog'
  | 'brand'
  | 'cart'
  | 'category'
  | 'compare'
  | 'contact'
  | 'gift-certificates'
  | 'page'
  | 'product'
  | 'search'
  | 'wishlist';

/** A group's module: page-level behaviour for its page types, run once per page. */
export interface ScriptGroup {
  default: (context: PageContext) => void | Promise<void>;
}

export type GroupLoaders = Partial<Record<string, () => Promise<ScriptGroup>>>;

/** The real groups; each dynamic import becomes `theme-bundle.chunk.{id}.js` (vite.config.ts). */
const groupLoaders: GroupLoaders = {
  account: () => import('./groups/account.ts'),
  login: () => import('./groups/login.ts'),
  blog: () => import('./groups/blog.ts'),
  brand: () => import('./groups/brand.ts'),
  cart: () => import('./groups/cart.ts'),
  category: () => import('./groups/category.ts'),
  compare: () => import('./groups/compare.ts'),
  contact: () => import('./groups/contact.ts'),
  'gift-certificates': () => import('./groups/gift-certificates.ts'),
  page: () => import('./groups/page.ts'),
  product: () => import('./groups/product.ts'),
  search: () => import('./groups/search.ts'),
  wishlist: () => import('./groups/wishlist.ts'),
};

/** spec §8: the one error for a group that fails to load, is missing or times out. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly reason: 'failed' | 'missing' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
  }
}

/** The group a page type loads, or null for none (unknown page types load none, silently). */
export function groupForPageType(pageType: string | null): string | null {
  if (pageType === null || !Object.hasOwn(PAGE_TYPE_GROUPS, pageType)) return null;
  return PAGE_TYPE_GROUPS[pageType] ?? null;
}

/**
 * Loads group `id` and resolves with its module, or rejects with ChunkLoadError
 * when it fails, is missing or takes longer than `timeoutMs` (spec §9: 120 s).
 */
export function loadScriptGroup(
  id: string,
  loaders: GroupLoaders = groupLoaders,
  timeoutMs: number = SCRIPT_GROUP_TIMEOUT_MS,
): Promise<ScriptGroup> {
  const loader = loaders[id];
  if (!loader) return Promise.reject(new ChunkLoadError(id, 'missing'));
  return new Promise<ScriptGroup>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id, 'timeout')), timeoutMs);
    loader().then(
      (group) => {
        clearTimeout(timer);
        if (typeof group?.default === 'function') resolve(group);
        else reject(new ChunkLoadError(id, 'missing'));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(id, 'failed', { cause: error }));
      },
    );
  });
}

/** A page is a product page for the initialiser when it carries this class (spec §2). */
const PRODUCT_PAGE_CLASS = 'product-page';

/** The groups a page needs: its page type's, plus the product group on a page with the product-page class. */
export function groupsForPage(context: PageContext, doc: Document): string[] {
  const ids = new Set<string>();
  const pageGroup = groupForPageType(context.pageType);
  if (pageGroup) ids.add(pageGroup);
  if (doc.querySelector(`.${PRODUCT_PAGE_CLASS}`)) ids.add('product');
  return [...ids];
}

/** Loads and runs each group; resolves with the ids that ran, or rejects with ChunkLoadError. */
export function runPageGroups(ids: readonly string[], context: PageContext): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      const group = await loadScriptGroup(id);
      await group.default(context);
      return id;
    }),
  );
}
