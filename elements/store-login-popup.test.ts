import { expect, fixture, html } from '@open-wc/testing';
import { checkLogin } from '../react/api/login.ts';
import { interceptReload } from '../react/navigation.ts';
import { clearFaults, emulatorSession, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { until } from '../shared/test-support.ts';
import { installModalTriggers } from './modal-triggers.ts';
import './store-login-popup.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

installModalTriggers(() => {});

async function popup() {
  const root = await fixture<HTMLElement>(
    html`<div>
      <a id="sign-in" href="/login.php" data-store-modal-open="popup-login">Sign in</a>
      <store-login-popup id="popup-login" label="Sign in">
        <form action="/login.php?action=check_login" method="post">
          <label for="email">Email address</label><input id="email" type="email" name="login_email" required />
          <label for="pass">Password</label><input id="pass" type="password" name="login_pass" required />
          <button type="submit">Sign in</button>
        </form>
      </store-login-popup>
    </div>`,
  );
  const host = root.querySelector('store-login-popup')!;
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  root.querySelector<HTMLAnchorElement>('#sign-in')!.click();
  await until(() => host.querySelector('dialog')?.open === true, 'open');
  const form = host.querySelector('form')!;
  const fill = (email: string, password: string) => {
    form.querySelector<HTMLInputElement>('[name=login_email]')!.value = email;
    form.querySelector<HTMLInputElement>('[name=login_pass]')!.value = password;
    form.requestSubmit();
  };
  return { host, form, fill };
}

describe('<store-login-popup> (spec §4, §5, §7, §8)', () => {
  let reloads = 0;
  let restore: () => void;
  before(ensureSession);
  beforeEach(() => {
    reloads = 0;
    restore = interceptReload(() => reloads++);
  });
  afterEach(async () => {
    restore();
    await clearFaults();
  });

  it("checks the fields with the spec's messages before sending anything", async () => {
    const { form, fill } = await popup();
    fill('  not-an-email ', '   ');
    await until(() => form.querySelector('#email-error') !== null, 'messages shown');
    expect(form.querySelector('#email-error')!.textContent).to.equal('Please use a valid email address, such as user@example.com.');
    expect(form.querySelector('#pass-error')!.textContent).to.equal('You must enter a password.');
    expect(form.querySelector('[name=login_email]')!.getAttribute('aria-invalid')).to.equal('true');
    expectFocusOn(form.querySelector('[name=login_email]'), 'the email field');
  });

  it('shows an error box for a wrong password, and the form stays usable', async () => {
    const { host, fill } = await popup();
    fill('ada@example.com', 'wrong');
    await until(() => host.querySelector('[role="alert"]') !== null, 'error box');
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Your email address or password is incorrect. Please try again.');
    expect(reloads).to.equal(0);
  });

  it('shows an error box when the platform fails', async () => {
    await injectFault('/login.php', 'status=500', 1);
    const { host, fill } = await popup();
    fill('ada@example.com', 'download1');
    await until(() => host.querySelector('[role="alert"]') !== null, 'error box');
  });

  it('says to wait, in the theme’s words, when the store refuses sign-in for a while without saying why (429)', async () => {
    const realFetch = window.fetch;
    window.fetch = async () => new Response('', { status: 429 });
    try {
      const { host, fill } = await popup();
      fill('ada@example.com', 'download1');
      await until(() => host.querySelector('[role="alert"]') !== null, 'error box');
      expect(host.querySelector('[role="alert"]')!.textContent).to.equal(
        'Too many failed attempts. Please wait a few minutes and try again.',
      );
    } finally {
      window.fetch = realFetch;
    }
  });

  it('signs in with trimmed fields, says so, tells the page and reloads after 2500 ms', async () => {
    const { host, fill } = await popup();
    const signedIn: string[] = [];
    host.addEventListener('customer-signed-in', (event) => signedIn.push(event.detail.customerId));
    fill('  ada@example.com ', ' download1 ');
    await until(() => host.getAttribute('data-state') === 'signed-in', 'signed in');
    expect(host.querySelector('[role="status"]')!.textContent).to.equal('You are signed in. The page reloads in a moment.');
    expect(signedIn).to.deep.equal(['1']);
    expect((await emulatorSession()).customerId).to.equal(1);
    expect(reloads).to.equal(0);
    await until(() => reloads === 1, 'reloaded', 4000);
  });
});

// Last in the file: five wrong passwords lock this test page's session for 15 minutes,
// as they would a shopper's, so no test after these could sign in.
describe('<store-login-popup> after too many wrong passwords', () => {
  before(ensureSession);

  it('shows the store’s message (429), not the wrong-password one', async () => {
    // An email of its own: the store counts failures per email across every session.
    const email = `locked-${crypto.randomUUID()}@example.com`;
    for (let failure = 1; failure <= 4; failure += 1) {
      const answer = await checkLogin(email, 'guess');
      expect(answer.kind, `wrong password ${failure}: the sign-in page's error box`).to.equal('refused');
    }
    const { host, fill } = await popup();
    fill(email, 'guess');
    await until(() => host.querySelector('[role="alert"]') !== null, 'error box');
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Too many failed attempts. Please wait 15 minutes and try again.');
    expect(host.dataset.state).to.equal('open');
  });
});
