import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigrationName } from '../../platform/db/migrate';
import { migrationsFor } from '../../platform/db/migrations/index';
import { createTestApp, testAppForFile, type TestApp } from '../../testing/test-app';

const t = testAppForFile();

const ready = (language = 'en') =>
  t.app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': language } });

/** The 503's body in both languages: the failing check in `field`, its reason in `message`. */
async function notReady(app: TestApp) {
  const answers = await Promise.all(
    ['en', 'es'].map((language) =>
      app.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': language },
      }),
    ),
  );
  for (const a of answers) {
    expect(a.statusCode, a.body).toBe(503);
    expect(a.headers['cache-control']).toBe('no-store');
  }
  const [en, es] = answers.map((a) => a.json() as { message: string; code: string; field: string });
  expect(es!.field).toBe(en!.field);
  expect(en!.code).toBe('not_ready');
  return { field: en!.field, en: en!.message, es: es!.message };
}

describe('liveness and readiness', () => {
  it('is ready once started: the database answers, is migrated to this build, the outbox runs', async () => {
    const res = await ready();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The build's last migration is the newest name in the list (Kysely's order).
    const newest = Object.keys(migrationsFor({ phoneRegion: 'US' }))
      .sort()
      .at(-1);
    expect(latestMigrationName()).toBe(newest);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', outbox: 'ok' },
      migration: newest,
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while starting or draining', async () => {
    try {
      t.readiness.phase = 'starting';
      expect(await notReady(t)).toEqual({
        field: 'starting',
        en: 'The server is still starting',
        es: 'El servidor todavía se está iniciando',
      });
      t.readiness.draining();
      expect(await notReady(t)).toEqual({
        field: 'draining',
        en: 'The server is shutting down',
        es: 'El servidor se está apagando',
      });
      // Alive all the while.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.readiness.phase = 'serving';
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready while the outbox worker is stopped', async () => {
    await t.worker.stop();
    try {
      expect(await notReady(t)).toEqual({
        field: 'outbox',
        en: 'The outbox worker is not running',
        es: 'El envío de mensajes no está en marcha',
      });
    } finally {
      t.worker.start();
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready on a database one migration behind this build', async () => {
    const name = latestMigrationName();
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration where name = ${name}
    `.execute(t.database.db);
    expect(rows).toHaveLength(1);
    // As a database restored from before the last migration would be.
    await sql`delete from kysely_migration where name = ${name}`.execute(t.database.db);
    try {
      expect(await notReady(t)).toEqual({
        field: 'migrations',
        en: `The database has not run this version’s migrations (up to ${name})`,
        es: `La base de datos no tiene las migraciones de esta versión (hasta ${name})`,
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${rows[0]!.timestamp})`.execute(
        t.database.db,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('marks the server draining as soon as it begins to close', async () => {
    const own = await createTestApp();
    expect(own.readiness.phase).toBe('serving');
    const closing = own.close();
    // Before anything it waits on: the very first thing a stop does.
    expect(own.readiness.phase).toBe('draining');
    await closing;
  }, 60_000);
});

describe('with the database gone', () => {
  let gone: TestApp;

  beforeAll(async () => {
    gone = await createTestApp();
    expect((await gone.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // Closed under the running server: every query fails from now on.
    await gone.database.close();
  }, 60_000);

  afterAll(async () => {
    // Its database is already closed: the rest of the stop is what can still be done.
    await gone?.close().catch(() => {});
    if (gone) fs.rmSync(gone.config.dataDir, { recursive: true, force: true });
  });

  it('stays alive (no restart for an outage) but is not ready', async () => {
    const health = await gone.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(await notReady(gone)).toEqual({
      field: 'database',
      en: 'The database does not answer',
      es: 'La base de datos no responde',
    });
  });
});
