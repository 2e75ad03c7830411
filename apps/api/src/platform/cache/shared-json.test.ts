import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_SLICE, toSharedJson, toSharedJsonList } from './shared-json';

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
