// How the server process is started wherever this project starts it: `npm start`
// (scripts/start.mjs) and the bench (bench/lib/proc.ts), so that the bench measures what runs.
// A deployment that runs `node apps/api/dist/main.js` itself should pass the same flags.
import path from 'node:path';
import { repoRoot } from './build.mjs';
import { isOlderThan, requiredNodeMajor } from './node-runtime.mjs';

/** Node's flags for the server, before the script's path. */
export const SERVER_NODE_FLAGS = [
  // No --enable-source-maps: it keeps dist/main.js.map parsed in the heap for the server's whole
  // life (≈ 110,000 arrays, 20-35 MB resident). Stack traces name dist/main.js, an unminified
  // bundle whose `// src/...` comments give each function's source file; add the flag (or
  // NODE_OPTIONS=--enable-source-maps) to see TypeScript positions instead.
  // PGlite's PostgreSQL is WebAssembly: compiled by V8's baseline tier only, the server starts
  // at ≈ 290 MB instead of a transient ≈ 850 MB (the optimizing tier compiling the whole module)
  // with no measurable cost to its reads (docs/benchmarks.md, "What limits the targets not met").
  '--liftoff-only',
  // V8 sizes its heap for the machine (24 GiB here) and grew it at every load to ≈ 600 MB; held
  // to a young generation of 8 MB and 384 MB old (with sharp, Skia and source maps out of the
  // start), a whole bench peaks at 321-336 MB on PGlite and 235-245 MB on PostgreSQL. 384 MB is over three times what 20,000
  // contacts need (the directory is built in slices); a deployment may raise it.
  '--max-semi-space-size=8',
  '--max-old-space-size=384',
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
