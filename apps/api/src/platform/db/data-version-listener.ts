import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationListener } from './notification-listener';

/** How often the version is read on the listening connection. */
export const POLL_MS = 200;
/**
 * How long a read vouches for the version: past it (the connection dead, or the server too slow
 * to answer) the version is read per request again. The bound on staleness after a write made on
 * another replica, which must stay under a second.
 */
export const TRUST_MS = 700;
/** The version, as text (bigint). */
export const VERSION_SQL = 'select version::text as version from data_version where id = 1';

export interface ListenerOptions {
  /** The replica's listening connection (database.ts: one per replica, shared). */
  listener: NotificationListener;
  channel: string;
  log?: FastifyBaseLogger | undefined;
  pollMs?: number;
  trustMs?: number;
}

/**
 * The version on a PostgreSQL server, kept on the replica's listening connection: notifications
 * raise it at once, a read every `pollMs` on that same connection both raises it and vouches for
 * it (a read there proves the notifications can still arrive). See DataVersionTracker for the
 * guarantee.
 */
export class DataVersionListener {
  private version: bigint | null = null;
  /** performance.now() when the last successful read began; -Infinity: nothing vouches. */
  private vouchedAt = -Infinity;
  /** A read that began before this (a write whose version is unknown) vouches for nothing. */
  private distrustedAt = -Infinity;
  /** Connections lost so far: a read begun on an earlier connection vouches for nothing. */
  private drops = 0;
  private stopped = false;
  private polling = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly pollMs: number;
  private readonly trustMs: number;

  constructor(private readonly opts: ListenerOptions) {
    this.pollMs = opts.pollMs ?? POLL_MS;
    this.trustMs = opts.trustMs ?? TRUST_MS;
  }

  /** Listens and reads once; a failure leaves it retrying in the background (reads per request). */
  async start(): Promise<void> {
    // Listen first, then read: a write in between is heard, and raise() keeps the later one.
    this.unsubscribe = await this.opts.listener.subscribe(this.opts.channel, {
      notify: (payload) => {
        if (!payload) return;
        try {
          this.raise(payload);
        } catch {
          this.vouchedAt = -Infinity; // not ours: stop trusting memory
        }
      },
      lost: (err) => {
        this.drops++;
        this.vouchedAt = -Infinity;
        if (!this.stopped) {
          this.opts.log?.warn({ err }, 'data version listener lost; reading per request meanwhile');
        }
      },
      resumed: () => void this.poll(),
    });
    if (this.stopped) {
      await this.stopListening(); // stop() ran while this subscribed
      return;
    }
    await this.poll();
    this.pollTimer = setInterval(() => void this.poll(), this.pollMs);
    this.pollTimer.unref();
  }

  current(): string | null {
    if (this.version === null || performance.now() - this.vouchedAt >= this.trustMs) return null;
    return this.version.toString();
  }

  /** After this replica wrote: the version read right after its commit (null: unknown). */
  afterWrite(version: string | null): void {
    if (version !== null) return this.raise(version);
    // Unsure: read per request until a read begun after now vouches again.
    this.vouchedAt = -Infinity;
    this.distrustedAt = performance.now();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.vouchedAt = -Infinity;
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }

  private raise(heard: string): void {
    const v = BigInt(heard);
    if (this.version === null || v > this.version) this.version = v;
  }

  private async poll(): Promise<void> {
    if (this.stopped || this.polling || !this.opts.listener.listening) return;
    this.polling = true;
    const began = performance.now();
    const drops = this.drops;
    try {
      const rows = await this.opts.listener.query<{ version: string }>(VERSION_SQL);
      this.raise(rows[0]?.version ?? '0');
      if (this.drops === drops && began > this.distrustedAt) {
        this.vouchedAt = Math.max(this.vouchedAt, began);
      }
    } catch {
      // A timeout or a broken connection: the listener drops it and reconnects (lost() above).
    } finally {
      this.polling = false;
    }
  }
}
