import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { runConversationDigests } from '../conversations/index';
import { runDueDutyReminders } from '../duties/index';
import { runDueReminders } from './reminders.service';
import {
  conversationDigestPasses,
  reminderMessages,
  reminderPasses,
} from '../../platform/metrics/process-metrics';

/** How often the scheduler looks for due reminders (a minute late is on time for a reminder). */
export const REMINDER_TICK_MS = 60_000;
/** The first pass waits this long after start, so the server is listening and warm first. */
export const REMINDER_FIRST_PASS_MS = 10_000;

/**
 * The periodic tick that sends due reminders. Every replica runs one: the claim
 * rows' unique key, written in the transaction that queues the message, lets exactly one of
 * them queue each reminder. Nothing is held in memory between ticks, so a restart loses
 * nothing: a reminder whose time passed while no replica ran is sent at the next tick, if its
 * event has not started.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly tickMs: number = REMINDER_TICK_MS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(REMINDER_FIRST_PASS_MS);
  }

  /** Lets the pass in hand finish (its transactions commit or roll back), then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** A scheduler as another replica runs it: the same database, its own passes. */
  replica(): ReminderScheduler {
    return new ReminderScheduler(this.ctx, this.log, this.tickMs);
  }

  /**
   * One pass now (tests; the tick calls it): the event reminders, then the volunteers' duty
   * reminders (one timer for both; each claims in the database, so replicas never send twice),
   * then the conversations' digests. Returns the reminders queued.
   */
  async runOnce(now: Date = new Date()): Promise<number> {
    let queued: number;
    try {
      const events = await runDueReminders(this.ctx, now, this.log);
      const duties = await runDueDutyReminders(this.ctx, now, this.log);
      queued = events + duties;
      reminderPasses.inc({ result: 'ok' });
      reminderMessages.inc(queued);
    } catch (err) {
      reminderPasses.inc({ result: 'error' });
      throw err;
    }
    await this.runDigests(now);
    return queued;
  }

  /**
   * The conversations' hourly digests ride the same tick (claimed per member likewise), a job of
   * their own with its own metric (DESIGN §9): a member's failure makes the pass 'partial'.
   */
  private async runDigests(now: Date): Promise<void> {
    try {
      const { queued, failed } = await runConversationDigests(this.ctx, now, this.log);
      conversationDigestPasses.inc({ result: failed > 0 ? 'partial' : 'ok' });
      if (queued > 0 || failed > 0) this.log.info({ queued, failed }, 'conversation digests');
    } catch (err) {
      conversationDigestPasses.inc({ result: 'error' });
      throw err;
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const started = Date.now();
      this.running = this.runOnce()
        .then((n) => {
          if (n > 0) this.log.info({ reminded: n, ms: Date.now() - started }, 'reminders queued');
        })
        .catch((err: unknown) => this.log.error({ err }, 'reminder pass failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.tickMs);
        });
    }, ms);
    this.timer.unref?.();
  }
}
