import type { Db } from '../../platform/db/database';

/*
 * Mutes and reports (20261128T0802_conversation_mutes, 20261128T0803_conversation_reports).
 * Time is the caller's `now`, the one clock the service reads, never the database's.
 */

/**
 * A member's mutes in force at `now` over a subject: the club-wide ones, and for an event the
 * ones of its teams (`teams` empty: club-wide only). The latest-ending first.
 */
export function activeMutesOver(db: Db, teams: readonly number[], now: Date, contactId?: string) {
  let query = db
    .selectFrom('conversation_mutes as m')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select([
      'm.id',
      'm.contact_id',
      'm.team_id',
      'm.until',
      'm.reason',
      'c.first_name',
      'c.last_name',
      'c.hide_contact_from_others',
    ])
    .where('m.lifted_at', 'is', null)
    .where('m.until', '>', now)
    .where((eb) =>
      teams.length > 0
        ? eb.or([eb('m.team_id', 'is', null), eb('m.team_id', 'in', [...teams])])
        : eb('m.team_id', 'is', null),
    );
  if (contactId) query = query.where('m.contact_id', '=', contactId);
  return query.orderBy('m.until', 'desc').orderBy('m.id').execute();
}

export async function insertMutes(
  db: Db,
  values: {
    contact_id: string;
    teams: readonly (number | null)[];
    until: Date;
    reason: string | null;
    muted_by: string;
  },
): Promise<number[]> {
  const rows = await db
    .insertInto('conversation_mutes')
    .values(
      values.teams.map((team_id) => ({
        contact_id: values.contact_id,
        team_id,
        until: values.until,
        reason: values.reason,
        muted_by: values.muted_by,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function findMute(db: Db, id: number) {
  return db
    .selectFrom('conversation_mutes')
    .select(['id', 'contact_id', 'team_id', 'until', 'lifted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function liftMute(db: Db, id: number, by: string, now: Date): Promise<void> {
  await db
    .updateTable('conversation_mutes')
    .set({ lifted_at: now, lifted_by: by })
    .where('id', '=', id)
    .execute();
}

/** The report, or null when this member reported this post already (the unique key). */
export async function insertReport(
  db: Db,
  values: { post_id: number; reporter_id: string; reason: string | null },
): Promise<number | null> {
  const row = await db
    .insertInto('conversation_reports')
    .values(values)
    .onConflict((oc) => oc.columns(['post_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The posts of a conversation a member reported. */
export async function postsReportedBy(
  db: Db,
  conversationId: number,
  reporterId: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_reports as r')
    .innerJoin('conversation_posts as p', 'p.id', 'r.post_id')
    .select('r.post_id')
    .where('p.conversation_id', '=', conversationId)
    .where('r.reporter_id', '=', reporterId)
    .orderBy('r.post_id')
    .execute();
  return rows.map((r) => r.post_id);
}

/** A conversation's open reports with their post, oldest first. */
export function openReportsOf(db: Db, conversationId: number) {
  return db
    .selectFrom('conversation_reports as r')
    .innerJoin('conversation_posts as p', 'p.id', 'r.post_id')
    .leftJoin('contacts as c', 'c.id', 'p.author_id')
    .select([
      'r.post_id',
      'r.reason',
      'p.body',
      'p.author_id',
      'c.first_name',
      'c.last_name',
      'c.hide_contact_from_others',
    ])
    .where('p.conversation_id', '=', conversationId)
    .where('r.resolved_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .orderBy('r.id')
    .execute();
}

/** Resolves every open report of a post; how many there were. */
export async function resolveReports(
  db: Db,
  postId: number,
  by: string,
  resolution: 'hidden' | 'dismissed',
  now: Date,
): Promise<number> {
  const rows = await db
    .updateTable('conversation_reports')
    .set({ resolved_at: now, resolved_by: by, resolution })
    .where('post_id', '=', postId)
    .where('resolved_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** Shown again: a moderator takes their hide back. */
export async function markPostShown(db: Db, id: number): Promise<void> {
  await db
    .updateTable('conversation_posts')
    .set({ hidden_at: null, hidden_by: null, hidden_reason: null })
    .where('id', '=', id)
    .execute();
}

/** A member's name for the audit row, as it is now (the log keeps it after a rename). */
export async function contactName(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom('contacts')
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name ?? ''}`.trim() : '';
}
