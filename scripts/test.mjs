// `npm test`: every suite, in order, then one closing line "N passed, N failed".
//  0. the guard rails, which fail the run like a failed test: the type check of every package
//     (tsc --noEmit: strict, unchecked index access, unused names), the linter (eslint.config.js:
//     recommended rules, React's rules of hooks, the boundaries of the tree), the formatter in
//     check mode (Prettier) and the dead-code check (knip: unused files, exports, dependencies),
//  1. unit tests of the domain and the client, and the API tests on a fresh SQLite database (Vitest),
//  2. the API tests again on PostgreSQL when TEST_DATABASE_URL is set,
//  3. the Playwright end-to-end specs in Chromium against the built client and a fresh server.
// The guard rails run two at a time, and the unit run (then the client build), the SQLite run and
// the PostgreSQL run side by side: each is one process that mostly waits on one core (Vitest gives
// a 2-core machine one worker), so on CI's two cores this takes minutes off the run. A step's output is printed
// whole when it ends, so the log reads step by step.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
// Failed tests with the start of their error, printed again at the very end: a CI record keeps
// only the tail of the log, and a flake that does not come back must still be findable.
const failedTests = [];
const firstLines = (text, n = 6) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .slice(0, n)
    .join('\n    ');
// Steps that exited non-zero, named again at the end: a step can fail with every test passing
// (a guard rail, or an error Vitest caught outside any test), and the end is what a CI log keeps.
const failedSteps = [];

/**
 * What a failed step said of its failure, for the end of the log: Vitest's errors outside any
 * test (an unhandled error fails a run whose every test passed), else the step's last lines.
 */
function whyStepFailed(text) {
  const lines = stripVTControlCharacters(text).split('\n');
  const unhandled = lines.findIndex((line) => /Unhandled (Error|Rejection)|Errors? occurred while running/i.test(line));
  const excerpt = unhandled >= 0 ? lines.slice(unhandled, unhandled + 25) : lines.filter((line) => line.trim() !== '').slice(-12);
  return excerpt.join('\n    ');
}

/** Runs a step; resolves whether it passed, once its whole output has been printed. */
function run(title, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { FORCE_COLOR: '1', ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n=== ${title} (${seconds} s) ===\n`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failedSteps.push(`${title} (exit ${status ?? signal})\n    ${whyStepFailed(Buffer.concat(output).toString())}`);
      resolve(status === 0);
    });
  });
}

/** Runs steps (functions returning run()'s promise) at most `width` at a time, in order. */
async function side(width, steps) {
  const queue = [...steps];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length > 0) await queue.shift()();
    }),
  );
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${suite.name.replace(root, '')} › ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failedTests.push(`${suite.name.replace(root, '')}\n    ${firstLines(suite.message)}`);
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${spec.file} › ${[...path, spec.title].join(' › ')}\n    ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
}

await side(2, [
  ...['domain', 'server', 'web'].map((pkg) => () => run(`type check (${pkg})`, 'npx', ['tsc', '-p', `packages/${pkg}`, '--noEmit'])),
  () => run('lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']),
  () => run('format (Prettier, check only)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  () => run('dead code (knip)', 'npx', ['knip', '--no-progress']),
]);

const vitestSqlite = join(out, 'vitest-sqlite.json');
const e2e = process.env.SKIP_E2E !== '1';
let built = false;
const vitestUnits = join(out, 'vitest-units.json');
// The generic sweeps over every route and object, the API run's longest files (a minute or more
// each on PostgreSQL). The PostgreSQL run is two runs, these and the rest, so that it does not end
// alone on one core after the other runs have finished.
const SWEEPS = ['tenant-isolation', 'role-scope', 'hostile-input'];
const postgresRuns = process.env.TEST_DATABASE_URL
  ? [
      { title: 'API tests (PostgreSQL, the sweeps)', json: join(out, 'vitest-postgres-sweeps.json'), files: SWEEPS.map((name) => `/${name}.test.ts`) },
      { title: 'API tests (PostgreSQL, the rest)', json: join(out, 'vitest-postgres.json'), files: SWEEPS.map((name) => `--exclude=**/${name}.test.ts`) },
    ]
  : [];
// Four Vitest runs side by side (the client's and the domain's units, the API on SQLite, the API
// on PostgreSQL in two parts), the longest first: two cores stay busy until the end instead of one
// finishing alone.
await side(4, [
  () =>
    run('API tests (SQLite)', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestSqlite}`], {
      TEST_DATABASE_URL: '',
    }),
  ...postgresRuns.map(
    ({ title, json, files }) =>
      () =>
        run(title, 'npx', ['vitest', 'run', '--project', 'server', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]),
  ),
  async () => {
    await run('unit tests (domain, web)', 'npx', [
      'vitest',
      'run',
      '--project',
      'domain',
      '--project',
      'web',
      '--project',
      'web-fresh',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestUnits}`,
    ]);
    if (e2e) built = await run('client build', 'npm', ['run', 'build', '-w', '@crm/web']);
  },
]);
countVitest(vitestUnits);
countVitest(vitestSqlite);
for (const { json } of postgresRuns) countVitest(json);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on SQLite only)');

if (!e2e) {
  console.log('\n(SKIP_E2E=1: end-to-end specs not run)');
} else if (built) {
  const playwrightJson = join(out, 'playwright.json');
  await run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  countPlaywright(playwrightJson);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
for (const test of failedTests) console.log(`\nFAILED TEST: ${test}`);
for (const step of failedSteps) console.log(`\nFAILED STEP: ${step}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
