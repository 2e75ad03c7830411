import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import type { SnapshotInfo } from './snapshot';

/**
 * The backup archive: one .tar.gz holding
 *   manifest.json          format, versions, migration level, rows per table, SHA-256 per file
 *   database/pgdata.tar    the embedded database's data folder (PGlite's dumpDataDir)
 *   blobs/...              DATA_DIR/blobs (uploaded files and their .meta.json)
 *   keys/...               DATA_DIR/keys (link, file and sign-in keys)
 * manifest.json comes first; every other entry is listed in it.
 */
export const FORMAT = 'dugout-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_ENTRY = 'database/pgdata.tar';

const fileSchema = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  appVersion: z.string(),
  /** How the snapshot was taken: by the running server, or from the stopped server's folder. */
  source: z.enum(['running-server', 'data-folder']),
  database: z.object({
    engine: z.literal('pglite'),
    postgresVersion: z.number().int(),
    pgliteVersion: z.string(),
    migration: z.object({ latest: z.string().nullable(), applied: z.number().int() }),
  }),
  blobStore: z.enum(['folder', 's3']),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(fileSchema),
  totals: z.object({
    files: z.number().int(),
    bytes: z.number().int(),
    blobs: z.number().int(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

/** Entry names an archive may hold: no absolute paths, no `..`, only the three folders. */
const SAFE_NAME =
  /^(database\/pgdata\.tar|blobs(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+|keys\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

export function isSafeEntryName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.split('/').includes('..');
}

/**
 * The embedded database inside a backup (DATABASE_ENTRY) is a tar that PGlite unpacks into
 * DATA_DIR/pgdata: its entries are named from the data folder's root ("/base/1/112"). Only plain
 * files and folders with such names are allowed; a symlink, a hard link, a device or a name that
 * climbs out ("..") is a hostile archive, found while the restore's first pass reads it, before
 * anything is written.
 */
const DATABASE_MEMBER = /^\/?(?:\.\/)?[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/;

export function databaseMemberProblem(header: {
  name: string;
  type?: string | null;
}): string | null {
  if (header.type !== 'file' && header.type !== 'directory') {
    return `${DATABASE_ENTRY} holds ${header.name}, a ${header.type ?? 'special'} entry (only files and folders are allowed)`;
  }
  if (!DATABASE_MEMBER.test(header.name) || header.name.split('/').includes('..')) {
    return `${DATABASE_ENTRY} holds an entry named ${JSON.stringify(header.name)}, outside the database folder`;
  }
  return null;
}

/** Reads the database tar as it streams past; resolves to its first problem, or null. */
function checkDatabaseMembers(): {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<string | null>;
} {
  const inner = tar.extract();
  let problem: string | null = null;
  let closed = false;
  inner.on('close', () => {
    closed = true;
  });
  inner.on('entry', (header, stream, next) => {
    problem ??= databaseMemberProblem(header);
    stream.on('end', next);
    stream.resume();
  });
  const finished = new Promise<void>((resolve) => {
    inner.on('finish', resolve);
    inner.on('close', resolve);
    inner.on('error', (err: Error) => {
      problem ??= `${DATABASE_ENTRY} is not a readable tar: ${err.message}`;
      resolve();
    });
  });
  return {
    async write(chunk) {
      // A tar that failed to parse is done with: its problem is noted, nothing waits on it.
      if (closed) return;
      if (inner.write(chunk) || closed) return;
      await new Promise<void>((resolve) => {
        const go = () => {
          inner.off('drain', go);
          inner.off('close', go);
          resolve();
        };
        inner.on('drain', go);
        inner.on('close', go);
        if (closed) go();
      });
    },
    async end() {
      if (!closed) inner.end(Buffer.alloc(0));
      await finished;
      return problem;
    },
  };
}

async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Files under `root`, as archive paths with forward slashes, sorted. */
function listFiles(root: string, prefix = ''): string[] {
  const out: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(root, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/**
 * Writes the archive of a snapshot's staging folder to `outFile` (through `outFile.partial`, so
 * a half-written archive never carries the real name). Refuses to overwrite a file.
 */
export async function writeArchive(opts: {
  staging: string;
  info: SnapshotInfo;
  outFile: string;
  appVersion: string;
  pgliteVersion: string;
  source: Manifest['source'];
}): Promise<Manifest> {
  if (fs.existsSync(opts.outFile)) {
    throw new Error(`${opts.outFile} already exists; choose another name (nothing was written)`);
  }
  const names = listFiles(opts.staging).filter(isSafeEntryName);
  const files: ManifestFile[] = [];
  for (const name of names) {
    const full = path.join(opts.staging, name);
    files.push({ path: name, size: fs.statSync(full).size, sha256: await sha256File(full) });
  }
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: opts.info.takenAt,
    appVersion: opts.appVersion,
    source: opts.source,
    database: {
      engine: 'pglite',
      postgresVersion: opts.info.postgresVersion,
      pgliteVersion: opts.pgliteVersion,
      migration: opts.info.migration,
    },
    blobStore: opts.info.blobStore,
    tables: opts.info.tables,
    files,
    totals: {
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      blobs: files.filter((f) => f.path.startsWith('blobs/') && !f.path.endsWith('.meta.json'))
        .length,
    },
  };

  fs.mkdirSync(path.dirname(path.resolve(opts.outFile)), { recursive: true });
  const partial = `${opts.outFile}.partial`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip({ level: 6 }),
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
  try {
    const mtime = new Date(opts.info.takenAt);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry(
        { name: MANIFEST_NAME, size: manifestBytes.length, mode: 0o600, mtime },
        manifestBytes,
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    for (const file of files) {
      const entry = pack.entry({ name: file.path, size: file.size, mode: 0o600, mtime });
      await pipeline(fs.createReadStream(path.join(opts.staging, file.path)), entry);
    }
    pack.finalize();
    await written;
    fs.renameSync(partial, opts.outFile);
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return manifest;
}

export interface ArchiveEntryVisitor {
  (name: string, stream: Readable, expected: ManifestFile): Promise<void>;
}

export interface VerifyResult {
  manifest: Manifest | null;
  problems: string[];
}

/**
 * Reads an archive from start to end: the manifest first, then every entry hashed and checked
 * against it (size, SHA-256, nothing missing, nothing extra, safe names). `visit` sees each
 * listed entry as it streams past (restore writes them); it must consume the stream.
 */
export async function readArchive(
  file: string,
  visit?: ArchiveEntryVisitor,
): Promise<VerifyResult> {
  const problems: string[] = [];
  let manifest: Manifest | null = null;
  if (!fs.existsSync(file)) return { manifest, problems: [`${file} does not exist`] };
  const expected = new Map<string, ManifestFile>();
  const seen = new Set<string>();
  const extract = tar.extract();
  const source = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  source.catch(() => {}); // reported below
  let visitError: unknown = null;
  let aborted = false;
  try {
    let first = true;
    for await (const entry of extract) {
      const name = entry.header.name;
      if (first) {
        first = false;
        if (name !== MANIFEST_NAME) {
          problems.push(`the first entry is ${name}, not ${MANIFEST_NAME}: not a Dugout backup`);
          entry.resume();
          aborted = true;
          break;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const parsed = manifestSchema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) {
          problems.push('manifest.json is not a Dugout backup manifest');
          aborted = true;
          break;
        }
        manifest = parsed.data;
        if (manifest.formatVersion > FORMAT_VERSION) {
          problems.push(
            `the archive is format ${manifest.formatVersion}, made by a newer Dugout (${manifest.appVersion}); this one reads format ${FORMAT_VERSION}: update first`,
          );
          aborted = true;
          break;
        }
        for (const f of manifest.files) expected.set(f.path, f);
        continue;
      }
      const listed = expected.get(name);
      if (!listed || entry.header.type !== 'file' || !isSafeEntryName(name) || seen.has(name)) {
        problems.push(`unexpected entry ${name}`);
        entry.resume();
        continue;
      }
      seen.add(name);
      const hash = crypto.createHash('sha256');
      let size = 0;
      const members = name === DATABASE_ENTRY ? checkDatabaseMembers() : null;
      async function* hashing(): AsyncGenerator<Buffer> {
        for await (const chunk of entry) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
          await members?.write(chunk as Buffer);
          yield chunk as Buffer;
        }
      }
      const stream = Readable.from(hashing(), { objectMode: false });
      if (visit) {
        try {
          await visit(name, stream, listed);
        } catch (err) {
          visitError = err;
          break;
        }
      }
      for await (const _ of stream) void _; // whatever the visitor left
      const memberProblem = await members?.end();
      if (memberProblem) problems.push(memberProblem);
      const sha256 = hash.digest('hex');
      if (size !== listed.size || sha256 !== listed.sha256) {
        problems.push(`${name} is damaged (its checksum does not match the manifest)`);
      }
    }
    if (visitError) {
      extract.destroy();
      throw visitError;
    }
    if (aborted) extract.destroy();
    else await source;
  } catch (err) {
    if (err === visitError) throw err;
    problems.push(
      `the archive cannot be read to the end (damaged or cut short): ${(err as Error).message}`,
    );
  }
  if (!manifest && problems.length === 0) problems.push('the archive is empty');
  if (manifest && problems.length === 0) {
    for (const name of expected.keys()) {
      if (!seen.has(name)) problems.push(`${name} is listed in the manifest but missing`);
    }
    if (!expected.has(DATABASE_ENTRY)) problems.push(`the archive has no ${DATABASE_ENTRY}`);
  }
  return { manifest, problems };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Reads a stream to the end into one buffer. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
