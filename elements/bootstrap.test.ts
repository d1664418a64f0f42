// The page bootstrap as every page runs it: the real module, its real script groups
// (each marks `<html data-page-group>`), driven through the platform's entry call
// `window.stencilBootstrap(pageType, context).load()` (spec §2). The tests run in
// order on one page, as one page's groups would: each group runs once per page.
import { expect } from '@open-wc/testing';
import { pageContext } from '../shared/page-context.ts';
import { until } from '../shared/test-support.ts';
import './bootstrap.ts';

const html = document.documentElement;
const groupsRan = () => (html.dataset.pageGroup ?? '').split(' ').filter(Boolean);
const hasStarted = () => html.hasAttribute('data-elements-started');
/** The platform's entry call, as a Stencil layout writes it. */
const load = (pageType: string, context: string | object) => {
  if (!window.stencilBootstrap) throw new Error('the bootstrap did not define window.stencilBootstrap');
  window.stencilBootstrap(pageType, context).load();
};

// A Stencil layout makes the call as the page is parsed, before the elements start.
const startedAtEntryCall = hasStarted();
load('blog', '{"cartId":null}');

describe('page bootstrap (spec §2 page types and script groups)', () => {
  it("runs the page type's group from the entry call made before the elements started", async () => {
    expect(startedAtEntryCall).to.equal(false);
    await until(hasStarted, 'the bootstrap to start');
    await until(() => groupsRan().includes('blog'), 'the blog group to run');
    expect(pageContext().pageType).to.equal('blog');
  });

  it('also runs the product group on a page with the product-page class', async () => {
    document.body.classList.add('product-page');
    try {
      load('category', {});
      await until(() => groupsRan().includes('category') && groupsRan().includes('product'), 'the category and product groups to run');
      expect(pageContext().pageType).to.equal('category');
    } finally {
      document.body.classList.remove('product-page');
    }
  });

  it('runs each group once per page', async () => {
    load('product', {});
    // Which groups to run is decided at the call: once the next group has run, the product call is long done.
    load('cart', {});
    await until(() => groupsRan().includes('cart'), 'the cart group to run');
    expect(groupsRan().filter((id) => id === 'product')).to.deep.equal(['product']);
  });

  it('runs no group for an unknown page type, without an error', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const before = groupsRan();
      load('mystery', {});
      load('search', {});
      await until(() => groupsRan().includes('search'), 'the search group to run');
      expect(groupsRan()).to.deep.equal([...before, 'search']);
      expect(errors).to.deep.equal([]);
    } finally {
      console.error = original;
    }
  });
});
