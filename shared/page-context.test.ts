import { expect } from '@open-wc/testing';
import { captureWarnings } from './test-support.ts';
import { readPageContext, setPageContext } from './page-context.ts';

const docWith = (markup: string) => new DOMParser().parseFromString(`<!doctype html><head>${markup}</head><body></body>`, 'text/html');

describe('page context (spec §2: a page-type name plus a JSON context)', () => {
  it('reads the page type and context from the context script', () => {
    const doc = docWith(
      '<script type="application/json" data-store-context data-page-type="product">{"cartId":"c1","secureBaseUrl":"https://shop.example"}</script>',
    );
    expect(readPageContext(doc)).to.deep.equal({ pageType: 'product', context: { cartId: 'c1', secureBaseUrl: 'https://shop.example' } });
  });

  it('warns once and uses an empty context for malformed JSON; the page type still counts', async () => {
    let result;
    const warnings = await captureWarnings(() => {
      result = readPageContext(docWith('<script type="application/json" data-store-context data-page-type="cart">{cartId: oops</script>'));
    });
    expect(result).to.deep.equal({ pageType: 'cart', context: {} });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('not valid JSON');
  });

  it('warns when the context is not an object', async () => {
    const warnings = await captureWarnings(() => {
      expect(
        readPageContext(docWith('<script type="application/json" data-store-context data-page-type="search">[1,2]</script>')).context,
      ).to.deep.equal({});
    });
    expect(warnings[0]).to.contain('must be a JSON object');
  });

  it('warns about a missing page type', async () => {
    const warnings = await captureWarnings(() => {
      expect(readPageContext(docWith('<script type="application/json" data-store-context>{}</script>')).pageType).to.equal(null);
    });
    expect(warnings[0]).to.contain('no data-page-type');
  });

  it('is empty, silently, on a page without a context (an embedding site)', async () => {
    const warnings = await captureWarnings(() => {
      expect(readPageContext(docWith(''))).to.deep.equal({ pageType: null, context: {} });
    });
    expect(warnings).to.deep.equal([]);
  });

  it('accepts the classic stencilBootstrap(pageType, contextJson) arguments', () => {
    expect(setPageContext('category', '{"cartId":null}')).to.deep.equal({ pageType: 'category', context: { cartId: null } });
    expect(setPageContext('brand', { cartId: 'x' })).to.deep.equal({ pageType: 'brand', context: { cartId: 'x' } });
  });
});
