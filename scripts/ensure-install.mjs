#!/usr/bin/env node
// Installs dependencies only when they are missing or stale. Plain Node, no dependencies: this
// runs before anything is installed.
//
// "Stale" means the hash of package-lock.json, .npmrc and every workspace package.json differs
// from the one recorded in node_modules/.dugout-install-stamp by the last successful install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeModules = path.join(repoRoot, 'node_modules');
const stampFile = path.join(nodeModules, '.dugout-install-stamp');
const lockFile = path.join(repoRoot, 'package-lock.json');

/** The package.json of the root and of every workspace (simple `dir/*` globs supported). */
export function manifestPaths() {
  const rootManifest = path.join(repoRoot, 'package.json');
  const { workspaces = [] } = JSON.parse(readFileSync(rootManifest, 'utf8'));
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  const dirs = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = path.join(repoRoot, pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) dirs.push(path.join(parent, entry.name));
      }
    } else {
      dirs.push(path.join(repoRoot, pattern));
    }
  }
  const manifests = dirs.map((d) => path.join(d, 'package.json')).filter((p) => existsSync(p));
  return [rootManifest, ...manifests.sort()];
}

/** Hash of everything that decides what `npm install` puts in node_modules. */
export function installHash({ withLock = true } = {}) {
  const hash = createHash('sha256');
  // Native packages (esbuild, rollup) ship per-platform binaries.
  hash.update(`${process.platform}-${process.arch}\n`);
  const files = [path.join(repoRoot, '.npmrc'), ...manifestPaths()];
  for (const file of withLock ? [lockFile, ...files] : files) {
    hash.update(`${path.relative(repoRoot, file)}\n`);
    hash.update(existsSync(file) ? readFileSync(file) : '<missing>');
    hash.update('\n');
  }
  return hash.digest('hex');
}

function npm(args) {
  console.log(`[ensure-install] npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status === 0;
}

/** Whether this runs on a CI machine (CI=true, as every CI service sets it). */
export function isCi(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

const CI_REFUSED =
  'npm ci failed (see above), and on CI the install does not fall back to npm install: a' +
  ' deploy or a fresh clone runs npm ci and would fail the same way. Most often package-lock.json' +
  ' is out of step with a package.json: run `npm install` on your machine and commit' +
  ' package-lock.json (scripts/lock-in-step.test.mjs checks it).';

/**
 * The install itself: `npm ci` from the lock. Outside CI, when there is no lock or `npm ci`
 * refuses (the lock out of step with a package.json), `npm install` repairs both; on CI
 * (`ci`), a refusal fails the install with CI_REFUSED instead. `run` runs npm (tests pass their own).
 */
export function install({ hasNodeModules, hasLock, ci, run = npm }) {
  const args = ['--no-audit', '--no-fund'];
  if (ci) {
    if (!hasLock) throw new Error('package-lock.json is missing: on CI the install is npm ci.');
    if (!run(['ci', ...args])) throw new Error(CI_REFUSED);
    return 'ci';
  }
  if (!hasNodeModules && hasLock && run(['ci', ...args])) return 'ci';
  if (!run(['install', ...args])) throw new Error('npm install failed');
  return 'install';
}

/**
 * Runs npm when node_modules is missing or stale. Returns true when it installed, false when
 * nothing had to be done; throws when the install fails.
 */
export function ensureInstall({ quiet = false, ci = isCi() } = {}) {
  const hasNodeModules = existsSync(nodeModules);
  const expected = installHash();
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (hasNodeModules && recorded === expected) {
    if (!quiet) console.log('[ensure-install] dependencies up to date');
    return false;
  }
  console.log(
    hasNodeModules
      ? '[ensure-install] package.json or package-lock.json changed since the last install'
      : '[ensure-install] node_modules is missing',
  );
  // A fresh clone with a lock file gets exactly the locked tree (`npm ci`, always on CI).
  const manifestsBefore = installHash({ withLock: false });
  install({ hasNodeModules, hasLock: existsSync(lockFile), ci });
  // npm install may have rewritten the lock file: hash again. But when a package.json changed
  // while npm ran, what was installed may not match it: leave the stamp stale for next time.
  if (installHash({ withLock: false }) === manifestsBefore) {
    writeFileSync(stampFile, `${installHash()}\n`);
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureInstall();
  } catch (err) {
    console.error(`[ensure-install] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
