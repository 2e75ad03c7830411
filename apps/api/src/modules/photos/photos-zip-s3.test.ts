import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPhoto } from '@dugout/shared';
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

async function upload(eventId: string, background: string) {
  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const fd = new FormData();
  fd.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
  const req = new Request('http://x/', { method: 'POST', body: fd });
  const res = await t.injectAs('family', {
    method: 'POST',
    url: `/api/event/${eventId}/photos`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EventPhoto>();
}

/** Each entry's bytes, in order, read with yauzl. */
function unzip(zip: Buffer): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const entries: Buffer[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push(Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

describe('the album as a zip, from an S3 bucket', () => {
  it('holds the photos the bucket serves, in album order', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Zip from S3', date: '2031-06-07T17:00:00Z' },
    });
    const eventId = created.json<{ data: { id: string } }>().data.id;
    const photos = [await upload(eventId, '#2a6f97'), await upload(eventId, '#e76f51')];
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
    expect(await unzip(res.rawPayload)).toEqual(stored);
  });
});
