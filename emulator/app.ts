import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { catalogSummary } from './catalog.ts';
import { CSP_REPORT_PATH, cspReport, keepCspReport } from './csp-reports.ts';
import { embeddingCors, parseEmbedOrigins, registerEmbedding } from './embedding.ts';
import { injectFaults } from './faults.ts';
import { registerCurrentCustomer } from './current-customer.ts';
import { BadRequest, isNavigation, loadThemeConfig, readJson, themeSchema } from './protocol.ts';
import { createRenderer, type Renderer } from './render.ts';
import { compileThemeScss, scssFor } from './theme-styles.ts';
import { createResponder, type Responder } from './respond.ts';
import { registerAccount } from './routes/account.ts';
import { registerAssets } from './routes/assets.ts';
import { registerPages } from './routes/pages.ts';
import { registerRemote } from './routes/remote.ts';
import { registerShopper } from './routes/shopper.ts';
import { registerStorefrontApi } from './routes/storefront-api.ts';
import { followCurrencyLinks, registerCartCurrency } from './currency-switch.ts';
import { sessionOf, type Session } from './sessions.ts';

export interface EmulatorOptions {
  /** The Stencil theme (templates/, lang/, config.json, assets/); defaults to the project's markup-examples/. */
  themeDir?: string;
  /**
   * `themeDir` is not this project's theme (or a copy of it) but another Stencil theme (THEME_DIR):
   * its settings are checked only against its schema.json, and its pages get no CSP of this store's.
   */
  otherTheme?: boolean;
  /** `npm run dev`: pages reload themselves on this server-sent events path (emulator/dev.ts serves it). */
  liveReloadPath?: string;
  /** `npm run dev`: `?debug=context` answers a page's template context as JSON (respond.ts). */
  debugContext?: boolean;
  /**
   * Origins of sites that embed the elements (CORS with credentials, cross-site cookies);
   * defaults to the comma-separated `EMBED_ORIGINS` of the environment.
   */
  embedOrigins?: readonly string[];
  /**
   * The helpers for tests and development (issue 33 item 6): the `/__emulator/*` helpers
   * (faults, mailbox, session, catalog, theme, error page), fault injection by header or
   * query, and theme overrides (`__theme`, `x-emulator-theme`). On unless false: `npm start`'s
   * demo turns them off unless `EMULATOR_HELPERS=1`, as a real store has none of them.
   */
  devHelpers?: boolean;
  /**
   * The store's own origin (`http://127.0.0.1:3000`), once known: a request naming another
   * host gets 421, so links and `secureBaseUrl` never follow a Host header (issue 33 item 7).
   * Unset where another server passes requests on (the unit tests' runner).
   */
  storeOrigin?: () => string | undefined;
  /**
   * What the merchant saved in the Theme Editor over config.json's defaults, as the platform keeps a
   * store's theme settings beside the theme: checked against schema.json like the defaults. The demo
   * gives the downloads service's address and app (server.ts).
   */
  merchantSettings?: Record<string, unknown>;
}

const projectDir = fileURLToPath(new URL('..', import.meta.url));

/** The theme version stencil-cli gives a theme it serves (int2uuid(1)), for another theme's `{{cdn}}` paths. */
const THEME_VERSION_ID = '00000000-0000-0000-0000-000000000001';

