// `npm test`: every check, with one total at the end.
//   typecheck, lint, format and the theme check side by side → build → unit tests in
//   Chromium → emulator tests (node) → journeys (Playwright)
// Each runner writes its counts to test-results/; the last line is "N passed, N failed".
// The quick static checks run together (each is mostly one core). The unit and node
// runners run one after the other: side by side on two cores they took 268 s against
// 258 s in turn, the node runner's sweeps and builds taking the core the unit runner's
// page waits on; the node runner runs two test files at a time instead, except the two
// that build, which run after the others, alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const rows = [];
/** Every test's time, { runner, name, seconds }, for the slowest ten printed at the end. */
const timings = [];

/** Reads a runner's per-test times after it ran; a runner that left none adds none. */
function collectTimings(runner, read) {
  try {
    for (const { name, seconds } of read()) timings.push({ runner, name, seconds });
  } catch {
    // no report: the runner's counts already say it failed
  }
}

/**
 * Runs one runner and adds its counts to the totals. With `quiet`, its output is held and
 * printed whole when it ends, so runners that overlap do not interleave their lines;
 * otherwise it is printed as it comes. Resolves to whether it passed.
 */
function run(name, command, args, count, { quiet = false } = {}) {
  const heading = `\n=== ${name}: ${[command, ...args].join(' ')}`;
  if (!quiet) console.log(heading);
  // The row keeps the order the runners were started in, whichever ends first.
  const row = { name };
  rows.push(row);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => held.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const status = code ?? 1;
      if (quiet) {
        console.log(heading);
        process.stdout.write(Buffer.concat(held));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      let counts;
      try {
        counts = count();
      } catch {
        counts = undefined;
      }
      // A runner that failed without reporting counts still counts as one failure.
      if (!counts) counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      Object.assign(row, counts, { seconds, status });
      resolve(status === 0);
    });
  });
}

const json = (file) => JSON.parse(readFileSync(join(results, file), 'utf8'));
const findTests = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        return statSync(path).isDirectory() ? findTests(path) : /\.test\.ts$/.test(entry) ? [path] : [];
      })
    : [];

const npx = 'npx';
const none = () => undefined;
await Promise.all([
  // The native compiler type-checks (package "tsc-native"); the "typescript" package (5.x) is there for the linter's parser.
  run('typecheck', 'node', ['node_modules/tsc-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], none, { quiet: true }),
  run('lint', npx, ['eslint', '.'], none, { quiet: true }),
  run('format', npx, ['prettier', '--check', '.'], none, { quiet: true }),
  run('theme check', npx, ['tsx', 'scripts/theme-check.ts'], none, { quiet: true }),
]);
const built = await run('build', 'npm', ['run', 'build', '--silent'], none);
await run('browser', 'node', ['scripts/ensure-browser.mjs'], none);

await run('unit (Chromium)', npx, ['web-test-runner'], () => {
  const { passed, failed } = json('unit.json');
  return { passed, failed };
});
collectTimings('unit', () => json('unit.json').tests);

// Two node test files build: the theme bundle's reruns the theme's build hook, which
// empties and rewrites markup-examples/assets/dist/ that other files serve, and the
// package's writes dist/ and rewrites dist/custom-elements.json that others read. They
// run after the rest, one at a time; the rest run two files at a time (Node's default
// is one on two cores, and its files mostly wait on servers, browsers and builds).
const BUILDS = ['scripts/bundle.test.ts', 'scripts/package.test.ts'];
const nodeTests = [...findTests('emulator'), ...findTests('scripts')].map((file) => file.split('\\').join('/'));
const nodeRuns = [
  { name: 'node (emulator, manifest)', tap: 'node.tap', concurrency: 2, files: nodeTests.filter((file) => !BUILDS.includes(file)) },
  { name: 'node (bundle, package)', tap: 'node-builds.tap', concurrency: 1, files: nodeTests.filter((file) => BUILDS.includes(file)) },
];
for (const { name, tap, concurrency, files } of nodeRuns) {
  if (files.length === 0) continue;
  await run(
    name,
    npx,
    [
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${results}/${tap}`,
      ...files,
    ],
    () => {
      const report = readFileSync(join(results, tap), 'utf8');
      const pass = Number(/^# pass (\d+)/m.exec(report)?.[1] ?? NaN);
      const fail = Number(/^# fail (\d+)/m.exec(report)?.[1] ?? NaN);
      return Number.isNaN(pass) ? undefined : { passed: pass, failed: fail };
    },
  );
  collectTimings('node', () => tapTimings(readFileSync(join(results, tap), 'utf8')));
}

if (built) {
  await run('journeys (Playwright)', npx, ['playwright', 'test'], () => {
    const { stats } = json('e2e.json');
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  });
  collectTimings('journey', () => playwrightTimings(json('e2e.json')));
} else {
  rows.push({ name: 'journeys (Playwright)', passed: 0, failed: 1, seconds: '0', status: 'skipped: build failed' });
  totals.failed += 1;
}

// A slow test is seen the day it lands, not when the run outgrows CI's time.
console.log('\nSlowest tests                                                                      seconds');
for (const { runner, name, seconds } of timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  const label = `${runner}: ${name}`;
  console.log(`${(label.length > 82 ? `${label.slice(0, 81)}…` : label).padEnd(82)} ${seconds.toFixed(1).padStart(7)}`);
}

console.log('\nRunner                       passed  failed  seconds');
for (const row of rows) {
  console.log(`${row.name.padEnd(28)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.seconds.padStart(7)}`);
}
writeFileSync(join(results, 'summary.json'), JSON.stringify({ ...totals, runners: rows }, null, 2));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);

/** Each test's time from the node runner's TAP: a test's `ok`/`not ok` line, then its YAML with duration_ms (suites left out). */
function tapTimings(tap) {
  const found = [];
  const lines = tap.split('\n');
  lines.forEach((line, index) => {
    const test = /^\s*(?:not )?ok \d+ - (.*)$/.exec(line);
    if (!test) return;
    const yaml = [];
    for (let next = index + 1; next < lines.length && !/^\s*\.\.\.$/.test(lines[next]); next++) yaml.push(lines[next]);
    const duration = yaml.map((entry) => /^\s*duration_ms: ([\d.]+)/.exec(entry)).find(Boolean);
    if (duration && !yaml.some((entry) => /^\s*type: 'suite'/.test(entry)))
      found.push({ name: test[1], seconds: Number(duration[1]) / 1000 });
  });
  return found;
}

/** Each journey's time from Playwright's JSON report, named file:line › title (its longest attempt). */
function playwrightTimings(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        found.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}
