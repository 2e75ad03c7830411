import { sql } from 'kysely';
import { contactVisibleTo } from '../../platform/access/contacts';
import { CHILD_ROLES } from '../../platform/access/households';
import type { Viewer } from '../../platform/access/viewer';
import { photoVisibleTo } from '../../platform/access/photos';
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
  held: boolean;
}

const uploader = ['c.first_name', 'c.last_name', 'c.hide_contact_from_others'] as const;

/**
 * An event's photos the viewer may see (platform/access/photos.ts: a held one only its uploader's
 * and the managers'), oldest first (the album reads as the day went), with who added each.
 */
export function photosOfEvent(db: Db, viewer: Viewer, eventId: string) {
  return db
    .selectFrom('event_photos as p')
    .leftJoin('contacts as c', 'c.id', 'p.uploader_id')
    .select(['p.id', 'p.uploader_id', 'p.display_key', 'p.thumb_key', 'p.width', 'p.height'])
    .select(['p.caption', 'p.created_at', 'p.held', ...uploader])
    .where('p.event_id', '=', eventId)
    .where((eb) =>
      photoVisibleTo(viewer, {
        eventId: eb.ref('p.event_id'),
        uploaderId: eb.ref('p.uploader_id'),
        held: eb.ref('p.held'),
      }),
    )
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

/** One photo, if the viewer may see it (none otherwise: the same 404 as a missing one). */
export function visiblePhoto(db: Db, viewer: Viewer, id: number) {
  return db
    .selectFrom('event_photos as p')
    .select(['p.id', 'p.event_id', 'p.uploader_id', 'p.display_key', 'p.thumb_key', 'p.caption'])
    .select('p.held')
    .where('p.id', '=', id)
    .where((eb) =>
      photoVisibleTo(viewer, {
        eventId: eb.ref('p.event_id'),
        uploaderId: eb.ref('p.uploader_id'),
        held: eb.ref('p.held'),
      }),
    )
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

/**
 * The people the viewer may tag: family members and site users the directory shows them
 * (`contactVisibleTo`), whether each is a child (a household's player or sibling) and has a
 * guardian's consent. The caller keeps those the event is for.
 */
export function taggablePeople(db: Db, viewer: Viewer) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.affiliation_id', 'c.permissions', 'hm.role'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('photo_consents as pc')
            .select('pc.contact_id')
            .whereRef('pc.contact_id', '=', 'c.id'),
        )
        .as('consent'),
    )
    .where((eb) =>
      eb.and([
        eb.or([eb('hm.household_id', 'is not', null), eb('c.is_site_user', '=', true)]),
        contactVisibleTo(viewer, {
          id: eb.ref('c.id'),
          hidden: eb.ref('c.hide_contact_from_others'),
        }),
      ]),
    )
    .orderBy('c.first_name')
    .orderBy('c.last_name')
    .execute();
}

export function insertTags(db: Db, photoId: number, contactIds: readonly string[]) {
  if (!contactIds.length) return Promise.resolve();
  return db
    .insertInto('event_photo_tags')
    .values(contactIds.map((contact_id) => ({ photo_id: photoId, contact_id })))
    .execute();
}

/** The tags of these photos, with whether the directory hides each person. */
export function tagsOfPhotos(db: Db, photoIds: readonly number[]) {
  if (!photoIds.length) return Promise.resolve([]);
  return db
    .selectFrom('event_photo_tags as t')
    .innerJoin('contacts as c', 'c.id', 't.contact_id')
    .select(['t.photo_id', 'c.id', 'c.first_name', 'c.last_name', 'c.hide_contact_from_others'])
    .where('t.photo_id', 'in', photoIds)
    .orderBy('c.first_name')
    .execute();
}

export function takedownsOfPhotos(db: Db, photoIds: readonly number[]) {
  if (!photoIds.length) return Promise.resolve([]);
  return db
    .selectFrom('photo_takedowns as d')
    .innerJoin('contacts as c', 'c.id', 'd.requester_id')
    .select([
      'd.id',
      'd.photo_id',
      'd.requester_id',
      'd.reason',
      'd.created_at',
      'c.first_name',
      'c.last_name',
    ])
    .where('d.photo_id', 'in', photoIds)
    .orderBy('d.created_at')
    .execute();
}