/** The platform's storefront, in one Hono app: endpoints, pages and fault injection. */
export function createEmulator(options: EmulatorOptions = {}): Hono {
  const themeDir = options.themeDir ?? `${projectDir}markup-examples`;
  const render = createRenderer(themeDir);
  const devHelpers = options.devHelpers ?? true;
  // This project's theme must carry the settings its templates rely on; another theme (THEME_DIR) only what its schema.json says.
  const ownTheme = !options.otherTheme;
  const theme = loadThemeConfig(themeDir, {
    overridable: devHelpers,
    required: ownTheme ? themeSchema : undefined,
    saved: options.merchantSettings,
  });
  const respond = createResponder(render, theme, {
    liveReloadPath: options.liveReloadPath,
    debugContext: options.debugContext,
    strictCsp: ownTheme,
    themeVersionId: ownTheme ? undefined : THEME_VERSION_ID,
  });
  const app = new Hono();

  app.use(compress());
  app.use(async (c, next) => {
    const origin = options.storeOrigin?.();
    if (origin && new URL(c.req.url).origin !== origin) return c.json({ error: `This store answers at ${origin}.` }, 421);
    await next();
    // Never sniffed as another type; pages and answers made for one shopper are kept by no shared cache.
    c.header('x-content-type-options', 'nosniff');
    if (!c.res.headers.has('cache-control') && /^(text\/html|application\/json)/.test(c.res.headers.get('content-type') ?? ''))
      c.header('cache-control', 'private, no-cache');
  });
  app.use(embeddingCors(options.embedOrigins ?? parseEmbedOrigins(process.env.EMBED_ORIGINS)));
  if (devHelpers) app.use(injectFaults);
  app.use(requireCsrfToken(respond));
  app.use(followCurrencyLinks);

  registerEmbedding(app);
  registerCurrentCustomer(app);
  registerCartCurrency(app);
  registerStorefrontApi(app);
  registerRemote(app, respond);
  registerShopper(app, respond);
  registerAccount(app, respond);

  // The CSP's report-uri: browsers post violations here (with the session's cookie, being same-origin).
  app.post(CSP_REPORT_PATH, async (c) => {
    keepCspReport(sessionOf(c).cspReports, cspReport(await readJson(c)));
    return c.body(null, 204);
  });

  // --- Helpers for tests and tools (documented in emulator/README.md) ---
  if (devHelpers) registerHelpers(app, render);

  // --- Assets: generated images and icons, then the theme's assets/ (stylesheets, the built
  // bundle in assets/dist/), at the paths `{{cdn '/assets/…'}}` writes for a theme in development ---
  registerAssets(app);
  app.use('/assets/dist/*', async (c, next) => {
    if (!existsSync(`${themeDir}/assets/dist/theme-bundle.main.js`)) {
      return c.text(
        ownTheme
          ? 'The storefront bundle is not built yet: run `npm run build`.'
          : `The theme's scripts are not built yet: build them into ${themeDir}/assets/dist with the theme's own tooling.`,
        503,
      );
    }
    return next();
  });
  // Source maps are for whoever develops the theme, not for the demo's visitors.
  if (!devHelpers) app.get('/assets/*', async (c, next) => (c.req.path.endsWith('.map') ? c.json({ error: 'Not found' }, 404) : next()));
  // A stylesheet the theme writes in SCSS (assets/scss/<name>.scss), compiled with its settings as the platform does.
  const stylesheet = async (c: Context, next: () => Promise<void>) => {
    const file = scssFor(themeDir, (c.req.param('file') ?? '').replace(/\.css$/, ''));
    if (!file) return next();
    try {
      return c.body(compileThemeScss(file, themeDir, respond.theme(c)), 200, { 'content-type': 'text/css; charset=utf-8' });
    } catch (error) {
      // The theme's SCSS does not compile: the request was fine, the stylesheet cannot be made. Say why.
      const message = (error as Error).message.replace(/\*\//g, '* /');
      console.error(`emulator: ${file} does not compile:`, message);
      return c.body(`/* ${message} */`, 422, { 'content-type': 'text/css; charset=utf-8' });
    }
  };
  // Another theme's assets at the versioned paths `{{cdn}}` writes, as stencil-cli serves them
  // (server/plugins/router/router.module.js: /stencil/{versionId}/{fileName*} and …/css/{fileName}.css).
  if (!ownTheme) {
    const versioned = `/stencil/${THEME_VERSION_ID}/`;
    app.get(`${versioned}css/:file{[\\w-]+\\.css}`, (c, next) => stylesheet(c, next));
    app.use(`${versioned}*`, serveStatic({ root: `${themeDir}/assets`, rewriteRequestPath: (path) => path.slice(versioned.length - 1) }));
  }
  app.get('/assets/css/:file{[\\w-]+\\.css}', (c, next) => stylesheet(c, next));
  app.use('/assets/*', serveStatic({ root: themeDir }));
  app.all('/__emulator/*', (c) => c.json({ error: 'No such emulator helper.' }, 404));

  registerPages(app, respond, render);
  // Pages answer GET; other methods on unknown paths are 404 as on the platform.
  // A form posted to a path the store does not have lands on the 404 page, not on JSON.
  app.all('*', async (c) =>
    isNavigation(c) ? respond.page(c, 'errors/404', '404', {}, { status: 404 }) : c.json({ error: 'Not found' }, 404),
  );

  app.onError(async (error, c) => {
    // A body over the cap is left unread, so the connection cannot carry another request:
    // say so, or a client may send its next request on a socket about to close.
    if (error instanceof BadRequest)
      return c.json({ error: error.message }, error.status, error.status === 413 ? { connection: 'close' } : {});
    if (!(error instanceof DeliberateFailure)) console.error('emulator:', error);
    if ((c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) || isNavigation(c)) {
      try {
        return await respond.page(c, 'errors/generic', 'error', {}, { status: 500 });
      } catch {
        // fall through to the JSON answer when the error page itself cannot render
      }
    }
    return c.json({ error: 'Internal emulator error' }, 500);
  });

  return app;
}

class DeliberateFailure extends Error {}

/**
 * The helpers for tests and tools (emulator/README.md). Those that change the session
 * (faults) need its CSRF token like any other change: a form another site posts as
 * `text/plain` must not make the shopper's pages fail.
 */
function registerHelpers(app: Hono, render: Renderer): void {
  app.get('/__emulator/catalog', (c) => c.json(catalogSummary()));
  app.get('/__emulator/session', (c) => {
    const session = sessionOf(c);
    return c.json({
      cartId: session.cart?.id ?? null,
      customerId: session.customerId,
      currencyCode: session.currencyCode,
      faults: session.faults,
    });
  });
  // The theme as rendered: its language files, and any language key a template asked for that none has.
  app.get('/__emulator/theme', (c) => c.json({ locales: render.locales, missingTranslations: [...render.missingTranslations] }));
  // Emails this session's store "sent" (password reset links): there is no mail server in the demo.
  app.get('/__emulator/mail', (c) => c.json(sessionOf(c).outbox));
  app.post('/__emulator/faults', async (c) => {
    const rule = faultRuleSchema.safeParse(await readJson(c).catch(() => null));
    if (!rule.success) return c.json({ error: 'Expected {"path": "/…", "fault": "status=500", "times"?: n}' }, 400);
    sessionOf(c).faults.push({ path: rule.data.path, fault: rule.data.fault, remaining: rule.data.times });
    return c.json({ ok: true });
  });
  app.delete('/__emulator/faults', (c) => {
    sessionOf(c).faults.length = 0;
    return c.json({ ok: true });
  });
  app.get('/__emulator/csp-reports', (c) => c.json(sessionOf(c).cspReports));
  // Renders the error page type (spec §2 "error"), the way an unexpected failure does.
  app.get('/__emulator/error', () => {
    throw new DeliberateFailure('Deliberate failure to show the error page');
  });
}

const faultRuleSchema = z.object({
  path: z.string().startsWith('/'),
  fault: z.string().min(1),
  times: z.number().int().positive().optional(),
});

/** Browsers post CSP reports without a token. */
const CSRF_EXEMPT = [CSP_REPORT_PATH];

/**
 * State changes come from the store's own pages. A script sends the session's token in
 * `x-xsrf-token` (stencil-utils reads it from `window.BCData.csrf_token`). A form posted without
 * JavaScript carries none, as on the platform (Cornerstone's sign-in, account, contact and review
 * forms have no token field): the browser says where it was posted from (`Origin`, or
 * `Sec-Fetch-Site`), and only the store's own pages may post one.
 */
const requireCsrfToken = (respond: Responder) => async (c: Context, next: () => Promise<void>) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || CSRF_EXEMPT.some((prefix) => c.req.path.startsWith(prefix))) return next();
  // An add-to-cart form posted without JavaScript from a site the store allows (its Origin header says
  // which) has no token of the store's to send; like the platform's add-to-cart links, it adds.
  if (c.get('embedOrigin' as never) && isNavigation(c) && c.req.path === '/cart.php' && c.req.query('action') === 'add') return next();
  const session: Session = sessionOf(c);
  if (c.req.header('x-xsrf-token') === session.csrfToken) return next();
  if (isCartCurrencyCall(c)) return next();
  if (isNavigation(c) && !c.req.header('x-xsrf-token') && postedFromStore(c)) return next();
  // A form another site posted lands on a page that says what to do, not on JSON.
  if (isNavigation(c)) return respond.page(c, 'errors/form-expired', 'error', {}, { status: 403 });
  return c.json({ error: 'Invalid or missing CSRF token.' }, 403);
};

/**
 * Update Cart Currency as Cornerstone's currency selector sends it (assets/js/theme/global/currency-selector.js):
 * a JSON post with no token. Another site cannot send one: a JSON body from another origin needs a
 * preflight, which the store answers only for the sites it lets embed it.
 */
function isCartCurrencyCall(c: Context): boolean {
  return (
    /^\/api\/storefront\/carts\/[^/]+\/currency$/.test(c.req.path) && (c.req.header('content-type') ?? '').startsWith('application/json')
  );
}

/** Whether the browser says a form was posted from one of the store's own pages. */
function postedFromStore(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === new URL(c.req.url).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}
