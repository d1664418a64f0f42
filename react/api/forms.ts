import * as z from 'zod/mini';
import { ApiError, requestText } from './request.ts';

/** What the store said to a form sent from the page (the JSON answer the platform gives a script). */
export type FormAnswer =
  /** Accepted; `message` is the store's own wording of the outcome, if it gave one. */
  | { kind: 'accepted'; message: string | null }
  /** spec §7 login: a success status with an empty body means the store did not accept it. */
  | { kind: 'refused' };

const answerSchema = z.looseObject({
  data: z.optional(z.looseObject({ message: z.optional(z.string()) })),
  message: z.optional(z.string()),
});

/**
 * Posts a server form's fields to its action, as a script (so the store answers
 * JSON, not a page): the fields and the form's own CSRF token as they are, the
 * token also in the header. An answer that is not JSON is `malformed`. Refusals (4xx with `{error}` or `{errors: […]}`),
 * 5xx, time-outs and lost connections are `ApiError`s (request.ts).
 */
export async function submitForm(action: string, fields: FormData, signal?: AbortSignal): Promise<FormAnswer> {
  const text = await requestText(action, { method: 'POST', formData: fields, accept: 'application/json', signal });
  if (text.trim() === '') return { kind: 'refused' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A page where JSON was due (a maintenance page): whether the store took the form is unknown.
    throw new ApiError('malformed', `Expected JSON from ${action}`, action);
  }
  const parsed = answerSchema.safeParse(body);
  const message = parsed.success ? (parsed.data.data?.message ?? parsed.data.message ?? null) : null;
  return { kind: 'accepted', message: message && message.trim() !== '' ? message : null };
}
