import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { loadConfig, type AppConfig } from './platform/config';
import { openPglite } from './platform/db/database';
import { loadOrCreateIdpKeys } from './platform/idp/signing-keys';
import {
  ensureApiBuilt,
  serverEnv,
  spawnBuiltServer,
  startBuiltServer,
  untilReady,
  type BuiltServerChild,
} from './testing/built-server';
import { memberTokenSigner } from './testing/member-token';
import { freePort } from './testing/test-app';

/**
 * SIGTERM lets the requests in flight finish, stops the outbox claiming, lets the emails already
 * with the SMTP server finish, hands the rest of the send back to the queue, and exits 0 within
 * the grace period. The BUILT server (`node apps/api/dist/main.js`, as `npm start` runs it) is
 * started as a child process on a temporary DATA_DIR (always the embedded database: the test
 * reopens the data folder after the exit to read what was written), and then again on the same
 * data to send the rest, as another replica would.
 */

const RECIPIENTS = 200;
/** SHUTDOWN_GRACE_MS's default: the shutdown finishes within it (the forced exit is 5 s later). */
const GRACE_MS = 10_000;
const SMTP_DELAY_MS = 100;
/** SHUTDOWN_DRAIN_DELAY_MS here: the port stays open, not ready, this long after SIGTERM. */
const DRAIN_MS = 2_500;

type Answer = { status: number; field?: string; message?: string } | 'refused';

/** A GET on a connection of its own: its status and, for a refusal, its field and message. */
async function answer(port: number, url: string, language = 'en'): Promise<Answer> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { 'accept-language': language },
    });
    const body = (await res.json().catch(() => ({}))) as { field?: string; message?: string };
    return { status: res.status, field: body.field, message: body.message };
  } catch {
    return 'refused';
  }
}

/** An SMTP server that answers each message ~100 ms after its data (a slow relay). */
async function slowSmtpPeer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        setTimeout(() => callback(), SMTP_DELAY_MS);
      });
    },
  });
  server.on('error', () => {
    // A sender that goes away mid-message must not fail the run.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A request on its own connection. With `release`, the body is sent in two halves: the second
 * only when `release` resolves, so the request is still in flight until then.
 */
function request(
  port: number,
  method: string,
  url: string,
  token: string,
  body?: unknown,
  release?: Promise<void>,
): { sentHead: Promise<void>; done: Promise<{ status: number; body: string }> } {
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  let sentHead!: () => void;
  const head = new Promise<void>((r) => (sentHead = r));
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!payload) {
      req.end(() => sentHead());
      return;
    }
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half), () => sentHead());
    (release ?? Promise.resolve()).then(() => req.end(payload.subarray(half)), reject);
  });
  done.catch(() => {}); // awaited by the test; a failure must not also count as unhandled
  return { sentHead: head, done };
}

let dataDir = '';
let child: BuiltServerChild | null = null;
let smtp: Awaited<ReturnType<typeof slowSmtpPeer>> | null = null;

beforeAll(async () => {
  ensureApiBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-shutdown-'));
  smtp = await slowSmtpPeer();
}, 60_000);

