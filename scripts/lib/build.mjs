// Builds the web app and the API, skipping each when its output is newer than every source file
// it depends on (a cheap mtime walk). Shared by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Never sources, at any depth. */
const IGNORED_ANYWHERE = new Set(['node_modules', '.git']);
/** Never sources at the top of a package: build output, data and test leftovers. */
const IGNORED_AT_TOP = new Set(['dist', 'data', 'coverage', '.test-data', '.vite', '.cache']);
/** Test files are not part of either build. */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Newest mtime (ms) of the files under `dir`, or 0 when there are none. */
function newestMtime(dir, top = true) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (IGNORED_ANYWHERE.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (top && IGNORED_AT_TOP.has(entry.name)) continue;
      newest = Math.max(newest, newestMtime(full, false));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Files outside the packages that still change what a build produces. */
const ROOT_INPUTS = ['package-lock.json', 'tsconfig.base.json'].map((f) => path.join(repoRoot, f));

export const targets = [
  {
    name: 'web',
    workspace: '@dugout/web',
    output: path.join(repoRoot, 'apps/web/dist/index.html'),
    sources: [path.join(repoRoot, 'apps/web'), path.join(repoRoot, 'packages/shared')],
  },
  {
    name: 'api',
    workspace: '@dugout/api',
    output: path.join(repoRoot, 'apps/api/dist/main.js'),
    sources: [path.join(repoRoot, 'apps/api'), path.join(repoRoot, 'packages/shared')],
  },
];

/** Why `target` needs building, or null when its output is up to date. */
export function staleReason(target) {
  const built = mtimeOf(target.output);
  if (!built) return `${path.relative(repoRoot, target.output)} is missing`;
  const newestSource = Math.max(
    ...target.sources.map((dir) => newestMtime(dir)),
    ...ROOT_INPUTS.map(mtimeOf),
  );
  return newestSource > built ? 'sources changed since the last build' : null;
}

/**
 * Builds each target that is stale (all of them with `force`). Returns true on success; prints
 * npm's output and returns false on the first failure.
 */
export function buildAll({ force = false, log = console.log } = {}) {
  for (const target of targets) {
    const reason = force ? 'forced' : staleReason(target);
    if (!reason) {
      log(`[build] ${target.name}: up to date, skipped`);
      continue;
    }
    log(`[build] ${target.name}: building (${reason})`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.error || result.status !== 0 || !existsSync(target.output)) {
      log(`[build] ${target.name}: FAILED`);
      return false;
    }
    // Date the output to when the build started: a source saved during the build is then still
    // newer than the output, and the next run rebuilds.
    const startedAt = new Date(started);
    utimesSync(target.output, startedAt, startedAt);
    log(`[build] ${target.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}
