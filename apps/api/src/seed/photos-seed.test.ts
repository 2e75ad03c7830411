import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { EventPhotos, PhotoReview } from '@dugout/shared';
import { createBlobStore } from '../platform/blob/create-blob-store';
import { testAppForFile } from '../testing/test-app';
import { seedPhotos, TAKEDOWN_REASON } from './photos-seed';

// A file of its own: the template seeds without files, so this one writes the demo's album.
const t = testAppForFile();

it('puts four drawn photos in the next home game’s album, one held for consent, once', async () => {
  const blobs = createBlobStore(t.config, t.secrets.blobSigning);
  await seedPhotos(t.database.db, null);
  expect(await t.database.db.selectFrom('event_photos').select('id').execute()).toEqual([]);
  await seedPhotos(t.database.db, blobs);
  // A demo folder's next start adds nothing.
  await seedPhotos(t.database.db, blobs);
  const rows = await t.database.db.selectFrom('event_photos').select('event_id').execute();
  expect(rows).toHaveLength(4);
  const res = await t.injectAs('family', {
    method: 'GET',
    url: `/api/event/${rows[0]!.event_id}/photos`,
  });
  const album = res.json<EventPhotos>();
  expect(album.photos.map((p) => [p.uploadedBy, p.width, p.height, p.held])).toEqual([
    ['Sam Staff', 1200, 900, false],
    ['Fiona Family', 900, 1200, false],
    ['Sam Staff', 1200, 900, false],
    ['Fiona Family', 900, 1200, true],
  ]);
  expect(album.photos[3]!.tags.map((x) => x.name)).toEqual(['Noah Pemberton']);
  // The second family's request to take the first down, which the managers' review lists.
  const review = await t.injectAs('admin', { method: 'GET', url: '/api/photos/review' });
  expect(
    review
      .json<PhotoReview>()
      .photos.map((p) => [p.held, p.takedowns.map((d) => [d.by, d.reason])]),
  ).toEqual([
    [true, []],
    [false, [['Paula Parent', TAKEDOWN_REASON]]],
  ]);
  // Held for consent: another member does not see it.
  const staff = await t.injectAs('staff', {
    method: 'GET',
    url: `/api/event/${rows[0]!.event_id}/photos`,
  });
  expect(staff.json<EventPhotos>().photos).toHaveLength(3);
  // Its own photos are the family's to remove, not the staff's.
  expect(album.photos.map((p) => p.canDelete)).toEqual([false, true, false, true]);
  const link = new URL(album.photos[0]!.thumbUrl, 'http://x');
  const thumb = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
});
