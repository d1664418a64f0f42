import { expect } from '@open-wc/testing';
import { until } from '../shared/test-support.ts';
import { holdEarlySubmits } from './held-submits.ts';

/** A wish list form inside a host that has not rendered yet, in the page. */
function earlyForm() {
  const root = document.createElement('div');
  root.innerHTML =
    '<x-wishlist-add><form action="/nowhere" method="post"><button type="submit">Add to Wish List</button></form></x-wishlist-add>';
  document.body.append(root);
  const host = root.querySelector('x-wishlist-add')!;
  return { root, host, form: root.querySelector('form')!, button: root.querySelector('button')! };
}

describe('held submits (a click before the element has loaded)', () => {
  it('holds the submit, shows it busy, asks for the code once, and replays the same button after the element renders', async () => {
    const { root, host, form, button } = earlyForm();
    const asked: string[] = [];
    const held = holdEarlySubmits(['x-wishlist-add'], (tag) => asked.push(tag), { root });
    let replayed: HTMLElement | null | undefined;
    let defaultPrevented = 0;
    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) defaultPrevented++;
      // What the element does once it has rendered: it handles the submit itself.
      if (host.hasAttribute('data-rendered')) {
        replayed = event.submitter;
        event.preventDefault();
      }
    });
    button.click();
    button.click();
    expect(defaultPrevented, 'both early submits are held, none posts').to.equal(2);
    expect(asked).to.deep.equal(['x-wishlist-add']);
    expect(host.getAttribute('aria-busy')).to.equal('true');
    expect(host.getAttribute('data-state')).to.equal('loading');
    expect(button.getAttribute('aria-disabled')).to.equal('true');

    host.setAttribute('data-rendered', '');
    await until(() => replayed === button, 'the held submit is replayed once the host renders');
    expect(replayed).to.equal(button);
    expect(host.hasAttribute('aria-busy')).to.equal(false);
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    held.stop();
    root.remove();
  });

  it('leaves submits inside rendered elements, and forms elsewhere, alone', () => {
    const { root, host, form, button } = earlyForm();
    const held = holdEarlySubmits(['x-wishlist-add'], () => undefined, { root });
    host.setAttribute('data-rendered', '');
    let prevented: boolean | undefined;
    form.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    button.click();
    expect(prevented).to.equal(false);
    held.stop();
    root.remove();
  });

  it('posts the form as without JavaScript when the code cannot load', () => {
    const { root, host, form, button } = earlyForm();
    const held = holdEarlySubmits(['x-wishlist-add'], () => undefined, { root });
    let posted = 0;
    form.submit = () => {
      posted++;
    };
    button.click();
    held.failed('x-wishlist-add');
    expect(posted).to.equal(1);
    expect(host.hasAttribute('aria-busy')).to.equal(false);
    expect(host.hasAttribute('data-state')).to.equal(false);
    held.stop();
    root.remove();
  });
});
