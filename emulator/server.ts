import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { serve } from '@hono/node-server';
import { createEmulator, type EmulatorOptions } from './app.ts';

export interface RunningEmulator {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts the emulator over HTTP; port 0 picks a free one (tests). It answers only at the
 * origin it listens on (unless that is every address, 0.0.0.0 or ::), unless `pinOrigin`
 * is false: for tests that put a proxy of their own in front of it.
 */
export async function startEmulator(
  options: EmulatorOptions & { port?: number; host?: string; pinOrigin?: boolean } = {},
): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  let origin: string | undefined;
  const running = await listen(createEmulator({ storeOrigin: () => origin, ...options }).fetch, host, options.port ?? 0);
  if (options.pinOrigin !== false && !['0.0.0.0', '::'].includes(host)) origin = running.url;
  return running;
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
