// Sessions as a real store keeps them (issue 22 item 8, memory): forgotten after two
// hours idle, at most SESSION_LIMIT in memory with the least recently used going
// first, while a shopper who keeps shopping keeps their cart.
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';
import { createEmulator } from './app.ts';
import { RETIRED_ID_MS, SESSION_IDLE_MS, SESSION_LIMIT, SessionStore, sessionStore, type Session } from './sessions.ts';
import { Shopper, useEmulator, type Answer } from './test-support.ts';

const MINUTE = 60_000;
/** An empty guest session: not signed in, no cart, no wish list, the store's currency. */
const session = (id: string, changes: Partial<Session> = {}) =>
  ({ id, customerId: null, cart: null, wishlists: [], currencyCode: 'USD', ...changes }) as Session;

describe('SessionStore', () => {
  it('forgets a session idle for longer than two hours, and keeps one used within them', () => {
    let now = 0;
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 10, now: () => now });
    store.add(session('idle'));
    store.add(session('active'));
    for (let step = 0; step < 5; step += 1) {
      now += 100 * MINUTE;
      assert.equal(store.use('active')?.id, 'active', `used every 100 minutes, at ${now / MINUTE} minutes`);
    }
    assert.equal(store.use('idle'), undefined);
    assert.equal(store.size, 1);
  });

  it('drops expired sessions when a new one comes, without being asked for them', () => {
    let now = 0;
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 10, now: () => now });
    for (const id of ['a', 'b', 'c']) store.add(session(id));
    now = SESSION_IDLE_MS + 1;
    store.add(session('d'));
    assert.equal(store.size, 1);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 3, now: () => 0 });
    for (const id of ['a', 'b', 'c']) store.add(session(id));
    store.use('a');
    store.add(session('d'));
    assert.equal(store.size, 3);
    assert.equal(store.use('b'), undefined, 'b was the least recently used');
    assert.deepEqual(
      ['a', 'c', 'd'].map((id) => store.use(id)?.id),
      ['a', 'c', 'd'],
    );
  });

  it('past its limit drops empty guest sessions before a signed-in or non-empty one, however long unused (issue 33 item 3)', () => {
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 4, now: () => 0 });
    store.add(session('signed-in', { customerId: 1 }));
    store.add(session('with-cart', { cart: {} as Session['cart'] }));
    store.add(session('euros', { currencyCode: 'EUR' }));
    for (const id of ['guest-1', 'guest-2', 'guest-3']) store.add(session(id));
    assert.equal(store.size, 4);
    assert.deepEqual(
      ['signed-in', 'with-cart', 'euros', 'guest-1', 'guest-2', 'guest-3'].map((id) => store.use(id)?.id),
      ['signed-in', 'with-cart', 'euros', undefined, undefined, 'guest-3'],
    );
  });

  it('keeps the session it has just made: with no other empty guest left, the least recently used shopper goes', () => {
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 3, now: () => 0 });
    store.add(session('signed-in', { customerId: 1 }));
    store.add(session('with-cart', { cart: {} as Session['cart'] }));
    store.add(session('euros', { currencyCode: 'EUR' }));
    // A newcomer may be about to fill its cart: a session gone at once would lose it.
    store.add(session('newcomer'));
    assert.equal(store.size, 3);
    assert.deepEqual(
      ['signed-in', 'with-cart', 'euros', 'newcomer'].map((id) => store.use(id)?.id),
      [undefined, 'with-cart', 'euros', 'newcomer'],
    );
  });

  it('rotate gives a session a new id and token, keeps the rest, and forgets the old id', () => {
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 10, now: () => 0 });
    const shopper = { id: 'old', csrfToken: 'old-token', currencyCode: 'EUR' } as Session;
    store.add(shopper);
    store.add(session('other'));
    store.rotate(shopper);
    assert.notEqual(shopper.id, 'old');
    assert.notEqual(shopper.csrfToken, 'old-token');
    assert.equal(store.use('old'), undefined, 'the old id reaches nothing');
    assert.equal(store.use(shopper.id), shopper, 'the new id reaches the same session');
    assert.equal(shopper.currencyCode, 'EUR');
    assert.equal(store.size, 2);
  });

  it('remembers an id given up by a rotation for a minute, and at most its limit of them', () => {
    let now = 0;
    const store = new SessionStore({ idleMs: SESSION_IDLE_MS, limit: 3, now: () => now });
    const shopper = session('first');
    store.add(shopper);
    store.rotate(shopper);
    now += RETIRED_ID_MS;
    assert.equal(store.retiredRecently('first'), true, 'for a minute');
    now += 1;
    assert.equal(store.retiredRecently('first'), false, 'then it is an unknown id like any other');
    const ids: string[] = [];
    for (let rotation = 0; rotation < 5; rotation += 1) {
      ids.push(shopper.id);
      store.rotate(shopper);
    }
    assert.deepEqual(
      ids.map((id) => store.retiredRecently(id)),
      [false, false, true, true, true],
      'the last three',
    );
  });
});

