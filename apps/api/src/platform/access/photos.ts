import type { Expression, SqlBool } from 'kysely';
import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { canSeeEvent, eventVisibleTo, type Audience } from './audience';
import { CHILD_ROLES } from './households';
import { photosAccessCatalog } from './photos.locales';
import { eb } from './rule';
import { actsForEventTeamsInSql } from './team-managers';
import type { Viewer } from './viewer';

/**
 * An event's album follows its event: whoever sees the event (its audience and teams) sees its
 * photos and may add one while the event is this season's (a past season's album is read-only:
 * platform/access/seasons.ts). Who added a photo removes it; so do the admins and the managers of
 * every team of the event (`canForTeams`, as for editing the event).
 *
 * Children (DESIGN §9): a photo tagging a child whose guardian has not given consent is held:
 * only its uploader and the managers see it until a manager approves it (confirming consent was
 * given another way, e.g. on paper, or that the child cannot be recognised) or removes it. Only a
 * guardian of the child's household gives or withdraws consent; no row means no consent.
 */

export function canSeeAlbum(
  viewer: Viewer,
  audience: Audience,
  eventTeams: readonly number[] = [],
): boolean {
  return canSeeEvent(viewer, audience, eventTeams);
}

/** `canSeeAlbum` as SQL on the photo's event (e.g. `eb.ref('p.event_id')`). */
export function albumVisibleTo(viewer: Viewer, eventId: Expression<string>): Expression<SqlBool> {
  return eventVisibleTo(viewer, eventId);
}

/** Adding: a viewer who sees the event (checked first, by loading it), this season only. */
export function canAddPhoto(archived: boolean): boolean {
  return !archived;
}

export function canManagePhotos(viewer: Viewer, eventTeams: readonly number[]): boolean {
  return canForTeams(viewer, 'events:publish', eventTeams);
}

export function canDeletePhoto(
  viewer: Viewer,
  photo: { uploaderId: string | null },
  eventTeams: readonly number[],
): boolean {
  return photo.uploaderId === viewer.id || canManagePhotos(viewer, eventTeams);
}

export function assertCanDeletePhoto(
  viewer: Viewer,
  photo: { uploaderId: string | null },
  eventTeams: readonly number[],
): void {
  if (!canDeletePhoto(viewer, photo, eventTeams)) {
    throw forbidden((language) => photosAccessCatalog.in(language)('notYours'));
  }
}

/** A held photo is its uploader's and the managers' only; any other photo follows its album. */
export function canSeePhoto(
  viewer: Viewer,
  photo: { uploaderId: string | null; held: boolean },
  eventTeams: readonly number[],
): boolean {
  return !photo.held || photo.uploaderId === viewer.id || canManagePhotos(viewer, eventTeams);
}

/** A photo's columns the rule reads, in the query (e.g. `eb.ref('p.event_id')`). */
export interface PhotoColumns {
  eventId: Expression<string>;
  uploaderId: Expression<string | null>;
  held: Expression<boolean>;
}

/**
 * `canSeeAlbum` and `canSeePhoto` together as SQL: the photos of albums the viewer sees, a held
 * one only when the viewer added it or manages every team of its event (admins: all). The album
 * list, its zip and every read of one photo filter with it; the property test proves it equal to
 * the predicates.
 */
export function photoVisibleTo(viewer: Viewer, photo: PhotoColumns): Expression<SqlBool> {
  return eb.and([
    albumVisibleTo(viewer, photo.eventId),
    eb.or([
      eb(photo.held, '=', false),
      eb(photo.uploaderId, '=', viewer.id),
      actsForEventTeamsInSql(viewer, 'events:publish', photo.eventId),
    ]),
  ]);
}

/** Whether a photo tagging these people is held: one is a child without a guardian's consent. */
export function mustHoldPhoto(tagged: readonly { child: boolean; consent: boolean }[]): boolean {
  return tagged.some((p) => p.child && !p.consent);
}

export function canApprovePhoto(
  viewer: Viewer,
  photo: { held: boolean },
  eventTeams: readonly number[],
): boolean {
  return photo.held && canManagePhotos(viewer, eventTeams);
}

/** Only a guardian of the child's own household sets the child's photo consent. */
export function canSetPhotoConsent(viewer: Viewer, childId: string): boolean {
  const household = viewer.household;
  if (!household || household.role !== 'guardian') return false;
  const child = household.members.find((m) => m.contactId === childId);
  return !!child && CHILD_ROLES.includes(child.role);
}

export function assertCanSetPhotoConsent(viewer: Viewer, childId: string): void {
  if (!canSetPhotoConsent(viewer, childId)) {
    throw forbidden((language) => photosAccessCatalog.in(language)('guardianOnly'));
  }
}
