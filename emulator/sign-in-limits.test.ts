// Wrong passwords are limited as a real store limits them (issue 22 item 8): five for
// one email within 15 minutes, from any sessions, or five from one session, whatever
// the emails, and sign-in is refused for 15 minutes, the right password too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { noAttempts, SIGN_IN_COOLDOWN_MS, SIGN_IN_WINDOW_MS, SignInLimits, signInLimits } from './sign-in-limits.ts';
import { Shopper, useEmulator } from './test-support.ts';

const MINUTE = 60_000;

describe('SignInLimits', () => {
  const limits = (now: () => number, limit = 100, lockLimit = 100) => new SignInLimits({ limit, lockLimit, now });

  it('locks an email for 15 minutes at its fifth failure within 15 minutes, whatever sessions sent them', () => {
    let now = 0;
    const store = limits(() => now);
    for (let failure = 1; failure <= 4; failure += 1) {
      assert.equal(store.failed('ada@example.com', noAttempts()), 0, `not locked after ${failure}`);
      now += MINUTE;
    }
    assert.equal(store.failed('ada@example.com', noAttempts()), SIGN_IN_COOLDOWN_MS);
    now += SIGN_IN_COOLDOWN_MS - 1;
    assert.equal(store.lockedFor('ada@example.com', noAttempts()), 1, 'still locked a millisecond before the end');
    assert.equal(store.lockedFor('noah@example.com', noAttempts()), 0, 'another email is not');
    now += 1;
    assert.equal(store.lockedFor('ada@example.com', noAttempts()), 0, 'free again after 15 minutes');
    assert.equal(store.failed('ada@example.com', noAttempts()), 0, 'and the count starts again');
  });

  it('does not lock for five failures spread over more than 15 minutes', () => {
    let now = 0;
    const store = limits(() => now);
    for (let failure = 1; failure <= 10; failure += 1) {
      assert.equal(store.failed('ada@example.com', noAttempts()), 0, `failure ${failure}`);
      now += SIGN_IN_WINDOW_MS / 4;
    }
  });

  it('locks a session that fails five times, whatever emails it tried', () => {
    const store = limits(() => 0);
    const session = noAttempts();
    for (const name of ['a', 'b', 'c', 'd']) assert.equal(store.failed(`${name}@example.com`, session), 0);
    assert.equal(store.failed('e@example.com', session), SIGN_IN_COOLDOWN_MS);
    assert.equal(store.lockedFor('ada@example.com', session), SIGN_IN_COOLDOWN_MS, 'this session is refused for any email');
    assert.equal(store.lockedFor('ada@example.com', noAttempts()), 0, 'another session is not');
  });

  it('starts both counts again on the right password', () => {
    const store = limits(() => 0);
    const session = noAttempts();
    for (let failure = 1; failure <= 4; failure += 1) store.failed('ada@example.com', session);
    store.succeeded('ada@example.com', session);
    for (let failure = 1; failure <= 4; failure += 1) assert.equal(store.failed('ada@example.com', session), 0);
  });

  it('keeps at most its limit of emails, and forgets those that no longer count', () => {
    let now = 0;
    const store = limits(() => now, 10);
    for (let index = 0; index < 50; index += 1) store.failed(`${index}@example.com`, noAttempts());
    assert.equal(store.size, 10);
    now += SIGN_IN_WINDOW_MS;
    store.failed('late@example.com', noAttempts());
    assert.equal(store.size, 1, 'failures older than the window are forgotten');
    store.failed('x'.repeat(1_000_000), noAttempts());
    assert.equal(store.size, 2, 'a megabyte of "email" is one small record');
  });

  it('keeps a lock however many other emails fail after it (issue 33 item 3), until it ends', () => {
    let now = 0;
    const store = limits(() => now, 10);
    for (let failure = 1; failure <= 5; failure += 1) store.failed('ada@example.com', noAttempts());
    // Past the limit of counts many times over, from as many sessions.
    for (let index = 0; index < 500; index += 1) store.failed(`${index}@example.com`, noAttempts());
    assert.equal(store.lockedFor('ada@example.com', noAttempts()), SIGN_IN_COOLDOWN_MS);
    now += SIGN_IN_COOLDOWN_MS;
    store.failed('later@example.com', noAttempts());
    assert.equal(store.lockedFor('ada@example.com', noAttempts()), 0);
    assert.equal(store.size, 1, 'the ended lock and the stale counts are forgotten');
  });

  it('keeps at most its limit of locks at once: past it the oldest goes', () => {
    const store = limits(() => 0, 100, 3);
    for (const name of ['a', 'b', 'c', 'd'])
      for (let failure = 1; failure <= 5; failure += 1) store.failed(`${name}@example.com`, noAttempts());
    assert.equal(store.lockedFor('a@example.com', noAttempts()), 0);
    assert.equal(store.lockedFor('d@example.com', noAttempts()), SIGN_IN_COOLDOWN_MS);
  });
});

