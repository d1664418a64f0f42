/**
 * What a form posted without JavaScript gets when the emulator refuses it and has no
 * form of its own to show again: a page saying why, with a way back (DESIGN rule 8).
 * The platform answers a browser and a script alike with pages: a script reads the page's
 * error box (`alertBox--error`), as react/api/forms.ts does.
 */
import type { Context } from 'hono';
import type { Responder } from './respond.ts';

/**
 * Same-origin path of the page the form was posted from, else `fallback`. A path that
 * starts with two slashes (`//evil.example/x` on the store's own origin) is one slash:
 * as a Location it would name another host (issue 33 item 4).
 */
export function refererPath(c: Context, fallback: string): string {
  const referer = c.req.header('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(c.req.url).origin) return fallback;
    return storePath(url);
  } catch {
    return fallback;
  }
}

/** `url`'s path and query as a Location on the store: one leading slash, so `//evil.example/x` names no other host. */
export function storePath(url: URL): string {
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`;
}

/** A refusal: the `errors/form-refused` page (status `status`, the reasons listed, a link back). */
export function refuseForm(
  c: Context,
  respond: Responder,
  errors: string[],
  options: { status?: 400 | 403 | 404 | 409 | 413; back?: string } = {},
): Promise<Response> | Response {
  const status = options.status ?? 400;
  return respond.page(
    c,
    'errors/form-refused',
    'error',
    { error: errors.join(' '), back_url: refererPath(c, options.back ?? '/') },
    { status },
  );
}
