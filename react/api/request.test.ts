import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { clearFaults, ensureSession, injectFault, signOut } from './test-support/emulator.ts';
import { ApiError, encodeParams, readCsrfToken, requestHtml, requestJson, requestText } from './request.ts';

const summary = z.nullable(z.object({ total_quantity: z.number() }));

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

/** A fetch that records what was sent and then really sends it. */
function recordingFetch() {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const doFetch: typeof fetch = (input, init = {}) => {
    sent.push({ url: String(input), init });
    return fetch(input, init);
  };
  return { sent, doFetch };
}

describe('requestJson / requestHtml against the emulator', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it("sends the platform client's headers: CSRF token, stencil config and options, requested-with", async () => {
    const { sent, doFetch } = recordingFetch();
    await requestJson('/__emulator/catalog', z.unknown(), {
      fetch: doFetch,
      template: ['cart/preview', 'products/quick-view'],
      config: { cart: { suggestions: { limit: 4 } } },
    });
    const headers = sent[0]!.init.headers as Record<string, string>;
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .split('=')[1]!,
    );
    expect(token).not.to.equal('');
    expect(headers['x-xsrf-token']).to.equal(token);
    expect(headers['x-requested-with']).to.equal('stencil-utils');
    expect(JSON.parse(headers['stencil-options']!)).to.deep.equal({ render_with: 'cart/preview,products/quick-view' });
    expect(JSON.parse(headers['stencil-config']!)).to.deep.equal({ cart: { suggestions: { limit: 4 } } });
    expect(sent[0]!.init.credentials).to.equal('include');
  });

  it('parses a JSON body with the schema (204 reads as null)', async () => {
    expect(await requestJson('/api/storefront/cart-summary', summary)).to.equal(null);
  });

  it('is refused with 403 by the platform without the CSRF token', async () => {
    const error = await failure(
      requestJson('/remote/v1/cart/add', z.unknown(), { method: 'POST', params: { product_id: 101 }, csrfToken: '' }),
    );
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(403);
  });

  it('turns a 500 into an http error carrying the status and server message', async () => {
    await injectFault('/api/storefront/cart-summary', 'status=500', 1);
    const error = await failure(requestJson('/api/storefront/cart-summary', summary));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(500);
    expect(error.serverMessage).to.equal('Injected failure');
  });

  it('turns a truncated JSON body into a malformed error', async () => {
    await injectFault('/api/storefront/cart-summary', 'malformed', 1);
    expect((await failure(requestJson('/api/storefront/cart-summary', summary))).kind).to.equal('malformed');
  });

  it('turns an HTML page where JSON was expected into a malformed error', async () => {
    await injectFault('/api/storefront/cart-summary', 'html', 1);
    expect((await failure(requestJson('/api/storefront/cart-summary', summary))).kind).to.equal('malformed');
  });

  it('refuses JSON where HTML was asked for, so it is never shown as markup', async () => {
    await injectFault('/search.php', 'malformed', 1);
    const error = await failure(requestHtml('/search.php', { params: { search_query: 'mug' }, template: 'search/quick-results' }));
    expect(error.kind).to.equal('malformed');
    expect(error.message).to.contain('Expected text/html');
  });

  it('refuses a full HTML page where a rendered template was asked for', async () => {
    await injectFault('/search.php', 'html', 1);
    const error = await failure(requestHtml('/search.php', { params: { search_query: 'mug' }, template: 'search/quick-results' }));
    expect(error.kind).to.equal('malformed');
    expect(error.message).to.contain('full HTML page');
  });

  it('returns the HTML a template renders', async () => {
    const html = await requestHtml('/search.php', { params: { search_query: 'mug' }, template: 'search/quick-results' });
    expect(html).to.contain('Enamel Camp Mug');
  });

  it('turns a body of the wrong shape into a malformed error', async () => {
    const error = await failure(requestJson('/__emulator/catalog', z.object({ total_quantity: z.number() })));
    expect(error.kind).to.equal('malformed');
    expect(error.message).to.contain('/__emulator/catalog');
  });

  it('turns a dropped connection into a network error', async () => {
    // Chromium retries a GET once when a reused connection drops, so drop every attempt.
    await injectFault('/api/storefront/cart-summary', 'drop');
    expect((await failure(requestJson('/api/storefront/cart-summary', summary))).kind).to.equal('network');
  });

  it('gives up on a hanging server at the time-out', async () => {
    await injectFault('/api/storefront/cart-summary', 'hang', 1);
    const started = performance.now();
    const error = await failure(requestJson('/api/storefront/cart-summary', summary, { timeoutMs: 150 }));
    expect(error.kind).to.equal('timeout');
    expect(performance.now() - started).to.be.below(3000);
  });

  it('reports a superseded request as aborted, not as a failure', async () => {
    await injectFault('/api/storefront/cart-summary', 'latency=500', 1);
    const controller = new AbortController();
    const pending = requestJson('/api/storefront/cart-summary', summary, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).kind).to.equal('aborted');
  });

  it('refuses methods the platform client refuses, with its message', async () => {
    let message = '';
    try {
      await requestJson('/api/storefront/cart', summary, { method: 'PATCH' as 'GET' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.equal('Not a valid HTTP method');
  });
});

// Signing in or out gives the session a new CSRF token (issue 22 item 8); a page's BCData
// keeps the one it was rendered with, and a popup sign-in does not reload the page.
describe('the CSRF token after the store changed it', () => {
  const cookieToken = () =>
    decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .split('=')[1]!,
    );
  const pageData = globalThis as { BCData?: { csrf_token?: string } };
  before(ensureSession);
  after(async () => {
    delete pageData.BCData;
    await signOut();
  });

  it('is the new one, read from the cookie for each request, not the page’s stale BCData', async () => {
    pageData.BCData = { csrf_token: cookieToken() };
    const before = cookieToken();
    expect(
      await requestText('/login.php?action=check_login', {
        method: 'POST',
        params: { login_email: 'ada@example.com', login_pass: 'download1' },
      }),
    ).not.to.equal('');
    expect(cookieToken()).not.to.equal(before);
    expect(pageData.BCData.csrf_token).to.equal(before, 'the page still has the old token');
    const added = await requestJson('/remote/v1/cart/add', z.object({ data: z.object({ cart_id: z.string() }) }), {
      method: 'POST',
      params: { action: 'add', product_id: 101, 'qty[]': 1 },
    });
    expect(added.data.cart_id).to.be.a('string');
  });

  it('comes from BCData for a request to another origin, whose cookie is not the store’s', () => {
    pageData.BCData = { csrf_token: 'from-bcdata' };
    expect(readCsrfToken('https://store.example/remote/v1/cart/add')).to.equal('from-bcdata');
    expect(readCsrfToken('/remote/v1/cart/add')).to.equal(cookieToken());
  });
});

describe('encodeParams (as the platform client encodes forms)', () => {
  it('indexes arrays of objects in bodies: items[0][id]=…', () => {
    expect(encodeParams({ items: [{ id: 'a1', quantity: 2 }] }, true)).to.equal('items[0][id]=a1&items[0][quantity]=2');
  });

  it('repeats keys for plain arrays in query strings and encodes strictly', () => {
    expect(encodeParams({ 'qty[]': [1, 2], q: "it's (big)" }, false)).to.equal('qty[]=1&qty[]=2&q=it%27s%20%28big%29');
  });

  it('drops undefined values and writes null as a bare key', () => {
    expect(encodeParams({ a: undefined, b: null, c: 'x' }, true)).to.equal('b&c=x');
  });
});
