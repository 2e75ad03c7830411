import { sql } from 'kysely';
import type { Db } from '../platform/db/database';
import { DEMO_12U_ROSTER_URL } from '../modules/contacts/demo-league-feeds';
import { secondTeamId } from './teams-seed';

/** The 12U team's own pinned post, in English and Spanish as the club's are. */
export const TEAM_PINNED_POST = {
  post_name: '12U: bring both caps Saturday',
  post_sub_name: 'Navy cap for the first game, white for the second',
  title_es: '12U: trae las dos gorras el sábado',
  text_es: 'La gorra azul marino para el primer partido, la blanca para el segundo',
  post_link: '/events/all',
};

const DONE_KEY = 'demo_12u_feed_and_post';

/**
 * The 12U team's own roster feed (the demo league's address, answered from a bundled file:
 * modules/contacts/demo-league-feeds.ts) and a pinned post for 12U only, last in the list. Written
 * where the demo runs with its files (`npm start`, the e2e server), as the team's document is:
 * the API tests' template keeps the spec's three posts and 12U on the club's default roster.
 * Once per database (with the rest of a fresh demo), so a feed or post an admin changed or removed
 * stays so.
 */
export async function seedTeamFeedAndPost(db: Db, withFiles: boolean): Promise<void> {
  if (!withFiles) return;
  const done = await db
    .selectFrom('app_state')
    .select('key')
    .where('key', '=', DONE_KEY)
    .executeTakeFirst();
  if (done) return;
  const teamId = await secondTeamId(db);
  if (teamId === undefined) return;
  await db
    .updateTable('teams')
    .set({ roster_url: DEMO_12U_ROSTER_URL })
    .where('id', '=', teamId)
    .where('roster_url', 'is', null)
    .execute();
  const { id } = await db
    .insertInto('pinned_posts')
    .values({
      ...TEAM_PINNED_POST,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from pinned_posts)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('pinned_post_teams').values({ post_id: id, team_id: teamId }).execute();
  await db.insertInto('app_state').values({ key: DONE_KEY, value: '1' }).execute();
}
