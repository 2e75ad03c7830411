import type { BlobStore } from '../../platform/blob/blob-store';

/** Signed links of a content item live this long; lists are re-fetched far more often. */
export const CONTENT_LINK_TTL_SECONDS = 60 * 60;

/**
 * The signed links of a content item (spec §3 blobUrlAccessible and thumbnailUrl). Only call it
 * for a member who may see the item: the link itself is the permission.
 */
export async function signContentLinks(
  blobs: BlobStore,
  row: {
    blob_key: string;
    thumbnail_key: string | null;
    display_key?: string | null;
    file_name: string;
  },
): Promise<{ blobUrlAccessible: string; thumbnailUrl: string | null; displayUrl: string | null }> {
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
