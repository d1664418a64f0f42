// Hardening, round two (issue 33): what reaches the page's inline script, the theme's
// settings, the development helpers, redirects, numbers and headers.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { z } from 'zod';
import { bootstrapCallOf } from './bootstrap-call.ts';
import { digits, money } from './protocol.ts';
import { sendHttp, Shopper, useEmulator } from './test-support.ts';

const themeDir = fileURLToPath(new URL('../markup-examples', import.meta.url));
const SCRIPT = '</script><script>alert(1)</script><!--';
const settingIds = (JSON.parse(readFileSync(join(themeDir, 'schema.json'), 'utf8')) as Array<{ settings: Array<{ id?: string }> }>)
  .flatMap((group) => group.settings)
  .flatMap((setting) => (setting.id ? [setting.id] : []));

/** The page's inline scripts' text, as the HTML parser sees where each ends. */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);

describe('text in the page context cannot leave the inline script (issue 33 item 2)', () => {
  // A theme whose language file carries a closing script tag into the context (`{{inject}}`
  // of `langJson`): the layout writes every "<" of `jsContext` as \u003c.
  const copy = mkdtempSync(join(tmpdir(), 'theme-'));
  cpSync(themeDir, copy, { recursive: true, filter: (source) => !source.includes(`${join(themeDir, 'assets', 'dist')}`) });
  const langFile = join(copy, 'lang', 'en.json');
  const lang = JSON.parse(readFileSync(langFile, 'utf8'));
  lang.validation_messages.presence = `Required ${SCRIPT}`;
  writeFileSync(langFile, JSON.stringify(lang));
  const emulator = useEmulator({ themeDir: copy });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('the bootstrap call keeps the text whole, and the script ends where the layout ends it', async () => {
    const html = await (await fetch(`${emulator.url}/`)).text();
    const call = bootstrapCallOf(html);
    assert.ok(call, 'the page has its bootstrap call');
    assert.ok(String(call.context.validationDictionaryJSON).includes(`Required ${SCRIPT}`), 'the text arrives as it was written');
    const bootstrap = inlineScripts(html).find((text) => text.includes('stencilBootstrap'))!;
    assert.match(bootstrap, /\.load\(\);$/, 'the script holds the whole call');
    assert.doesNotMatch(bootstrap, /<\/?script|<!--/i);
  });
});

describe('theme settings take only what schema.json allows (issue 33 item 2)', () => {
  const emulator = useEmulator();

  it('a closing script tag in any setting through ?__theme= is a 400, and the page is not rendered with it', async () => {
    assert.ok(settingIds.length >= 20);
    for (const id of settingIds) {
      const answer = await fetch(`${emulator.url}/?__theme=${encodeURIComponent(JSON.stringify({ [id]: SCRIPT }))}`);
      assert.equal(answer.status, 400, id);
      assert.doesNotMatch(await answer.text(), /alert\(1\)/, id);
    }
  });

  it('a choice takes one of its options, and a checkbox a boolean', async () => {
    const page = (theme: object) => fetch(`${emulator.url}/?__theme=${encodeURIComponent(JSON.stringify(theme))}`);
    assert.equal((await page({ card_atc_button_pos: 'top' })).status, 200);
    assert.equal((await page({ card_atc_button_pos: 'left' })).status, 400);
    assert.equal((await page({ card_atc_input_default: 5 })).status, 200);
    assert.equal((await page({ card_atc_input_default: 4 })).status, 400);
    assert.equal((await page({ pdp_video_thumbnails_pos: 'bottom' })).status, 200);
    assert.equal((await page({ pdp_video_thumbnails_pos: 'x' })).status, 400);
    assert.equal((await page({ popup_login: 'yes' })).status, 400);
    // A home collection's link stays on the store: a path, never another site's address.
    assert.equal((await page({ home_collection_1_url: '/weekend-camp-kit/' })).status, 200);
    assert.equal((await page({ home_collection_1_url: '//elsewhere.example/' })).status, 400);
    assert.equal((await page({ home_collection_1_url: 'javascript:alert(1)' })).status, 400);
    assert.equal((await page({ home_collection_1_id: '1 onmouseover' })).status, 400);
  });
});

describe('the demo has no development helpers unless asked for (issue 33 items 2, 6, 7)', () => {
  const emulator = useEmulator({ devHelpers: false });

  it('ignores theme overrides, fault headers and queries, and answers 404 for the helpers', async () => {
    const overridden = await fetch(`${emulator.url}/?__theme=${encodeURIComponent(JSON.stringify({ popup_login: 'x' }))}`);
    assert.equal(overridden.status, 200);
    assert.equal((await fetch(`${emulator.url}/api/storefront/carts?__fault=status=500`)).status, 200);
    assert.equal((await fetch(`${emulator.url}/api/storefront/carts`, { headers: { 'x-emulator-fault': 'status=500' } })).status, 200);
    const me = await new Shopper(() => emulator.url).start();
    for (const path of ['/__emulator/session', '/__emulator/mail', '/__emulator/catalog', '/__emulator/error']) {
      assert.equal((await me.get(path)).status, 404, path);
    }
    const fault = await me.post('/__emulator/faults', JSON.stringify({ path: '/', fault: 'status=503' }), {
      headers: { 'content-type': 'application/json' },
    });
    // Refused (the token check comes first), and nothing was set.
    assert.ok([403, 404].includes(fault.status), String(fault.status));
    assert.equal((await me.get('/')).status, 200);
  });

  it('serves no source maps', async () => {
    assert.equal((await fetch(`${emulator.url}/assets/dist/theme-bundle.main.js.map`)).status, 404);
  });
});

