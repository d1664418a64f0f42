// Build hooks for the platform's theme CLI (`stencil bundle`).
//
// With this file in the theme's folder the CLI uses it instead of fetching a
// default one from the network. The CLI forks it as a worker and talks to it by
// messages: the worker says 'ready' when it is loaded; on 'production' (sent by
// `stencil bundle`, before the zip is written) it builds the theme's scripts and
// answers 'done'. Exiting instead of answering fails the bundle.
//
// The scripts are the custom elements, built by the repository's Vite build into
// assets/dist/ (theme-bundle.main.js and its chunks), which the bundle then zips.
// `stencil start` is not used here: the repository has its own emulator, so a
// 'development' message gets no watcher.
const { spawn } = require('node:child_process');
const path = require('node:path');

const repositoryRoot = path.resolve(__dirname, '..');

/** Files the CLI's own watcher would follow (`stencil start`); the build output is not among them. */
const watchOptions = {
  files: ['/templates', '/lang'],
  ignored: ['/assets/dist'],
};

function production() {
  const started = Date.now();
  console.log(`Building the theme's scripts: npm run build (in ${repositoryRoot})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawn(npm, ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  build.on('error', (error) => {
    console.error(`Could not start the theme's build (npm run build): ${error.message}`);
    process.exit(1);
  });
  build.on('exit', (code, signal) => {
    if (code !== 0) {
      console.error(`The theme's build (npm run build) failed: ${signal ? `killed by ${signal}` : `exit code ${code}`}.`);
      process.exit(1);
    }
    console.log(`Theme scripts built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    process.send('done');
  });
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'production') production();
  });
  process.send('ready');
}

module.exports = { watchOptions };
