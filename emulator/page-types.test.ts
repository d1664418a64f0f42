// The page types added for spec §2 (login family, gift certificates, account pages,
// rss, newsletter, AMP product options, style guide) and the forms they post.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bootstrapCallOf } from './bootstrap-call.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
/** A form posted by the browser without JavaScript. */
const submit = (me: Shopper, path: string, fields: Record<string, string>) => me.navigate(path, fields);

function pageTypeOf(page: string): string {
  const call = bootstrapCallOf(page);
  assert.ok(call, 'the page calls the bootstrap with its context');
  return call.pageType;
}

const h1Count = (page: string) => (page.match(/<h1[\s>]/g) ?? []).length;

async function signedIn(email = 'ada@example.com', password = 'download1') {
  const me = await shopper();
  const answer = await submit(me, '/login.php?action=check_login', { login_email: email, login_pass: password });
  assert.equal(answer.headers.get('location'), '/account.php');
  return me;
}

describe('guest page types (spec §2)', () => {
  const cases: Array<[string, string]> = [
    ['/login.php?action=reset_password', 'forgotpassword'],
    ['/giftcertificates.php?action=balance', 'giftcertificates_balance'],
    ['/giftcertificates.php?action=redeem', 'giftcertificates_redeem'],
    ['/rss.php', 'rss'],
    ['/subscribe.php', 'newsletter_subscribe'],
    ['/products.php?productId=112&action=amp_product_options', 'amp_product_options'],
  ];
  for (const [path, type] of cases) {
    it(`${path} renders page type ${type} with one h1`, async () => {
      const page = await (await shopper()).navigate(path);
      assert.equal(page.status, 200);
      assert.equal(pageTypeOf(page.text), type);
      assert.equal(h1Count(page.text), 1);
    });
  }

  it('the AMP options page is a real product form that posts to the cart', async () => {
    const page = (await (await shopper()).navigate('/products.php?productId=112&action=amp_product_options')).text;
    assert.match(page, /<form class="productView-form" method="post" action="\/cart.php"/);
    assert.match(page, /data-product-attribute="set-select"/);
  });

  it('the style guide exists only with the kitchen_sink flag', async () => {
    const me = await shopper();
    assert.equal((await me.navigate('/style-guide/')).status, 404);
    const on = await me.navigate('/style-guide/?__theme=' + encodeURIComponent('{"kitchen_sink":true}'));
    assert.equal(on.status, 200);
    assert.equal(h1Count(on.text), 1);
    assert.match(on.text, /<code>--color-accent<\/code><\/th><td><code>#1d5c3a<\/code>/, 'lists the theme tokens with their values');
  });
});

describe('forgot and new password', () => {
  it('emails a one-time link for a known address, says the same for an unknown one, and the link changes the password', async () => {
    const me = await shopper();
    const unknown = await submit(me, '/login.php?action=send_password_email', { email: 'nobody@example.com' });
    assert.equal(unknown.status, 303);
    // The sign-in page says so (forms.login.success).
    assert.equal(unknown.headers.get('location'), '/login.php');
    const unknownPage = (await me.navigate('/login.php')).text;
    assert.match(unknownPage, /If nobody@example.com has an account, we have emailed it a link/);
    assert.deepEqual((await me.get('/__emulator/mail')).json(), []);

    await submit(me, '/login.php?action=send_password_email', { email: ' ADA@example.com ' });
    const [mail] = (await me.get('/__emulator/mail')).json();
    assert.equal(mail.to, 'ada@example.com');
    const form = await me.navigate(mail.link);
    assert.equal(pageTypeOf(form.text), 'getnewpassword');
    const [, c, t] = /action=change_password&c=(\d+)&t=([\w-]+)/.exec(mail.link)!;

    const mismatch = await submit(me, '/login.php?action=save_new_password', {
      c: c!,
      t: t!,
      password: 'newpass42',
      confirm_password: 'newpass43',
    });
    assert.equal(mismatch.status, 400);
    assert.match(mismatch.text, /Your passwords do not match/);

    const saved = await submit(me, '/login.php?action=save_new_password', {
      c: c!,
      t: t!,
      password: 'newpass42',
      confirm_password: 'newpass42',
    });
    assert.equal(saved.headers.get('location'), '/login.php');
    assert.match((await me.navigate('/login.php')).text, /Your password has been changed/);
    const old = await submit(me, '/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    assert.equal(old.status, 400);
    assert.match(old.text, /Your email address or password is incorrect/);
    assert.doesNotMatch(old.text, /download1/, 'the password is never sent back');
    const fresh = await submit(me, '/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'newpass42' });
    assert.equal(fresh.headers.get('location'), '/account.php');

    const reused = await me.navigate(mail.link);
    assert.equal(reused.status, 302, 'a used link no longer works');
    assert.equal(reused.headers.get('location'), '/login.php?action=reset_password');
    // The forgot password page says why (forms.forgot_password.error).
    assert.match((await me.navigate('/login.php?action=reset_password')).text, /That password link has expired or was already used/);
  });
});

describe('gift certificate balance and redeem', () => {
  it('shows the balance of a known code and says when a code is unknown', async () => {
    const me = await shopper();
    assert.match(
      (await me.navigate('/giftcertificates.php?action=balance&giftcertificatecode=gift-25')).text,
      /has \$25\.00 left to spend/,
    );
    assert.match(
      (await me.navigate('/giftcertificates.php?action=balance&giftcertificatecode=NOPE')).text,
      /could not find a gift certificate with the code NOPE/,
    );
  });

  it('explains redeeming, which happens in the cart, and takes no code itself', async () => {
    const me = await shopper();
    const page = await me.navigate('/giftcertificates.php?action=redeem');
    assert.equal(page.status, 200);
    assert.match(page.text, /In the cart, enter the code from your gift certificate email/);
    assert.match(page.text, /<a class="button button--primary" href="\/cart.php">Go to my cart<\/a>/);
    // The platform's redeem page has no form: a post to it is refused, not taken as a purchase.
    const posted = await submit(me, '/giftcertificates.php?action=redeem', { giftcertificatecode: 'GIFT-25' });
    assert.equal(posted.status, 400);
    assert.match(posted.text, /Unknown gift certificate action/);
  });
});

describe('gift certificate purchase (issue 20)', () => {
  const good = {
    to_name: 'Rowan',
    to_email: 'rowan@example.com',
    from_name: 'Ada',
    from_email: 'ada@example.com',
    certificate_amount: '40',
    message: 'Happy trails',
  };

  it('a form post with mistakes comes back as the page, saying each, with what was typed', async () => {
    const me = await shopper();
    const bad = await submit(me, '/giftcertificates.php?action=do_purchase', {
      ...good,
      to_email: 'rowan@example',
      from_name: ' ',
      certificate_amount: '4',
    });
    assert.equal(bad.status, 400);
    assert.match(bad.headers.get('content-type') ?? '', /text\/html/, 'a page, never JSON, to a form post');
    assert.equal(pageTypeOf(bad.text), 'giftcertificates');
    assert.match(bad.text, /valid email address for the recipient/);
    assert.match(bad.text, /Please enter your name\./);
    assert.match(bad.text, /an amount from 5 to 500/);
    assert.match(bad.text, /value="rowan@example"/);
    assert.match(bad.text, />Happy trails<\/textarea>/);
  });

  it('a script gets the same page with the refusal, and a good purchase lands in the cart', async () => {
    const me = await shopper();
    const refused = await me.post('/giftcertificates.php?action=do_purchase', { ...good, from_email: 'nope' });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /alertBox--error" role="alert">Please use a valid email address for yourself, such as user@example\.com\./);
    const bought = await submit(me, '/giftcertificates.php?action=do_purchase', good);
    assert.equal(bought.headers.get('location'), '/cart.php');
    assert.match((await me.navigate('/cart.php')).text, /\$40 Gift Certificate/);
  });
});

describe('form posts get pages (issue 20)', () => {
  it('a form posted to an unknown action gets a page, from a browser and from a script', async () => {
    const me = await shopper();
    for (const path of ['/login.php?action=nothing', '/pages.php?action=nothing']) {
      const page = await submit(me, path, { email: 'ada@example.com' });
      assert.equal(page.status, 400, path);
      assert.match(page.text, /Unknown (login )?action/, path);
      assert.match(page.headers.get('content-type') ?? '', /text\/html/, path);
      const script = await me.post(path, { email: 'ada@example.com' });
      assert.equal(script.status, 400, path);
      assert.match(script.text, /class="alertBox alertBox--error"[^>]*>\s*Unknown (login )?action/, path);
    }
  });
});

describe('rss and newsletter', () => {
  it('serves the new products feed as RSS', async () => {
    const feed = await (await shopper()).get('/rss.php?action=newproducts&type=rss');
    assert.match(feed.headers.get('content-type') ?? '', /application\/rss\+xml/);
    assert.match(
      feed.text,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"><channel><title>Fern &amp; Field: New products<\/title>/,
    );
    assert.equal((await (await shopper()).navigate('/rss.php?action=nothing')).status, 404);
  });

  it('subscribes a valid email and refuses an invalid one', async () => {
    const me = await shopper();
    // Cornerstone's subscription form sends action=subscribe; a post without it is not a sign-up.
    const stray = await submit(me, '/subscribe.php', { nl_email: 'sam@example.com' });
    assert.equal(stray.status, 400);
    assert.match(stray.text, /Unknown newsletter action/);
    const bad = await submit(me, '/subscribe.php', { action: 'subscribe', nl_email: 'not-an-email' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /valid email address/);
    const thanks = /role="status">Thank you\. You will get our newsletter\.<\/p>/;
    assert.doesNotMatch(bad.text, thanks);
    // As on the platform, the sign-up answers with the subscribed page itself (`subscription`).
    const good = await submit(me, '/subscribe.php', { action: 'subscribe', nl_email: 'sam@example.com', nl_first_name: 'Sam' });
    assert.equal(good.status, 200);
    assert.match(good.text, thanks);
  });
});

describe('account pages (spec §2 "Account pages")', () => {
  const cases: Array<[string, string]> = [
    ['/account.php?action=order_status', 'account_orderstatus'],
    ['/account.php?action=view_order&order_id=1002', 'account_order'],
    ['/account.php?action=address_book', 'account_addressbook'],
    ['/account.php?action=add_shipping_address', 'shippingaddressform'],
    ['/account.php?action=edit_shipping_address&address_id=1', 'shippingaddressform'],
    ['/account.php?action=new_return&order_id=1002', 'account_new_return'],
    ['/account.php?action=view_returns', 'account_returns'],
    ['/account.php?action=payment_methods', 'account_paymentmethods'],
    ['/account.php?action=add_payment_method', 'account_addpaymentmethod'],
    ['/account.php?action=edit_payment_method&method_id=1', 'account_editpaymentmethod'],
    ['/account.php?action=edit_account', 'editaccount'],
    ['/account.php?action=recent_items', 'account_recentitems'],
    ['/account.php?action=inbox', 'account_inbox'],
    ['/account.php?action=download_item', 'account_downloaditem'],
  ];
  for (const [path, type] of cases) {
    it(`${path} sends guests to sign in and renders ${type} signed in`, async () => {
      const guest = await (await shopper()).navigate(path);
      assert.equal(guest.status, 302);
      assert.equal(guest.headers.get('location'), '/login.php');
      const page = await (await signedIn()).navigate(path);
      assert.equal(page.status, 200);
      assert.equal(pageTypeOf(page.text), type);
      assert.equal(h1Count(page.text), 1);
      assert.match(page.text, /<nav aria-label="Account">/);
    });
  }

  it("orders belong to their customer: Ada sees hers, Noah has none and cannot open Ada's", async () => {
    const ada = await signedIn();
    const orders = (await ada.navigate('/account.php?action=order_status')).text;
    assert.match(orders, /Order 1001/);
    assert.match(orders, /Order 1002/);
    const detail = (await ada.navigate('/account.php?action=view_order&order_id=1002')).text;
    assert.match(detail, /Enamel Camp Mug/);
    assert.match(detail, /<td>\$63\.50<\/td><\/tr>\s*<\/tfoot>/, 'two mugs, a tote and shipping');
    const noah = await signedIn('noah@example.com', 'newshopper1');
    assert.match((await noah.navigate('/account.php?action=order_status')).text, /You have not placed any orders yet/);
    assert.equal((await noah.navigate('/account.php?action=view_order&order_id=1002')).status, 404);
  });

  it('adds, edits and deletes an address, refusing a missing state where the country has states', async () => {
    const me = await signedIn();
    // The platform's address fields (forms.address.shipping_fields), named FormField[2][n] (form-fields.ts).
    const address = {
      'FormField[2][4]': 'Ada',
      'FormField[2][5]': 'Owner',
      'FormField[2][8]': '1 Pine Rd',
      'FormField[2][10]': 'Denver',
      'FormField[2][12]': '',
      'FormField[2][13]': '80202',
      'FormField[2][11]': 'United States',
      'FormField[2][7]': '',
    };
    const form = (await me.navigate('/account.php?action=add_shipping_address')).text;
    for (const name of Object.keys(address)) assert.ok(form.includes(`name="${name}"`), `the form has ${name}`);
    const missingState = await submit(me, '/account.php?action=add_shipping_address', address);
    assert.equal(missingState.status, 400);
    assert.equal(pageTypeOf(missingState.text), 'shippingaddressform');
    assert.match(missingState.text, /Please choose a state or province/);
    assert.match(missingState.text, /value="1 Pine Rd"/, 'keeps what was typed');
    const added = await submit(me, '/account.php?action=add_shipping_address', { ...address, 'FormField[2][12]': 'Colorado' });
    assert.equal(added.headers.get('location'), '/account.php?action=address_book');
    let book = (await me.navigate('/account.php?action=address_book')).text;
    assert.match(book, /Your address has been saved/);
    assert.match(book, /1 Pine Rd<br>Denver, Colorado 80202/);
    const edit = (await me.navigate('/account.php?action=edit_shipping_address&address_id=2')).text;
    assert.match(edit, /name="FormField\[2\]\[8\]"[^>]* value="1 Pine Rd"/, 'the edit form holds the saved address');
    assert.match(edit, /<option value="United States" selected>/);
    await submit(me, '/account.php?action=edit_shipping_address&address_id=2', {
      ...address,
      'FormField[2][8]': '9 Pine Rd',
      'FormField[2][12]': 'Colorado',
    });
    book = (await me.navigate('/account.php?action=address_book')).text;
    assert.match(book, /9 Pine Rd/);
    assert.doesNotMatch(book, /1 Pine Rd/);
    await submit(me, '/account.php?action=delete_shipping_address', { address_id: '2' });
    book = (await me.navigate('/account.php?action=address_book')).text;
    assert.doesNotMatch(book, /9 Pine Rd/);
    assert.match(book, /The address has been deleted/);
  });

  it('lists the orders newest first (issue 32 item 9)', async () => {
    const me = await signedIn();
    const page = (await me.navigate('/account.php?action=order_status')).text;
    const dates = [...page.matchAll(/<td data-label="Placed">([^<]+)<\/td>/g)].map(([, date]) => date!);
    assert.ok(dates.length >= 2, `orders listed: ${dates.join(', ')}`);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('a return request needs items within what was ordered, then shows as saved and in the list', async () => {
    const me = await signedIn();
    const reason = { order_id: '1002', return_reason: 'Item arrived damaged', return_action: 'Refund' };
    const none = await submit(me, '/account.php?action=save_new_return', reason);
    assert.equal(none.status, 400);
    assert.match(none.text, /choose at least one item/);
    const tooMany = await submit(me, '/account.php?action=save_new_return', { ...reason, 'return_qty[MUG-01]': '3' });
    assert.match(tooMany.text, /between 0 and 2 of Enamel Camp Mug/);
    const saved = await submit(me, '/account.php?action=save_new_return', { ...reason, 'return_qty[MUG-01]': '1' });
    assert.equal(saved.headers.get('location'), '/account.php?action=saved_return&return_id=1');
    const page = (await me.navigate('/account.php?action=saved_return&return_id=1')).text;
    assert.equal(pageTypeOf(page), 'account_saved_return');
    assert.match(page, /We have your return request/);
    assert.match(page, /Please keep the items in their packaging/, "the store's return instructions");
    const list = (await me.navigate('/account.php?action=view_returns')).text;
    assert.match(
      list,
      /Return request 1: 1 × Enamel Camp Mug, \d{4}-\d{2}-\d{2}<br>Reason: Item arrived damaged\. You asked for: Refund\. Status: Pending\./,
    );
  });

  it('takes no card number on any page: the add page says cards are saved at checkout; a saved card is edited and deleted', async () => {
    const me = await signedIn();
    // The platform stores cards through its payment service, never through the store's pages (issue 30 item 5).
    const add = (await me.navigate('/account.php?action=add_payment_method')).text;
    assert.doesNotMatch(add, /<input[^>]*(card_number|cc-number)/, 'no card number field');
    assert.match(add, /Cards are saved when you pay/);
    const posted = await submit(me, '/account.php?action=add_payment_method', {
      name_on_card: 'Ada Owner',
      card_number: '5555 5555 5555 4444',
      expiry_month: '12',
      expiry_year: String(new Date().getFullYear() + 2),
    });
    assert.equal(posted.status, 400);
    assert.match(posted.text, /Unknown account action/);
    assert.doesNotMatch(posted.text, /5555/, 'the number is not echoed back');
    let list = (await me.navigate('/account.php?action=payment_methods')).text;
    assert.doesNotMatch(list, /4444/, 'nothing was stored');
    assert.match(list, /Visa ending in 4242<\/strong> \(default\)/);
    const expired = await submit(me, '/account.php?action=edit_payment_method&method_id=1', { expiry_month: '1', expiry_year: '2020' });
    assert.equal(expired.status, 400);
    assert.match(expired.text, /This card has expired/);
    const renewed = await submit(me, '/account.php?action=edit_payment_method&method_id=1', {
      expiry_month: '6',
      expiry_year: String(new Date().getFullYear() + 3),
    });
    assert.equal(renewed.headers.get('location'), '/account.php?action=payment_methods');
    assert.match((await me.navigate('/account.php?action=payment_methods')).text, new RegExp(`Expires 6/${new Date().getFullYear() + 3}`));
    await submit(me, '/account.php?action=delete_payment_method', { method_id: '1' });
    list = (await me.navigate('/account.php?action=payment_methods')).text;
    assert.doesNotMatch(list, /4242/);
  });

  it("account settings post the platform's field names; the email and password change only with the current password", async () => {
    const me = await signedIn('noah@example.com', 'newshopper1');
    const form = (await me.navigate('/account.php?action=edit_account')).text;
    // Cornerstone's edit-account.html: fixed account_* fields, then forms.edit_account.fields by their field type.
    for (const name of ['account_firstname', 'account_lastname', 'account_companyname', 'account_phone'])
      assert.match(form, new RegExp(`name="${name}"`), name);
    for (const type of ['EmailAddress', 'Password', 'ConfirmPassword', 'CurrentPassword'])
      assert.match(form, new RegExp(`name="FormField\\[1\\]\\[\\d+\\]" data-field-type="${type}"`), type);
    const fields = {
      account_firstname: 'Noah',
      account_lastname: 'Field',
      account_companyname: 'Field & Co',
      account_phone: '555 0100',
      'FormField[1][1]': 'noah@example.com',
      'FormField[1][2]': '',
      'FormField[1][3]': '',
    };
    // A name needs no password.
    const named = await submit(me, '/account.php?action=update_account', fields);
    assert.equal(named.headers.get('location'), '/account.php?action=edit_account');
    const page = (await me.navigate('/account.php?action=edit_account')).text;
    assert.match(page, /Your account details have been saved/);
    assert.match(page, /Noah Field/);
    assert.match(page, /value="Field &amp; Co"/);
    // The email is what signs in: it changes only with the current password.
    const moved = { ...fields, 'FormField[1][1]': 'noah.field@example.com' };
    const refused = await submit(me, '/account.php?action=update_account', { ...moved, 'FormField[1][24]': 'wrong' });
    assert.equal(refused.status, 400);
    assert.match(
      refused.text,
      /alertBox--error" role="alert">Please enter your current password to change your email address or password\./,
    );
    assert.match(refused.text, /value="noah\.field@example\.com"/, 'what was typed comes back');
    const saved = await submit(me, '/account.php?action=update_account', { ...moved, 'FormField[1][24]': 'newshopper1' });
    assert.equal(saved.status, 303);
    assert.match((await me.navigate('/account.php?action=edit_account')).text, /value="noah\.field@example\.com"/);
  });

  it('recent items lists viewed products, newest first; the inbox sends a message', async () => {
    const me = await signedIn();
    await me.navigate('/enamel-camp-mug/');
    await me.navigate('/trail-jacket/');
    const recent = (await me.navigate('/account.php?action=recent_items')).text;
    assert.ok(recent.indexOf('Trail Jacket') < recent.indexOf('Enamel Camp Mug') && recent.indexOf('Enamel Camp Mug') > 0);
    const empty = await submit(me, '/account.php?action=send_message', { message_subject: '', message_content: '' });
    assert.equal(empty.status, 400);
    await submit(me, '/account.php?action=send_message', {
      message_order_id: '1002',
      message_subject: 'Mug chipped',
      message_content: 'One mug arrived chipped.',
    });
    const inbox = (await me.navigate('/account.php?action=inbox')).text;
    assert.match(inbox, /Your message has been sent/);
    assert.match(inbox, /Mug chipped/);
    assert.match(inbox, /From you, \d{4}-\d{2}-\d{2}/);
  });

  it('account forms refuse guests and forms another site posts', async () => {
    const guest = await shopper();
    assert.equal(
      (await submit(guest, '/account.php?action=send_message', { message_subject: 'a', message_content: 'b' })).headers.get('location'),
      '/login.php',
    );
    const me = await signedIn();
    const forged = await me.navigate(
      '/account.php?action=delete_payment_method',
      { method_id: '1' },
      { origin: 'https://elsewhere.example' },
    );
    assert.equal(forged.status, 403);
    const hidden = await me.navigate(
      '/account.php?action=delete_payment_method',
      { method_id: '1' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    );
    assert.equal(hidden.status, 403, 'no Origin and a cross-site fetch: refused');
  });
});
