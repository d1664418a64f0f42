import { expect, fixture } from '@open-wc/testing';
import { interceptNavigation } from '../react/navigation.ts';
import { requestText } from '../react/api/request.ts';
import { clearFaults, ensureSession, injectFault, signOut } from '../react/api/test-support/emulator.ts';
import { captureWarnings, until } from '../shared/test-support.ts';
import './store-wishlist-add.ts';

async function wishlistAdd(attributes = 'product-id="110"') {
  const host = await fixture<HTMLElement>(`
    <store-wishlist-add ${attributes}>
      <form action="/wishlist.php?action=add&amp;product_id=110" method="post">
        <input type="hidden" name="wishlistid" value="">
        <button type="submit">Add to Wish List</button>
      </form>
    </store-wishlist-add>`);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  return { host, form: host.querySelector('form')! };
}

const signIn = () =>
  requestText('/login.php?action=check_login', { method: 'POST', params: { login_email: 'noah@example.com', login_pass: 'newshopper1' } });

describe('<store-wishlist-add> (spec §7 wishlist)', () => {
  let navigations: string[] = [];
  let restore: () => void;
  before(ensureSession);
  beforeEach(() => {
    navigations = [];
    restore = interceptNavigation((url) => navigations.push(url));
  });
  afterEach(async () => {
    restore();
    await clearFaults();
    await signOut();
  });

  it('sends a guest to sign in', async () => {
    await signOut();
    const { form, host } = await wishlistAdd();
    form.requestSubmit();
    await until(() => navigations.length === 1, 'sent to sign in', 8000);
    expect(navigations).to.deep.equal(['/login.php']);
    // The state is rendered after the navigation is asked for: wait for that render.
    await until(() => host.dataset.state === 'ready', 'ready again after sending the guest away');
    expect(navigations, 'sent once').to.have.length(1);
  });

  it('adds for a signed-in customer with POST /wishlist.php?action=add and links to the list', async () => {
    await signIn();
    const { form, host } = await wishlistAdd();
    form.requestSubmit();
    await until(() => host.dataset.state === 'added', 'added', 8000);
    const status = host.querySelector('[role="status"]')!;
    expect(status.textContent).to.contain('Added to your wish list.');
    expect(status.querySelector('a')!.getAttribute('href')).to.match(/^\/wishlist\.php\?action=viewwishlistitems&wishlistid=\d+$/);
    const list = await fetch(status.querySelector('a')!.getAttribute('href')!).then((response) => response.text());
    expect(list).to.contain('Trail Jacket');
    expect(navigations).to.deep.equal([]);
  });

  it('says it failed when the platform fails, and stays usable', async () => {
    await signIn();
    const { form, host } = await wishlistAdd();
    await injectFault('/wishlist.php', 'status=500', 1);
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'failed', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('This could not be added to your wish list. Please try again.');
    form.requestSubmit();
    await until(() => host.dataset.state === 'added', 'added on the second try', 8000);
  });

  it("warns about a wrong product-id and uses the form's product", async () => {
    await signIn();
    const warnings = await captureWarnings(async () => {
      const { form, host } = await wishlistAdd('product-id="jacket"');
      form.requestSubmit();
      await until(() => host.dataset.state === 'added', 'added', 8000);
    });
    expect(warnings.some((warning) => warning.includes('<store-wishlist-add>') && warning.includes('product-id'))).to.equal(true);
  });
});
