import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { ContentTable } from '../../platform/db/schema';

export type ContentRow = Selectable<ContentTable>;
export interface ContentWithAffiliations extends ContentRow {
  affiliations: { id: number; name: string }[];
}

/**
 * Content rows, optionally only those a member of `affiliationId` may see (no allowed
 * affiliations means everyone). `visibleTo: 'all'` is for admins.
 */
export async function listContent(
  db: Db,
  visibleTo: 'all' | { affiliationId: number | null },
  ids?: string[],
): Promise<ContentWithAffiliations[]> {
  let q = db.selectFrom('content').selectAll('content');
  if (ids)
    q = q.where('content.id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  if (visibleTo !== 'all') {
    const aff = visibleTo.affiliationId;
    q = q.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('content_affiliations as ca')
              .select('ca.content_id')
              .whereRef('ca.content_id', '=', 'content.id'),
          ),
        ),
        ...(aff === null
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('content_affiliations as ca')
                  .select('ca.content_id')
                  .whereRef('ca.content_id', '=', 'content.id')
                  .where('ca.affiliation_id', '=', aff),
              ),
            ]),
      ]),
    );
  }
  const rows = await q.orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
  if (!rows.length) return [];
  const byContent = await contentAffiliations(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, affiliations: byContent.get(r.id) ?? [] }));
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
