import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseMemberProblem, readArchive, writeArchive } from './archive';
import { restoreBackup } from './backup';

/**
 * A hostile backup: its database tar (unpacked by PGlite into DATA_DIR/pgdata) holds a symlink
 * or a name that climbs out. Before, a restore wrote such entries; now the restore's first pass
 * finds them and refuses with nothing written.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-hostile-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Member = { name: string; type: 'file' | 'directory' | 'symlink' | 'link'; linkname?: string };

async function databaseTar(members: Member[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c: unknown) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const m of members) {
    if (m.type === 'file') pack.entry({ name: m.name, type: m.type }, 'x');
    else pack.entry({ name: m.name, type: m.type, linkname: m.linkname });
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}

let n = 0;
async function backupWith(members: Member[]): Promise<string> {
  const staging = path.join(work, `staging-${++n}`);
  fs.mkdirSync(path.join(staging, 'database'), { recursive: true });
  fs.writeFileSync(path.join(staging, 'database/pgdata.tar'), await databaseTar(members));
  const outFile = path.join(work, `backup-${n}.tar.gz`);
  await writeArchive({
    staging,
    info: {
      takenAt: new Date().toISOString(),
      migration: { latest: null, applied: 0 },
      tables: {},
      postgresVersion: 170000,
      blobStore: 'folder',
      pausedMs: 0,
    },
    outFile,
    appVersion: 'test',
    pgliteVersion: 'test',
    source: 'data-folder',
  });
  return outFile;
}

describe('the database inside a backup', () => {
  it('allows only files and folders named inside the database folder', () => {
    expect(databaseMemberProblem({ name: '/base/1/112', type: 'file' })).toBeNull();
    expect(databaseMemberProblem({ name: '/pg_wal/archive_status', type: 'directory' })).toBeNull();
    expect(databaseMemberProblem({ name: 'PG_VERSION', type: 'file' })).toBeNull();
    expect(databaseMemberProblem({ name: '/base/evil', type: 'symlink' })).toMatch(/symlink/);
    expect(databaseMemberProblem({ name: '/base/hard', type: 'link' })).toMatch(/link/);
    expect(databaseMemberProblem({ name: '/../../etc/cron.d/x', type: 'file' })).toMatch(/outside/);
    expect(databaseMemberProblem({ name: '//etc/passwd', type: 'file' })).toMatch(/outside/);
    expect(databaseMemberProblem({ name: 'base\\..\\x', type: 'file' })).toMatch(/outside/);
  });

  for (const [what, members] of [
    [
      'a symlink',
      [
        { name: '/base', type: 'directory' },
        { name: '/base/evil', type: 'symlink', linkname: '/etc/passwd' },
      ],
    ],
    ['a name that climbs out', [{ name: '/../../escaped.txt', type: 'file' }]],
  ] as [string, Member[]][]) {
    it(`holding ${what} is refused by verify and by restore, with nothing written`, async () => {
      const file = await backupWith(members);
      const verified = await readArchive(file);
      expect(verified.problems.join('; ')).toMatch(/pgdata\.tar holds/);
      const dataDir = path.join(work, `restore-${n}`);
      await expect(restoreBackup(file, dataDir)).rejects.toThrow(/Nothing was written/);
      expect(fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []).toEqual([]);
      expect(fs.existsSync(path.join(work, 'escaped.txt'))).toBe(false);
    });
  }
});
