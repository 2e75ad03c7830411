import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client as PgClient } from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/main.js');

/**
 * A condition wait: ends at the first 200. Generous because the first start migrates and seeds
 * (thumbnails included), which took 50 s on a two-core machine busy with other work; the specs'
 * hooks allow 120 s in all.
 */
const HEALTH_TIMEOUT_MS = 100_000;
const STOP_TIMEOUT_MS = 10_000;
/** Kept of the server's output, for the error when it fails to start. */
const OUTPUT_LIMIT = 64 * 1024;

export interface StartServerOptions {
  /** Extra environment for the server, e.g. `{ SMTP_URL: peer.url }`. Overrides the defaults. */
  env?: Record<string, string | undefined>;
  /** Script to run instead of apps/api/dist/main.js (for testing the harness itself). */
  entry?: string;
  /** Print the server's output as it comes (also on with E2E_SERVER_LOG=1). */
  log?: boolean;
}

export interface RunningServer {
  /** http://localhost:<port>, no trailing slash. */
  url: string;
  port: number;
  /** The server's DATA_DIR, a fresh temporary folder removed by stop(). */
  dataDir: string;
  /** The PostgreSQL database created for this server (when DATABASE_URL is set). */
  databaseUrl?: string;
  /** Everything the server printed so far (the last 64 KiB). */
  output(): string;
  /** SIGTERM, wait for the exit (SIGKILL after 10 s), drop the database, remove DATA_DIR. */
  stop(): Promise<void>;
}

/** A port free right now on 127.0.0.1. */
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

async function withPg<T>(
  connectionString: string,
  fn: (client: PgClient) => Promise<T>,
): Promise<T> {
  // pg is a dependency of @dugout/api, hoisted to the root node_modules.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server of `baseUrl`; returns its URL. */
async function createDatabase(baseUrl: string): Promise<{ name: string; url: string }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withPg(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withPg(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built server (`node apps/api/dist/main.js`, see `npm run build`) on a free port
 * with a fresh DATA_DIR (and a fresh PostgreSQL database when DATABASE_URL is set), and waits
 * until GET /api/health answers 200.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const entry = opts.entry ?? serverEntry;
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dugout-e2e-'));

  const baseDatabaseUrl = process.env.DATABASE_URL || undefined;
  let database: { name: string; url: string } | undefined;
  if (baseDatabaseUrl) {
    try {
      database = await createDatabase(baseDatabaseUrl);
    } catch (err) {
      await rm(dataDir, { recursive: true, force: true });
      throw err;
    }
  }

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Whatever the test runner set must not leak into the server's configuration.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.WEB_DIST;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  Object.assign(env, {
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const log = opts.log ?? process.env.E2E_SERVER_LOG === '1';
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    if (log) process.stderr.write(`[server :${port}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.on('error', (err) => {
    spawnError = err;
  });

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
          child.kill('SIGKILL');
          await waitForExit(child, STOP_TIMEOUT_MS);
        }
      }
      try {
        if (database && baseDatabaseUrl) await dropDatabase(baseDatabaseUrl, database.name);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    })();
    return stopped;
  };

  const fail = async (why: string): Promise<never> => {
    await stop().catch(() => undefined);
    const shown = output.trim() ? `\n--- server output ---\n${output.trimEnd()}\n---` : '';
    throw new Error(`Server on port ${port} ${why}${shown}`);
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (spawnError) return fail(`could not be started: ${spawnError.message}`);
    if (exited(child)) {
      return fail(`exited before it was ready (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    if (Date.now() > deadline) {
      return fail(`did not answer GET /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }

  return { url, port, dataDir, databaseUrl: database?.url, output: () => output, stop };
}
