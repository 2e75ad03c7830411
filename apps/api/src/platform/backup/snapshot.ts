import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { countRows, migrationLevel, serverVersionNum } from './backup.queries';

/** What the database looked like at the snapshot point; copied into the archive's manifest. */
export interface SnapshotInfo {
  takenAt: string;
  /** Newest migration applied and how many (a restore migrates forward from there). */
  migration: { latest: string | null; applied: number };
  /** Rows per table at the snapshot point. */
  tables: Record<string, number>;
  postgresVersion: number;
  /** Where the files were: 'folder' (DATA_DIR/blobs, in the archive) or 's3' (not in it). */
  blobStore: 'folder' | 's3';
  /** How long writes waited for the snapshot, ms. */
  pausedMs: number;
}

export interface Snapshot {
  /** A folder in DATA_DIR/backup-staging holding database/pgdata.tar, blobs/ and keys/. */
  staging: string;
  info: SnapshotInfo;
}

export const STAGING_FOLDER = 'backup-staging';
const STALE_STAGING_MS = 60 * 60_000;

/**
 * A consistent copy of DATA_DIR, taken by the process that has the embedded database open:
 * - The database: PGlite's data folder, dumped while no query or transaction runs (this holds
 *   PGlite's transaction lock, so every request's writes wait a moment, typically well under a
 *   second). Transactions committed before are in it, none after, none half.
 * - The files (DATA_DIR/blobs): hard links made under the same lock. A file is written before the
 *   row that names it commits and deleted only after the row stopped naming it, so every file a
 *   row in the dump names is linked, and a link keeps the bytes even if the file is deleted later.
 *   Files are never rewritten in place (keys are new for every upload).
 * - The keys (DATA_DIR/keys): copied; they are written once, at first start.
 * Files after the snapshot point are in neither the dump nor the staging folder, except a file
 * whose row had not committed yet: harmless, as after any failed upload.
 */
export async function takeSnapshot(
  pglite: PGlite,
  dataDir: string,
  opts: { blobStore: 'folder' | 's3' },
): Promise<Snapshot> {
  const stagingRoot = path.join(dataDir, STAGING_FOLDER);
  removeStaleStaging(stagingRoot);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const staging = path.join(stagingRoot, `${stamp}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.join(staging, 'database'), { recursive: true, mode: 0o700 });
  try {
    // Writes what is in memory to the data files first, so the dump needs little WAL replay.
    await pglite.exec('CHECKPOINT');
    let tables: Record<string, number> = {};
    let migration: SnapshotInfo['migration'] = { latest: null, applied: 0 };
    let postgresVersion = 0;
    let dump: Blob | null = null;
    let takenAt = '';
    let pausedMs = 0;
    // PGlite's transaction() holds its transaction lock throughout: no other query or
    // transaction runs until it returns. dumpDataDir takes the (separate) query lock.
    await pglite.transaction(async (tx) => {
      const pausedFrom = Date.now();
      takenAt = new Date(pausedFrom).toISOString();
      tables = await countRows(tx);
      migration = await migrationLevel(tx);
      postgresVersion = await serverVersionNum(tx);
      dump = await pglite.dumpDataDir('none');
      if (opts.blobStore === 'folder') {
        linkTree(path.join(dataDir, 'blobs'), path.join(staging, 'blobs'));
      }
      pausedMs = Date.now() - pausedFrom;
    });
    const bytes = Buffer.from(await (dump as unknown as Blob).arrayBuffer());
    fs.writeFileSync(path.join(staging, 'database', 'pgdata.tar'), bytes, { mode: 0o600 });
    copyTree(path.join(dataDir, 'keys'), path.join(staging, 'keys'));
    return {
      staging,
      info: {
        takenAt,
        migration,
        tables,
        postgresVersion,
        blobStore: opts.blobStore,
        pausedMs,
      },
    };
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

/** Staging folders a backup that crashed or was killed left behind. */
function removeStaleStaging(stagingRoot: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(stagingRoot, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(stagingRoot, entry.name);
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_STAGING_MS) {
        fs.rmSync(full, { recursive: true, force: true });
      }
    } catch {
      // Gone already.
    }
  }
}

/** Hard-links every file under `from` into `to` (copies where links are not possible). */
function linkTree(from: string, to: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  fs.mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      linkTree(source, target);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        fs.linkSync(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted meanwhile: its row was already gone
        if (code === 'EPERM' || code === 'EXDEV' || code === 'ENOTSUP') {
          fs.copyFileSync(source, target);
        } else {
          throw err;
        }
      }
    }
  }
}

/** Copies the files under `from` into `to`, owner-only (the keys). */
function copyTree(from: string, to: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, 0o600);
    }
  }
}
