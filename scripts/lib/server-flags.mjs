// The Node flags the server process runs with wherever this project starts it: `npm start`
// (scripts/start.mjs) and the bench (bench/lib/proc.ts), so that the bench measures what runs.
// A deployment that runs `node apps/api/dist/main.js` itself should pass the same.

/** Node's flags for the server, before the script's path. */
export const SERVER_NODE_FLAGS = [
  // Stack traces in the logs point at the TypeScript sources (dist/*.js.map).
  '--enable-source-maps',
];
