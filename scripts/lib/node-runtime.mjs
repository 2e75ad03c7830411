// `npm start` and `npm test` run on Node's current LTS, pinned in package.json (`engines`,
// `.nvmrc`) and installed from the npm registry as the `node` package (a devDependency, so the
// lockfile pins its version). A machine whose own Node is older runs these scripts once to
// install, then they start again on the pinned Node, with node_modules/.bin first on PATH so
// that every child (npm, npx, vitest, the server) runs on it too.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:os';
import { repoRoot } from './build.mjs';

/** The major version `engines.node` asks for (">=24" → 24). */
export function requiredNodeMajor() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const match = /(\d+)/.exec(manifest.engines?.node ?? '');
  if (!match) throw new Error('package.json has no engines.node');
  return Number(match[1]);
}

/** Whether a version string such as "v20.20.2" is older than the required major. */
export function isOlderThan(version, major) {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? 0) < major;
}

/**
 * On a Node older than the pinned one, runs this same script again on the pinned Node and exits
 * with its status; returns false when the current Node is already new enough.
 */
export function relaunchOnPinnedNode() {
  const major = requiredNodeMajor();
  if (!isOlderThan(process.version, major)) return false;
  const binDir = path.join(repoRoot, 'node_modules', '.bin');
  const pinned = path.join(binDir, 'node');
  if (!existsSync(pinned)) {
    console.error(
      `Node ${process.version} is older than the ${major} this project runs on, and ` +
        `node_modules/.bin/node is missing: run npm install (it installs Node ${major}).`,
    );
    process.exit(1);
  }
  console.log(`[node] ${process.version} here: running on the pinned Node ${major} instead`);
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(pinned, [...process.execArgv, ...process.argv.slice(1)], {
    cwd: process.cwd(),
    env,
    stdio: 'inherit',
  });
  // The child handles signals itself (a terminal's Ctrl-C reaches both); pass on the ones sent
  // to this process alone, and stay alive until the child has gone.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (err) => {
    console.error(`[node] could not start ${pinned}: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    process.exit(signal ? 128 + (constants.signals[signal] ?? 1) : (code ?? 1));
  });
  return true;
}
