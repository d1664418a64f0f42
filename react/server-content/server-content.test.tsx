import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { expectFocusOn } from '../test-support/focus.ts';
import { ServerContent } from './ServerContent.tsx';

let host: HTMLElement;
let root: Root;

/** Server markup as an element captures it: detached nodes, parsed once. */
function serverNodes(markup: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.childNodes];
}

function render(nodes: readonly Node[], label = 'Sizes') {
  flushSync(() =>
    root.render(
      <section aria-label={label}>
        <ServerContent nodes={nodes} className="server" />
      </section>,
    ),
  );
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  root.unmount();
  host.remove();
});

describe('ServerContent', () => {
  it('puts the server nodes into the page as they are, listeners and state included', () => {
    const [form] = serverNodes('<form><label><input type="radio" name="size" value="s" checked> S</label></form>');
    let clicks = 0;
    form!.addEventListener('click', () => (clicks += 1));
    render([form!]);
    const input = host.querySelector<HTMLInputElement>('.server > form input')!;
    expect(input.checked).to.equal(true);
    input.click();
    expect(clicks).to.equal(1);
  });

  it('keeps focus in a server field when it renders again with a new array of the same nodes', async () => {
    // Elements pass `[markup.form]`, a new array on every render: the radio the
    // shopper is on must not be taken out and put back (that blurs it).
    const [form] = serverNodes(
      '<form><fieldset><legend>Size</legend>' +
        '<label><input type="radio" name="size" value="s"> S</label>' +
        '<label><input type="radio" name="size" value="m"> M</label>' +
        '<label><input type="radio" name="size" value="l"> L</label></fieldset></form>',
    );
    render([form!]);
    const [small, medium] = host.querySelectorAll<HTMLInputElement>('input');
    small!.focus();
    render([form!], 'Sizes, updated');
    expectFocusOn(small, 'the first size after a render');
    // The arrow keys still move within the group from where the shopper was.
    await sendKeys({ press: 'ArrowDown' });
    expectFocusOn(medium, 'the second size');
    expect(medium!.checked).to.equal(true);
  });

  it('swaps nodes that change and takes them out when it unmounts', () => {
    const [first, second] = serverNodes('<p>first</p><p>second</p>');
    render([first!]);
    expect(host.querySelector('.server')!.textContent).to.equal('first');
    render([second!]);
    expect(host.querySelector('.server')!.textContent).to.equal('second');
    expect(first!.isConnected).to.equal(false);
    render([first!, second!]);
    expect(host.querySelector('.server')!.textContent).to.equal('firstsecond');
    flushSync(() => root.render(<p>gone</p>));
    expect(first!.parentNode === null, 'first node taken out').to.equal(true);
    expect(second!.parentNode === null, 'second node taken out').to.equal(true);
  });
});
