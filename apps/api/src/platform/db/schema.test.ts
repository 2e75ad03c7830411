import { readFile } from 'node:fs/promises';
import { generate, PostgresDialect } from 'kysely-codegen';
import { expect, it } from 'vitest';
import { schemaDrift, schemaShape } from '../../testing/schema-shape';
import { createTestDatabase } from '../../testing/test-database';

/**
 * schema.ts is written by hand; the migrations make the database. kysely-codegen reads the
 * migrated database (PGlite, or the PostgreSQL server of DATABASE_URL) as Kysely types, and both
 * are compared table by table and column by column, so a migration that schema.ts does not follow
 * fails here rather than at run time.
 */
it('declares the tables and columns the migrations make, with their types and nulls', async () => {
  const database = await createTestDatabase();
  try {
    const generated = await generate({
      db: database.db,
      dialect: new PostgresDialect(),
      outFile: null,
      // What the drivers give: bigint as a number (database.ts), date and timestamptz as a Date.
      typeMapping: { int8: 'number' },
    });
    const declared = await readFile(new URL('./schema.ts', import.meta.url), 'utf8');
    const drift = schemaDrift(schemaShape(generated, 'DB'), schemaShape(declared, 'Database'));
    expect(drift, 'schema.ts and the migrated database disagree').toEqual([]);
  } finally {
    await database.close();
  }
});
