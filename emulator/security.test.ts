// CSRF, session isolation, bad input and fault injection.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { describe, it } from 'node:test';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();

describe('CSRF (spec §7: requests send a CSRF token header)', () => {
  it('issues a readable XSRF-TOKEN cookie and an HttpOnly SameSite=Lax session cookie', async () => {
    const response = await fetch(`${emulator.url}/`);
    const cookies = response.headers.getSetCookie();
    assert.ok(cookies.some((cookie) => /^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/.test(cookie)));
    assert.ok(cookies.some((cookie) => /^SHOP_SESSION_TOKEN=.+HttpOnly; SameSite=Lax/.test(cookie)));
  });

  it('refuses state changes without a matching x-xsrf-token with 403', async () => {
    const me = await shopper();
    for (const [path, body] of [
      ['/remote/v1/cart/add', 'product_id=101'],
      ['/remote/v1/apply-code', 'code=SAVE10'],
      ['/login.php?action=check_login', 'login_email=a'],
    ]) {
      const missing = await me.post(path!, body!, { headers: { 'x-xsrf-token': '' } });
      assert.equal(missing.status, 403, `${path} without a token`);
      const wrong = await me.post(path!, body!, { headers: { 'x-xsrf-token': 'not-the-token' } });
      assert.equal(wrong.status, 403, `${path} with a wrong token`);
    }
    const other = await shopper();
    const crossed = await me.post('/remote/v1/cart/add', 'product_id=101', { headers: { 'x-xsrf-token': other.csrfToken } });
    assert.equal(crossed.status, 403, "another session's token does not work");
    assert.equal((await me.get('/api/storefront/cart-summary')).status, 204, 'nothing was added');
  });

  it('a form another site posts lands on a page saying it was not sent, not on JSON, and changes nothing', async () => {
    const me = await shopper();
    const count = async () => (await me.get('/api/storefront/cart-summary')).text || '{}';
    const before = await count();
    const answer = await me.navigate('/cart.php?action=add&product_id=101', { 'qty[]': '1' }, { origin: 'https://elsewhere.example' });
    assert.equal(answer.status, 403);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(answer.text, /<h1>This form was not sent<\/h1>/);
    assert.equal(await count(), before, 'nothing was added');
  });

  it('takes a form posted without JavaScript from the store’s own page, with no token (as Cornerstone’s forms are)', async () => {
    const me = await shopper();
    // A browser's form navigation: no script headers, sec-fetch-mode navigate and its Origin (plain http sends them as given).
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const request = httpRequest(
        `${emulator.url}/cart.php?action=add&product_id=101`,
        {
          method: 'POST',
          headers: {
            cookie: [...me.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-mode': 'navigate',
            origin: emulator.url,
            accept: 'text/html',
          },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        },
      );
      request.on('error', reject);
      request.end('qty%5B%5D=1');
    });
    assert.equal(answer.status, 303);
    assert.equal(answer.location, '/cart.php');
    assert.equal((await me.get('/api/storefront/cart-summary')).json().total_quantity, 1);
  });
});

