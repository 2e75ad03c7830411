import type {
  EventPhoto,
  EventPhotos,
  Language,
  PhotoConsentList,
  PhotoReview,
  PhotoStorage,
  PhotoTagCandidates,
} from '@dugout/shared';
import { isInvitedTo } from '../../platform/access/audience';
import { canSeeContact } from '../../platform/access/contacts';
import { CHILD_ROLES } from '../../platform/access/households';
import {
  assertCanDeletePhoto,
  assertCanSetPhotoConsent,
  canAddPhoto,
  canApprovePhoto,
  canDeletePhoto,
  canManagePhotos,
  mustHoldPhoto,
} from '../../platform/access/photos';
import { photosAccessCatalog } from '../../platform/access/photos.locales';
import { archivedSeason, isArchived } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import { newBlobKey } from '../../platform/blob/blob-store';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, localizedError, notFound } from '../../platform/errors';
import { CONTENT_LINK_TTL_SECONDS } from '../content/index';
import { eventTeamIds, loadVisibleEvent, teamIdsOfEvents, teamsOfContacts } from '../events/index';
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

/**
 * The photos of an event the viewer sees that the viewer may see (a held one: its uploader and
 * the managers only; decided in SQL by platform/access/photos.ts), in album order: the album's
 * list and its zip show exactly these.
 */
export function visibleAlbum(ctx: AppContext, viewer: Viewer, eventId: string) {
  return q.photosOfEvent(ctx.db, viewer, eventId);
}

/** GET /api/event/{id}/photos: the album of an event the viewer sees, with signed links. */
export async function eventPhotos(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
): Promise<EventPhotos> {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const archived = await isArchived(ctx.db, 'events', row.id);
  const manages = canManagePhotos(viewer, teams);
  const rows = await visibleAlbum(ctx, viewer, row.id);
  const ids = rows.map((p) => p.id);
  const tags = await q.tagsOfPhotos(ctx.db, ids);
  const takedowns = await q.takedownsOfPhotos(ctx.db, ids);
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
      // A tagged child the directory hides from the reader is not named to them.
      tags: tags
        .filter((t) => t.photo_id === p.id)
        .filter((t) => canSeeContact(viewer, { id: t.id, hidden: t.hide_contact_from_others }))
        .map((t) => ({ id: t.id, name: fullName(t) })),
      held: p.held,
      canApprove: !archived && canApprovePhoto(viewer, { held: p.held }, teams),
      takedownAsked: takedowns.some((d) => d.photo_id === p.id && d.requester_id === viewer.id),
      takedowns: manages
        ? takedowns
            .filter((d) => d.photo_id === p.id)
            .map((d) => ({ by: fullName(d), reason: d.reason, at: d.created_at.toISOString() }))
        : [],
    })),
  );
  return { photos, canAdd: canAddPhoto(archived), archived, canManage: manages };
}

/**
 * POST /api/event/{id}/photos: re-encodes the upload (photos.images.ts), stores the two copies in
 * the blob store, then the row; the copies are deleted again if the row cannot be written.
 */
export async function addPhoto(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  upload: { photo: Buffer; caption: string; tags: string[] },
  language: Language,
): Promise<EventPhoto> {
  const { row, affiliations, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  if (!canAddPhoto(await isArchived(ctx.db, 'events', row.id))) throw archivedSeason();
  const candidates = await tagCandidatesOf(ctx, viewer, affiliations, teams);
  const tagged = upload.tags.map((id) => candidates.find((c) => c.id === id));
  if (tagged.some((c) => !c)) {
    throw badRequest((l) => photosCatalog.in(l)('upload.tags'), 'tags');
  }
  const held = mustHoldPhoto(tagged as PhotoTagCandidates['people']);
  const copies = await toAlbumCopies(upload.photo);
  const keys = { display_key: newBlobKey('photos', 'jpg'), thumb_key: newBlobKey('photos', 'jpg') };
  try {
    await ctx.blobs.put(keys.display_key, copies.display, 'image/jpeg');
    await ctx.blobs.put(keys.thumb_key, copies.thumb, 'image/jpeg');
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const photo = await q.insertPhoto(trx, {
        event_id: row.id,
        uploader_id: viewer.id,
        ...keys,
        width: copies.width,
        height: copies.height,
        bytes: copies.display.length + copies.thumb.length,
        caption: upload.caption,
        held,
      });
      await q.insertTags(trx, photo.id, upload.tags);
      return photo;
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
      tags: (tagged as PhotoTagCandidates['people']).map((c) => ({ id: c.id, name: c.name })),
      held,
      canApprove: canApprovePhoto(viewer, { held }, teams),
      takedownAsked: false,
      takedowns: [],
    };
  } catch (err) {
    await deleteBlobsQuietly(ctx, keys);
    throw err;
  }
}

