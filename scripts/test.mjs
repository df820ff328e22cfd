#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, then one summary line the CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const ok = r.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${seconds} s`);
  return ok;
}

/** Adds one runner's JSON report to the totals; a missing report counts as a failure, never as silence. */
function count(file, read) {
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    console.log(`no test report at ${path.relative(root, file)}: counted as one failure`);
    return;
  }
  const c = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
}

const fromVitest = (j) => ({
  passed: j.numPassedTests ?? 0,
  // A file that failed to load has no failed test of its own; count it once so it is not lost.
  failed:
    (j.numFailedTests ?? 0) +
    (j.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length,
  skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
});
const fromPlaywright = (j) => ({
  passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
  failed: j.stats?.unexpected ?? 0,
  skipped: j.stats?.skipped ?? 0,
});

function finish(ok) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${ok ? 'all checks passed' : 'a check failed'} in ${minutes} min`);
  if (totals.skipped > 0) console.log(`${totals.skipped} tests skipped`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

function vitest(name, file, args, env) {
  fs.rmSync(file, { force: true });
  const ok = step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  );
  count(file, fromVitest);
  return ok;
}

/** A check that is not a test runner; when it fails it counts as one failure so the summary never says 0. */
function check(name, command, args) {
  if (step(name, command, args)) return;
  totals.failed += 1;
  finish(false);
}

check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);
if (!vitest('unit and integration (SQLite)', path.join(resultsDir, 'vitest-sqlite.json'), [])) finish(false);

if (process.env.TEST_DATABASE_URL) {
  const file = path.join(resultsDir, 'vitest-postgres.json');
  const projects = ['--project', 'service', '--project', 'bff'];
  if (!vitest('service and BFF integration (PostgreSQL)', file, projects, { TEST_DB: 'postgres' }))
    finish(false);
} else {
  console.log(
    '\n=== PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://... to run the service and BFF tests on it)',
  );
}

const e2eDir = path.join(root, 'e2e');
const specs = fs.existsSync(e2eDir)
  ? fs.readdirSync(e2eDir, { recursive: true }).filter((f) => /\.(spec|test)\.ts$/.test(String(f)))
  : [];
if (specs.length > 0) {
  const file = path.join(resultsDir, 'playwright.json');
  fs.rmSync(file, { force: true });
  const ok = step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  count(file, fromPlaywright);
  if (!ok) finish(false);
} else {
  console.log('\n=== end-to-end: skipped, e2e/ has no specs yet');
}
finish(true);
