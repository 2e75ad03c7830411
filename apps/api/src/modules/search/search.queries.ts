import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Escapes LIKE's wildcards, so a typed % or _ is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `<column> like '%<text, lower-cased and unaccented>%'`, served by the trigram index. */
function matches(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
}

export interface Viewer {
  id: string;
  admin: boolean;
  /** Whether the viewer may see the directory at all (contacts:view). */
  directory: boolean;
  affiliationId: number | null;
  permissions: string[];
}

export async function searchContacts(db: Db, viewer: Viewer, text: string, limit: number) {
  let q = db
    .selectFrom('contacts as c')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.relation_to_player',
      'c.related_player_name',
      'c.alternate_description',
      'c.hide_contact_from_others',
    ])
    .where(matches('c.search_text', text));
  if (!viewer.admin) {
    // Hidden contacts never leave the server for non-admins; a member always finds themself.
    q = q.where((eb) =>
      viewer.directory
        ? eb.or([eb('c.hide_contact_from_others', '=', false), eb('c.id', '=', viewer.id)])
        : eb('c.id', '=', viewer.id),
    );
  }
  return q.orderBy('c.last_name').orderBy('c.first_name').orderBy('c.id').limit(limit).execute();
}

/** Ids of the hidden contacts whose text holds `text`: the only ones a member may find alone. */
export async function searchHiddenContactIds(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts as c')
    .select('c.id')
    .where(matches('c.search_text', text))
    .where('c.hide_contact_from_others', '=', true)
    .execute();
  return rows.map((r) => r.id);
}

export async function searchContent(db: Db, viewer: Viewer, text: string, limit: number) {
  let q = db
    .selectFrom('content as ct')
    .select(['ct.id', 'ct.description', 'ct.blob_key', 'ct.thumbnail_key', 'ct.file_name'])
    .where(matches('ct.search_text', text));
  if (!viewer.admin) {
    // Empty allowed affiliations means everyone; otherwise the viewer's must be among them.
    q = q.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('content_affiliations as ca')
              .select('ca.content_id')
              .whereRef('ca.content_id', '=', 'ct.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('content_affiliations as ca')
            .select('ca.content_id')
            .whereRef('ca.content_id', '=', 'ct.id')
            .where('ca.affiliation_id', '=', viewer.affiliationId ?? -1),
        ),
      ]),
    );
  }
  return q.orderBy('ct.description').orderBy('ct.id').limit(limit).execute();
}

export async function searchEvents(db: Db, viewer: Viewer, text: string, limit: number) {
  let q = db
    .selectFrom('events as e')
    .select(['e.id', 'e.name', 'e.description', 'e.date'])
    .where(matches('e.search_text', text));
  if (!viewer.admin) {
    q = q.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('event_affiliations as ea')
              .select('ea.event_id')
              .whereRef('ea.event_id', '=', 'e.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('event_affiliations as ea')
            .select('ea.event_id')
            .whereRef('ea.event_id', '=', 'e.id')
            .where('ea.affiliation_id', '=', viewer.affiliationId ?? -1),
        ),
      ]),
    );
  }
  // Upcoming first, then the most recent past ones.
  return q
    .orderBy(sql`e.date < now()`)
    .orderBy(sql`abs(extract(epoch from (e.date - now())))`)
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

/** Spec §5: a link shows only to a member holding at least one of its viewablePermissions. */
export async function searchLinks(db: Db, viewer: Viewer, text: string, limit: number) {
  if (viewer.permissions.length === 0) return [];
  return db
    .selectFrom('searchable_links as l')
    .select(['l.id', 'l.link_name', 'l.url', 'l.viewable_permissions'])
    .where(
      sql<SqlBool>`f_unaccent(lower(l.link_name || ' ' || l.url)) like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`,
    )
    .where(sql<SqlBool>`l.viewable_permissions && ${sql.val(viewer.permissions)}::text[]`)
    .orderBy('l.link_name')
    .limit(limit)
    .execute();
}

export async function listLinks(db: Db) {
  return db.selectFrom('searchable_links').selectAll().orderBy('link_name').orderBy('id').execute();
}
