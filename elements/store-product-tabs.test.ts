import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../shared/test-support.ts';
import { readTabs, tabIndexForHash } from '../react/product-tabs/ProductTabs.tsx';
import './store-product-tabs.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

async function tabs(attributes = 'label="About Trail Jacket"') {
  const host = await fixture<HTMLElement>(`
    <store-product-tabs ${attributes}>
      <section id="tab-description"><h2>Description</h2><p>A waterproof shell.</p></section>
      <section id="itsTab-1"><h2>Care</h2><p>Wash cold.</p></section>
      <section id="itsTab-2" data-tab-title="Fit"><h2>Fit guide</h2><p>Cut for a fleece.</p></section>
      <section id="product-reviews"><h2>Reviews (2)</h2><p>No reviews yet.</p></section>
    </store-product-tabs>`);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  const tabButtons = () => [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = () => [...host.querySelectorAll<HTMLElement>('section[id]')];
  const visible = () =>
    panels()
      .filter((panel) => !panel.hidden)
      .map((panel) => panel.id);
  return { host, tabButtons, panels, visible };
}

describe('<store-product-tabs> (spec §2 tabs, custom tabs itsTab-N, #product-reviews; APG tabs)', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('reads one tab per panel, named by data-tab-title or its heading, including custom itsTab-N panels', () => {
    const section = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return [...template.content.childNodes];
    };
    const read = readTabs(
      section('<section id="itsTab-1"><h2>Care</h2></section> <div id="itsTab-2" data-tab-title="Fit"></div><p>no id</p>'),
    );
    expect(read.map((tab) => [tab.id, tab.title])).to.deep.equal([
      ['itsTab-1', 'Care'],
      ['itsTab-2', 'Fit'],
    ]);
    expect(tabIndexForHash(read, '#itsTab-2')).to.equal(1);
    expect(tabIndexForHash(read, '#gid=1&pid=2')).to.equal(-1);
  });

  it('is a labelled tab list wired to its panels, the first open', async () => {
    const { host, tabButtons, panels, visible } = await tabs();
    const list = host.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).to.equal('About Trail Jacket');
    expect(tabButtons().map((tab) => tab.textContent)).to.deep.equal(['Description', 'Care', 'Fit', 'Reviews (2)']);
    tabButtons().forEach((tab, index) => {
      expect(tab.getAttribute('aria-controls')).to.equal(panels()[index]!.id);
      expect(panels()[index]!.getAttribute('role')).to.equal('tabpanel');
      expect(panels()[index]!.getAttribute('aria-labelledby')).to.equal(tab.id);
    });
    expect(visible()).to.deep.equal(['tab-description']);
    expect(tabButtons().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(host.dataset.state).to.equal('tab-description');
  });

  it('moves with the arrow keys (wrapping), Home and End, showing each tab as it goes', async () => {
    const { tabButtons, visible } = await tabs();
    tabButtons()[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => visible()[0] === 'itsTab-1', 'Care open');
    expectFocusOn(tabButtons()[1], 'the second tab');
    expect(tabButtons()[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'End' });
    await until(() => visible()[0] === 'product-reviews', 'last tab');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => visible()[0] === 'tab-description', 'wrapped to the first');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => visible()[0] === 'product-reviews', 'wrapped to the last');
    await sendKeys({ press: 'Home' });
    await until(() => visible()[0] === 'tab-description', 'Home');
    expectFocusOn(tabButtons()[0], 'the first tab');
    expect(visible()).to.have.length(1);
  });

  it('opens the tab a hash names, on load and when a link changes it (#product-reviews, #tab-…, #itsTab-N)', async () => {
    history.replaceState(null, '', '#product-reviews');
    const { visible } = await tabs();
    expect(visible()).to.deep.equal(['product-reviews']);
    location.hash = '#itsTab-2';
    await until(() => visible()[0] === 'itsTab-2', 'custom tab from the hash');
    location.hash = '#tab-description';
    await until(() => visible()[0] === 'tab-description', 'description from the hash');
  });

  it('leaves markup without panels as it is', async () => {
    const host = await fixture<HTMLElement>('<store-product-tabs><p>Only text</p></store-product-tabs>');
    await until(() => host.hasAttribute('data-rendered'), 'rendered');
    expect(host.querySelector('[role="tablist"]')).to.equal(null);
    expect(host.textContent).to.contain('Only text');
  });
});