afterAll(async () => {
  if (child && child.proc.exitCode === null) child.proc.kill('SIGKILL');
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ours = (to: string) => /^shutdown-\d+@example\.test$/.test(to);

// Always the embedded database (above): .ci/run's PostgreSQL run would only repeat the first
// run; replicas.test.ts drains a replica on PostgreSQL.
test.skipIf(Boolean(process.env.DATABASE_URL))(
  'SIGTERM finishes the requests in flight and the emails with the SMTP server, hands back the rest of the send, and exits 0 within the grace',
  async () => {
    // First start: migrations and the demo seed. Meanwhile the port is open already: alive, not
    // ready, nothing else served (a load balancer sees 503, not a refused connection).
    const port = await freePort();
    const extra = { SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_MS) };
    child = spawnBuiltServer(dataDir, port, extra);
    const starting = { status: 503, field: 'starting', message: 'The server is still starting' };
    let sawStarting = false;
    for (let i = 0; !sawStarting && i < 3000 && child.proc.exitCode === null; i++) {
      const ready = await answer(port, '/api/ready');
      if (ready !== 'refused' && ready.status === 200) break;
      if (ready === 'refused' || ready.field !== 'starting') {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      expect(ready).toEqual(starting);
      const health = await answer(port, '/api/health');
      const other = await answer(port, '/api/contact/csv');
      const spanish = await answer(port, '/api/ready', 'es');
      // Still starting after the three: all three were answered while starting.
      const after = await answer(port, '/api/ready');
      if (after === 'refused' || after.field !== 'starting') break;
      expect(health).toEqual({ status: 200 });
      expect(other).toEqual(starting);
      expect(spanish).toEqual({ ...starting, message: 'El servidor todavía se está iniciando' });
      sawStarting = true;
    }
    expect(sawStarting, child.output()).toBe(true);
    await untilReady(child, port);
    child.proc.kill('SIGTERM');
    expect(await child.exit).toEqual({ code: 0, signal: null });

    let ids: { admin: string; family: string };
    let events: string[];
    {
      const handle = await openPglite(path.join(dataDir, 'pgdata'));
      const rows = await handle.db
        .selectFrom('contacts')
        .select(['id', 'email'])
        .where('email', 'in', ['admin@riverhawks.test', 'family@riverhawks.test'])
        .execute();
      ids = {
        admin: rows.find((r) => r.email === 'admin@riverhawks.test')!.id,
        family: rows.find((r) => r.email === 'family@riverhawks.test')!.id,
      };
      events = (
        await handle.db
          .selectFrom('events')
          .leftJoin('event_affiliations as ea', 'ea.event_id', 'events.id')
          .select('events.id')
          .where('ea.event_id', 'is', null)
          .limit(3)
          .execute()
      ).map((e) => e.id);
      await handle.close();
    }
    expect(events.length).toBeGreaterThan(0);

    // Second start: the one that is stopped mid-work. At info level it logs taking the signal.
    const server = await startBuiltServer(dataDir, port, {
      ...extra,
      LOG_LEVEL: 'info',
      SMTP_URL: smtp!.url,
    });
    child = server;
    const base = `http://127.0.0.1:${port}`;
    const config: AppConfig = loadConfig(serverEnv(dataDir, port));
    const keys = await loadOrCreateIdpKeys(dataDir);
    const tokenFor = await memberTokenSigner(config, keys);
    const admin = await tokenFor(ids.admin);
    const family = await tokenFor(ids.family);
    const csvBefore = (await request(port, 'GET', '/api/contact/csv', admin).done).body;
    expect(csvBefore.split('\n').length).toBeGreaterThan(5);

    // Requests in flight: their headers and half their body are with the server when SIGTERM
    // comes; the rest of the body follows after it. Whole CSV downloads go out beside them.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const jersey = {
      firstName: 'Sam',
      lastName: 'Shutdown',
      jerseyName: 'SAM',
      jerseyNumber: 7,
      jerseySize: 'YM',
      jerseyPosition: 0,
      jerseyIndex: '0',
    };
    const slow = [
      request(port, 'POST', '/api/form/create', family, [jersey], released),
      ...events.map((eventID) =>
        request(
          port,
          'POST',
          '/api/rsvp/new',
          family,
          { eventID, contactID: ids.family, status: 'yes' },
          released,
        ),
      ),
    ];
    const csvs = Array.from({ length: 4 }, () => request(port, 'GET', '/api/contact/csv', admin));
    await Promise.all([...slow, ...csvs].map((s) => s.sentHead));
    // Three round trips, one after another, after the heads went out: by the time they are
    // answered the server has accepted those connections and read their heads (a connection
    // still in the listen backlog, or accepted but unread, is not in flight: no server can
    // finish it, and Node resets it on close).
    for (let i = 0; i < 3; i++) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      await health.body?.cancel();
    }

    // Outbox work: one message to 200 addresses; SIGTERM once the SMTP server has 10 of them.
    const send = await fetch(`${base}/api/messaging/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        MessageTypes: 'Email',
        Message: 'Practice moved to 6 PM.',
        Recipients: Array.from({ length: RECIPIENTS }, (_, i) => ({
          Email: `shutdown-${i}@example.test`,
          Name: `Family ${i}`,
          Language: 'en',
        })),
      }),
    });
    expect(send.status, await send.text()).toBe(202);
    await vi.waitFor(() => expect(smtp!.received.filter(ours).length).toBeGreaterThanOrEqual(10), {
      timeout: 30_000,
      interval: 5,
    });
    const signalledAt = Date.now();
    server.proc.kill('SIGTERM');
    // The rest of the bodies go once the server has taken the signal and begun to close.
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received, shutting down'), {
      timeout: 10_000,
      interval: 20,
    });
    // Not ready from then on, yet still listening and alive for the drain delay: a load balancer
    // sees 503 and takes the replica out before its port closes.
    const draining = { status: 503, field: 'draining', message: 'The server is shutting down' };
    expect(await answer(port, '/api/ready')).toEqual(draining);
    expect(await answer(port, '/api/health')).toEqual({ status: 200 });
    release();
    for (const c of await Promise.all(csvs.map((r) => r.done))) {
      expect(c.status).toBe(200);
      expect(c.body).toBe(csvBefore);
    }
    const answers = await Promise.all(slow.map((s) => s.done));
    for (const a of answers) expect(a.status, a.body).toBeLessThan(300);
    expect(JSON.parse(answers[0]!.body)).toEqual({ saved: 1 });
    // Late in the drain delay: still answering, still not ready; the port closes after it.
    // (Checked when the requests above were done before then.)
    const late = signalledAt + DRAIN_MS - 500;
    if (Date.now() < late) {
      await new Promise((r) => setTimeout(r, late - Date.now()));
      expect(await answer(port, '/api/ready')).toEqual(draining);
    }
    await vi.waitFor(async () => expect(await answer(port, '/api/ready')).toBe('refused'), {
      timeout: GRACE_MS,
      interval: 50,
    });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);

    const exit = await Promise.race([
      server.exit,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), GRACE_MS + 6_000)),
    ]);
    const tookMs = Date.now() - signalledAt;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(GRACE_MS);

    // What the server wrote is there; no delivery was cut off mid-send or left claimed.
    const deliveries = async () => {
      const handle = await openPglite(path.join(dataDir, 'pgdata'));
      try {
        return await handle.db
          .selectFrom('deliveries')
          .select(['status', 'locked_until', 'recipient', 'last_error'])
          .where('recipient', 'like', 'shutdown-%@example.test')
          .execute();
      } finally {
        await handle.close();
      }
    };
    const times = (to: string) => smtp!.received.filter((r) => r === to).length;
    const afterStop = await deliveries();
    expect(afterStop).toHaveLength(RECIPIENTS);
    expect(afterStop.filter((d) => d.status === 'sending')).toEqual([]);
    expect(afterStop.filter((d) => d.status === 'failed')).toEqual([]);
    // Claimed but not sent: another replica would wait out the lease for these.
    expect(afterStop.filter((d) => d.status === 'queued' && d.locked_until !== null)).toEqual([]);
    const sentFirst = afterStop.filter((d) => d.status === 'sent');
    const unsent = afterStop.filter((d) => d.status === 'queued');
    expect(sentFirst.length + unsent.length).toBe(RECIPIENTS);
    // Stopped mid-send: the rest waits in the queue, not sent in the grace period.
    expect(unsent.length).toBeGreaterThan(0);
    for (const d of sentFirst) expect(times(d.recipient!), d.recipient!).toBe(1);
    for (const d of unsent) expect(times(d.recipient!), d.recipient!).toBe(0);
    console.log(
      `[shutdown] SIGTERM mid-send: exit 0 after ${tookMs} ms, ${sentFirst.length} of ${RECIPIENTS}` +
        ` sent, ${unsent.length} handed back to the queue`,
    );

    // Another server on the same data (a replica; on the embedded database, the next process)
    // sends the rest at once, none twice.
    const next = await startBuiltServer(dataDir, port, { ...extra, SMTP_URL: smtp!.url });
    child = next;
    await vi.waitFor(() => expect(smtp!.received.filter(ours)).toHaveLength(RECIPIENTS), {
      timeout: 60_000,
      interval: 50,
    });
    next.proc.kill('SIGTERM');
    expect(await next.exit, next.output()).toEqual({ code: 0, signal: null });
    const final = await deliveries();
    expect(final.filter((d) => d.status !== 'sent')).toEqual([]);
    for (const d of final) expect(times(d.recipient!), d.recipient!).toBe(1);

    const handle = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const jerseys = await handle.db
        .selectFrom('form_requests')
        .select('id')
        .where('last_name', '=', 'Shutdown')
        .execute();
      expect(jerseys).toHaveLength(1);
      const rsvps = await handle.db
        .selectFrom('rsvps')
        .select('event_id')
        .where('contact_id', '=', ids.family)
        .where('event_id', 'in', events)
        .execute();
      expect(rsvps).toHaveLength(events.length);
    } finally {
      await handle.close();
    }
  },
  180_000,
);
