import type { ConversationKind } from '@dugout/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import { contentVisibleTo, eventVisibleTo } from '../../platform/access/audience';
import { pinnedTeamsVisibleTo } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { pinnedShownOn } from '../pinned/index';

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

/** A conversation's subject column per kind (exactly one is set). */
const SUBJECT_COLUMN = {
  event: 'event_id',
  pinned: 'pinned_post_id',
  content: 'content_id',
} as const satisfies Record<ConversationKind, string>;

/**
 * Per subject of one kind the viewer may see (`visible`: the access layer's expression on the
 * subject's column): posts by others, neither deleted nor hidden, above the viewer's mark, and the
 * newest such post's id. Keyed by the subject's id as text, as its routes spell it. The posts are
 * counted per conversation (a lateral subquery) so that each is a range of the posts'
 * (conversation_id, id) index above the mark: a join of the posts to the marks read every post
 * ever written once the table grew.
 */
function unreadOfKind(
  db: Db,
  viewer: Viewer,
  kind: ConversationKind,
  visible: (subject: Expression<unknown>) => Expression<SqlBool>,
) {
  const subject = sql.ref<string>(`v.${SUBJECT_COLUMN[kind]}`);
  return db
    .selectFrom('conversations as v')
    .leftJoin('conversation_reads as r', (join) =>
      join.onRef('r.conversation_id', '=', 'v.id').on('r.contact_id', '=', viewer.id),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_posts as p')
          .select((sub) => [
            sub.fn.countAll<string | number>().as('unread'),
            sub.fn.max('p.id').as('newest'),
          ])
          .whereRef('p.conversation_id', '=', 'v.id')
          .where((sub) => sub('p.id', '>', sub.fn.coalesce('r.last_read_post_id', sql.lit(0))))
          .where('p.deleted_at', 'is', null)
          .where('p.hidden_at', 'is', null)
          .where((sub) =>
            sub.or([sub('p.author_id', 'is', null), sub('p.author_id', '!=', viewer.id)]),
          )
          .as('u'),
      (join) => join.onTrue(),
    )
    .select([
      sql.lit(kind).$castTo<ConversationKind>().as('kind'),
      sql<string>`${subject}::text`.as('subject_id'),
      'u.unread',
      'u.newest',
    ])
    .where(subject, 'is not', null)
    .where('u.unread', '>', 0)
    .where(visible(subject));
}

/**
 * Per event, pinned post and content item the viewer may see (each kind by the rule that gates
 * reading its conversation: platform/access), the unread posts and the newest one's id. One
 * statement of three branches, each on the subject's unique index and the posts'
 * (conversation_id, id) index; the home page and the schedule read it on every visit.
 */
export function unreadBySubject(db: Db, viewer: Viewer, today: string) {
  return unreadBySubjectQuery(db, viewer, today).execute();
}

/**
 * `unreadBySubject`'s statement, unsent (its plan is checked by a test). `today`: the team's day
 * (YYYY-MM-DD); a pinned post past its last day is off the home page, so its posts are not counted.
 */
export function unreadBySubjectQuery(db: Db, viewer: Viewer, today: string) {
  return unreadOfKind(db, viewer, 'event', (id) => eventVisibleTo(viewer, id as Expression<string>))
    .unionAll(
      unreadOfKind(
        db,
        viewer,
        'pinned',
        (id) =>
          sql<SqlBool>`(${pinnedTeamsVisibleTo(viewer, id as Expression<number>)} and ${pinnedShownOn(
            id as Expression<number>,
            today,
          )})`,
      ),
    )
    .unionAll(
      unreadOfKind(db, viewer, 'content', (id) =>
        contentVisibleTo(viewer, id as Expression<string>),
      ),
    );
}
