// `npm start`: serves the demo store on the emulator (after the bundle is built), and
// beside it a page of another site that embeds the store's elements (docs/embedding.md).
import { parseEmbedOrigins } from './embedding.ts';
import { startEmbedDemo } from './embed-demo.ts';
import { startEmulator, themeDirOf } from './server.ts';
import { applyXssCatalog } from './xss.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// On localhost, while the store is on 127.0.0.1: another site, as an embedding site is.
const embedPort = Number(process.env.EMBED_PORT ?? port + 1);
const embedHost = process.env.EMBED_HOST ?? 'localhost';
// The downloads ownership service (spec §7), an app on an origin of its own.
const downloadsPort = Number(process.env.DOWNLOADS_PORT ?? port + 2);

// The XSS catalogue's store (e2e/xss.spec.ts): every name and label carries a payload.
if (process.env.EMULATOR_XSS === '1') applyXssCatalog();

// Another Stencil theme to serve instead of markup-examples/ (docs/template-authors.md).
const otherTheme = themeDirOf(process.env.THEME_DIR);

let storeUrl = '';
const embedDemo = await startEmbedDemo({ port: embedPort, host: embedHost, storeUrl: () => storeUrl });
// The development helpers (faults, the mailbox, theme overrides by URL) are not part of a
// store: off in the demo unless asked for with EMULATOR_HELPERS=1 (emulator/README.md).
const devHelpers = process.env.EMULATOR_HELPERS === '1';
const emulator = await startEmulator({
  port,
  host,
  downloadsPort,
  devHelpers,
  themeDir: otherTheme,
  otherTheme: otherTheme !== undefined,
  embedOrigins: [...parseEmbedOrigins(process.env.EMBED_ORIGINS), embedDemo.url],
});
storeUrl = emulator.url;
console.log(`Demo store running at ${emulator.url}/  (Ctrl+C to stop)`);
console.log(`A site embedding its elements at ${embedDemo.url}/`);
if (emulator.downloadsServiceUrl) console.log(`The downloads ownership service at ${emulator.downloadsServiceUrl}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([emulator.close(), embedDemo.close()]).then(() => process.exit(0));
  });
}
