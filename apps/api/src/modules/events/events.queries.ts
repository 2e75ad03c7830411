import type { Db } from '../../platform/db/database';
import { eventVisibleTo, type EventViewer } from './event-access';

export async function listVisibleEvents(
  db: Db,
  viewer: EventViewer,
  range: { from?: string | null; to?: string | null } = {},
) {
  let q = db
    .selectFrom('events')
    .select(['id', 'name', 'date', 'location_id', 'image_url'])
    .where(eventVisibleTo(viewer));
  if (range.from) q = q.where('date', '>=', new Date(range.from));
  if (range.to) q = q.where('date', '<', new Date(range.to));
  return q.orderBy('date', 'asc').orderBy('name', 'asc').execute();
}

/** Every visible event with what a calendar feed needs. */
export async function listFeedEvents(db: Db, viewer: EventViewer) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'description', 'date', 'location_id', 'sequence', 'updated_at'])
    .where(eventVisibleTo(viewer))
    .where('date', 'is not', null)
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

export async function eventRsvps(db: Db, eventId: string) {
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
      'c.first_name',
      'c.last_name',
      'c.phone as contact_phone',
      'c.email as contact_email',
    ])
    .where('r.event_id', '=', eventId)
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .execute();
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
  return { ...row, affiliationIds: affs.map((a) => a.affiliation_id) };
}
