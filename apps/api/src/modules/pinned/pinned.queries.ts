import { sql, type Expression, type SqlBool } from 'kysely';
import { pinnedTeamsVisibleTo } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

/** The columns a post is written with, its last day as text (YYYY-MM-DD). */
export interface PinnedPostValues {
  post_name: string;
  post_sub_name: string;
  post_link: string;
  title_es: string;
  text_es: string;
  expires_on: string | null;
}

/** A pinned post as stored, its last day as text so that no driver turns it into a Date. */
export interface PinnedPostRow extends PinnedPostValues {
  id: number;
  sort_order: number;
  version: number;
  /** The teams it is for (none: club-wide). */
  teams: number[];
}

const expiresOnText = sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on');

function selectPosts(db: Db) {
  return db.selectFrom('pinned_posts').select([
    'id',
    'post_name',
    'post_sub_name',
    'post_link',
    'title_es',
    'text_es',
    expiresOnText,
    'sort_order',
    'version',
    sql<number[]>`(select coalesce(array_agg(pt.team_id order by pt.team_id), '{}')
        from pinned_post_teams pt where pt.post_id = pinned_posts.id)`.as('teams'),
  ]);
}

/** Whether a post whose last day is `expiresOn` is still shown on `shownOn` (YYYY-MM-DD). */
function stillShown(expiresOn: Expression<unknown>, shownOn: string): Expression<SqlBool> {
  return sql<SqlBool>`(${expiresOn} is null or ${expiresOn} >= ${shownOn}::date)`;
}

/**
 * Whether pinned post `postId` is still shown on `shownOn` (the home page's rule, for what is
 * counted beside it: unread posts of its conversation).
 */
export function pinnedShownOn(postId: Expression<number>, shownOn: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from pinned_posts sp where sp.id = ${postId} and ${stillShown(
    sql.ref('sp.expires_on'),
    shownOn,
  )})`;
}

/**
 * The posts in their order; with `shownOn` (the team's today, YYYY-MM-DD) only those still shown
 * that day: no last day, or a last day on or after it; with `viewer`, only those of their teams
 * and the club-wide ones (platform/access).
 */
export async function listPinnedPosts(
  db: Db,
  shownOn?: string,
  viewer?: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
): Promise<PinnedPostRow[]> {
  let q = selectPosts(db);
  if (viewer) q = q.where((eb) => pinnedTeamsVisibleTo(viewer, eb.ref('pinned_posts.id')));
  if (shownOn !== undefined) {
    q = q.where((eb) => stillShown(eb.ref('expires_on'), shownOn));
  }
  return q.orderBy('sort_order').orderBy('id').execute();
}

export async function findPinnedPost(db: Db, id: number): Promise<PinnedPostRow | undefined> {
  return selectPosts(db).where('id', '=', id).executeTakeFirst();
}

export async function countPinnedPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('pinned_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the teams a post is for ([]: club-wide). */
export async function replacePinnedPostTeams(
  db: Db,
  postId: number,
  teams: readonly number[],
): Promise<void> {
  await db.deleteFrom('pinned_post_teams').where('post_id', '=', postId).execute();
  if (teams.length === 0) return;
  await db
    .insertInto('pinned_post_teams')
    .values(teams.map((team_id) => ({ post_id: postId, team_id })))
    .execute();
}

/** A new post goes last. */
export async function insertPinnedPost(db: Db, values: PinnedPostValues): Promise<number> {
  const row = await db
    .insertInto('pinned_posts')
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from pinned_posts)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes a post; with `expectedVersion`, only while the row is still at it (If-Match checked in
 * the UPDATE itself). Returns false when no row was changed.
 */
export async function updatePinnedPost(
  db: Db,
  id: number,
  values: PinnedPostValues,
  expectedVersion: number | null,
): Promise<boolean> {
  let q = db.updateTable('pinned_posts').set(values).where('id', '=', id);
  if (expectedVersion !== null) q = q.where('version', '=', expectedVersion);
  const result = await q.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePinnedPost(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pinned_posts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The ids of every post, in their current order (locked for a reorder in `db`'s transaction). */
export async function lockPinnedPostOrder(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('pinned_posts')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setPinnedPostSortOrder(db: Db, id: number, sortOrder: number): Promise<void> {
  await db
    .updateTable('pinned_posts')
    .set({ sort_order: sortOrder })
    .where('id', '=', id)
    .execute();
}
