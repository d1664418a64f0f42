/**
 * The remote endpoints stencil-utils calls under /remote/v1/ (api/cart.js,
 * api/product-attributes.js, api/countries.js). They answer `{ data, content? }`.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { applyCoupon, addToCart, currencyOf, LINE_QUANTITY_LIMIT, redeemCertificate, updateLine } from '../cart.ts';
import { optionResponse, productById, selectionsFrom } from '../catalog.ts';
import { countries, giftWrappableProductIds, giftWrappings, shippingMethods } from '../data/store.ts';
import { money } from '../money.ts';
import { digits, fieldMap, indexedItems, readFields } from '../protocol.ts';
import type { Responder } from '../respond.ts';
import { sessionOf } from '../sessions.ts';
import { platformOptions, productView, originOf } from '../views.ts';
import { platformCart, suggestionsAskedFor } from '../cart-view.ts';

const productIdSchema = digits(
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
);
const quantitySchema = digits(z.number().int().min(1).max(LINE_QUANTITY_LIMIT));
const updateItemSchema = z.object({ id: z.string().min(1).max(100), quantity: digits(z.number().int().min(0).max(LINE_QUANTITY_LIMIT)) });

/** Says what is wrong with a cart/update item, in the shopper's terms. */
function updateItemProblem(item: Record<string, string>): string {
  if (!item.id || item.id.length > 100) return 'That item is no longer in your cart.';
  const quantity = Number(item.quantity);
  if (item.quantity === undefined || item.quantity.trim() === '' || !Number.isInteger(quantity)) return 'Quantities must be whole numbers.';
  if (quantity < 0) return 'Quantities must be 0 or more.';
  return 'Please enter a quantity of 9999 or less.';
}

