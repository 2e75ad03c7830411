import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { Outbox } from './outbox';
import { OutboxWorker } from './outbox-worker';
import type { MailTransport } from './transport';
import { retryAfterMs, TwilioSmsTransport } from './transports/twilio-sms-transport';

/**
 * Twilio's REST API on loopback, busy for its first `busy` requests: 429 (Twilio's 20429) with
 * `retryAfter` as Retry-After when given; then it takes every text.
 */
let busy = 0;
let retryAfter: string | null = null;
const requests: string[] = [];
const accepted: string[] = [];
let api: http.Server;
let handle: DatabaseHandle;
const SID = 'AC00000000000000000000000000000429';

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const to = new URLSearchParams(body).get('To')!;
      requests.push(to);
      res.setHeader('Content-Type', 'application/json');
      if (busy > 0) {
        busy--;
        res.statusCode = 429;
        if (retryAfter) res.setHeader('Retry-After', retryAfter);
        res.end(JSON.stringify({ code: 20429, message: 'Too Many Requests', status: 429 }));
        return;
      }
      accepted.push(to);
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${accepted.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  handle = await createTestDatabase();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await handle?.close();
  await new Promise((resolve) => api?.close(resolve));
});

const noMail: MailTransport = { name: 'none', async sendEmail() {} };

function worker() {
  return new OutboxWorker({
    db: handle.db,
    outbox: new Outbox(),
    mail: noMail,
    sms: new TwilioSmsTransport({
      accountSid: SID,
      authToken: 'test-token',
      from: '+15550100100',
      baseUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    }),
    log: pino({ level: 'silent' }),
    concurrency: 1,
  });
}

async function enqueueTexts(phones: string[]): Promise<string> {
  return handle.db.transaction().execute((trx) =>
    new Outbox().enqueue(trx, {
      kind: 'message',
      messageTypes: 'SMS',
      subject: '',
      body: 'Bus at 9',
      deliveries: phones.map((recipient) => ({
        channel: 'sms' as const,
        recipient,
        language: 'en',
        subject: '',
        text: 'Bus at 9',
      })),
    }),
  );
}

const rowsOf = (messageId: string) =>
  handle.db
    .selectFrom('deliveries')
    .select(['recipient', 'status', 'attempts', 'next_attempt_at', 'last_error'])
    .where('message_id', '=', messageId)
    .orderBy('recipient')
    .execute();

it("waits for Twilio's Retry-After after a 429, holds the other texts as long, and sends each once", async () => {
  const phones = ['+15550100141', '+15550100142', '+15550100143'];
  const id = await enqueueTexts(phones);
  busy = 1;
  retryAfter = '2';
  requests.length = 0;
  accepted.length = 0;
  const w = worker();
  const before = Date.now();
  await w.drain();

  // One request was refused; the texts after it were not tried while Twilio asked to wait.
  expect(requests).toHaveLength(1);
  expect(accepted).toEqual([]);
  let rows = await rowsOf(id);
  expect(rows.map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
  expect(rows.map((r) => r.attempts).reduce((a, b) => a + b)).toBe(1);
  for (const r of rows) {
    expect(r.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 2000);
    // Not the 30 s backoff of a failure: Twilio said 2 s.
    expect(r.next_attempt_at.getTime()).toBeLessThan(Date.now() + 10_000);
  }
  expect(rows.find((r) => r.attempts === 1)!.last_error).toMatch(/Twilio 429 \(20429\)/);

  // Nothing goes before then (the clock set to the millisecond before the first is due).
  const first = Math.min(...rows.map((r) => r.next_attempt_at.getTime()));
  const due = Math.max(...rows.map((r) => r.next_attempt_at.getTime()));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(first - 1);
  await w.drain();
  expect(requests).toHaveLength(1);

  // Once Twilio's wait is over, each text goes once.
  vi.setSystemTime(due);
  await w.drain();
  rows = await rowsOf(id);
  expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  expect(accepted.sort()).toEqual(phones);
  expect(requests).toHaveLength(4);
});

it('backs off as after any failure when a 429 has no Retry-After, and never sends twice', async () => {
  const id = await enqueueTexts(['+15550100144']);
  busy = 1;
  retryAfter = null;
  requests.length = 0;
  accepted.length = 0;
  const before = Date.now();
  await worker().drain();
  const [row] = await rowsOf(id);
  expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  expect(row!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 30_000);
  // Due now (instead of waiting out the backoff): it goes once.
  await handle.db
    .updateTable('deliveries')
    .set({ next_attempt_at: new Date() })
    .where('message_id', '=', id)
    .execute();
  await worker().drain();
  expect((await rowsOf(id))[0]!.status).toBe('sent');
  expect(accepted).toEqual(['+15550100144']);
});

it('reads Retry-After in seconds or as an HTTP date', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  expect(retryAfterMs('7', now)).toBe(7000);
  expect(retryAfterMs('Fri, 01 May 2026 12:00:30 GMT', now)).toBe(30_000);
  expect(retryAfterMs(null, now)).toBeNull();
  expect(retryAfterMs('soon', now)).toBeNull();
});
