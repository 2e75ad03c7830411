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
    // Test files share their worker's module cache: each file still gets its own database and app,
    // and no test file stubs modules or the environment at import, so isolation bought nothing but
    // loading the app's module graph again per file (import was 447 s of 607 in CI's API run).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
