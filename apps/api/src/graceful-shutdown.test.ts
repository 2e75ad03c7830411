import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { loadConfig, type AppConfig } from './platform/config';
import { openPglite } from './platform/db/database';
import { loadOrCreateIdpKeys } from './platform/idp/signing-keys';
import {
  ensureApiBuilt,
  serverEnv,
  startBuiltServer,
  type BuiltServerChild,
} from './testing/built-server';
import { memberTokenSigner } from './testing/member-token';
import { freePort } from './testing/test-app';

/**
 * SIGTERM lets the requests in flight finish, finishes the outbox batch in hand,
 * and exits 0. The BUILT server (`node apps/api/dist/main.js`, as `npm start` runs it) is started
 * as a child process on a temporary DATA_DIR (always the embedded database: the test reopens
 * the data folder after the exit to read what was written).
 */

const RECIPIENTS = 50;
/** main.ts forces an exit after 15 s; the shutdown must finish well before. */
const EXIT_LIMIT_MS = 15_000;

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

beforeAll(() => {
  ensureApiBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-shutdown-'));
}, 60_000);

afterAll(() => {
  if (child && child.proc.exitCode === null) child.proc.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM finishes the requests in flight and the outbox batch, then exits 0', async () => {
  // First start: migrations and the demo seed. Stopped (gracefully too) to read the member ids.
  const port = await freePort();
  child = await startBuiltServer(dataDir, port);
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
  const server = await startBuiltServer(dataDir, port, { LOG_LEVEL: 'info' });
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

  // Outbox work: one message to 50 addresses, queued and handed to the worker; SIGTERM at once.
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
  const signalledAt = Date.now();
  server.proc.kill('SIGTERM');
  expect(send.status, await send.text()).toBe(202);
  // The rest of the bodies go once the server has taken the signal and begun to close.
  await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received, shutting down'), {
    timeout: 10_000,
    interval: 20,
  });
  release();
  for (const c of await Promise.all(csvs.map((r) => r.done))) {
    expect(c.status).toBe(200);
    expect(c.body).toBe(csvBefore);
  }
  const answers = await Promise.all(slow.map((s) => s.done));
  for (const a of answers) expect(a.status, a.body).toBeLessThan(300);
  expect(JSON.parse(answers[0]!.body)).toEqual({ saved: 1 });

  const exit = await Promise.race([
    server.exit,
    new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), EXIT_LIMIT_MS + 1000)),
  ]);
  const tookMs = Date.now() - signalledAt;
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  expect(tookMs).toBeLessThan(EXIT_LIMIT_MS);

  // What the server wrote is there; no delivery was cut off mid-send.
  const handle = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    const deliveries = await handle.db
      .selectFrom('deliveries')
      .select(['status', 'locked_until', 'recipient'])
      .where('recipient', 'like', 'shutdown-%@example.test')
      .execute();
    expect(deliveries).toHaveLength(RECIPIENTS);
    expect(deliveries.filter((d) => d.status === 'sending')).toEqual([]);
    expect(deliveries.filter((d) => d.status === 'failed')).toEqual([]);
    // Claimed but not sent would mean the batch in hand was dropped.
    expect(deliveries.filter((d) => d.status === 'queued' && d.locked_until !== null)).toEqual([]);
    expect(deliveries.filter((d) => d.status === 'sent')).toHaveLength(RECIPIENTS);
    const mailbox = await handle.db
      .selectFrom('dev_mailbox')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('to', 'like', 'shutdown-%@example.test')
      .executeTakeFirstOrThrow();
    expect(Number(mailbox.n)).toBe(RECIPIENTS);

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
}, 120_000);
