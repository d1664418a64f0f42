import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../shared/test-support.ts';
import { installDropdownMenus } from './dropdown-menus.ts';

// The header's <details class="dropdownMenu"> menus (currency, account), as the bootstrap
// installs them: one open at a time, closed from outside and by Escape.
function menus() {
  const root = document.createElement('div');
  root.innerHTML = `
    <details class="dropdownMenu" id="currency"><summary>USD</summary><div><button type="button">EUR</button></div></details>
    <details class="dropdownMenu" id="account"><summary>Account</summary><ul><li><a href="#orders">Orders</a></li></ul></details>
    <details id="faq"><summary>Not a menu</summary><p>Stays as it is.</p></details>
    <p id="outside">Elsewhere on the page</p>`;
  document.body.append(root);
  const stop = installDropdownMenus();
  const get = (id: string) => root.querySelector<HTMLDetailsElement>(`#${id}`)!;
  return { root, get, cleanup: () => (stop(), root.remove()) };
}

const pointerDown = (element: Element) => element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

describe('dropdown menus (installed by the page bootstrap)', () => {
  it('keeps one menu open at a time', async () => {
    const { get, cleanup } = menus();
    get('currency').querySelector('summary')!.click();
    await until(() => get('currency').open, 'currency open');
    pointerDown(get('account').querySelector('summary')!);
    get('account').querySelector('summary')!.click();
    await until(() => get('account').open, 'account open');
    await until(() => !get('currency').open, 'currency closed');
    cleanup();
  });

  it('closes on a pointer outside, not on one inside, and leaves other details alone', async () => {
    const { root, get, cleanup } = menus();
    get('faq').open = true;
    get('currency').open = true;
    pointerDown(get('currency').querySelector('button')!);
    expect(get('currency').open).to.equal(true);
    pointerDown(root.querySelector('#outside')!);
    expect(get('currency').open).to.equal(false);
    expect(get('faq').open).to.equal(true);
    cleanup();
  });

  it('closes on Escape and puts focus back on its summary', async () => {
    const { get, cleanup } = menus();
    get('account').open = true;
    get('account').querySelector('a')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(get('account').open).to.equal(false);
    expect(document.activeElement).to.equal(get('account').querySelector('summary'));
    cleanup();
  });

  it('does nothing once stopped', async () => {
    const { root, get, cleanup } = menus();
    cleanup();
    document.body.append(root);
    get('currency').open = true;
    pointerDown(root.querySelector('#outside')!);
    expect(get('currency').open).to.equal(true);
    root.remove();
  });
});
