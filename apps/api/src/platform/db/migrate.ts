import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import { migrationsFor, type MigrationSettings } from './migrations/index';

export type { MigrationSettings } from './migrations/index';

/**
 * Kysely's migrator over our list. Its ordering check stays on: a database whose history does not
 * start with the list in name order is refused, rather than migrated in an order nobody tested.
 */
export function migrator(db: Db, settings: MigrationSettings): Migrator {
  const migrations = migrationsFor(settings);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Db, settings: MigrationSettings): Promise<string[]> {
  const { error, results } = await migrator(db, settings).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The last migration this build knows (Kysely runs them in name order): a database that has not
 * recorded it is behind what this code reads (/api/ready says so).
 */
export function latestMigrationName(): string {
  return Object.keys(migrationsFor({ phoneRegion: 'US' }))
    .sort()
    .at(-1)!;
}
