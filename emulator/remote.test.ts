import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();

describe('POST /remote/v1/cart/add', () => {
  it('adds a product and answers cart_id and cart_item (spec §3 add-to-cart response)', async () => {
    const me = await shopper();
    const answer = await me.add(101, 2);
    assert.equal(answer.status, 200);
    const { data } = answer.json();
    assert.match(data.cart_id, /^[0-9a-f-]{36}$/);
    assert.equal(data.cart_item.quantity, 2);
    assert.equal(data.cart_item.cart_url, '/cart.php');
    assert.equal(typeof data.cart_item.id, 'string');
  });

  it('accepts the urlencoded form the react client sends', async () => {
    const me = await shopper();
    const answer = await me.post('/remote/v1/cart/add', 'action=add&product_id=102&qty%5B%5D=3');
    assert.equal(answer.json().data.cart_item.quantity, 3);
  });

  it('answers data.error for an unknown product, a missing required option and no stock', async () => {
    const me = await shopper();
    assert.match((await me.add(99999)).json().data.error, /no longer available/);
    assert.match((await me.add(110, 1)).json().data.error, /Please choose a value for Size/);
    // Clay in XL is sold out (see data/products.ts).
    assert.match((await me.add(110, 1, { 11: 1104, 12: 1112 })).json().data.error, /out of stock/);
    assert.match((await me.add(124)).json().data.error, /out of stock/);
  });

  it('renders cart/preview as content when asked', async () => {
    const me = await shopper();
    const form = new FormData();
    form.set('product_id', '101');
    form.set('qty[]', '1');
    const answer = await me.post('/remote/v1/cart/add', form, { templates: ['cart/preview'] });
    const body = answer.json();
    assert.equal(typeof body.data.cart_id, 'string');
    assert.match(body.content, /class="previewCart"/);
    assert.match(body.content, /Canvas Tote Bag/);
  });
});

describe('POST /remote/v1/cart/update', () => {
  it('changes a quantity and removes a line at 0 (items[0][id] encoding)', async () => {
    const me = await shopper();
    const line = (await me.add(101, 1)).json().data.cart_item.id as string;
    const updated = await me.post('/remote/v1/cart/update', `items%5B0%5D%5Bid%5D=${line}&items%5B0%5D%5Bquantity%5D=4`);
    assert.equal(updated.json().data.status, 'succeed');
    assert.equal((await me.get('/api/storefront/cart-summary')).json().total_quantity, 4);
    await me.post('/remote/v1/cart/update', `items%5B0%5D%5Bid%5D=${line}&items%5B0%5D%5Bquantity%5D=0`);
    assert.equal((await me.get('/api/storefront/cart-summary')).status, 204);
  });

  it('fails with errors for an unknown line and 400 without items', async () => {
    const me = await shopper();
    const answer = await me.post('/remote/v1/cart/update', 'items%5B0%5D%5Bid%5D=nope&items%5B0%5D%5Bquantity%5D=1');
    assert.equal(answer.json().data.status, 'failed');
    assert.equal(answer.json().data.errors.length, 1);
    assert.equal((await me.post('/remote/v1/cart/update', 'x=1')).status, 400);
  });
});

describe('POST /remote/v1/product-attributes/{productId}', () => {
  it('answers the option response with every price formatted (spec §3)', async () => {
    const me = await shopper();
    const answer = await me.post(
      '/remote/v1/product-attributes/110',
      'product_id=110&attribute%5B11%5D=1102&attribute%5B12%5D=1111&qty%5B%5D=1',
      { templates: ['products/bulk-discount-rates'] },
    );
    const { data, content } = answer.json();
    assert.equal(data.sku, 'JKT-M-MOSS');
    assert.equal(data.price.without_tax.formatted, '$109.00');
    assert.equal(data.price.with_tax.formatted, '$109.00');
    assert.equal(data.price.rrp_without_tax.formatted, '$149.00');
    assert.equal(data.price.non_sale_price_without_tax.formatted, '$129.00');
    assert.equal(data.price.saved.formatted, '$40.00');
    // A chosen variant has its price; the range would say nothing (Cornerstone shows a range instead of the price).
    assert.equal(data.price.price_range, undefined);
    assert.equal(data.weight.formatted, '0.65 KGS');
    assert.equal(data.stock, 6);
    assert.equal(data.instock, true);
    assert.equal(data.purchasable, true);
    assert.match(data.image.data, /\{:size\}/);
    assert.equal(data.out_of_stock_behavior, 'hide_option');
    assert.ok(data.in_stock_attributes.includes(1111));
    assert.ok(!data.in_stock_attributes.includes(1113), 'Slate is sold out in every size');
    assert.equal(data.bulk_discount_rates[0].discount.formatted, '5%');
    assert.match(content, /Bulk pricing/);
  });

  it('gives the variants’ price range while no variant is chosen, with its tax labels', async () => {
    const me = await shopper();
    const answer = await me.post('/remote/v1/product-attributes/110', 'product_id=110&attribute%5B12%5D=1111&qty%5B%5D=1');
    const range = answer.json().data.price.price_range;
    assert.equal(range.min.without_tax.formatted, '$109.00');
    assert.equal(range.max.without_tax.formatted, '$114.00');
    assert.equal(range.min.tax_label, 'Tax');
    // One price for every variant: no range (the tote has none).
    const tote = await me.post('/remote/v1/product-attributes/101', 'product_id=101&qty%5B%5D=1');
    assert.equal(tote.json().data.price.price_range, undefined);
  });

  it('labels stock and changes price, SKU and weight with the variant (label_option)', async () => {
    const me = await shopper();
    const { data } = (await me.post('/remote/v1/product-attributes/111', 'attribute%5B13%5D=1122')).json();
    assert.equal(data.sku, 'LANT-SOLAR');
    assert.equal(data.price.without_tax.value, 54);
    assert.equal(data.instock, false);
    assert.equal(data.stock_message, 'Out of stock');
    assert.equal(data.out_of_stock_behavior, 'label_option');
    assert.deepEqual(data.in_stock_attributes, [1121, 1123]);
  });

  it('applies bulk pricing for the quantity and modifiers from checkbox and product-list options', async () => {
    const me = await shopper();
    const bulk = (await me.post('/remote/v1/product-attributes/101', 'qty%5B%5D=5')).json().data;
    assert.equal(bulk.price.without_tax.value, 21.6);
    const plate = (
      await me.post('/remote/v1/product-attributes/112', 'attribute%5B14%5D=1131&attribute%5B15%5D=1141&attribute%5B19%5D=1151')
    ).json().data;
    assert.equal(plate.price.without_tax.value, 32 + 3 + 14);
  });

  it('formats prices in the session currency', async () => {
    const me = await shopper();
    await me.get('/?setCurrencyId=2');
    const { data } = (await me.post('/remote/v1/product-attributes/101', '')).json();
    assert.equal(data.price.without_tax.formatted, '€22.08');
  });

  it('404s with data.error for an unknown product', async () => {
    const me = await shopper();
    const answer = await me.post('/remote/v1/product-attributes/424242', '');
    assert.equal(answer.status, 404);
    assert.equal(typeof answer.json().data.error, 'string');
    assert.equal((await me.post('/remote/v1/product-attributes/abc', '')).status, 404);
  });
});

