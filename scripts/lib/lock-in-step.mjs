// Whether `npm ci` would accept package-lock.json as it is: issue 30 ("npm ci fails on a fresh
// clone"). `npm test` installs through ensure-install.mjs, which falls back to `npm install` when
// `npm ci` refuses, so the suite itself never noticed a lock out of step with a package.json.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { manifestPaths, repoRoot } from '../ensure-install.mjs';

/** The files `npm ci` judges the lock by: .npmrc, the lock, the root's and each workspace's package.json. */
export function lockInputs(root = repoRoot) {
  const files = [path.join(root, '.npmrc'), path.join(root, 'package-lock.json')];
  return [...files.filter((f) => existsSync(f)), ...manifestPaths()].map((f) =>
    path.relative(repoRoot, f),
  );
}

/**
 * Copies those files (from `root`, the repository unless a test passes a changed copy) to a
 * folder of their own and runs `npm ci --dry-run` there: npm's own check that every dependency
 * of every package.json is in the lock at a version it accepts, with nothing installed or fetched.
 * `--offline` with an empty cache: it never reaches the registry, and its answer does not depend
 * on what this machine's npm cache happens to hold. A package.json asking for something the lock
 * lacks then fails as ENOTCACHED (npm looks for it in the registry); online it would say
 * "Missing:" or "Invalid:" for the same cause.
 */
export function npmCiDryRun(root = repoRoot) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dugout-lock-'));
  try {
    for (const file of lockInputs()) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(root, file), path.join(dir, file));
    }
    const result = spawnSync(
      'npm',
      [
        'ci',
        '--dry-run',
        '--ignore-scripts',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--cache',
        path.join(dir, '.npm-cache'),
      ],
      { cwd: dir, encoding: 'utf8', timeout: 60_000 },
    );
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
    return { ok: result.status === 0, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
