import type * as z from 'zod/mini';
import { storeContext } from '../../shared/store-context.ts';
import { isEmbedded } from '../../shared/store-origin.ts';

// The one place in the storefront that calls fetch (DESIGN rule 4). Requests are
// shaped like the platform's own client, stencil-utils: the same headers, the
// same urlencoded bodies, credentials included.

export type ApiErrorKind = 'network' | 'http' | 'malformed' | 'timeout' | 'aborted';

/** Every failure of a storefront call, as a value a component can show or ignore. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly url: string,
    /** HTTP status for `http` errors (and `malformed` ones, where a status was received). */
    readonly status?: number,
    /** The error text the server sent, when it sent one (`{ error }` or `{ title }`), for shoppers to read. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];

type ParamValue = string | number | boolean | null | undefined | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters for GET, an urlencoded body otherwise (`items[0][id]=…`, as the platform's client sends). */
  params?: Params;
  /** A form's body: multipart, or urlencoded with its repeated names kept. */
  formData?: FormData | URLSearchParams;
  /** A JSON body (the currency switch posts one). */
  json?: unknown;
  /** Templates the server renders the response with (`stencil-options.render_with`). */
  template?: string | readonly string[];
  /** Theme config sent in the `stencil-config` header. */
  config?: Record<string, unknown>;
  /**
   * Prefix for the path. A platform path (`/remote/v1/…`) without one goes to the
   * store: the origin an embedding site configured, else the page context's secureBaseUrl.
   */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Defaults to the page context's requestTimeoutMs (15 s). */
  timeoutMs?: number;
  /** Injectable for tests; defaults to the browser's fetch. */
  fetch?: typeof fetch;
  /** Overrides the CSRF token lookup (tests, embedding sites). */
  csrfToken?: string;
  /** The `accept` header, when not the default of the call (JSON or HTML). */
  accept?: string;
  /**
   * A call to a service on another origin that is not the store (the downloads service, spec §7):
   * it sends this token as `Authorization: Bearer`, no cookies, and none of the store's headers
   * (no CSRF token, no stencil-config).
   */
  bearer?: string;
}

/** Calls `url` and parses its JSON body with `schema`; every failure is an `ApiError`. */
export async function requestJson<Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const { response, text, target } = await perform(url, options, 'application/json');
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError('malformed', `Expected JSON from ${target}`, target, response.status);
    }
  }
  if (!response.ok) throw httpError(response, target, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('malformed', `Unexpected response shape from ${target}: ${parsed.error.message}`, target, response.status);
  }
  return parsed.data;
}

/**
 * Calls `url` and returns its body as text: server-rendered HTML, or the type
 * named by `accept` (an SVG icon). An answer of another type (JSON, an error
 * page's plain text) is `malformed`: it must never be shown as if it were markup.
 */
export async function requestHtml(url: string, options: RequestOptions = {}): Promise<string> {
  const expected = (options.accept ?? 'text/html').split(',')[0]!.trim();
  const { response, text, target } = await perform(url, options, 'text/html');
  if (!response.ok) throw httpError(response, target, tryJson(text));
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(expected)) {
    throw new ApiError('malformed', `Expected ${expected} from ${target}, got ${type || 'no content type'}`, target, response.status);
  }
  // A template renders a fragment; a whole document (an error or maintenance
  // page, an unknown template) must not be inserted as if it were the fragment.
  if (options.template !== undefined && FULL_DOCUMENT.test(text)) {
    throw new ApiError('malformed', `Expected a rendered template from ${target}, got a full HTML page`, target, response.status);
  }
  return text;
}

const FULL_DOCUMENT = /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>])/i;

/**
 * Calls `url` and returns the body as it came, whatever its type: for calls
 * whose only meaning is "empty or not" (spec §7: the login check).
 */
export async function requestText(url: string, options: RequestOptions = {}): Promise<string> {
  const { response, text, target } = await perform(url, options, '*/*');
  if (!response.ok) throw httpError(response, target, tryJson(text));
  return text;
}

