import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config';
import { openPostgres, type DatabaseHandle } from './platform/db/database';
import { createServer, type RunningServer } from './server';
import { memberTokenSigner } from './testing/member-token';
import { createTestApp, freePort, type TestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';

/**
 * Faults. The outbox's retries, backoff, final 'failed' with the reason and never-twice are
 * proven in platform/outbox/outbox-worker.test.ts and modules/messaging/never-twice.test.ts;
 * this file covers the database side.
 */

/** A TCP proxy on loopback in front of PostgreSQL that the test can cut and restore. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    start,
    get port() {
      return port;
    },
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('the database going away (PostgreSQL server)', () => {
  let seeded: DatabaseHandle;
  let proxied: DatabaseHandle;
  let server: RunningServer;
  let proxy: ReturnType<typeof tcpProxy>;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    seeded = await createTestDatabase();
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(seeded.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = openPostgres(url.toString(), 3);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-faults-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      WEB_DIST: '',
      DEMO: '1',
      LOG_LEVEL: 'fatal',
    });
    server = await createServer(config, { database: proxied });
    // A member's token, signed like the embedded IdP signs them (with the keys it loaded).
    const keys = server.secrets.idp!;
    const { id } = await seeded.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'staff@riverhawks.test')
      .executeTakeFirstOrThrow();
    token = await (await memberTokenSigner(config, keys))(id);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await proxied?.close().catch(() => {});
    await seeded?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('answers 503 with a message while it is gone, and recovers when it returns', async () => {
    expect((await get('/api/contact/getall')).statusCode).toBe(200);
    // Cut while requests are in flight: each one answers 200 or 503, never a 500.
    const inFlight = Array.from({ length: 6 }, () => get('/api/contact/getall'));
    await proxy.cut();
    for (const res of await Promise.all(inFlight)) {
      expect([200, 503], res.body.slice(0, 200)).toContain(res.statusCode);
    }
    // A read is answered from memory while the replica's listener vouches for
    // the data version (at most 700 ms after its last good read): right after the cut a read may
    // still be answered, current within that bound; then every read answers 503, never a 500.
    for (const url of ['/api/contact/getall', '/api/event/getall', '/api/me']) {
      const deadline = Date.now() + 2_000;
      let res = await get(url);
      while (res.statusCode === 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        res = await get(url);
      }
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(503);
      expect(res.json().message).toMatch(/database is unavailable/i);
    }
    await proxy.start();
    let last = 0;
    for (let i = 0; i < 20 && last !== 200; i++) {
      last = (await get('/api/contact/getall')).statusCode;
      if (last !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toBe(200);
  }, 60_000);
});

describe('a crash in the middle of a multi-row write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves nothing of a jersey request half-written when one row fails in the database', async () => {
    // A constraint the validator does not know: the second item's insert fails in PostgreSQL.
    await sql`alter table form_requests add constraint faults_test_boom check (jersey_name <> 'BOOM')`.execute(
      t.database.db,
    );
    try {
      const count = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('form_requests')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const item = (jerseyName: string, i: number) => ({
        firstName: 'Kid',
        lastName: 'Family',
        jerseyName,
        jerseyNumber: 7,
        jerseySize: 'Youth M',
        jerseyPosition: 0,
        jerseyIndex: `i${i}`,
      });
      const res = await t.injectAs('family', {
        method: 'POST',
        url: '/api/form/create',
        payload: [item('ONE', 1), item('BOOM', 2), item('THREE', 3)],
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().message).toMatch(/\w/);
      expect(await count()).toBe(before);
    } finally {
      await sql`alter table form_requests drop constraint faults_test_boom`.execute(t.database.db);
    }
  });

  it('leaves no sort order half-applied when one row fails in the database', async () => {
    const rows = await t.database.db
      .selectFrom('content')
      .select(['id', 'sort_order'])
      .orderBy('id')
      .execute();
    await sql`alter table content add constraint faults_test_sort check (sort_order <> 777)`.execute(
      t.database.db,
    );
    try {
      const res = await t.injectAs('admin', {
        method: 'PUT',
        url: '/api/content/updateSortOrder',
        payload: rows.map((r, i) => ({
          id: r.id,
          sortOrder: i === rows.length - 1 ? 777 : 500 + i,
        })),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const after = await t.database.db
        .selectFrom('content')
        .select(['id', 'sort_order'])
        .orderBy('id')
        .execute();
      expect(after).toEqual(rows);
    } finally {
      await sql`alter table content drop constraint faults_test_sort`.execute(t.database.db);
    }
  });
});
