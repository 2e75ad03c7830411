import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { severableDb } from '../../testing/severable-db';
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
  it('drain() waits for the batch its own running loop has in hand', async () => {
    const outbox = new Outbox();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow: MailTransport & SmsTransport = {
      name: 'slow',
      async sendEmail(email: OutgoingEmail) {
        await gate;
        sent.push(email.to);
      },
      async sendSms() {},
    };
    const worker = new OutboxWorker({ db: handle.db, outbox, mail: slow, sms: slow, log });
    worker.start();
    const id = await enqueue(outbox, ['d1@x.test', 'd2@x.test']);
    // The loop has claimed the batch (it is 'sending') but cannot finish until released.
    await expect
      .poll(async () => (await statuses(id)).includes('sending'), { timeout: 10_000 })
      .toBe(true);
    const drained = worker.drain();
    setTimeout(release, 100);
    await drained;
    expect(await statuses(id)).toEqual(['sent', 'sent']);
    expect(sent.sort()).toEqual(['d1@x.test', 'd2@x.test']);
    await worker.stop();
  });

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
    const passes = vi.spyOn(worker, 'runOnce');
    worker.start();
    try {
      // Its first pass found nothing due: from then on only a wake-up sends within the minute.
      await vi.waitFor(
        () => expect(passes.mock.settledResults).toContainEqual({ type: 'fulfilled', value: 0 }),
        { timeout: 10_000, interval: 10 },
      );
      await enqueue(outbox, ['f@x.test']);
      outbox.notify();
      await vi.waitFor(() => expect(transport.sent.map((e) => e.to)).toContain('f@x.test'), {
        timeout: 10_000,
        interval: 10,
      });
    } finally {
      await worker.stop();
    }
  });

  it('renews its claims while it sends, so a slow send is not taken over while its worker lives', async () => {
    const outbox = new Outbox();
    const id = await enqueue(outbox, ['h1@x.test', 'h2@x.test', 'h3@x.test']);
    // The owner's first send lasts several leases; a second worker polls all the while.
    const LEASE_MS = 500;
    const sent: string[] = [];
    let firstSendAt = 0;
    let finishFirstSend!: () => void;
    const firstSendFinished = new Promise<void>((r) => (finishFirstSend = r));
    const slow: MailTransport = {
      name: 'slow',
      async sendEmail(email) {
        if (firstSendAt === 0) {
          firstSendAt = Date.now();
          await firstSendFinished;
        }
        sent.push(email.to);
      },
    };
    const other = new RecordingTransport();
    const options = {
      outbox,
      sms: new RecordingTransport(),
      log,
      leaseMs: LEASE_MS,
      concurrency: 1,
    };
    const owner = new OutboxWorker({ ...options, db: handle.db, mail: slow });
    const rival = new OutboxWorker({ ...options, db: handle.db, mail: other, pollMs: 50 });
    // When each pass of the rival that has finished began.
    const rivalPasses: number[] = [];
    const rivalPass = rival.runOnce.bind(rival);
    vi.spyOn(rival, 'runOnce').mockImplementation(async () => {
      const began = Date.now();
      const claimed = await rivalPass();
      rivalPasses.push(began);
      return claimed;
    });
    const batch = owner.runOnce();
    try {
      await vi.waitFor(() => expect(firstSendAt).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 10,
      });
      rival.start();
      // The owner's first lease ended before its first send began: a rival pass begun three
      // leases after that would have taken the claims over, had the heartbeat not renewed them.
      await vi.waitFor(
        () => expect(Math.max(0, ...rivalPasses)).toBeGreaterThan(firstSendAt + 3 * LEASE_MS),
        { timeout: 30_000, interval: 20 },
      );
      finishFirstSend();
      expect(await batch).toBe(3);
    } finally {
      finishFirstSend();
      await rival.stop();
    }
    expect(other.sent.map((e) => e.to)).toEqual([]);
    expect(sent.sort()).toEqual(['h1@x.test', 'h2@x.test', 'h3@x.test']);
    expect(await statuses(id)).toEqual(['sent', 'sent', 'sent']);
  });

  it('claims for a short lease by default: a survivor resumes within 30 s', async () => {
    const outbox = new Outbox();
    const id = await enqueue(outbox, ['l@x.test']);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const hanging: MailTransport = {
      name: 'hanging',
      sendEmail: () => held,
    };
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: hanging,
      sms: new RecordingTransport(),
      log,
    });
    const before = Date.now();
    const batch = worker.runOnce();
    try {
      let row: { locked_until: Date | null; status: string } | undefined;
      for (let i = 0; i < 100 && row?.status !== 'sending'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        row = await handle.db
          .selectFrom('deliveries')
          .select(['locked_until', 'status'])
          .where('message_id', '=', id)
          .executeTakeFirstOrThrow();
      }
      expect(row!.status).toBe('sending');
      expect(row!.locked_until!.getTime() - before).toBeLessThanOrEqual(25_000);
    } finally {
      release();
      await batch;
    }
  });

  it('hands what a killed worker claimed to a survivor within its lease, and sends nothing twice', async () => {
    const outbox = new Outbox();
    const recipients = Array.from(
      { length: 50 },
      (_, i) => `k${String(i).padStart(2, '0')}@x.test`,
    );
    const id = await enqueue(outbox, recipients);
    const received = new Map<string, number>();
    const arrive = (to: string) => received.set(to, (received.get(to) ?? 0) + 1);
    const LEASE = 1000;

    // The victim: after three sends, the fourth arrives and the process dies in that instant
    // (no more database, no more heartbeats, no answer from the transport).
    const connection = severableDb(handle.db);
    let killedAt = 0;
    const victimMail: MailTransport = {
      name: 'victim',
      async sendEmail(email) {
        if (killedAt) return new Promise<void>(() => {});
        if (received.size === 3) {
          arrive(email.to);
          killedAt = Date.now();
          connection.cut();
          return new Promise<void>(() => {});
        }
        arrive(email.to);
      },
    };
    const victim = new OutboxWorker({
      db: connection.db,
      outbox,
      mail: victimMail,
      sms: new RecordingTransport(),
      log,
      leaseMs: LEASE,
      concurrency: 1,
    });
    victim.runOnce().catch(() => {}); // dies with its batch in hand
    for (let i = 0; i < 200 && !killedAt; i++) await new Promise((r) => setTimeout(r, 10));
    expect(killedAt).toBeGreaterThan(0);

    // The survivor, a replica running all along.
    let resumedAt = 0;
    const survivorMail: MailTransport = {
      name: 'survivor',
      async sendEmail(email) {
        resumedAt ||= Date.now();
        arrive(email.to);
      },
    };
    const survivor = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: survivorMail,
      sms: new RecordingTransport(),
      log,
      leaseMs: LEASE,
      pollMs: 50,
    });
    survivor.start();
    const deliveries = () =>
      handle.db
        .selectFrom('deliveries')
        .select(['recipient', 'status', 'last_error'])
        .where('message_id', '=', id)
        .execute();
    try {
      // Done when every row is settled: the mails arrive before their rows say so, and the one
      // the dead worker held is marked failed on its own pass.
      await expect
        .poll(
          async () =>
            (await deliveries()).filter((r) => r.status !== 'sent' && r.status !== 'failed'),
          { timeout: 20_000, interval: 50 },
        )
        .toEqual([]);
    } finally {
      await survivor.stop();
    }
    // Resumed once the dead worker's lease ran out: a lease and a poll after the kill.
    expect(resumedAt - killedAt).toBeLessThan(LEASE + 2000);
    for (const r of recipients) expect(received.get(r) ?? 0, r).toBe(1);
    const rows = await deliveries();
    // The one in the dead worker's hands is failed with the reason (staff may retry it); it
    // reached its family once. Every other is sent.
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toMatch(/interrupted/);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(49);
  });
});
