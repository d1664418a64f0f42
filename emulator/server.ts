import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { serve } from '@hono/node-server';
import { createEmulator, type EmulatorOptions } from './app.ts';
import { DOWNLOADS_APP } from './current-customer.ts';
import { createDownloadsService } from './downloads-service.ts';

export interface RunningEmulator {
  url: string;
  close: () => Promise<void>;
}

export interface RunningStore extends RunningEmulator {
  /** The downloads ownership service's origin (spec §7), another server beside the store; absent for another theme. */
  downloadsServiceUrl?: string;
}

/**
 * Starts the emulator over HTTP; port 0 picks a free one (tests). It answers only at the
 * origin it listens on (unless that is every address, 0.0.0.0 or ::), unless `pinOrigin`
 * is false: for tests that put a proxy of their own in front of it.
 *
 * Beside this project's theme it starts the downloads ownership service on a port of its own
 * (`downloadsPort`, 0 for any): another origin, as the merchant's app is, which the store's pages
 * call with CORS. The merchant's settings name it (downloads_service_url, downloads_app_client_id).
 */
export async function startEmulator(
  options: EmulatorOptions & { port?: number; host?: string; pinOrigin?: boolean; downloadsPort?: number } = {},
): Promise<RunningStore> {
  const host = options.host ?? '127.0.0.1';
  let origin: string | undefined;
  // The service starts first (the store's settings name it); it learns the store's origin once the store listens.
  const store: { url?: string } = {};
  const downloads = options.otherTheme
    ? undefined
    : await listen(createDownloadsService({ storeOrigin: () => store.url }).fetch, host, options.downloadsPort ?? 0);
  const merchantSettings = {
    ...(downloads ? { downloads_service_url: downloads.url, downloads_app_client_id: DOWNLOADS_APP.clientId } : {}),
    ...options.merchantSettings,
  };
  const running = await listen(createEmulator({ storeOrigin: () => origin, ...options, merchantSettings }).fetch, host, options.port ?? 0);
  store.url = running.url;
  if (options.pinOrigin !== false && !['0.0.0.0', '::'].includes(host)) origin = running.url;
  return {
    url: running.url,
    downloadsServiceUrl: downloads?.url,
    close: async () => {
      await Promise.all([running.close(), downloads?.close()]);
    },
  };
}

/**
 * Serves `fetch` over HTTP on host:port (0 picks a free one) until closed. Closing ends open
 * connections too: a hanging request (fault injection) or an open event stream must not keep it open.
 */
export function listen(fetch: (request: Request) => Response | Promise<Response>, host: string, port: number): Promise<RunningEmulator> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * The theme `THEME_DIR` names (`THEME_DIR=../cornerstone npm start`): any Stencil theme, served
 * with the demo catalog as `stencil start` serves one against a store. A folder without
 * templates/, config.json and schema.json is refused at start with what is missing.
 */
export function themeDirOf(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const dir = resolvePath(value);
  const missing = ['templates', 'config.json', 'schema.json', 'lang'].filter((part) => !existsSync(join(dir, part)));
  if (missing.length > 0) throw new Error(`THEME_DIR=${value} is not a Stencil theme: it has no ${missing.join(', ')}.`);
  return dir;
}
