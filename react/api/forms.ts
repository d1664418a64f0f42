import { parseInertly } from '../../shared/inert-html.ts';
import { ApiError, requestPage, type PageAnswer, type RequestOptions } from './request.ts';

/**
 * What the store said to a form sent from the page. The platform answers a posted form with a
 * page, whoever sends it: a redirect to where the shopper goes next, or the form's page again
 * with its error box (Cornerstone's `alertBox--error`, components/common/alert/alert-error.html).
 */
export type FormAnswer =
  /** The store's error box: what to correct, in its words, one entry per line of its list. */
  | { kind: 'refused'; lines: string[] }
  /**
   * Accepted. `message` is the success box of the page it answered with (`forms.*.success`,
   * `customer.success`), if it had one; `next` the other page it sent the shopper to, if any.
   */
  | { kind: 'accepted'; message: string | null; next: string | null };

type CallOptions = Pick<RequestOptions, 'baseUrl' | 'signal' | 'fetch' | 'timeoutMs'>;

/**
 * Posts a server form's fields to its action as the browser would (urlencoded, or multipart
 * when a file is among them) and reads the page the store answered with. A 5xx, a time-out, a
 * lost connection, an answer that is not a page, or a page that neither shows a box nor comes
 * from a redirect (nothing says whether the form was taken) is an `ApiError` (request.ts).
 */
export async function submitForm(action: string, fields: FormData, options: CallOptions = {}): Promise<FormAnswer> {
  const page = await requestPage(action, { ...options, method: 'POST', formData: browserBody(fields) });
  return readFormAnswer(page, action);
}

/** Reads a page a store answered a form with (see FormAnswer). */
export function readFormAnswer(page: PageAnswer, action: string): FormAnswer {
  // Inert, as all server HTML is parsed here (nothing in it runs or loads; Trusted Types allow it).
  const document = parseInertly(page.html, 'text/html');
  // Every box that says something (a page may hold an empty one a script fills later), a line
  // for each item of a box's list, else one for the box.
  const lines = [...document.querySelectorAll('.alertBox--error')].flatMap((box) => {
    const items = [...box.querySelectorAll('li')].map(textOf).filter((line) => line !== '');
    return items.length > 0 ? items : [textOf(box)].filter((line) => line !== '');
  });
  if (lines.length > 0) return { kind: 'refused', lines };
  if (page.status >= 400) throw new ApiError('http', `${page.status} from ${action}`, action, page.status);
  const success = [...document.querySelectorAll('.alertBox--success')].map(textOf).find((text) => text !== '') ?? null;
  // Taken: the store says so in its page, or sent the shopper on (a redirect, as after every form it
  // accepts). A page that does neither (a maintenance page in its place) says nothing of the form.
  if (success === null && !page.redirected)
    throw new ApiError('malformed', `${action} answered a page that says nothing of the form`, action, page.status);
  return { kind: 'accepted', message: success, next: page.redirected && !isThisPage(page.url) ? page.url : null };
}

function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether `url` is the page the shopper is on (its hash aside). */
function isThisPage(url: string): boolean {
  const there = new URL(url, window.location.href);
  return there.origin === window.location.origin && there.pathname === window.location.pathname && there.search === window.location.search;
}

/** A browser posts a form urlencoded unless it carries a file. */
function browserBody(fields: FormData): FormData | URLSearchParams {
  const values = [...fields];
  if (values.some(([, value]) => typeof value !== 'string')) return fields;
  return new URLSearchParams(values as Array<[string, string]>);
}
