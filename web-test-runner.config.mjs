// Unit tests in a real Chromium. Test files are served through Vite (TypeScript,
// React's CommonJS build), and the emulator answers the platform's paths on the
// same origin, so components call the real endpoints over HTTP.
import { getRequestListener } from '@hono/node-server';
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { register } from 'tsx/esm/api';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, requireChromium } from './scripts/browser.mjs';

register();
const { createEmulator } = await import('./emulator/app.ts');
const { isEmulatorPath } = await import('./emulator/paths.ts');

const { createDownloadsService } = await import('./emulator/downloads-service.ts');
const { DOWNLOADS_APP } = await import('./emulator/current-customer.ts');
const { listen } = await import('./emulator/server.ts');

const executablePath = await requireChromium();
// The downloads ownership service on an origin of its own (spec §7), which the test pages call
// with CORS as the store's pages do; the merchant's settings name it, as in the demo (server.ts).
let testPageOrigin;
const downloads = await listen(createDownloadsService({ storeOrigin: () => testPageOrigin }).fetch, '127.0.0.1', 0);
const emulator = getRequestListener(
  createEmulator({
    merchantSettings: { downloads_service_url: downloads.url, downloads_app_client_id: DOWNLOADS_APP.clientId },
  }).fetch,
);

const vite = await createServer({
  configFile: false,
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  // The dependencies are pre-bundled once, at start, from this fixed list. With
  // discovery on, a dependency found mid-run makes Vite re-optimise and fail or
  // hold the imports already in flight, and a cold cache made that timing-dependent.
  // A test that imports a package missing here fails to load, with the name.
  optimizeDeps: {
    noDiscovery: true,
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@r2wc/react-to-web-component',
      '@open-wc/testing',
      '@web/test-runner-commands',
      'lit',
      'zod/mini',
      'embla-carousel',
      'focus-trap',
      'photoswipe',
      '@sinonjs/fake-timers',
    ],
  },
  plugins: [
    {
      name: 'wtr-websocket-external',
      resolveId: (id) => (id.includes('__web-dev-server__web-socket.js') ? { id, external: true } : null),
    },
  ],
});

/** Writes test-results/unit.json with the counts, for the total that `npm test` prints. */
function countsReporter() {
  const count = (suite, counts, file, path = []) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) continue;
      if (test.passed) counts.passed += 1;
      else counts.failed += 1;
      counts.tests.push({ name: `${file} › ${[...path, test.name].join(' › ')}`, seconds: (test.duration ?? 0) / 1000 });
    }
    for (const child of suite?.suites ?? []) count(child, counts, file, [...path, child.name]);
    return counts;
  };
  return {
    onTestRunFinished({ sessions }) {
      // Counts for the total, and each test's time for the slowest ten `npm test` prints.
      const counts = { passed: 0, failed: 0, tests: [] };
      for (const session of sessions) {
        count(session.testResults, counts, relative(process.cwd(), session.testFile));
        // A file that failed to load or threw outside a test counts as a failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) counts.failed += 1;
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/unit.json', JSON.stringify(counts));
    },
  };
}

/** Hands a request to a Node-style handler and resolves when it has answered. */
const handOver = (ctx, handler) =>
  new Promise((resolve, reject) => {
    ctx.respond = false;
    ctx.res.once('finish', resolve);
    ctx.res.once('close', resolve);
    handler(ctx.req, ctx.res, (error) => {
      ctx.respond = true;
      if (error) reject(error);
      else resolve('next');
    });
  });

export default {
  files: ['{shared,elements,react}/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One page at a time: with two, the page that is not in front loses focus, and the
  // modal's focus-trap tests hung a whole file now and then (two CI-like runs in six).
  concurrency: 1,
  // A file's tests time out one by one after 10 s; the whole file gets longer than
  // the default 120 s, so a machine busy with other work slows a file, not fails it.
  testsFinishTimeout: 300_000,
  reporters: [defaultReporter(), countsReporter()],
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  middleware: [
    async (ctx, next) => {
      // The test pages' origin is the store's here: the only one the downloads service answers.
      testPageOrigin ??= ctx.origin;
      // Calls made by the storefront's API client (page fetches by path, as the upsell block
      // makes) go to the emulator whatever their path; test files never carry the header.
      if (isEmulatorPath(ctx.path) || ctx.get('x-requested-with') === 'stencil-utils')
        return handOver(ctx, (req, res) => emulator(req, res));
      return next();
    },
    async (ctx, next) => {
      if (ctx.path === '/' || ctx.path.startsWith('/__web')) return next();
      const result = await handOver(ctx, vite.middlewares);
      if (result === 'next') return next();
    },
  ],
  plugins: [
    {
      name: 'close-vite',
      serverStop: () => Promise.all([vite.close(), downloads.close()]),
    },
  ],
};
