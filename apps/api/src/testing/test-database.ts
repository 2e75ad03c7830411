import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { ensureAffiliations, seedDemoTeam } from '../seed/seed-demo';

let template: Promise<Blob> | null = null;

/** A migrated, seeded PGlite built once per test worker and copied for each test database. */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openPglite(null);
    await prepare(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return template;
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await ensureAffiliations(handle.db);
  await seedDemoTeam(handle.db);
}

/**
 * A fresh, seeded database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return openPglite(null, await pgliteTemplate());
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await prepare(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
