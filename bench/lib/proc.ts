import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverNodeBinary } from '../../scripts/lib/server-flags.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set of a process in MB: VmHWM (the kernel's peak) or VmRSS (now). */
export function rssMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Polls GET <url>/api/ready until it answers 200; returns the milliseconds waited. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before answering (${child.exitCode ?? child.signalCode})`);
    }
    if (performance.now() - started > timeoutMs) throw new Error('no answer from /api/ready');
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3000) });
      await res.body?.cancel();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}

export function stopChild(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ApiServer {
  url: string;
  port: number;
  pid: number;
  output(): string;
  /** Peak resident set so far (MB). */
  peakRssMb(): number | null;
  stop(): Promise<void>;
}

let benchServerBuild: Promise<string> | null = null;

/**
 * Bundles ceiling-server.ts (the app plus the ceiling route) with the API's own build script into
 * apps/api/dist/bench-server.js, beside main.js: the same code, settings and paths as `npm start`.
 * Once per run.
 */
export function buildBenchServer(): Promise<string> {
  benchServerBuild ??= new Promise((resolve, reject) => {
    const outfile = path.join(repoRoot, 'apps/api/dist/bench-server.js');
    const entry = path.join(repoRoot, 'bench/lib/ceiling-server.ts');
    const build = spawn(process.execPath, ['build.mjs', entry, outfile], {
      cwd: path.join(repoRoot, 'apps/api'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve(outfile) : reject(new Error(`bench server build failed (${code})`)),
    );
  });
  return benchServerBuild;
}

/** Starts the built server with DEMO=1 and the bench's ceiling route (see buildBenchServer). */
export async function startApi(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: opts.dataDir,
    DEMO: '1',
    NODE_ENV: 'production',
    // The seed's games sit around today: no reminder tick writing mail mid-run.
    REMINDERS: 'off',
    LOG_LEVEL: 'warn',
    // No load balancer to tell: a stop closes the port at once, not after the drain delay.
    SHUTDOWN_DRAIN_DELAY_MS: '0',
    // One server, so its own folder store is the only one (config.ts refuses it otherwise).
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl, BLOB_DIR_SHARED: 'true' } : {}),
    ...opts.env,
  });
  let output = '';
  // The Node and flags `npm start` gives the server: the bench measures what it runs.
  const child = spawn(serverNodeBinary(), [...SERVER_NODE_FLAGS, await buildBenchServer()], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-32_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    // BENCH_START_TIMEOUT_S: on a busy shared machine a start on 20,000 contacts can pass 2 min.
    await waitForHealth(url, child, Number(process.env.BENCH_START_TIMEOUT_S ?? 120) * 1000);
  } catch (err) {
    await stopChild(child);
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  const pid = child.pid!;
  let peak: number | null = null;
  return {
    url,
    port,
    pid,
    output: () => output,
    peakRssMb: () => {
      const now = rssMb(pid);
      if (now !== null) peak = Math.max(peak ?? 0, now);
      return peak;
    },
    stop: () => stopChild(child),
  };
}
