import type { Insertable, Updateable } from 'kysely';
import { eventVisibleTo, feedEventsVisibleTo } from '../../platform/access/audience';
import { rsvpContactsOf, rsvpVisibleTo } from '../../platform/access/rsvp';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import type { EventTable, EventTranslationTable } from '../../platform/db/schema';
import { contentAffiliations, contentTeams } from '../content/index';

/** The service finds it here with the module's other queries (it is shared with content). */
export { existingAffiliationIds } from '../../platform/affiliations.queries';

export async function listVisibleEvents(
  db: Db,
  viewer: Viewer,
  range: { from?: string | null; to?: string | null } = {},
) {
  let q = db
    .selectFrom('events')
    .select([
      'id',
      'name',
      'date',
      'location_id',
      'image_url',
      'venue_id',
      'arrival_minutes_before',
      'event_type',
      'opponent',
    ])
    .where((eb) => eventVisibleTo(viewer, eb.ref('events.id')))
    .where((eb) => currentSeasonOnly(eb.ref('events.season_id')));
  if (range.from) q = q.where('date', '>=', new Date(range.from));
  if (range.to) q = q.where('date', '<', new Date(range.to));
  return q.orderBy('date', 'asc').orderBy('name', 'asc').execute();
}

/** Every visible event with what a calendar feed needs. */
export async function listFeedEvents(db: Db, viewer: Viewer) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'name',
      'description',
      'date',
      'ends_at',
      'location_id',
      'sequence',
      'updated_at',
      'venue_id',
      'event_type',
      'opponent',
    ])
    .where((eb) =>
      feedEventsVisibleTo(viewer, { id: eb.ref('events.id'), date: eb.ref('events.date') }),
    )
    .where((eb) => currentSeasonOnly(eb.ref('events.season_id')))
    .orderBy('date', 'asc')
    .execute();
}

