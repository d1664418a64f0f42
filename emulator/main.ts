// `npm start`: serves the demo store on the emulator (after the bundle is built).
import { startEmulator } from './server.ts';
import { applyXssCatalog } from './xss.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// The XSS catalogue's store (e2e/xss.spec.ts): every name and label carries a payload.
if (process.env.EMULATOR_XSS === '1') applyXssCatalog();

const emulator = await startEmulator({ port, host });
console.log(`Demo store running at ${emulator.url}/  (Ctrl+C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
