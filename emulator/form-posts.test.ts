// Issue 20: a form posted by the browser (a navigation, without JavaScript) never lands on
// a JSON body. Every storefront route that takes a POST is walked with a form body, good
// and bad, and must answer an HTML page or a redirect (with its message on the next page);
// a script call to the same route still gets JSON.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEmulator } from './app.ts';
import { Shopper, useEmulator, type Answer } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();

async function signedIn(email = 'ada@example.com', password = 'download1') {
  const me = await shopper();
  const answer = await me.navigate('/login.php?action=check_login', { login_email: email, login_pass: password });
  assert.equal(answer.headers.get('location'), '/account.php');
  return me;
}

/** The JSON endpoints scripts call (stencil-utils, the storefront API, the downloads service, test helpers): not form targets. */
const SCRIPT_ONLY = ['/remote/v1/', '/api/storefront/', '/app/customer/', '/__emulator/', '/assets/'];

type Case = { who: 'guest' | 'customer'; path: string; form: Record<string, string> };

const CASES: Case[] = [
  // Sign-in family
  { who: 'guest', path: '/login.php?action=check_login', form: { login_email: 'ada@example.com', login_pass: 'wrong' } },
  { who: 'guest', path: '/login.php?action=save_new_account', form: { 'FormField[1][1]': 'not an email' } },
  { who: 'guest', path: '/login.php?action=send_password_email', form: { email: 'nope' } },
  { who: 'guest', path: '/login.php?action=save_new_password', form: { c: '1', t: 'stale' } },
  { who: 'guest', path: '/login.php?action=no_such_action', form: {} },
  { who: 'guest', path: '/login.php?action=logout', form: {} },
  // Wish lists: a guest is sent to sign in; a customer's mistakes are pages.
  { who: 'guest', path: '/wishlist.php?action=addwishlist', form: { wishlistname: 'Gifts' } },
  { who: 'customer', path: '/wishlist.php?action=addwishlist', form: { wishlistname: '   ' } },
  { who: 'customer', path: '/wishlist.php?action=addwishlist', form: { wishlistname: 'x'.repeat(101) } },
  { who: 'customer', path: '/wishlist.php?action=addwishlist', form: { wishlistname: 'Gifts' } },
  { who: 'customer', path: '/wishlist.php?action=editwishlist&wishlistid=999', form: { wishlistname: 'Renamed' } },
  { who: 'customer', path: '/wishlist.php?action=add&product_id=999999', form: {} },
  { who: 'customer', path: '/wishlist.php?action=add&product_id=abc', form: {} },
  { who: 'customer', path: '/wishlist.php?action=add&wishlistid=999&product_id=101', form: {} },
  { who: 'customer', path: '/wishlist.php?action=add&product_id=101', form: {} },
  { who: 'customer', path: '/wishlist.php?action=deletewishlist&wishlistid=999', form: {} },
  { who: 'customer', path: '/wishlist.php?action=remove&wishlistid=999&product_id=101', form: {} },
  { who: 'customer', path: '/wishlist.php?action=remove&wishlistid=1&product_id=abc', form: {} },
  { who: 'customer', path: '/wishlist.php?action=bogus', form: {} },
  // Reviews, currency, contact, gift certificates, newsletter, cart
  { who: 'guest', path: '/postreview.php', form: { product_id: '999999' } },
  { who: 'guest', path: '/postreview.php', form: { product_id: '110', revrating: '9' } },
  {
    who: 'guest',
    path: '/postreview.php',
    form: { product_id: '110', revrating: '5', revtitle: 'Good', revtext: 'Warm.', email: 'a@example.com' },
  },
  { who: 'guest', path: '/pages.php?action=nothing', form: {} },
  { who: 'guest', path: '/pages.php?action=sendContactForm', form: { contact_email: 'bad' } },
  { who: 'guest', path: '/giftcertificates.php', form: { to_name: '', certificate_amount: '1' } },
  { who: 'guest', path: '/giftcertificates.php?action=redeem', form: { giftcertificatecode: '' } },
  { who: 'guest', path: '/subscribe.php', form: { nl_email: 'bad' } },
  { who: 'guest', path: '/cart.php?action=nothing', form: {} },
  { who: 'guest', path: '/cart.php?action=add&product_id=999999', form: { 'qty[]': '1' } },
  // Account forms
  { who: 'guest', path: '/account.php?action=add_shipping_address', form: {} },
  { who: 'customer', path: '/account.php?action=add_shipping_address', form: { 'FormField[2][4]': '' } },
  { who: 'customer', path: '/account.php?action=edit_shipping_address&address_id=999', form: {} },
  { who: 'customer', path: '/account.php?action=delete_shipping_address', form: { address_id: '999' } },
  { who: 'customer', path: '/account.php?action=save_new_return', form: { order_id: '1001' } },
  { who: 'customer', path: '/account.php?action=add_payment_method', form: { card_number: '1' } },
  { who: 'customer', path: '/account.php?action=update_account', form: { 'FormField[1][1]': 'bad' } },
  { who: 'customer', path: '/account.php?action=send_message', form: {} },
  { who: 'customer', path: '/account.php?action=no_such_action', form: {} },
  // The listings' compare form without JavaScript (products[] ticked on the cards)
  { who: 'guest', path: '/compare', form: { 'products[]': '101' } },
  { who: 'guest', path: '/compare/', form: {} },
  // A path the store does not have
  { who: 'guest', path: '/no-such-form.php', form: {} },
];