describe('sessions over HTTP', () => {
  const emulator = useEmulator();
  let now = Date.now();
  before(() => sessionStore.configure({ now: () => now }));
  after(() => sessionStore.configure({ now: () => Date.now() }));

  it('an anonymous flood past the limit signs out no customer and empties no cart (issue 33 item 3)', async () => {
    const limit = 40;
    sessionStore.configure({ limit });
    try {
      const ada = await new Shopper(() => emulator.url).start();
      await ada.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
      const guest = await new Shopper(() => emulator.url).start();
      await guest.add(101, 2);
      // Twice the limit of cookieless page views, each a new session.
      for (let index = 0; index < 2 * limit; index += 1) assert.equal((await fetch(`${emulator.url}/`)).status, 200);
      assert.ok(sessionStore.size <= limit);
      const state = (await ada.get('/__emulator/session')).json<{ customerId: number | null }>();
      assert.equal(state.customerId, 1, 'still signed in');
      assert.equal((await guest.get('/api/storefront/cart-summary')).json().total_quantity, 2, "the guest's cart is whole");
    } finally {
      sessionStore.configure({ limit: SESSION_LIMIT });
    }
  });

  it('a request that needs no session (an image, a stylesheet, an icon) makes none', async () => {
    const before = sessionStore.size;
    for (const path of ['/images/stencil/500x500/products/101/0.png', '/assets/css/theme.css', '/assets/icons/cart.svg']) {
      const answer = await fetch(`${emulator.url}${path}`);
      assert.equal(answer.status, 200, path);
      assert.deepEqual(answer.headers.getSetCookie(), [], `${path} sets no cookie`);
    }
    assert.equal(sessionStore.size, before);
  });

  it('a shopper who keeps shopping keeps the cart past two hours; one idle for two hours starts again', async () => {
    const active = await new Shopper(() => emulator.url).start();
    const idle = await new Shopper(() => emulator.url).start();
    await active.add(101, 2);
    await idle.add(101, 1);
    const idleCookie = idle.cookies.get('SHOP_SESSION_TOKEN');
    for (let step = 0; step < 4; step += 1) {
      now += 45 * MINUTE;
      assert.equal((await active.get('/api/storefront/cart-summary')).json().total_quantity, 2, `after ${(step + 1) * 45} minutes`);
    }
    const answer = await idle.get('/api/storefront/cart-summary');
    assert.equal(answer.status, 204, 'the idle shopper has no cart any more');
    assert.notEqual(idle.cookies.get('SHOP_SESSION_TOKEN'), idleCookie, 'and a new session cookie');
  });
});

