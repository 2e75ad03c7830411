import type { Db } from '../platform/db/database';
import { contactIdByEmail, firstEventConversation } from './seed-games';

/**
 * Following and mentions in the demo (issue 29): the family demo user follows the next home
 * game's conversation (conversations-seed.ts; they asked the first question there) and the
 * staff's latest post mentions them, so their digest and "mentioned you" have something to show.
 * Idempotent: once, on a demo where nobody follows anything yet.
 */
export async function seedConversationFollows(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('conversation_follows').select('contact_id').limit(1).executeTakeFirst())
    return;
  const byEmail = (email: string) => contactIdByEmail(db, email);
  const [family, staff] = await Promise.all([
    byEmail('family@riverhawks.test'),
    byEmail('staff@riverhawks.test'),
  ]);
  const game = await firstEventConversation(db);
  if (!family || !staff || !game) return;
  const author = await db
    .selectFrom('contacts')
    .select(['first_name', 'last_name'])
    .where('id', '=', family.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_follows')
    .values([
      { contact_id: family.id, conversation_id: game.id, unfollowed_at: null },
      { contact_id: staff.id, conversation_id: game.id, unfollowed_at: null },
    ])
    .onConflict((oc) => oc.columns(['contact_id', 'conversation_id']).doNothing())
    .execute();
  const name = `${author.first_name} ${author.last_name}`.trim();
  const { id } = await db
    .insertInto('conversation_posts')
    .values({
      conversation_id: game.id,
      author_id: staff.id,
      body: `@${name} the field crew confirmed: we play. See you at the field!`,
      created_at: new Date(now.getTime() - 30 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_post_mentions')
    .values({ post_id: id, contact_id: family.id })
    .execute();
}
