// `npm run dev`: the demo store, reloading on every change to the theme or the elements (emulator/dev.ts).
import { spawn } from 'node:child_process';
import { startDevServer } from './dev.ts';
import { themeDirOf } from './server.ts';

/**
 * The elements' manifest (dist/custom-elements.json, what the element reference is made
 * from) follows their sources too: written again after each bundle build, one run at a time.
 */
let manifestRunning = false;
function writeManifest() {
  if (manifestRunning) return;
  manifestRunning = true;
  const run = spawn('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs'], { stdio: 'ignore' });
  run.on('error', (error) => console.error(`dev: the elements' manifest could not be written: ${error.message}`));
  run.on('close', () => (manifestRunning = false));
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// Another theme (THEME_DIR) builds its own scripts: this project's elements are built only into its own theme.
const otherTheme = themeDirOf(process.env.THEME_DIR);
const server = await startDevServer({
  port,
  host,
  themeDir: otherTheme,
  otherTheme: otherTheme !== undefined,
  watchElements: otherTheme === undefined,
  onReload: ({ reason, rebuildMs }) => {
    console.log(`changed: ${reason} (ready in ${Math.round(rebuildMs)} ms): pages reload`);
    if (reason === 'elements bundle') writeManifest();
  },
});
console.log(
  `Demo store (development) at ${server.url}/  — edit ${otherTheme ?? 'markup-examples/ or the elements'}; open pages reload. Ctrl+C to stop.`,
);
await server.elementsBuilt;
if (otherTheme === undefined) console.log('Elements bundle built; watching its sources.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
