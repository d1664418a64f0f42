// Pages, the storefront cart API, shopper flows and helper routes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pngSize } from './png.ts';
import { bootstrapCallOf, type BootstrapCall } from './bootstrap-call.ts';
import { Shopper, useEmulator } from './test-support.ts';

const emulator = useEmulator();
const shopper = () => new Shopper(() => emulator.url).start();
const html = { accept: 'text/html' };

/** The page type and injected context of a rendered page (markup-examples/templates/layout/base.html). */
function contextOf(page: string): BootstrapCall {
  const call = bootstrapCallOf(page);
  assert.ok(call, 'the page calls the bootstrap with its context');
  return call;
}

describe('pages (spec §2 page types)', () => {
  const cases: Array<[string, string]> = [
    ['/', 'default'],
    ['/trail-jacket/', 'product'],
    ['/products.php?productId=101', 'product'],
    ['/apparel/', 'category'],
    ['/brands/northtrail/', 'brand'],
    ['/brands/', 'brands'],
    ['/search.php?search_query=mug', 'search'],
    ['/cart.php', 'cart'],
    ['/login.php', 'login'],
    ['/login.php?action=create_account', 'createaccount'],
    ['/blog/', 'blog'],
    ['/blog/packing-for-a-wet-weekend/', 'blog_post'],
    ['/about-us/', 'page'],
    ['/contact-us/', 'page_contact_form'],
    ['/compare/101/110/', 'compare'],
    ['/giftcertificates.php', 'giftcertificates'],
    ['/sitemap.php', 'sitemap'],
    ['/no-such-page/', '404'],
    ['/__emulator/error', 'error'],
  ];
  for (const [path, type] of cases) {
    it(`${path} renders page type ${type} with one h1, landmarks and the context`, async () => {
      const me = await shopper();
      const page = await me.get(path, { headers: html });
      assert.equal(page.status, type === '404' ? 404 : type === 'error' ? 500 : 200);
      const { pageType, context } = contextOf(page.text);
      assert.equal(pageType, type);
      assert.equal((page.text.match(/<h1[\s>]/g) ?? []).length, 1);
      for (const landmark of ['<header', '<main id="main"', '<footer']) assert.ok(page.text.includes(landmark));
      assert.ok(page.text.includes('<store-cart-count'));
      assert.equal(context.secureBaseUrl, emulator.url);
      assert.equal(context.themeSettings.card_atc_button_pos, 'bottom');
      assert.equal(typeof context.themeSettings.pdp_video_thumbnails_pos, 'string');
      // spec: BCData from a nonce script, and the CSP header that allows only it.
      const policy = page.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9_-]+)';/.exec(policy)?.[1];
      assert.ok(nonce, 'CSP header with a nonce');
      // Quality issue, security: no inline script, no eval, Trusted Types enforced.
      assert.ok(!/unsafe-inline[^;]*;/.test(/script-src[^;]*;/.exec(policy)?.[0] ?? ''), 'no inline script');
      assert.ok(!policy.includes('unsafe-eval'), 'no eval');
      assert.ok(policy.includes("require-trusted-types-for 'script'"), 'Trusted Types enforced');
      // The platform's BCData (a product page's also carries its product_attributes) from the nonce script.
      assert.ok(page.text.includes(`<script nonce="${nonce}">window.BCData = {"csrf_token":"${me.csrfToken}"`));
      assert.ok(
        page.text.includes(`<script type="module" nonce="${nonce}">window.stencilBootstrap?.("${type}", `),
        'the bootstrap call carries the nonce',
      );
    });
  }

  it('the account pages need sign-in and render their page types', async () => {
    const me = await shopper();
    assert.equal((await me.get('/account.php', { headers: html })).status, 302);
    await me.post('/login.php?action=check_login', { login_email: ' ada@example.com ', login_pass: 'download1 ' });
    assert.equal(contextOf((await me.get('/account.php', { headers: html })).text).pageType, 'account_orderstatus');
    const downloads = await me.get('/account.php?action=download_item', { headers: html });
    assert.equal(contextOf(downloads.text).pageType, 'account_downloaditem');
    assert.match(downloads.text, /Field Guide to Ferns/);
    assert.equal((await me.get('/downloads/EBOOK-FERNS')).status, 200);
    assert.equal((await me.get('/downloads/EBOOK-BIRDS')).status, 403);
  });

  it('the product page shows every option type as labelled form fields in a real form', async () => {
    const page = (await (await shopper()).get('/enamel-camp-mug/', { headers: html })).text;
    assert.match(page, /<form class="productView-form" method="post" action="\/cart.php" enctype="multipart\/form-data"/);
    const plate = (await (await shopper()).get('/enamel-plate-set/', { headers: html })).text;
    // Each option is rendered by the partial its `partial` names (helpers/product/options.yml).
    for (const partial of ['set-select', 'input-checkbox', 'input-text', 'input-file', 'date', 'product-list'])
      assert.match(plate, new RegExp(`data-product-attribute="${partial}"`));
    const jacket = (await (await shopper()).get('/trail-jacket/', { headers: html })).text;
    assert.match(jacket, /data-product-attribute="set-rectangle"/);
    assert.match(jacket, /data-product-attribute="swatch"/);
    assert.match(jacket, /style="--swatch: #4f6b3a"[^>]*><\/span>\s*<span class="form-option-value">Moss</, 'a swatch shows its colour');
    // The platform gives every value; the product form hides or labels the sold-out ones from
    // its first option answer (in_stock_attributes), which the journeys check.
    assert.match(jacket, />Slate</);
    assert.match(jacket, /id="itsTab-1"/);
    assert.match(jacket, /id="product-reviews"/);
    assert.match(jacket, /<store-fbt product-id="110" product-limit="3"[\s>]/);
    assert.match(jacket, /class="fbt-product" data-fbt-targets="111,201,\/enamel-camp-mug\/"/);
    // A product without the custom field offers its related products (spec §4 related-products mode).
    const tote = (await (await shopper()).get('/canvas-tote-bag/', { headers: html })).text;
    assert.match(tote, /<ul class="fbt" hidden>\s*<li><a href="\/enamel-camp-mug\/" data-product-id="102">/);
    assert.match(jacket, /data-type="video"/);
    const lantern = (await (await shopper()).get('/camp-lantern/', { headers: html })).text;
    assert.match(lantern, /data-product-attribute="set-radio"/);
    assert.doesNotMatch(lantern, /data-out-of-stock-label/);
    assert.match(lantern, /data-parent-collection-id="401"/);
  });

  it('the product page wraps its details in <store-product-form> with the stepper bounds and a disabled add when it cannot be bought', async () => {
    const me = await shopper();
    const mug = (await me.get('/enamel-camp-mug/', { headers: html })).text;
    assert.match(mug, /<store-product-form product-id="102" data-load-on="ready"[\s>]/);
    assert.match(mug, /name="qty\[\]" value="2" min="1" inputmode="numeric"\s+data-quantity-min="2" data-quantity-max="24">/);
    assert.match(mug, /data-quantity-change="increase"/);
    assert.match(mug, /<button type="submit" class="button button--primary" data-add-to-cart>Add to Cart<\/button>/);
    const press = (await me.get('/coffee-press/', { headers: html })).text; // out of stock
    assert.match(press, /data-add-to-cart disabled>/);
    assert.match(press, /data-wallet-buttons hidden>/);
    assert.match(press, /<dd data-product-stock-message>Out of stock<\/dd>/);
    const maps = (await me.get('/trail-maps-bundle/', { headers: html })).text;
    assert.match(maps, /<store-product-form product-id="202" product-type="digital" multi-purchase data-load-on="ready"[\s>]/);
    const card = (await me.get('/camp-kitchen/', { headers: html })).text;
    assert.match(card, /<a class="card-quickView" href="\/enamel-camp-mug\/" data-store-quick-view="102">/);
    const quickView = await me.get('/products.php?productId=111', { templates: ['products/quick-view'] });
    assert.match(quickView.text, /<store-product-form product-id="111" data-load-on="ready"[\s>]/);
  });

  it('render_with answers one template as HTML and several as JSON keyed components/<name>', async () => {
    const me = await shopper();
    const one = await me.get('/products.php?productId=102', { templates: ['custom/to-parent-collection-card'] });
    assert.match(one.headers.get('content-type') ?? '', /text\/html/);
    assert.match(one.text, /^<a class="parentCollection-card"/);
    const several = await me.get('/products.php?productId=110', {
      templates: ['custom/fbt-image-item', 'custom/fbt-detail-item', 'custom/fbt-detail-options'],
    });
    assert.deepEqual(Object.keys(several.json()), [
      'components/custom/fbt-image-item',
      'components/custom/fbt-detail-item',
      'components/custom/fbt-detail-options',
    ]);
    for (const name of [
      'search/quick-results',
      'products/quick-view',
      'products/bulk-discount-rates',
      'cart/preview',
      'custom/popup-login-window-customer-id',
    ]) {
      assert.equal((await me.get('/products.php?productId=101', { templates: [name] })).status, 200, name);
    }
  });

  it('theme flags come from the config file and can be set per request', async () => {
    const me = await shopper();
    const normal = (await me.get('/', { headers: html })).text;
    assert.match(normal, /data-card-atc data-position="bottom"/);
    assert.match(normal, /data-hover-image=/);
    const off = (
      await me.get('/?__theme=' + encodeURIComponent('{"card_atc_button":false,"image_swap_on_hover":false,"kitchen_sink":true}'), {
        headers: html,
      })
    ).text;
    assert.doesNotMatch(off, /data-card-atc/);
    assert.doesNotMatch(off, /data-hover-image=/);
    assert.match(off, /data-kitchen-sink/);
    const viaHeader = (await me.get('/', { headers: { ...html, 'x-emulator-theme': '{"popup_login":false}' } })).text;
    assert.equal(contextOf(viaHeader).context.themeSettings.popup_login, false);
    assert.doesNotMatch(viaHeader, /id="popup-login"/);
  });
});

