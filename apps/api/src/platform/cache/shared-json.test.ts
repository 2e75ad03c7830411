import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CacheRegistry } from './cache-registry';
import { LIST_SLICE, toSharedJson, toSharedJsonList, VersionedCache } from './shared-json';

const item = z.object({ id: z.number(), name: z.string() });

describe('toSharedJsonList', () => {
  it('makes the bytes and ETag toSharedJson makes, across slices, and lets go of the rows', async () => {
    for (const n of [0, 1, LIST_SLICE, LIST_SLICE + 1, 3 * LIST_SLICE + 7]) {
      const rows = Array.from({ length: n }, (_, i) => ({ i }));
      const mapped = rows.map(({ i }) => ({ id: i, name: `Núñez "${i}"` }));
      const built = await toSharedJsonList(rows, item, async ({ i }) => ({
        id: i,
        name: `Núñez "${i}"`,
        secret: 'not in the schema',
      }));
      const whole = toSharedJson(mapped);
      expect(built.body.equals(whole.body)).toBe(true);
      expect(built.etag).toBe(whole.etag);
      expect(JSON.parse(built.body.toString())).toHaveLength(n);
      expect(rows).toHaveLength(0);
    }
  });

  it('fails when a row breaks the schema', async () => {
    const rows = Array.from({ length: LIST_SLICE + 2 }, (_, i) => i);
    await expect(
      toSharedJsonList(rows, item, (i) => ({ id: i, name: i === LIST_SLICE + 1 ? 7 : 'x' })),
    ).rejects.toThrow();
  });
});

describe('VersionedCache', () => {
  const HOUR = 60 * 60_000;
  const cacheOf = (maxEntries: number, maxAgeMs = HOUR) => {
    const caches = new CacheRegistry();
    return { caches, cache: new VersionedCache<string>('test', caches, { maxAgeMs, maxEntries }) };
  };
  /** A build that counts its calls and answers `${key}@${version}#n`. */
  const counting = () => {
    let n = 0;
    return {
      builds: () => n,
      build: (key: string, version: string) => async () => `${key}@${version}#${++n}`,
    };
  };

  it('builds once per key and version, one build for concurrent misses, again for a newer version', async () => {
    const { cache } = cacheOf(10);
    const { builds, build } = counting();
    const [a, b] = await Promise.all([
      cache.get('admins', '1', build('admins', '1')),
      cache.get('admins', '1', build('admins', '1')),
    ]);
    expect([a, b]).toEqual(['admins@1#1', 'admins@1#1']);
    expect(await cache.get('admins', '1', build('admins', '1'))).toBe('admins@1#1');
    expect(await cache.get('family', '1', build('family', '1'))).toBe('family@1#2');
    expect(await cache.get('admins', '2', build('admins', '2'))).toBe('admins@2#3');
    expect(builds()).toBe(3);
  });

  it('keeps at most maxEntries keys, letting the least recently used go first', async () => {
    const { cache } = cacheOf(2);
    const { builds, build } = counting();
    await cache.get('a', '1', build('a', '1'));
    await cache.get('b', '1', build('b', '1'));
    await cache.get('a', '1', build('a', '1')); // a is now the most recently used
    await cache.get('c', '1', build('c', '1')); // so b goes
    expect(builds()).toBe(3);
    expect(await cache.get('a', '1', build('a', '1'))).toBe('a@1#1');
    expect(await cache.get('c', '1', build('c', '1'))).toBe('c@1#3');
    expect(await cache.get('b', '1', build('b', '1'))).toBe('b@1#4');
  });

  it('forgets everything on Empty Cache, also a build under way', async () => {
    const { caches, cache } = cacheOf(10);
    const { build } = counting();
    await cache.get('a', '1', build('a', '1'));
    let release: (value: string) => void = () => {};
    const slow = cache.get('b', '1', () => new Promise((resolve) => (release = resolve)));
    expect(caches.clearLocal()).toEqual(['test']);
    release('b@1#slow');
    expect(await slow).toBe('b@1#slow');
    expect(await cache.get('a', '1', build('a', '1'))).toBe('a@1#2');
    expect(await cache.get('b', '1', build('b', '1'))).toBe('b@1#3');
  });

  it('rebuilds a value older than maxAgeMs even when the version has not changed', async () => {
    const { cache } = cacheOf(10, 1);
    const { build } = counting();
    await cache.get('a', '1', build('a', '1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.get('a', '1', build('a', '1'))).toBe('a@1#2');
  });

  it('keeps no failed build, and never an older version over a newer one', async () => {
    const { cache } = cacheOf(10);
    const { build } = counting();
    await expect(cache.get('a', '1', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('a', '1', build('a', '1'))).toBe('a@1#1');

    let release: (value: string) => void = () => {};
    const older = cache.get('b', '1', () => new Promise((resolve) => (release = resolve)));
    expect(await cache.get('b', '2', build('b', '2'))).toBe('b@2#2');
    release('b@1#late');
    await older;
    expect(await cache.get('b', '2', build('b', '2'))).toBe('b@2#2');
  });
});
