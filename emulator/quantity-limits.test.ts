import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Shopper, useEmulator } from './test-support.ts';

// Demo catalog bounds (data/products.ts): Enamel Camp Mug (102) min 2 max 24,
// Hiking Socks (135) max 10, Folding Camp Stove (120) 3 in stock.
const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
const MUG = 102;
const SOCKS = 135;
const STOVE = 120;

const cartQuantity = async (me: Shopper) => {
  const summary = await me.get('/api/storefront/cart-summary');
  return summary.status === 204 ? 0 : summary.json().total_quantity;
};
const update = (me: Shopper, line: string, quantity: number | string) =>
  me.post('/remote/v1/cart/update', `items%5B0%5D%5Bid%5D=${line}&items%5B0%5D%5Bquantity%5D=${encodeURIComponent(String(quantity))}`);

describe('quantity limits: POST /remote/v1/cart/add', () => {
  it('refuses less than the minimum and adds the minimum', async () => {
    const me = await shopper();
    const refused = await me.add(MUG, 1);
    assert.equal(refused.status, 200);
    assert.equal(refused.json().data.error, 'You need to purchase a minimum of 2 of Enamel Camp Mug per order.');
    assert.equal(await cartQuantity(me), 0);
    assert.equal((await me.add(MUG, 2)).json().data.cart_item.quantity, 2);
    // Once the line holds the minimum, one more is fine.
    assert.equal((await me.add(MUG, 1)).json().data.cart_item.quantity, 3);
  });

  it('refuses more than the maximum, counting what the cart already holds', async () => {
    const me = await shopper();
    assert.equal((await me.add(SOCKS, 11)).json().data.error, 'You can only purchase a maximum of 10 of Hiking Socks (3 pairs) per order.');
    assert.equal((await me.add(SOCKS, 10)).json().data.cart_item.quantity, 10);
    assert.equal(
      (await me.add(SOCKS, 10)).json().data.error,
      'You can only purchase a maximum of 10 of Hiking Socks (3 pairs) per order; your cart already holds 10.',
    );
    assert.equal(await cartQuantity(me), 10);
  });

  it('refuses more than the stock, counting what the cart already holds', async () => {
    const me = await shopper();
    assert.equal((await me.add(STOVE, 2)).json().data.cart_item.quantity, 2);
    assert.match(
      (await me.add(STOVE, 2)).json().data.error,
      /enough Folding Camp Stove in stock to add 2 to your cart; 1 more can be added/,
    );
    assert.equal(await cartQuantity(me), 2);
  });
});

describe('quantity limits: POST /remote/v1/cart/update', () => {
  it('refuses a quantity below the minimum, above the maximum or above the stock, and keeps the line', async () => {
    const me = await shopper();
    const mug = (await me.add(MUG, 2)).json().data.cart_item.id as string;
    const socks = (await me.add(SOCKS, 4)).json().data.cart_item.id as string;
    const stove = (await me.add(STOVE, 1)).json().data.cart_item.id as string;
    for (const [line, quantity, error] of [
      [mug, 1, 'Enamel Camp Mug has a minimum order of 2; enter 2 or more, or remove it.'],
      [socks, 11, 'You can only purchase a maximum of 10 of Hiking Socks (3 pairs) per order.'],
      [stove, 4, "We don't have enough Folding Camp Stove in stock; at most 3 can be ordered."],
    ] as const) {
      const answer = await update(me, line, quantity);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.json().data, { status: 'failed', errors: [error] });
    }
    assert.equal(await cartQuantity(me), 7);
    // Within the bounds, and 0 (remove), are accepted.
    assert.equal((await update(me, socks, 10)).json().data.status, 'succeed');
    assert.equal((await update(me, mug, 0)).json().data.status, 'succeed');
    assert.equal(await cartQuantity(me), 11);
  });

  it('says what is wrong with a quantity out of range', async () => {
    const me = await shopper();
    const line = (await me.add(101, 1)).json().data.cart_item.id as string;
    assert.deepEqual((await update(me, line, 99999)).json().data.errors, ['Please enter a quantity of 9999 or less.']);
    assert.deepEqual((await update(me, line, -1)).json().data.errors, ['Quantities must be 0 or more.']);
    assert.deepEqual((await update(me, line, 'two')).json().data.errors, ['Quantities must be whole numbers.']);
  });
});

describe('quantity limits: the forms without JavaScript (POST /cart.php)', () => {
  it('action=add refuses the mug below its minimum and shows why on the cart page', async () => {
    const me = await shopper();
    const posted = await me.navigate(`/cart.php?action=add&product_id=${MUG}`, { 'qty[]': '1' });
    assert.equal(posted.status, 303);
    // The refusal waits in the session for the cart page (its cart.status_messages), not in the URL.
    const location = posted.headers.get('location')!;
    assert.equal(location, '/cart.php');
    assert.match((await me.navigate(location)).text, /role="alert">You need to purchase a minimum of 2 of Enamel Camp Mug per order\./);
    assert.doesNotMatch((await me.navigate(location)).text, /minimum of 2/, 'the message is shown once');
    assert.equal(await cartQuantity(me), 0);
    // A script adds through /remote/v1/cart/add (the card does), which answers the refusal as data.error.
    const fetched = await me.add(SOCKS, 11);
    assert.equal(fetched.json().data.error, 'You can only purchase a maximum of 10 of Hiking Socks (3 pairs) per order.');
  });

  it('action=update refuses a quantity above the maximum and keeps the line', async () => {
    const me = await shopper();
    const socks = (await me.add(SOCKS, 3)).json().data.cart_item.id as string;
    const posted = await me.navigate('/cart.php?action=update', { [`qty[${socks}]`]: '20' });
    assert.match(
      (await me.navigate(posted.headers.get('location')!)).text,
      /role="alert">You can only purchase a maximum of 10 of Hiking Socks \(3 pairs\) per order\./,
    );
    assert.equal(await cartQuantity(me), 3);
  });
});

describe('quantity limits in the theme: what the pages send', () => {
  it("the product page and the mug's upsell form start at its minimum; a card, which has no bounds on the platform, at the theme's quantity", async () => {
    const me = await shopper();
    // helpers/common/product.yml: a card has no order bounds, so its form sends the theme's
    // starting quantity and the platform answers a refusal (the journeys show it on the card).
    const mugCard = /<input id="card-qty-102"[^>]*>/.exec((await me.navigate('/camp-kitchen/')).text)?.[0] ?? '';
    assert.match(mugCard, /value="1" min="1"/);
    assert.doesNotMatch(mugCard, /max=/);
    // schemas/product.yml: the product page has min_purchase_quantity and max_purchase_quantity.
    const mugPage = (await me.navigate('/enamel-camp-mug/')).text;
    assert.match(mugPage, /name="qty\[\]" value="2"[^>]*data-quantity-min="2" data-quantity-max="24"/);
    // The upsell block's add form for the mug (spec §7 add-all sends each item's form).
    const upsell = await me.request('GET', `/products.php?productId=${MUG}`, {
      templates: ['custom/fbt-detail-options', 'custom/fbt-detail-item'],
    });
    const templates = upsell.json();
    assert.match(templates['components/custom/fbt-detail-options'], /name="qty\[\]" value="2"/);
    assert.match(templates['components/custom/fbt-detail-item'], /2 × \$16\.50/);
  });
});
