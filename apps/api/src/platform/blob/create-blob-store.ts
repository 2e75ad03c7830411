import path from 'node:path';
import type { AppConfig } from '../config';
import { loadOrCreateSecret } from '../secrets';
import type { BlobStore } from './blob-store';
import { FolderBlobStore } from './folder-blob-store';

/** The folder store by default; the S3-compatible store when S3_BUCKET is set. */
export function createBlobStore(config: AppConfig): BlobStore {
  const secret = loadOrCreateSecret(
    config.dataDir,
    'blob-signing',
    process.env.BLOB_SIGNING_SECRET,
  );
  return new FolderBlobStore(path.join(config.dataDir, 'blobs'), secret, config.publicUrl);
}