describe('session isolation', () => {
  it("never shows or changes another session's cart", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const added = (await alice.add(101, 2)).json().data;
    assert.deepEqual((await bob.get('/api/storefront/carts')).json(), []);
    assert.equal((await bob.get('/api/storefront/cart-summary')).status, 204);
    assert.equal((await bob.get(`/api/storefront/carts/${added.cart_id}`)).status, 404);
    assert.equal((await bob.request('DELETE', `/api/storefront/carts/${added.cart_id}/items/${added.cart_item.id}`)).status, 404);
    const update = await bob.post('/remote/v1/cart/update', `items%5B0%5D%5Bid%5D=${added.cart_item.id}&items%5B0%5D%5Bquantity%5D=0`);
    assert.equal(update.json().data.status, 'failed');
    assert.equal((await alice.get('/api/storefront/cart-summary')).json().total_quantity, 2);
  });

  it('keeps sign-in, currency and faults per session', async () => {
    const alice = await shopper();
    const bob = await shopper();
    await alice.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    await alice.get('/?setCurrencyId=3');
    await alice.request('POST', '/__emulator/faults', {
      body: JSON.stringify({ path: '/api/storefront/', fault: 'status=500' }),
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual(
      { ...(await bob.get('/__emulator/session')).json<Record<string, unknown>>(), cartId: null },
      { cartId: null, customerId: null, currencyCode: 'USD', faults: [] },
    );
    assert.equal((await bob.get('/api/storefront/carts')).status, 200);
    assert.equal((await alice.get('/api/storefront/carts')).status, 500);
  });
});

describe('bad input', () => {
  it('answers 400 with a JSON error for malformed bodies and headers, and keeps serving', async () => {
    const me = await shopper();
    const json = { 'content-type': 'application/json' };
    assert.equal((await me.post('/api/storefront/carts/none/currency', '{"currencyCode":', { headers: json })).status, 400);
    const badMultipart = await me.post('/remote/v1/cart/add', 'garbage', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    assert.equal(badMultipart.status, 400);
    assert.equal(typeof badMultipart.json().error, 'string');
    assert.equal((await me.get('/cart.php', { headers: { 'stencil-options': '{not json' } })).status, 400);
    assert.equal((await me.get('/cart.php', { headers: { 'x-emulator-theme': '{"popup_login": "yes"}' } })).status, 400);
    assert.equal((await me.get('/cart.php', { templates: ['no/such-template'] })).status, 400);
    assert.equal((await me.get('/cart.php', { templates: ['../../etc/passwd'] })).status, 400);
    assert.equal((await me.post('/remote/v1/cart/add', 'product_id=-1&qty%5B%5D=1e9')).json().data.error.length > 0, true);
    assert.equal((await me.get('/')).status, 200, 'still serving');
  });

  it('404s unknown routes like the platform: pages as HTML, APIs as JSON', async () => {
    const me = await shopper();
    const page = await me.get('/no/such/page', { headers: { accept: 'text/html' } });
    assert.equal(page.status, 404);
    // The heading comes from the language file through {{lang}}, which escapes the apostrophe.
    assert.match(page.text, /<h1>We couldn(?:'|&#x27;)t find that page<\/h1>/);
    assert.equal((await me.get('/api/storefront/nothing')).json().title, 'Not Found');
    assert.equal((await me.request('PUT', '/whatever')).status, 404);
    assert.equal((await me.get('/products.php?productId=999999')).status, 404);
  });
});

describe('fault injection (emulator/README.md)', () => {
  it('status=500/404/403 answer that status with a JSON body', async () => {
    const me = await shopper();
    for (const status of [500, 404, 403]) {
      const answer = await me.get('/api/storefront/cart-summary', { headers: { 'x-emulator-fault': `status=${status}` } });
      assert.equal(answer.status, status);
      assert.equal(answer.json().status, status);
    }
    assert.equal((await me.get(`/api/storefront/carts?__fault=status%3D500`)).status, 500);
  });

  it('latency delays the normal answer', async () => {
    const me = await shopper();
    const start = performance.now();
    const answer = await me.get('/api/storefront/carts', { headers: { 'x-emulator-fault': 'latency=300' } });
    assert.ok(performance.now() - start >= 280);
    assert.equal(answer.status, 200);
  });

  it('late works the answer out at once and sends it later, so a later request overtakes it', async () => {
    const me = await shopper();
    await me.request('POST', '/__emulator/faults', {
      body: JSON.stringify({ path: '/api/storefront/cart-summary', fault: 'late=500', times: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    const order: string[] = [];
    const first = me.get('/api/storefront/cart-summary').then((answer) => order.push(`first ${answer.status}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = me.get('/api/storefront/cart-summary').then((answer) => order.push(`second ${answer.status}`));
    await Promise.all([first, second]);
    assert.deepEqual(order, ['second 204', 'first 204']); // an empty cart's summary is 204
  });

  it('malformed answers truncated JSON and html answers a page', async () => {
    const me = await shopper();
    const malformed = await me.get('/api/storefront/carts', { headers: { 'x-emulator-fault': 'malformed' } });
    assert.match(malformed.headers.get('content-type') ?? '', /application\/json/);
    assert.throws(() => malformed.json());
    const html = await me.get('/api/storefront/carts', { headers: { 'x-emulator-fault': 'html' } });
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
    assert.match(html.text, /<h1>/);
  });

  it('drop closes the connection without an answer; hang answers nothing until the client gives up', async () => {
    const me = await shopper();
    await assert.rejects(me.get('/api/storefront/carts', { headers: { 'x-emulator-fault': 'drop' } }));
    const url = new URL(`${emulator.url}/api/storefront/carts`);
    const outcome = await new Promise<string>((resolve) => {
      const request = httpRequest(url, { headers: { 'x-emulator-fault': 'hang' } }, () => resolve('answered'));
      request.setTimeout(400, () => {
        request.destroy();
        resolve('timed out');
      });
      request.on('error', () => undefined);
      request.end();
    });
    assert.equal(outcome, 'timed out');
  });

  it('per-session rules apply to a path prefix, a number of times, until cleared', async () => {
    const me = await shopper();
    const rule = (body: unknown) =>
      me.request('POST', '/__emulator/faults', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    assert.equal((await rule({ path: 'no-slash', fault: 'status=500' })).status, 400);
    await rule({ path: '/remote/v1/cart/add', fault: 'status=500', times: 1 });
    assert.equal((await me.add(101)).status, 500);
    assert.equal((await me.add(101)).status, 200, 'the rule was used up');
    await rule({ path: '/api/storefront/', fault: 'malformed' });
    assert.throws(() => JSON.parse('x'));
    assert.equal((await me.get('/api/storefront/carts')).text.endsWith('"'), true);
    await me.request('DELETE', '/__emulator/faults');
    assert.equal((await me.get('/api/storefront/carts')).status, 200);
    assert.equal((await me.get('/api/storefront/carts')).json().length, 1);
  });
});
