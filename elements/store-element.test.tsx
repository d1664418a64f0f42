import { expect, fixture, html } from '@open-wc/testing';
import { useEffect, useState } from 'react';
import { captureWarnings, until } from '../shared/test-support.ts';
import { ServerContent } from '../react/server-content/ServerContent.tsx';
import { expectFocusOn } from '../react/test-support/focus.ts';
import { attr } from '../shared/attributes.ts';
import type { ElementProps } from '../shared/element-props.ts';
import { defineOnce, storeElement } from './store-element.ts';

/** An element with no attributes of its own. */
type NoAttributes = Record<never, never>;

const probeAttributes = { open: attr.boolean(false), count: attr.number(1, { min: 0, integer: true }), label: attr.string('Hello') };

function Probe({ open, count, label, host }: ElementProps<typeof probeAttributes>) {
  return (
    <output data-open={String(open)} data-count={count} data-host={host.localName}>
      {label}
    </output>
  );
}

class ProbeElement extends storeElement(Probe, probeAttributes) {}
defineOnce('x-probe', ProbeElement);

function Wrapper({ serverContent, serverJson }: ElementProps<NoAttributes>) {
  return (
    <section data-json={serverJson ?? 'none'}>
      <h2>Rendered by React</h2>
      <ServerContent nodes={serverContent} className="server" />
    </section>
  );
}
class WrapperElement extends storeElement(Wrapper, {}) {}

/** How many times a Counter was mounted and unmounted, to prove a move does neither. */
const counterLife = { mounts: 0, unmounts: 0 };
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    counterLife.mounts += 1;
    return () => {
      counterLife.unmounts += 1;
    };
  }, []);
  return <button onClick={() => setCount((value) => value + 1)}>{count}</button>;
}
defineOnce('x-counter', class extends storeElement(Counter, {}) {});

/**
 * Resolves after the microtasks already queued: an element taken out of the page
 * decides then whether it was moved or removed, and a removal unmounts at once.
 */
const afterQueuedMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const rendered = async (element: HTMLElement) => {
  await until(() => element.querySelector('output') !== null, 'the component rendered');
  return element.querySelector('output')!;
};

