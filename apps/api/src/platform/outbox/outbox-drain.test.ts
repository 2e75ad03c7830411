import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { Outbox } from './outbox';
import { OUTBOX_CLAIM_CHUNK, OutboxWorker } from './outbox-worker';
import {
  HandOverRefusedError,
  type HandOver,
  type MailTransport,
  type OutgoingEmail,
  type SmsTransport,
} from './transport';

// Claims in chunks, and a stop with a grace period (a server's drain on SIGTERM): nothing is left
// 'sending' or claimed, and what was not sent is due at once for another worker.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function enqueue(outbox: Outbox, count: number, tag: string) {
  return handle.db.transaction().execute((trx) =>
    outbox.enqueue(trx, {
      kind: 'message',
      messageTypes: 'Email',
      subject: 'Hello',
      body: 'Hello',
      deliveries: Array.from({ length: count }, (_, i) => ({
        channel: 'email' as const,
        recipient: `${tag}-${String(i).padStart(3, '0')}@x.test`,
        language: 'en',
        subject: 'Hello',
        text: 'Hello there',
      })),
    }),
  );
}

const rows = (messageId: string) =>
  handle.db
    .selectFrom('deliveries')
    .select(['recipient', 'status', 'locked_until'])
    .where('message_id', '=', messageId)
    .execute();

/** A mail transport that takes `ms` per message, and counts who received what. */
function slowMail(ms: number, received: string[]): MailTransport & SmsTransport {
  return {
    name: 'slow',
    async sendEmail(email: OutgoingEmail) {
      await sleep(ms);
      received.push(email.to);
    },
    async sendSms() {},
  };
}

describe('outbox claims in chunks', () => {
  it('claims at most one chunk per pass', async () => {
    const outbox = new Outbox();
    const id = await enqueue(outbox, OUTBOX_CLAIM_CHUNK * 2 + 5, 'chunk');
    const received: string[] = [];
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: slowMail(0, received),
      sms: slowMail(0, received),
      log,
    });
    expect(OUTBOX_CLAIM_CHUNK).toBe(20);
    const sentNow = async () => (await rows(id)).filter((r) => r.status === 'sent').length;
    const passes: number[] = [];
    for (let claimed = await worker.runOnce(); claimed > 0; claimed = await worker.runOnce()) {
      passes.push(claimed);
      // One chunk a pass, never the whole send.
      expect(claimed).toBeLessThanOrEqual(20);
    }
    expect(passes).toEqual([20, 20, 5]);
    expect(await sentNow()).toBe(45);
  });

  it('shares one big send between two workers, each delivery once', async () => {
    const outbox = new Outbox();
    const byA: string[] = [];
    const byB: string[] = [];
    const options = { db: handle.db, outbox, log, pollMs: 20 };
    const a = new OutboxWorker({ ...options, mail: slowMail(5, byA), sms: slowMail(5, byA) });
    const b = new OutboxWorker({ ...options, mail: slowMail(5, byB), sms: slowMail(5, byB) });
    const id = await enqueue(outbox, 200, 'shared');
    a.start();
    b.start();
    try {
      await vi.waitFor(
        async () => expect((await rows(id)).filter((r) => r.status === 'sent')).toHaveLength(200),
        { timeout: 60_000, interval: 50 },
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const ours = (list: string[]) => list.filter((r) => r.startsWith('shared-'));
    expect(ours(byA).length).toBeGreaterThan(0);
    expect(ours(byB).length).toBeGreaterThan(0);
    const all = [...ours(byA), ...ours(byB)];
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
  }, 90_000);
});

describe('a stop with a grace period', () => {
  it('finishes what is with the transport and lets go of the rest at once', async () => {
    const outbox = new Outbox();
    const received: string[] = [];
    const worker = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: slowMail(50, received),
      sms: slowMail(50, received),
      log,
      concurrency: 2,
    });
    const id = await enqueue(outbox, 60, 'drain');
    worker.start();
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 5,
    });
    const stopping = Date.now();
    await worker.stop({ graceMs: 5_000 });
    // Two at a time at 50 ms each: the ones in hand, nowhere near the grace.
    expect(Date.now() - stopping).toBeLessThan(2_000);
    const final = await rows(id);
    const sent = final.filter((r) => r.status === 'sent').map((r) => r.recipient);
    expect(final.filter((r) => r.status === 'sending')).toEqual([]);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.length).toBeLessThan(60);
    // The rest: queued and claimed by nobody, so another worker takes them without a lease's wait.
    const rest = final.filter((r) => r.status !== 'sent');
    expect(rest.length).toBe(60 - sent.length);
    expect(rest.filter((r) => r.status !== 'queued' || r.locked_until !== null)).toEqual([]);
    expect(received.filter((r) => r.startsWith('drain-')).sort()).toEqual(sent.sort());

    // Another worker sends exactly the rest.
    const after: string[] = [];
    const next = new OutboxWorker({
      db: handle.db,
      outbox,
      mail: slowMail(0, after),
      sms: slowMail(0, after),
      log,
    });
    await next.drain();
    expect(after.filter((r) => r.startsWith('drain-')).sort()).toEqual(
      rest.map((r) => r.recipient).sort(),
    );
    expect((await rows(id)).filter((r) => r.status !== 'sent')).toEqual([]);
  }, 60_000);

  it('when the grace runs out, lets go of the claims whose hand-over has not come', async () => {
    const outbox = new Outbox();
    let release!: () => void;
    const stuck = new Promise<void>((r) => (release = r));
    const handed: string[] = [];
    // A transport that defers its hand-over (as SMTP does its final "."), stuck before it.
    const mail: MailTransport = {
      name: 'stuck',
      defersHandOver: true,
      async sendEmail(email: OutgoingEmail, handOver?: HandOver) {
        await stuck;
        // As SmtpTransport does: a refused hand-over ends the send, nothing committed.
        if (!(await handOver!())) throw new HandOverRefusedError();
        handed.push(email.to);
      },
    };
    const sms: SmsTransport = { name: 'none', sendSms: async () => {} };
    const worker = new OutboxWorker({ db: handle.db, outbox, mail, sms, log });
    const id = await enqueue(outbox, 5, 'grace');
    worker.start();
    await vi.waitFor(
      async () => expect((await rows(id)).filter((r) => r.locked_until === null)).toEqual([]),
      { timeout: 10_000, interval: 10 },
    );
    const stopped = worker.stop({ graceMs: 300 });
    await vi.waitFor(
      async () => expect((await rows(id)).filter((r) => r.locked_until !== null)).toEqual([]),
      { timeout: 10_000, interval: 10 },
    );
    release();
    await stopped;
    // The late hand-overs were refused: nothing went out, all is queued for another worker.
    expect(handed).toEqual([]);
    expect((await rows(id)).map((r) => [r.status, r.locked_until])).toEqual(
      Array.from({ length: 5 }, () => ['queued', null]),
    );
    // Nothing left for this file's other tests to claim.
    await handle.db.deleteFrom('deliveries').where('message_id', '=', id).execute();
  }, 30_000);
});
