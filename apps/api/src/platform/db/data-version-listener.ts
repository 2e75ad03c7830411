import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** How often the version is read on the listening connection. */
export const POLL_MS = 200;
/**
 * How long a read vouches for the version: past it (the connection dead, or the server too slow
 * to answer) the version is read per request again. The bound on staleness after a write made on
 * another replica; the issue asks for under a second.
 */
export const TRUST_MS = 700;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'dugout-data-version';
/** A read that takes this long means the connection is gone, even if no error says so. */
const READ_TIMEOUT_MS = 2_000;

/** The version, as text (bigint). */
export const VERSION_SQL = 'select version::text as version from data_version where id = 1';

export interface ListenerOptions {
  connectionString: string;
  channel: string;
  log?: FastifyBaseLogger | undefined;
  pollMs?: number;
  trustMs?: number;
}

/**
 * The version on a PostgreSQL server, kept by one dedicated connection per replica (a pooled
 * client is handed back and its LISTEN goes with it): notifications raise it at once, a read
 * every `pollMs` both raises it and vouches for it. See DataVersionTracker for the guarantee.
 */
export class DataVersionListener {
  private version: bigint | null = null;
  /** performance.now() when the last successful read began; -Infinity: nothing vouches. */
  private vouchedAt = -Infinity;
  /** A read that began before this (a write whose version is unknown) vouches for nothing. */
  private distrustedAt = -Infinity;
  private client: pg.Client | null = null;
  private stopped = false;
  private polling = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private readonly pollMs: number;
  private readonly trustMs: number;

  constructor(private readonly opts: ListenerOptions) {
    this.pollMs = opts.pollMs ?? POLL_MS;
    this.trustMs = opts.trustMs ?? TRUST_MS;
  }

  /** Connects and reads once; a failure leaves it retrying in the background (reads per request). */
  async start(): Promise<void> {
    await this.connect();
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
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.vouchedAt = -Infinity;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private raise(heard: string): void {
    const v = BigInt(heard);
    if (this.version === null || v > this.version) this.version = v;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.opts.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      query_timeout: READ_TIMEOUT_MS,
      connectionTimeoutMillis: READ_TIMEOUT_MS,
    });
    let dropped = false;
    const onDrop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) {
        this.client = null;
        this.vouchedAt = -Infinity;
      }
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.opts.log?.warn({ err }, 'data version listener lost; reading per request meanwhile');
      this.scheduleReconnect();
    };
    client.on('error', onDrop);
    client.on('end', () => onDrop());
    client.on('notification', (msg) => {
      if (msg.channel !== this.opts.channel || !msg.payload) return;
      try {
        this.raise(msg.payload);
      } catch {
        this.vouchedAt = -Infinity; // not ours: stop trusting memory
      }
    });
    try {
      await client.connect();
      // Listen first, then read: a write in between is heard, and raise() keeps the later one.
      await client.query(`LISTEN ${this.opts.channel}`);
      // stop() ran while this was connecting: it found no client to end, so end this one here
      // (an open socket would keep the process from exiting).
      if (this.stopped) {
        dropped = true;
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      await this.poll();
      this.failures = 0;
    } catch (err) {
      onDrop(err as Error);
    }
  }

  private async poll(): Promise<void> {
    const client = this.client;
    if (!client || this.polling) return;
    this.polling = true;
    const began = performance.now();
    try {
      const { rows } = await client.query<{ version: string }>(VERSION_SQL);
      this.raise(rows[0]?.version ?? '0');
      if (this.client === client && began > this.distrustedAt) {
        this.vouchedAt = Math.max(this.vouchedAt, began);
      }
    } catch (err) {
      // A timeout or a broken connection: drop it, reconnect, read per request meanwhile.
      client.emit('error', err);
    } finally {
      this.polling = false;
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = Math.min(5_000, 100 * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
