import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { migrator } from '../migrate';
import { teams } from './20261127T1707_teams';

const t = testAppForFile();

it('makes one team of the existing data: its players and coaches on it, every event club-wide', async () => {
  const db = t.database.db;
  const raw = db as unknown as Kysely<unknown>;
  const migration = teams('Mudcats');
  // The later migrations first (content, pinned posts and requests name teams), then this one.
  const back = await migrator(db, { phoneRegion: 'US' }).migrateTo('20261127T1707_teams');
  expect(back.error).toBeUndefined();
  await migration.down(raw);
  const contact = async (values: {
    first_name: string;
    related_player_is_coach?: boolean;
    related_player_id?: number;
    relation_to_player?: string;
  }) =>
    (
      await db
        .insertInto('contacts')
        .values({ last_name: 'Teams', ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const player = await contact({ first_name: 'Player' });
  const guardian = await contact({ first_name: 'Guardian' });
  const coach = await contact({
    first_name: 'Coach',
    related_player_id: 910001,
    related_player_is_coach: true,
  });
  const coachSpouse = await contact({
    first_name: 'Spouse',
    related_player_id: 910001,
    related_player_is_coach: true,
    relation_to_player: 'wife',
  });
  const { id: household } = await db
    .insertInto('households')
    .values({ name: 'Teams migration family' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('household_members')
    .values([
      { household_id: household, contact_id: player, role: 'player' },
      { household_id: household, contact_id: guardian, role: 'guardian' },
    ])
    .execute();
  const { id: event } = await db
    .insertInto('events')
    .values({ name: 'Teams migration game', description: '', tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();

  await migration.up(raw);

  const made = await db.selectFrom('teams').selectAll().execute();
  expect(made.map((r) => [r.name, r.short_name, r.sort_order])).toEqual([
    ['Mudcats', 'Mudcats', 0],
  ]);
  const members = await db
    .selectFrom('team_members')
    .select(['team_id', 'contact_id', 'role'])
    .where('contact_id', 'in', [player, guardian, coach, coachSpouse])
    .orderBy('role')
    .execute();
  expect(members).toEqual([
    { team_id: made[0]!.id, contact_id: coach, role: 'coach' },
    { team_id: made[0]!.id, contact_id: player, role: 'player' },
  ]);
  const scoped = await db
    .selectFrom('event_teams')
    .select('team_id')
    .where('event_id', '=', event)
    .execute();
  expect(scoped).toEqual([]);
});
