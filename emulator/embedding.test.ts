// Other sites embedding the elements (docs/embedding.md): CORS for the origins in
// EMBED_ORIGINS, the session's CSRF token for their scripts, cookies that reach
// their cross-site requests, and the one-time links that take a cart to the store.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseEmbedOrigins } from './embedding.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { Shopper, useEmulator, type Answer } from './test-support.ts';

const ALLOWED = 'https://journal.example';
const emulator = useEmulator({ embedOrigins: [ALLOWED, 'http://localhost:3001'] });
const shopper = () => new Shopper(() => emulator.url);

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
];
const corsHeadersOf = (answer: Answer) => CORS_HEADERS.filter((name) => answer.headers.has(name));
const varyOf = (answer: Answer) => (answer.headers.get('vary') ?? '').split(',').map((value) => value.trim().toLowerCase());

describe('CORS for the sites in EMBED_ORIGINS', () => {
  test('an allowed origin is echoed, with credentials, on a read and on a change', async () => {
    const client = await shopper().start();
    const read = await client.get('/remote/v1/csrf-token', { headers: { origin: ALLOWED } });
    assert.equal(read.status, 200);
    assert.equal(read.headers.get('access-control-allow-origin'), ALLOWED);
    assert.equal(read.headers.get('access-control-allow-credentials'), 'true');
    assert.ok(varyOf(read).includes('origin'), `Vary is ${read.headers.get('vary')}`);

    const add = await client.add(101);
    assert.equal(add.status, 200, add.text);
    const change = await client.post('/remote/v1/cart/add', new FormData(), { headers: { origin: 'http://localhost:3001' } });
    assert.equal(change.headers.get('access-control-allow-origin'), 'http://localhost:3001');
    assert.equal(change.headers.get('access-control-allow-credentials'), 'true');
  });

  test('a preflight for what the elements send is answered 204 with the methods and headers', async () => {
    const answer = await shopper().request('OPTIONS', '/remote/v1/cart/add', {
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, stencil-config, stencil-options, x-requested-with, x-xsrf-token',
      },
    });
    assert.equal(answer.status, 204);
    assert.equal(answer.headers.get('access-control-allow-origin'), ALLOWED);
    assert.equal(answer.headers.get('access-control-allow-credentials'), 'true');
    const methods = (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) assert.ok(methods.includes(method), `${method} not allowed: ${methods}`);
    const headers = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const header of ['content-type', 'stencil-config', 'stencil-options', 'x-requested-with', 'x-xsrf-token'])
      assert.ok(headers.includes(header), `${header} not allowed: ${headers}`);
    assert.ok(Number(answer.headers.get('access-control-max-age')) > 0);
    assert.ok(varyOf(answer).includes('origin'));
  });

  test('another origin gets no CORS header at all, and no 5xx, on reads, changes and preflights', async () => {
    const client = await shopper().start();
    for (const origin of ['https://evil.example', 'null', `${ALLOWED}.evil.example`, 'https://JOURNAL.example', '%', 'x'.repeat(10_000)]) {
      const read = await client.get('/api/storefront/cart', { headers: { origin } });
      assert.ok(read.status < 500, `${read.status} for ${origin.slice(0, 40)}`);
      assert.deepEqual(corsHeadersOf(read), [], `read from ${origin.slice(0, 40)}`);
      assert.ok(varyOf(read).includes('origin'));

      const token = await client.get('/remote/v1/csrf-token', { headers: { origin } });
      assert.deepEqual(corsHeadersOf(token), [], `token read from ${origin.slice(0, 40)}`);

      const preflight = await client.request('OPTIONS', '/remote/v1/cart/add', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-xsrf-token' },
      });
      assert.equal(preflight.status, 403, origin);
      assert.deepEqual(corsHeadersOf(preflight), [], `preflight from ${origin.slice(0, 40)}`);
    }
  });

  test('an allowed origin asking for a method or header the elements never send is refused, not answered', async () => {
    for (const [method, headers] of [
      ['PATCH', 'content-type'],
      ['POST', 'x-evil'],
      ['TRACE', ''],
      ['%', '%'],
    ]) {
      const answer = await shopper().request('OPTIONS', '/remote/v1/cart/add', {
        headers: { origin: ALLOWED, 'access-control-request-method': method!, 'access-control-request-headers': headers! },
      });
      assert.equal(answer.status, 403, `${method} ${headers}`);
      assert.deepEqual(corsHeadersOf(answer), []);
    }
  });
});

