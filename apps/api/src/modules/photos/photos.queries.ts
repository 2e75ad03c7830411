import type { Viewer } from '../../platform/access/viewer';
import { albumVisibleTo } from '../../platform/access/photos';
import type { Db } from '../../platform/db/database';

export interface NewPhoto {
  event_id: string;
  uploader_id: string;
  display_key: string;
  thumb_key: string;
  width: number;
  height: number;
  bytes: number;
  caption: string;
}

const uploader = ['c.first_name', 'c.last_name', 'c.hide_contact_from_others'] as const;

/** An event's photos, oldest first (the album reads as the day went), with who added each. */
export function photosOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('event_photos as p')
    .leftJoin('contacts as c', 'c.id', 'p.uploader_id')
    .select(['p.id', 'p.uploader_id', 'p.display_key', 'p.thumb_key', 'p.width', 'p.height'])
    .select(['p.caption', 'p.created_at', ...uploader])
    .where('p.event_id', '=', eventId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

export function insertPhoto(db: Db, photo: NewPhoto) {
  return db
    .insertInto('event_photos')
    .values(photo)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** One photo, if the viewer sees its album (none otherwise: the same 404 as a missing one). */
export function visiblePhoto(db: Db, viewer: Viewer, id: number) {
  return db
    .selectFrom('event_photos as p')
    .select(['p.id', 'p.event_id', 'p.uploader_id', 'p.display_key', 'p.thumb_key', 'p.caption'])
    .where('p.id', '=', id)
    .where((eb) => albumVisibleTo(viewer, eb.ref('p.event_id')))
    .executeTakeFirst();
}

export function deletePhoto(db: Db, id: number) {
  return db.deleteFrom('event_photos').where('id', '=', id).executeTakeFirst();
}

export function contactName(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
