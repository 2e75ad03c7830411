import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { down, up } from './0067_relation_codes';

const t = testAppForFile();

it('turns stored relation words into codes, keeps an unknown one as the description, and constrains the column', async () => {
  const db = t.database.db;
  const raw = db as unknown as Kysely<unknown>;
  // As before 0067: words, no constraint.
  await down(raw);
  const person = (last: string, relation: string, description: string | null = null) => ({
    first_name: 'Old',
    last_name: last,
    language: 'en',
    is_connected_to_player: true,
    related_player_id: 1,
    related_player_name: 'Noah Pemberton',
    relation_to_player: relation,
    alternate_description: description,
  });
  const ids = await db
    .insertInto('contacts')
    .values([
      person('A', 'Mother'),
      person('B', 'tía'),
      person('C', 'Step-Father'),
      person('D', 'Neighbour'),
      person('E', 'Neighbour', 'Carpools on Saturdays'),
      person('F', 'grandmother'),
    ])
    .returning('id')
    .execute();
  await up(raw);
  const rows = await db
    .selectFrom('contacts')
    .select(['last_name', 'relation_to_player', 'alternate_description'])
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('last_name')
    .execute();
  expect(rows.map((r) => [r.relation_to_player, r.alternate_description])).toEqual([
    ['mother', null],
    ['aunt', null],
    ['stepfather', null],
    ['other', 'Neighbour'],
    ['other', 'Carpools on Saturdays'],
    ['grandmother', null],
  ]);
  // A word can no longer be stored; a code or nothing can.
  await expect(
    db
      .updateTable('contacts')
      .set({ relation_to_player: 'Mother' })
      .where('id', '=', ids[0]!.id)
      .execute(),
  ).rejects.toThrow(/contacts_relation_to_player_code/);
  await db
    .updateTable('contacts')
    .set({ relation_to_player: null })
    .where('id', '=', ids[0]!.id)
    .execute();
});