describe('storeElement: attributes to typed props', () => {
  it('passes typed defaults and the host element', async () => {
    const element = await fixture<HTMLElement>(html`<x-probe></x-probe>`);
    const output = await rendered(element);
    expect(output.dataset).to.include({ open: 'false', count: '1', host: 'x-probe' });
    expect(output.textContent).to.equal('Hello');
  });

  it('treats a bare boolean attribute as true (r2wc alone ignores it)', async () => {
    const element = await fixture<HTMLElement>(html`<x-probe open></x-probe>`);
    expect((await rendered(element)).dataset.open).to.equal('true');
  });

  it('accepts open="false" from server templates', async () => {
    const element = await fixture<HTMLElement>(html`<x-probe open="false"></x-probe>`);
    expect((await rendered(element)).dataset.open).to.equal('false');
  });

  it('follows attribute changes and returns to the default when one is removed', async () => {
    const element = await fixture<HTMLElement>(html`<x-probe count="5" label="Hi"></x-probe>`);
    const output = await rendered(element);
    await until(() => output.dataset.count === '5', 'count 5');
    element.setAttribute('count', '8');
    await until(() => element.querySelector('output')?.dataset.count === '8', 'count 8');
    element.removeAttribute('count');
    element.removeAttribute('label');
    await until(() => element.querySelector('output')?.dataset.count === '1', 'count back to its default');
    expect(element.querySelector('output')?.textContent).to.equal('Hello');
  });

  it('renders the fallback and warns once, naming element and attribute, for a wrong value', async () => {
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = await fixture<HTMLElement>(html`<x-probe count="-4"></x-probe>`);
      await rendered(element);
    });
    expect(element.querySelector('output')?.dataset.count).to.equal('1');
    expect(warnings.filter((warning) => warning.includes('<x-probe>') && warning.includes('count="-4"'))).to.have.length(1);
  });

  it('marks the host data-rendered when React has rendered, for styles of the server markup', async () => {
    const element = document.createElement('x-probe');
    expect(element.hasAttribute('data-rendered')).to.equal(false);
    document.body.append(element);
    await rendered(element);
    expect(element.hasAttribute('data-rendered')).to.equal(true);
    element.remove();
  });

  it('keeps its React state when moved in the page', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    first.innerHTML = '<x-counter></x-counter>';
    const element = first.querySelector('x-counter')!;
    await until(() => element.querySelector('button') !== null, 'rendered');
    element.querySelector('button')!.click();
    await until(() => element.querySelector('button')!.textContent === '1', 'counted once');
    const life = { ...counterLife };
    second.append(element);
    await afterQueuedMicrotasks();
    expect(counterLife, 'neither unmounted nor mounted again').to.deep.equal(life);
    expect(element.querySelector('button')!.textContent).to.equal('1');
    element.querySelector('button')!.click();
    await until(() => element.querySelector('button')!.textContent === '2', 'still counting after the move');
    first.remove();
    second.remove();
  });

  it('unmounts when removed for good, by the time a move would have been told apart', async () => {
    const element = document.createElement('x-counter');
    document.body.append(element);
    await until(() => element.querySelector('button') !== null, 'rendered');
    const { unmounts } = counterLife;
    element.remove();
    await afterQueuedMicrotasks();
    expect(counterLife.unmounts).to.equal(unmounts + 1);
    expect(element.querySelector('button')).to.equal(null);
  });

  it('renders again, state fresh, when put back after a removal', async () => {
    const element = document.createElement('x-counter');
    document.body.append(element);
    await until(() => element.querySelector('button') !== null, 'rendered');
    element.querySelector('button')!.click();
    await until(() => element.querySelector('button')!.textContent === '1', 'counted once');
    element.remove();
    await afterQueuedMicrotasks();
    document.body.append(element);
    await until(() => element.querySelector('button')?.textContent === '0', 'mounted again');
    expect(element.querySelectorAll('button')).to.have.length(1);
    element.remove();
  });

  it('reads attributes set before it is added to the page', async () => {
    const element = document.createElement('x-probe');
    element.setAttribute('count', '7');
    element.toggleAttribute('open', true);
    document.body.append(element);
    const output = await rendered(element);
    expect(output.dataset).to.include({ open: 'true', count: '7' });
    element.remove();
  });

  it('defines a tag once: a second define is harmless', () => {
    class Other extends HTMLElement {}
    expect(() => defineOnce('x-probe', Other)).not.to.throw();
    expect(customElements.get('x-probe')).to.equal(ProbeElement);
  });
});

describe('storeElement: server markup survives React', () => {
  it('keeps the server-rendered children, as the same DOM nodes, inside the React tree', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<x-wrapper><form action="/cart.php" method="post"><input name="qty" value="2"></form><script type="application/json">{"limit":3}</script></x-wrapper>';
    document.body.append(container);
    const form = container.querySelector('form')!;
    defineOnce('x-wrapper', WrapperElement);
    const element = container.querySelector('x-wrapper')!;
    await until(() => element.querySelector('section .server form') !== null, 'server form inside the React tree');
    expect(element.querySelector('form')).to.equal(form);
    expect(element.querySelector('input')!.value).to.equal('2');
    expect(element.querySelector('section')!.dataset.json).to.equal('{"limit":3}');
    expect(element.querySelector('script')).to.equal(null);

    // Taken out for good (unmounted), then put back: the same server nodes return, once.
    element.remove();
    await afterQueuedMicrotasks();
    expect(element.querySelector('form'), 'unmounted with its React tree').to.equal(null);
    container.append(element);
    await until(() => element.querySelector('section .server form') === form, 'the same server form back after the remount');
    expect(element.querySelectorAll('form')).to.have.length(1);
    container.remove();
  });
});

defineOnce('x-near-probe', class extends storeElement(Probe, probeAttributes, { render: 'near-viewport' }) {});

function Shell({ serverContent }: ElementProps<NoAttributes>) {
  return (
    <div className="shell">
      <ServerContent nodes={serverContent} />
    </div>
  );
}
class ShellElement extends storeElement(Shell, {}) {}
class OtherShellElement extends storeElement(Shell, {}) {}

