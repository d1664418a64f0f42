import * as z from 'zod/mini';
import { pageContext } from './page-context.ts';
import { warnOnce } from './warn.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { configuredStoreOrigin } from './store-origin.ts';

/** The page context fields the features read (spec §3 page context), typed. */
export interface StoreContext {
  /** Whether the page carried a context at all (an embedding site may not). */
  present: boolean;
  pageType: string | null;
  /** The shopper's cart, or null when the platform says there is none. */
  cartId: string | null;
  /**
   * Prefix for the platform's paths; '' means the page's own origin. The store
   * origin an embedding site configures (store-origin.ts) comes first.
   */
  readonly secureBaseUrl: string;
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
  /**
   * spec §5 "other validation messages come from page context": message key → text,
   * from `validationMessages` (an object) or a Stencil theme's `validationDictionaryJSON`
   * (the language file's `validation_messages`); null when the page gives none.
   */
  validationMessages: Readonly<Record<string, string>> | null;
  /** spec §5 password "a minimum length from settings": the store's `passwordRequirements`, or null. */
  passwordRequirements: StorePasswordRequirements | null;
  /**
   * spec §7 ownership: the downloads service the merchant named in the theme settings
   * (`downloads_service_url`, an origin, and `downloads_app_client_id`, the app whose Current
   * Customer token it accepts); null when either is missing, and then no check is made.
   */
  downloadsService: DownloadsService | null;
}

export interface DownloadsService {
  /** The service's origin, without a trailing slash. */
  url: string;
  appClientId: string;
}

/** The store's password settings as the platform writes them (`settings.password_requirements`). */
export interface StorePasswordRequirements {
  /** A regular expression's source that a password must match (letters). */
  alpha?: string;
  /** A regular expression's source that a password must match (digits). */
  numeric?: string;
  minlength?: number;
  /** The platform's own wording of the rule. */
  error?: string;
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

const defaults = {
  cartId: null,
  secureBaseUrl: '',
  inDevelopment: false,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  customerId: null,
  storeHash: '',
  currencyCode: null,
};

const compiles = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};
const pattern = z.string().check(z.refine(compiles));
const passwordRequirementsSchema = z.object({
  alpha: z.optional(pattern),
  numeric: z.optional(pattern),
  // The platform writes a number; a digit string is read as one.
  minlength: z.optional(
    z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)).check(z.int(), z.gte(1), z.lte(1000)),
  ),
  error: z.optional(z.string()),
});
const messagesSchema = z.record(z.string(), z.string());

/** The key prefix of the validation messages in a theme's language files (`lang/en.json` → `validation_messages`). */
const DICTIONARY_PREFIX = 'validation_messages.';

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
    else
      warnOnce(
        `context|field|${name}`,
        `Page context: "${name}" has an unexpected value ${JSON.stringify(context[name])}; using ${JSON.stringify(defaults[name as keyof typeof defaults])}.`,
      );
  }
  cached = {
    present: pageType !== null || Object.keys(context).length > 0,
    pageType,
    ...(values as Omit<
      StoreContext,
      'present' | 'pageType' | 'videoThumbnailsPosition' | 'validationMessages' | 'passwordRequirements' | 'downloadsService'
    >),
    // spec §3 itsConfig; a Stencil theme injects its settings as themeSettings, which carry the same key.
    videoThumbnailsPosition: readVideoThumbnailsPosition(context.itsConfig ?? context.themeSettings),
    validationMessages: readValidationMessages(context),
    passwordRequirements: readPasswordRequirements(context.passwordRequirements),
    downloadsService: readDownloadsService(context.themeSettings),
  };
  // A trailing slash would double up with the platform paths.
  const fromContext = (values.secureBaseUrl as string).replace(/\/+$/, '');
  // Read at each call: an embedding site may configure its store after the first read.
  Object.defineProperty(cached, 'secureBaseUrl', { get: () => configuredStoreOrigin() ?? fromContext, enumerable: true });
  return cached;
}

