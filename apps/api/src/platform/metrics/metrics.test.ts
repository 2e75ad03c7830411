import net from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../db/database';
import { exposition } from './exposition';
import { SCRAPE_DB_TIMEOUT_MS, serverGauges } from './scrape-gauges';
import { createTestApp, freePort, type TestApp } from '../../testing/test-app';
import { codeMailedAfter, lastMailId } from '../../testing/dev-mailbox';
import { authorizeQuery, signInByCode } from '../../testing/sign-in';
import { CookieJar } from '../../testing/cookie-jar';
import { Outbox } from '../outbox/outbox';
import { requestLoginCode } from '../idp/login-codes';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/**
 * The exposition text, parsed twice: as it is (each family's type), and with histograms' TYPE
 * lines dropped, so that their _bucket, _sum and _count series come out one per label set (the
 * parser folds a labelled histogram's series into one).
 */
function parseExposition(text: string) {
  const families = parsePrometheusTextFormat(text);
  const histograms = families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name);
  const untyped = text.replace(/^# (TYPE|HELP) (\S+) .*$/gm, (line, _kind, name: string) =>
    histograms.includes(name) ? '' : line,
  );
  return { families, series: parsePrometheusTextFormat(untyped) };
}
type Scrape = ReturnType<typeof parseExposition>;

/** A series' value: the first whose labels include `labels` (0 when none does). */
function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const sample = scrape.series
    .filter((f) => f.name === name)
    .flatMap((f) => f.metrics)
    .find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return sample ? Number(sample.value) : 0;
}