export function registerRemote(app: Hono, respond: Responder): void {
  // stencil-utils api/cart.js itemAdd (Cornerstone's product form and add-to-cart).
  app.post('/remote/v1/cart/add', async (c) => {
    const session = sessionOf(c);
    const fields = fieldMap(await readFields(c));
    const productId = productIdSchema.safeParse(fields.get('product_id'));
    const quantity = quantitySchema.safeParse(fields.get('qty[]') ?? fields.get('qty') ?? '1');
    if (!productId.success) return c.json({ data: { error: 'Please choose a product to add.' } });
    if (!quantity.success) return c.json({ data: { error: 'Please enter a quantity between 1 and 9999.' } });
    const product = productById(productId.data);
    if (!product) return c.json({ data: { error: 'The product you selected is no longer available.' } });

    const result = addToCart(session, product, selectionsFrom(fields), quantity.data);
    if ('error' in result) return c.json({ data: { error: result.error } });
    const data = {
      cart_id: session.cart!.id,
      cart_item: { id: result.line.id, product_id: product.id, quantity: result.line.quantity, cart_url: '/cart.php' },
    };
    // Cornerstone's add-to-cart modal asks for cart/preview with `cart: suggestions: limit` (common/product-details.js).
    const cart = platformCart(session, originOf(c), {
      addedItemId: result.line.id,
      suggestions: suggestionsAskedFor(respond.resources(c, 'cart')),
    });
    return respond.remote(c, data, { cart });
  });

  // stencil-utils api/cart.js itemUpdate / itemRemove (update with quantity 0).
  app.post('/remote/v1/cart/update', async (c) => {
    const session = sessionOf(c);
    const items = indexedItems(await readFields(c), 'items');
    if (items.length === 0) return c.json({ error: 'Expected items[0][id] and items[0][quantity].' }, 400);
    const errors: string[] = [];
    for (const item of items) {
      const parsed = updateItemSchema.safeParse(item);
      if (!parsed.success) {
        errors.push(updateItemProblem(item));
        continue;
      }
      const error = updateLine(session, parsed.data.id, parsed.data.quantity);
      if (error) errors.push(error);
    }
    // The platform's answer: status "succeed", or "failed" with the reasons.
    if (errors.length > 0) return respond.remote(c, { status: 'failed', errors }, { cart: platformCart(session, originOf(c)) });
    return respond.remote(c, { status: 'succeed', cart_id: session.cart?.id ?? null }, { cart: platformCart(session, originOf(c)) });
  });

  // stencil-utils api/product-attributes.js optionChange.
  app.post('/remote/v1/product-attributes/:productId', async (c) => {
    const session = sessionOf(c);
    const id = productIdSchema.safeParse(c.req.param('productId'));
    const product = id.success ? productById(id.data) : undefined;
    if (!product) return c.json({ data: { error: 'The product could not be found.' } }, 404);
    const fields = fieldMap(await readFields(c));
    const quantity = quantitySchema.safeParse(fields.get('qty[]') ?? fields.get('qty') ?? '1');
    const data = optionResponse(product, selectionsFrom(fields), currencyOf(session), quantity.success ? quantity.data : 1, originOf(c));
    return respond.remote(c, data, { product: productView(product, session, originOf(c)) });
  });

  // stencil-utils api/product-attributes.js configureInCart (Cornerstone's cart "Change" of a line's options).
  app.get('/remote/v1/configure-options/:itemId', async (c) => {
    const session = sessionOf(c);
    const line = session.cart?.lines.find((candidate) => candidate.id === c.req.param('itemId'));
    const product = line ? productById(line.productId) : undefined;
    if (!line || !product) return c.json({ data: { error: 'That item is no longer in your cart.' } }, 404);
    // The item's own choices are the selected values (stencil-utils cart.getItemOptions).
    const options = platformOptions(product, new Map(line.selections));
    const data = { item_id: line.id, product_id: product.id, options };
    return respond.remote(c, data, { product: { ...productView(product, session, originOf(c)), options }, item: line });
  });

  // stencil-utils api/cart.js getItemGiftWrappingOptions.
  app.get('/remote/v1/gift-wrapping/:itemId', async (c) => {
    const session = sessionOf(c);
    const line = session.cart?.lines.find((candidate) => candidate.id === c.req.param('itemId'));
    if (!line) return c.json({ data: { error: 'That item is no longer in your cart.' } }, 404);
    const currency = currencyOf(session);
    const options = giftWrappableProductIds.includes(line.productId)
      ? giftWrappings.map((wrap) => ({ id: wrap.id, name: wrap.name, price: money(wrap.price, currency) }))
      : [];
    return respond.remote(c, { item_id: line.id, options, selected: line.giftWrapping }, { item: line, options });
  });

  // stencil-utils api/cart.js submitItemGiftWrappingOption.
  app.post('/remote/v1/gift-wrapping/:itemId', async (c) => {
    const session = sessionOf(c);
    const line = session.cart?.lines.find((candidate) => candidate.id === c.req.param('itemId'));
    if (!line) return c.json({ data: { status: 'failed', errors: ['That item is no longer in your cart.'] } }, 404);
    const fields = fieldMap(await readFields(c));
    const type = fields.get('giftwraptype') ?? 'same';
    if (type === 'none') {
      line.giftWrapping = null;
      return respond.remote(c, { status: 'succeed' });
    }
    if (!giftWrappableProductIds.includes(line.productId))
      return respond.remote(c, { status: 'failed', errors: [`${line.name} cannot be gift wrapped.`] });
    const wrapId = Number(fields.get(`giftwrapping[${line.id}]`) ?? fields.get('giftwrapping[all]') ?? fields.get('giftwrapping'));
    const wrap = giftWrappings.find((candidate) => candidate.id === wrapId);
    if (!wrap) return respond.remote(c, { status: 'failed', errors: ['Please choose a gift wrapping.'] });
    const message = (fields.get(`giftmessage[${line.id}]`) ?? fields.get('giftmessage[all]') ?? fields.get('giftmessage') ?? '').slice(
      0,
      200,
    );
    line.giftWrapping = { id: wrap.id, name: wrap.name, message };
    return respond.remote(c, { status: 'succeed' });
  });

  // stencil-utils api/cart.js getShippingQuotes.
  app.get('/remote/v1/shipping-quote', (c) => {
    const session = sessionOf(c);
    const currency = currencyOf(session);
    const country = countries.find((candidate) => String(candidate.id) === c.req.query('country_id'));
    const refuse = (error: string) => respond.remote(c, { errors: [error], quotes: [] }, { errors: [error] });
    if (!country) return refuse('Please choose a country.');
    if (!session.cart?.lines.some((line) => line.type === 'physical')) return refuse('Nothing in your cart needs shipping.');
    const quotes = shippingMethods.map((method) => ({
      id: method.id,
      description: method.description,
      price: money(method.price, currency).formatted,
      selected: session.cart?.shippingMethodId === method.id,
    }));
    // The template receives the quotes as Cornerstone's components/cart/shipping-quotes.html reads them:
    // `quotes.shipping_methods[]`, each with its `id`, `type`, `provider_name` and `cost`.
    const methods = shippingMethods.map((method) => ({
      id: method.id,
      type: 'shipping_flatrate',
      provider_name: method.description,
      description: method.description,
      cost: money(method.price, currency),
      selected: session.cart?.shippingMethodId === method.id,
    }));
    return respond.remote(c, { quotes }, { quotes: { shipping_methods: methods } });
  });

  // stencil-utils api/cart.js submitShippingQuote.
  app.post('/remote/v1/shipping-quote', async (c) => {
    const session = sessionOf(c);
    const id = Number(fieldMap(await readFields(c)).get('shipping_method'));
    const method = shippingMethods.find((candidate) => candidate.id === id);
    if (!session.cart) return respond.remote(c, { status: 'failed', errors: ['Your cart is empty.'] });
    if (!method) return respond.remote(c, { status: 'failed', errors: ['Please choose a shipping method.'] });
    session.cart.shippingMethodId = method.id;
    return respond.remote(c, { status: 'succeed' });
  });

  for (const [path, apply] of [
    ['/remote/v1/apply-code', applyCoupon],
    ['/remote/v1/gift-certificates', redeemCertificate],
  ] as const) {
    app.post(path, async (c) => {
      const session = sessionOf(c);
      const code =
        fieldMap(await readFields(c))
          .get('code')
          ?.trim() ?? '';
      if (code === '') return respond.remote(c, { status: 'failed', errors: ['Please enter a code.'] });
      if (!session.cart) return respond.remote(c, { status: 'failed', errors: ['Your cart is empty.'] });
      const error = apply(session.cart, code);
      if (error) return respond.remote(c, { status: 'failed', errors: [error] });
      return respond.remote(c, { status: 'success' });
    });
  }

  // stencil-utils api/countries.js getById / getByName.
  app.get('/remote/v1/country-states/:country', async (c) => {
    // Hono has decoded the parameter once already; decoding it again breaks on a literal `%`.
    const key = c.req.param('country').toLowerCase();
    const country = countries.find(
      (candidate) => String(candidate.id) === key || candidate.name.toLowerCase() === key || candidate.code.toLowerCase() === key,
    );
    if (!country) return c.json({ data: { error: 'Country not found.' } }, 404);
    return respond.remote(c, {
      country_id: country.id,
      country: country.name,
      states: country.states.map((name, index) => ({ id: country.id * 100 + index + 1, name })),
      state_required: country.states.length > 0,
      zip_required: true,
    });
  });

  // Any other remote path: the platform's remote API has no such call.
  app.all('/remote/v1/*', (c) => c.json({ data: { error: 'Not found' } }, 404));
}