// The session id and CSRF token change whenever the shopper's privileges do (issue 22
// item 8): an id fixed or a token learnt before signing in or out is worth nothing after.
describe('rotation on sign-in, account creation and sign-out', () => {
  const emulator = useEmulator();
  const ada = { login_email: 'ada@example.com', login_pass: 'download1' };

  /** A shopper sending the cookies `from` had, as an attacker who learnt them would. */
  const withCookiesOf = (from: Map<string, string>) => {
    const copy = new Shopper(() => emulator.url);
    for (const [name, value] of from) copy.cookies.set(name, value);
    return copy;
  };
  const state = async (shopper: Shopper) =>
    (await shopper.get('/__emulator/session')).json<{ cartId: string | null; customerId: number | null; currencyCode: string }>();

  /** A guest with two mugs in the cart, paying in euros. */
  async function guestWithCart(): Promise<Shopper> {
    const guest = await new Shopper(() => emulator.url).start();
    await guest.add(101, 2);
    // The currency link (currency_selector.currencies[].switch_url): EUR is the store's currency 2.
    const switched = await guest.get('/?setCurrencyId=2');
    assert.equal(switched.status, 302);
    return guest;
  }

  /**
   * The new cookies differ from `before`, the currency stayed, the cart holds `cartQuantity` (kept on
   * sign-in; on sign-out it goes with the account), and the old cookies reach a new guest.
   */
  async function assertRotated(shopper: Shopper, before: Map<string, string>, customerId: number | null, cartQuantity = 2): Promise<void> {
    assert.notEqual(shopper.cookies.get('SHOP_SESSION_TOKEN'), before.get('SHOP_SESSION_TOKEN'), 'a new session id');
    assert.notEqual(shopper.cookies.get('XSRF-TOKEN'), before.get('XSRF-TOKEN'), 'a new CSRF token');
    const now = await state(shopper);
    assert.equal(now.customerId, customerId);
    assert.equal(now.currencyCode, 'EUR', 'the currency is kept');
    const summary = await shopper.get('/api/storefront/cart-summary');
    assert.equal(summary.status === 204 ? 0 : summary.json().total_quantity, cartQuantity, 'the cart');

    const oldCookie = await withCookiesOf(before).get('/__emulator/session');
    assert.deepEqual(
      [oldCookie.json().customerId, oldCookie.json().cartId],
      [null, null],
      'the old session cookie reaches an empty guest session',
    );
    // A page's request sent with the old cookie just before the new one arrived must not
    // replace the new cookie in the browser.
    assert.deepEqual(oldCookie.headers.getSetCookie(), [], 'and sets no cookie');
    const refused = await shopper.post('/remote/v1/cart/add', 'product_id=101&qty%5B%5D=1', {
      headers: { 'x-xsrf-token': before.get('XSRF-TOKEN')! },
    });
    assert.equal(refused.status, 403, 'the old token is refused on the new session');
    assert.equal((await shopper.add(101, 1)).status, 200, 'the new token is accepted');
  }

  it('signing in (script or form) keeps the guest’s cart and currency under a new id and token', async () => {
    for (const how of ['script', 'form'] as const) {
      const guest = await guestWithCart();
      const before = new Map(guest.cookies);
      const signedIn =
        how === 'script'
          ? await guest.post('/login.php?action=check_login', ada)
          : await guest.navigate('/login.php?action=check_login', ada);
      assert.ok(signedIn.status < 400, `${how}: signed in`);
      await assertRotated(guest, before, 1);
    }
  });

  it('creating an account signs in under a new id and token', async () => {
    const guest = await guestWithCart();
    const before = new Map(guest.cookies);
    // The platform's fields (forms.create_account.account_fields and address_fields).
    const created = await guest.navigate('/login.php?action=save_new_account', {
      'FormField[2][4]': 'Rosa',
      'FormField[2][5]': 'Field',
      'FormField[1][1]': 'rosa@example.com',
      'FormField[1][2]': 'fernfield7',
      'FormField[1][3]': 'fernfield7',
    });
    assert.equal(created.headers.get('location'), '/login.php?action=account_created');
    const customerId = (await state(guest)).customerId;
    assert.ok(customerId !== null && customerId > 0, 'signed in as the new customer');
    await assertRotated(guest, before, customerId);
  });

  it('signs out with the platform’s link (urls.auth.logout): under a new id and token, the cart kept with the account, then the home page', async () => {
    const me = await guestWithCart();
    await me.post('/login.php?action=check_login', ada);
    const home = await me.navigate('/');
    const links = signOutLinks(home);
    assert.deepEqual(links, ['/login.php?action=logout', '/login.php?action=logout'], 'the header’s two sign-out links');
    const before = new Map(me.cookies);
    const signedOut = await me.navigate(links[0]!);
    assert.deepEqual([signedOut.status, signedOut.headers.get('location')], [302, '/']);
    // Persistent Cart (issue 32 item 10): the next person at this browser finds no cart; it is the account's.
    await assertRotated(me, before, null, 0);

    const guest = await new Shopper(() => emulator.url).start();
    const answer = await guest.navigate('/login.php?action=logout');
    assert.deepEqual([answer.status, answer.headers.get('location')], [302, '/'], 'a guest has nothing to sign out of');
  });
});

