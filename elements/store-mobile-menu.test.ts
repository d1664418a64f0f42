import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { until } from '../shared/test-support.ts';
import { emit } from '../shared/events.ts';
import './store-mobile-menu.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

const menuMarkup = html`<store-mobile-menu label="Menu">
  <nav aria-label="Categories">
    <ul>
      <li><a href="/bags/">Bags</a></li>
      <li><a href="/camp-kitchen/">Camp kitchen</a></li>
    </ul>
  </nav>
</store-mobile-menu>`;

async function renderedMenu() {
  const element = await fixture<HTMLElement>(menuMarkup);
  await until(() => element.querySelector('button.mobileMenu-toggle') !== null, 'toggle rendered');
  return { element, toggle: element.querySelector<HTMLButtonElement>('button.mobileMenu-toggle')! };
}

describe('<store-mobile-menu> (spec §4)', () => {
  beforeEach(() => setViewport({ width: 400, height: 800 }));
  after(() => setViewport({ width: 1280, height: 800 }));

  it('keeps the server navigation and controls it with a disclosure button', async () => {
    const { element, toggle } = await renderedMenu();
    const menu = element.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(menu.querySelectorAll('a')).to.have.length(2);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent).to.equal('Menu');
    await until(() => element.dataset.state === 'closed', 'closed state');
  });

  it('opens on click: expanded, body marked, event emitted', async () => {
    const { element, toggle } = await renderedMenu();
    const opened: Event[] = [];
    element.addEventListener('mobile-menu-opened', (event) => opened.push(event));
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    expect(document.body.classList.contains('has-activeNavPages')).to.equal(true);
    expect(element.dataset.state).to.equal('open');
    expect(opened).to.have.length(1);
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'collapsed');
    expect(document.body.classList.contains('has-activeNavPages')).to.equal(false);
  });

  it('keeps keyboard focus within the button and menu while open, and Esc returns it to the button', async () => {
    const { element, toggle } = await renderedMenu();
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'opened by keyboard');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Bags');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Camp kitchen');
    await sendKeys({ press: 'Tab' });
    expectFocusOn(toggle, 'the toggle');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed by Esc');
    expectFocusOn(toggle, 'the toggle');
    expect(element.dataset.state).to.equal('closed');
  });

  it('closes when the cart preview opens', async () => {
    const { toggle } = await renderedMenu();
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open');
    emit(document.body, 'cart-preview-opened', {});
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed for the cart preview');
  });

  it('closes when the viewport reaches the medium breakpoint (1025 px)', async () => {
    const { toggle } = await renderedMenu();
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open');
    await setViewport({ width: 1024, height: 800 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await setViewport({ width: 1025, height: 800 });
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'closed at 1025 px');
  });

  it('has no axe violations open or closed', async () => {
    const { element, toggle } = await renderedMenu();
    await expect(element).to.be.accessible();
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'open');
    await expect(element).to.be.accessible();
  });
});
