import { describe, expect, it } from 'vitest';
import { readInBatches } from './read-batches';

/** A store whose reads the test lets finish one by one, recording what each asked for. */
function gatedStore() {
  const values = new Map<string, number>();
  const calls: { keys: readonly string[]; finish: () => void; fail: (err: Error) => void }[] = [];
  const readMany = (keys: readonly string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      // The values as they are when the read begins, as a database's snapshot would be.
      const snapshot = new Map(keys.flatMap((k) => (values.has(k) ? [[k, values.get(k)!]] : [])));
      calls.push({ keys, finish: () => resolve(snapshot), fail: reject });
    });
  return { values, calls, readMany };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('readInBatches', () => {
  it('reads at once when idle, and gathers what is asked for meanwhile into the next read', async () => {
    const store = gatedStore();
    store.values.set('a', 1).set('b', 2).set('c', 3);
    const read = readInBatches(store.readMany, 0);

    const first = read('a');
    await tick();
    expect(store.calls.map((c) => c.keys)).toEqual([['a']]);

    const second = [read('b'), read('c'), read('b'), read('zz')];
    await tick();
    expect(store.calls).toHaveLength(1); // still waiting for the first

    store.calls[0]!.finish();
    expect(await first).toBe(1);
    await tick();
    expect(store.calls.map((c) => c.keys)).toEqual([['a'], ['b', 'c', 'zz']]);
    store.calls[1]!.finish();
    expect(await Promise.all(second)).toEqual([2, 3, 2, 0]);
  });

  it('never answers a key from a read that began before it was asked for', async () => {
    const store = gatedStore();
    store.values.set('a', 1);
    const read = readInBatches(store.readMany, 0);

    const before = read('a');
    await tick();
    store.values.set('a', 2); // written while the first read runs, before the second request
    const after = read('a');

    store.calls[0]!.finish();
    expect(await before).toBe(1);
    await tick();
    store.calls[1]!.finish();
    expect(await after).toBe(2);
  });

  it('fails only the read that failed; the next batch still runs', async () => {
    const store = gatedStore();
    store.values.set('a', 1);
    const read = readInBatches(store.readMany, 0);

    const failing = read('a');
    await tick();
    const next = read('a');
    store.calls[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    store.calls[1]!.finish();
    expect(await next).toBe(1);
  });

  it('turns a reader that throws at once into a rejection', async () => {
    const read = readInBatches<number>(() => {
      throw new Error('no pool');
    }, 0);
    await expect(read('a')).rejects.toThrow('no pool');
    await expect(read('b')).rejects.toThrow('no pool'); // not stuck "in flight"
  });
});
