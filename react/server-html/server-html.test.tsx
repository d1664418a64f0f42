import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { nextFrame, until } from '../../shared/test-support.ts';
import { insertServerHtml } from './server-html.ts';
import { resetStoreOrigin, setStoreOrigin } from '../../shared/store-origin.ts';
import { ServerHtml } from './ServerHtml.tsx';

declare global {
  interface Window {
    __xss?: string;
  }
}

/**
 * Lets what inserted markup could start run its course before checking that nothing
 * ran: its pictures have loaded or failed (error handlers), then two frames (load and
 * toggle events are tasks queued when the markup went in).
 */
async function insertedMarkupSettled(roots: Element[]): Promise<void> {
  await until(() => roots.every((root) => [...root.querySelectorAll('img')].every((image) => image.complete)), 'pictures loaded or failed');
  await nextFrame();
  await nextFrame();
}

// Each payload would set window.__xss if anything in it ran.
const PAYLOADS: Record<string, string> = {
  'inline script': `<script>window.__xss='script'</script>`,
  'img onerror': `<img src="x:" onerror="window.__xss='onerror'">`,
  'svg onload': `<svg onload="window.__xss='svg-onload'"><circle r="1"/></svg>`,
  'svg script': `<svg><script>window.__xss='svg-script'</script></svg>`,
  'svg script xlink': `<svg><script xlink:href="data:text/javascript,window.__xss='svg-xlink'"></script></svg>`,
  'javascript: href': `<a id="js-link" href="javascript:window.__xss='href'">x</a>`,
  'javascript: href with tab and entity': `<a id="js-tab" href="jav&#x09;ascript:window.__xss='tab'">x</a>`,
  'uppercase JAVASCRIPT: href': `<a id="js-upper" href="  JAVASCRIPT:window.__xss='upper'">x</a>`,
  'iframe srcdoc': `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  'iframe javascript src': `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
  'object data': `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`,
  'embed src': `<embed src="data:image/svg+xml,<svg onload=parent.__xss='embed'>">`,
  'svg animate href': `<svg><a><animate attributeName="href" values="javascript:window.__xss='animate'"/><text y="20">x</text></a></svg>`,
  'svg set href': `<svg><a><set attributeName="href" to="javascript:window.__xss='set'"/><text y="20">y</text></a></svg>`,
  'svg a xlink:href': `<svg><a xlink:href="javascript:window.__xss='xlink'"><text y="20">z</text></a></svg>`,
  'body onload': `<body onload="window.__xss='body'"></body>`,
  'details ontoggle': `<details open ontoggle="window.__xss='toggle'"><summary>s</summary></details>`,
  'form action': `<form id="f-action" action="javascript:window.__xss='form'"><button>go</button></form>`,
  'button formaction': `<form><button id="b-formaction" formaction="javascript:window.__xss='formaction'">go</button></form>`,
  'noscript mutation': `<noscript><p title="</noscript><img src=x: onerror=window.__xss='mxss'>"></p></noscript>`,
  'meta refresh': `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='meta'">`,
  'base href': `<base href="javascript:/">`,
  'data: html link': `<a id="data-link" href="data:text/html,<script>alert(1)</script>">d</a>`,
  'math href': `<math><mi id="math-link" href="javascript:window.__xss='math'">m</mi></math>`,
  'template content': `<template><img src=x: onerror="window.__xss='template'"></template>`,
  'style with import': `<style>@import 'javascript:alert(1)';</style>`,
  'dom clobbering': `<img name="getElementById"><form id="cookie"></form>`,
  'srcset javascript': `<img srcset="javascript:window.__xss='srcset' 1x">`,
  'use external': `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><a href='javascript:alert(1)'/></svg>#x"/></svg>`,
};

