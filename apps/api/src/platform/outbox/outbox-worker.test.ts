import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { Outbox } from './outbox';
import { OutboxWorker } from './outbox-worker';
import {
  PermanentDeliveryError,
  type MailTransport,
  type OutgoingEmail,
  type SmsTransport,
} from './transport';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

class RecordingTransport implements MailTransport, SmsTransport {
  readonly name = 'recording';
  sent: OutgoingEmail[] = [];
  sms: string[] = [];
  failWith: Error | null = null;
  async sendEmail(email: OutgoingEmail) {
    if (this.failWith) throw this.failWith;
    this.sent.push(email);
  }
  async sendSms(sms: { to: string; text: string }) {
    this.sms.push(sms.to);
  }
}

const log = pino({ level: 'silent' });

async function enqueue(outbox: Outbox, recipients: (string | null)[]) {
  return handle.db.transaction().execute((trx) =>
    outbox.enqueue(trx, {
      kind: 'message',
      messageTypes: 'Email',
      subject: 'Hello',
      body: 'Hello',
      deliveries: recipients.map((r) => ({
        channel: 'email' as const,
        recipient: r,
        language: 'en',
        subject: 'Hello',
        text: 'Hello there',
      })),
    }),
  );
}

const statuses = async (messageId: string) =>
  (
    await handle.db
      .selectFrom('deliveries')
      .select(['status', 'recipient', 'last_error', 'attempts'])
      .where('message_id', '=', messageId)
      .orderBy('recipient')
      .execute()
  ).map((d) => d.status);

describe('the outbox worker', () => {
  it('sends every queued delivery once and skips recipients without an address', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
    });
    const id = await enqueue(outbox, ['a@x.test', 'b@x.test', null]);
    await worker.drain();
    await worker.drain();
    expect(transport.sent.map((e) => e.to).sort()).toEqual(['a@x.test', 'b@x.test']);
    expect((await statuses(id)).sort()).toEqual(['sent', 'sent', 'skipped']);
  });

  it('retries a failing send with backoff and finally marks it failed with the reason', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    transport.failWith = new Error('connection refused by the mail server');
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
      maxAttempts: 3,
    });
    const id = await enqueue(outbox, ['c@x.test']);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await worker.runOnce();
      const row = await handle.db
        .selectFrom('deliveries')
        .selectAll()
        .where('message_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toMatch(/connection refused/);
      if (attempt < 3) {
        expect(row.status).toBe('queued');
        expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
        // Make it due now instead of waiting for the backoff.
        await handle.db
          .updateTable('deliveries')
          .set({ next_attempt_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      } else {
        expect(row.status).toBe('failed');
      }
    }
  });

  it('does not retry a permanent rejection', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    transport.failWith = new PermanentDeliveryError('SMTP 550: mailbox unavailable');
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
    });
    const id = await enqueue(outbox, ['d@x.test']);
    await worker.runOnce();
    expect(await statuses(id)).toEqual(['failed']);
  });

  it('never resends a delivery cut off mid-send; it is marked failed with the reason', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    const id = await enqueue(outbox, ['e@x.test']);
    // A worker claimed it and died before marking it sent.
    await handle.db
      .updateTable('deliveries')
      .set({ status: 'sending', attempts: 1, locked_until: new Date(Date.now() - 1000) })
      .where('message_id', '=', id)
      .execute();
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
    });
    await worker.drain();
    expect(transport.sent).toEqual([]);
    const row = await handle.db
      .selectFrom('deliveries')
      .selectAll()
      .where('message_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/interrupted/);
  });

  it('sends what a dead worker claimed but never handed over, once its lease runs out', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    const id = await enqueue(outbox, ['g@x.test']);
    // Claimed by a worker that died before handing it to the transport.
    await handle.db
      .updateTable('deliveries')
      .set({ locked_until: new Date(Date.now() + 60_000) })
      .where('message_id', '=', id)
      .execute();
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
    });
    await worker.drain();
    expect(transport.sent.filter((e) => e.to === 'g@x.test')).toHaveLength(0);
    await handle.db
      .updateTable('deliveries')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('message_id', '=', id)
      .execute();
    await worker.drain();
    expect(transport.sent.filter((e) => e.to === 'g@x.test')).toHaveLength(1);
    expect(await statuses(id)).toEqual(['sent']);
  });

  it('wakes up when a message is enqueued', async () => {
    const outbox = new Outbox();
    const transport = new RecordingTransport();
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: transport,
      sms: transport,
      log,
      pollMs: 60_000,
    });
    worker.start();
    try {
      await new Promise((r) => setTimeout(r, 50));
      await enqueue(outbox, ['f@x.test']);
      outbox.notify();
      for (let i = 0; i < 100 && !transport.sent.some((e) => e.to === 'f@x.test'); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(transport.sent.map((e) => e.to)).toContain('f@x.test');
    } finally {
      await worker.stop();
    }
  });
});
