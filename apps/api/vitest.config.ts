import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated, seeded template for the run, copied for each test file's database.
    globalSetup: ['./src/testing/global-setup.ts'],
    // One fast-check seed for the run: fixed, or FC_SEED (npm run fuzz).
    setupFiles: ['../../scripts/lib/fast-check-seed.mjs'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
