import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/database';
import {
  CONTROL_FILE,
  readControlFile,
  requestSnapshot,
  startControlChannel,
  type ControlChannel,
} from './control-channel';

/** The running server's backup channel: owner-only, token-checked, never a network port. */

let dataDir = '';
let handle: DatabaseHandle;
let channel: ControlChannel;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-control-'));
  fs.mkdirSync(path.join(dataDir, 'blobs', 'content'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'blobs', 'content', 'a.pdf'), 'pdf bytes');
  fs.mkdirSync(path.join(dataDir, 'keys'), { mode: 0o700 });
  fs.writeFileSync(path.join(dataDir, 'keys', 'rsvp-links.secret'), 'secret', { mode: 0o600 });
  handle = await openPglite(null);
  await handle.pglite!.exec('create table notes (id int primary key, body text)');
  await handle.pglite!.exec(`insert into notes values (1, 'one'), (2, 'two')`);
}, 60_000);

// A channel of its own for each test: one test closes it, the others need it open.
beforeEach(async () => {
  const log = { info: () => {}, error: () => {} };
  channel = await startControlChannel({
    dataDir,
    pglite: handle.pglite!,
    blobStore: 'folder',
    log,
  });
});

afterEach(async () => {
  await channel?.close();
});

afterAll(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the channel is a local socket announced in an owner-only control file', () => {
  const control = readControlFile(dataDir)!;
  expect(control.pid).toBe(process.pid);
  expect(control.token.length).toBeGreaterThanOrEqual(40);
  expect(control.socket).not.toMatch(/:\d+$/);
  if (process.platform !== 'win32') {
    expect(fs.statSync(path.join(dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(control.socket).isSocket()).toBe(true);
    expect(fs.statSync(control.socket).mode & 0o777).toBe(0o600);
  }
});

test('a wrong token is refused', async () => {
  const control = readControlFile(dataDir)!;
  await expect(requestSnapshot({ ...control, token: `${control.token}x` })).rejects.toThrow(
    /Wrong or missing token/,
  );
});

test('a snapshot holds the database dump, the files as links and the keys', async () => {
  const snapshot = await requestSnapshot(readControlFile(dataDir)!);
  try {
    expect(snapshot.staging.startsWith(path.join(dataDir, 'backup-staging'))).toBe(true);
    expect(snapshot.info.tables).toMatchObject({ notes: 2 });
    expect(snapshot.info.blobStore).toBe('folder');
    expect(fs.statSync(path.join(snapshot.staging, 'database', 'pgdata.tar')).size).toBeGreaterThan(
      1_000_000,
    );
    const linked = path.join(snapshot.staging, 'blobs', 'content', 'a.pdf');
    expect(fs.readFileSync(linked, 'utf8')).toBe('pdf bytes');
    // A hard link: the bytes stay even when the live file is deleted.
    expect(fs.statSync(linked).ino).toBe(
      fs.statSync(path.join(dataDir, 'blobs', 'content', 'a.pdf')).ino,
    );
    expect(fs.readFileSync(path.join(snapshot.staging, 'keys', 'rsvp-links.secret'), 'utf8')).toBe(
      'secret',
    );
  } finally {
    fs.rmSync(snapshot.staging, { recursive: true, force: true });
  }
});

test('closing removes the control file and the socket', async () => {
  const control = readControlFile(dataDir)!;
  await channel.close();
  expect(fs.existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
  if (process.platform !== 'win32') expect(fs.existsSync(control.socket)).toBe(false);
  await expect(requestSnapshot(control)).rejects.toThrow(/Could not reach/);
});