function assertPageOrRedirect(answer: Answer, label: string): void {
  if (answer.status >= 300 && answer.status < 400) {
    assert.ok(answer.headers.get('location'), `${label}: a redirect names where to go`);
    return;
  }
  assert.match(
    answer.headers.get('content-type') ?? '',
    /^text\/html/,
    `${label}: answered ${answer.status} ${answer.headers.get('content-type')} ${answer.text.slice(0, 120)}`,
  );
  assert.ok(answer.status < 500, `${label}: never a 500`);
  assert.match(answer.text, /<html/i, `${label}: a whole page`);
}

describe('form posts from a browser (issue 20: HTML, never JSON)', () => {
  it('every storefront POST route is walked here', () => {
    const routes = createEmulator().routes.filter(
      (route) => route.method === 'POST' && !SCRIPT_ONLY.some((prefix) => route.path.startsWith(prefix)),
    );
    const walked = new Set(CASES.map((entry) => new URL(entry.path, 'http://x').pathname));
    const missing = [...new Set(routes.map((route) => route.path))].filter((path) => !walked.has(path));
    assert.deepEqual(missing, [], 'a POST route without a form-post case');
  });

  for (const entry of CASES) {
    const label = `${entry.who} POST ${entry.path} ${JSON.stringify(entry.form).slice(0, 60)}`;
    it(`${label} → a page or a redirect`, async () => {
      const me = entry.who === 'customer' ? await signedIn() : await shopper();
      assertPageOrRedirect(await me.navigate(entry.path, entry.form), label);
    });
  }

  it('a blank wish list name gets the form again with the message, and what was typed', async () => {
    const me = await signedIn();
    const answer = await me.navigate('/wishlist.php?action=addwishlist', { wishlistname: '   ' });
    assert.equal(answer.status, 400);
    assert.match(answer.text, /Please enter a name for your wish list\./);
    assert.match(answer.text, /<form class="wishlist-form" action="\/wishlist\.php\?action(=|&#x3D;)addwishlist"/);
    assert.doesNotMatch(answer.text, /\{"error"/);
  });

  it('renaming answers the list page with its message; a script gets the same pages for the same mistakes', async () => {
    const me = await signedIn();
    await me.post('/wishlist.php?action=addwishlist', { wishlistname: 'Gifts' });
    const id = Number(/wishlistid(?:=|&#x3D;)(\d+)/.exec((await me.navigate('/wishlist.php')).text)?.[1]);
    assert.ok(id > 0, 'the new list is on the wish lists page');
    const form = await me.navigate(`/wishlist.php?action=editwishlist&wishlistid=${id}`);
    assert.equal(form.status, 200);
    assert.match(form.text, /value="Gifts"/);
    const renamed = await me.navigate(`/wishlist.php?action=editwishlist&wishlistid=${id}`, { wishlistname: 'Birthday' });
    assert.equal(renamed.status, 303);
    assert.equal(renamed.headers.get('location'), '/wishlist.php');
    assert.match((await me.navigate('/wishlist.php')).text, /Your wish list is now called “Birthday”\./);

    // A script is answered as a browser is (the platform has no JSON for its page routes).
    const blank = await me.post(`/wishlist.php?action=editwishlist&wishlistid=${id}`, { wishlistname: ' ' });
    assert.equal(blank.status, 400);
    assert.match(blank.text, /class="alertBox alertBox--error"[^>]*>Please enter a name for your wish list\./);
    const missing = await me.post('/wishlist.php?action=add&product_id=999999', {});
    assert.equal(missing.status, 404);
    assert.match(missing.text, /The product could not be found\./);
    assert.match(missing.headers.get('content-type') ?? '', /^text\/html/);
  });
});

describe("removing a product from a wish list (the platform's wishlist.php?action=remove)", () => {
  it('a form post takes the product off the list and comes back to it saying so; a script gets the same redirect', async () => {
    const me = await signedIn();
    const added = await me.post('/wishlist.php?action=add&product_id=101', {});
    assert.equal(added.status, 303);
    const id = Number(new URL(added.headers.get('location')!, 'http://store.test').searchParams.get('wishlistid'));
    assert.ok(id > 0, `the add redirects to the list's page: ${added.headers.get('location')}`);
    await me.post(`/wishlist.php?action=add&wishlistid=${id}&product_id=110`, {});
    const list = `/wishlist.php?action=viewwishlistitems&wishlistid=${id}`;
    assert.match(
      (await me.navigate(list)).text,
      /action="\/wishlist\.php\?action(=|&#x3D;)remove&amp;wishlistid(=|&#x3D;)\d+&amp;product_id(=|&#x3D;)101"/,
    );

    const removed = await me.navigate(`/wishlist.php?action=remove&wishlistid=${id}&product_id=101`, {});
    assert.equal(removed.status, 303);
    assert.equal(removed.headers.get('location'), list);
    const after = (await me.navigate(list)).text;
    assert.match(after, /has been removed from your wish list\./);
    assert.doesNotMatch(after, /data-product-id="101"/);
    assert.match(after, /data-product-id="110"/);

    const again = await me.post(`/wishlist.php?action=remove&wishlistid=${id}&product_id=110`, {});
    assert.equal(again.status, 303);
    assert.equal(again.headers.get('location'), list);
    const gone = await me.post(`/wishlist.php?action=remove&wishlistid=${id}&product_id=110`, {});
    assert.equal(gone.status, 404);
  });
});

describe('country states (spec §7 GET /country-states/{id or name}): bad input is a 4xx', () => {
  it('finds a country by id, name or code, and answers 404 for any other', async () => {
    const me = await shopper();
    assert.deepEqual(
      (await me.get('/remote/v1/country-states/81')).json().data.states.map((state: { name: string }) => state.name),
      ['Bavaria', 'Berlin', 'Hamburg'],
    );
    assert.equal((await me.get('/remote/v1/country-states/germany')).json().data.country_id, 81);
    assert.deepEqual((await me.get('/remote/v1/country-states/GB')).json().data.states, []);
    for (const country of ['Atlantis', '0', '-1', '99999999999999999999', 'x'.repeat(5000), '%3Cscript%3E', ' ']) {
      const answer = await me.get(`/remote/v1/country-states/${country}`);
      assert.ok(answer.status >= 400 && answer.status < 500, `${country.slice(0, 20)} → ${answer.status}`);
      assert.equal(typeof answer.json().data.error, 'string');
    }
  });
});
