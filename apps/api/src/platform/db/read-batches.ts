/**
 * Reads of one kind of row by key, gathered: at most one query is in flight, and every key asked
 * for while it runs is read together by the next one, begun when it settles. An idle reader
 * starts at once (no added wait); under load, N concurrent requests cost one round trip, not N.
 *
 * Every read still begins after it was asked for, so an answer is never older than the request:
 * a write committed before the request arrived is always seen (unlike a value kept between
 * requests).
 */
export function readInBatches<V>(
  readMany: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  missing: V,
): (key: string) => Promise<V> {
  type Waiter = { resolve: (value: V) => void; reject: (err: unknown) => void };
  let waiting = new Map<string, Waiter[]>();
  let inFlight = false;

  const runBatch = () => {
    const batch = waiting;
    waiting = new Map();
    inFlight = true;
    Promise.resolve()
      .then(() => readMany([...batch.keys()]))
      .then(
        (found) => {
          for (const [key, waiters] of batch) {
            const value = found.get(key) ?? missing;
            for (const w of waiters) w.resolve(value);
          }
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        inFlight = false;
        if (waiting.size > 0) runBatch();
      });
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!inFlight) runBatch();
    });
}
