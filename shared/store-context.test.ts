import { expect } from '@open-wc/testing';
import { resetPageContext } from './page-context.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { resetStoreContext, storeContext } from './store-context.ts';
import { captureWarnings, withPageContext } from './test-support.ts';

const withContext = (json: string) => withPageContext(json, 'product');

describe('storeContext (spec §3 page context)', () => {
  it('reads the fields features use', () => {
    const done = withContext('{"cartId":"c-1","secureBaseUrl":"https://shop.example/","inDevelopment":true,"requestTimeoutMs":4000}');
    const context = storeContext();
    done();
    expect(context).to.deep.equal({
      present: true,
      pageType: 'product',
      cartId: 'c-1',
      secureBaseUrl: 'https://shop.example',
      inDevelopment: true,
      requestTimeoutMs: 4000,
      customerId: null,
      storeHash: '',
      currencyCode: null,
      videoThumbnailsPosition: null,
      validationMessages: null,
      passwordRequirements: null,
      downloadsService: null,
    });
  });

  it('reads the downloads service the theme settings name, and none when they are empty or not an origin (spec §7)', async () => {
    const named = withContext('{"themeSettings":{"downloads_service_url":"https://downloads.example/","downloads_app_client_id":"app-1"}}');
    expect(storeContext().downloadsService).to.deep.equal({ url: 'https://downloads.example', appClientId: 'app-1' });
    named();
    const empty = withContext('{"themeSettings":{"downloads_service_url":"","downloads_app_client_id":""}}');
    expect(storeContext().downloadsService).to.equal(null);
    empty();
    const warnings = await captureWarnings(() => {
      const wrong = withContext('{"themeSettings":{"downloads_service_url":"javascript:alert(1)","downloads_app_client_id":"app-1"}}');
      expect(storeContext().downloadsService).to.equal(null);
      wrong();
    });
    expect(warnings.join('\n')).to.contain('downloads_service_url');
  });

  it('reads the signed-in customer and the store hash for the ownership check (spec §6, §7)', async () => {
    const done = withContext('{"customerId":7,"storeHash":"fernfield"}');
    expect(storeContext()).to.include({ customerId: '7', storeHash: 'fernfield' });
    done();
    const warnings = await captureWarnings(() => {
      const again = withContext('{"customerId":"guest"}');
      expect(storeContext().customerId).to.equal(null);
      again();
    });
    expect(warnings.join('\n')).to.contain('"customerId"');
  });

  it("reads the shopper's currency code, and none from a value that is not one", async () => {
    const done = withContext('{"currencyCode":"EUR"}');
    expect(storeContext().currencyCode).to.equal('EUR');
    done();
    const warnings = await captureWarnings(() => {
      const again = withContext('{"currencyCode":"euro"}');
      expect(storeContext().currencyCode).to.equal(null);
      again();
    });
    expect(warnings.join('\n')).to.contain('"currencyCode"');
  });

  it('warns about a wrong field, naming it, and uses its default', async () => {
    let context!: ReturnType<typeof storeContext>;
    const warnings = await captureWarnings(() => {
      const done = withContext('{"cartId":42,"requestTimeoutMs":5,"secureBaseUrl":"javascript:alert(1)"}');
      context = storeContext();
      done();
    });
    expect(context.cartId).to.equal(null);
    expect(context.requestTimeoutMs).to.equal(REQUEST_TIMEOUT_MS);
    expect(context.secureBaseUrl).to.equal('');
    expect(warnings.join('\n')).to.contain('"cartId"').and.to.contain('"requestTimeoutMs"');
  });

  it('reads where the gallery puts video thumbnails from itsConfig, and warns about an unknown position', async () => {
    for (const position of ['top', 'bottom'] as const) {
      const done = withContext(`{"itsConfig":{"pdp_video_thumbnails_pos":"${position}"}}`);
      expect(storeContext().videoThumbnailsPosition).to.equal(position);
      done();
    }
    const warnings = await captureWarnings(() => {
      const done = withContext('{"itsConfig":{"pdp_video_thumbnails_pos":"sideways"}}');
      expect(storeContext().videoThumbnailsPosition).to.equal(null);
      done();
    });
    expect(warnings.join('\n')).to.contain('"itsConfig.pdp_video_thumbnails_pos"').and.to.contain('"sideways"');
    const none = withContext('{"itsConfig":{}}');
    expect(storeContext().videoThumbnailsPosition).to.equal(null);
    none();
  });

  it("reads the store's password settings and the validation messages (spec §5), typed", () => {
    const done = withContext(
      JSON.stringify({
        passwordRequirements: { alpha: '[A-Za-z]', numeric: '[0-9]', minlength: '8', error: 'Eight or more.' },
        validationDictionaryJSON: JSON.stringify({ translations: { 'validation_messages.email': 'Adresse ?', 'other.key': 'x' } }),
      }),
    );
    expect(storeContext().passwordRequirements).to.deep.equal({
      alpha: '[A-Za-z]',
      numeric: '[0-9]',
      minlength: 8,
      error: 'Eight or more.',
    });
    expect(storeContext().validationMessages).to.deep.equal({ email: 'Adresse ?' });
    done();
  });

  it('a malformed password setting or message list falls back to none, with one warning each', async () => {
    const warnings = await captureWarnings(() => {
      const done = withContext('{"passwordRequirements":{"alpha":"[","minlength":0},"validationMessages":{"email":7}}');
      expect(storeContext().passwordRequirements).to.equal(null);
      expect(storeContext().validationMessages).to.equal(null);
      done();
    });
    expect(warnings.filter((warning) => warning.includes('"passwordRequirements"'))).to.have.length(1);
    expect(warnings.filter((warning) => warning.includes('"validationMessages"'))).to.have.length(1);
  });

  it('knows a page without context (an embedding site)', () => {
    resetPageContext();
    resetStoreContext();
    expect(storeContext()).to.include({ present: false, cartId: null, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  });
});
