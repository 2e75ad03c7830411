import path from 'node:path';
import type { AppConfig } from '../config';
import { loadOrCreateSecret } from '../secrets';
import type { BlobStore } from './blob-store';
import { FolderBlobStore } from './folder-blob-store';
import { S3BlobStore } from './s3-blob-store';

/**
 * The folder store by default; the S3-compatible store when S3_BUCKET is set. The server passes
 * the link-signing secret it loaded at start (platform/secrets.ts: a setting, the database or
 * DATA_DIR/keys); without one (tests that only write files) the setting or DATA_DIR/keys.
 */
export function createBlobStore(config: AppConfig, signingSecret?: Buffer): BlobStore {
  if (config.S3_BUCKET) {
    return new S3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  const secret =
    signingSecret ??
    (config.BLOB_SIGNING_SECRET
      ? Buffer.from(config.BLOB_SIGNING_SECRET, 'utf8')
      : loadOrCreateSecret(config.dataDir, 'blob-signing'));
  return new FolderBlobStore(path.join(config.dataDir, 'blobs'), secret, config.publicUrl);
}

/**
 * Origins the browser loads blobs from besides the API itself: the bucket's, when files are on
 * S3 (the Content-Security-Policy must allow its images and PDF frames).
 */
export function blobOrigins(config: AppConfig): string[] {
  if (!config.S3_BUCKET) return [];
  if (!config.S3_ENDPOINT)
    return [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`];
  const endpoint = new URL(config.S3_ENDPOINT);
  return config.S3_FORCE_PATH_STYLE
    ? [endpoint.origin]
    : [`${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`];
}
