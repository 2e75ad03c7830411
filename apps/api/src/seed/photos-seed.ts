import type { BlobStore } from '../platform/blob/blob-store';
import type { Db } from '../platform/db/database';
import { nextClubGame } from './seed-games';
import { loadSharp } from '../platform/native-images';
import { toAlbumCopies } from '../modules/photos/index';

/** Drawn, not photographed: no real person is in the demo's album. */
const PICTURES = [
  { caption: 'Warm-ups before the game', sky: '#8ecae6', field: '#52b788', label: 'WARM-UPS' },
  { caption: 'Lineup card', sky: '#ffd166', field: '#2a9d8f', label: 'LINEUP' },
  { caption: '', sky: '#cdb4db', field: '#40916c', label: 'FIRST PITCH' },
  // Tags Fiona Family's son, a player without photo consent: held for a manager.
  { caption: 'Snack table, thanks families!', sky: '#f4a261', field: '#588157', label: 'SNACKS' },
] as const;

function pictureSvg(p: (typeof PICTURES)[number], i: number): string {
  // Landscape and portrait, as a phone's album is.
  const [w, h] = i % 2 ? [900, 1200] : [1200, 900];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="#ffffff"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#s)"/>
    <rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${p.field}"/>
    <polygon points="${w / 2},${h * 0.62} ${w * 0.7},${h * 0.78} ${w / 2},${h * 0.94} ${w * 0.3},${h * 0.78}"
      fill="#d4a373" stroke="#ffffff" stroke-width="6"/>
    <circle cx="${w * 0.78}" cy="${h * 0.22}" r="${Math.min(w, h) * 0.08}" fill="#ffffff"
      stroke="#d62828" stroke-width="5" stroke-dasharray="14 10"/>
    <text x="${w / 2}" y="${h * 0.4}" font-family="sans-serif" font-size="${w / 10}"
      font-weight="700" text-anchor="middle" fill="#1d3557">${p.label}</text>
  </svg>`;
}

/**
 * Photos in the album of the demo's next club-wide home game (the one with the conversation), so
 * `npm start` shows the event page's Photos: four drawn pictures added by the family and staff
 * sign-ins, the last tagging Fiona's son (no consent: held for a manager), stored as an upload is (photos.images.ts). Needs the blob store (the tests'
 * template database has none: no album). Only a new demo folder gets them: drawing and converting
 * them takes ≈ 200 ms, which every test app's start (a seeded template, like an old demo folder)
 * would pay. Idempotent.
 */
export async function seedPhotos(
  db: Db,
  blobs: BlobStore | null | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (!blobs) return;
  if (await db.selectFrom('event_photos').select('id').limit(1).executeTakeFirst()) return;
  const game = await nextClubGame(db, 'home', now);
  if (!game) return;
  const uploaders = await db
    .selectFrom('contacts')
    .select(['id', 'email'])
    .where('email', 'in', ['staff@riverhawks.test', 'family@riverhawks.test'])
    .orderBy('email', 'desc')
    .execute();
  if (uploaders.length < 2) return;
  // Fiona's player son: no guardian has given consent in the demo, so his photo is held.
  const family = uploaders.find((u) => u.email === 'family@riverhawks.test')!;
  const child = await db
    .selectFrom('household_members as mine')
    .innerJoin('household_members as hm', 'hm.household_id', 'mine.household_id')
    .select('hm.contact_id')
    .where('mine.contact_id', '=', family.id)
    .where('hm.role', '=', 'player')
    .executeTakeFirst();
  const parent = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'parent@riverhawks.test')
    .executeTakeFirst();
  const sharp = await loadSharp();
  for (const [i, picture] of PICTURES.entries()) {
    const png = await sharp(Buffer.from(pictureSvg(picture, i)))
      .png()
      .toBuffer();
    const copies = await toAlbumCopies(png);
    const keys = {
      display_key: `seed/photos/demo-${i + 1}.jpg`,
      thumb_key: `seed/photos/demo-${i + 1}-thumb.jpg`,
    };
    await blobs.put(keys.display_key, copies.display, 'image/jpeg');
    await blobs.put(keys.thumb_key, copies.thumb, 'image/jpeg');
    const heldChild = i === PICTURES.length - 1 ? child?.contact_id : undefined;
    const photo = await db
      .insertInto('event_photos')
      .values({
        event_id: game.id,
        uploader_id: uploaders[i % 2]!.id,
        ...keys,
        width: copies.width,
        height: copies.height,
        bytes: copies.display.length + copies.thumb.length,
        caption: picture.caption,
        created_at: new Date(now.getTime() - (PICTURES.length - i) * 60_000),
        held: !!heldChild,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (heldChild) {
      await db
        .insertInto('event_photo_tags')
        .values({ photo_id: photo.id, contact_id: heldChild })
        .execute();
    }
    // Paula Parent, the second family, asks to take the first one down: the managers' review
    // list (/photos/review) has a request to answer.
    if (i === 0 && parent) {
      await db
        .insertInto('photo_takedowns')
        .values({ photo_id: photo.id, requester_id: parent.id, reason: TAKEDOWN_REASON })
        .execute();
    }
  }
}

/** The seeded take-down request's reason. */
export const TAKEDOWN_REASON = 'My stepson is in the background: please take it down.';
