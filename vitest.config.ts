import { defineConfig } from 'vitest/config';

// Unit and API integration tests. The e2e suite has its own config in e2e/.
export default defineConfig({
  test: {
    // Each API test file gets its own database; PGlite instances are heavy, so keep few alive.
    maxWorkers: 2,
    // Tests run in a new random order each run (the seed is printed; replay one with
    // --sequence.seed=N): no test may lean on what another left behind.
    sequence: { shuffle: true },
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../scripts/lib/fast-check-seed.mjs'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench',
          environment: 'node',
          include: ['lib/**/*.test.ts'],
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