const downloadsServiceSchema = z.object({
  downloads_service_url: z.string().check(z.regex(/^https?:\/\/[^/\s?#]+\/?$/)),
  downloads_app_client_id: z.string().check(z.regex(/^[\w-]+$/)),
});

function readDownloadsService(themeSettings: unknown): DownloadsService | null {
  if (typeof themeSettings !== 'object' || themeSettings === null) return null;
  const settings = themeSettings as Record<string, unknown>;
  // Not set up: the merchant has no downloads service, and nothing is checked.
  if (!settings.downloads_service_url || !settings.downloads_app_client_id) return null;
  const parsed = downloadsServiceSchema.safeParse(settings);
  if (!parsed.success) {
    warnOnce(
      'context|field|themeSettings.downloads_service',
      `Page context: the theme settings downloads_service_url ${JSON.stringify(settings.downloads_service_url)} and downloads_app_client_id ${JSON.stringify(settings.downloads_app_client_id)} are not an origin and an app client id; no ownership check is made.`,
    );
    return null;
  }
  return { url: parsed.data.downloads_service_url.replace(/\/$/, ''), appClientId: parsed.data.downloads_app_client_id };
}

function readVideoThumbnailsPosition(itsConfig: unknown): VideoThumbnailsPosition | null {
  if (itsConfig === undefined || itsConfig === null) return null;
  const raw = typeof itsConfig === 'object' ? (itsConfig as Record<string, unknown>).pdp_video_thumbnails_pos : undefined;
  if (raw === undefined) return null;
  if (typeof raw === 'string' && VIDEO_THUMBNAILS_POSITIONS.includes(raw)) return raw as VideoThumbnailsPosition;
  warnOnce(
    'context|field|itsConfig.pdp_video_thumbnails_pos',
    `Page context: "itsConfig.pdp_video_thumbnails_pos" has an unexpected value ${JSON.stringify(raw)}; keeping the template's order of the gallery's videos.`,
  );
  return null;
}

/**
 * The page's validation messages: `validationMessages` (an object of strings, for pages that
 * write their context themselves), or `validationDictionaryJSON` as
 * `{{inject 'validationDictionaryJSON' (langJson 'validation_messages')}}` gives it: a JSON
 * string of `{translations: {"validation_messages.email": "…"}}`. A malformed value warns once.
 */
function readValidationMessages(context: Record<string, unknown>): Record<string, string> | null {
  if (context.validationMessages !== undefined) {
    const parsed = messagesSchema.safeParse(context.validationMessages);
    if (parsed.success) return parsed.data;
    warnOnce('context|validationMessages', 'Page context: "validationMessages" must be an object of strings; using the default messages.');
    return null;
  }
  const dictionary = context.validationDictionaryJSON;
  if (dictionary === undefined) return null;
  try {
    const translations = (JSON.parse(String(dictionary)) as { translations?: unknown }).translations;
    const parsed = messagesSchema.safeParse(translations);
    if (!parsed.success) throw new Error('no translations');
    return Object.fromEntries(
      Object.entries(parsed.data)
        .filter(([key]) => key.startsWith(DICTIONARY_PREFIX))
        .map(([key, message]) => [key.slice(DICTIONARY_PREFIX.length), message]),
    );
  } catch {
    warnOnce(
      'context|validationDictionaryJSON',
      'Page context: "validationDictionaryJSON" is not the JSON of a language dictionary; using the default messages.',
    );
    return null;
  }
}

function readPasswordRequirements(raw: unknown): StorePasswordRequirements | null {
  if (raw === undefined || raw === null) return null;
  const parsed = passwordRequirementsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  warnOnce(
    'context|passwordRequirements',
    `Page context: "passwordRequirements" has an unexpected value ${JSON.stringify(raw)}; using the default password rules.`,
  );
  return null;
}

/** For tests: forget the parsed context. */
export function resetStoreContext(): void {
  cached = undefined;
}
