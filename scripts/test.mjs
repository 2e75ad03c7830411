#!/usr/bin/env node
// `npm test`: everything from a fresh clone, in order, stopping at the first failure.
//   install -> (chromium, 156 or newer) -> licences -> lint -> typecheck -> vitest (unit + API integration) -> build -> e2e
// API integration runs against PGlite, and also against the PostgreSQL server in DATABASE_URL
// when it is set (.ci/run does both). The last line is `N passed, N failed` (CI reads it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';
import { buildAll, repoRoot } from './lib/build.mjs';
import { CHROMIUM, CHROMIUM_MIN_MAJOR, chromiumMajor, chromiumPlan } from './lib/chromium.mjs';
import { isOlderThan, relaunchOnPinnedNode, requiredNodeMajor } from './lib/node-runtime.mjs';

const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Runs a command in the repo root with inherited output; true when it exits 0. */
function run(command, args, env = process.env) {
  console.log(paint('2', `$ ${[command, ...args].join(' ')}`));
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) console.error(result.error.message);
  return !result.error && result.status === 0;
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

const steps = [
  {
    name: 'install',
    run: () => {
      ensureInstall();
      return true;
    },
  },
  { name: 'chromium', run: ensureChromium },
  { name: 'licences', run: () => run(process.execPath, ['scripts/check-licences.mjs']) },
  { name: 'lint', run: () => run('npm', ['run', 'lint']) },
  { name: 'typecheck', run: () => run('npm', ['run', 'typecheck']) },
  { name: 'unit + API integration (vitest)', run: () => run('npx', ['vitest', 'run']) },
  { name: 'build (web + API)', run: () => buildAll() },
  { name: 'e2e', run: () => run('npm', ['run', 'test:e2e']) },
];

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
  runSteps();
}

function runSteps() {
  console.log(
    process.env.DATABASE_URL
      ? 'Database: PGlite and the PostgreSQL server in DATABASE_URL'
      : 'Database: PGlite (set DATABASE_URL to also test a PostgreSQL server)',
  );

  const results = [];
  const allStarted = Date.now();
  for (const step of steps) {
    console.log(`\n${paint('1;36', `==> ${step.name}`)}`);
    const started = Date.now();
    let ok;
    try {
      ok = step.run();
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      ok = false;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ name: step.name, ok, seconds });
    console.log(
      ok
        ? paint('32', `<== ${step.name}: passed in ${seconds} s`)
        : paint('31', `<== ${step.name}: FAILED after ${seconds} s`),
    );
    if (!ok) break;
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const notRun = steps.slice(results.length).map((s) => s.name);
  console.log(`\n${paint('1', 'Summary')}`);
  for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const name of notRun) console.log(`  skip  ${name}`);
  console.log(`  total ${((Date.now() - allStarted) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
