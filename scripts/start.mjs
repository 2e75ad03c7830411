#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the built server in the
// foreground. The server migrates and seeds its database itself and serves the SPA from
// apps/web/dist on PORT (default 3000). Demo mode is on by default only for this machine
// (PUBLIC_URL unset or loopback), listening on localhost: see lib/demo.mjs.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { buildAll, repoRoot } from './lib/build.mjs';
import { startEnvironment } from './lib/demo.mjs';
import { relaunchOnPinnedNode } from './lib/node-runtime.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

try {
  ensureInstall({ quiet: true });
} catch (err) {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
// On an older Node, the same script runs again on the pinned LTS that the install brought.
if (!relaunchOnPinnedNode()) serve();

function serve() {
  if (!buildAll()) process.exit(1);

  const { env, note } = startEnvironment(process.env);
  if (note) console.log(`[start] ${note}`);

  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(repoRoot, 'apps/api/dist/main.js')],
    { cwd: repoRoot, env, stdio: 'inherit' },
  );

  // Ctrl-C reaches the whole foreground process group (and npm forwards it once more), so the
  // first signal is passed on once and its echoes are ignored. A signal after a pause means the
  // user insists: a second one repeats it, a third kills the server.
  let signalsSent = 0;
  let lastSignalAt = 0;
  function forward(signal) {
    const now = Date.now();
    if (signalsSent > 0 && now - lastSignalAt < 1000) return;
    lastSignalAt = now;
    signalsSent += 1;
    if (signalsSent >= 3) {
      console.error('[start] server still running: killing it');
      server.kill('SIGKILL');
    } else {
      server.kill(signal);
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

  server.on('error', (err) => {
    console.error(`[start] could not start the server: ${err.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    if (signal) {
      // Exit the way shells expect from a process ended by a signal (130 for SIGINT, ...).
      process.exit(128 + (constants.signals[signal] ?? 1));
    }
    process.exit(code ?? 1);
  });
}
