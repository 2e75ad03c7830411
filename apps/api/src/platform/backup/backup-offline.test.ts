import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPglite } from '../db/database';
import { migrateToLatest, migrator } from '../db/migrate';
import { readArchive } from './archive';

/**
 * With no server running, `npm run backup` opens DATA_DIR itself (under the data
 * folder's lock), and an archive from an older migration level restores and migrates forward.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const OLD_LEVEL = '0060_sign_in_limits';
const settings = { phoneRegion: 'US' };

function runScript(
  script: 'backup' | 'restore',
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const k of ['DATABASE_URL', 'S3_BUCKET', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    delete env[k];
  }
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args],
      {
        cwd: repoRoot,
        env,
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

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'backup of a stopped portal at an older migration level (embedded database only: skipped when DATABASE_URL is set)',
  () => {
    let work = '';
    beforeAll(() => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-backup-offline-'));
    });
    afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

    test('backs up DATA_DIR itself, restores it, and the restored database migrates forward', async () => {
      const live = path.join(work, 'live');
      fs.mkdirSync(path.join(live, 'blobs', 'content'), { recursive: true });
      fs.writeFileSync(path.join(live, 'blobs', 'content', 'minutes.pdf'), '%PDF-1.4 minutes');
      fs.mkdirSync(path.join(live, 'keys'), { mode: 0o700 });
      fs.writeFileSync(path.join(live, 'keys', 'rsvp-links.secret'), 'k3y', { mode: 0o600 });
      const handle = await openPglite(path.join(live, 'pgdata'));
      const migrated = await migrator(handle.db, settings).migrateTo(OLD_LEVEL);
      expect(migrated.error).toBeUndefined();
      await handle.db.insertInto('affiliations').values({ name: 'Boosters Club' }).execute();
      await handle.close();

      const out = path.join(work, 'old.tar.gz');
      const backup = await runScript('backup', ['--out', out], live);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/taken from the data folder \(no server running\)/);
      // The lock it took is released; nothing else is left in DATA_DIR.
      expect(fs.readdirSync(live).sort()).toEqual(['blobs', 'keys', 'pgdata']);
      const { manifest, problems } = await readArchive(out);
      expect(problems).toEqual([]);
      expect(manifest!.source).toBe('data-folder');
      expect(manifest!.database.migration.latest).toBe(OLD_LEVEL);

      const restoredDir = path.join(work, 'restored');
      fs.mkdirSync(restoredDir); // an empty folder (a mounted volume, say) is fine
      const restore = await runScript('restore', [out], restoredDir);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(
        fs.readFileSync(path.join(restoredDir, 'blobs', 'content', 'minutes.pdf'), 'utf8'),
      ).toBe('%PDF-1.4 minutes');
      expect(fs.statSync(path.join(restoredDir, 'keys', 'rsvp-links.secret')).mode & 0o777).toBe(
        0o600,
      );

      // What the server does at start: migrate forward from the archive's level.
      const restored = await openPglite(path.join(restoredDir, 'pgdata'));
      try {
        const applied = await migrateToLatest(restored.db, settings);
        const names = (await migrator(restored.db, settings).getMigrations()).map((m) => m.name);
        expect(applied).toEqual(names.slice(names.indexOf(OLD_LEVEL) + 1));
        const row = await restored.db
          .selectFrom('affiliations')
          .select('name')
          .where('name', '=', 'Boosters Club')
          .executeTakeFirst();
        expect(row).toEqual({ name: 'Boosters Club' });
      } finally {
        await restored.close();
      }
    }, 120_000);
  },
);