/** DELETE /api/event-photos/{id}: who added it, or an admin or the event's manager (audited). */
export async function removePhoto(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const { photo, teams } = await loadPhoto(ctx, viewer, id);
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

const photoNotFound = () => notFound((language) => photosCatalog.in(language)('photoNotFound'));

/** A photo the viewer sees (its album, and not held from them: the SQL rule), its event's teams; or 404. */
async function loadPhoto(ctx: AppContext, viewer: Viewer, id: number) {
  const photo = await q.visiblePhoto(ctx.db, viewer, id);
  if (!photo) throw photoNotFound();
  return { photo, teams: await eventTeamIds(ctx.db, photo.event_id) };
}

/**
 * Whom the viewer may tag: the people the directory shows them (so a hidden child is never
 * listed) whom the event is for (its audience and teams: `isInvitedTo`).
 */
async function tagCandidatesOf(
  ctx: AppContext,
  viewer: Viewer,
  affiliations: readonly { id: number }[],
  eventTeams: readonly number[],
): Promise<PhotoTagCandidates['people']> {
  const people = await q.taggablePeople(ctx.db, viewer);
  const reached = eventTeams.length
    ? await teamsOfContacts(
        ctx.db,
        people.map((p) => p.id),
      )
    : new Map<string, number[]>();
  const audience = affiliations.map((a) => a.id);
  // The viewer's own family first: whom a parent tags most.
  const own = new Set(viewer.household?.members.map((m) => m.contactId) ?? []);
  people.sort((a, b) => Number(own.has(b.id)) - Number(own.has(a.id)));
  return people
    .filter((p) =>
      isInvitedTo(
        { affiliationId: p.affiliation_id, teams: reached.get(p.id) ?? [] },
        audience,
        eventTeams,
      ),
    )
    .map((p) => ({
      id: p.id,
      name: fullName(p),
      child: !!p.role && CHILD_ROLES.includes(p.role),
      consent: !!p.consent,
    }));
}

/** GET /api/event/{id}/photo-tag-candidates. */
export async function photoTagCandidates(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
): Promise<PhotoTagCandidates> {
  const { affiliations, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  return { people: await tagCandidatesOf(ctx, viewer, affiliations, teams) };
}

/**
 * POST /api/event-photos/{id}/approve: a manager shows a held photo to the album, confirming the
 * guardian's consent was given another way or the child cannot be recognised (audited).
 */
export async function approvePhoto(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const { photo, teams } = await loadPhoto(ctx, viewer, id);
  if (!canManagePhotos(viewer, teams)) {
    throw forbidden((language) => photosAccessCatalog.in(language)('managersOnly'));
  }
  if (await isArchived(ctx.db, 'events', photo.event_id)) throw archivedSeason();
  if (!canApprovePhoto(viewer, photo, teams)) {
    throw localizedError(409, 'not_held', (l) => photosCatalog.in(l)('notHeld'));
  }
  await ctx.db.transaction().execute(async (trx) => {
    await q.releasePhoto(trx, id);
    await auditAction(trx, viewer, 'photo.approve', id, {
      label: photo.caption || null,
      event: photo.event_id,
    });
  });
}

/** POST /api/event-photos/{id}/takedown: a member asks; the managers see it with the photo. */
export async function requestTakedown(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  reason: string,
): Promise<void> {
  await loadPhoto(ctx, viewer, id);
  if (!(await q.insertTakedown(ctx.db, id, viewer.id, reason))) {
    throw localizedError(409, 'takedown_asked', (l) => photosCatalog.in(l)('takedownAsked'));
  }
}

/** The most photos the review list shows at once: a season's worth for a busy club. */
const REVIEW_LIMIT = 200;

/**
 * GET /api/photos/review: the held photos and the photos members asked to take down, across the
 * albums of the events the viewer manages (`canManagePhotos`), newest first.
 */
export async function photosToReview(
  ctx: AppContext,
  viewer: Viewer,
  language: Language,
): Promise<PhotoReview> {
  const rows = await q.photosToReview(ctx.db, REVIEW_LIMIT);
  const teams = await teamIdsOfEvents(ctx.db, [...new Set(rows.map((r) => r.event_id))]);
  const mine = rows.filter((r) => canManagePhotos(viewer, teams.get(r.event_id) ?? []));
  const takedowns = await q.takedownsOfPhotos(
    ctx.db,
    mine.map((r) => r.id),
  );
  const archived = new Map<string, boolean>();
  for (const id of new Set(mine.map((r) => r.event_id))) {
    archived.set(id, await isArchived(ctx.db, 'events', id));
  }
  const photos = await Promise.all(
    mine.map(async (p) => ({
      id: p.id,
      eventId: p.event_id,
      eventName: p.event_name,
      eventDate: p.event_date ? p.event_date.toISOString() : null,
      thumbUrl: await sign(ctx, p.thumb_key),
      caption: p.caption,
      uploadedBy: uploaderName(viewer, p, language),
      createdAt: p.created_at.toISOString(),
      held: p.held,
      archived: archived.get(p.event_id) ?? false,
      takedowns: takedowns
        .filter((d) => d.photo_id === p.id)
        .map((d) => ({
          id: d.id,
          by: fullName(d),
          reason: d.reason,
          at: d.created_at.toISOString(),
        })),
    })),
  );
  return { photos };
}

/**
 * DELETE /api/photo-takedowns/{id}: a manager of the photo's event dismisses a member's request
 * to take it down, keeping the photo (audited; removing the photo is the album's DELETE).
 */
export async function dismissTakedown(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const request = await q.takedownWithPhoto(ctx.db, id);
  if (!request) {
    throw notFound((language) => photosCatalog.in(language)('takedownNotFound'));
  }
  const { photo, teams } = await loadPhoto(ctx, viewer, request.photo_id);
  if (!canManagePhotos(viewer, teams)) {
    throw forbidden((language) => photosAccessCatalog.in(language)('managersOnly'));
  }
  await ctx.db.transaction().execute(async (trx) => {
    await q.deleteTakedown(trx, id);
    await auditAction(trx, viewer, 'photo.dismissTakedown', photo.id, {
      label: photo.caption || null,
      event: photo.event_id,
      member: { id: request.requester_id, name: fullName(request) },
    });
  });
}

/** GET /api/me/photo-consent: a guardian's children and their consent (others: none). */
export async function myPhotoConsent(ctx: AppContext, viewer: Viewer): Promise<PhotoConsentList> {
  const household = viewer.household;
  if (!household || household.role !== 'guardian') return { children: [] };
  const children = await q.householdChildren(ctx.db, household.id);
  return {
    children: children.map((c) => ({ contactId: c.id, name: fullName(c), consent: !!c.consent })),
  };
}

/** PUT /api/me/photo-consent/{contactId}: the child's guardian; the child's photos follow. */
export async function setMyPhotoConsent(
  ctx: AppContext,
  viewer: Viewer,
  childId: string,
  consent: boolean,
): Promise<void> {
  assertCanSetPhotoConsent(viewer, childId);
  await ctx.db.transaction().execute(async (trx) => {
    await q.setPhotoConsent(trx, childId, consent, viewer.id);
    await q.rehold(trx, childId, consent);
  });
}

/** GET /api/admin/photo-storage (Admin Tools). */
export async function photoStorage(ctx: AppContext): Promise<PhotoStorage> {
  const rows = await q.storagePerSeason(ctx.db);
  return {
    seasons: rows.map((r) => ({
      seasonId: r.id,
      name: r.name,
      photos: Number(r.photos),
      bytes: Number(r.bytes),
    })),
  };
}
