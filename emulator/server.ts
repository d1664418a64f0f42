import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createEmulator, type EmulatorOptions } from './app.ts';

export interface RunningEmulator {
  url: string;
  close: () => Promise<void>;
}

/** Starts the emulator over HTTP; port 0 picks a free one (tests). */
export function startEmulator(options: EmulatorOptions & { port?: number; host?: string } = {}): Promise<RunningEmulator> {
  const app = createEmulator(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            // Hanging requests (fault injection) must not keep the server open.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
