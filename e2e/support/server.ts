import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client as PgClient } from 'pg';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-flags.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/main.js');
const COMPILE_CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/e2e-node-compile');

/**
 * A condition wait: ends at the first 200. Generous because a start from empty migrates and seeds
 * (thumbnails included), which took 50 s on a two-core machine busy with other work; the specs'
 * hooks allow 180 s in all.
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
  /**
   * Start from an empty DATA_DIR and database, so that this server migrates and seeds them itself
   * as `npm start` does on a fresh clone. Without it, the server starts from a copy of the run's
   * seeded template (see e2e/global-setup.ts) when there is one: the same data, minutes cheaper
   * over a run. Implied by `entry`, and by an `env` that changes what the seed writes.
   */
  fresh?: boolean;
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

/**
 * Creates a database on the server of `baseUrl`, empty or a copy of `template`; returns its URL.
 * A template must have no open connection (PostgreSQL refuses to copy it otherwise).
 */
async function createDatabase(
  baseUrl: string,
  template?: string,
  prefix = 'e2e',
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withPg(baseUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
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
 * The run's seeded template, which e2e/global-setup.ts makes once per run and names in these
 * variables (the test workers inherit them): a DATA_DIR that a server left after migrating,
 * seeding and a clean stop, and with DATABASE_URL, the PostgreSQL database it left too.
 */
export const TEMPLATE_DATA_DIR_ENV = 'E2E_TEMPLATE_DATA_DIR';
export const TEMPLATE_DATABASE_ENV = 'E2E_TEMPLATE_DATABASE';
/** Escape hatch: E2E_FRESH_SERVERS=1 makes no template, and every server migrates and seeds. */
export const FRESH_SERVERS_ENV = 'E2E_FRESH_SERVERS';

/** Settings that change what the migrations or the seed write: a server given one starts empty. */
const SEED_SETTINGS = ['DEMO', 'PHONE_REGION', 'DATA_DIR', 'DATABASE_URL', 'S3_BUCKET'];

export interface SeededTemplate {
  dataDir: string;
  /** The template database's name, when the run uses PostgreSQL (DATABASE_URL). */
  database?: string;
}

function templateFromEnv(): SeededTemplate | undefined {
  const dataDir = process.env[TEMPLATE_DATA_DIR_ENV];
  if (!dataDir || process.env[FRESH_SERVERS_ENV] === '1') return undefined;
  const database = process.env[TEMPLATE_DATABASE_ENV] || undefined;
  // A template made for the other database engine is no use to this server.
  if (Boolean(database) !== Boolean(process.env.DATABASE_URL)) return undefined;
  return { dataDir, ...(database ? { database } : {}) };
}

/**
 * Starts the built server (`node apps/api/dist/main.js`, see `npm run build`) on a free port
 * with its own DATA_DIR (and its own PostgreSQL database when DATABASE_URL is set), and waits
 * until GET /api/ready answers 200 (migrated, seeded, outbox running). Both are copies of the run's seeded template when there is
 * one (the server still runs its migrations and seed check on them: no-ops), else empty.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const seedSettingGiven = SEED_SETTINGS.some((key) => opts.env && key in opts.env);
  const template = opts.fresh || opts.entry || seedSettingGiven ? undefined : templateFromEnv();
  return launch(opts, template, false);
}

async function launch(
  opts: StartServerOptions,
  template: SeededTemplate | undefined,
  keep: boolean,
): Promise<RunningServer> {
  const entry = opts.entry ?? serverEntry;
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const started = Date.now();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), keep ? 'dugout-e2e-template-' : 'dugout-e2e-'));

  const baseDatabaseUrl = process.env.DATABASE_URL || undefined;
  let database: { name: string; url: string } | undefined;
  try {
    // The lock file is the template server's, released at its stop: never copied.
    if (template) {
      await cp(template.dataDir, dataDir, {
        recursive: true,
        filter: (source) => path.basename(source) !== 'dugout.lock',
      });
    }
    if (baseDatabaseUrl) {
      database = await createDatabase(
        baseDatabaseUrl,
        template?.database,
        keep ? 'e2e_template' : 'e2e',
      );
    }
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
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
    // Node's cache of compiled modules, shared by the run's servers (checked against each
    // file's content): a start then compiles less of the bundle and its dependencies.
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || COMPILE_CACHE_DIR,
    DATA_DIR: dataDir,
    DEMO: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The seed's games sit near today: an automatic reminder would text and mail the demo
    // families mid-spec, so a spec's ledger and texts would depend on the date it runs.
    REMINDERS: 'off',
    // No load balancer to tell: a stop closes the port at once, not after the drain delay.
    SHUTDOWN_DRAIN_DELAY_MS: '0',
    // One server, so its own folder store is the only one (config.ts refuses it otherwise).
    ...(database ? { DATABASE_URL: database.url, BLOB_DIR_SHARED: 'true' } : {}),
  });
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const log = opts.log ?? process.env.E2E_SERVER_LOG === '1';
  let output = '';
  // The flags `npm start` gives the server (heap limits included), so the specs run under them.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
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

  // A template's data outlives its server, but only after a clean exit: SIGTERM closed the
  // database (PGlite checkpoints), so a copy of the folder is consistent.
  let discard = !keep;
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
      const clean = child.exitCode === 0;
      if (!discard && clean) return;
      try {
        if (database && baseDatabaseUrl) await dropDatabase(baseDatabaseUrl, database.name);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      if (!discard) {
        throw new Error(
          `The template server on port ${port} did not stop cleanly` +
            ` (${child.signalCode ?? `code ${child.exitCode}`}), so its data was not kept`,
        );
      }
    })();
    return stopped;
  };

  const fail = async (why: string): Promise<never> => {
    discard = true;
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
      return fail(`did not answer GET /api/ready with 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3000) });
      await res.body?.cancel();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }

  if (log) {
    const from = template ? 'a copy of the seeded template' : 'empty';
    process.stderr.write(
      `[server :${port}] ready in ${Date.now() - started} ms, started from ${from}\n`,
    );
  }
  return { url, port, dataDir, databaseUrl: database?.url, output: () => output, stop };
}

/**
 * Migrates and seeds once for the whole run (e2e/global-setup.ts): the built server starts from
 * empty exactly as `npm start` does on a fresh clone, and stops cleanly; its DATA_DIR, and with
 * DATABASE_URL its database, become the template that startServer copies for every spec.
 */
export async function createSeededTemplate(
  opts: Pick<StartServerOptions, 'log'> = {},
): Promise<SeededTemplate> {
  const server = await launch(opts, undefined, true);
  await server.stop();
  const database = server.databaseUrl ? new URL(server.databaseUrl).pathname.slice(1) : undefined;
  return { dataDir: server.dataDir, ...(database ? { database } : {}) };
}

/** Removes a template made by createSeededTemplate (its folder, and its database). */
export async function removeSeededTemplate(template: SeededTemplate): Promise<void> {
  const baseDatabaseUrl = process.env.DATABASE_URL || undefined;
  try {
    if (template.database && baseDatabaseUrl) {
      await dropDatabase(baseDatabaseUrl, template.database);
    }
  } finally {
    await rm(template.dataDir, { recursive: true, force: true });
  }
}
