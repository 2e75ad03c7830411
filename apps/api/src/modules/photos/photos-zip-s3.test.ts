import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoto, unzipEntries } from '../../testing/event-photos';
import { createTestApp, freePort, type TestApp } from '../../testing/test-app';

/**
 * The album's zip with the photos in an S3 bucket (s3rver on loopback), as a deployment with
 * several replicas keeps them: the zip reads them through the same store abstraction.
 */

let s3: S3rver;
let t: TestApp;
let s3Dir: string;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-zip-s3-'));
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'dugout-zip', configs: [] }],
  });
  await s3.run();
  t = await createTestApp({
    S3_BUCKET: 'dugout-zip',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: '1',
    // s3rver's own key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('the album as a zip, from an S3 bucket', () => {
  it('holds the photos the bucket serves, in album order', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Zip from S3', date: '2031-06-07T17:00:00Z' },
    });
    const eventId = created.json<{ data: { id: string } }>().data.id;
    const photos = [
      await addPhoto(t, 'family', eventId, { background: '#2a6f97' }),
      await addPhoto(t, 'family', eventId, { background: '#e76f51' }),
    ];
    // What the bucket itself serves behind each signed link.
    const stored = await Promise.all(
      photos.map(async (p) => {
        expect(new URL(p.url).port).toBe(new URL(t.config.S3_ENDPOINT!).port);
        return Buffer.from(await (await fetch(p.url)).arrayBuffer());
      }),
    );
    const res = await t.injectAs('family', {
      method: 'GET',
      url: `/api/event/${eventId}/photos/zip`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await unzipEntries(res.rawPayload)).map((e) => e.data)).toEqual(stored);
  });
});
