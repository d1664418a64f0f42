import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { installFakeMedia, type FakeMedia } from '../react/test-support/fake-media.ts';
import { captureWarnings, nextFrame, until } from '../shared/test-support.ts';
import './store-collapsible.ts';

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia({ width: 400 });
});
afterEach(() => media.restore());

const toggleOf = (element: Element) => element.querySelector<HTMLButtonElement>('button.collapsible-toggle')!;
const panelOf = (element: Element) => element.querySelector<HTMLElement>('.collapsible-panel')!;
const isClosed = (element: Element) => panelOf(element).hasAttribute('hidden');
const upgraded = (element: Element) => until(() => element.querySelector('button.collapsible-toggle') !== null, 'upgraded');

describe('<store-collapsible> (spec §4 collapsible toggle)', () => {
  it('turns the <details> into a button that controls the panel, keeping the server nodes', async () => {
    const element = await fixture<HTMLElement>(html`
      <store-collapsible id="shop">
        <details>
          <summary>Shop</summary>
          <ul>
            <li><a href="/tents/">Tents</a></li>
          </ul>
        </details>
      </store-collapsible>
    `);
    await upgraded(element);
    const toggle = toggleOf(element);
    const panel = panelOf(element);
    expect(toggle.textContent).to.equal('Shop');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.hasAttribute('hidden')).to.equal(true);
    expect(panel.querySelector('a')?.getAttribute('href')).to.equal('/tents/');
    expect(element.querySelector('details')).to.equal(null);

    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'opened');
    expect(panel.hasAttribute('hidden')).to.equal(false);
    expect(element.dataset.state).to.equal('open');
    await expect(element).to.be.accessible();
  });

  it('toggles from the keyboard with Enter and Space (a native button)', async () => {
    const element = await fixture<HTMLElement>(
      html`<store-collapsible
        ><details>
          <summary>Help</summary>
          <p>Text</p>
        </details></store-collapsible
      >`,
    );
    await upgraded(element);
    toggleOf(element).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !isClosed(element), 'opened by Enter');
    await sendKeys({ press: 'Space' });
    await until(() => isClosed(element), 'closed by Space');
  });

  it('starts open from <details open> or the open attribute, and emits collapsible-toggled', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <store-collapsible id="a"
          ><details open>
            <summary>A</summary>
            <p>a</p>
          </details></store-collapsible
        >
        <store-collapsible id="b" open label="B"><p>b</p></store-collapsible>
      </div>
    `);
    const [a, b] = [...root.querySelectorAll('store-collapsible')] as [HTMLElement, HTMLElement];
    await upgraded(a);
    await upgraded(b);
    expect(isClosed(a)).to.equal(false);
    expect(isClosed(b)).to.equal(false);
    expect(toggleOf(b).textContent).to.equal('B');
    const events: Array<{ id: string; open: boolean; group: string }> = [];
    root.addEventListener('collapsible-toggled', (event) => events.push(event.detail));
    toggleOf(a).click();
    await until(() => events.length === 1, 'event');
    expect(events[0]).to.deep.equal({ id: 'a', open: false, group: '' });
  });

  it('keeps at most one open per group', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <store-collapsible group="faq"
          ><details open>
            <summary>One</summary>
            <p>1</p>
          </details></store-collapsible
        >
        <store-collapsible group="faq"
          ><details open>
            <summary>Two</summary>
            <p>2</p>
          </details></store-collapsible
        >
        <store-collapsible group="faq"
          ><details>
            <summary>Three</summary>
            <p>3</p>
          </details></store-collapsible
        >
        <store-collapsible group="other"
          ><details open>
            <summary>Elsewhere</summary>
            <p>x</p>
          </details></store-collapsible
        >
      </div>
    `);
    const items = [...root.querySelectorAll('store-collapsible')];
    for (const item of items) await upgraded(item);
    const openOnes = () => items.map((item) => !isClosed(item));
    await until(() => openOnes().join() === 'true,false,false,true', 'only the first of the group starts open');
    toggleOf(items[2]!).click();
    await until(() => openOnes().join() === 'false,false,true,true', 'three opened, one closed');
    toggleOf(items[1]!).click();
    await until(() => openOnes().join() === 'false,true,false,true', 'two opened, three closed');
    toggleOf(items[1]!).click();
    await until(() => openOnes().join() === 'false,false,false,true', 'all of the group may be closed');
  });

  it('is forced open from a breakpoint up, and returns to the shopper’s choice below it', async () => {
    const element = await fixture<HTMLElement>(
      html`<store-collapsible open-from="medium"
        ><details>
          <summary>Shop</summary>
          <p>x</p>
        </details></store-collapsible
      >`,
    );
    await upgraded(element);
    const toggle = toggleOf(element);
    expect(isClosed(element), 'closed on a phone').to.equal(true);
    expect(toggle.hasAttribute('aria-disabled')).to.equal(false);

    media.setWidth(1025);
    await until(() => !isClosed(element), 'forced open at 1025 px');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-disabled')).to.equal('true');
    expect(element.dataset.forced).to.equal('open');
    toggle.click();
    // The details' toggle event (a task the click queued) and any render it causes are done two frames on.
    await nextFrame();
    await nextFrame();
    expect(isClosed(element), 'a click does not close it while forced').to.equal(false);

    media.setWidth(1024);
    await until(() => isClosed(element), 'back to closed below medium');
    expect(element.dataset.forced).to.equal(undefined);
  });

  it('is forced closed from a breakpoint up', async () => {
    const element = await fixture<HTMLElement>(
      html`<store-collapsible closed-from="small" open
        ><details>
          <summary>Menu</summary>
          <p>x</p>
        </details></store-collapsible
      >`,
    );
    await upgraded(element);
    expect(isClosed(element)).to.equal(false);
    media.setWidth(550);
    await until(() => isClosed(element), 'forced closed at 550 px');
    expect(toggleOf(element).getAttribute('aria-expanded')).to.equal('false');
    media.setWidth(549);
    await until(() => !isClosed(element), 'open again below small');
  });

  it('warns and ignores an unknown breakpoint name', async () => {
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = await fixture<HTMLElement>(
        html`<store-collapsible open-from="huge"
          ><details>
            <summary>S</summary>
            <p>x</p>
          </details></store-collapsible
        >`,
      );
      await upgraded(element);
    });
    media.setWidth(2000);
    // The width change reaches listeners at once; two frames show any render it caused.
    await nextFrame();
    await nextFrame();
    expect(isClosed(element)).to.equal(true);
    expect(warnings.some((warning) => warning.includes('<store-collapsible>') && warning.includes('open-from="huge"'))).to.equal(true);
  });
});
