import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { down, up } from './0068_venues';

const t = testAppForFile();

const dataVersion = async () =>
  Number(
    (await t.database.db.selectFrom('data_version').select('version').executeTakeFirstOrThrow())
      .version,
  );

it('keeps a venue an event names, pairs coordinates, and raises the shared data version', async () => {
  const db = t.database.db;
  const venue = await db
    .insertInto('venues')
    .values({ name: 'Migration Park', address: '1 Test Way' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({ name: 'Migration game', venue_id: venue.id, arrival_minutes_before: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();

  await expect(db.deleteFrom('venues').where('id', '=', venue.id).execute()).rejects.toMatchObject({
    // restrict_violation on PostgreSQL 18 (PGlite), foreign_key_violation on 15.
    code: expect.stringMatching(/^(23001|23503)$/),
  });
  await expect(
    db.insertInto('venues').values({ name: 'Half', latitude: 40 }).execute(),
  ).rejects.toMatchObject({ code: '23514' });
  await expect(
    db.insertInto('venues').values({ name: 'migration PARK' }).execute(),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    db
      .updateTable('events')
      .set({ arrival_minutes_before: -5 })
      .where('id', '=', event.id)
      .execute(),
  ).rejects.toMatchObject({ code: '23514' });

  const before = await dataVersion();
  await db.updateTable('venues').set({ notes: 'Gate 2' }).where('id', '=', venue.id).execute();
  expect(await dataVersion()).toBeGreaterThan(before);
  const row = await db
    .selectFrom('venues')
    .select('version')
    .where('id', '=', venue.id)
    .executeTakeFirstOrThrow();
  expect(row.version).toBe(venue.version + 1);

  await db.deleteFrom('events').where('id', '=', event.id).execute();
  await db.deleteFrom('venues').where('id', '=', venue.id).execute();
});

it('goes down and up again', async () => {
  const db = t.database.db as unknown as Kysely<unknown>;
  // Seeded events name venues: clear them first, as a rollback would have to.
  await sql`update events set venue_id = null`.execute(db);
  await down(db);
  const column = await sql<{ n: string }>`select count(*) as n from information_schema.columns
    where table_name = 'events' and column_name = 'venue_id'`.execute(db);
  expect(Number(column.rows[0]!.n)).toBe(0);
  await up(db);
  const table = await sql<{ n: string }>`select count(*) as n from information_schema.tables
    where table_name = 'venues'`.execute(db);
  expect(Number(table.rows[0]!.n)).toBe(1);
});
