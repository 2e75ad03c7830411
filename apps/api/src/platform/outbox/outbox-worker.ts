import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { DeliveryRow } from '../db/schema';
import type { Outbox } from './outbox';
import { PermanentDeliveryError, type MailTransport, type SmsTransport } from './transport';

export interface OutboxWorkerOptions {
  db: Db;
  outbox: Outbox;
  mail: MailTransport;
  sms: SmsTransport;
  log: FastifyBaseLogger;
  batchSize?: number;
  pollMs?: number;
  maxAttempts?: number;
  /** How long a claimed delivery may stay 'sending' before it counts as cut off. */
  leaseMs?: number;
  concurrency?: number;
}

/** 30 s, 2 min, 8 min, 32 min... capped at 2 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 2 * 60 * 60 * 1000);
}

/**
 * Sends queued deliveries. A batch is claimed with a lease (the rows stay 'queued'), and each
 * delivery is marked 'sending' in its own committed write just before it is handed to the
 * transport, then 'sent' right after. So a crash can leave two kinds of rows behind:
 * - claimed but never handed over: their lease runs out and the next worker sends them;
 * - 'sending': handed over, outcome unknown. These are never resent automatically: once the
 *   lease runs out they are marked 'failed' with the reason, and staff can retry them from the
 *   ledger knowing the family may already have it. Never twice beats at least once for a
 *   family's phone, and at most `concurrency` deliveries can be in that state.
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
  private readonly concurrency: number;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? 50;
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.leaseMs = opts.leaseMs ?? 5 * 60_000;
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

  /** Runs until nothing is due; for tests and for a graceful drain. */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      /* keep going */
    }
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
        last_error:
          'Sending was interrupted; it may or may not have arrived, so it was not resent automatically',
      })
      .where('status', '=', 'sending')
      .where('locked_until', '<', new Date())
      .execute();

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
        .set({ locked_until: new Date(Date.now() + this.leaseMs) })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .returningAll()
        .execute();
    });

    let index = 0;
    const workers = Array.from({ length: Math.min(this.concurrency, claimed.length) }, async () => {
      while (index < claimed.length) {
        const delivery = claimed[index++]!;
        await this.deliver(delivery);
      }
    });
    await Promise.all(workers);
    return claimed.length;
  }

  private async deliver(claimed: DeliveryRow): Promise<void> {
    const { db, mail, sms, log } = this.opts;
    // The hand-over point: from here on a crash may have delivered it.
    const d = await db
      .updateTable('deliveries')
      .set({ status: 'sending', attempts: sql`attempts + 1` })
      .where('id', '=', claimed.id)
      .where('status', '=', 'queued')
      // Still our claim: a slow worker whose lease ran out must not send it beside another.
      .where('locked_until', '=', claimed.locked_until)
      .returningAll()
      .executeTakeFirst();
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
        });
      } else {
        await sms.sendSms({ to: d.recipient!, text: d.text });
      }
      await db
        .updateTable('deliveries')
        .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
        .where('id', '=', d.id)
        .execute();
    } catch (err) {
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