function expectNothingDangerous(root: Element) {
  expect(root.querySelectorAll('script, iframe, object, embed, base, meta, noscript, template, style, animate, set, link')).to.have.length(
    0,
  );
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `<${element.localName} ${attribute.name}>`).to.equal(false);
      expect(attribute.name).not.to.equal('srcdoc');
      expect(attribute.value.replace(/\s/g, '').toLowerCase(), `<${element.localName} ${attribute.name}>`).not.to.match(
        /^(javascript|data:text)/,
      );
    }
    if (element.localName === 'use') expect(element.getAttribute('href') ?? '#').to.match(/^#/);
  }
}

describe('insertServerHtml (DESIGN rule 6)', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it(`strips ${Object.keys(PAYLOADS).length} script vectors and nothing in them runs`, async () => {
    expect(Object.keys(PAYLOADS).length).to.be.at.least(15);
    const targets: HTMLDivElement[] = [];
    for (const [name, payload] of Object.entries(PAYLOADS)) {
      const target = await fixture<HTMLDivElement>(html`<div></div>`);
      targets.push(target);
      insertServerHtml(target, `<p>before</p>${payload}<p>after</p>`);
      expectNothingDangerous(target);
      expect(target.textContent, name).to.contain('before').and.contain('after');
      for (const link of target.querySelectorAll('a')) link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    await insertedMarkupSettled(targets);
    expect(window.__xss).to.equal(undefined);
    expect(typeof document.getElementById).to.equal('function');
    expect(typeof document.cookie).to.equal('string');
  });

  it('keeps benign storefront markup: links, images, forms, data and aria attributes, icons and custom elements', async () => {
    // Hidden, so the lazy demo images are not fetched.
    const target = await fixture<HTMLDivElement>(html`<div hidden></div>`);
    const markup = `
      <ul class="productGrid" data-product-count="1">
        <li class="card" aria-label="Tent">
          <a href="/tents/fern-2/" data-product-id="12"><img src="/img/tent.jpg" srcset="/img/tent-320.jpg 320w, /img/tent-640.jpg 640w" alt="Fern 2 tent" loading="lazy"></a>
          <img src="data:image/png;base64,iVBORw0KGgo=" alt="">
          <svg class="icon" aria-hidden="true"><use href="#icon-star"></use></svg>
          <form action="/cart.php" method="post"><input type="hidden" name="action" value="add"><input name="qty[]" value="1"><button type="submit">Add to cart</button></form>
          <store-cart-count hide-when-empty="false"></store-cart-count>
          <p style="color: green">In stock &amp; ready</p>
        </li>
      </ul>`;
    insertServerHtml(target, markup);
    expect(target.querySelector('a')?.getAttribute('href')).to.equal('/tents/fern-2/');
    expect(target.querySelector('a')?.dataset.productId).to.equal('12');
    expect(target.querySelector('img')?.getAttribute('srcset')).to.contain('640w');
    expect(target.querySelectorAll('img')[1]?.getAttribute('src')).to.match(/^data:image\/png/);
    expect(target.querySelector('use')?.getAttribute('href')).to.equal('#icon-star');
    expect(target.querySelector('form')?.getAttribute('action')).to.equal('/cart.php');
    expect(target.querySelector<HTMLInputElement>('input[name="action"]')?.value).to.equal('add');
    expect(target.querySelector('store-cart-count')?.getAttribute('hide-when-empty')).to.equal('false');
    expect(target.querySelector('li')?.getAttribute('aria-label')).to.equal('Tent');
    expect(target.querySelector('p')?.getAttribute('style')).to.contain('green');
    expect(target.querySelector('p')?.textContent).to.equal('In stock & ready');
  });

  it('replaces by default and appends on request', async () => {
    const target = await fixture<HTMLDivElement>(html`<div><p>old</p></div>`);
    insertServerHtml(target, '<p>new</p>');
    expect(target.innerHTML).to.equal('<p>new</p>');
    insertServerHtml(target, '<p>more</p>', { mode: 'append' });
    expect(target.innerHTML).to.equal('<p>new</p><p>more</p>');
  });

  it("with idPrefix, scopes the markup's ids and the references to them, not references to the page", async () => {
    const target = await fixture<HTMLDivElement>(html`<div></div>`);
    insertServerHtml(
      target,
      '<label for="size">Size</label><input id="size" aria-describedby="size-hint page-note"><small id="size-hint">Required</small>',
      { idPrefix: 'fbt-t0-' },
    );
    expect([...target.querySelectorAll('[id]')].map((element) => element.id)).to.deep.equal(['fbt-t0-size', 'fbt-t0-size-hint']);
    expect(target.querySelector('label')!.htmlFor).to.equal('fbt-t0-size');
    expect(target.querySelector('input')!.getAttribute('aria-describedby')).to.equal('fbt-t0-size-hint page-note');
  });

  it('without sanitising keeps the markup, yet its scripts still never run', async () => {
    const target = await fixture<HTMLDivElement>(html`<div></div>`);
    insertServerHtml(target, `<p onclick="void 0">x</p><script>window.__xss='unsanitised'</script>`, { sanitize: false });
    expect(target.querySelector('script')).not.to.equal(null);
    expect(target.querySelector('p')?.hasAttribute('onclick')).to.equal(true);
    // A script element runs as it is inserted, if it runs at all: there is nothing to wait for.
    expect(window.__xss).to.equal(undefined);
  });
});

