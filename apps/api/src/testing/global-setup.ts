import crypto from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../platform/db/database';
import {
  databaseUrl,
  dumpSeededPglite,
  onServer,
  prepare,
  TEMPLATE_DATABASE_ENV,
  TEMPLATE_DUMP_ENV,
} from './test-database';

/**
 * Once per run of the API project, before its test files: migrate and seed one template that
 * createTestDatabase copies for every test file (a PGlite dump, or with DATABASE_URL a database
 * copied with `create database … template`). Each test file used to migrate and seed its own,
 * several seconds of CPU each on a two-core machine.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const handle = openPostgres(databaseUrl(serverUrl, name), 2);
    try {
      await prepare(handle);
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await handle.close();
    }
    process.env[TEMPLATE_DATABASE_ENV] = name;
    return async () => {
      delete process.env[TEMPLATE_DATABASE_ENV];
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dugout-api-template-'));
  const file = path.join(dir, 'pgdata.tar');
  await writeFile(file, Buffer.from(await (await dumpSeededPglite()).arrayBuffer()));
  process.env[TEMPLATE_DUMP_ENV] = file;
  return async () => {
    delete process.env[TEMPLATE_DUMP_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
