import { expect } from '@open-wc/testing';
import { until } from '../shared/test-support.ts';
import { lazyDefine } from './lazy-define.ts';

let sequence = 0;
/** A fresh tag per test (tags cannot be undefined again) and a loader that records its calls. */
function lazyTag() {
  const tag = `x-lazy-${++sequence}`;
  const calls: string[] = [];
  const loader = () => {
    calls.push(tag);
    if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
    return Promise.resolve();
  };
  return { tag, calls, loaders: { [tag]: loader } };
}

/**
 * A visible tag watched together with the tags of a test. Visibility is reported for
 * every watched tag in the same callback, so once this one has loaded, a tag that has
 * not loaded was not going to: absences are checked after `seen()`, not after a pause.
 */
function sentinel() {
  const { tag, calls, loaders } = lazyTag();
  return { markup: `<${tag}>sentinel</${tag}>`, loaders, seen: () => until(() => calls.length === 1, 'the visible sentinel loaded') };
}

describe('lazyDefine: tags load only when needed', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('loads a visible tag', async () => {
    const { tag, calls, loaders } = lazyTag();
    container.innerHTML = `<${tag}>visible</${tag}>`;
    const { stop } = lazyDefine(loaders);
    await until(() => calls.length === 1, 'the loader ran');
    await until(() => customElements.get(tag) !== undefined, 'the tag is defined');
    stop();
  });

  it('does not load a tag far below the fold until it scrolls near', async () => {
    const { tag, calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = `${near.markup}<div style="height: 5000px"></div><${tag} style="display:block;height:10px">far</${tag}>`;
    const { stop } = lazyDefine({ ...loaders, ...near.loaders });
    await near.seen();
    expect(calls).to.deep.equal([]);
    container.querySelector(tag)!.scrollIntoView();
    await until(() => calls.length === 1, 'loaded after scrolling');
    window.scrollTo(0, 0);
    stop();
  });

  it('loads on first interaction even when not visible yet', async () => {
    const { tag, calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = `${near.markup}<div style="height: 5000px"></div><${tag} data-load-on="interaction"><button>b</button></${tag}>`;
    const { stop } = lazyDefine({ ...loaders, ...near.loaders });
    await near.seen();
    expect(calls).to.deep.equal([]);
    container.querySelector('button')!.focus({ preventScroll: true });
    await until(() => calls.length === 1, 'loaded on focus');
    stop();
  });

  it('loads data-load-on="ready" tags at once, and each tag only once', async () => {
    const { tag, calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = `<${tag} data-load-on="ready"></${tag}><${tag}></${tag}><${tag}></${tag}>${near.markup}`;
    const { stop } = lazyDefine({ ...loaders, ...near.loaders });
    await until(() => calls.length >= 1, 'loaded');
    // The other two are visible too: they have been reported by the time the sentinel loads.
    await near.seen();
    expect(calls).to.have.length(1);
    stop();
  });

  it('picks up tags added to the page later (server HTML)', async () => {
    const { tag, calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = near.markup;
    const { stop } = lazyDefine({ ...loaders, ...near.loaders });
    await near.seen();
    expect(calls).to.deep.equal([]);
    container.insertAdjacentHTML('beforeend', `<section><${tag}>late</${tag}></section>`);
    await until(() => calls.length === 1, 'loaded after insertion');
    stop();
  });

  it('picks up a tag that is itself the added node, and looks only at what was added', async () => {
    const { tag, calls, loaders } = lazyTag();
    const { stop } = lazyDefine(loaders);
    const element = document.createElement(tag);
    container.append(element);
    await until(() => calls.length === 1, 'loaded after append');
    stop();
  });

  it('never loads tags that are not on the page', async () => {
    const { calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = near.markup;
    const { stop } = lazyDefine({ ...loaders, ...near.loaders });
    await near.seen();
    expect(calls).to.deep.equal([]);
    stop();
  });

  it('reports a tag that fails to load and leaves the markup in place', async () => {
    const tag = `x-lazy-broken-${++sequence}`;
    const errors: string[] = [];
    container.innerHTML = `<${tag}><a href="/cart.php">Cart</a></${tag}>`;
    const { stop } = lazyDefine({ [tag]: () => Promise.reject(new Error('offline')) }, { onError: (failed) => errors.push(failed) });
    await until(() => errors.length === 1, 'error reported');
    expect(errors).to.deep.equal([tag]);
    expect(container.querySelector(`${tag} a`)?.textContent).to.equal('Cart');
    stop();
  });

  it('loads a tag on request, before anyone sees it (a modal trigger)', async () => {
    const { tag, calls, loaders } = lazyTag();
    const near = sentinel();
    container.innerHTML = `<${tag} style="display:none"></${tag}>${near.markup}`;
    const { load, stop } = lazyDefine({ ...loaders, ...near.loaders });
    await near.seen();
    expect(calls).to.deep.equal([]);
    load(tag);
    await until(() => calls.length === 1, 'loaded on request');
    stop();
  });
});