describe('insertServerHtml on a site embedding the elements', () => {
  const markup = [
    '<a href="/cart.php">Cart</a>',
    '<a href="canvas-tote-bag/">Tote</a>',
    '<a href="#details">Details</a>',
    '<a href="https://elsewhere.example/x">Elsewhere</a>',
    '<img src="/images/a.png" srcset="/images/a.png 1x, /images/b.png 2x" alt="">',
    '<form action="/cart.php?action=update"><button formaction="/cart.php?action=remove">Remove</button></form>',
  ].join('');
  const urlsOf = (target: Element) =>
    [...target.querySelectorAll('[href], [src], [action], [formaction]')].flatMap((element) =>
      ['href', 'src', 'srcset', 'action', 'formaction'].flatMap((name) => element.getAttribute(name) ?? []),
    );

  // In a document without a window: its pictures load nothing.
  const inertTarget = () => document.implementation.createHTMLDocument('').body.appendChild(document.createElement('div'));

  afterEach(() => resetStoreOrigin());

  it("makes the store's relative links, pictures and forms absolute on the store", () => {
    setStoreOrigin('https://store.example', 'test');
    const target = inertTarget();
    insertServerHtml(target, markup);
    expect(urlsOf(target)).to.deep.equal([
      'https://store.example/cart.php',
      'https://store.example/canvas-tote-bag/',
      '#details',
      'https://elsewhere.example/x',
      'https://store.example/images/a.png',
      'https://store.example/images/a.png 1x, https://store.example/images/b.png 2x',
      'https://store.example/cart.php?action=update',
      'https://store.example/cart.php?action=remove',
    ]);
  });

  it("leaves them as written on the store's own pages", () => {
    const target = inertTarget();
    insertServerHtml(target, markup);
    expect(urlsOf(target)).to.include('/cart.php').and.to.include('/images/a.png 1x, /images/b.png 2x');
  });
});

describe('<ServerHtml>', () => {
  it('renders sanitised server HTML and follows changes to it', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(container);
    root.render(<ServerHtml className="quickSearch-results" html={`<a href="/a">A</a><img src=x: onerror="window.__xss='react'">`} />);
    await until(() => container.querySelector('.quickSearch-results a') !== null, 'rendered');
    expectNothingDangerous(container);
    await insertedMarkupSettled([container]);
    root.render(<ServerHtml className="quickSearch-results" html="<p>No results</p>" />);
    await until(() => container.querySelector('.quickSearch-results p') !== null, 're-rendered');
    expect(container.querySelector('.quickSearch-results')?.innerHTML).to.equal('<p>No results</p>');
    root.unmount();
    expect(window.__xss).to.equal(undefined);
  });
});
