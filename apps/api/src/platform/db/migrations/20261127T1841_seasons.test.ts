import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { migrator } from '../migrate';
import { down, up } from './20261127T1841_seasons';

const t = testAppForFile();

it('makes one current season of the existing data, named after its years, and files every row in it', async () => {
  const db = t.database.db;
  const raw = db as unknown as Kysely<unknown>;
  // The later migrations first (duty templates default to the current season), then this one.
  const back = await migrator(db, { phoneRegion: 'US' }).migrateTo('20261127T1841_seasons');
  expect(back.error).toBeUndefined();
  await down(raw);
  await sql`delete from events`.execute(db);
  await sql`insert into events (name, date) values
    ('Seasons migration opener', '2025-09-06T17:00:00Z'),
    ('Seasons migration final', '2026-05-30T17:00:00Z'),
    ('Seasons migration cleanup', null)`.execute(db);

  await up(raw);

  const seasons = await db
    .selectFrom('seasons')
    .select([
      'name',
      sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts'),
      sql<boolean>`archived_at is null`.as('current'),
    ])
    .execute();
  expect(seasons).toEqual([{ name: '2025–2026', starts: '2025-09-06', current: true }]);
  const { rows } = await sql<{ table: string; n: number }>`
    select 'events' as table, count(*)::int as n from events where season_id <> current_season_id()
    union all select 'form_requests', count(*)::int from form_requests
      where season_id <> current_season_id()
    union all select 'messages', count(*)::int from messages where season_id <> current_season_id()
    order by 1`.execute(db);
  expect(rows).toEqual([
    { table: 'events', n: 0 },
    { table: 'form_requests', n: 0 },
    { table: 'messages', n: 0 },
  ]);
  // A row inserted later is filed in the current season by the column's default.
  const added = await db
    .insertInto('events')
    .values({ name: 'Seasons migration added' })
    .returning('season_id')
    .executeTakeFirstOrThrow();
  const current = await db
    .selectFrom('seasons')
    .select('id')
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  expect(added.season_id).toBe(current.id);
  expect(await db.selectFrom('teams').select('name').where('active', '=', false).execute()).toEqual(
    [],
  );
});
