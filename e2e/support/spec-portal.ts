import { afterAll, beforeAll } from 'vitest';
import { openPortal, type Portal } from './portal';
import type { SeedChanges } from './seed-changes';

/**
 * A spec's portal: opened before its tests (`openPortal` with `opts`) and handed to `use`, which
 * keeps what the spec needs (usually its server and browser); closed after them. With `seed`, the
 * seeded rows the spec changed are put back first, even when a test failed between a change and
 * its own undo, so the specs that follow on a shared server read the seed as it was.
 */
export function portalForSpec(
  use: (portal: Portal) => void,
  opts: Parameters<typeof openPortal>[0] & { seed?: SeedChanges } = {},
): void {
  let portal: Portal | undefined;
  const { seed, ...open } = opts;
  beforeAll(async () => {
    portal = await openPortal(open);
    use(portal);
  });
  afterAll(async () => {
    try {
      await seed?.restore();
    } finally {
      await portal?.close();
    }
  });
}
