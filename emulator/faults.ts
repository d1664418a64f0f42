import type { Context, MiddlewareHandler, Next } from 'hono';
import { existingSessionOf, type Session } from './sessions.ts';

/**
 * Fault injection, so tests can prove graceful failure (issue: emulator).
 * A fault is written `kind` or `kind=value`, several joined by `;`:
 *   latency=300   do the work and answer 300 ms late (then normally, unless another fault
 *                 says otherwise); a client that stops waiting does not hurry it, as a busy
 *                 platform still finishes a call the page gave up on
 *   late=1500     work out the answer now, send it 1500 ms later: with `times: 1`, a
 *                 request made after this one is answered first (responses out of order)
 *   status=500    answer with that status (500, 404, 403, …) and a JSON error body
 *   malformed     answer 200 with a truncated JSON body
 *   html          answer 200 with an HTML page where JSON was expected
 *   drop          destroy the connection without an answer
 *   hang          never answer (until the client gives up; at most five minutes)
 * Per request: header `x-emulator-fault` or query `__fault`. Per session and
 * path: POST /__emulator/faults {"path": "/remote/v1/cart/add", "fault": "status=500", "times": 1}.
 */
export const FAULT_HEADER = 'x-emulator-fault';
const HANG_LIMIT_MS = 5 * 60_000;
const LATE_LIMIT_MS = 60_000;

export function parseFault(spec: string): Map<string, string> {
  const fault = new Map<string, string>();
  for (const part of spec.split(';')) {
    const [kind, value = ''] = part.trim().split('=');
    if (kind) fault.set(kind.trim().toLowerCase(), value.trim());
  }
  return fault;
}

function faultFor(c: Context, sessionFor: (c: Context) => Session | undefined): string | undefined {
  const direct = c.req.header(FAULT_HEADER) ?? c.req.query('__fault');
  if (direct) return direct;
  // Only a session that exists can have rules: asking must not make one for every asset.
  const session = sessionFor(c);
  const rule = session?.faults.find((candidate) => c.req.path.startsWith(candidate.path));
  if (!session || !rule) return undefined;
  if (rule.remaining !== undefined && --rule.remaining <= 0) session.faults.splice(session.faults.indexOf(rule), 1);
  return rule.fault;
}

/** The store's faults: the rules of the session its cookie names. */
export const injectFaults: MiddlewareHandler = (c, next) => faultsOf(existingSessionOf)(c, next);

/**
 * Faults for requests whose session `sessionFor` finds: the store's by its cookie, the downloads
 * service's by the token the store made for that session (it gets no cookie of the store's).
 */
export function faultsOf(sessionFor: (c: Context) => Session | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__emulator/')) return next();
    return applyFault(c, next, faultFor(c, sessionFor));
  };
}

async function applyFault(c: Context, next: Next, spec: string | undefined) {
  if (!spec) return next();
  const fault = parseFault(spec);

  const late = Number(fault.get('late') ?? 0);
  if (late > 0) {
    await next();
    // A plain timer: once the request is read, some servers signal it as closed already.
    await new Promise((resolve) => setTimeout(resolve, Math.min(late, LATE_LIMIT_MS)));
    return;
  }

  const latency = Number(fault.get('latency') ?? 0);
  // No signal: the work is done when the fault says, whether or not the client still waits.
  if (latency > 0) await sleep(Math.min(latency, HANG_LIMIT_MS));

  if (fault.has('hang')) {
    await sleep(HANG_LIMIT_MS, c.req.raw.signal);
    return c.body(null, 504);
  }
  if (fault.has('drop')) {
    const incoming = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming;
    incoming?.socket?.destroy();
    return new Response(null, { status: 599 });
  }
  const status = Number(fault.get('status') ?? 0);
  if (status >= 400 && status <= 599) {
    return c.json({ status, title: status === 404 ? 'Not Found' : 'Injected failure', type: 'about:blank' }, status as 500);
  }
  if (fault.has('malformed')) {
    return c.body('{"data": {"cart_id": "', 200, { 'content-type': 'application/json' });
  }
  if (fault.has('html')) {
    return c.html('<!doctype html><html><head><title>Maintenance</title></head><body><h1>Back soon</h1></body></html>', 200);
  }
  return next();
}

/** Waits `ms`, or less when `signal` (the client going away) aborts first. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