/** The page a store answered a posted form with, after the redirects it gave (fetch follows them). */
export interface PageAnswer {
  /** Where the answer came from: the page the store redirected to, else the action itself. */
  url: string;
  redirected: boolean;
  status: number;
  html: string;
}

/**
 * Posts (or gets) a page route, as a browser's form would, and returns the page the store answered:
 * the platform answers a form with a redirect to a page, or the form's page again with its error
 * box, whoever sends it. A 4xx page is an answer to read; a 5xx, a time-out, a lost connection or an
 * answer that is not a page is an `ApiError`.
 */
export async function requestPage(url: string, options: RequestOptions = {}): Promise<PageAnswer> {
  const { response, text, target } = await perform(url, options, 'text/html');
  if (response.status >= 500) throw httpError(response, target, tryJson(text));
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('text/html')) {
    if (response.status >= 400) throw httpError(response, target, tryJson(text));
    throw new ApiError('malformed', `Expected a page from ${target}, got ${type || 'no content type'}`, target, response.status);
  }
  return { url: response.url || target, redirected: response.redirected, status: response.status, html: text };
}

/** Sends the request and reads the whole body under one deadline. */
async function perform(url: string, options: RequestOptions, accept: string) {
  const method = (options.method ?? 'GET').toUpperCase();
  // spec §8: the platform's client refuses other methods with this message.
  if (!HTTP_METHODS.includes(method)) throw new RangeError('Not a valid HTTP method');

  let target = storeUrl(url, options.baseUrl);
  // An embedding site has no cookie or page data of the store's: it asks the store for its session's token.
  // Every call waits for that first answer, which also gives the session its cookie: two first calls
  // sent at once would each start a session of their own, and a token of the one would be refused by the other.
  const service = options.bearer !== undefined;
  const embedded = !service && options.csrfToken === undefined && isEmbedded() && !sameOrigin(target);
  const embeddedChange = embedded && method !== 'GET';
  const headers: Record<string, string> = service
    ? { accept: options.accept ?? accept, authorization: `Bearer ${options.bearer}` }
    : {
        accept: options.accept ?? accept,
        'stencil-config': JSON.stringify(options.config ?? {}),
        'stencil-options': '{}',
        // Read for each request: signing in or out gives the session a new token.
        'x-xsrf-token': options.csrfToken ?? (embeddedChange ? '' : readCsrfToken(target)),
        'x-requested-with': 'stencil-utils',
      };
  const templates = typeof options.template === 'string' ? [options.template] : (options.template ?? []);
  if (templates.length > 0) headers['stencil-options'] = JSON.stringify({ render_with: templates.join(',') });
  const credentials: RequestCredentials = service ? 'omit' : 'include';

  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    const encoded = encodeParams(options.params ?? {}, method !== 'GET');
    if (method !== 'GET') body = encoded;
    else if (encoded) target += (target.includes('?') ? '&' : '?') + encoded;
  }

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? storeContext().requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    if (embedded) {
      const token = await embeddedCsrfToken(target, doFetch);
      if (embeddedChange) headers['x-xsrf-token'] = token;
    }
    response = await doFetch(target, { method, headers, body, credentials, signal });
    if (embeddedChange && response.status === 403) {
      // The session's token changed since it was fetched (signing in rotates it): nothing
      // was done, so the request is sent once more with a fresh one.
      forgetEmbeddedCsrfToken(target);
      headers['x-xsrf-token'] = await embeddedCsrfToken(target, doFetch);
      response = await doFetch(target, { method, headers, body, credentials, signal });
    }
    return { response, text: await response.text(), target };
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted', `Request to ${target} was superseded`, target);
    if (deadline.signal.aborted) throw new ApiError('timeout', `No answer from ${target} in time`, target);
    throw new ApiError('network', `Could not reach ${target}: ${String(error)}`, target);
  } finally {
    clearTimeout(timer);
  }
}

