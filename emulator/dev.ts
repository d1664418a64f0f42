/**
 * `npm run dev`: the demo store for template authors, reloading on change.
 *
 * - A template, partial, language file or config.json change: the theme is read
 *   again (a new emulator app over the same sessions), and open pages reload.
 * - Any other file under assets/ (stylesheets, the author's own scripts): open pages reload.
 * - An element source change: Vite rebuilds the bundle into assets/dist/ (build in
 *   watch mode, so the chunk layout is the production one), then open pages reload.
 *
 * Pages learn of a change through server-sent events at LIVE_RELOAD_PATH, which
 * only this server answers; the script that listens is added to every page under
 * the page's CSP nonce (respond.ts), so the policy is the production one.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createEmulator } from './app.ts';
import { listen } from './server.ts';
import { contentSecurityPolicy, withLiveReload } from './respond.ts';

export const LIVE_RELOAD_PATH = '/__emulator/dev-events';

/** Editors write a file in several steps (truncate, write, rename): one reload for them all. */
const SETTLE_MS = 40;
/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

const projectDir = fileURLToPath(new URL('..', import.meta.url));

export interface DevServerOptions {
  port?: number;
  host?: string;
  /** The theme to serve; defaults to the project's markup-examples/. */
  themeDir?: string;
  /** `themeDir` is another Stencil theme, not this project's (EmulatorOptions.otherTheme). */
  otherTheme?: boolean;
  /** Rebuild the elements bundle on source changes (Vite build in watch mode); off in tests of a theme copy. */
  watchElements?: boolean;
  /** The project whose elements are built (its vite.config.ts and sources); defaults to this one. */
  sourceDir?: string;
  /** Told of each reload: what changed and how long the rebuild took. */
  onReload?: (event: { reason: string; rebuildMs: number }) => void;
}

export interface RunningDevServer {
  url: string;
  /** Resolves when the first elements build has finished (at once without watchElements). */
  elementsBuilt: Promise<void>;
  close: () => Promise<void>;
}

export async function startDevServer(options: DevServerOptions = {}): Promise<RunningDevServer> {
  const themeDir = options.themeDir ?? join(projectDir, 'markup-examples');
  const clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();

  const broadcast = (reason: string, rebuildMs = 0) => {
    options.onReload?.({ reason, rebuildMs });
    const message = encoder.encode(`event: reload\ndata: ${JSON.stringify(reason)}\n\n`);
    for (const client of clients) {
      try {
        client.enqueue(message);
      } catch {
        clients.delete(client);
      }
    }
  };

  const makeApp = (): Hono => {
    try {
      return createEmulator({ themeDir, otherTheme: options.otherTheme, liveReloadPath: LIVE_RELOAD_PATH, debugContext: true });
    } catch (error) {
      // A template that does not compile: say so on every page until it is fixed (the page reloads then).
      console.error('dev: the theme could not be read:', error);
      return themeErrorApp(error);
    }
  };
  let app = makeApp();

  const events = (): Response => {
    let self: ReadableStreamDefaultController<Uint8Array>;
    let keepAlive: ReturnType<typeof setInterval>;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        self = controller;
        clients.add(controller);
        controller.enqueue(encoder.encode(': connected\n\n'));
        keepAlive = setInterval(() => {
          try {
            controller.enqueue(encoder.encode(': keep-alive\n\n'));
          } catch {
            clearInterval(keepAlive);
            clients.delete(controller);
          }
        }, KEEP_ALIVE_MS);
      },
      cancel() {
        clearInterval(keepAlive);
        clients.delete(self);
      },
    });
    return new Response(stream, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' },
    });
  };

  // --- The theme's files ---
  let pending: ReturnType<typeof setTimeout> | undefined;
  let rereadTheme = false;
  const changed = new Set<string>();
  const themeWatcher: FSWatcher = watch(themeDir, { recursive: true }, (_event, filename) => {
    if (!filename) return;
    const file = filename.split(sep).join('/');
    // The bundle's own output is announced when its build ends, not file by file.
    if (file === 'assets/dist' || file.startsWith('assets/dist/')) return;
    if (/^(templates|lang)\//.test(file) || file === 'config.json') rereadTheme = true;
    else if (!file.startsWith('assets/')) return;
    changed.add(file);
    clearTimeout(pending);
    pending = setTimeout(() => {
      const started = performance.now();
      if (rereadTheme) app = makeApp();
      const reason = [...changed].join(', ');
      rereadTheme = false;
      changed.clear();
      broadcast(reason, performance.now() - started);
    }, SETTLE_MS);
  });

  // --- The elements bundle ---
  let closeElements = async () => {};
  let elementsBuilt: Promise<void> = Promise.resolve();
  if (options.watchElements) {
    const { build } = await import('vite');
    let buildStarted = performance.now();
    let firstBuild: () => void;
    elementsBuilt = new Promise((resolve) => (firstBuild = resolve));
    const watcher = (await build({
      root: options.sourceDir ?? projectDir,
      logLevel: 'warn',
      build: { outDir: join(themeDir, 'assets', 'dist'), watch: {} },
    })) as unknown as {
      on(event: 'event', listener: (event: { code: string; error?: unknown; result?: { close(): Promise<void> } }) => void): void;
      close(): Promise<void>;
    };
    watcher.on('event', (event) => {
      if (event.code === 'START') buildStarted = performance.now();
      if (event.code === 'BUNDLE_END') void event.result?.close();
      if (event.code === 'ERROR') console.error('dev: the elements build failed:', event.error);
      if (event.code === 'END') {
        firstBuild();
        broadcast('elements bundle', performance.now() - buildStarted);
      }
    });
    closeElements = () => watcher.close();
  }

  const host = options.host ?? '127.0.0.1';
  const server = await listen(
    async (request) => {
      const path = new URL(request.url).pathname;
      if (path === LIVE_RELOAD_PATH) return events();
      const response = await app.fetch(request);
      if (!path.startsWith('/assets/')) return response;
      // A reload must fetch the stylesheet or bundle just saved, never a cached copy.
      const fresh = new Response(response.body, response);
      fresh.headers.set('cache-control', 'no-cache');
      return fresh;
    },
    host,
    options.port ?? 0,
  );

  return {
    url: server.url,
    elementsBuilt,
    close: async () => {
      clearTimeout(pending);
      themeWatcher.close();
      await closeElements();
      for (const client of clients) {
        try {
          client.close();
        } catch {
          // already closed by the browser
        }
      }
      clients.clear();
      await server.close();
    },
  };
}

/** What every request gets while the theme cannot be read: the error, and the reload script to leave it once fixed. */
function themeErrorApp(error: unknown): Hono {
  // Paper names the template (`pages/page`) in `details.path`.
  const template = (error as { details?: { path?: unknown } } | null)?.details?.path;
  const text =
    (error instanceof Error ? error.message : String(error)) + (typeof template === 'string' ? ` in templates/${template}.html` : '');
  const message = text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    fetch: () => {
      const nonce = crypto.randomUUID().replace(/-/g, '');
      const page = withLiveReload(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme error</title></head>` +
          `<body><main><h1>The theme could not be read</h1><pre>${message}</pre>` +
          `<p>Fix the file and save: this page reloads.</p></main></body></html>`,
        LIVE_RELOAD_PATH,
        nonce,
      );
      return new Response(page, {
        status: 500,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(nonce) },
      });
    },
  } as unknown as Hono;
}