describe('storeElement: focus survives the first render', () => {
  /** A not yet defined `tag` holding a link, and a button outside it; the link has focus. */
  function focusedLinkIn(tag: string) {
    const container = document.createElement('div');
    container.innerHTML = `<${tag}><a href="/quick-view/">Quick view</a></${tag}><button type="button">Elsewhere</button>`;
    document.body.append(container);
    const link = container.querySelector('a')!;
    link.focus();
    return { container, link, element: container.querySelector(tag)!, elsewhere: container.querySelector('button')! };
  }

  it('keeps focus on a server link that was focused before the element rendered', async () => {
    const { container, link, element } = focusedLinkIn('x-focus-shell');
    defineOnce('x-focus-shell', ShellElement);
    await until(() => element.hasAttribute('data-rendered'), 'rendered');
    expect(element.querySelector('.shell a') === link, 'the same link, inside the React tree').to.equal(true);
    expectFocusOn(link, 'the link');
    container.remove();
  });

  it('leaves focus alone when the shopper moved it out of the element before the render', async () => {
    const { container, element, elsewhere } = focusedLinkIn('x-focus-shell-2');
    defineOnce('x-focus-shell-2', OtherShellElement);
    elsewhere.focus(); // before the transition's render commits
    await until(() => element.hasAttribute('data-rendered'), 'rendered');
    expectFocusOn(elsewhere, 'the button the shopper moved to');
    container.remove();
  });
});

/** Enhances the server form it is given and adds a message after it. */
function InPlaceNote({ serverContent }: ElementProps<NoAttributes>) {
  const form = serverContent.find((node): node is HTMLFormElement => node instanceof HTMLFormElement);
  return (
    <p className="note" role="status">
      {form ? `Form for ${form.action.split('/').pop()}` : 'No form'}
    </p>
  );
}
class InPlaceElement extends storeElement(InPlaceNote, {}, { serverContent: 'in-place' }) {}
defineOnce('x-near-in-place', class extends storeElement(InPlaceNote, {}, { render: 'near-viewport', serverContent: 'in-place' }) {});

describe("storeElement: serverContent: 'in-place' (server nodes are never moved)", () => {
  it('leaves the server nodes where they are, focus and typed values included, and renders after them', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<x-in-place><form action="/cart.php"><label>Quantity <input name="qty" value="1"></label></form></x-in-place>';
    document.body.append(container);
    const element = container.querySelector('x-in-place')!;
    const form = element.querySelector('form')!;
    const input = element.querySelector('input')!;
    input.value = '3';
    input.focus();
    // Any removal of a server node from the page would show as a removed node here.
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    observer.observe(element, { childList: true, subtree: true });
    defineOnce('x-in-place', InPlaceElement);
    await until(() => element.hasAttribute('data-rendered'), 'rendered');
    observer.disconnect();

    expect(removed.length, 'nodes taken out of the page').to.equal(0);
    expect(element.firstElementChild === form, 'the form is still the first child').to.equal(true);
    expect(input.value).to.equal('3');
    expectFocusOn(input, 'the quantity field');
    const root = element.lastElementChild as HTMLElement;
    expect(root.className).to.equal('store-element-root');
    expect(getComputedStyle(root).display, 'the container adds no box').to.equal('contents');
    expect(root.querySelector('.note')!.textContent).to.equal('Form for cart.php');
    container.remove();
  });

  it('renders into the same container again after the element is moved', async () => {
    const element = document.createElement('x-in-place');
    element.innerHTML = '<form action="/wishlist.php"></form>';
    document.body.append(element);
    await until(() => element.hasAttribute('data-rendered'), 'rendered');
    const other = document.createElement('div');
    document.body.append(other);
    const note = element.querySelector('.note');
    other.append(element);
    await afterQueuedMicrotasks();
    expect(element.querySelector('.note') === note, 'the same rendered note: not unmounted').to.equal(true);
    expect(element.querySelectorAll('.store-element-root').length).to.equal(1);
    expect(element.querySelectorAll('.note').length).to.equal(1);
    other.remove();
  });

  it('renders its additions again when put back after a removal, the server nodes untouched', async () => {
    const element = document.createElement('x-in-place');
    element.innerHTML = '<form action="/compare"></form>';
    document.body.append(element);
    await until(() => element.querySelector('.note') !== null, 'rendered');
    const form = element.querySelector('form')!;
    element.remove();
    await afterQueuedMicrotasks();
    expect(element.querySelector('.note'), 'unmounted').to.equal(null);
    expect(element.firstElementChild === form, 'the server form stays').to.equal(true);
    document.body.append(element);
    await until(() => element.querySelector('.note') !== null, 'rendered again');
    expect(element.querySelector('.note')!.textContent).to.equal('Form for compare');
    expect(element.querySelectorAll('.store-element-root')).to.have.length(1);
    element.remove();
  });
});

