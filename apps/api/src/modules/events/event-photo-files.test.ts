import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderBlobStore } from '../../platform/blob/folder-blob-store';
import { addPhoto } from '../../testing/event-photos';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';
import { deletePhotoFiles } from './event-photo-files';

const t = testAppForFile();
const { call, status } = apiCalls(t);

async function newEvent(name: string) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** The album's files as the folder store keeps them: DATA_DIR/blobs/<key>. */
async function filesOf(eventId: string) {
  const rows = await t.database.db
    .selectFrom('event_photos')
    .select(['display_key', 'thumb_key'])
    .where('event_id', '=', eventId)
    .execute();
  return rows
    .flatMap((r) => [r.display_key, r.thumb_key])
    .map((key) => path.join(t.config.dataDir, 'blobs', key));
}

describe('deleting an event', () => {
  it('deletes its photos’ files from the store, and no other event’s', async () => {
    const gone = await newEvent('Photo files: deleted game');
    const kept = await newEvent('Photo files: kept game');
    await addPhoto(t, 'family', gone);
    await addPhoto(t, 'family', gone);
    await addPhoto(t, 'family', kept);
    const goneFiles = await filesOf(gone);
    const keptFiles = await filesOf(kept);
    expect(goneFiles).toHaveLength(4);
    expect(goneFiles.filter((f) => fs.existsSync(f))).toEqual(goneFiles);

    expect(status(await call('admin', 'DELETE', `/api/event/${gone}`))).toBe(200);
    expect(goneFiles.filter((f) => fs.existsSync(f))).toEqual([]);
    expect(goneFiles.filter((f) => fs.existsSync(`${f}.meta.json`))).toEqual([]);
    expect(keptFiles.filter((f) => fs.existsSync(f))).toEqual(keptFiles);
  });

  it('keeps the files when the deletion is refused', async () => {
    const event = await newEvent('Photo files: refused deletion');
    await addPhoto(t, 'family', event);
    const files = await filesOf(event);
    expect(status(await call('family', 'DELETE', `/api/event/${event}`))).toBe(403);
    expect(files.filter((f) => fs.existsSync(f))).toEqual(files);
  });

  it('logs a file the store could not delete and still deletes the others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-photo-files-'));
    try {
      const store = new FolderBlobStore(dir, Buffer.alloc(32, 1), 'http://127.0.0.1');
      await store.put('photos/kept-going.jpg', Buffer.from('jpeg'), 'image/jpeg');
      const warned: unknown[] = [];
      // A key the store refuses (it would leave its folder), then a good one.
      await deletePhotoFiles(store, ['photos/../../outside.jpg', 'photos/kept-going.jpg'], {
        warn: (obj: unknown) => warned.push(obj),
      } as never);
      expect(warned).toEqual([expect.objectContaining({ key: 'photos/../../outside.jpg' })]);
      expect(await store.get('photos/kept-going.jpg')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
