#!/usr/bin/env node
// `npm test`: everything from a fresh clone, in order, stopping at the first failure.
//   install -> (chromium, 156 or newer) -> [lint | typecheck | build] -> licences -> [vitest (unit + API integration) | e2e]
// The bracketed steps run side by side (they read sources and write nothing the others read),
// their output shown whole as each ends; a group starts only when the one before passed. The
// e2e suite mostly waits (on the network, on timers: 0.8 of a core), so the unit and API tests
// fill the cores beside it (about 530 s for both, where one after the other took 714 s).
// API integration runs against PGlite, and also against the PostgreSQL server in DATABASE_URL
// when it is set (.ci/run does both). The last line is `N passed, N failed` (CI reads it), after
// the time each step took.
//
// `npm test -- --database`: only what depends on the database (install, chromium, build, the API
// integration tests, e2e). .ci/run's second run, on PostgreSQL, uses it: licences, lint, types and
// the shared, web and scripts unit tests read no database and passed in its first run, and so
// did e2e's checks of how pages are drawn (axe, screenshots, layout, wording); its e2e step runs
// the database flows of e2e/support/scope.ts (E2E_SCOPE=database).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { repoRoot } from './lib/build.mjs';
import { CHROMIUM, CHROMIUM_MIN_MAJOR, chromiumMajor, chromiumPlan } from './lib/chromium.mjs';
import { isOlderThan, relaunchOnPinnedNode, requiredNodeMajor } from './lib/node-runtime.mjs';
import { failedTests, strayTestFiles, vitestReportArgs } from './lib/vitest-report.mjs';

const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Runs a command in the repo root with inherited output; true when it exits 0. */
function run(command, args, env = process.env, cwd = repoRoot) {
  console.log(paint('2', `$ ${[command, ...args].join(' ')}`));
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.error) console.error(result.error.message);
  return !result.error && result.status === 0;
}

/**
 * Runs a command (in the repo root unless `cwd` says otherwise) with its output kept, then shown
 * whole when it ends (so that steps running side by side do not interleave); resolves to true
 * when it exits 0.
 */
function runQuietly(command, args, env = process.env, cwd = repoRoot) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const where = cwd === repoRoot ? '' : `(in ${path.relative(repoRoot, cwd)}) `;
    const chunks = [paint('2', `${where}$ ${[command, ...args].join(' ')}\n`)];
    child.stdout.on('data', (chunk) => chunks.push(chunk.toString()));
    child.stderr.on('data', (chunk) => chunks.push(chunk.toString()));
    child.on('error', (err) => {
      chunks.push(`${err.message}\n`);
      process.stdout.write(chunks.join(''));
      resolve(false);
    });
    child.on('close', (code) => {
      process.stdout.write(chunks.join(''));
      resolve(code === 0);
    });
  });
}

/** The major version of the installed Chromium, or null when it is missing or does not say. */
function installedChromiumMajor() {
  if (!existsSync(CHROMIUM)) return null;
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return chromiumMajor(`${result.stdout ?? ''}`);
}

/**
 * Debian's Chromium, at least CHROMIUM_MIN_MAJOR: installed or upgraded (as root) after
 * refreshing the package lists, which on a machine with stale lists gave an old Chromium.
 */
function ensureChromium() {
  const root = process.getuid?.() === 0;
  const plan = chromiumPlan({
    present: existsSync(CHROMIUM),
    major: installedChromiumMajor(),
    root,
  });
  if (plan.action === 'fail') {
    console.error(plan.message);
    return false;
  }
  if (plan.action !== 'ok') {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // `install` also upgrades an installed package to the newest version the lists know.
    if (!run('apt-get', ['update'], env) || !run('apt-get', ['install', '-y', 'chromium'], env)) {
      return false;
    }
  }
  const major = installedChromiumMajor();
  if (major === null || major < CHROMIUM_MIN_MAJOR) {
    console.error(
      `${CHROMIUM} is ${major === null ? 'missing or of an unknown version' : `Chromium ${major}`}` +
        ` after apt-get; the e2e suite needs ${CHROMIUM_MIN_MAJOR} or newer`,
    );
    return false;
  }
  console.log(`${CHROMIUM}: Chromium ${major} (needs ${CHROMIUM_MIN_MAJOR} or newer)`);
  return true;
}

const databaseOnly = process.argv.includes('--database');

// Each vitest run also writes a JSON report here, so that the summary can name the failed tests:
// CI keeps only the end of the output, and vitest prints its failures far above it.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'dugout-test-'));
const reportOf = (name) => path.join(reportDir, `${name}.json`);