describe('sign-in over HTTP after too many wrong passwords', () => {
  const emulator = useEmulator();
  let now = Date.now();
  before(() => signInLimits.configure({ now: () => now }));
  after(() => signInLimits.configure({ now: () => Date.now() }));

  const shopper = () => new Shopper(() => emulator.url).start();
  const signIn = (me: Shopper, login_email: string, login_pass: string) =>
    me.post('/login.php?action=check_login', { login_email, login_pass });
  const MESSAGE = 'Too many failed attempts. Please wait 15 minutes and try again.';

  it('refuses an email tried five times from five sessions, the right password too, until 15 minutes pass', async () => {
    for (let failure = 1; failure <= 4; failure += 1) {
      const answer = await signIn(await shopper(), 'noah@example.com', `guess${failure}`);
      assert.equal(answer.status, 400, `wrong password ${failure}: the usual sign-in page`);
      assert.match(answer.text, /Your email address or password is incorrect\./, `wrong password ${failure}`);
    }
    const fifth = await signIn(await shopper(), 'noah@example.com', 'guess5');
    assert.equal(fifth.status, 429);
    assert.match(fifth.text, new RegExp(`<p class="alertBox alertBox--error" role="alert">${MESSAGE}</p>`));

    const rightful = await shopper();
    const refused = await signIn(rightful, 'noah@example.com', 'newshopper1');
    assert.equal(refused.status, 429);
    assert.match(refused.text, new RegExp(`<p class="alertBox alertBox--error" role="alert">${MESSAGE}</p>`));
    assert.equal(refused.headers.get('retry-after'), String(15 * 60));
    const page = await rightful.navigate('/login.php?action=check_login', { login_email: 'noah@example.com', login_pass: 'newshopper1' });
    assert.equal(page.status, 429, 'a form posted without JavaScript');
    assert.match(page.text, new RegExp(`<p class="alertBox alertBox--error" role="alert">${MESSAGE}</p>`));
    assert.match(page.text, /<form class="login-form"/, 'the login page, to try again later');
    assert.equal((await rightful.get('/__emulator/session')).json().customerId, null);

    now += 10 * MINUTE;
    assert.match(
      (await signIn(rightful, 'noah@example.com', 'newshopper1')).text,
      /Too many failed attempts\. Please wait 5 minutes and try again\./,
    );
    now += 5 * MINUTE;
    const allowed = await signIn(rightful, 'noah@example.com', 'newshopper1');
    assert.equal(allowed.status, 303);
    assert.equal((await rightful.get('/__emulator/session')).json().customerId, 2, 'signed in once the cool-down passed');
  });

  it('refuses a session that tried five emails, while another session still signs in', async () => {
    const sprayer = await shopper();
    for (const name of ['ann', 'bob', 'cat', 'dan']) assert.equal((await signIn(sprayer, `${name}@example.com`, 'password1')).status, 400);
    assert.equal((await signIn(sprayer, 'eve@example.com', 'password1')).status, 429);
    assert.equal((await signIn(sprayer, 'ada@example.com', 'download1')).status, 429, 'this session is refused for any email');
    const other = await shopper();
    assert.equal((await signIn(other, 'ada@example.com', 'download1')).status, 303);
    assert.equal((await other.get('/__emulator/session')).json().customerId, 1);
  });
});
