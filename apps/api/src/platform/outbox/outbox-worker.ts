import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { DeliveryRow } from '../db/schema';
import { deliveryReasonText } from './delivery-reasons';
import type { Outbox } from './outbox';
import { sendPushToMember } from './push-delivery';
import { optOutSms, smsOptedOut } from './sms-opt-outs.queries';
import {
  PermanentDeliveryError,
  SmsRecipientOptedOutError,
  type MailTransport,
  type PushTransport,
  type SmsTransport,
} from './transport';

export interface OutboxWorkerOptions {
  db: Db;
  outbox: Outbox;
  mail: MailTransport;
  sms: SmsTransport;
  /** Web Push (issue 16 §4); without it push deliveries fail and are retried. */
  push?: PushTransport;
  log: FastifyBaseLogger;
  batchSize?: number;
  pollMs?: number;
  maxAttempts?: number;
  /**
   * How long a claim lasts without a heartbeat: after a crash, another worker takes over what
   * was claimed but not handed over once it runs out (and marks what was 'sending' failed).
   */
  leaseMs?: number;
  /** How often a worker renews the claims of the batch in hand while it sends. */
  heartbeatMs?: number;
  /**
   * The longest a worker keeps renewing one batch: a send hung beyond it (a transport without
   * a timeout) no longer holds the rest of the batch from the other workers.
   */
  maxHoldMs?: number;
  concurrency?: number;
}

/**
 * A claim's lease, renewed every HEARTBEAT while the batch is in hand: a replica killed mid-send
 * holds its claims at most this long (plus a poll) before a survivor resumes them.
 */
export const OUTBOX_LEASE_MS = 20_000;
export const OUTBOX_HEARTBEAT_MS = 5_000;
export const OUTBOX_MAX_HOLD_MS = 15 * 60_000;

