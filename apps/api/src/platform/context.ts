import type { AppConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import type { Outbox } from './outbox/outbox';
import type { TokenVerifier } from './auth/token-verifier';
import type { BlobStore } from './blob/blob-store';
import type { CacheRegistry } from './cache/cache-registry';
import type { Readiness } from './readiness';
import type { ServerSecrets } from './secrets';

/** What every module is handed when it registers its routes. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Db;
  outbox: Outbox;
  verifyToken: TokenVerifier;
  blobs: BlobStore;
  caches: CacheRegistry;
  /** The signing secrets, shared by every replica (platform/secrets.ts). */
  secrets: ServerSecrets;
  /** Starting, serving or draining, and whether the outbox runs: what /api/ready reports. */
  readiness: Readiness;
}