/** One request per member and photo: false when the member had already asked. */
export async function insertTakedown(db: Db, photoId: number, requesterId: string, reason: string) {
  const row = await db
    .insertInto('photo_takedowns')
    .values({ photo_id: photoId, requester_id: requesterId, reason })
    .onConflict((oc) => oc.columns(['photo_id', 'requester_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/**
 * The photos waiting for a manager (held) or with a member's request to take them down, newest
 * first, with their event; the caller keeps those of events the viewer manages.
 */
export function photosToReview(db: Db, limit: number) {
  return db
    .selectFrom('event_photos as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('contacts as c', 'c.id', 'p.uploader_id')
    .select(['p.id', 'p.event_id', 'p.uploader_id', 'p.thumb_key', 'p.caption', 'p.created_at'])
    .select(['p.held', 'e.name as event_name', 'e.date as event_date', ...uploader])
    .where((eb) =>
      eb.or([
        eb('p.held', '=', true),
        eb.exists(
          eb.selectFrom('photo_takedowns as d').select('d.id').whereRef('d.photo_id', '=', 'p.id'),
        ),
      ]),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** One take-down request, with its photo's event and caption. */
export function takedownWithPhoto(db: Db, id: number) {
  return db
    .selectFrom('photo_takedowns as d')
    .innerJoin('event_photos as p', 'p.id', 'd.photo_id')
    .innerJoin('contacts as c', 'c.id', 'd.requester_id')
    .select(['d.id', 'd.photo_id', 'd.requester_id', 'p.event_id', 'p.caption'])
    .select(['c.first_name', 'c.last_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function deleteTakedown(db: Db, id: number) {
  return db.deleteFrom('photo_takedowns').where('id', '=', id).executeTakeFirst();
}

export function releasePhoto(db: Db, id: number) {
  return db.updateTable('event_photos').set({ held: false }).where('id', '=', id).execute();
}

/** The children of a household, with their photo consent. */
export function householdChildren(db: Db, householdId: number) {
  return db
    .selectFrom('household_members as hm')
    .innerJoin('contacts as c', 'c.id', 'hm.contact_id')
    .select(['c.id', 'c.first_name', 'c.last_name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('photo_consents as pc')
            .select('pc.contact_id')
            .whereRef('pc.contact_id', '=', 'c.id'),
        )
        .as('consent'),
    )
    .where('hm.household_id', '=', householdId)
    .where('hm.role', 'in', [...CHILD_ROLES])
    .orderBy('c.first_name')
    .execute();
}

export async function setPhotoConsent(db: Db, childId: string, consent: boolean, setBy: string) {
  if (!consent) {
    await db.deleteFrom('photo_consents').where('contact_id', '=', childId).execute();
    return;
  }
  await db
    .insertInto('photo_consents')
    .values({ contact_id: childId, set_by: setBy })
    .onConflict((oc) => oc.column('contact_id').doNothing())
    .execute();
}

/**
 * After a child's consent changed: withdrawn, every photo tagging the child is held again (a
 * manager approves it anew); given, those of its photos that tag no other child without consent
 * are shown.
 */
export async function rehold(db: Db, childId: string, consent: boolean) {
  const tagging = db
    .selectFrom('event_photo_tags')
    .select('photo_id')
    .where('contact_id', '=', childId);
  if (!consent) {
    await db.updateTable('event_photos').set({ held: true }).where('id', 'in', tagging).execute();
    return;
  }
  await db
    .updateTable('event_photos as p')
    .set({ held: false })
    .where('p.id', 'in', tagging)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('event_photo_tags as t')
            .innerJoin('household_members as hm', 'hm.contact_id', 't.contact_id')
            .select('t.photo_id')
            .whereRef('t.photo_id', '=', 'p.id')
            .where('hm.role', 'in', [...CHILD_ROLES])
            .where((w) =>
              w.not(
                w.exists(
                  w
                    .selectFrom('photo_consents as pc')
                    .select('pc.contact_id')
                    .whereRef('pc.contact_id', '=', 't.contact_id'),
                ),
              ),
            ),
        ),
      ),
    )
    .execute();
}

/** Photos and stored bytes per season (every season, none: 0), newest season first. */
export function storagePerSeason(db: Db) {
  return db
    .selectFrom('seasons as s')
    .leftJoin('events as e', 'e.season_id', 's.id')
    .leftJoin('event_photos as p', 'p.event_id', 'e.id')
    .select(['s.id', 's.name'])
    .select([
      sql<number>`count(p.id)::int`.as('photos'),
      sql<number>`coalesce(sum(p.bytes), 0)::bigint`.as('bytes'),
    ])
    .groupBy(['s.id', 's.name', 's.starts_on'])
    .orderBy('s.starts_on', 'desc')
    .execute();
}
