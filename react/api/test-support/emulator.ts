// Drives the emulator from tests in the browser: real HTTP on the test page's
// own origin, with this page's session cookie.
import * as z from 'zod/mini';
import { nextFrame } from '../../../shared/test-support.ts';
import { requestJson } from '../request.ts';

const ok = z.object({ ok: z.boolean() });

/** Makes every request to `path` (a prefix) fail the given way, `times` times or until cleared. */
export async function injectFault(path: string, fault: string, times?: number): Promise<void> {
  await requestJson('/__emulator/faults', ok, { method: 'POST', json: { path, fault, times } });
}

export async function clearFaults(): Promise<void> {
  await requestJson('/__emulator/faults', ok, { method: 'DELETE' });
}

/** Adds a product to this session's cart the way a product form does. */
export async function addToCart(productId: number, quantity: number): Promise<void> {
  await ensureSession();
  const response = await requestJson(
    '/remote/v1/cart/add',
    z.object({ data: z.object({ cart_id: z.optional(z.string()), error: z.optional(z.string()) }) }),
    { method: 'POST', params: { action: 'add', product_id: productId, 'qty[]': quantity } },
  );
  if (response.data.error) throw new Error(response.data.error);
}

/**
 * Signs this test page's session out as the header's link does: a GET of the platform's
 * urls.auth.logout, which answers with the home page (its new session and token cookies come with it).
 */
export async function signOut(): Promise<void> {
  await ensureSession();
  const answer = await fetch('/login.php?action=logout', { credentials: 'include' });
  if (!answer.ok) throw new Error(`Signing out answered ${answer.status}`);
}

/** The first request of a test page gets the session and CSRF cookies. */
export async function ensureSession(): Promise<void> {
  if (!document.cookie.includes('XSRF-TOKEN=')) {
    await emulatorSession();
  }
}

/** What the emulator knows about this test page's session. */
export async function emulatorSession(): Promise<{ cartId: string | null; customerId: number | null; currencyCode: string }> {
  return requestJson(
    '/__emulator/session',
    z.object({ cartId: z.nullable(z.string()), customerId: z.nullable(z.number()), currencyCode: z.string() }),
  );
}

/** Applies a coupon to this session's cart, as the cart page's coupon form does. */
export async function applyCoupon(code: string): Promise<void> {
  await requestJson('/remote/v1/apply-code', z.unknown(), { method: 'POST', params: { code } });
}

/**
 * Resolves once the page has sent what the work started so far sends: two frames
 * (React has committed and run its effects), then a round trip to the emulator. The
 * emulator answers storefront calls at once, so a call sent before ours has had its
 * answer by then, and resource timing lists it: check an absence of requests after this.
 */
export async function requestsSettled(): Promise<void> {
  await nextFrame();
  await nextFrame();
  await emulatorSession();
}
