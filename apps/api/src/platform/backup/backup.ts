import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, lockOwner } from '../db/data-dir-lock';
import { openPglite } from '../db/database';
import { DATABASE_ENTRY, readAll, readArchive, writeArchive, type Manifest } from './archive';
import { countRows } from './backup.queries';
import { CONTROL_FILE, readControlFile, requestSnapshot } from './control-channel';
import { STAGING_FOLDER, takeSnapshot, type Snapshot } from './snapshot';

/** A refusal or failure the command line prints as it is (no stack trace). */
export class BackupError extends Error {}

export const BACKUP_DOC = 'docs/backup-and-restore.md';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export function appVersion(): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
}

export function pgliteVersion(): string {
  try {
    // .../node_modules/@electric-sql/pglite/dist/index.js → its package.json
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pkg = path.join(path.dirname(entry), '..', 'package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The refusal on PostgreSQL: its own tools do it better, and docs/backup-and-restore.md says how. */
export function postgresRefusal(command: 'backup' | 'restore'): string {
  return (
    `DATABASE_URL is set: the portal's data is in PostgreSQL, which \`npm run ${command}\` does not ` +
    `handle. Use pg_dump / pg_restore and copy the files (DATA_DIR/blobs or the S3 bucket) as ` +
    `${BACKUP_DOC} describes.`
  );
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
  ms: number;
  pausedMs: number;
}

/**
 * `npm run backup`: asks the running server for a snapshot when one holds DATA_DIR, or opens
 * DATA_DIR itself (taking its lock) when none does, and writes the archive.
 */
export async function createBackup(opts: {
  dataDir: string;
  outFile: string;
  /** S3_BUCKET is set (used only when no server is running: a running one says itself). */
  s3: boolean;
}): Promise<BackupResult> {
  const started = Date.now();
  const { dataDir } = opts;
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) {
    throw new BackupError(
      `${dataDir} holds no portal data (no pgdata folder). Set DATA_DIR to the folder the server uses.`,
    );
  }
  if (fs.existsSync(opts.outFile)) {
    throw new BackupError(`${opts.outFile} already exists; choose another name.`);
  }
  let snapshot: Snapshot;
  let source: Manifest['source'];
  const owner = lockOwner(dataDir);
  if (owner !== null) {
    const controlFile = path.join(dataDir, CONTROL_FILE);
    if (fs.existsSync(controlFile)) {
      try {
        fs.accessSync(controlFile, fs.constants.R_OK);
      } catch {
        throw new BackupError(
          `Cannot read ${controlFile}: run the backup as the user the server runs as.`,
        );
      }
    }
    const control = readControlFile(dataDir);
    if (!control || control.pid !== owner) {
      throw new BackupError(
        `A server (process ${owner}) has ${dataDir} open but offers no backup channel: it is older ` +
          'than this backup command. Restart it on this version, or stop it and run the backup again.',
      );
    }
    snapshot = await requestSnapshot(control).catch((err: Error) => {
      throw new BackupError(err.message);
    });
    source = 'running-server';
  } else {
    let release: () => void;
    try {
      release = acquireDataDirLock(dataDir);
    } catch (err) {
      throw new BackupError(`${(err as Error).message} Then run the backup again.`);
    }
    try {
      const handle = await openPglite(path.join(dataDir, 'pgdata'));
      try {
        snapshot = await takeSnapshot(handle.pglite!, dataDir, {
          blobStore: opts.s3 ? 's3' : 'folder',
        });
      } finally {
        await handle.close();
      }
    } finally {
      release();
    }
    source = 'data-folder';
  }
  try {
    const manifest = await writeArchive({
      staging: snapshot.staging,
      info: snapshot.info,
      outFile: opts.outFile,
      appVersion: appVersion(),
      pgliteVersion: pgliteVersion(),
      source,
    });
    return {
      file: opts.outFile,
      manifest,
      bytes: fs.statSync(opts.outFile).size,
      ms: Date.now() - started,
      pausedMs: snapshot.info.pausedMs,
    };
  } finally {
    fs.rmSync(snapshot.staging, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.join(dataDir, STAGING_FOLDER));
    } catch {
      // Another backup's staging folder is still there, or it is gone already.
    }
  }
}

/** Rows per table that differ between the manifest and a database, as sentences. */
function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows) {
      problems.push(
        `table ${table}: ${actual[table] ?? 'missing'} rows, the manifest says ${rows}`,
      );
    }
  }
  for (const table of Object.keys(actual)) {
    if (!(table in expected)) problems.push(`table ${table} is not in the manifest`);
  }
  return problems;
}

