import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DATABASE_SPECS } from '../e2e/support/scope.ts';

// A spec renamed or removed would silently leave the PostgreSQL run: each one named must exist.
test('every spec the PostgreSQL run names is an e2e spec', () => {
  const e2e = path.join(import.meta.dirname, '..', 'e2e');
  const missing = DATABASE_SPECS.filter((spec) => !existsSync(path.join(e2e, spec)));
  expect(missing).toEqual([]);
  expect(DATABASE_SPECS.length).toBeGreaterThan(5);
  expect(DATABASE_SPECS.every((spec) => /^specs\/[\w-]+\.spec\.ts$/.test(spec))).toBe(true);
});
