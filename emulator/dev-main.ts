// `npm run dev`: the demo store, reloading on every change to the theme or the elements (emulator/dev.ts).
import { startDevServer } from './dev.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = await startDevServer({
  port,
  host,
  watchElements: true,
  onReload: ({ reason, rebuildMs }) => console.log(`changed: ${reason} (ready in ${Math.round(rebuildMs)} ms): pages reload`),
});
console.log(`Demo store (development) at ${server.url}/  — edit markup-examples/ or the elements; open pages reload. Ctrl+C to stop.`);
await server.elementsBuilt;
console.log('Elements bundle built; watching its sources.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