const allSteps = [
  {
    name: 'install',
    run: () => {
      ensureInstall();
      return true;
    },
  },
  { name: 'chromium', run: ensureChromium },
  [
    { name: 'lint', static: true, run: () => runQuietly('npm', ['run', 'lint']) },
    { name: 'typecheck', static: true, run: () => runQuietly('npm', ['run', 'typecheck']) },
    {
      name: 'build (web + API)',
      // In a process of its own: buildAll waits for each build synchronously.
      run: () =>
        runQuietly(process.execPath, [
          '--input-type=module',
          '-e',
          "import { buildAll } from './scripts/lib/build.mjs'; process.exit(buildAll() ? 0 : 1);",
        ]),
    },
  ],
  // After the build: it judges what the bundles hold.
  {
    name: 'licences',
    static: true,
    run: () => run(process.execPath, ['scripts/check-licences.mjs']),
  },
  ...(databaseOnly
    ? [
        [
          {
            name: 'API integration (vitest)',
            report: reportOf('api'),
            run: () =>
              runQuietly('npx', [
                'vitest',
                'run',
                '--project',
                'api',
                ...vitestReportArgs(reportOf('api')),
              ]),
          },
          { ...e2eStep(), run: () => runQuietly('npx', ...e2eCommand()).then(ranE2eSpecs) },
        ],
      ]
    : [
        [
          {
            name: 'unit + API integration (vitest)',
            report: reportOf('unit'),
            run: () => runQuietly('npx', ['vitest', 'run', ...vitestReportArgs(reportOf('unit'))]),
          },
          { ...e2eStep(), run: () => runQuietly('npx', ...e2eCommand()).then(ranE2eSpecs) },
        ],
      ]),
];

/**
 * The e2e suite: vitest itself, not through npm (npm takes `--reporter=…` as its own settings).
 * With --database, the checks of how pages are drawn passed in the first run
 * (e2e/support/scope.ts).
 */
function e2eCommand() {
  return [
    ['vitest', 'run', '--config', 'vitest.config.ts', ...vitestReportArgs(reportOf('e2e'))],
    databaseOnly ? { ...process.env, E2E_SCOPE: 'database' } : process.env,
    path.join(repoRoot, 'e2e'),
  ];
}

function e2eStep() {
  return {
    name: 'e2e',
    report: reportOf('e2e'),
    run: () => ranE2eSpecs(run('npx', ...e2eCommand())),
  };
}

/** The e2e step passed only if what ran were the e2e specs (and some did). */
function ranE2eSpecs(passed) {
  if (!passed) return false;
  const stray = strayTestFiles(reportOf('e2e'), path.join(repoRoot, 'e2e', 'specs'));
  if (stray.length === 0) return true;
  console.error(`e2e: the run was not the e2e specs:\n  ${stray.slice(0, 5).join('\n  ')}`);
  return false;
}

/** The steps of this run: a group keeps the steps that are not skipped. */
const steps = allSteps
  .map((step) => (Array.isArray(step) ? step.filter((s) => !(databaseOnly && s.static)) : step))
  .filter((step) => (Array.isArray(step) ? step.length > 0 : !(databaseOnly && step.static)))
  .map((step) => (Array.isArray(step) && step.length === 1 ? step[0] : step));

// On a machine whose own Node is older than the pinned LTS: install (which brings the pinned Node),
// then run this whole script again on it.
if (isOlderThan(process.version, requiredNodeMajor())) {
  try {
    ensureInstall();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  relaunchOnPinnedNode();
} else {
  void runSteps();
}

/** Runs one step: its result, and how long it took. */
async function runStep(step) {
  const started = Date.now();
  let ok;
  try {
    ok = await step.run();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    ok = false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    ok
      ? paint('32', `<== ${step.name}: passed in ${seconds} s`)
      : paint('31', `<== ${step.name}: FAILED after ${seconds} s`),
  );
  return {
    name: step.name,
    ok,
    seconds,
    failures: ok || !step.report ? [] : failedTests(step.report),
  };
}

async function runSteps() {
  console.log(
    process.env.DATABASE_URL
      ? 'Database: PGlite and the PostgreSQL server in DATABASE_URL'
      : 'Database: PGlite (set DATABASE_URL to also test a PostgreSQL server)',
  );
  if (databaseOnly) console.log('--database: only the steps that depend on the database');

  const results = [];
  const allStarted = Date.now();
  let stage = 0;
  for (; stage < steps.length; stage++) {
    const group = [steps[stage]].flat();
    const names = group.map((s) => s.name).join(' | ');
    console.log(`\n${paint('1;36', `==> ${names}`)}`);
    const started = Date.now();
    const done = await Promise.all(group.map(runStep));
    results.push(...done);
    if (group.length > 1) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(paint('2', `<== ${names}: ${seconds} s side by side`));
    }
    if (done.some((r) => !r.ok)) break;
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const notRun = steps
    .slice(stage + 1)
    .flat()
    .map((s) => s.name);
  const summary = [];
  for (const r of results) {
    summary.push(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
    for (const failure of r.failures) summary.push(`          ✗ ${failure}`);
  }
  for (const name of notRun) summary.push(`  skip  ${name}`);
  summary.push(`  total ${((Date.now() - allStarted) / 1000).toFixed(1)} s`);
  summary.push(`${passed} passed, ${failed} failed`);
  console.log(`\n${paint('1', 'Summary')}\n${summary.join('\n')}`);
  // .ci/run prints both runs' summaries again at its very end.
  if (process.env.TEST_SUMMARY_FILE) {
    const title = databaseOnly ? 'PostgreSQL run' : 'embedded run';
    appendFileSync(process.env.TEST_SUMMARY_FILE, `${title}\n${summary.join('\n')}\n`);
  }
  process.exit(failed ? 1 : 0);
}
