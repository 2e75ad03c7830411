import { sql, type Expression } from 'kysely';
import { eventVisibleTo } from '../../platform/access/audience';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

/** Whether `postId` is a post of the conversation (a mark names one of its own posts). */
export async function isPostOf(db: Db, conversationId: number, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_posts')
    .select('id')
    .where('id', '=', postId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's mark moves to `postId` unless it is already further (a late tab's call). */
export async function markRead(
  db: Db,
  contactId: string,
  conversationId: number,
  postId: number,
): Promise<void> {
  await db
    .insertInto('conversation_reads')
    .values({ contact_id: contactId, conversation_id: conversationId, last_read_post_id: postId })
    .onConflict((oc) =>
      oc.columns(['contact_id', 'conversation_id']).doUpdateSet({
        last_read_post_id: sql<number>`greatest(conversation_reads.last_read_post_id, excluded.last_read_post_id)`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export function readMarkOf(db: Db, contactId: string, conversationId: number) {
  return db
    .selectFrom('conversation_reads')
    .select('last_read_post_id')
    .where('contact_id', '=', contactId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
}

/**
 * Per event the viewer may see (the access layer's expression): posts by others, neither deleted
 * nor hidden, above the viewer's mark, and the newest such post's id. One query on the posts'
 * (conversation_id, id) index; the home page and the schedule read it on every visit.
 */
export function unreadByEvent(db: Db, viewer: Viewer) {
  return db
    .selectFrom('conversations as v')
    .innerJoin('conversation_posts as p', 'p.conversation_id', 'v.id')
    .leftJoin('conversation_reads as r', (join) =>
      join.onRef('r.conversation_id', '=', 'v.id').on('r.contact_id', '=', viewer.id),
    )
    .select((eb) => [
      'v.event_id',
      eb.fn.countAll<string | number>().as('unread'),
      eb.fn.max('p.id').as('newest'),
    ])
    .where('v.event_id', 'is not', null)
    .where('p.deleted_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .where((eb) => eb.or([eb('p.author_id', 'is', null), eb('p.author_id', '!=', viewer.id)]))
    .where((eb) => eb('p.id', '>', eb.fn.coalesce('r.last_read_post_id', sql.lit(0))))
    .where((eb) => eventVisibleTo(viewer, eb.ref('v.event_id') as Expression<string>))
    .groupBy('v.event_id')
    .execute();
}
