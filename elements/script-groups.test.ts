import { expect } from '@open-wc/testing';
import { rejection } from '../shared/test-support.ts';
import { ChunkLoadError, groupForPageType, loadScriptGroup, PAGE_TYPE_GROUPS, type ScriptGroup } from './script-groups.ts';

describe('script groups by page type (spec §2)', () => {
  it('gives every account page one shared group', () => {
    const accountTypes = [
      'account_orderstatus',
      'account_order',
      'account_addressbook',
      'shippingaddressform',
      'account_new_return',
      'account_saved_return',
      'account_returns',
      'account_recentitems',
      'account_downloaditem',
      'editaccount',
      'account_inbox',
      'account_paymentmethods',
      'account_addpaymentmethod',
      'account_editpaymentmethod',
    ];
    expect(new Set(accountTypes.map(groupForPageType))).to.deep.equal(new Set(['account']));
  });

  it('gives the login family one shared group', () => {
    const loginTypes = ['login', 'createaccount', 'createaccount_thanks', 'getnewpassword', 'forgotpassword'];
    expect(new Set(loginTypes.map(groupForPageType))).to.deep.equal(new Set(['login']));
  });

  it('gives blog and blog post, and the gift certificate pages, their own shared groups', () => {
    expect(groupForPageType('blog')).to.equal('blog');
    expect(groupForPageType('blog_post')).to.equal('blog');
    expect(['giftcertificates', 'giftcertificates_balance', 'giftcertificates_redeem'].map(groupForPageType)).to.deep.equal([
      'gift-certificates',
      'gift-certificates',
      'gift-certificates',
    ]);
    expect(groupForPageType('amp_product_options')).to.equal('product');
  });

  it('loads nothing extra for brands, error, 404, default, rss, sitemap and newsletter subscribe', () => {
    for (const pageType of ['brands', 'error', '404', 'default', 'rss', 'sitemap', 'newsletter_subscribe']) {
      expect(groupForPageType(pageType), pageType).to.equal(null);
    }
  });

  it('loads nothing for an unknown page type, without an error', () => {
    expect(groupForPageType('holiday_special')).to.equal(null);
    expect(groupForPageType('constructor')).to.equal(null);
    expect(groupForPageType(null)).to.equal(null);
  });

  it('has a real module for every group a page type names', async () => {
    const ids = new Set(Object.values(PAGE_TYPE_GROUPS).filter((id): id is NonNullable<typeof id> => id !== null));
    for (const id of ids) {
      const group = await loadScriptGroup(id);
      expect(group.default, id).to.be.a('function');
    }
  });
});

describe('loadScriptGroup failures (spec §8 ChunkLoadError)', () => {
  it("rejects a missing group with 'Loading chunk {id} failed'", async () => {
    const error = await rejection(loadScriptGroup('gift-wrap', {}));
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).to.equal('Loading chunk gift-wrap failed');
    expect((error as ChunkLoadError).reason).to.equal('missing');
  });

  it('rejects a group whose file fails to load', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = (await rejection(loadScriptGroup('cart', { cart: () => Promise.reject(cause) }))) as ChunkLoadError;
    expect(error.message).to.equal('Loading chunk cart failed');
    expect(error.reason).to.equal('failed');
    expect(error.cause).to.equal(cause);
  });

  it('rejects a group that takes longer than the time-out', async () => {
    const never = () => new Promise<ScriptGroup>(() => {});
    const error = (await rejection(loadScriptGroup('search', { search: never }, 30))) as ChunkLoadError;
    expect(error.message).to.equal('Loading chunk search failed');
    expect(error.reason).to.equal('timeout');
  });

  it('resolves a group that answers in time', async () => {
    const group = { default: () => {} };
    expect(await loadScriptGroup('page', { page: () => Promise.resolve(group) }, 1000)).to.equal(group);
  });
});
