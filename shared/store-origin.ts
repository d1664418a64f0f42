import { warnOnce } from './warn.ts';

/**
 * Which store the elements talk to. On the store's own pages nothing is set and
 * every call goes to the page's origin (or the page context's secureBaseUrl). A
 * site embedding the elements names the store, with
 * `<store-context store-origin="https://store.example">` or
 * `configureStore({ storeOrigin })` from the main module; every platform call,
 * and every link the elements make to the store, then goes there.
 *
 * Free of React and zod: the page bootstrap uses it.
 */

let configured: string | null = null;

/**
 * The origin of `value` (`https://store.example`), or null when it is not an
 * http(s) URL (a malformed string, `javascript:`, a path). A path or query after
 * the origin is dropped: the platform's paths start at the root.
 */
export function parseStoreOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Sets the store's origin; `where` names the caller in the one warning a bad
 * value gives (the value is then ignored and the previous one kept).
 */
export function setStoreOrigin(value: unknown, where: string): boolean {
  const origin = parseStoreOrigin(value);
  if (origin === null) {
    warnOnce(
      `store-origin|${where}|${String(value)}`,
      `${where}: ${JSON.stringify(value)} is not the origin of a store (https://store.example); it is ignored.`,
    );
    return false;
  }
  configured = origin;
  return true;
}

/** The configured store origin, or null on the store's own pages. */
export function configuredStoreOrigin(): string | null {
  return configured;
}

/** Whether the elements run on another site than the store they talk to. */
export function isEmbedded(): boolean {
  return configured !== null && configured !== location.origin;
}

/** For tests: forget the configured origin. */
export function resetStoreOrigin(): void {
  configured = null;
}
