import { defineConfig } from 'vitest/config';

// End-to-end specs: the built server (`node apps/api/dist/main.js`) in Debian Chromium.
// One spec file at a time: each starts its own server, and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    // Migrates and seeds once into a template that each spec's server starts from a copy of.
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // Room for a machine whose cores are busy (DESIGN §8); every wait is still a condition.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
