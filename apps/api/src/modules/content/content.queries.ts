import type { Insertable, Selectable, Updateable } from 'kysely';
import { contentVisibleTo } from '../../platform/access/audience';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import type { ContentTable } from '../../platform/db/schema';

/** The service finds it here with the module's other queries (it is shared with events). */
export { existingAffiliationIds } from '../../platform/affiliations.queries';

export type ContentRow = Selectable<ContentTable>;
export interface ContentWithAffiliations extends ContentRow {
  affiliations: { id: number; name: string }[];
  /** The teams it is for (none: club-wide). */
  teams: number[];
}

/**
 * Content rows, only those `visibleTo` may see (platform/access), or every row (`'all'`: for
 * reading one item before its gate, and for writes).
 */
export async function listContent(
  db: Db,
  visibleTo: 'all' | Viewer,
  ids?: string[],
): Promise<ContentWithAffiliations[]> {
  let q = db.selectFrom('content').selectAll('content');
  if (ids)
    q = q.where('content.id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  if (visibleTo !== 'all') q = q.where((eb) => contentVisibleTo(visibleTo, eb.ref('content.id')));
  const rows = await q.orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
  if (!rows.length) return [];
  const found = rows.map((r) => r.id);
  const [byContent, teams] = await Promise.all([
    contentAffiliations(db, found),
    contentTeams(db, found),
  ]);
  return rows.map((r) => ({
    ...r,
    affiliations: byContent.get(r.id) ?? [],
    teams: teams.get(r.id) ?? [],
  }));
}

/** The affiliations each content item is restricted to (none: open to everyone), by name. */
export async function contentAffiliations(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { id: number; name: string }[]>> {
  const byContent = new Map<string, { id: number; name: string }[]>();
  if (!ids.length) return byContent;
  const links = await db
    .selectFrom('content_affiliations as ca')
    .innerJoin('affiliations as a', 'a.id', 'ca.affiliation_id')
    .select(['ca.content_id', 'a.id', 'a.name'])
    .where('ca.content_id', 'in', [...ids])
    .orderBy('a.name')
    .execute();
  for (const l of links) {
    const list = byContent.get(l.content_id) ?? [];
    list.push({ id: l.id, name: l.name });
    byContent.set(l.content_id, list);
  }
  return byContent;
}

/** The teams of each of these items that is for some (a club-wide item is not in the map). */
export async function contentTeams(db: Db, ids: readonly string[]): Promise<Map<string, number[]>> {
  const teams = new Map<string, number[]>();
  if (!ids.length) return teams;
  const rows = await db
    .selectFrom('content_teams')
    .select(['content_id', 'team_id'])
    .where('content_id', 'in', [...ids])
    .orderBy('team_id')
    .execute();
  for (const r of rows) teams.set(r.content_id, [...(teams.get(r.content_id) ?? []), r.team_id]);
  return teams;
}

/** Sets the teams an item is for ([]: club-wide). */
export async function replaceContentTeams(
  db: Db,
  contentId: string,
  teams: readonly number[],
): Promise<void> {
  await db.deleteFrom('content_teams').where('content_id', '=', contentId).execute();
  if (teams.length === 0) return;
  await db
    .insertInto('content_teams')
    .values(teams.map((team_id) => ({ content_id: contentId, team_id })))
    .execute();
}

export async function findContent(db: Db, id: string): Promise<ContentWithAffiliations | null> {
  const [row] = await listContent(db, 'all', [id]);
  return row ?? null;
}

export async function insertContent(db: Db, values: Insertable<ContentTable>): Promise<string> {
  const row = await db
    .insertInto('content')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setContentAffiliations(
  db: Db,
  contentId: string,
  affiliationIds: number[],
): Promise<void> {
  await db.deleteFrom('content_affiliations').where('content_id', '=', contentId).execute();
  if (affiliationIds.length) {
    await db
      .insertInto('content_affiliations')
      .values(affiliationIds.map((affiliation_id) => ({ content_id: contentId, affiliation_id })))
      .execute();
  }
}

/** The next sortOrder at the end of a category. */
export async function nextSortOrder(db: Db, category: string): Promise<number> {
  const row = await db
    .selectFrom('content')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('category', '=', category)
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

/**
 * Writes an item's columns; with `expectedVersion`, only that version is replaced. False when
 * nothing was written.
 */
export async function updateContentRow(
  db: Db,
  id: string,
  values: Updateable<ContentTable>,
  expectedVersion: number | null,
): Promise<boolean> {
  let update = db.updateTable('content').set(values).where('id', '=', id);
  if (expectedVersion !== null) update = update.where('version', '=', expectedVersion);
  return (await update.executeTakeFirst()).numUpdatedRows > 0n;
}

/** Deletes an item and returns what its files and the audit log need; null when missing. */
export async function deleteContentRow(db: Db, id: string) {
  return db
    .deleteFrom('content')
    .where('id', '=', id)
    .returning(['id', 'blob_key', 'thumbnail_key', 'display_key', 'description'])
    .executeTakeFirst();
}

export async function existingContentIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('content')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

export async function setSortOrder(db: Db, id: string, sortOrder: number): Promise<void> {
  await db.updateTable('content').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}
