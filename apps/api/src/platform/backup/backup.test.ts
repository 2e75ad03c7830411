import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT, importJWK } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBlobStore } from '../blob/create-blob-store';
import { loadConfig } from '../config';
import { migrationsFor } from '../db/migrations';
import { openPglite } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureAffiliations, seedDemoTeam } from '../../seed/seed-demo';
import { loadOrCreateIdpKeys } from '../idp/signing-keys';
import { builtEntry, ensureApiBuilt, serverEnv } from '../../testing/built-server';
import { freePort } from '../../testing/test-app';
import { readArchive } from './archive';
import { restoreBackup, verifyBackup } from './backup';
import { countRows, tableChecksum } from './backup.queries';

/**
 * `npm run backup` of a seeded portal while the BUILT server (apps/api/dist/main.js,
 * as `npm start` runs it) takes writes, `npm run restore` of that archive into a fresh DATA_DIR,
 * and a server started on it. The scripts are run as npm runs them (node scripts/*.mjs).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../../..');
const repoRoot = path.resolve(apiRoot, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'S3_BUCKET',
    'SMTP_URL',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ]) {
    delete env[k];
  }
  return Object.assign(env, extra);
}

/** `npm run backup|restore -- ARGS`, without blocking this process (it drives the write load). */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args],
      {
        cwd: repoRoot,
        env: cleanEnv(env),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('on PostgreSQL (DATABASE_URL set) backup and restore refuse and point to the backup documentation', async () => {
  const env = { DATABASE_URL: 'postgres://dugout@127.0.0.1:1/none' };
  const [backup, restore] = await Promise.all([
    runScript('backup', [], env).then((r) => r),
    runScript('restore', ['/nowhere/backup.tar.gz'], env),
  ]);
  // cleanEnv drops the runner's own DATABASE_URL, then this one is set.
  for (const run of [backup, restore]) {
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/pg_dump/);
    expect(run.stderr).toMatch(/docs\/backup-and-restore\.md/);
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }
});

// ---------------------------------------------------------------------------------------------

