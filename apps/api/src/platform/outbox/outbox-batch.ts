// The pieces of one claimed batch that the worker (outbox-worker.ts) sends under one lease.

/** A counting semaphore. */
export class Slots {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/**
 * Group commit: ids added while a write is running go together in the next one, so a full
 * window of sends costs one write instead of one each.
 */
export class Coalescer<R> {
  private pending: { id: string; resolve(r: R | undefined): void; reject(e: unknown): void }[] = [];
  private running = false;

  constructor(private readonly write: (ids: string[]) => Promise<Map<string, R>>) {}

  add(id: string): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.pending.length === 0) return;
    this.running = true;
    const group = this.pending.splice(0);
    this.write(group.map((g) => g.id))
      .then(
        (rows) => group.forEach((g) => g.resolve(rows.get(g.id))),
        (err: unknown) => group.forEach((g) => g.reject(err)),
      )
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}

/** The end of one batch's lease, and a queue that keeps its renewals and hand-overs apart. */
export class BatchLease {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(public until: Date) {}

  /** Runs `fn` after every earlier call has finished (whether it succeeded or not). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }
}
