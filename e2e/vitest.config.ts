import { defineConfig } from 'vitest/config';
import { DATABASE_SPECS, DRAWING_CHECKS } from './support/scope.ts';

/**
 * Spec files run side by side, this many at a time (E2E_WORKERS, default 3 on the 2-core machine:
 * a spec spends most of its time waiting on the network or a timer — the whole suite used 0.8 of
 * a core — and 3 took 444 s where 2 took 450–510 s; 4 was slower again); each worker has a server
 * of its own that its specs share (global-setup.ts, support/portal.ts).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

// End-to-end specs: the built server (`node apps/api/dist/main.js`) in Debian Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: DRAWING_CHECKS ? ['specs/**/*.spec.ts'] : DATABASE_SPECS,
    // Migrates and seeds once into a template; starts the workers' servers from copies of it.
    globalSetup: ['./global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    // Room for a machine whose cores are busy; every wait is still a condition.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
