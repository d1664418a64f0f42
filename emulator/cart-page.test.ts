// The cart page's server side: templates the element refreshes, the demo customer's
// saved cart with an owned download, gift wrapping per product, codes without JavaScript.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOWNLOADS_APP } from './current-customer.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
const html = { accept: 'text/html' };

describe('cart page (spec §2, §4, §7)', () => {
  it('renders cart/content and cart/totals together for the element to refresh', async () => {
    const me = await shopper();
    await me.add(101, 2);
    const answer = await me.get('/cart.php', { templates: ['cart/content', 'cart/totals'] });
    const body = answer.json<Record<string, string>>();
    assert.match(body['components/cart/content']!, /data-cart-quantity="2"/);
    assert.match(body['components/cart/content']!, /data-item-id="[^"]+" data-sku="TOTE-CANVAS|data-sku=/);
    assert.match(body['components/cart/totals']!, /Grand total/);
  });

  it("brings back the demo customer's saved cart on sign-in, with an owned single-purchase download", async () => {
    const me = await shopper();
    await me.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    const page = (await me.get('/cart.php', { headers: html })).text;
    assert.match(page, /data-sku="EBOOK-FERNS" data-digital="true" data-multi-purchase="false"/);
    assert.match(page, /data-sku="MAPS-TRAIL" data-digital="true" data-multi-purchase="true"/);
    // The downloads service (another origin) says she owns it, asked with her Current Customer token.
    const token = (await me.get(`/customer/current.jwt?app_client_id=${DOWNLOADS_APP.clientId}`)).text;
    const owned = await fetch(`${emulator.downloadsServiceUrl}/app/customer/purchase_check_multi`, {
      method: 'POST',
      body: JSON.stringify([{ sku: 'EBOOK-FERNS', customer: 1, store_hash: 'fernfield' }]),
      headers: { 'content-type': 'application/json', origin: emulator.url, authorization: `Bearer ${token}` },
    });
    assert.equal((await owned.json()).data[0].customer_owns_product, true);
  });

  it('keeps a cart that already has lines when the customer signs in', async () => {
    const me = await shopper();
    await me.add(101, 1);
    await me.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    const page = (await me.get('/cart.php', { headers: html })).text;
    assert.doesNotMatch(page, /EBOOK-FERNS/);
  });

  it('offers gift wrapping for some products only', async () => {
    const me = await shopper();
    await me.add(101, 1);
    await me.add(102, 2); // the mug's minimum
    const page = (await me.get('/cart.php', { headers: html })).text;
    assert.equal((page.match(/data-cart-gift-wrap=/g) ?? []).length, 1);
    const cart = (await me.get('/api/storefront/cart')).json()[0];
    const mug = cart.lineItems.physicalItems.find((item: { productId: number }) => item.productId === 102);
    const tote = cart.lineItems.physicalItems.find((item: { productId: number }) => item.productId === 101);
    assert.deepEqual((await me.get(`/remote/v1/gift-wrapping/${mug.id}`)).json().data.options, []);
    assert.equal((await me.get(`/remote/v1/gift-wrapping/${tote.id}`)).json().data.options.length, 2);
    const refused = await me.post(`/remote/v1/gift-wrapping/${mug.id}`, { giftwraptype: 'same', [`giftwrapping[${mug.id}]`]: '1' });
    assert.deepEqual(refused.json().data, { status: 'failed', errors: ['Enamel Camp Mug cannot be gift wrapped.'] });
  });

  it('applies codes from the forms without JavaScript, with the refusal on the page', async () => {
    const me = await shopper();
    await me.add(101, 1);
    const refused = await me.navigate('/cart.php?action=applycode', { code: 'NOPE' });
    assert.equal(refused.status, 303);
    const page = (await me.navigate(refused.headers.get('location')!)).text;
    assert.match(page, /The coupon code &quot;NOPE&quot; is not valid\./);
    const applied = await me.navigate('/cart.php?action=applycode', { code: 'SAVE10' });
    assert.equal(applied.headers.get('location'), '/cart.php');
    assert.match((await me.navigate('/cart.php')).text, /Coupon SAVE10/);
    const certificate = await me.navigate('/cart.php?action=applygiftcertificate', { code: 'GIFT-25' });
    assert.equal(certificate.headers.get('location'), '/cart.php');
  });

  it('puts two collections on the home page with a collections header', async () => {
    const me = await shopper();
    const page = (await me.get('/', { headers: html })).text;
    assert.match(page, /<store-collections id="collection-1" class="collections-item" collection-id="1">/);
    assert.match(page, /<store-collections id="collection-2" class="collections-item" collection-id="2">/);
    assert.match(page, /<nav aria-label="Collections">/);
  });
});