describe('storefront cart API', () => {
  it('GET carts, carts/{id} with include, DELETE items, cart-summary', async () => {
    const me = await shopper();
    assert.deepEqual((await me.get('/api/storefront/cart')).json(), []);
    const first = (await me.add(201, 1)).json().data;
    await me.add(110, 1, { 11: 1101, 12: 1111 });
    const carts = (await me.get('/api/storefront/carts?include=lineItems.physicalItems.options,lineItems.digitalItems.options')).json();
    const cart = carts[0];
    for (const key of ['id', 'customerId', 'currency', 'lineItems', 'discounts', 'coupons', 'cartAmount', 'baseAmount'])
      assert.ok(key in cart, key);
    assert.equal(cart.lineItems.digitalItems[0].sku, 'EBOOK-FERNS');
    assert.equal(cart.lineItems.physicalItems[0].sku, 'JKT-S-MOSS');
    assert.deepEqual(cart.lineItems.physicalItems[0].options[0], { name: 'Size', nameId: 11, value: 'S', valueId: 1101 });
    assert.deepEqual(cart.lineItems.giftCertificates, []);
    assert.equal(cart.baseAmount, 12 + 109);
    assert.equal((await me.get(`/api/storefront/carts/${cart.id}`)).json().lineItems.physicalItems[0].options, undefined);
    assert.deepEqual((await me.get('/api/storefront/cart-summary')).json(), { id: cart.id, total_quantity: 2 });
    const afterDelete = await me.request('DELETE', `/api/storefront/carts/${cart.id}/items/${first.cart_item.id}`);
    assert.equal(afterDelete.json().lineItems.digitalItems.length, 0);
    const last = cart.lineItems.physicalItems[0].id;
    assert.equal((await me.request('DELETE', `/api/storefront/carts/${cart.id}/items/${last}`)).status, 204);
    assert.equal((await me.get(`/api/storefront/carts/${cart.id}`)).status, 404);
  });
});

