import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Whether the member follows the conversation (a row not unfollowed). */
export async function isFollowing(db: Db, contactId: string, conversationId: number) {
  const row = await db
    .selectFrom('conversation_follows')
    .select('unfollowed_at')
    .where('contact_id', '=', contactId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined && row.unfollowed_at === null;
}

/** The Follow / Unfollow button: sets the member's choice either way. */
export async function setFollowing(
  db: Db,
  contactId: string,
  conversationId: number,
  following: boolean,
): Promise<void> {
  const unfollowedAt = following ? null : new Date();
  await db
    .insertInto('conversation_follows')
    .values({ contact_id: contactId, conversation_id: conversationId, unfollowed_at: unfollowedAt })
    .onConflict((oc) =>
      // Following again counts from now: the digest leaves out what came while unfollowed.
      oc
        .columns(['contact_id', 'conversation_id'])
        .doUpdateSet(
          following
            ? { unfollowed_at: null, created_at: new Date() }
            : { unfollowed_at: unfollowedAt },
        ),
    )
    .execute();
}

/** Posting follows: a member who unfollowed stays unfollowed (their row is kept as it is). */
export async function followOnPost(db: Db, contactId: string, conversationId: number) {
  await db
    .insertInto('conversation_follows')
    .values({ contact_id: contactId, conversation_id: conversationId, unfollowed_at: null })
    .onConflict((oc) => oc.columns(['contact_id', 'conversation_id']).doNothing())
    .execute();
}

/** Who follows the conversation, but `except` (the author), with what a notification needs. */
export function followersOf(db: Db, conversationId: number, except: string) {
  return db
    .selectFrom('conversation_follows as f')
    .innerJoin('contacts as c', 'c.id', 'f.contact_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.language'])
    .where('f.conversation_id', '=', conversationId)
    .where('f.unfollowed_at', 'is', null)
    .where('f.contact_id', '!=', except)
    .execute();
}

/** Site members among `ids`, with what a notification needs. */
export function membersByIds(db: Db, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('contacts as c')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.language'])
    .where('c.id', 'in', [...ids])
    .where('c.is_site_user', '=', true)
    .execute();
}

export async function insertMentions(
  db: Db,
  postId: number,
  contactIds: readonly string[],
): Promise<void> {
  if (!contactIds.length) return;
  await db
    .insertInto('conversation_post_mentions')
    .values(contactIds.map((contact_id) => ({ post_id: postId, contact_id })))
    .onConflict((oc) => oc.columns(['post_id', 'contact_id']).doNothing())
    .execute();
}

/**
 * Site members whose name starts with `text` (first or last name, any case), in name order: the
 * "@" suggestions before the reader's and the conversation's rules narrow them.
 */
export function membersNamed(db: Db, text: string, limit: number) {
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('contacts as c')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.hide_contact_from_others'])
    .where('c.is_site_user', '=', true)
    .where((eb) =>
      eb.or([
        eb(sql`lower(c.first_name)`, 'like', prefix),
        eb(sql`lower(c.last_name)`, 'like', prefix),
        eb(sql`lower(c.first_name || ' ' || c.last_name)`, 'like', prefix),
      ]),
    )
    .orderBy('c.first_name')
    .orderBy('c.last_name')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
