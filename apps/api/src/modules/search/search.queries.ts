import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import { contentVisibleTo, eventVisibleTo } from '../../platform/access/audience';
import { currentSeasonOnly } from '../../platform/access/seasons';
import { contactVisibleTo } from '../../platform/access/contacts';
import { linkVisibleTo } from '../../platform/access/links';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import type { SearchableLinkTable } from '../../platform/db/schema';
import {
  contactMatches,
  escapeLike,
  textMatches as matches,
} from '../../platform/db/text-match.queries';

/** The contacts (`c`) whose text holds `text` that `viewer` may see (`visible`), or may not. */
function contactsMatching(db: Db, viewer: Viewer, text: string, visible: boolean) {
  return db
    .selectFrom('contacts as c')
    .where((eb) =>
      contactMatches(
        { searchText: eb.ref('c.search_text'), relation: eb.ref('c.relation_to_player') },
        text,
      ),
    )
    .where((eb) => {
      const seen = contactVisibleTo(viewer, {
        id: eb.ref('c.id'),
        hidden: eb.ref('c.hide_contact_from_others'),
      });
      return visible ? seen : eb.not(seen);
    });
}

export async function searchContacts(db: Db, viewer: Viewer, text: string, limit: number) {
  return contactsMatching(db, viewer, text, true)
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.relation_to_player',
      'c.related_player_name',
      'c.alternate_description',
      'c.hide_contact_from_others',
    ])
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/**
 * Ids of the contacts whose text holds `text` that `viewer` may not see: for a class's viewer,
 * the hidden matches, which a member of the class finds only when one is their own.
 */
export async function searchContactIdsNotVisibleTo(
  db: Db,
  viewer: Viewer,
  text: string,
): Promise<string[]> {
  const rows = await contactsMatching(db, viewer, text, false).select('c.id').execute();
  return rows.map((r) => r.id);
}

export async function searchContent(db: Db, viewer: Viewer, text: string, limit: number) {
  return db
    .selectFrom('content as ct')
    .select(['ct.id', 'ct.description', 'ct.blob_key', 'ct.thumbnail_key', 'ct.file_name'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('content_affiliations as ca')
            .select(sql<number[]>`array_agg(ca.affiliation_id)`.as('ids'))
            .whereRef('ca.content_id', '=', 'ct.id'),
          sql<number[]>`'{}'::int[]`,
        )
        .as('audience'),
    )
    .where((eb) => matches(eb.ref('ct.search_text'), text))
    .where((eb) => contentVisibleTo(viewer, eb.ref('ct.id')))
    .orderBy('ct.description')
    .orderBy('ct.id')
    .limit(limit)
    .execute();
}

/** The event's venue is named `text`, in English or Spanish. */
function venueMatches(text: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from venues v where v.id = e.venue_id
    and f_unaccent(lower(v.name || ' ' || v.name_es)) like '%' || f_unaccent(lower(${escapeLike(text)})) || '%')`;
}

export async function searchEvents(db: Db, viewer: Viewer, text: string, limit: number) {
  // By date: the upcoming ones soonest first, then the past ones latest first,
  // then those without a date.
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.name', 'e.description', 'e.date'])
    .where((eb) => eb.or([matches(eb.ref('e.search_text'), text), venueMatches(text)]))
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .orderBy(sql`e.date is null`)
    .orderBy(sql`e.date < now()`)
    .orderBy(sql`abs(extract(epoch from (e.date - now())))`)
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

/** The links whose viewablePermissions the viewer holds one of (platform/access). */
export async function searchLinks(db: Db, viewer: Viewer, text: string, limit: number) {
  return db
    .selectFrom('searchable_links as l')
    .select(['l.id', 'l.link_name', 'l.url', 'l.viewable_permissions'])
    .where(
      sql<SqlBool>`f_unaccent(lower(l.link_name || ' ' || l.url)) like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`,
    )
    .where((eb) => linkVisibleTo(viewer, eb.ref('l.viewable_permissions')))
    .orderBy('l.link_name')
    .limit(limit)
    .execute();
}

export async function listLinks(db: Db) {
  return db.selectFrom('searchable_links').selectAll().orderBy('link_name').orderBy('id').execute();
}

type LinkValues = Pick<
  Insertable<SearchableLinkTable>,
  'link_name' | 'url' | 'viewable_permissions'
>;

export async function insertLink(db: Db, values: LinkValues) {
  return db.insertInto('searchable_links').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The link as written, or undefined when there is no such link. */
export async function updateLinkRow(db: Db, id: number, values: LinkValues) {
  return db
    .updateTable('searchable_links')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a link; its name, or null when there was no such link. */
export async function deleteLinkRow(db: Db, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('searchable_links')
    .where('id', '=', id)
    .returning('link_name')
    .executeTakeFirst();
  return row?.link_name ?? null;
}
