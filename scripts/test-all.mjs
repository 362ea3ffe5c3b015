#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest.
 * catalogues → build → typecheck → lint → (unit ‖ server on PGlite ‖ server on PostgreSQL) → e2e in Chromium.
 * Installs Debian's chromium and postgresql when run as root and missing; otherwise says what to install.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';
import { startPostgres } from './postgres-cluster.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n=== ${title} (t+${seconds}s) ===`);
}

function run(command, args, env = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

async function mustRun(title, command, args, env) {
  step(title);
  const code = await run(command, args, env);
  if (code !== 0) finish(`${title} failed (exit ${code})`);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function finish(failure) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test took ${minutes} min`);
  if (failure) {
    console.log(`FAILED: ${failure}`);
    if (totals.failed === 0) totals.failed = 1;
  }
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(failure ? 1 : 0);
}

/**
 * Runs one vitest project with its output in a log file (printed when it ends, so parallel suites do not interleave);
 * answers the exit code.
 */
function vitestProject(title, project, reportName, env) {
  const file = join(reports, reportName);
  const log = join(reports, `${reportName.replace(/\.json$/, '')}.log`);
  const begun = Date.now();
  return new Promise((resolvePromise) => {
    const out = createWriteStream(log);
    const child = spawn(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('exit', (code, signal) => {
      out.end(() => {
        const seconds = ((Date.now() - begun) / 1000).toFixed(0);
        console.log(`\n--- ${title}: ${seconds}s, output follows (${log}) ---`);
        // eslint-disable-next-line no-control-regex -- colour codes are what this strips
        const text = readFileSync(log, 'utf8').replaceAll(/\u001b\[[0-9;]*m/g, '');
        // Passing suites: the summary lines only; failing ones: everything.
        const summary = text.split('\n').filter((line) => /^\s*(Test Files|Tests|Duration)\s/.test(line));
        console.log(code === 0 ? summary.join('\n') : text);
        countVitest(file);
        resolvePromise(code ?? (signal ? 1 : 0));
      });
    });
  });
}

step('System packages');
const system = ensureSystemPackages(['chromium', 'postgresql']);
if (!system.ok) finish(system.message);

await mustRun('Translation catalogues (extract, check complete, compile)', process.execPath, [join(root, 'scripts', 'check-catalogs.mjs')]);
await mustRun('Production build', 'npm', ['run', 'build', '--silent']);
await mustRun('Typecheck (client)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await mustRun('Typecheck (server)', bin('tsc'), ['-p', 'tsconfig.server.json', '--noEmit']);
await mustRun('Lint and import boundaries', 'npm', ['run', 'lint', '--silent']);

// The unit suite and the server suites on PGlite and on PostgreSQL run side by side: vitest gives each one worker on
// a 2-core machine (cores − 1), so together they keep both cores busy (npm test stays within its time budget).
step('Starting a throw-away PostgreSQL on loopback');
const postgres = await startPostgres(join(root, '.tmp', 'pg-test'));
let suiteCodes;
try {
  console.log(`PostgreSQL ${postgres.version} at ${postgres.url}`);
  step('Unit tests (client, contract), server tests on PGlite and on PostgreSQL, in parallel');
  suiteCodes = await Promise.all([
    vitestProject('Unit tests (client, contract)', 'unit', 'unit.json'),
    vitestProject('Server tests on PGlite', 'server', 'server-pglite.json'),
    vitestProject('Server tests on PostgreSQL', 'server', 'server-postgres.json', { TEST_DATABASE_URL: postgres.url }),
  ]);
} finally {
  await postgres.stop();
}
const suiteNames = ['Unit tests (client, contract)', 'Server tests on PGlite', 'Server tests on PostgreSQL'];
const failedSuites = suiteNames.filter((_, index) => suiteCodes[index] !== 0);
if (failedSuites.length > 0) finish(`${failedSuites.join(', ')} failed`);

step('End-to-end tests in Chromium');
const e2eReport = join(reports, 'e2e.json');
const e2eCode = await run(bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
countPlaywright(e2eReport);
if (e2eCode !== 0) finish(`end-to-end tests failed (exit ${e2eCode})`);

finish(null);