// Issue 32 item 1: the summary carries every figure the platform's cart object gives, and adds up.
describe('the cart summary (schemas/cart.yml, Cornerstone’s cart/totals.html)', () => {
  /** The totals' rows as [label, amount in cents], read from the rendered cart/totals. */
  const rowsOf = (totals: string) =>
    [...totals.matchAll(/<dt>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map(([, label, amount]) => [
      label!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
      Math.round(Number(amount!.replace(/[^\d.-]/g, '')) * 100),
    ]) as Array<[string, number]>;

  it('shows a coupon, gift wrapping, shipping and a gift certificate, and the grand total adds up to the cent', async () => {
    const me = await shopper();
    const line = (await me.add(101, 2)).json().data.cart_item.id as string;
    await me.post(`/remote/v1/gift-wrapping/${line}`, `giftwraptype=same&giftwrapping%5B${line}%5D=2&giftmessage%5B${line}%5D=`);
    assert.equal((await me.post('/remote/v1/apply-code', 'code=SAVE10')).json().data.status, 'success');
    assert.equal((await me.post('/remote/v1/shipping-quote', 'shipping_method=1')).json().data.status, 'succeed');
    assert.equal((await me.post('/remote/v1/gift-certificates', 'code=GIFT-25')).json().data.status, 'success');
    const totals = (await me.get('/cart.php', { templates: ['cart/totals'] })).text;
    const rows = rowsOf(totals);
    const labels = rows.map(([label]) => label);
    assert.deepEqual(labels, [
      'Subtotal',
      'Coupon SAVE10 Remove SAVE10',
      'Gift wrapping',
      'Shipping',
      'Gift certificate GIFT-25 ($0.00 left) Remove GIFT-25',
      'Grand total',
    ]);
    const [subtotal, coupon, wrapping, shipping, certificate, grand] = rows.map(([, cents]) => cents);
    assert.equal(wrapping, 2 * 600, 'the Fern print paper, $6.00 for each of the two');
    assert.equal(shipping, 800, 'Ground');
    assert.equal(coupon, -Math.round(subtotal! * 0.1));
    assert.equal(certificate, -2500, 'the certificate pays its whole $25.00');
    assert.equal(grand, subtotal! + coupon! + wrapping! + shipping! + certificate!);
  });

  it('removes a coupon and a certificate with their links, and the total follows', async () => {
    const me = await shopper();
    await me.add(101, 1);
    await me.post('/remote/v1/apply-code', 'code=SAVE10');
    await me.post('/remote/v1/gift-certificates', 'code=GIFT-25');
    const before = (await me.get('/cart.php', { templates: ['cart/totals'] })).text;
    const couponLink = /href="([^"]*removecoupon[^"]*)"/
      .exec(before)![1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x3D;/g, '=');
    const removed = await me.navigate(couponLink);
    assert.equal(removed.status, 303);
    assert.equal(removed.headers.get('location'), '/cart.php');
    const afterCoupon = (await me.get('/cart.php', { templates: ['cart/totals'] })).text;
    assert.doesNotMatch(afterCoupon, /SAVE10/);
    const certificateLink = /href="([^"]*removegiftcertificate[^"]*)"/
      .exec(afterCoupon)![1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x3D;/g, '=');
    await me.navigate(certificateLink);
    const rows = rowsOf((await me.get('/cart.php', { templates: ['cart/totals'] })).text);
    assert.deepEqual(
      rows.map(([label]) => label),
      ['Subtotal', 'Grand total'],
    );
    assert.equal(rows[1]![1], rows[0]![1], 'nothing taken off any more');
    // A code no longer on the cart says so on the cart page.
    await me.navigate('/cart.php?action=removecoupon&code=SAVE10');
    assert.match((await me.navigate('/cart.php')).text, /That code is no longer on your cart\./);
  });

  it('leaves what a certificate does not need on it, and adds no shipping to a cart with nothing to ship', async () => {
    const me = await shopper();
    await me.add(201, 1); // a download: nothing to ship
    await me.post('/remote/v1/shipping-quote', 'shipping_method=2');
    await me.post('/remote/v1/gift-certificates', 'code=GIFT-25');
    const rows = rowsOf((await me.get('/cart.php', { templates: ['cart/totals'] })).text);
    const [subtotal] = rows[0]!.slice(1) as number[];
    assert.ok(subtotal! < 2500, 'the download costs less than the certificate');
    assert.deepEqual(
      rows.map(([label]) => label.replace(/\(\$[\d.]+ left\)/, '(… left)')),
      ['Subtotal', 'Gift certificate GIFT-25 (… left) Remove GIFT-25', 'Grand total'],
    );
    assert.equal(rows[1]![1], -subtotal!, 'it pays the whole cart');
    assert.equal(rows[2]![1], 0);
    assert.match(rows[1]![0], new RegExp(`\\$${((2500 - subtotal!) / 100).toFixed(2).replace('.', '\\.')} left`));
  });
});
