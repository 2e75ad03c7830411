import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { DeliveryRow } from '../db/schema';
import { deliveryReasonText } from './delivery-reasons';
import { BatchLease, Coalescer, Slots } from './outbox-batch';
import type { Outbox } from './outbox';
import { sendPushToMember } from './push-delivery';
import {
  claimDueDeliveries,
  type OutboxLane,
  failInterruptedSends,
  markSending,
  markSent,
  markSkipped,
  markTried,
  releaseClaims,
  releaseUntil,
  renewClaims,
} from './outbox-worker.queries';
import { optOutSms, smsOptOutOf } from './sms-opt-outs.queries';
import { smsRecipientVerified } from './verified-phones.queries';
import {
  HandOverRefusedError,
  PermanentDeliveryError,
  RetryLaterError,
  SmsRecipientOptedOutError,
  type MailTransport,
  type PushTransport,
  type SmsTransport,
} from './transport';
import { redactUrlsInText } from '../log-redaction';
import { isPhoneIn, phoneCountry } from '@dugout/shared';
import { outboxDeliveries } from '../metrics/process-metrics';

export interface OutboxWorkerOptions {
  db: Db;
  outbox: Outbox;
  mail: MailTransport;
  sms: SmsTransport;
  /** Web Push; without it push deliveries fail and are retried. */
  push?: PushTransport;
  log: FastifyBaseLogger;
  /**
   * How many deliveries one claim takes (OUTBOX_CLAIM_CHUNK): small, so the replicas share a big
   * send chunk by chunk and a replica killed mid-send holds at most one chunk for a lease.
   */
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
  /**
   * How many deliveries may be handed over and not yet recorded at once: what a crash can leave
   * in doubt ('sending').
   */
  concurrency?: number;
  /**
   * How many emails may be on the wire at once with a transport that defers the hand-over to its
   * point of no return (SMTP: the final "."); the rest of the send is safe to repeat.
   */
  inFlight?: number;
  /** Which deliveries this worker sends (default all); OutboxLanes runs one of each. */
  lane?: OutboxLane;
  /** The countries texts may go to (SMS_COUNTRIES); unset: anywhere. */
  smsCountries?: readonly string[];
}

/**
 * A claim's lease, renewed every HEARTBEAT while the batch is in hand: a replica killed mid-send
 * holds its claims at most this long (plus a poll) before a survivor resumes them.
 */
export const OUTBOX_LEASE_MS = 20_000;
export const OUTBOX_HEARTBEAT_MS = 5_000;
export const OUTBOX_MAX_HOLD_MS = 15 * 60_000;
export const OUTBOX_CONCURRENCY = 5;
/** As many as the SMTP transport's connections (its default pool). */
export const OUTBOX_IN_FLIGHT = 20;
/** Deliveries a claim takes at once (OUTBOX_CLAIM_CHUNK's default). */
export const OUTBOX_CLAIM_CHUNK = 20;

