import { canHaveFileLink, type Audience } from '../../platform/access/audience';
import type { Viewer } from '../../platform/access/viewer';
import type { BlobStore } from '../../platform/blob/blob-store';
import { notFound } from '../../platform/errors';
import { contentCatalog } from './content.locales';

/** Signed links of a content item live this long; lists are re-fetched far more often. */
export const CONTENT_LINK_TTL_SECONDS = 60 * 60;

/**
 * The signed links of a content item (blobUrlAccessible and thumbnailUrl) for `viewer`.
 * The link itself is the permission, so it is signed only for a viewer the access layer lets
 * have it (the callers have already filtered: this is the last check, as a 404).
 */
export async function signContentLinks(
  blobs: BlobStore,
  viewer: Viewer,
  row: {
    blob_key: string;
    thumbnail_key: string | null;
    display_key?: string | null;
    file_name: string;
    audience: Audience;
    /** Its teams (none or left out: club-wide). */
    teams?: readonly number[];
  },
): Promise<{ blobUrlAccessible: string; thumbnailUrl: string | null; displayUrl: string | null }> {
  if (!canHaveFileLink(viewer, [{ audience: row.audience, teams: row.teams ?? [] }])) {
    throw notFound((language) => contentCatalog.in(language)('refusal.itemNotFound'));
  }
  const [blobUrlAccessible, thumbnailUrl, displayUrl] = await Promise.all([
    blobs.signedUrl(row.blob_key, {
      ttlSeconds: CONTENT_LINK_TTL_SECONDS,
      fileName: row.file_name,
    }),
    row.thumbnail_key
      ? blobs.signedUrl(row.thumbnail_key, { ttlSeconds: CONTENT_LINK_TTL_SECONDS })
      : Promise.resolve(null),
    row.display_key
      ? blobs.signedUrl(row.display_key, { ttlSeconds: CONTENT_LINK_TTL_SECONDS })
      : Promise.resolve(null),
  ]);
  return { blobUrlAccessible, thumbnailUrl, displayUrl };
}
