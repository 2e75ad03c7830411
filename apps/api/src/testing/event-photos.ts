import sharp from 'sharp';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import type { EventPhoto } from '@dugout/shared';
import type { TestApp } from './test-app';

/** A small JPEG of one colour: photos told apart by their bytes. */
export const plainJpeg = (background = '#2a6f97') =>
  sharp({ create: { width: 48, height: 32, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** POST /api/event/{id}/photos as `who`, multipart as the album's page sends it: the answer. */
export async function postPhoto(
  t: TestApp,
  who: string,
  eventId: string,
  { background, tags }: { background?: string; tags?: string[] } = {},
) {
  const fd = new FormData();
  if (tags) fd.append('tags', JSON.stringify(tags));
  const file = new Uint8Array(await plainJpeg(background));
  fd.append('photo', new Blob([file], { type: 'image/jpeg' }), 'a.jpg');
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return t.injectAs(who, {
    method: 'POST',
    url: `/api/event/${eventId}/photos`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  });
}

/** A photo added to the album (201), as stored. */
export async function addPhoto(
  t: TestApp,
  who: string,
  eventId: string,
  options: { background?: string; tags?: string[] } = {},
): Promise<EventPhoto> {
  const res = await postPhoto(t, who, eventId, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EventPhoto>();
}

export interface ZipEntry {
  name: string;
  /** 0: stored as it is (8 would be deflated). */
  method: number;
  data: Buffer;
}

/** Every entry of a zip, in order, read with yauzl (which checks each entry's CRC as it reads). */
export function unzipEntries(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const entries: ZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              method: entry.compressionMethod,
              data: Buffer.concat(chunks),
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