export interface VerifyReport {
  manifest: Manifest | null;
  problems: string[];
  /** Whether the database was opened (in memory) and its rows counted. */
  databaseChecked: boolean;
}

/**
 * `npm run backup -- --verify ARCHIVE`: every checksum, then (unless `quick`) the database
 * opened in memory from the archive and every table's rows counted against the manifest.
 */
export async function verifyBackup(
  file: string,
  opts: { quick?: boolean } = {},
): Promise<VerifyReport> {
  let database: Buffer | null = null;
  const { manifest, problems } = await readArchive(file, async (name, stream) => {
    if (name === DATABASE_ENTRY && !opts.quick) database = await readAll(stream);
  });
  if (problems.length || !manifest || opts.quick || !database) {
    return { manifest, problems, databaseChecked: false };
  }
  try {
    const handle = await openPglite(null, new Blob([database]));
    try {
      problems.push(...compareCounts(manifest.tables, await countRows(handle.pglite!)));
    } finally {
      await handle.close();
    }
  } catch (err) {
    problems.push(`the database in the archive does not open: ${(err as Error).message}`);
  }
  return { manifest, problems, databaseChecked: true };
}

/**
 * `npm run restore ARCHIVE`: into an empty (or missing) DATA_DIR only. The whole archive is
 * checked before anything is written; then the files, the keys and the database are written
 * under the data folder's lock and the database's rows counted against the manifest. A failure
 * removes what was written. The server migrates a restored database forward when it starts.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
): Promise<{ manifest: Manifest; ms: number }> {
  const started = Date.now();
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const existed = fs.existsSync(dataDir);
  if (existed) {
    if (!fs.statSync(dataDir).isDirectory()) {
      throw new BackupError(`${dataDir} is a file, not a folder. Nothing was changed.`);
    }
    const entries = fs.readdirSync(dataDir);
    if (entries.length) {
      const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', ...' : '');
      throw new BackupError(
        `${dataDir} is not empty (${shown}). A restore never overwrites data: move that folder ` +
          'aside (e.g. mv data data.old) or set DATA_DIR to a new folder. Nothing was changed.',
      );
    }
  }

  const check = await readArchive(file);
  if (check.problems.length || !check.manifest) {
    throw new BackupError(
      `${file} cannot be restored: ${check.problems.join('; ')}. Nothing was written.`,
    );
  }
  const manifest = check.manifest;

  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (err) {
    throw new BackupError((err as Error).message);
  }
  try {
    let database: Buffer | null = null;
    const second = await readArchive(file, async (name, stream) => {
      if (name === DATABASE_ENTRY) {
        database = await readAll(stream);
        return;
      }
      const target = path.join(dataDir, ...name.split('/'));
      const keys = name.startsWith('keys/');
      fs.mkdirSync(path.dirname(target), { recursive: true, ...(keys ? { mode: 0o700 } : {}) });
      await new Promise<void>((resolve, reject) => {
        const out = fs.createWriteStream(target, { flags: 'wx', mode: keys ? 0o600 : 0o644 });
        stream.pipe(out);
        out.on('finish', resolve);
        out.on('error', reject);
        stream.on('error', reject);
      });
    });
    if (second.problems.length || !database) {
      throw new BackupError(
        `${file} changed while it was being restored: ${second.problems.join('; ')}`,
      );
    }
    let handle;
    try {
      handle = await openPglite(path.join(dataDir, 'pgdata'), new Blob([database]));
    } catch (err) {
      throw new BackupError(
        `The database in ${file} (PostgreSQL ${manifest.database.postgresVersion}, PGlite ` +
          `${manifest.database.pgliteVersion}) does not open with this version's embedded database ` +
          `(PGlite ${pgliteVersion()}): ${(err as Error).message}. Restore it with the Dugout version ` +
          `that made it (${manifest.appVersion}), then upgrade.`,
      );
    }
    try {
      const problems = compareCounts(manifest.tables, await countRows(handle.pglite!));
      if (problems.length) {
        throw new BackupError(
          `The restored database differs from the manifest: ${problems.join('; ')}`,
        );
      }
    } finally {
      await handle.close();
    }
  } catch (err) {
    // Leave DATA_DIR as it was found: empty (or absent).
    for (const entry of fs.readdirSync(dataDir)) {
      if (entry !== 'dugout.lock')
        fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    release();
    if (!existed) fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  release();
  return { manifest, ms: Date.now() - started };
}