describe('Prometheus metrics', () => {
  let app: TestApp;
  let base: string;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    app = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
    base = await app.listen();
  });
  afterAll(async () => {
    await app?.close();
  });

  const scrapePort = async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parseExposition(await res.text());
  };
  const scrapeMain = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return parseExposition(await res.text());
  };

  it('counts requests by route pattern, sign-in codes, failures and deliveries', async () => {
    const before = await scrapePort();
    const health = { method: 'GET', route: '/api/health', status: '200' };

    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A sign-in whose code goes out through the outbox (email, dev transport).
    const admin = 'admin@riverhawks.test';
    const since = await lastMailId(app.database.db);
    await signInByCode({
      base,
      clientId: app.config.clientId,
      audience: app.config.AUTH_AUDIENCE,
      email: admin,
      readCode: (email) => codeMailedAfter(app.database.db, email, since),
    });
    // A failing sign-in: a code nobody was sent.
    const jar = new CookieJar();
    const q = authorizeQuery({
      clientId: app.config.clientId,
      audience: app.config.AUTH_AUDIENCE,
      redirectUri: `${base}/callback`,
    });
    const start = await jar.fetch(`${base}/idp/authorize?${q}`);
    const uid = start.headers.get('location')!.split('/').pop()!;
    const wrong = await jar.fetch(`${base}/idp/interaction/${uid}/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'family@riverhawks.test', code: '000000' }),
    });
    expect(wrong.status).toBe(400);
    await app.reminders.runOnce();

    const after = await scrapePort();
    const delta = (name: string, labels?: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const requests = 'dugout_http_request_duration_seconds_count';
    // The scrape itself is not counted: the port's listener is outside the app.
    expect(delta(requests, health)).toBe(3);
    const codeRoute = {
      method: 'POST',
      route: '/idp/interaction/:uid/code',
      status: '400',
    };
    expect(delta(requests, codeRoute)).toBe(1);
    expect(delta('dugout_sign_in_codes_sent_total')).toBe(1);
    expect(delta('dugout_sign_in_failures_total', { reason: 'invalid_code' })).toBe(1);
    // The code's mail, and the demo family's conversation digest if the pass below sent one.
    const emails = delta('dugout_outbox_deliveries_total', { channel: 'email', result: 'sent' });
    expect(emails).toBeGreaterThanOrEqual(1);
    expect(emails).toBeLessThanOrEqual(2);
    expect(delta('dugout_reminder_passes_total', { result: 'ok' })).toBe(1);
    // The digests are a job of their own, with their own pass count (DESIGN §9).
    expect(delta('dugout_conversation_digest_passes_total', { result: 'ok' })).toBe(1);
    expect(delta('dugout_conversation_digests_total', { result: 'failed' })).toBe(0);

    // A histogram with buckets, labelled by the pattern: no interaction id in any series.
    const latency = after.families.find((f) => f.name === 'dugout_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    expect(JSON.stringify(after.series)).not.toContain(uid);
    const inf = valueOf(after, 'dugout_http_request_duration_seconds_bucket', {
      ...health,
      le: '+Inf',
    });
    expect(inf).toBe(valueOf(after, requests, health));
    expect(valueOf(after, 'dugout_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
  });

  it('reads the outbox queue at scrape time: its depth and the oldest message’s age', async () => {
    // With the workers stopped, a code asked for stays queued. Sent and started again after
    // (tests run in any order: the next one's sign-in needs its code mailed).
    await app.worker.stop();
    try {
      await queuedCodeIsRead();
    } finally {
      await app.worker.drain();
      app.worker.start();
    }
  });

  async function queuedCodeIsRead() {
    const before = await scrapeMain();
    await requestLoginCode(app.database.db, new Outbox(), {
      email: 'staff@riverhawks.test',
      teamName: app.config.TEAM_NAME,
    });
    await new Promise((r) => setTimeout(r, 1_100));
    const after = await scrapeMain();
    expect(valueOf(after, 'dugout_outbox_pending')).toBe(
      valueOf(before, 'dugout_outbox_pending') + 1,
    );
    expect(valueOf(after, 'dugout_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'dugout_scrape_db_ok')).toBe(1);
    // /metrics on the main port is a route like any other: timed under its pattern.
    expect(
      valueOf(after, 'dugout_http_request_duration_seconds_count', { route: '/metrics' }),
    ).toBeGreaterThan(0);
  }

  it('exports the process, event loop and database pool', async () => {
    const families = await scrapePort();
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    const names = families.series.map((f) => f.name);
    expect(names).toContain('nodejs_eventloop_lag_seconds');
    if (app.database.kind === 'postgres') {
      // The test database's pool (createTestDatabase sizes it, not DB_POOL_SIZE).
      expect(valueOf(families, 'dugout_db_pool_max')).toBe(app.database.pool!.options.max);
      expect(valueOf(families, 'dugout_db_pool_max')).toBeGreaterThan(1);
      const connections = families.series.filter((f) => f.name === 'dugout_db_pool_connections');
      const total = connections.flatMap((f) => f.metrics).reduce((n, m) => n + Number(m.value), 0);
      expect(total).toBeGreaterThan(0);
      expect(names).toContain('dugout_db_pool_waiting');
    } else {
      // The embedded database: one connection, no pool to wait for.
      expect(valueOf(families, 'dugout_db_pool_max')).toBe(1);
      expect(names).not.toContain('dugout_db_pool_waiting');
    }
  });

  it('refuses /metrics on the main port without the token, or with another', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await none.json()) as { message: string }).message).toContain('METRICS_TOKEN');
    const spanish = await fetch(`${base}/metrics`, { headers: { 'accept-language': 'es' } });
    expect(((await spanish.json()) as { message: string }).message).toContain('requieren');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await fetch(`${base}/metrics`, { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(await res.text()).not.toContain('dugout_');
    }
    // The separate port serves /metrics only.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

describe('Prometheus metrics, not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves no /metrics and opens no listener', async () => {
    expect(app.metrics).toBeNull();
    const res = await app.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('dugout_');
  });
});

describe('the metrics listener', () => {
  it('closes with the server', async () => {
    const port = await freePort();
    const app = await createTestApp({ METRICS_PORT: String(port) });
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL pool waits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts the acquisitions that queued for a saturated pool and times every acquisition', async () => {
    // A pool of two on the test database, with the gauges a server builds on its own. A scrape
    // reads the outbox through the pool too (one acquisition, never a wait: the pool is free).
    const database = openPostgres(app.database.connectionString!, 2);
    try {
      const registry = serverGauges(database);
      const scrape = async () => parseExposition(await registry.metrics());
      const delta = (a: Scrape, b: Scrape, name: string) => valueOf(b, name) - valueOf(a, name);
      const pool = database.pool!;
      const before = await scrape();
      expect(valueOf(before, 'dugout_db_pool_waits_total')).toBe(0);

      const held = [await pool.connect(), await pool.connect()];
      // Both in use: a query through Kysely (the promise form) and one through pool.query (the
      // callback form) queue until a connection comes back.
      const queued = [
        database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute(),
        pool.query('select 2'),
      ];
      const queuedBy = performance.now();
      await vi.waitFor(() => expect(pool.waitingCount).toBe(2));
      const releasedAt = performance.now();
      held.forEach((c: pg.PoolClient) => c.release());
      await Promise.all(queued);
      const after = await scrape();
      expect(delta(before, after, 'dugout_db_pool_waits_total')).toBe(2);
      // The two held, the two queued, and the first scrape's own read.
      expect(delta(before, after, 'dugout_db_pool_acquire_seconds_count')).toBeGreaterThanOrEqual(
        4,
      );
      // Each wait lasted at least from when both were queued until the release.
      expect(delta(before, after, 'dugout_db_pool_acquire_seconds_sum')).toBeGreaterThanOrEqual(
        (2 * (releasedAt - queuedBy)) / 1000,
      );
      expect(valueOf(after, 'dugout_db_pool_acquire_seconds_bucket', { le: '+Inf' })).toBe(
        valueOf(after, 'dugout_db_pool_acquire_seconds_count'),
      );

      // A connection free again is no wait.
      await database.db.selectNoFrom((eb) => eb.val(3).as('three')).execute();
      const idle = await scrape();
      expect(delta(after, idle, 'dugout_db_pool_waits_total')).toBe(0);
      expect(delta(after, idle, 'dugout_db_pool_acquire_seconds_count')).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
  });
});

describe('a scrape while the database is down or does not answer', () => {
  it('serves every other metric at once: the outbox gauges NaN, dugout_scrape_db_ok 0', async () => {
    // Down: nothing listens on the port (refused at once). Silent: a peer that accepts the
    // connection and never answers, as a hung server or a pool with no free connection would
    // keep the query waiting (here for the 20 s of DB_POOL_WAIT_MS's default).
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const down = openPostgres(`postgres://dugout@127.0.0.1:${await freePort()}/dugout`, 2);
    const hung = openPostgres(`postgres://dugout@127.0.0.1:${silentPort}/dugout`, 2, 20_000);
    try {
      for (const [what, database] of [
        ['down', down],
        ['silent', hung],
      ] as const) {
        const registry = serverGauges(database);
        for (let scrape = 0; scrape < 2; scrape++) {
          const started = performance.now();
          const text = await exposition(registry);
          const tookMs = performance.now() - started;
          expect(tookMs, what).toBeLessThan(SCRAPE_DB_TIMEOUT_MS + 1_500);
          const parsed = parseExposition(text);
          expect(valueOf(parsed, 'dugout_scrape_db_ok'), what).toBe(0);
          const pending = parsed.series.find((f) => f.name === 'dugout_outbox_pending');
          // prom-client writes 'Nan' (Prometheus reads it as NaN, as Go's ParseFloat does).
          expect(pending?.metrics[0]?.value, what).toMatch(/^nan$/i);
          // The rest as usual: the process, the event loop, the pool.
          expect(valueOf(parsed, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
          expect(parsed.series.map((f) => f.name)).toContain('nodejs_eventloop_lag_seconds');
          expect(valueOf(parsed, 'dugout_db_pool_max')).toBe(2);
        }
      }
      // The silent database's query is waited on again by the next scrape, not repeated: one
      // connection attempt for two scrapes.
      expect(held).toHaveLength(1);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await Promise.all([down.close(), hung.close()]);
    }
  }, 30_000);
});