/** 30 s, 2 min, 8 min, 32 min... capped at 2 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 2 * 60 * 60 * 1000);
}

/**
 * Sends queued deliveries. A batch is claimed with a short lease (the rows stay 'queued') that a
 * heartbeat renews while the worker is sending it, and each
 * delivery is marked 'sending' in its own committed write just before it is handed to the
 * transport, then 'sent' right after. So a crash can leave two kinds of rows behind:
 * - claimed but never handed over: their lease runs out and the next worker sends them;
 * - 'sending': handed over, outcome unknown. These are never resent automatically: once the
 *   lease runs out they are marked 'failed' with the reason, and staff can retry them from the
 *   ledger knowing the family may already have it. Never twice beats at least once for a
 *   family's phone, and at most `concurrency` deliveries can be in that state.
 * The lease's end (`locked_until`) is the claim's token: a delivery is handed over only while it
 * still holds this worker's value, and a renewal moves every row of the batch still in hand to
 * the new value. The two never overlap (one queue per batch), so a renewal cannot make the
 * worker's own hand-over miss, and a worker whose lease ran out cannot send beside another.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeRequested = false;
  private unsubscribe: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly maxHoldMs: number;
  private readonly concurrency: number;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? 50;
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
    this.heartbeatMs =
      opts.heartbeatMs ?? Math.min(OUTBOX_HEARTBEAT_MS, Math.max(10, Math.floor(this.leaseMs / 4)));
    this.maxHoldMs = opts.maxHoldMs ?? OUTBOX_MAX_HOLD_MS;
    this.concurrency = opts.concurrency ?? 5;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.opts.outbox.onEnqueued(() => this.wake());
    this.schedule(0);
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /**
   * Runs until nothing is due; for tests and for a graceful drain. What the worker's own loop has
   * in hand is leased to it, so runOnce() cannot claim it: wait for that batch before and after.
   */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    while ((await this.runOnce()) > 0) {
      /* keep going */
    }
    while (this.running) await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => {
        this.running = null;
      });
    }, ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    let processed = 0;
    try {
      processed = await this.runOnce();
    } catch (err) {
      this.opts.log.error({ err }, 'outbox worker batch failed');
    }
    const again = processed > 0 || this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.pollMs);
  }

  /** One batch: expire cut-off sends, claim due deliveries, send them. Returns how many it sent. */
  async runOnce(): Promise<number> {
    const { db } = this.opts;
    await db
      .updateTable('deliveries')
      .set({
        status: 'failed',
        locked_until: null,
        last_error: deliveryReasonText.interrupted(),
      })
      .where('status', '=', 'sending')
      .where('locked_until', '<', new Date())
      .execute();

    const lease = new BatchLease(new Date(Date.now() + this.leaseMs));
    const claimed = await db.transaction().execute(async (trx) => {
      const now = new Date();
      const due = await trx
        .selectFrom('deliveries')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return trx
        .updateTable('deliveries')
        .set({ locked_until: lease.until })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .returningAll()
        .execute();
    });

    if (claimed.length === 0) return 0;

    const heartbeat = this.startHeartbeat(
      lease,
      claimed.map((d) => d.id),
    );
    try {
      let index = 0;
      const workers = Array.from(
        { length: Math.min(this.concurrency, claimed.length) },
        async () => {
          while (index < claimed.length) {
            const delivery = claimed[index++]!;
            await this.deliver(delivery, lease);
          }
        },
      );
      await Promise.all(workers);
    } finally {
      await heartbeat.stop();
    }
    return claimed.length;
  }

  /** Renews the batch's claims every heartbeatMs until stopped (or maxHoldMs has passed). */
  private startHeartbeat(lease: BatchLease, ids: string[]): { stop(): Promise<void> } {
    const { db, log } = this.opts;
    const started = Date.now();
    let beat: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      if (Date.now() - started > this.maxHoldMs) {
        clearInterval(timer);
        log.warn({ deliveries: ids.length }, 'outbox batch held too long; its lease is let go');
        return;
      }
      beat = lease
        .exclusive(async () => {
          const next = new Date(Date.now() + this.leaseMs);
          await db
            .updateTable('deliveries')
            .set({ locked_until: next })
            .where('id', 'in', ids)
            .where('status', 'in', ['queued', 'sending'])
            .where('locked_until', '=', lease.until)
            .execute();
          lease.until = next;
        })
        .catch((err: unknown) => log.warn({ err }, 'outbox lease renewal failed'));
    }, this.heartbeatMs);
    timer.unref?.();
    return {
      async stop() {
        clearInterval(timer);
        await beat;
      },
    };
  }

  private async deliver(claimed: DeliveryRow, lease: BatchLease): Promise<void> {
    const { db, mail, sms, log } = this.opts;
    // A number that replied STOP (or that Twilio answered 21610) gets no text: the one check, at
    // the hand-over, so a STOP that arrives after the message was queued still counts. Skipped
    // while the claim is ours, like the hand-over, so a crash leaves it queued, not lost.
    if (
      claimed.channel === 'sms' &&
      claimed.recipient &&
      (await smsOptedOut(db, claimed.recipient))
    ) {
      await lease.exclusive(() =>
        db
          .updateTable('deliveries')
          .set({
            status: 'skipped',
            locked_until: null,
            last_error: deliveryReasonText.smsOptedOut(),
          })
          .where('id', '=', claimed.id)
          .where('status', '=', 'queued')
          .where('locked_until', '=', lease.until)
          .execute(),
      );
      return;
    }
    // The hand-over point: from here on a crash may have delivered it.
    const d = await lease.exclusive(() =>
      db
        .updateTable('deliveries')
        .set({ status: 'sending', attempts: sql`attempts + 1` })
        .where('id', '=', claimed.id)
        .where('status', '=', 'queued')
        // Still our claim: a worker whose lease ran out must not send it beside another.
        .where('locked_until', '=', lease.until)
        .returningAll()
        .executeTakeFirst(),
    );
    if (!d) return;
    try {
      if (d.channel === 'email') {
        await mail.sendEmail({
          to: d.recipient!,
          subject: d.subject,
          text: d.text,
          html: d.html,
          attachments:
            (d.attachments as
              { filename: string; contentType: string; content: string }[] | null) ?? [],
          messageId: `<${d.id}@dugout>`,
          headers: (d.headers as Record<string, string> | null) ?? {},
        });
      } else if (d.channel === 'push') {
        const skipped = await sendPushToMember(db, this.opts.push, d, log);
        if (skipped) {
          await db
            .updateTable('deliveries')
            .set({ status: 'skipped', locked_until: null, last_error: skipped })
            .where('id', '=', d.id)
            .execute();
          return;
        }
      } else {
        await sms.sendSms({ to: d.recipient!, text: d.text });
      }
      await db
        .updateTable('deliveries')
        .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
        .where('id', '=', d.id)
        .execute();
    } catch (err) {
      if (err instanceof SmsRecipientOptedOutError && d.recipient) {
        // Twilio 21610: the number opted out with Twilio. Remember it (no later text is tried)
        // and skip this one; nothing was sent, and a retry would be refused the same way.
        log.info({ deliveryId: d.id, reason: err.message }, 'number opted out of texts (21610)');
        await optOutSms(db, d.recipient, 'carrier-21610');
        await db
          .updateTable('deliveries')
          .set({
            status: 'skipped',
            locked_until: null,
            last_error: deliveryReasonText.smsOptedOut(),
          })
          .where('id', '=', d.id)
          .execute();
        return;
      }
      const reason = (err as Error).message || String(err);
      const permanent = err instanceof PermanentDeliveryError;
      const giveUp = permanent || d.attempts >= this.maxAttempts;
      log.warn({ deliveryId: d.id, channel: d.channel, reason, giveUp }, 'delivery failed');
      await db
        .updateTable('deliveries')
        .set(
          giveUp
            ? { status: 'failed', locked_until: null, last_error: reason }
            : {
                status: 'queued',
                locked_until: null,
                last_error: reason,
                next_attempt_at: new Date(Date.now() + backoffMs(d.attempts)),
              },
        )
        .where('id', '=', d.id)
        .execute();
    }
  }
}

/** The end of one batch's lease, and a queue that keeps its renewals and hand-overs apart. */
class BatchLease {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(public until: Date) {}

  /** Runs `fn` after every earlier call has finished (whether it succeeded or not). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }
}
