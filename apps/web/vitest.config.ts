import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // Generous limits for a machine whose cores are busy: a render under jsdom can
    // take seconds there. Waits stay conditions (findBy*, waitFor), never sleeps.
    testTimeout: 30_000,
  },
});