describe('the development helpers need the session’s token (issue 33 item 6)', () => {
  const emulator = useEmulator();

  it('a text/plain form another site posts to /__emulator/faults is refused, and the pages keep working', async () => {
    const me = await new Shopper(() => emulator.url).start();
    const forged = await me.post('/__emulator/faults', '{"path": "/", "fault": "status=503", "x": "=" }', {
      headers: { 'content-type': 'text/plain', 'x-xsrf-token': '' },
    });
    assert.equal(forged.status, 403);
    assert.equal((await me.get('/')).status, 200);
    const own = await me.post('/__emulator/faults', JSON.stringify({ path: '/api/storefront/carts', fault: 'status=503', times: 1 }), {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(own.status, 200, 'with the token, as the tests send it');
    assert.equal((await me.get('/api/storefront/carts')).status, 503);
  });
});

describe('redirects stay on the store (issue 33 item 4)', () => {
  const emulator = useEmulator();

  it('a currency link goes back to a path of the store, never to //another.host', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '///evil.example/x']) {
      const me = await new Shopper(() => emulator.url).start();
      const answer = await me.navigate(`${path}?setCurrencyId=2`);
      assert.equal(answer.status, 302, path);
      const location = answer.headers.get('location')!;
      assert.equal(new URL(location, emulator.url).origin, new URL(emulator.url).origin, `${path} → ${location}`);
      assert.match(location, /^\/[^/\\]/);
    }
  });
});

describe('numbers are decimal digits, money has two decimals (issue 33 item 5)', () => {
  const emulator = useEmulator();

  it('refuses quantities written as hex, with a sign or an exponent', async () => {
    const me = await new Shopper(() => emulator.url).start();
    for (const quantity of ['0x10', '+3', '1e2', ' 2', '2.0', '-1']) {
      const answer = await me.post('/remote/v1/cart/add', { action: 'add', product_id: '101', 'qty[]': quantity });
      assert.equal(answer.json().data.error, 'Please enter a quantity between 1 and 9999.', quantity);
    }
    assert.equal((await me.get('/api/storefront/cart-summary')).status, 204, 'nothing was added');
  });

  it('adds do not pile a line past 9999, and the line stays one the cart can save', async () => {
    // The Trail Maps Bundle: a download without a stock or an order limit.
    const me = await new Shopper(() => emulator.url).start();
    const add = (quantity: string) => me.post('/remote/v1/cart/add', { action: 'add', product_id: '202', 'qty[]': quantity });
    assert.equal((await add('9999')).json().data.error, undefined);
    assert.equal((await add('1')).json().data.error, 'A cart line holds at most 9999 of Trail Maps Bundle; your cart already holds 9999.');
    assert.equal((await me.get('/api/storefront/cart-summary')).json().total_quantity, 9999);
  });

  it('reads money given as a number as it is written: 5.1 and 19.99 are amounts, 5.005 is not', () => {
    const amount = money(z.number());
    assert.deepEqual(
      [5.1, 19.99, 0.29, 5.005, Number.NaN, '5.10', '5.100'].map((value) => amount.safeParse(value).success),
      [true, true, true, false, false, true, false],
    );
    assert.equal(digits(z.number().int()).safeParse('0x10').success, false);
  });

  it('refuses gift certificate amounts with more than two decimals or in hex', async () => {
    for (const amount of ['5.005', '0x1F4', '1e2', '+50']) {
      const me = await new Shopper(() => emulator.url).start();
      const answer = await me.post('/giftcertificates.php?action=do_purchase', {
        to_name: 'Noah',
        to_email: 'noah@example.com',
        from_name: 'Ada',
        from_email: 'ada@example.com',
        certificate_amount: amount,
      });
      assert.equal(answer.status, 400, amount);
      assert.match(answer.text, /Please choose an amount from 5 to 500\./, amount);
    }
  });
});

describe('headers (issue 33 item 7)', () => {
  const emulator = useEmulator();

  it('answers only at its own origin: another Host gets 421, so no link follows it', async () => {
    const answer = await sendHttp(new URL(`${emulator.url}/`), 'GET', { host: 'evil.example', accept: 'text/html' });
    assert.equal(answer.status, 421);
    assert.doesNotMatch(answer.text, /evil\.example\//);
  });

  it('pages and answers made for one shopper are private and not sniffed', async () => {
    const me = await new Shopper(() => emulator.url).start();
    for (const path of ['/', '/cart.php', '/api/storefront/carts']) {
      const answer = await me.get(path);
      assert.equal(answer.headers.get('cache-control'), 'private, no-cache', path);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
    }
    const stylesheet = await me.get('/assets/css/theme.css');
    assert.equal(stylesheet.headers.get('x-content-type-options'), 'nosniff');
  });
});
