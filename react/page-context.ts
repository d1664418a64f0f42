import * as z from 'zod/mini';
import { pageContext } from '../elements/page-context.ts';
import { warnOnce } from '../elements/warn.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';

/** The page context fields the features read (spec §3 page context), typed. */
export interface StoreContext {
  /** Whether the page carried a context at all (an embedding site may not). */
  present: boolean;
  pageType: string | null;
  /** The shopper's cart, or null when the platform says there is none. */
  cartId: string | null;
  /** Prefix for cart calls; '' means same origin. */
  secureBaseUrl: string;
  inDevelopment: boolean;
  /** How long the storefront waits for one platform call before giving up (default 15 s). */
  requestTimeoutMs: number;
  /** The signed-in customer's id, or null for a guest (spec §6 roles). */
  customerId: string | null;
  /** The store's hash, for the downloads service (spec §7 ownership). */
  storeHash: string;
  /** The shopper's currency (ISO 4217, e.g. EUR), or null when the page does not say. */
  currencyCode: string | null;
  /**
   * Where the product gallery puts video thumbnails (spec §3 page context,
   * `itsConfig.pdp_video_thumbnails_pos`): before the images, after them, or
   * null to keep the template's order.
   */
  videoThumbnailsPosition: VideoThumbnailsPosition | null;
}

export type VideoThumbnailsPosition = 'top' | 'bottom';
const VIDEO_THUMBNAILS_POSITIONS: readonly string[] = ['top', 'bottom'] satisfies VideoThumbnailsPosition[];

const fields = {
  cartId: z.nullable(z.string()),
  secureBaseUrl: z.string().check(z.regex(/^(https?:\/\/[^\s]+)?$/)),
  inDevelopment: z.boolean(),
  requestTimeoutMs: z.number().check(z.int(), z.gte(1000), z.lte(120_000)),
  customerId: z.nullable(z.pipe(z.union([z.string().check(z.regex(/^\d+$/)), z.number().check(z.int(), z.gte(1))]), z.transform(String))),
  storeHash: z.string(),
  currencyCode: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
} as const;

const defaults = { cartId: null, secureBaseUrl: '', inDevelopment: false, requestTimeoutMs: REQUEST_TIMEOUT_MS, customerId: null, storeHash: '', currencyCode: null };

let cached: StoreContext | undefined;

/** Reads the page context once; a wrong field gives one warning naming it and its default. */
export function storeContext(): StoreContext {
  if (cached) return cached;
  const { pageType, context } = pageContext();
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, schema] of Object.entries(fields)) {
    if (!(name in context) || context[name] === undefined) continue;
    const parsed = schema.safeParse(context[name]);
    if (parsed.success) values[name] = parsed.data;
    else warnOnce(`context|field|${name}`, `Page context: "${name}" has an unexpected value ${JSON.stringify(context[name])}; using ${JSON.stringify(defaults[name as keyof typeof defaults])}.`);
  }
  cached = {
    present: pageType !== null || Object.keys(context).length > 0,
    pageType,
    ...(values as Omit<StoreContext, 'present' | 'pageType' | 'videoThumbnailsPosition'>),
    // spec §3 itsConfig; a Stencil theme injects its settings as themeSettings, which carry the same key.
    videoThumbnailsPosition: readVideoThumbnailsPosition(context.itsConfig ?? context.themeSettings),
  };
  // A trailing slash would double up with the platform paths.
  cached.secureBaseUrl = cached.secureBaseUrl.replace(/\/+$/, '');
  return cached;
}

function readVideoThumbnailsPosition(itsConfig: unknown): VideoThumbnailsPosition | null {
  if (itsConfig === undefined || itsConfig === null) return null;
  const raw = typeof itsConfig === 'object' ? (itsConfig as Record<string, unknown>).pdp_video_thumbnails_pos : undefined;
  if (raw === undefined) return null;
  if (typeof raw === 'string' && VIDEO_THUMBNAILS_POSITIONS.includes(raw)) return raw as VideoThumbnailsPosition;
  warnOnce('context|field|itsConfig.pdp_video_thumbnails_pos', `Page context: "itsConfig.pdp_video_thumbnails_pos" has an unexpected value ${JSON.stringify(raw)}; keeping the template's order of the gallery's videos.`);
  return null;
}

/** For tests: forget the parsed context. */
export function resetStoreContext(): void {
  cached = undefined;
}
