import { defineConfig } from 'vitest/config';

// End-to-end specs: the built server (`node apps/api/dist/main.js`) in Debian Chromium.
// One spec file at a time: each starts its own server, and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
