import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, and the built server in it (`npm start` runs dist/main.js). */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtEntry = path.join(apiRoot, 'dist/main.js');

/** The newest modification time under a folder (sources the build depends on). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!e.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/main.js when it is missing or older than the API or shared sources: `npm test`
 * builds before vitest, but a file run on its own must not test a stale bundle.
 */
export function ensureApiBuilt(): void {
  const built = fs.existsSync(builtEntry) ? fs.statSync(builtEntry).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(apiRoot, 'src')),
    newestMtime(path.join(apiRoot, '../../packages/shared/src')),
  );
  if (built < sources) execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot });
}

/** The built server running as a child process. */
export interface BuiltServerChild {
  proc: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A demo server's settings on `dataDir` and `port`, embedded database, no SPA, no reminders. */
export function serverEnv(dataDir: string, port: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The seed's games sit around today: no reminder tick writing mail mid-run.
    REMINDERS: 'off',
    // No load balancer to tell: a stop closes the port at once (graceful-shutdown.test.ts sets one).
    SHUTDOWN_DRAIN_DELAY_MS: '0',
  };
}

/** Starts dist/main.js with serverEnv (plus `extra`), not waiting for it to be ready. */
export function spawnBuiltServer(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): BuiltServerChild {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'SMTP_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    delete env[k];
  }
  Object.assign(env, serverEnv(dataDir, port), extra);
  const proc = spawn(process.execPath, [builtEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { proc, output: () => output, exit };
}

/** Waits for a spawned server's GET /api/ready to answer 200. */
export async function untilReady(child: BuiltServerChild, port: number): Promise<BuiltServerChild> {
  const { proc, output } = child;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return child;
}

/** Starts dist/main.js with serverEnv (plus `extra`) and waits for GET /api/ready to answer. */
export async function startBuiltServer(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Promise<BuiltServerChild> {
  return untilReady(spawnBuiltServer(dataDir, port, extra), port);
}
