import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './platform/data-dir-privacy';
import { ensureApiBuilt, startBuiltServer } from './testing/built-server';
import { freePort } from './testing/test-app';

/**
 * DATA_DIR is its owner's alone: families' emails and the write-ahead log in the embedded
 * database, children's photos, the keys. Under `npm start` it was 0755 with about 970 files 0666.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) that its group or others may use, with its mode. */
function openEntries(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077)
      open.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

/** A folder as an older version left it: 0755 folders, 0666 files, and a link out of it. */
function openFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-private-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'pgdata/base'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pgdata/base/1234'), 'family@riverhawks.test');
  fs.mkdirSync(path.join(dir, 'blobs/contacts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'blobs/contacts/kid.jpg'), 'photo');
  for (const p of ['', 'pgdata', 'pgdata/base', 'blobs', 'blobs/contacts']) {
    fs.chmodSync(path.join(dir, p), 0o755);
  }
  fs.chmodSync(path.join(dir, 'pgdata/base/1234'), 0o666);
  fs.chmodSync(path.join(dir, 'blobs/contacts/kid.jpg'), 0o644);
  const outside = path.join(os.tmpdir(), `dugout-outside-${process.pid}`);
  fs.writeFileSync(outside, 'not ours');
  fs.chmodSync(outside, 0o644);
  made.push(outside);
  fs.symlinkSync(outside, path.join(dir, 'link'));
  return dir;
}

describe('the data folder is private', () => {
  it('makeDataDirPrivate tightens every folder and file, and leaves a link’s target alone', () => {
    const dir = openFolder();
    expect(openEntries(dir)).toHaveLength(7);
    expect(makeDataDirPrivate(dir)).toBe(7);
    expect(openEntries(dir)).toEqual([]);
    expect(fs.statSync(path.join(dir, 'pgdata')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'pgdata/base/1234')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(os.tmpdir(), `dugout-outside-${process.pid}`)).mode & 0o777).toBe(
      0o644,
    );
    // Nothing left to do the second time.
    expect(makeDataDirPrivate(dir)).toBe(0);
  });

  // The built server here is always on the embedded database (startBuiltServer drops
  // DATABASE_URL): .ci/run's PostgreSQL run would only repeat the first run's 50 s.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'the built server, started as npm start does, leaves nothing open to other accounts',
    async () => {
      ensureApiBuilt();
      // An existing open folder (an older version's), and one the server creates itself.
      const existing = openFolder();
      fs.rmSync(path.join(existing, 'pgdata'), { recursive: true });
      const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-private-')), 'data');
      made.push(path.dirname(fresh));
      for (const dataDir of [existing, fresh]) {
        const server = await startBuiltServer(dataDir, await freePort());
        try {
          // Migrated, seeded (thumbnails written) and serving: the database and blobs exist.
          expect(fs.existsSync(path.join(dataDir, 'blobs'))).toBe(true);
          expect(openEntries(dataDir)).toEqual([]);
        } finally {
          server.proc.kill('SIGTERM');
          await server.exit;
        }
        // After a clean stop too (the checkpoint writes files).
        expect(openEntries(dataDir)).toEqual([]);
        if (dataDir === existing) expect(server.output()).toMatch(/made owner-only/);
      }
    },
    120_000,
  );
});
