import type pg from 'pg';

/** Told once per `connect` on the pool: how long it took, and whether it queued for a client. */
export type AcquireListener = (seconds: number, waited: boolean) => void;

/**
 * How long taking a connection from the PostgreSQL pool took (issue 30: "pool use and waits").
 * pg.Pool has no event for the start of a wait, so its `connect` is wrapped where the pool is
 * created: the time runs from the call to the client (or the refusal after POOL_WAIT_MS), and an
 * acquisition "waited" when every connection was in use and no more could be opened, so it queued
 * until one was released. Opening a new connection is timed but is no wait.
 */
export class PoolTiming {
  private readonly listeners = new Set<AcquireListener>();

  /** Returns the unsubscribe. */
  subscribe(listener: AcquireListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(seconds: number, waited: boolean): void {
    for (const listener of this.listeners) listener(seconds, waited);
  }
}

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

export function timePoolAcquisitions(pool: pg.Pool): PoolTiming {
  const timing = new PoolTiming();
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  const max = pool.options.max ?? 10;
  function timedConnect(callback?: ConnectCallback): unknown {
    const started = process.hrtime.bigint();
    const waited = pool.idleCount === 0 && pool.totalCount >= max;
    const done = () => timing.record(Number(process.hrtime.bigint() - started) / 1e9, waited);
    // pool.query passes a callback; Kysely uses the promise.
    if (callback) {
      return connect((err, client, release) => {
        done();
        callback(err, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(done);
  }
  (pool as unknown as { connect: typeof timedConnect }).connect = timedConnect;
  return timing;
}