interface Server {
  proc: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, port: number): Promise<Server> {
  const proc = spawn(process.execPath, [builtEntry], {
    env: cleanEnv(serverEnv(dataDir, port)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    proc,
    base,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

async function tokenFor(dataDir: string, port: number, memberId: string): Promise<string> {
  const config = loadConfig(serverEnv(dataDir, port));
  const keys = await loadOrCreateIdpKeys(dataDir);
  return new SignJWT({
    [config.MEMBER_ID_CLAIM]: memberId,
    [config.PERMISSIONS_CLAIM]: [],
    scope: 'openid profile email offline_access',
    client_id: config.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid!, typ: 'at+jwt' })
    .setIssuer(config.issuer)
    .setAudience(config.AUTH_AUDIENCE)
    .setSubject(memberId)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(await importJWK(keys.signingKey, 'RS256'));
}

/** One contact the write load created (or tried to). */
interface Write {
  n: number;
  startedAt: number;
  finishedAt: number;
  status: number;
  id: string | null;
  photo: boolean;
}

/** Files under a folder, relative paths with '/'. */
function filesUnder(root: string, prefix = ''): string[] {
  if (!fs.existsSync(path.join(root, prefix))) return [];
  return fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(root, rel) : [rel];
  });
}

describe.skipIf(onPostgres)(
  'backup of a running portal under writes, restore elsewhere (embedded database only: skipped when DATABASE_URL is set, PostgreSQL is backed up with pg_dump)',
  () => {
    let work = '';
    let live = '';
    let restored = '';
    let server: Server | null = null;
    let port = 0;

    beforeAll(() => {
      ensureApiBuilt();
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-backup-'));
      live = path.join(work, 'live');
      restored = path.join(work, 'restored');
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    test('every row committed before the snapshot and every file come back; a server starts on them', async () => {
      // A seeded portal: migrated and seeded here (the demo team, with its photos) as the
      // server's first start does, then served by the built server.
      port = await freePort();
      let adminId: string;
      {
        fs.mkdirSync(live);
        const handle = await openPglite(path.join(live, 'pgdata'));
        await migrateToLatest(handle.db, { phoneRegion: 'US' });
        await ensureAffiliations(handle.db);
        await seedDemoTeam(handle.db, {
          blobs: createBlobStore(loadConfig(serverEnv(live, port))),
        });
        const row = await handle.db
          .selectFrom('contacts')
          .select('id')
          .where('email', '=', 'admin@riverhawks.test')
          .executeTakeFirstOrThrow();
        adminId = row.id;
        await handle.close();
      }
      server = await startServer(live, port);
      const admin = await tokenFor(live, port, adminId);
      const photo = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();

      // Write load: two clients creating contacts, every third with a photo (two files each),
      // until the backup has finished and a few more writes have gone through.
      const writes: Write[] = [];
      let next = 0;
      let stop = false;
      let backupDone = 0;
      const client = async () => {
        while (!stop) {
          const n = next++;
          const withPhoto = n % 3 === 0 && n < 60;
          const startedAt = Date.now();
          const res = await fetch(`${server!.base}/api/contact/create`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Load',
              lastName: `Writer${n}`,
              email: `load${n}@families.riverhawks.test`,
              permissions: [],
              affiliation: { id: 1 },
              ...(withPhoto
                ? { newProfileImgBase64: `data:image/png;base64,${photo.toString('base64')}` }
                : {}),
            }),
          });
          const body = (await res.json()) as { id?: string };
          writes.push({
            n,
            startedAt,
            finishedAt: Date.now(),
            status: res.status,
            id: body.id ?? null,
            photo: withPhoto,
          });
          if (backupDone && writes.filter((w) => w.startedAt > backupDone).length >= 4) stop = true;
        }
      };
      const clients = [client(), client()];
      while (writes.length < 6) await new Promise((r) => setTimeout(r, 20));

      const archiveDir = path.join(work, 'backups');
      const backupStarted = Date.now();
      const backup = await runScript('backup', ['--out', `${archiveDir}/`], { DATA_DIR: live });
      backupDone = Date.now();
      await Promise.all(clients);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/taken by the running server/);
      const [archiveName] = fs.readdirSync(archiveDir);
      const archive = path.join(archiveDir, archiveName!);
      expect(writes.filter((w) => w.status !== 201)).toEqual([]);
      // At or before: the sixth answer and the backup's start can fall in the same millisecond.
      expect(writes.filter((w) => w.finishedAt <= backupStarted).length).toBeGreaterThanOrEqual(6);
      expect(writes.filter((w) => w.startedAt > backupDone).length).toBeGreaterThanOrEqual(4);
      // No staging folder left behind in the live DATA_DIR.
      expect(fs.existsSync(path.join(live, 'backup-staging'))).toBe(false);

      const { manifest, problems } = await readArchive(archive);
      expect(problems).toEqual([]);
      expect(manifest!.source).toBe('running-server');
      // The newest migration the server ran: the last of the list in Kysely's (name) order.
      const names = Object.keys(migrationsFor({ phoneRegion: 'US' })).sort();
      expect(manifest!.database.migration.latest).toBe(names.at(-1));
      expect(manifest!.files.map((f) => f.path)).toEqual(
        expect.arrayContaining([
          'database/pgdata.tar',
          'keys/idp-keys.json',
          'keys/rsvp-links.secret',
          'keys/blob-signing.secret',
        ]),
      );

      // verify: the good archive passes; a damaged copy and a cut-short copy fail, and restore
      // refuses the damaged one before writing anything.
      const bytes = fs.readFileSync(archive);
      const damaged = Buffer.from(bytes);
      for (let i = 0; i < 64; i++) damaged[Math.floor(bytes.length / 2) + i]! ^= 0xff;
      fs.writeFileSync(path.join(work, 'damaged.tar.gz'), damaged);
      fs.writeFileSync(path.join(work, 'short.tar.gz'), bytes.subarray(0, bytes.length - 4096));
      const refusedTarget = path.join(work, 'from-damaged');
      const [verified, damagedRun, shortReport] = await Promise.all([
        runScript('backup', ['--verify', archive], {}),
        runScript('backup', ['--verify', path.join(work, 'damaged.tar.gz'), '--quick'], {}),
        verifyBackup(path.join(work, 'short.tar.gz'), { quick: true }),
      ]);
      expect(verified.code).toBe(0);
      expect(verified.stdout).toMatch(/^OK: .*\n[\s\S]*database opens; \d+ tables/);
      expect(damagedRun.code).toBe(1);
      expect(damagedRun.stderr).toMatch(/^FAILED: .* is not a good backup/);
      expect(shortReport.problems.join('\n')).toMatch(/cut short|damaged|missing/);
      await expect(restoreBackup(path.join(work, 'damaged.tar.gz'), refusedTarget)).rejects.toThrow(
        /cannot be restored: .*Nothing was written/,
      );
      expect(fs.existsSync(refusedTarget)).toBe(false);

      // Restore into a fresh DATA_DIR; a second restore into it is refused and changes nothing.
      const restore = await runScript('restore', [archive], { DATA_DIR: restored });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const entries = fs.readdirSync(restored).sort();
      expect(entries).toEqual(['blobs', 'keys', 'pgdata']);
      await expect(restoreBackup(archive, restored)).rejects.toThrow(
        /is not empty .*never overwrites/,
      );
      expect(fs.readdirSync(restored).sort()).toEqual(entries);

      // A server starts on the restored folder: the same keys sign in the same admin, and a
      // contact written under load shows its photo through the restored file store.
      await server.stop();
      server = await startServer(restored, port);
      const withPhoto = writes.find((w) => w.photo && w.finishedAt < backupStarted)!;
      const res = await fetch(`${server.base}/api/contact/${withPhoto.id}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      const contact = (await res.json()) as { lastName: string; profileImageURL: string };
      expect(contact.lastName).toBe(`Writer${withPhoto.n}`);
      const image = await fetch(contact.profileImageURL);
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
      await server.stop();
      server = null;

      // The live portal as it is now (after all writes), and the restored one.
      const liveDb = await openPglite(path.join(live, 'pgdata'));
      const restoredDb = await openPglite(path.join(restored, 'pgdata'));
      try {
        // Every table has the rows it had at the snapshot point.
        expect(await countRows(restoredDb.pglite!)).toEqual(manifest!.tables);
        // Tables the load does not touch are equal, row for row.
        for (const table of ['events', 'event_translations', 'rsvps', 'content', 'pinned_posts']) {
          expect(await tableChecksum(restoredDb.pglite!, table), table).toBe(
            await tableChecksum(liveDb.pglite!, table),
          );
        }
        // Contacts: the seeded ones equal; of the load's, every one acknowledged before the
        // backup started, none begun after it ended, and each one whole.
        const seeded = async (h: typeof liveDb) =>
          (
            await h.pglite!.query<{ sum: string }>(
              `select md5(string_agg(c::text, E'\\n' order by c.id)) as sum
                 from contacts c where c.first_name <> 'Load'`,
            )
          ).rows[0]!.sum;
        expect(await seeded(restoredDb)).toBe(await seeded(liveDb));
        const loadRows = (
          await restoredDb.pglite!.query<{
            id: string;
            email: string;
            last_name: string;
            profile_image_key: string | null;
            profile_thumb_key: string | null;
          }>(
            `select id, email, last_name, profile_image_key, profile_thumb_key
               from contacts where first_name = 'Load'`,
          )
        ).rows;
        const restoredIds = new Set(loadRows.map((r) => r.id));
        for (const w of writes) {
          if (w.finishedAt < backupStarted)
            expect(restoredIds.has(w.id!), `write ${w.n}`).toBe(true);
          if (w.startedAt > backupDone) expect(restoredIds.has(w.id!), `write ${w.n}`).toBe(false);
        }
        expect(loadRows.length).toBe(manifest!.tables.contacts! - (await seededCount(restoredDb)));
        const byId = new Map(writes.map((w) => [w.id, w]));
        let photos = 0;
        for (const row of loadRows) {
          const w = byId.get(row.id)!;
          expect(row.email).toBe(`load${w.n}@families.riverhawks.test`);
          expect(row.last_name).toBe(`Writer${w.n}`);
          if (w.photo) {
            photos++;
            for (const key of [row.profile_image_key!, row.profile_thumb_key!]) {
              const copy = fs.readFileSync(path.join(restored, 'blobs', key));
              expect(copy.equals(fs.readFileSync(path.join(live, 'blobs', key))), key).toBe(true);
            }
          } else {
            expect(row.profile_image_key).toBeNull();
          }
        }
        expect(photos).toBeGreaterThan(0);
      } finally {
        await liveDb.close();
        await restoredDb.close();
      }
      // Every file in the archive is back, byte for byte, and every restored file was live.
      const restoredFiles = filesUnder(path.join(restored, 'blobs'));
      expect(restoredFiles.length).toBe(
        manifest!.files.filter((f) => f.path.startsWith('blobs/')).length,
      );
      for (const rel of restoredFiles) {
        const copy = fs.readFileSync(path.join(restored, 'blobs', rel));
        expect(copy.equals(fs.readFileSync(path.join(live, 'blobs', rel))), rel).toBe(true);
      }
      for (const key of filesUnder(path.join(live, 'keys'))) {
        expect(fs.readFileSync(path.join(restored, 'keys', key), 'utf8')).toBe(
          fs.readFileSync(path.join(live, 'keys', key), 'utf8'),
        );
      }
    }, 150_000);
  },
);

async function seededCount(h: Awaited<ReturnType<typeof openPglite>>): Promise<number> {
  const { rows } = await h.pglite!.query<{ n: number }>(
    `select count(*)::int as n from contacts where first_name <> 'Load'`,
  );
  return rows[0]!.n;
}
