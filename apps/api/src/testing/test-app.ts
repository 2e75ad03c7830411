import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { JWTPayload } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Language } from '@dugout/shared';
import { afterAll, beforeAll, vi } from 'vitest';
import { loadConfig, type AppConfig } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/database';
import type { IdpKeys } from '../platform/idp/signing-keys';
import { createServer, type RunningServer } from '../server';
import { memberTokenSigner } from './member-token';
import { createTestDatabase } from './test-database';

export type DemoRole = 'admin' | 'it' | 'family' | 'parent' | 'staff' | 'newcomer';

export interface TestApp extends RunningServer {
  config: AppConfig;
  keys: IdpKeys;
  logs: string[];
  /**
   * Resolves once every request in `logs` has logged its outcome, a request's last line: from
   * then on `logs` holds all the app will write about the requests made so far.
   */
  requestsLogged(): Promise<void>;
  /** A valid access token for a contact, signed like the embedded IdP signs them. */
  tokenFor(contactId: string, overrides?: JWTPayload): Promise<string>;
  contactId(role: DemoRole | string): Promise<string>;
  /** app.inject with a bearer token for a demo role or a contact id. */
  injectAs(who: DemoRole | string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Listens on the configured port (for tests that need a real HTTP client). */
  listen(): Promise<string>;
  /** Stores `language` as the member's own (a demo role or a contact id). */
  setLanguage(who: DemoRole | string, language: Language): Promise<void>;
  /** Runs `check` while the member reads `language`, then gives them English (the demo's) back. */
  whileReading(
    who: DemoRole | string,
    language: Language,
    check: () => Promise<void>,
  ): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-test-'));
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    DEMO: '1',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  let database: DatabaseHandle | null = await createTestDatabase();
  const server = await createServer(config, { database, logStream });
  // The keys the server loaded (DATA_DIR/keys on PGlite, the database on PostgreSQL).
  const keys = server.secrets.idp!;
  const tokenFor = await memberTokenSigner(config, keys);

  const ids = new Map<string, string>();
  const contactId = async (who: string) => {
    const email = who.includes('@') ? who : `${who}@riverhawks.test`;
    if (/^[0-9a-f-]{36}$/i.test(who)) return who;
    if (!ids.has(email)) {
      const row = await server.database.db
        .selectFrom('contacts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      ids.set(email, row.id);
    }
    return ids.get(email)!;
  };

  const setLanguage = async (who: string, language: Language) => {
    await server.database.db
      .updateTable('contacts')
      .set({ language })
      .where('id', '=', await contactId(who))
      .execute();
  };

  const requestsLogged = () =>
    vi.waitFor(
      () => {
        const open = new Set<string>();
        for (const line of logs.join('').split('\n')) {
          const entry = parseLogLine(line);
          if (!entry?.reqId) continue;
          if (entry.msg === 'incoming request') open.add(entry.reqId);
          else if (entry.msg === 'request completed' || entry.msg === 'request errored') {
            open.delete(entry.reqId);
          }
        }
        if (open.size > 0) throw new Error(`no outcome logged yet for ${[...open].join(', ')}`);
      },
      { timeout: 10_000, interval: 10 },
    );

  return {
    ...server,
    config,
    keys,
    logs,
    requestsLogged,
    tokenFor,
    contactId,
    setLanguage,
    async whileReading(who, language, check) {
      await setLanguage(who, language);
      try {
        await check();
      } finally {
        await setLanguage(who, 'en');
      }
    },
    async injectAs(who, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (who) headers.authorization = `Bearer ${await tokenFor(await contactId(who))}`;
      return server.app.inject({ ...opts, headers });
    },
    async listen() {
      await server.app.listen({ port, host: '127.0.0.1' });
      return config.publicUrl;
    },
    async close() {
      await server.close();
      await database?.close();
      database = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: created (with `env`) before its tests and closed after them. What is
 * returned stands for that app; it is there inside tests and hooks (the file's own beforeAll
 * hooks run after this one), not while the file is first read.
 */
export function testAppForFile(env: Record<string, string> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!app) throw new Error('The test app starts in beforeAll: use it in tests and hooks.');
      return Reflect.get(app, key, app);
    },
  });
}

/** A pino JSON line's request id and message; null for anything else. */
function parseLogLine(line: string): { reqId?: string; msg?: string } | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as { reqId?: string; msg?: string };
  } catch {
    return null;
  }
}
