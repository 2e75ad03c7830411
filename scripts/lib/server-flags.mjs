// How the server process is started wherever this project starts it: `npm start`
// (scripts/start.mjs) and the bench (bench/lib/proc.ts), so that the bench measures what runs.
// A deployment that runs `node apps/api/dist/main.js` itself should pass the same flags.
import path from 'node:path';
import { repoRoot } from './build.mjs';
import { isOlderThan, requiredNodeMajor } from './node-runtime.mjs';

/** Node's flags for the server, before the script's path. */
export const SERVER_NODE_FLAGS = [
  // Stack traces in the logs point at the TypeScript sources (dist/*.js.map).
  '--enable-source-maps',
];

/**
 * The Node binary `npm start` runs the server on: this one, or the pinned one when this one is
 * older (see node-runtime.mjs). V8's heap sizing differs between them.
 */
export function serverNodeBinary() {
  return isOlderThan(process.version, requiredNodeMajor())
    ? path.join(repoRoot, 'node_modules', '.bin', 'node')
    : process.execPath;
}