describe('shopper flows', () => {
  it('login: the sign-in page with its error box on failure, a redirect on success; the customer id template decides', async () => {
    const me = await shopper();
    // spec §7 popup login, as the platform answers: a page either way, whoever posts.
    const wrong = await me.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'wrong' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /alertBox--error" role="alert">Your email address or password is incorrect\./);
    const guest = await me.get('/account.php', { templates: ['custom/popup-login-window-customer-id'] });
    assert.equal(guest.text.trim(), '', 'no customer id while signed out');
    const right = await me.post('/login.php?action=check_login', { login_email: 'noah@example.com', login_pass: 'newshopper1' });
    assert.equal(right.status, 303);
    assert.equal(right.headers.get('location'), '/account.php');
    const id = await me.get('/account.php', { templates: ['custom/popup-login-window-customer-id'] });
    assert.equal(id.text.trim(), '2');
  });

  it('wishlist add and currency switch; the downloads service is not the store', async () => {
    const me = await shopper();
    await me.post('/login.php?action=check_login', { login_email: 'ada@example.com', login_pass: 'download1' });
    // The platform answers the add with the list's page (the redirect fetch follows).
    const added = await me.post('/wishlist.php?action=add&wishlistid=&product_id=110', '');
    assert.equal(added.status, 303);
    assert.match(added.headers.get('location') ?? '', /^\/wishlist\.php\?action=viewwishlistitems&wishlistid=\d+$/);
    assert.match((await me.get(added.headers.get('location')!, { headers: html })).text, /Trail Jacket/);
    // Update Cart Currency (reference/carts.sf.yml), the page's cart_currency_switch_url.
    const json = { 'content-type': 'application/json' };
    const { cartId } = (await me.get('/__emulator/session')).json<{ cartId: string }>();
    const unknown = await me.post(`/api/storefront/carts/${cartId}/currency`, JSON.stringify({ currencyCode: 'XXX' }), { headers: json });
    assert.deepEqual([unknown.status, unknown.json().title], [404, 'The currency "XXX" is not available in this store.']);
    const gbp = await me.post(`/api/storefront/carts/${cartId}/currency`, JSON.stringify({ currencyCode: 'GBP' }), { headers: json });
    assert.equal(gbp.json().currency.code, 'GBP');
    assert.match((await me.get('/', { headers: html })).text, /£/);

    // The ownership service is another origin's (downloads-service.test.ts): the store has no such route.
    const moved = await me.post(
      '/app/customer/purchase_check',
      JSON.stringify({ sku: 'EBOOK-FERNS', customer: 1, store_hash: 'fernfield' }),
      {
        headers: json,
      },
    );
    assert.equal(moved.status, 404);
  });

  it('the contact form posted without JavaScript and incomplete comes back with what to correct', async () => {
    const me = await shopper();
    const form = { contact_fullname: 'Ada <b>Owner</b>', contact_email: 'not an email', contact_question: 'Do the boots run small?' };
    const back = await me.navigate('/pages.php?action=sendContactForm', form);
    assert.equal(back.status, 400);
    assert.match(back.headers.get('content-type') ?? '', /text\/html/);
    // The same page as before the post: its title and the merchant's text (schemas/page.yml).
    assert.match(back.text, /<h1>Contact us<\/h1>/);
    assert.match(back.text, /<title>Contact us \|/);
    // forms.contact.error (schemas/forms-contact.yaml), as Cornerstone's contact-us-form.html shows it.
    assert.match(back.text, /role="alert"[\s\S]*Please give your email address and a question\./);
    // The platform gives no typed values back on this form.
    assert.doesNotMatch(back.text, /Ada &lt;b&gt;Owner/);
    // A script's post gets the same page (the platform has no JSON answer here).
    const script = await me.post('/pages.php?action=sendContactForm', form);
    assert.equal(script.status, 400);
    assert.match(script.text, /alertBox--error" role="alert">Please give your email address and a question\./);
    const sent = await me.navigate('/pages.php?action=sendContactForm', { ...form, contact_email: 'ada@example.com' });
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get('location'), '/contact-us/?sent=1');
    assert.match((await me.navigate('/contact-us/?sent=1')).text, /role="status">Thank you/, 'forms.contact.success after sending');
  });

  it('reviews, collection grid, graphql-render, icons and images', async () => {
    const me = await shopper();
    // Cornerstone's writeReview.html fields; the platform answers with the product page and its review messages.
    const fields = {
      action: 'post_review',
      product_id: '101',
      revrating: '5',
      revfromname: 'Rowan',
      revtitle: 'Sturdy',
      revtext: 'Carried 10 kg.',
      email: 'r@example.com',
    };
    const review = await me.post('/postreview.php', fields);
    assert.equal(review.status, 303);
    assert.equal(review.headers.get('location'), '/canvas-tote-bag/#product-reviews');
    const page = (await me.get('/canvas-tote-bag/', { headers: html })).text;
    assert.match(page, /<h3 class="review-title"[^>]*>Sturdy<\/h3>\s*<p class="review-author">By Rowan<\/p>/);
    assert.match(page, /alertBox--success" role="status">Thank you\. Your review has been posted\./);
    assert.doesNotMatch((await me.get('/canvas-tote-bag/', { headers: html })).text, /Your review has been posted/, 'said once');
    const bad = await me.post('/postreview.php', { ...fields, revrating: '9' });
    assert.equal(bad.status, 303);
    assert.match((await me.get('/canvas-tote-bag/', { headers: html })).text, /alertBox--error" role="alert">Please give a rating/);
    const noAction = await me.post('/postreview.php', { ...fields, action: '' });
    assert.equal(noAction.status, 400);
    const grid = await me.get('/content/collectiongrid/1.html');
    assert.match(grid.text, /Weekend Camp Kit/);
    assert.match(grid.text, /Folding Camp Stove/);
    assert.equal((await me.get('/content/collectiongrid/99.html')).status, 404);
    assert.match((await me.get('/graphql-render?template_name=cart/preview')).text, /previewCart/);
    assert.equal((await me.get('/graphql-render?template_name=nope/none')).status, 404);
    const icon = await me.get('/assets/icons/cart.svg');
    assert.match(icon.headers.get('content-type') ?? '', /image\/svg\+xml/);
    assert.equal((await me.get('/assets/icons/nope.svg')).status, 404);
    const picture = await me.get('/images/stencil/500x659/products/110/2.png');
    assert.equal(picture.headers.get('content-type'), 'image/png');
    assert.deepEqual(pngSize(picture.bytes), { width: 500, height: 659 });
    assert.equal((await me.get('/images/stencil/huge/products/110/0.png')).status, 404);
    assert.equal((await me.get('/images/stencil/500x659/products/110/2.svg')).status, 404);
  });

  it('GET /__emulator/catalog lists ~40 products with types, prices, options and required flags', async () => {
    const catalog = (await (await shopper()).get('/__emulator/catalog')).json();
    assert.ok(catalog.length >= 36);
    assert.ok(catalog.some((product: any) => product.type === 'digital' && product.multiPurchase));
    const jacket = catalog.find((product: any) => product.id === 110);
    assert.deepEqual(
      jacket.options.map((option: any) => [option.type, option.required]),
      [
        ['rectangle', true],
        ['swatch', true],
      ],
    );
    assert.equal(jacket.url, '/trail-jacket/');
  });
});

// Issue 32 item 6: the search answers plurals, names categories, brands and pages, and suggests.
describe('search (schemas/category-results.yaml, brand-results.yaml, content-results.yaml)', () => {
  const cardsIn = (page: string) => [...page.matchAll(/<h3 class="card-title"><a href="[^"]+">([^<]+)<\/a>/g)].map(([, name]) => name);

  it('finds the same products for a plural as for its singular', async () => {
    const me = await shopper();
    const singular = cardsIn((await me.navigate('/search.php?search_query=lantern')).text);
    const plural = cardsIn((await me.navigate('/search.php?search_query=lanterns')).text);
    assert.ok(singular.length >= 1, 'lantern finds lanterns');
    assert.deepEqual(plural, singular);
  });

  it('names the category, brand and pages a search matches, in the page and in the quick search', async () => {
    const me = await shopper();
    const page = (await me.navigate('/search.php?search_query=jackets')).text;
    assert.match(page, /<a href="\/apparel\/">Apparel<\/a> <span aria-hidden="true">›<\/span> <a href="\/apparel\/jackets\/">Jackets<\/a>/);
    const quick = (await me.get('/search.php?search_query=jackets', { templates: ['search/quick-results'] })).text;
    assert.match(quick, /class="quickSearchCategories">Categories: <a href="\/apparel\/jackets\/">Jackets<\/a>/);
    assert.match(
      (await me.navigate('/search.php?search_query=northtrail')).text,
      /<li><a href="\/brands\/northtrail\/">Northtrail<\/a><\/li>/,
    );
    assert.match(
      (await me.navigate('/search.php?search_query=privacy')).text,
      /<li><a href="\/privacy-policy\/">Privacy policy<\/a><\/li>/,
    );
  });

  it('says no products match the words, not the filters, and suggests the closest word', async () => {
    const me = await shopper();
    const page = (await me.navigate('/search.php?search_query=lantren')).text;
    assert.match(page, /class="search-none">No products match “lantren”\./);
    assert.doesNotMatch(page, /No products match these filters/);
    assert.match(page, /Did you mean: <a href="\/search\.php\?search_query(=|&#x3D;)lantern">lantern<\/a>/);
    assert.match(page, /Search tips/);
    const nothingClose = (await me.navigate('/search.php?search_query=zzzzqx')).text;
    assert.match(nothingClose, /No products match “zzzzqx”\./);
    assert.doesNotMatch(nothingClose, /Did you mean/);
  });
});

// Issue 32 item 7: the whole trail (schemas/breadcrumbs.yml).
describe('breadcrumbs', () => {
  const trailOf = (page: string) =>
    [...page.matchAll(/<li class="breadcrumb[^"]*">(?:<a href="[^"]*">([^<]+)<\/a>|<span aria-current="page">([^<]+)<\/span>)<\/li>/g)].map(
      ([, link, current]) => link ?? current,
    );

  it('go from the home page down through every category to the page', async () => {
    const me = await shopper();
    assert.deepEqual(trailOf((await me.navigate('/trail-jacket/')).text), ['Home', 'Apparel', 'Jackets', 'Trail Jacket']);
    assert.deepEqual(trailOf((await me.navigate('/apparel/jackets/')).text), ['Home', 'Apparel', 'Jackets']);
  });
});