describe('cart extras', () => {
  it('configure-options and gift-wrapping answer for a line, with content', async () => {
    const me = await shopper();
    const line = (await me.add(112, 1, { 14: 1132 })).json().data.cart_item.id as string;
    const configure = (await me.get(`/remote/v1/configure-options/${line}`, { templates: ['cart/configure-product'] })).json();
    assert.equal(configure.data.product_id, 112);
    assert.ok(configure.data.options.find((option: any) => option.id === 14).values.find((value: any) => value.id === 1132).selected);
    assert.match(configure.content, /Change options of Enamel Plate Set/);

    const wrapping = (await me.get(`/remote/v1/gift-wrapping/${line}`, { templates: ['cart/gift-wrapping'] })).json();
    assert.equal(wrapping.data.options.length, 2);
    assert.match(wrapping.content, /Gift wrapping for Enamel Plate Set/);
    const saved = await me.post(
      `/remote/v1/gift-wrapping/${line}`,
      `giftwraptype=same&giftwrapping%5B${line}%5D=2&giftmessage%5B${line}%5D=Happy`,
    );
    assert.equal(saved.json().data.status, 'succeed');
    const cart = (await me.get('/api/storefront/carts')).json();
    assert.equal(cart[0].lineItems.physicalItems[0].giftWrapping.name, 'Fern print paper');
    assert.equal((await me.get('/remote/v1/gift-wrapping/unknown')).status, 404);
  });

  it('shipping-quote lists quotes and saves the chosen method', async () => {
    const me = await shopper();
    await me.add(101);
    const quotes = (
      await me.get('/remote/v1/shipping-quote?country_id=226&state_id=&zip_code=97201', { templates: ['cart/shipping-quote'] })
    ).json();
    assert.equal(quotes.data.quotes.length, 2);
    // Rendered from quotes.shipping_methods, with each method's provider_name and cost (Cornerstone's shape).
    assert.match(quotes.content, /value="1"[^>]*>\s*<label for="shipping-method-1">Ground \(3 to 5 working days\)[^<]*\$8\.00/);
    assert.equal((await me.post('/remote/v1/shipping-quote', 'shipping_method=2')).json().data.status, 'succeed');
    assert.equal((await me.post('/remote/v1/shipping-quote', 'shipping_method=9')).json().data.status, 'failed');
  });

  it('apply-code and gift-certificates accept known codes and refuse others', async () => {
    const me = await shopper();
    assert.equal((await me.post('/remote/v1/apply-code', 'code=SAVE10')).json().data.status, 'failed', 'no cart yet');
    await me.add(101, 1);
    assert.equal((await me.post('/remote/v1/apply-code', 'code=SAVE10')).json().data.status, 'success');
    assert.match((await me.post('/remote/v1/apply-code', 'code=NOPE')).json().data.errors[0], /not valid/);
    assert.equal((await me.post('/remote/v1/gift-certificates', 'code=GIFT-25')).json().data.status, 'success');
    const cart = (await me.get('/api/storefront/carts')).json()[0];
    assert.equal(cart.coupons[0].code, 'SAVE10');
    assert.equal(cart.discounts[0].discountedAmount, 2.4);
    assert.equal(cart.cartAmount, 21.6);
  });

  it('country-states answers by id and by name, 404 otherwise', async () => {
    const me = await shopper();
    const byId = (await me.get('/remote/v1/country-states/226')).json();
    assert.equal(byId.data.country, 'United States');
    assert.ok(byId.data.states.some((state: any) => state.name === 'Oregon'));
    const byName = (await me.get('/remote/v1/country-states/United%20Kingdom')).json();
    assert.deepEqual(byName.data.states, []);
    assert.equal((await me.get('/remote/v1/country-states/Atlantis')).status, 404);
    assert.equal((await me.get('/remote/v1/nothing-here')).status, 404);
  });
});