describe('the cart on sign-out (Persistent Cart)', () => {
  const emulator = useEmulator();
  const ada = { login_email: 'ada@example.com', login_pass: 'download1' };

  it('leaves the browser without the customer’s cart, and gives it back at the next sign-in', async () => {
    const me = await new Shopper(() => emulator.url).start();
    await me.add(101, 2);
    await me.post('/login.php?action=check_login', ada);
    await me.navigate('/login.php?action=logout');
    assert.equal((await me.get('/api/storefront/cart-summary')).status, 204, 'no cart for the next person');
    assert.doesNotMatch((await me.navigate('/cart.php')).text, /Canvas Tote Bag/);
    await me.post('/login.php?action=check_login', ada);
    const [cart] = (await me.get('/api/storefront/carts')).json();
    assert.deepEqual(
      cart.lineItems.physicalItems.map((item: { name: string; quantity: number }) => [item.name, item.quantity]),
      [['Canvas Tote Bag', 2]],
    );
  });
});

/** The sign-out links on a page. */
function signOutLinks(page: Answer): string[] {
  const decode = (text: string) => text.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
  return [...page.text.matchAll(/<a(?: class="[^"]*")? href="([^"]*)">Sign out<\/a>/g)].map((match) => decode(match[1]!));
}

describe('a flood of cookieless requests', () => {
  it(`keeps at most ${SESSION_LIMIT.toLocaleString('en')} sessions after 40,000, and the active shopper's cart`, async () => {
    const app = createEmulator();
    const cookiesOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0]!)
        .join('; ');
    // A shopper with a cart who stays active during the flood.
    const first = await app.request('/__emulator/session');
    const cookie = cookiesOf(first);
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!;
    const added = await app.request('/remote/v1/cart/add', {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product_id=101&qty%5B%5D=3',
    });
    assert.equal((await added.json()).data.cart_item.quantity, 3);

    const gc = heapCollector();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    let created = 0;
    for (let request = 1; request <= 40_000; request += 1) {
      const answer = await app.request('/api/storefront/cart-summary');
      if (answer.headers.getSetCookie().some((line) => line.startsWith('SHOP_SESSION_TOKEN='))) created += 1;
      if (request % 1000 === 0) {
        const mine = await app.request('/api/storefront/cart-summary', { headers: { cookie } });
        assert.equal((await mine.json()).total_quantity, 3, `the active shopper's cart after ${request} requests`);
      }
    }
    gc();
    const heapAfter = process.memoryUsage().heapUsed;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `session flood: 40,000 cookieless requests made ${created} sessions, ${sessionStore.size} kept; heap used ${mb(heapBefore)} MB before, ${mb(heapAfter)} MB after`,
    );
    assert.equal(created, 40_000, 'each cookieless request was a new visitor');
    assert.ok(sessionStore.size <= SESSION_LIMIT, `${sessionStore.size} sessions kept`);
  });
});

/** A full garbage collection, so the heap figures compare what is kept, not what is pending. */
function heapCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
