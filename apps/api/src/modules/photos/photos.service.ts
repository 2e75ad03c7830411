import type { EventPhoto, EventPhotos, Language } from '@dugout/shared';
import { canSeeContact } from '../../platform/access/contacts';
import {
  assertCanDeletePhoto,
  canAddPhoto,
  canDeletePhoto,
  canManagePhotos,
} from '../../platform/access/photos';
import { archivedSeason, isArchived } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import { newBlobKey } from '../../platform/blob/blob-store';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { CONTENT_LINK_TTL_SECONDS } from '../content/index';
import { eventTeamIds, loadVisibleEvent } from '../events/index';
import { toAlbumCopies } from './photos.images';
import { photosCatalog } from './photos.locales';
import * as q from './photos.queries';

type Uploader = {
  uploader_id: string | null;
  first_name: string | null;
  last_name: string | null;
  hide_contact_from_others: boolean | null;
};

/** Named as the directory would show them to the reader; hidden or removed: "A family". */
function uploaderName(viewer: Viewer, p: Uploader, language: Language): string {
  if (p.uploader_id && p.first_name !== null) {
    const hidden = p.hide_contact_from_others ?? false;
    if (canSeeContact(viewer, { id: p.uploader_id, hidden })) {
      return fullName({ first_name: p.first_name, last_name: p.last_name ?? '' });
    }
  }
  return photosCatalog.in(language)('family');
}

const fullName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();

const sign = (ctx: AppContext, key: string) =>
  ctx.blobs.signedUrl(key, { ttlSeconds: CONTENT_LINK_TTL_SECONDS });

/** GET /api/event/{id}/photos: the album of an event the viewer sees, with signed links. */
export async function eventPhotos(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
): Promise<EventPhotos> {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const archived = await isArchived(ctx.db, 'events', row.id);
  const rows = await q.photosOfEvent(ctx.db, row.id);
  const photos = await Promise.all(
    rows.map(async (p): Promise<EventPhoto> => ({
      id: p.id,
      thumbUrl: await sign(ctx, p.thumb_key),
      url: await sign(ctx, p.display_key),
      width: p.width,
      height: p.height,
      caption: p.caption,
      uploadedBy: uploaderName(viewer, p, language),
      createdAt: p.created_at.toISOString(),
      canDelete: !archived && canDeletePhoto(viewer, { uploaderId: p.uploader_id }, teams),
    })),
  );
  return { photos, canAdd: canAddPhoto(archived), archived };
}

/**
 * POST /api/event/{id}/photos: re-encodes the upload (photos.images.ts), stores the two copies in
 * the blob store, then the row; the copies are deleted again if the row cannot be written.
 */
export async function addPhoto(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  upload: { photo: Buffer; caption: string },
  language: Language,
): Promise<EventPhoto> {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  if (!canAddPhoto(await isArchived(ctx.db, 'events', row.id))) throw archivedSeason();
  const copies = await toAlbumCopies(upload.photo);
  const keys = { display_key: newBlobKey('photos', 'jpg'), thumb_key: newBlobKey('photos', 'jpg') };
  try {
    await ctx.blobs.put(keys.display_key, copies.display, 'image/jpeg');
    await ctx.blobs.put(keys.thumb_key, copies.thumb, 'image/jpeg');
    const saved = await q.insertPhoto(ctx.db, {
      event_id: row.id,
      uploader_id: viewer.id,
      ...keys,
      width: copies.width,
      height: copies.height,
      bytes: copies.display.length + copies.thumb.length,
      caption: upload.caption,
    });
    const me = await q.contactName(ctx.db, viewer.id);
    return {
      id: saved.id,
      thumbUrl: await sign(ctx, keys.thumb_key),
      url: await sign(ctx, keys.display_key),
      width: copies.width,
      height: copies.height,
      caption: upload.caption,
      uploadedBy: me ? fullName(me) : photosCatalog.in(language)('family'),
      createdAt: saved.created_at.toISOString(),
      canDelete: canDeletePhoto(viewer, { uploaderId: viewer.id }, teams),
    };
  } catch (err) {
    await deleteBlobsQuietly(ctx, keys);
    throw err;
  }
}

/** DELETE /api/event-photos/{id}: who added it, or an admin or the event's manager (audited). */
export async function removePhoto(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const photo = await q.visiblePhoto(ctx.db, viewer, id);
  if (!photo) throw notFound((language) => photosCatalog.in(language)('photoNotFound'));
  const teams = await eventTeamIds(ctx.db, photo.event_id);
  assertCanDeletePhoto(viewer, { uploaderId: photo.uploader_id }, teams);
  if (await isArchived(ctx.db, 'events', photo.event_id)) throw archivedSeason();
  await ctx.db.transaction().execute(async (trx) => {
    await q.deletePhoto(trx, id);
    if (photo.uploader_id !== viewer.id && canManagePhotos(viewer, teams)) {
      const uploader = photo.uploader_id ? await q.contactName(trx, photo.uploader_id) : null;
      await auditAction(trx, viewer, 'photo.remove', id, {
        label: photo.caption || null,
        event: photo.event_id,
        ...(uploader && { member: { id: uploader.id, name: fullName(uploader) } }),
      });
    }
  });
  await deleteBlobsQuietly(ctx, photo);
}

/** Best effort: a blob left behind costs space, not correctness. */
async function deleteBlobsQuietly(
  ctx: AppContext,
  keys: { display_key: string; thumb_key: string },
): Promise<void> {
  for (const key of [keys.display_key, keys.thumb_key]) {
    await ctx.blobs.delete(key).catch(() => {});
  }
}
