import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../platform/blob/blob-store';

/**
 * After a deletion of events committed: their albums' files leave the store. Best effort, each
 * file on its own: one the store fails to delete is logged and costs space, not correctness (no
 * row points at it any more). Never before the commit, or a rolled-back deletion would leave an
 * album whose photos are gone.
 */
export async function deletePhotoFiles(
  blobs: BlobStore,
  keys: readonly string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const key of keys) {
    await blobs.delete(key).catch((err: unknown) => {
      log.warn({ err, key }, 'a deleted event’s photo file was not removed from the store');
    });
  }
}
