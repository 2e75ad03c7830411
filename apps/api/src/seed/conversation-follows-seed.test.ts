import { expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

const t = testAppForFile();

it('the demo family follows the seeded conversation and a post mentions them', async () => {
  const db = t.database.db;
  const family = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'family@riverhawks.test')
    .executeTakeFirstOrThrow();
  const follows = await db
    .selectFrom('conversation_follows as f')
    .innerJoin('conversations as v', 'v.id', 'f.conversation_id')
    .select(['v.event_id', 'f.unfollowed_at'])
    .where('f.contact_id', '=', family.id)
    .execute();
  expect(follows).toHaveLength(1);
  expect(follows[0]!.event_id).not.toBeNull();
  expect(follows[0]!.unfollowed_at).toBeNull();
  const mentions = await db
    .selectFrom('conversation_post_mentions as m')
    .innerJoin('conversation_posts as p', 'p.id', 'm.post_id')
    .select('p.body')
    .where('m.contact_id', '=', family.id)
    .execute();
  expect(mentions.map((m) => m.body)).toEqual([
    expect.stringMatching(/^@\S+ \S+ the field crew confirmed/),
  ]);
});
