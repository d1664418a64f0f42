import { expect, fixture, html } from '@open-wc/testing';
import { ACCEPT_COOKIE_DAYS } from '../shared/constants.ts';
import { until } from '../shared/test-support.ts';
import './store-cookie-notice.ts';

declare const cookieStore: {
  get(name: string): Promise<{ value: string; expires: number | null } | null>;
  delete(name: string): Promise<void>;
};

describe('<store-cookie-notice> (spec §4: shows until the acceptance cookie exists)', () => {
  beforeEach(() => cookieStore.delete('ACCEPT_COOKIE_USAGE'));
  after(() => cookieStore.delete('ACCEPT_COOKIE_USAGE'));

  it('shows a labelled notice with the message as text and an accept button', async () => {
    const element = await fixture(
      html`<store-cookie-notice message="We use <b>cookies</b>" privacy-url="/privacy/"></store-cookie-notice>`,
    );
    await until(() => element.querySelector('section') !== null, 'rendered');
    const region = element.querySelector('section')!;
    expect(region.getAttribute('aria-label')).to.equal('Cookie notice');
    expect(region.querySelector('b')).to.equal(null);
    expect(region.textContent).to.contain('We use <b>cookies</b>');
    expect(region.querySelector('a')!.getAttribute('href')).to.equal('/privacy/');
    expect(element.getAttribute('data-state')).to.equal('open');
    await expect(element).to.be.accessible();
  });

  it('sets the acceptance cookie for 365 days and hides on accept', async () => {
    const element = await fixture(html`<store-cookie-notice></store-cookie-notice>`);
    await until(() => element.querySelector('button') !== null, 'rendered');
    element.querySelector('button')!.click();
    await until(() => element.querySelector('section') === null, 'hidden');
    expect(element.getAttribute('data-state')).to.equal('accepted');
    const cookie = await cookieStore.get('ACCEPT_COOKIE_USAGE');
    expect(cookie?.value).to.equal('1');
    const days = (cookie!.expires! - Date.now()) / 86_400_000;
    expect(days).to.be.closeTo(ACCEPT_COOKIE_DAYS, 0.01);
  });

  it('stays hidden when the cookie already exists', async () => {
    document.cookie = 'ACCEPT_COOKIE_USAGE=1; Path=/';
    const element = await fixture(html`<store-cookie-notice></store-cookie-notice>`);
    await until(() => element.getAttribute('data-state') === 'accepted', 'accepted state');
    expect(element.querySelector('section')).to.equal(null);
  });

  it("keeps the server's bar (the same nodes, painted before any script) and wires its button", async () => {
    const element = await fixture(html`
      <store-cookie-notice>
        <section class="cookieMessage" aria-label="Cookie notice">
          <p class="cookieMessage-text">Server text</p>
          <button type="button" data-cookie-accept>Accept</button>
        </section>
      </store-cookie-notice>
    `);
    const serverText = element.querySelector('.cookieMessage-text')!;
    await until(() => element.hasAttribute('data-rendered'), 'rendered');
    expect(element.querySelector('.cookieMessage-text'), 'the same node').to.equal(serverText);
    expect(element.querySelectorAll('section')).to.have.length(1);
    element.querySelector<HTMLButtonElement>('[data-cookie-accept]')!.click();
    await until(() => element.querySelector('section') === null, 'hidden after accepting');
    expect((await cookieStore.get('ACCEPT_COOKIE_USAGE'))?.value).to.equal('1');
  });

  it('drops an unsafe privacy link with a warning', async () => {
    const element = await fixture(html`<store-cookie-notice privacy-url="javascript:alert(1)"></store-cookie-notice>`);
    await until(() => element.querySelector('section') !== null, 'rendered');
    expect(element.querySelector('a')).to.equal(null);
  });
});