describe("storeElement: render: 'near-viewport' (tags a page carries many of)", () => {
  /**
   * Resolves with whether `element` is within the wrapper's margin (200px), once an
   * observer made after the wrapper's has been told: observers are notified in the
   * order they were made, so by then the wrapper has had its say about `element`.
   */
  const viewportVerdict = (element: Element) =>
    new Promise<boolean>((resolve) => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          observer.disconnect();
          resolve(entry!.isIntersecting);
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(element);
    });

  it('leaves an instance far below the viewport as server markup until it is scrolled near', async () => {
    const container = await fixture<HTMLElement>(html`
      <div>
        <x-near-probe id="near"><p>server card</p></x-near-probe>
        <div style="height: 4000px"></div>
        <x-near-probe id="far"><p>server card</p></x-near-probe>
      </div>
    `);
    const near = container.querySelector<HTMLElement>('#near')!;
    const far = container.querySelector<HTMLElement>('#far')!;
    expect(await viewportVerdict(far), 'the far instance is out of reach').to.equal(false);
    await rendered(near);
    expect(far.hasAttribute('data-rendered')).to.equal(false);
    expect(far.querySelector('output')).to.equal(null);
    expect(far.textContent).to.contain('server card');

    far.scrollIntoView();
    await rendered(far);
    await until(() => far.hasAttribute('data-rendered'), 'the far instance rendered once near');
    window.scrollTo(0, 0);
  });

  it('renders a far in-place instance when the shopper tabs to it: its server link stays in place and focused', async () => {
    const container = await fixture<HTMLElement>(html`
      <div>
        <div style="height: 4000px"></div>
        <x-near-in-place><a href="/cart.php">Server link</a></x-near-in-place>
      </div>
    `);
    const element = container.querySelector<HTMLElement>('x-near-in-place')!;
    const link = element.querySelector('a')!;
    expect(await viewportVerdict(element), 'out of reach at first').to.equal(false);
    expect(element.hasAttribute('data-rendered')).to.equal(false);
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    observer.observe(element, { childList: true, subtree: true });

    link.focus(); // scrolls it into view, as tabbing to it does
    await until(() => element.hasAttribute('data-rendered'), 'rendered once near');
    observer.disconnect();
    expect(removed, 'server nodes taken out of the page').to.have.length(0);
    expect(element.firstElementChild === link, 'the link is still the first child').to.equal(true);
    expectFocusOn(link, 'the server link');
    expect(element.querySelector('.store-element-root .note')!.textContent).to.equal('No form');
    window.scrollTo(0, 0);
  });

  it('uses attributes changed while it waited, when it renders', async () => {
    const container = await fixture<HTMLElement>(html`
      <div>
        <div style="height: 4000px"></div>
        <x-near-probe count="3" open></x-near-probe>
      </div>
    `);
    const far = container.querySelector<HTMLElement>('x-near-probe')!;
    expect(await viewportVerdict(far)).to.equal(false);
    far.setAttribute('count', '4');
    far.removeAttribute('open');
    far.scrollIntoView();
    expect((await rendered(far)).dataset).to.include({ count: '4', open: 'false' });
    window.scrollTo(0, 0);
  });

  it('renders at once with data-load-on="ready", wherever it is', async () => {
    const container = await fixture<HTMLElement>(html`
      <div>
        <div style="height: 4000px"></div>
        <x-near-probe data-load-on="ready"></x-near-probe>
      </div>
    `);
    await rendered(container.querySelector<HTMLElement>('x-near-probe')!);
  });

  it('never renders an instance removed before it came near', async () => {
    const container = await fixture<HTMLElement>(html`
      <div>
        <div style="height: 4000px"></div>
        <x-near-probe></x-near-probe>
      </div>
    `);
    const far = container.querySelector<HTMLElement>('x-near-probe')!;
    far.remove();
    container.prepend(far.cloneNode(true)); // a different, visible instance renders
    await rendered(container.querySelector<HTMLElement>('x-near-probe')!);
    expect(far.querySelector('output')).to.equal(null);
  });
});
