import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { POLL_MS, TRUST_MS } from '../../platform/db/data-version-listener';
import type { NotificationListener } from '../../platform/db/notification-listener';
import type { WriteWatch } from '../../platform/db/write-watch';

/** The household scopes whose versions a replica keeps (a league's households, with room). */
const KEPT_SCOPES = 50_000;
/** The scope a TRUNCATE of rsvps raises: every household's answers. */
export const EVERY_SCOPE = '*';

/** A read under way; a notification for its scope spoils it (it may have begun before that write). */
interface Ticket {
  spoiled: boolean;
}

/**
 * Household answers' versions on a PostgreSQL server, kept by this replica between requests as the
 * shared data's version is (data-version.ts), with the same bound: a version read from the
 * database is kept until the trigger's notification for its scope is heard, and kept versions are
 * used only while a read on the listening connection, begun less than TRUST_MS ago, proves every
 * notification sent before it has arrived (a write on another replica is seen within TRUST_MS,
 * in practice a few milliseconds). This replica's own writes are exact: after each of its commits
 * (the pool's WriteWatch) nothing kept is used until a read on the listening connection begun
 * after the commit, so the family who just answered here never gets their answers from before.
 * Otherwise, and for a scope not kept, the version is read from the database.
 */
export class AnswersVersionsListener {
  private readonly kept = new LRUCache<string, string>({ max: KEPT_SCOPES });
  private readonly reading = new Map<string, Set<Ticket>>();
  /** When the last read on the listening connection began, on a connection not dropped since. */
  private provenAt = -Infinity;
  /** When this replica last committed a write. */
  private ownWriteAt = -Infinity;
  private drops = 0;
  private polling = false;
  private stopped = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly opts: {
      listener: NotificationListener;
      channel: string;
      writes?: WriteWatch | undefined;
      /** The version of one scope from the database (batched by the caller). */
      read: (scope: string) => Promise<string>;
      log?: FastifyBaseLogger | undefined;
      pollMs?: number;
      trustMs?: number;
    },
  ) {}

  async start(): Promise<void> {
    this.unwatch =
      this.opts.writes?.onCommitted(() => {
        this.ownWriteAt = performance.now();
      }) ?? null;
    this.unsubscribe = await this.opts.listener.subscribe(this.opts.channel, {
      notify: (scope) => this.heard(scope),
      lost: () => {
        this.drops++;
        this.unproven();
      },
      // Notifications sent meanwhile were missed.
      resumed: () => {
        this.unproven();
        this.pollInBackground();
      },
    });
    if (this.stopped) return this.stop();
    await this.poll();
    this.pollTimer = setInterval(() => this.pollInBackground(), this.opts.pollMs ?? POLL_MS);
    this.pollTimer.unref();
  }

  async of(scope: string): Promise<string> {
    const kept = this.kept.get(scope);
    if (kept !== undefined && this.trusted()) return kept;
    const ticket: Ticket = { spoiled: false };
    const tickets = this.reading.get(scope) ?? new Set();
    tickets.add(ticket);
    this.reading.set(scope, tickets);
    try {
      const version = await this.opts.read(scope);
      if (!ticket.spoiled && !this.stopped) this.kept.set(scope, version);
      return version;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0 && this.reading.get(scope) === tickets) this.reading.delete(scope);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.unwatch?.();
    this.unproven();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }

  private trusted(): boolean {
    return (
      this.provenAt > this.ownWriteAt &&
      performance.now() - this.provenAt < (this.opts.trustMs ?? TRUST_MS)
    );
  }

  private heard(scope: string): void {
    if (scope === EVERY_SCOPE) return this.forgetAll();
    this.kept.delete(scope);
    for (const ticket of this.reading.get(scope) ?? []) ticket.spoiled = true;
  }

  /** Notifications may have been missed: nothing kept holds until a new read proves delivery. */
  private unproven(): void {
    this.provenAt = -Infinity;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.kept.clear();
    for (const tickets of this.reading.values()) for (const t of tickets) t.spoiled = true;
  }

  private pollInBackground(): void {
    this.poll().catch((err: unknown) =>
      this.opts.log?.error({ err }, 'answers version poll failed'),
    );
  }

  /** A read on the listening connection: every notification sent before it began has arrived. */
  private async poll(): Promise<void> {
    if (this.stopped || this.polling || !this.opts.listener.listening) return;
    this.polling = true;
    const began = performance.now();
    const drops = this.drops;
    try {
      await this.opts.listener.query('select 1');
      if (this.drops === drops) this.provenAt = Math.max(this.provenAt, began);
    } catch {
      // The listener drops the connection and reconnects (lost() above).
    } finally {
      this.polling = false;
    }
  }
}
