import {
  createSeededTemplate,
  FRESH_SERVERS_ENV,
  removeSeededTemplate,
  TEMPLATE_DATA_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
} from './support/server';

/**
 * Once per e2e run, before any spec: the built server migrates and seeds (thumbnails included)
 * into a template, a DATA_DIR and with DATABASE_URL a PostgreSQL database, and stops cleanly.
 * Every startServer then starts from its own copy (a folder copy, `CREATE DATABASE … TEMPLATE`)
 * instead of paying for the migrations and the seed again; the smoke spec still starts from empty.
 * E2E_FRESH_SERVERS=1 skips this: every server migrates and seeds its own, as before.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[FRESH_SERVERS_ENV] === '1') {
    console.log(`[e2e] ${FRESH_SERVERS_ENV}=1: every server migrates and seeds its own data`);
    return undefined;
  }
  const started = Date.now();
  const template = await createSeededTemplate();
  // The test workers start after this and inherit the environment.
  process.env[TEMPLATE_DATA_DIR_ENV] = template.dataDir;
  if (template.database) process.env[TEMPLATE_DATABASE_ENV] = template.database;
  else delete process.env[TEMPLATE_DATABASE_ENV];
  console.log(
    `[e2e] seeded template${template.database ? ` (database ${template.database})` : ''}` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s: specs start from copies of it`,
  );
  return async () => {
    delete process.env[TEMPLATE_DATA_DIR_ENV];
    delete process.env[TEMPLATE_DATABASE_ENV];
    await removeSeededTemplate(template);
  };
}
