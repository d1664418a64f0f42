// `npm test`: every check, in order, with one total at the end.
//   typecheck → lint → format → build → unit tests in Chromium → emulator tests (node) → journeys (Playwright)
// Each runner writes its counts to test-results/; the last line is "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const rows = [];

function run(name, command, args, count) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts;
  try {
    counts = count();
  } catch {
    counts = undefined;
  }
  // A runner that failed without reporting counts still counts as one failure.
  if (!counts) counts = child.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (child.status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  rows.push({ name, ...counts, seconds, status: child.status });
  return child.status === 0;
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
// The native compiler type-checks (package "tsc-native"); the "typescript" package (5.x) is there for the linter's parser.
run('typecheck', 'node', ['node_modules/tsc-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], () => undefined);
run('lint', npx, ['eslint', '.'], () => undefined);
run('format', npx, ['prettier', '--check', '.'], () => undefined);
const built = run('build', 'npm', ['run', 'build', '--silent'], () => undefined);
run('browser', 'node', ['scripts/ensure-browser.mjs'], () => undefined);
run('unit (Chromium)', npx, ['web-test-runner'], () => json('unit.json'));

const nodeTests = [...findTests('emulator'), ...findTests('scripts')];
if (nodeTests.length > 0) {
  run(
    'node (emulator, manifest)',
    npx,
    [
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${results}/node.tap`,
      ...nodeTests,
    ],
    () => {
      const tap = readFileSync(join(results, 'node.tap'), 'utf8');
      const pass = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? NaN);
      const fail = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? NaN);
      return Number.isNaN(pass) ? undefined : { passed: pass, failed: fail };
    },
  );
}

if (built) {
  run('journeys (Playwright)', npx, ['playwright', 'test'], () => {
    const { stats } = json('e2e.json');
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  });
} else {
  rows.push({ name: 'journeys (Playwright)', passed: 0, failed: 1, seconds: '0', status: 'skipped: build failed' });
  totals.failed += 1;
}

console.log('\nRunner                       passed  failed  seconds');
for (const row of rows) {
  console.log(`${row.name.padEnd(28)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.seconds.padStart(7)}`);
}
writeFileSync(join(results, 'summary.json'), JSON.stringify({ ...totals, runners: rows }, null, 2));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
