import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { DEFAULT_PHONE_REGION } from '@dugout/shared';
import { openPglite, openPostgres, type DatabaseHandle } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { ensureAffiliations, seedDemoTeam } from '../seed/seed-demo';

/**
 * The run's template, made once by src/testing/global-setup.ts and named in these variables
 * (the test workers inherit them): a dump of a migrated, seeded PGlite, or with DATABASE_URL a
 * migrated, seeded database on that server. Without them (a file run under another config),
 * each test file migrates and seeds its own, as it did before.
 */
export const TEMPLATE_DUMP_ENV = 'DUGOUT_TEST_TEMPLATE_DUMP';
export const TEMPLATE_DATABASE_ENV = 'DUGOUT_TEST_TEMPLATE_DATABASE';

let template: Promise<Blob> | null = null;

/** A migrated, seeded PGlite, read once per test file and copied for each test database. */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dumpFile = process.env[TEMPLATE_DUMP_ENV];
    if (dumpFile) return new Blob([await readFile(dumpFile)]);
    return dumpSeededPglite();
  })();
  return template;
}

/** Migrates and seeds an in-memory PGlite and dumps its data folder. */
export async function dumpSeededPglite(): Promise<Blob> {
  const handle = await openPglite(null);
  try {
    await prepare(handle);
    return await handle.pglite!.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Migrations, affiliations and the demo seed: no-ops on a database that has them already. */
export async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db, { phoneRegion: DEFAULT_PHONE_REGION });
  await ensureAffiliations(handle.db);
  await seedDemoTeam(handle.db);
}

/** Runs `statement` on the PostgreSQL server of `serverUrl`, on a connection of its own. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, seeded database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways), a copy of the
 * run's template database when there is one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return openPglite(null, await pgliteTemplate());
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const templateName = process.env[TEMPLATE_DATABASE_ENV];
  await onServer(
    serverUrl,
    `create database ${name}${templateName ? ` template ${templateName}` : ''}`,
  );
  const handle = openPostgres(databaseUrl(serverUrl, name), 5);
  // On a copy of the template, the migrations and the seed find nothing to do.
  await prepare(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
