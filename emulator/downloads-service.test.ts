// The downloads ownership service (spec §7) on its own origin, asked with the Current Customer
// API's JWT (BigCommerce reference/current_customer.yml): issue 30 item 6.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sign } from 'hono/jwt';
import { DOWNLOADS_APP, TOKEN_LIFETIME_S } from './current-customer.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
const signedIn = async (email: string, password: string) => {
  const me = await shopper();
  const answer = await me.post('/login.php?action=check_login', { login_email: email, login_pass: password });
  assert.equal(answer.status, 303, `signed in as ${email}`);
  return me;
};
const tokenOf = async (me: Shopper) => {
  const answer = await me.get(`/customer/current.jwt?app_client_id=${DOWNLOADS_APP.clientId}`);
  assert.equal(answer.status, 200, `a token: ${answer.text}`);
  return answer.text;
};

/** A call to the service as the store's page makes it: from the store's origin, with the token. */
function ask(path: string, body: unknown, { token, origin = emulator.url }: { token?: string; origin?: string } = {}) {
  return fetch(`${emulator.downloadsServiceUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
const CHECK = '/app/customer/purchase_check';
const MULTI = '/app/customer/purchase_check_multi';
const FERNS = { sku: 'EBOOK-FERNS', customer: 1, store_hash: 'fernfield' };

describe('the Current Customer API on the store (current_customer.yml)', () => {
  it('answers a signed-in customer with a JWT of the documented claims, signed with the app secret, for 15 minutes', async () => {
    const me = await signedIn('ada@example.com', 'download1');
    const answer = await me.get(`/customer/current.jwt?app_client_id=${DOWNLOADS_APP.clientId}`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const [, payload] = answer.text.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    assert.deepEqual(claims.customer, { id: 1, email: 'ada@example.com', group_id: '0' });
    assert.equal(claims.iss, 'bc/apps');
    assert.equal(claims.aud, DOWNLOADS_APP.clientId);
    assert.equal(claims.store_hash, 'fernfield');
    assert.equal(claims.operation, 'current_customer');
    assert.equal(claims.exp - claims.iat, TOKEN_LIFETIME_S);
  });

  it('answers a guest 404 and an unknown app 400', async () => {
    const guest = await shopper();
    assert.equal((await guest.get(`/customer/current.jwt?app_client_id=${DOWNLOADS_APP.clientId}`)).status, 404);
    const me = await signedIn('ada@example.com', 'download1');
    assert.equal((await me.get('/customer/current.jwt?app_client_id=someone-else')).status, 400);
    assert.equal((await me.get('/customer/current.jwt')).status, 400);
  });
});

describe('the downloads ownership service (spec §7), on its own origin', () => {
  it('is another origin than the store', () => {
    assert.notEqual(new URL(emulator.downloadsServiceUrl).origin, new URL(emulator.url).origin);
  });

  it("answers the token's customer: what they own, and what they do not", async () => {
    const token = await tokenOf(await signedIn('ada@example.com', 'download1'));
    const owned = await ask(CHECK, FERNS, { token });
    assert.equal(owned.status, 200);
    assert.equal(owned.headers.get('access-control-allow-origin'), emulator.url);
    assert.deepEqual(await owned.json(), {
      meta: { status: 'Success', message: '' },
      data: { customer_owns_product: true, product_sku: 'EBOOK-FERNS' },
    });
    const multi = await ask(MULTI, [FERNS, { ...FERNS, sku: 'KNOTS-COURSE' }, { ...FERNS, sku: 'MAPS-TRAIL' }], { token });
    const body = await multi.json();
    assert.equal(body.meta.status, 'Success');
    assert.deepEqual(
      body.data.map((entry: { customer_owns_product: boolean }) => entry.customer_owns_product),
      [true, false, true],
    );
  });

  it('tells nobody what another customer owns: no token is 401, a token of another customer is 403', async () => {
    // The finding: a guest asking about customer 1 was told what customer 1 owns.
    const anonymous = await ask(CHECK, FERNS);
    assert.equal(anonymous.status, 401);
    assert.equal((await anonymous.json()).data, null);
    const noahToken = await tokenOf(await signedIn('noah@example.com', 'newshopper1'));
    const aboutAda = await ask(CHECK, FERNS, { token: noahToken });
    assert.equal(aboutAda.status, 403);
    assert.equal((await aboutAda.json()).data, null);
    assert.equal((await ask(MULTI, [{ ...FERNS, customer: 2 }, FERNS], { token: noahToken })).status, 403);
    // About himself he gets an answer: he owns nothing.
    const own = await (await ask(CHECK, { ...FERNS, customer: 2 }, { token: noahToken })).json();
    assert.equal(own.data.customer_owns_product, false);
  });

  it('refuses a token it cannot trust: another secret, a changed payload, an expired one, another app', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      customer: { id: 1, email: 'ada@example.com', group_id: '0' },
      iss: 'bc/apps',
      sub: 'fernfield',
      iat: now,
      exp: now + 900,
      version: 1,
      aud: DOWNLOADS_APP.clientId,
      application_id: DOWNLOADS_APP.clientId,
      store_hash: 'fernfield',
      operation: 'current_customer',
    };
    const forged = await sign(claims, 'not-the-secret', 'HS256');
    assert.equal((await ask(CHECK, FERNS, { token: forged })).status, 401, 'another secret');
    const real = await tokenOf(await signedIn('noah@example.com', 'newshopper1'));
    const [header, , signature] = real.split('.');
    const changed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    assert.equal((await ask(CHECK, FERNS, { token: changed })).status, 401, 'a payload changed to name customer 1');
    const expired = await sign({ ...claims, iat: now - 1000, exp: now - 100 }, DOWNLOADS_APP.secret, 'HS256');
    assert.equal((await ask(CHECK, FERNS, { token: expired })).status, 401, 'expired');
    const otherApp = await sign({ ...claims, aud: 'another-app' }, DOWNLOADS_APP.secret, 'HS256');
    assert.equal((await ask(CHECK, FERNS, { token: otherApp })).status, 401, 'for another app');
    const otherStore = await sign({ ...claims, store_hash: 'elsewhere' }, DOWNLOADS_APP.secret, 'HS256');
    assert.equal((await ask(CHECK, FERNS, { token: otherStore })).status, 403, 'for another store');
  });

  it("answers the store's pages only (CORS), and bad requests with a 4xx", async () => {
    const token = await tokenOf(await signedIn('ada@example.com', 'download1'));
    const preflight = await fetch(`${emulator.downloadsServiceUrl}${CHECK}`, {
      method: 'OPTIONS',
      headers: {
        origin: emulator.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), emulator.url);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null, 'no cookies: the token says who asks');
    const elsewhere = await ask(CHECK, FERNS, { token, origin: 'https://evil.example' });
    assert.equal(elsewhere.status, 403);
    assert.equal(elsewhere.headers.get('access-control-allow-origin'), null);
    const badPreflight = await fetch(`${emulator.downloadsServiceUrl}${CHECK}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(badPreflight.status, 403);
    assert.equal((await ask(CHECK, { sku: '' }, { token })).status, 400);
    assert.equal((await ask(MULTI, [], { token })).status, 400);
    const notJson = await fetch(`${emulator.downloadsServiceUrl}${CHECK}`, {
      method: 'POST',
      headers: { origin: emulator.url, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"sku":',
    });
    assert.equal(notJson.status, 400);
    assert.equal((await ask('/nothing', {}, { token })).status, 404);
    // spec §8's failed check: an unknown store is meta.status Error, not a refusal.
    const unknownStore = await (await ask(CHECK, { ...FERNS, store_hash: 'elsewhere' }, { token })).json();
    assert.deepEqual(unknownStore, { meta: { status: 'Error', message: 'Unknown store.' }, data: null });
  });
});
