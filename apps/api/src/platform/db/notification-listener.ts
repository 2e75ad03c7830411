import pg from 'pg';

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'dugout-listener';
/** A connection or query that takes this long means the server is gone, even if nothing says so. */
const TIMEOUT_MS = 2_000;

/** One user of a channel. */
export interface ChannelSubscriber {
  /** A notification on the channel. */
  notify(payload: string): void;
  /** The connection dropped (it reconnects by itself): notifications may be missed until back. */
  lost?(err: Error | undefined): void;
  /** Listening again after a drop or a failed first try: what was sent meanwhile was missed. */
  resumed?(): void;
}

interface Subscription {
  subscriber: ChannelSubscriber;
  /** Subscribed while no connection listened, or one dropped since: told when one does. */
  missed: boolean;
}

/**
 * The one connection a replica LISTENs on, on a PostgreSQL server, for every channel it follows
 * (cache resets, the data version). It is a connection of its own, not a pool's: a pooled client
 * is handed back and its LISTEN goes with it. It opens with the first subscriber and closes with
 * the last; when it drops it reconnects with a growing delay and listens on every channel again.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  /** Clients let go of on purpose: their 'end' is no drop. */
  private readonly retired = new WeakSet<pg.Client>();
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(
    private readonly opts: { connectionString: string; minRetryMs?: number; maxRetryMs?: number },
  ) {}

  /** Whether a connection is listening now. */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Follows `channel` (a plain lower-case name) until the returned function is called. Waits for
   * the first connection attempt; if it fails, retries in the background and calls `resumed`
   * once listening.
   */
  async subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => Promise<void>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const subscription: Subscription = { subscriber, missed: false };
    const subscriptions = this.channels.get(channel) ?? new Set();
    const first = subscriptions.size === 0;
    subscriptions.add(subscription);
    this.channels.set(channel, subscriptions);
    const client = this.client;
    if (client && first) {
      await client.query(`LISTEN ${channel}`).catch((err: Error) => this.dropped(client, err));
    } else if (!client) {
      await this.connect();
    }
    if (!this.client) subscription.missed = true;
    return () => this.unsubscribe(channel, subscription);
  }

  /**
   * A query on the listening connection (a read there also proves the connection alive). A
   * failure, a timeout included, drops the connection, which reconnects.
   */
  async query<R extends pg.QueryResultRow>(text: string): Promise<R[]> {
    const client = this.client;
    if (!client) throw new Error('not listening');
    try {
      return (await client.query<R>(text)).rows;
    } catch (err) {
      this.dropped(client, err as Error);
      throw err;
    }
  }

  /** Stops listening on every channel and closes the connection. */
  async close(): Promise<void> {
    this.channels.clear();
    await this.disconnect();
  }

  private async unsubscribe(channel: string, subscription: Subscription): Promise<void> {
    const subscriptions = this.channels.get(channel);
    if (!subscriptions?.delete(subscription) || subscriptions.size > 0) return;
    this.channels.delete(channel);
    if (this.channels.size === 0) return this.disconnect();
    const client = this.client;
    await client?.query(`UNLISTEN ${channel}`).catch((err: Error) => this.dropped(client, err));
  }

  private async disconnect(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    // An attempt under way sees nobody is left and lets its connection go.
    await this.connecting;
    if (this.channels.size > 0) return; // someone subscribed meanwhile: the connection is theirs
    const client = this.client;
    this.client = null;
    if (client) await this.retire(client);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.attempt().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async attempt(): Promise<void> {
    if (this.client || this.channels.size === 0) return;
    const client = new pg.Client({
      connectionString: this.opts.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      query_timeout: TIMEOUT_MS,
      connectionTimeoutMillis: TIMEOUT_MS,
    });
    client.on('notification', (msg) => {
      for (const { subscriber } of this.channels.get(msg.channel) ?? []) {
        subscriber.notify(msg.payload ?? '');
      }
    });
    client.on('error', (err) => this.dropped(client, err));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      // Channels subscribed while these run are listened to as well.
      const listened = new Set<string>();
      for (let next = this.unlistened(listened); next; next = this.unlistened(listened)) {
        await client.query(`LISTEN ${next}`);
        listened.add(next);
      }
    } catch {
      await this.retire(client);
      this.retryLater();
      return;
    }
    if (this.channels.size === 0) return this.retire(client);
    this.client = client;
    this.failures = 0;
    for (const subscriptions of this.channels.values()) {
      for (const subscription of subscriptions) {
        if (!subscription.missed) continue;
        subscription.missed = false;
        subscription.subscriber.resumed?.();
      }
    }
  }

  private unlistened(listened: Set<string>): string | undefined {
    return [...this.channels.keys()].find((channel) => !listened.has(channel));
  }

  /** The listening connection died: tell the subscribers, end it, and connect again. */
  private dropped(client: pg.Client, err?: Error): void {
    if (this.retired.has(client) || this.client !== client) return;
    this.client = null;
    void this.retire(client);
    for (const subscriptions of this.channels.values()) {
      for (const subscription of subscriptions) {
        subscription.missed = true;
        subscription.subscriber.lost?.(err);
      }
    }
    this.retryLater();
  }

  private async retire(client: pg.Client): Promise<void> {
    this.retired.add(client);
    await client.end().catch(() => {});
  }

  private retryLater(): void {
    if (this.retryTimer || this.channels.size === 0) return;
    const min = this.opts.minRetryMs ?? 100;
    const max = this.opts.maxRetryMs ?? 5_000;
    const delay = Math.min(max, min * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
