import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_COMMAND, API_TYPES_FILE, renderApiTypes } from './lib/api-types.mjs';

describe("the SPA's API types", () => {
  it(
    "match the API's routes",
    async () => {
      const committed = readFileSync(API_TYPES_FILE, 'utf8');
      const current = await renderApiTypes();
      expect(
        current,
        `${API_TYPES_FILE} is out of date with the API's routes: run \`${API_TYPES_COMMAND}\` and commit it`,
      ).toBe(committed);
    },
    // Builds the whole app on a fresh in-memory database (migrations and demo seed).
    180_000,
  );
});
