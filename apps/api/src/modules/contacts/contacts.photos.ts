import { newBlobKey } from '../../platform/blob/blob-store';
import type { AppContext } from '../../platform/context';
import { toProfileJpeg, toProfileThumb } from './contacts.images';
import type { ContactRow } from './contacts.mapping';

export type StoredPhoto = Pick<ContactRow, 'profile_image_key' | 'profile_thumb_key'>;

/**
 * Stores the re-encoded photo and the directory's small copy; the caller deletes them again
 * if its transaction fails.
 */
export async function storeProfilePhoto(
  ctx: AppContext,
  base64: string | null | undefined,
): Promise<StoredPhoto | null> {
  if (!base64) return null;
  const jpeg = await toProfileJpeg(base64);
  const thumb = await toProfileThumb(jpeg);
  const stored = {
    profile_image_key: newBlobKey('avatars', 'jpg'),
    profile_thumb_key: newBlobKey('avatars', 'jpg'),
  };
  await ctx.blobs.put(stored.profile_image_key, jpeg, 'image/jpeg');
  await ctx.blobs.put(stored.profile_thumb_key, thumb, 'image/jpeg');
  return stored;
}

/** Best effort: a blob left behind costs space, not correctness. */
export async function deleteProfilePhotoQuietly(
  ctx: AppContext,
  photo: Partial<StoredPhoto> | null | undefined,
): Promise<void> {
  for (const key of [photo?.profile_image_key, photo?.profile_thumb_key]) {
    if (key) await ctx.blobs.delete(key).catch(() => {});
  }
}