export async function findEvent(db: Db, id: string) {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function eventAffiliations(db: Db, eventId: string) {
  return db
    .selectFrom('event_affiliations as ea')
    .innerJoin('affiliations as a', 'a.id', 'ea.affiliation_id')
    .select(['a.id', 'a.name'])
    .where('ea.event_id', '=', eventId)
    .orderBy('a.name')
    .execute();
}

export async function eventTranslations(db: Db, eventId: string) {
  return db
    .selectFrom('event_translations')
    .select(['language', 'field_name', 'contents'])
    .where('event_id', '=', eventId)
    .orderBy('language')
    .orderBy('field_name')
    .execute();
}

/** The name translations of the listed events (the calendar's cells name them in each language). */
export async function eventNameTranslations(db: Db, eventIds: readonly string[]) {
  if (!eventIds.length) return [];
  return db
    .selectFrom('event_translations')
    .select(['event_id', 'language', 'field_name', 'contents'])
    .where('event_id', 'in', eventIds)
    .where('field_name', '=', 'Name')
    .orderBy('event_id')
    .orderBy('language')
    .execute();
}

/** Every translation (names and descriptions) of the listed events: a feed in the reader's language. */
export async function translationsOfEvents(db: Db, eventIds: readonly string[]) {
  if (!eventIds.length) return [];
  return db
    .selectFrom('event_translations')
    .select(['event_id', 'language', 'field_name', 'contents'])
    .where('event_id', 'in', [...eventIds])
    .execute();
}

function eventRsvpRows(db: Db, eventId: string) {
  return db
    .selectFrom('rsvps as r')
    .innerJoin('contacts as c', 'c.id', 'r.contact_id')
    .select([
      'r.id',
      'r.event_id',
      'r.contact_id',
      'r.status',
      'r.phone',
      'r.email',
      'r.language',
      'r.note',
      'c.first_name',
      'c.last_name',
      'c.phone as contact_phone',
      'c.email as contact_email',
    ])
    .where('r.event_id', '=', eventId)
    .orderBy('c.last_name')
    .orderBy('c.first_name');
}

export async function eventRsvps(db: Db, eventId: string) {
  return eventRsvpRows(db, eventId).execute();
}

/** The event's answers the viewer may see (platform/access): a member's own and household's. */
export async function eventRsvpsVisibleTo(db: Db, viewer: Viewer, eventId: string) {
  const contacts = rsvpContactsOf(viewer);
  let q = eventRsvpRows(db, eventId).where((eb) => rsvpVisibleTo(viewer, eb.ref('r.contact_id')));
  // The same rule as a list: a few lookups by (event, contact), not every answer of the event.
  if (contacts) q = q.where('r.contact_id', 'in', contacts);
  return q.execute();
}

export async function eventYesCount(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('rsvps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'yes')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function contentWithAffiliations(db: Db, contentId: string) {
  const row = await db
    .selectFrom('content')
    .select(['id', 'description', 'file_type', 'file_name', 'blob_key', 'thumbnail_key'])
    .where('id', '=', contentId)
    .executeTakeFirst();
  if (!row) return null;
  const affs = await db
    .selectFrom('content_affiliations')
    .select('affiliation_id')
    .where('content_id', '=', contentId)
    .execute();
  const teams = await contentTeams(db, [contentId]);
  return {
    ...row,
    affiliationIds: affs.map((a) => a.affiliation_id),
    teams: teams.get(contentId) ?? [],
  };
}

/**
 * The content items that own these blob keys (as the original, display copy or thumbnail), with
 * their allowed affiliations (ids and names): what an event's background image may show to whom.
 */
export async function contentOwningBlobKeys(db: Db, keys: readonly string[]) {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const rows = await db
    .selectFrom('content')
    .select(['id', 'blob_key', 'display_key', 'thumbnail_key'])
    .where((eb) =>
      eb.or([
        eb('blob_key', 'in', unique),
        eb('display_key', 'in', unique),
        eb('thumbnail_key', 'in', unique),
      ]),
    )
    .execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [affiliations, teams] = await Promise.all([
    contentAffiliations(db, ids),
    contentTeams(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    blobKey: r.blob_key,
    displayKey: r.display_key,
    keys: [r.blob_key, r.display_key, r.thumbnail_key].filter((k): k is string => !!k),
    affiliations: affiliations.get(r.id) ?? [],
    teams: teams.get(r.id) ?? [],
  }));
}

export async function affiliationNames(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('affiliations')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

export async function contentExists(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('content').select('id').where('id', '=', id).executeTakeFirst());
}

export async function replaceEventAffiliations(
  db: Db,
  eventId: string,
  affiliationIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('event_affiliations').where('event_id', '=', eventId).execute();
  if (affiliationIds.length) {
    await db
      .insertInto('event_affiliations')
      .values(affiliationIds.map((a) => ({ event_id: eventId, affiliation_id: a })))
      .execute();
  }
}

export async function replaceEventTranslations(
  db: Db,
  eventId: string,
  translations: readonly Omit<Insertable<EventTranslationTable>, 'event_id'>[],
): Promise<void> {
  await db.deleteFrom('event_translations').where('event_id', '=', eventId).execute();
  if (translations.length) {
    await db
      .insertInto('event_translations')
      .values(translations.map((t) => ({ event_id: eventId, ...t })))
      .execute();
  }
}

export async function insertEvent(db: Db, values: Insertable<EventTable>): Promise<string> {
  const row = await db
    .insertInto('events')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks an event's row for the rest of the transaction; null when there is no such event. */
export async function lockEvent(db: Db, id: string) {
  return db
    .selectFrom('events')
    .select(['id', 'version', 'ends_at', 'date', 'event_type', 'opponent', 'series_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Writes an event's fields and bumps its SEQUENCE (calendar apps replace an event only when it
 * grows). With `expectedVersion`, only that version is replaced; false when nothing was written.
 */
export async function updateEventFields(
  db: Db,
  id: string,
  values: Omit<Updateable<EventTable>, 'sequence' | 'updated_at'>,
  expectedVersion: number | null,
): Promise<boolean> {
  let update = db
    .updateTable('events')
    .set((eb) => ({ ...values, sequence: eb('sequence', '+', 1), updated_at: new Date() }))
    .where('id', '=', id);
  if (expectedVersion !== null) update = update.where('version', '=', expectedVersion);
  return (await update.executeTakeFirst()).numUpdatedRows > 0n;
}

export async function deleteEventById(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('events')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return !!deleted;
}