function httpError(response: Response, url: string, body: unknown): ApiError {
  return new ApiError('http', `${response.status} from ${url}`, url, response.status, serverMessageOf(body));
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  // A form's refusal lists what to correct, one line each (`{errors: [...]}`).
  if (Array.isArray(record.errors) && record.errors.length > 0 && record.errors.every((entry) => typeof entry === 'string'))
    return record.errors.join('\n');
  for (const key of ['error', 'title', 'message']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  return undefined;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The CSRF token for a request to `target`, from where the platform puts it: the
 * readable `XSRF-TOKEN` cookie, `window.BCData.csrf_token`, or the page context.
 *
 * The cookie comes first: the store sets a new one whenever it gives the session a
 * new token (signing in or out, spec §6), also in a popup sign-in or in another tab,
 * while BCData and the context keep the token the page was rendered with. It is the
 * store's cookie only on the store's own origin: a request elsewhere (an embedding
 * site calling the store) would read the embedding site's cookie of that name.
 */
export function readCsrfToken(target = ''): string {
  if (sameOrigin(target)) {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='));
    if (cookie) return decodeURIComponent(cookie.slice('XSRF-TOKEN='.length));
  }
  const fromWindow = (globalThis as { BCData?: { csrf_token?: unknown } }).BCData?.csrf_token;
  if (typeof fromWindow === 'string' && fromWindow) return fromWindow;
  const contextScript = document.querySelector('script[data-store-context]');
  if (contextScript?.textContent) {
    try {
      const token = (JSON.parse(contextScript.textContent) as { csrf_token?: unknown }).csrf_token;
      if (typeof token === 'string' && token) return token;
    } catch {
      // a malformed context is reported by the bootstrap
    }
  }
  return '';
}

/**
 * Where a call goes: a platform path (`/cart.php`, `/remote/v1/…`) is prefixed with
 * `baseUrl`, or without one with the store's origin (the one an embedding site
 * configured, else the page context's secureBaseUrl; '' on the store's own pages).
 */
export function storeUrl(url: string, baseUrl?: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return (baseUrl || storeContext().secureBaseUrl) + url;
  return (baseUrl ?? '') + url;
}

/** Where a store answers its session's CSRF token to a site it allows (emulator/README.md). */
export const CSRF_TOKEN_PATH = '/remote/v1/csrf-token';

const embeddedTokens = new Map<string, Promise<string>>();

/**
 * The store session's CSRF token, asked of the store once per origin (cookies carry the session).
 * Shared by every call waiting for it, so it runs under its own deadline, not the first caller's signal.
 */
function embeddedCsrfToken(target: string, doFetch: typeof fetch): Promise<string> {
  const origin = new URL(target, location.href).origin;
  let token = embeddedTokens.get(origin);
  if (!token) {
    token = doFetch(origin + CSRF_TOKEN_PATH, {
      credentials: 'include',
      headers: { accept: 'application/json', 'x-requested-with': 'stencil-utils' },
      signal: AbortSignal.timeout(storeContext().requestTimeoutMs),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const value = (body as { data?: { token?: unknown } } | null)?.data?.token;
        if (typeof value !== 'string' || value === '') throw new Error(`No CSRF token from ${origin}`);
        return value;
      });
    // A failed lookup is not kept: the next call asks again.
    token.catch(() => embeddedTokens.delete(origin));
    embeddedTokens.set(origin, token);
  }
  return token;
}

function forgetEmbeddedCsrfToken(target: string): void {
  embeddedTokens.delete(new URL(target, location.href).origin);
}

function sameOrigin(target: string): boolean {
  try {
    return new URL(target, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

const strictEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Encodes parameters as the platform's client does: nested objects and arrays
 * become `items[0][id]=1`; in a query string, arrays repeat the key.
 */
export function encodeParams(params: Params, includeArrayIndex: boolean): string {
  const pairs: string[] = [];
  const add = (key: string, value: ParamValue) => {
    if (value === undefined) return;
    if (value === null) {
      pairs.push(strictEncode(key));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => add(includeArrayIndex || typeof item === 'object' ? `${key}[${index}]` : key, item));
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
    } else {
      pairs.push(`${strictEncode(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${strictEncode(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}
