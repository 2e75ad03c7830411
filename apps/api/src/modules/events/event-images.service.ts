import type { Language } from '@dugout/shared';
import { audienceIncludes, canHaveFileLink } from '../../platform/access/audience';
import type { Viewer } from '../../platform/access/viewer';
import { isValidBlobKey } from '../../platform/blob/blob-store';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError } from '../../platform/errors';
import { CONTENT_LINK_TTL_SECONDS } from '../content/index';
import { eventsCatalog } from './events.locales';
import { affiliationNames, contentOwningBlobKeys } from './events.queries';

const BLOB_PATH = /^(?:https?:\/\/[^/]+)?\/api\/blob\/([^?#]+)/i;

/**
 * A background picked from content arrives as a signed, expiring blob link: keep only its stable
 * path and sign it afresh on every read. Other images must be http(s) addresses.
 */
export function normalizeImageUrl(url: string | null): string | null {
  if (!url) return null;
  const blob = BLOB_PATH.exec(url.trim());
  if (blob) return `/api/blob/${blob[1]}`;
  if (!/^https:\/\/[^\s"'()<>]+$/i.test(url.trim())) {
    throw badRequest((language) => eventsCatalog.in(language)('refusal.imageSource'), 'imageURL');
  }
  return url.trim();
}

/** The blob key of a `/api/blob/<key>` address; null for another address or a malformed one. */
function blobKeyOf(url: string): string | null {
  const blob = BLOB_PATH.exec(url);
  if (!blob) return null;
  try {
    return decodeURIComponent(blob[1]!);
  } catch {
    return null;
  }
}

/** The content item (and which of its blob keys) a stored or submitted image URL points at. */
async function imageOwner(db: Db, url: string) {
  const blob = BLOB_PATH.exec(url);
  let candidates: string[];
  if (blob) {
    const key = blobKeyOf(url);
    candidates = key ? [key] : [];
  } else {
    // An object store's own signed link (S3): its path ends with the content's key.
    let segments: string[];
    try {
      segments = new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return { blob: false, owner: null };
    }
    candidates = segments.map((_, i) => segments.slice(i).join('/')).filter(isValidBlobKey);
  }
  const owners = await contentOwningBlobKeys(db, candidates);
  const owner = owners[0];
  const key = owner && candidates.find((c) => owner.keys.includes(c));
  return { blob: !!blob, owner: owner && key ? { ...owner, key } : null };
}

/**
 * An event's background picked from content may only be shown to people who may see that
 * content item. Refused (400, in the member's language) unless the item's audience
 * includes the event's; a blob path that is no content item's is refused too. Returns what to
 * store: the stable `/api/blob/<key>` path (signed afresh on every read), or an outside https
 * address as given.
 */
export async function checkEventImage(
  db: Db,
  normalized: string | null,
  eventAffiliationIds: readonly number[],
): Promise<string | null> {
  if (!normalized) return null;
  const { blob, owner } = await imageOwner(db, normalized);
  if (!owner) {
    if (blob) {
      throw localizedError(
        400,
        'bad_request',
        (language) => eventsCatalog.in(language)('imageNotContent'),
        'imageURL',
      );
    }
    return normalized;
  }
  const contentIds = owner.affiliations.map((a) => a.id);
  if (!audienceIncludes(contentIds, eventAffiliationIds)) {
    const names = await affiliationNames(db, eventAffiliationIds);
    const image = owner.affiliations.map((a) => a.name).join(', ');
    const refusal = (language: Language) => {
      const t = eventsCatalog.in(language);
      return t('imageAudience', { image, event: names.join(', ') || t('everyone') });
    };
    throw localizedError(400, 'image_audience', refusal, 'imageURL');
  }
  return `/api/blob/${owner.key}`;
}

/**
 * Signed links for stored event images, for one viewer: a picture from content is signed only
 * for a viewer who may see that content item now (its audience may have been narrowed after the
 * event was saved), and not at all once no content item owns it. Outside addresses pass as is.
 */
export async function resolveImageUrls(
  ctx: AppContext,
  db: Db,
  viewer: Viewer,
  stored: readonly (string | null)[],
): Promise<(string | null)[]> {
  const keys = stored.map((s) => (s ? blobKeyOf(s) : null));
  const owners = await contentOwningBlobKeys(
    db,
    keys.filter((k): k is string => !!k),
  );
  return Promise.all(
    stored.map(async (url, i) => {
      if (!url) return null;
      const key = keys[i];
      if (!BLOB_PATH.test(url)) return url;
      if (!key) return null;
      const audiences = owners
        .filter((o) => o.keys.includes(key))
        .map((o) => ({ audience: o.affiliations.map((a) => a.id), teams: o.teams }));
      if (!canHaveFileLink(viewer, audiences)) return null;
      try {
        // A content picture is shown by its display copy (the size made for backgrounds), not
        // the original upload.
        const shown = owners.find((o) => o.blobKey === key)?.displayKey ?? key;
        return await ctx.blobs.signedUrl(shown, { ttlSeconds: CONTENT_LINK_TTL_SECONDS });
      } catch {
        return null;
      }
    }),
  );
}

export async function resolveImageUrl(
  ctx: AppContext,
  viewer: Viewer,
  stored: string | null,
  db: Db = ctx.db,
): Promise<string | null> {
  return (await resolveImageUrls(ctx, db, viewer, [stored]))[0] ?? null;
}