describe('the CSRF token and cookies of an embedding site', () => {
  test("the token endpoint gives the session's token, which a change from the embedding site then carries", async () => {
    const client = await shopper().start();
    const answer = await client.get('/remote/v1/csrf-token', { headers: { origin: ALLOWED } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const token = answer.json<{ data: { token: string } }>().data.token;
    assert.equal(token, client.csrfToken);

    const form = new FormData();
    form.set('action', 'add');
    form.set('product_id', '101');
    form.set('qty[]', '1');
    const refused = await client.post('/remote/v1/cart/add', form, { headers: { origin: ALLOWED, 'x-xsrf-token': 'stale' } });
    assert.equal(refused.status, 403);
    const added = await client.post('/remote/v1/cart/add', form, { headers: { origin: ALLOWED, 'x-xsrf-token': token } });
    assert.equal(added.status, 200, added.text);
  });

  test("an embedding site's requests get cross-site cookies (SameSite=None; Secure; Partitioned), the store's own pages first-party ones", async () => {
    const embedded = await shopper().get('/api/storefront/cart-summary', { headers: { origin: ALLOWED } });
    const crossSite = embedded.headers.getSetCookie();
    assert.ok(crossSite.length >= 2, `cookies: ${crossSite}`);
    for (const cookie of crossSite) {
      assert.match(cookie, /;\s*SameSite=None/i, cookie);
      assert.match(cookie, /;\s*Secure/i, cookie);
      assert.match(cookie, /;\s*Partitioned/i, cookie);
    }
    // The store's own page, over plain http too: Lax, not Secure (a browser may drop Secure cookies on http).
    const own = await shopper().get('/');
    const firstParty = own.headers.getSetCookie();
    assert.ok(firstParty.length >= 2, `cookies: ${firstParty}`);
    for (const cookie of firstParty) {
      assert.match(cookie, /;\s*SameSite=Lax/i, cookie);
      assert.doesNotMatch(cookie, /;\s*(Secure|Partitioned)/i, cookie);
    }
  });
});

describe("the cart's one-time link to the store", () => {
  test("loads the embedding site's cart into the store's own session once", async () => {
    const embedded = await shopper().start();
    await embedded.add(101, 2);
    const answer = await embedded.post('/api/storefront/cart/redirect_urls', '', { headers: { origin: ALLOWED } });
    assert.equal(answer.status, 201, answer.text);
    const link = new URL(answer.json<{ data: { cart_url: string } }>().data.cart_url);
    assert.equal(link.origin, emulator.url);
    assert.equal(link.pathname, '/cart.php');
    assert.equal(link.searchParams.get('action'), 'load');

    const onStore = await shopper().start();
    const opened = await onStore.navigate(link.pathname + link.search);
    assert.equal(opened.status, 303);
    assert.equal(opened.headers.get('location'), '/cart.php');
    const summary = await onStore.get('/api/storefront/cart-summary');
    assert.equal(summary.json<{ total_quantity: number }>().total_quantity, 2, summary.text);
    // Two sessions (two cookie jars, as a browser keeps per top-level site): the cart was copied across.
    assert.notEqual(onStore.cookies.get(SESSION_COOKIE), embedded.cookies.get(SESSION_COOKIE));

    const again = await shopper().start();
    const reused = await again.navigate(link.pathname + link.search);
    assert.equal(reused.status, 303);
    assert.equal(reused.headers.get('location'), '/cart.php');
    assert.match((await again.navigate('/cart.php')).text, /role="alert">This cart link has expired or was already used\./);
    // Still no cart in that session: the summary has no content.
    assert.equal((await again.get('/api/storefront/cart-summary')).status, 204);
  });

  test('without a cart there is no link', async () => {
    const answer = await (await shopper().start()).post('/api/storefront/cart/redirect_urls', '', { headers: { origin: ALLOWED } });
    assert.equal(answer.status, 404);
  });
});

test('EMBED_ORIGINS keeps well-formed origins and drops the rest', () => {
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (message: string) => warnings.push(message);
  try {
    assert.deepEqual(
      parseEmbedOrigins(' https://a.example, http://localhost:3001/ ,,javascript:alert(1),https://b.example/path,ftp://c.example'),
      ['https://a.example', 'http://localhost:3001'],
    );
    assert.equal(warnings.length, 3);
    assert.deepEqual(parseEmbedOrigins(undefined), []);
  } finally {
    console.warn = warn;
  }
});