/** 30 s, 2 min, 8 min, 32 min... capped at 2 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 2 * 60 * 60 * 1000);
}

/**
 * Sends queued deliveries. A batch is claimed with a short lease (the rows stay 'queued') that a
 * heartbeat renews while the worker is sending it, and each delivery is marked 'sending' in a
 * committed write just before its point of no return (for SMTP the final "." of the message,
 * so many emails can be on the wire while few are in doubt; for a text, the HTTP call), then
 * 'sent' right after. Hand-overs and 'sent' marks that come due together share one write. So a
 * crash can leave two kinds of rows behind:
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
  private readonly inFlight: number;
  private readonly lane: OutboxLane;
  /** Until when texts wait, after Twilio answered 429 with a Retry-After. */
  private smsPausedUntil = 0;
  /** Stopping with a grace period: the batch in hand starts no more deliveries. */
  private closing = false;
  /** The batch in hand: its claims, for a stop whose grace runs out to let go of. */
  private inHand: { lease: BatchLease; ids: string[] } | null = null;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? OUTBOX_CLAIM_CHUNK;
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
    this.heartbeatMs =
      opts.heartbeatMs ?? Math.min(OUTBOX_HEARTBEAT_MS, Math.max(10, Math.floor(this.leaseMs / 4)));
    this.maxHoldMs = opts.maxHoldMs ?? OUTBOX_MAX_HOLD_MS;
    this.concurrency = opts.concurrency ?? OUTBOX_CONCURRENCY;
    this.inFlight = opts.inFlight ?? OUTBOX_IN_FLIGHT;
    this.lane = opts.lane ?? 'all';
  }

  /** Started and not stopped: the worker claims due deliveries (/api/ready checks it). */
  get claiming(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.unsubscribe = this.opts.outbox.onEnqueued(() => this.wake());
    this.schedule(0);
  }

  /**
   * Stops claiming at once. Without a grace period it then finishes the batch in hand. With one
   * (a server's drain on SIGTERM) the batch starts no more deliveries: those already with a
   * transport finish, what it never began is let go at once (its claim cleared, so another
   * replica takes it without waiting for the lease), and when `graceMs` runs out so is whatever
   * has still not been handed over (its hand-over is then refused). What was handed over is
   * awaited after that too: the process's forced exit bounds it.
   */
  async stop(opts: { graceMs?: number } = {}): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const running = this.running;
    if (opts.graceMs === undefined || !running) {
      await running;
      return;
    }
    this.closing = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(true), opts.graceMs)));
    const overran = await Promise.race([running.then(() => false), late]);
    clearTimeout(timer);
    const batch = this.inHand;
    if (overran && batch) {
      this.opts.log.warn(
        { deliveries: batch.ids.length },
        'outbox grace period over: what is not handed over goes back to the queue',
      );
      await this.release(batch.lease, batch.ids);
    }
    await running;
  }

  /** Lets go of the claims still held under `lease` and not handed over (due at once). */
  private async release(lease: BatchLease, ids: string[]): Promise<void> {
    await lease
      .exclusive(() => releaseClaims(this.opts.db, ids, lease.until))
      .catch((err: unknown) => this.opts.log.warn({ err }, 'outbox claims not released'));
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
    await this.loopSettled();
    while ((await this.runOnce()) > 0) {
      /* keep going */
    }
    await this.loopSettled();
  }

  /** Until the worker's own loop has no batch in hand (it may start another meanwhile). */
  private async loopSettled(): Promise<void> {
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
    await failInterruptedSends(db, deliveryReasonText.interrupted());
    const lease = new BatchLease(new Date(Date.now() + this.leaseMs));
    const claimed = await claimDueDeliveries(db, this.batchSize, lease.until, this.lane);
    if (claimed.length === 0) return 0;

    const ids = claimed.map((d) => d.id);
    const heartbeat = this.startHeartbeat(lease, ids);
    this.inHand = { lease, ids };
    const batch: Batch = {
      lease,
      // At most `concurrency` deliveries are handed over and not yet recorded at any moment.
      slots: new Slots(this.concurrency),
      // Hand-overs and 'sent' marks that come due together are written together.
      handOvers: new Coalescer(async (ids) => {
        const rows = await lease.exclusive(() => markSending(db, ids, lease.until));
        return new Map(rows.map((r) => [r.id, r]));
      }),
      sentMarks: new Coalescer(async (ids) => {
        await markSent(db, ids);
        return new Map<string, boolean>();
      }),
    };
    // A transport that commits at its own hand-over can have more on the wire than in doubt.
    const width = this.opts.mail.defersHandOver
      ? Math.max(this.inFlight, this.concurrency)
      : this.concurrency;
    try {
      let index = 0;
      const workers = Array.from({ length: Math.min(width, claimed.length) }, async () => {
        while (index < claimed.length && !this.closing) {
          const delivery = claimed[index++]!;
          await this.deliver(delivery, batch);
        }
      });
      await Promise.all(workers);
    } finally {
      // Stopping: what this batch never began goes back to the queue for another replica now.
      if (this.closing) await this.release(lease, ids);
      await heartbeat.stop();
      this.inHand = null;
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
          await renewClaims(db, ids, lease.until, next);
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

  private async deliver(claimed: DeliveryRow, batch: Batch): Promise<void> {
    const { db, mail, sms, log } = this.opts;
    const { lease } = batch;
    // A number that replied STOP (or that Twilio answered 21610) gets no text: the one check, at
    // the hand-over, so a STOP that arrives after the message was queued still counts. Skipped
    // while the claim is ours, like the hand-over, so a crash leaves it queued, not lost.
    const optOut =
      claimed.channel === 'sms' && claimed.recipient
        ? await smsOptOutOf(db, claimed.recipient)
        : null;
    if (optOut) {
      // Named by where the STOP went: to us, or to the carrier (Twilio told us with 21610).
      const reason =
        optOut.source === 'carrier-21610'
          ? deliveryReasonText.smsCarrierOptedOut()
          : deliveryReasonText.smsOptedOut();
      await lease.exclusive(() => markSkipped(db, claimed.id, reason, lease.until));
      outboxDeliveries.inc({ channel: claimed.channel, result: 'skipped' });
      return;
    }
    // A number in a country texts are not sent to (SMS_COUNTRIES): skipped, never tried.
    if (claimed.channel === 'sms' && claimed.recipient && this.opts.smsCountries) {
      if (!isPhoneIn(claimed.recipient, this.opts.smsCountries)) {
        const where = phoneCountry(claimed.recipient);
        await lease.exclusive(() =>
          markSkipped(db, claimed.id, deliveryReasonText.smsCountry(where), lease.until),
        );
        outboxDeliveries.inc({ channel: claimed.channel, result: 'skipped' });
        return;
      }
    }
    // A number nobody confirmed with a code gets no text (but the code itself): checked at the
    // hand-over, like STOP, so a number changed after the message was queued is caught too.
    if (
      claimed.channel === 'sms' &&
      claimed.recipient &&
      !claimed.phone_code &&
      !(await smsRecipientVerified(db, { ...claimed, recipient: claimed.recipient }))
    ) {
      await lease.exclusive(() =>
        markSkipped(db, claimed.id, deliveryReasonText.smsUnverified(), lease.until),
      );
      outboxDeliveries.inc({ channel: claimed.channel, result: 'skipped' });
      return;
    }
    // Twilio said 429 to a text of this batch: the others wait until it said, untried.
    if (claimed.channel === 'sms' && Date.now() < this.smsPausedUntil) {
      const at = new Date(this.smsPausedUntil);
      await lease.exclusive(() => releaseUntil(db, claimed.id, lease.until, at));
      return;
    }
    let d: DeliveryRow | null = null;
    let slot = false;
    // The hand-over point: from here on a crash may have delivered it.
    const handOver = async (): Promise<boolean> => {
      await batch.slots.acquire();
      slot = true;
      // Still our claim: a worker whose lease ran out must not send it beside another.
      d = (await batch.handOvers.add(claimed.id)) ?? null;
      return d !== null;
    };
    try {
      if (claimed.channel === 'email') {
        const email = {
          to: claimed.recipient!,
          subject: claimed.subject,
          text: claimed.text,
          html: claimed.html,
          attachments:
            (claimed.attachments as
              { filename: string; contentType: string; content: string }[] | null) ?? [],
          messageId: `<${claimed.id}@dugout>`,
          headers: (claimed.headers as Record<string, string> | null) ?? {},
        };
        if (mail.defersHandOver) await mail.sendEmail(email, handOver);
        else if (await handOver()) await mail.sendEmail(email);
        else return;
      } else if (!(await handOver())) {
        return;
      } else if (claimed.channel === 'push') {
        const skipped = await sendPushToMember(db, this.opts.push, claimed, log);
        if (skipped) {
          await markSkipped(db, claimed.id, skipped);
          outboxDeliveries.inc({ channel: claimed.channel, result: 'skipped' });
          return;
        }
      } else {
        await sms.sendSms({ to: claimed.recipient!, text: claimed.text });
      }
      await batch.sentMarks.add(claimed.id);
      outboxDeliveries.inc({ channel: claimed.channel, result: 'sent' });
    } catch (err) {
      await this.failed(claimed, d, err, lease);
    } finally {
      if (slot) batch.slots.release();
    }
  }

  /**
   * Records a failed try. `handed` is the row as handed over, or null when it failed before its
   * point of no return (its attempt is counted then, while the claim is still ours).
   */
  private async failed(
    claimed: DeliveryRow,
    handed: DeliveryRow | null,
    err: unknown,
    lease: BatchLease,
  ): Promise<void> {
    const { db, log } = this.opts;
    if (err instanceof HandOverRefusedError) return;
    if (err instanceof SmsRecipientOptedOutError && claimed.recipient) {
      // Twilio 21610: the number opted out with Twilio. Remember it (no later text is tried)
      // and skip this one; nothing was sent, and a retry would be refused the same way.
      log.info(
        { deliveryId: claimed.id, reason: err.message },
        'number opted out of texts (21610)',
      );
      await optOutSms(db, claimed.recipient, 'carrier-21610');
      await markSkipped(db, claimed.id, deliveryReasonText.smsCarrierOptedOut());
      outboxDeliveries.inc({ channel: claimed.channel, result: 'skipped' });
      return;
    }
    const attempts = handed ? handed.attempts : claimed.attempts + 1;
    const reason = (err as Error).message || String(err);
    const permanent = err instanceof PermanentDeliveryError;
    const giveUp = permanent || attempts >= this.maxAttempts;
    let retryIn = backoffMs(attempts);
    if (err instanceof RetryLaterError && err.retryAfterMs !== null) {
      // The provider's Retry-After, and the channel waits as long (texts only have one).
      retryIn = Math.max(err.retryAfterMs, 1000);
      if (claimed.channel === 'sms') {
        this.smsPausedUntil = Math.max(this.smsPausedUntil, Date.now() + retryIn);
      }
    }
    // The reason is logged without URLs' paths: a push endpoint is the key to that browser.
    log.warn(
      {
        deliveryId: claimed.id,
        channel: claimed.channel,
        reason: redactUrlsInText(reason),
        giveUp,
      },
      'delivery failed',
    );
    const outcome = { giveUp, reason, retryAt: new Date(Date.now() + retryIn) };
    if (handed) await markTried(db, claimed.id, outcome);
    else await lease.exclusive(() => markTried(db, claimed.id, outcome, lease.until));
    // 'failed': given up (staff can retry it); 'retry': tried again later.
    outboxDeliveries.inc({ channel: claimed.channel, result: giveUp ? 'failed' : 'retry' });
  }
}

interface Batch {
  lease: BatchLease;
  slots: Slots;
  handOvers: Coalescer<DeliveryRow>;
  sentMarks: Coalescer<boolean>;
}

/**
 * The server's outbox: email and texts in one worker, push in another, each claiming only its own
 * deliveries, so a push service that hangs never holds an email or a text behind it.
 */
export class OutboxLanes {
  readonly messages: OutboxWorker;
  readonly push: OutboxWorker;

  constructor(opts: Omit<OutboxWorkerOptions, 'lane'>) {
    this.messages = new OutboxWorker({ ...opts, lane: 'messages' });
    this.push = new OutboxWorker({ ...opts, lane: 'push' });
  }

  start(): void {
    this.messages.start();
    this.push.start();
  }

  /** Both lanes are claiming work. */
  get claiming(): boolean {
    return this.messages.claiming && this.push.claiming;
  }

  /** Stops claiming; finishes the batches in hand, or drains them within a grace period. */
  async stop(opts: { graceMs?: number } = {}): Promise<void> {
    await Promise.all([this.messages.stop(opts), this.push.stop(opts)]);
  }

  /** Sends everything due (tests, a graceful drain). */
  async drain(): Promise<void> {
    await Promise.all([this.messages.drain(), this.push.drain()]);
  }
}
