import { sql } from 'kysely';
import { pinnedTeamsVisibleTo } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

/** Which subject a conversation is under: exactly one of the three columns. */
export type SubjectKey = { event_id: string } | { pinned_post_id: number } | { content_id: string };

const keyColumn = (key: SubjectKey) =>
  'event_id' in key ? 'event_id' : 'pinned_post_id' in key ? 'pinned_post_id' : 'content_id';
const keyValue = (key: SubjectKey): string | number =>
  'event_id' in key ? key.event_id : 'pinned_post_id' in key ? key.pinned_post_id : key.content_id;

/** A pinned post the viewer may see (its teams' rule; no audience), with its teams. */
export async function findVisiblePinnedPost(db: Db, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('pinned_posts as p')
    .select('p.id')
    .where('p.id', '=', id)
    .where((eb) => pinnedTeamsVisibleTo(viewer, eb.ref('p.id')))
    .executeTakeFirst();
  if (!row) return null;
  const teams = await db
    .selectFrom('pinned_post_teams')
    .select('team_id')
    .where('post_id', '=', id)
    .execute();
  return { id: row.id, teams: teams.map((t) => t.team_id) };
}

export function findConversation(db: Db, key: SubjectKey) {
  return db
    .selectFrom('conversations')
    .select(['id', 'locked_at'])
    .where(keyColumn(key), '=', keyValue(key) as never)
    .executeTakeFirst();
}

/** The subject's conversation, made on its first post (two first posts at once: one row). */
export async function ensureConversation(db: Db, key: SubjectKey) {
  await db
    .insertInto('conversations')
    .values(key)
    .onConflict((oc) => oc.column(keyColumn(key)).doNothing())
    .execute();
  return (await findConversation(db, key))!;
}

/** Every post of a conversation with what naming its author needs, top-level posts in order and
 * each one's replies after it. */
/** Posts with what a reader's view of them needs (conversations.service.ts postAsSeenBy). */
function postsWithAuthors(db: Db) {
  return db
    .selectFrom('conversation_posts as p')
    .leftJoin('contacts as c', 'c.id', 'p.author_id')
    .select([
      'p.id',
      'p.parent_id',
      'p.author_id',
      'p.body',
      'p.created_at',
      'p.edited_at',
      'p.deleted_at',
      'p.hidden_at',
      'p.hidden_reason',
      'c.first_name',
      'c.last_name',
      'c.hide_contact_from_others',
    ]);
}
export type PostRow = Awaited<ReturnType<typeof postsOf>>[number];

export function postsOf(db: Db, conversationId: number) {
  return postsWithAuthors(db)
    .where('p.conversation_id', '=', conversationId)
    .orderBy((eb) => eb.fn.coalesce('p.parent_id', 'p.id'))
    .orderBy('p.id')
    .execute();
}

/** One post as postsOf reads it: a new post pushed to its live readers. */
export function postWithAuthor(db: Db, id: number) {
  return postsWithAuthors(db).where('p.id', '=', id).executeTakeFirst();
}

export function findPost(db: Db, id: number) {
  return db
    .selectFrom('conversation_posts as p')
    .innerJoin('conversations as v', 'v.id', 'p.conversation_id')
    .select([
      'p.id',
      'p.conversation_id',
      'p.parent_id',
      'p.author_id',
      'p.created_at',
      'p.deleted_at',
      'p.hidden_at',
      'v.event_id',
      'v.pinned_post_id',
      'v.content_id',
      'v.locked_at',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function insertPost(
  db: Db,
  values: {
    conversation_id: number;
    parent_id: number | null;
    author_id: string;
    body: string;
    created_at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('conversation_posts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePostBody(db: Db, id: number, body: string): Promise<void> {
  await db
    .updateTable('conversation_posts')
    .set({ body, edited_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deleted: the text goes, the row stays so that its replies keep their place. */
export async function markPostDeleted(db: Db, id: number): Promise<void> {
  await db
    .updateTable('conversation_posts')
    .set({ body: '', deleted_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markPostHidden(
  db: Db,
  id: number,
  by: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('conversation_posts')
    .set({ hidden_at: new Date(), hidden_by: by, hidden_reason: reason })
    .where('id', '=', id)
    .execute();
}

/** `by` null: unlocked. */
export async function setConversationLock(db: Db, id: number, by: string | null): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ locked_at: by ? new Date() : null, locked_by: by })
    .where('id', '=', id)
    .execute();
}

/** Tells every replica listening on `channel` (PostgreSQL) that a conversation changed. */
export async function notifyConversation(db: Db, channel: string, topic: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${topic})`.execute(db);
}
