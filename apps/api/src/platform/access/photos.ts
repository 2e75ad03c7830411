import type { Expression, SqlBool } from 'kysely';
import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { canSeeEvent, eventVisibleTo, type Audience } from './audience';
import { photosAccessCatalog } from './photos.locales';
import type { Viewer } from './viewer';

/**
 * An event's album follows its event: whoever sees the event (its audience and teams) sees its
 * photos and may add one while the event is this season's (a past season's album is read-only:
 * platform/access/seasons.ts). Who added a photo removes it; so do the admins and the managers of
 * every team of the event (`canForTeams`, as for editing the event).
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
