import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  EVENT_PHOTO_DISPLAY_SIZE,
  type EventPhoto,
  type EventPhotos,
  type PhotoStorage,
  type Team,
} from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;
const { call, status, message } = apiCalls(t);

/**
 * A real iPhone-kind HEIC (HEVC in HEIF, 96 × 64, a gradient), made with libheif's heif-enc:
 * sharp's own libvips cannot decode it, which is why the album uses heic-decode.
 */
const HEIC_96x64 = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUJtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFmAAEAAAAAAAAATgAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwmlwcnAAAACkaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbqSSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAABWbWRhdAAAAEooAa8ZgPd+/+hzvFFvmacGjm0eaF05768q/xEGBD/2Rvomsf16i8CIVSZWu5NwLQ2JztFllNqqa8hN9cfM/nvzIciEz+KeMxF1+A==',
  'base64',
);

/** A camera JPEG: EXIF with the camera, a GPS position, and "rotate 90° to show" (6). */
function cameraJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .withExif({
      IFD0: { Make: 'Dugout Test Camera', Model: 'DT-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4614/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

async function form(file: Buffer | null, fields: Record<string, string> = {}, name = 'IMG.jpg') {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

async function upload(
  who: string,
  eventId: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
  language = 'en',
) {
  const body = await form(file, fields);
  return t.injectAs(who, {
    method: 'POST',
    url: `/api/event/${eventId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': language },
  });
}

async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const album = async (who: string, eventId: string) => {
  const res = await call(who, 'GET', `/api/event/${eventId}/photos`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventPhotos>();
};
/** What the signed link serves, as the browser would fetch it (the folder store's route). */
async function fetchSigned(url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return res.rawPayload;
}

describe('adding a photo', () => {
  it('stores a new JPEG: turned upright, resized, and without EXIF or its GPS position', async () => {
    const eventId = await newEvent('Photos exif game');
    const original = await cameraJpeg(3000, 2000);
    // The test's own input does carry what must be dropped.
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Dugout Test Camera');
    // The GPSInfo pointer (tag 0x8825, little-endian as libvips writes it).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload('family', eventId, original, { caption: ' Warm-ups ' });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<EventPhoto>();
    // Upright (the camera's 3000 × 2000 turned), the long side 2048.
    expect([photo.width, photo.height, photo.caption]).toEqual([1365, 2048, 'Warm-ups']);

    const display = await sharp(await fetchSigned(photo.url)).metadata();
    const thumb = await sharp(await fetchSigned(photo.thumbUrl)).metadata();
    expect([display.format, display.width, display.height]).toEqual(['jpeg', 1365, 2048]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 400]);
    for (const stored of [display, thumb]) {
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
    }
    const seen = await album('staff', eventId);
    expect(seen.photos.map((p) => [p.id, p.uploadedBy, p.canDelete])).toEqual([
      [photo.id, 'Fiona Family', false],
    ]);
    expect(seen.canAdd).toBe(true);
  });

  it('converts an iPhone HEIC (HEVC), which sharp alone cannot read', async () => {
    await expect(sharp(HEIC_96x64).jpeg().toBuffer()).rejects.toThrow();
    const eventId = await newEvent('Photos heic game');
    const res = await upload('family', eventId, HEIC_96x64);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<EventPhoto>();
    expect([photo.width, photo.height]).toEqual([96, 64]);
    const stored = sharp(await fetchSigned(photo.url));
    expect((await stored.metadata()).format).toBe('jpeg');
    // The gradient survived: blue grows downwards (HEVC is lossy, so roughly).
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    const blueAt = (y: number) => data[(y * info.width + 48) * info.channels + 2]!;
    expect(blueAt(60)).toBeGreaterThan(blueAt(4) + 100);
  });

  it('takes a phone’s 48 MP JPEG (8064 × 6048, shrunk as it is decoded); a PNG that large is refused (413)', async () => {
    const eventId = await newEvent('Photos 48 MP');
    const canvas = { width: 8064, height: 6048, channels: 3 as const, background: '#3a7d44' };
    const jpeg = await sharp({ create: canvas }).jpeg({ quality: 50 }).toBuffer();
    const res = await upload('family', eventId, jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<EventPhoto>();
    expect(Math.max(photo.width, photo.height)).toBe(EVENT_PHOTO_DISPLAY_SIZE);
    // PNG decodes at full size: the bomb guard's 40 MP stays.
    const png = await sharp({ create: canvas })
      .png({ compressionLevel: 1, palette: true })
      .toBuffer();
    const refused = await upload('family', eventId, png);
    expect([status(refused), message(refused)]).toEqual([
      413,
      expect.stringMatching(/8064.*6048.*40/),
    ]);
  });

  it('refuses what is not a photo (415), too large (413), or missing (400), in Spanish too', async () => {
    const eventId = await newEvent('Photos refusals');
    const text = await upload('family', eventId, Buffer.from('not a photo at all'), {}, 'es');
    expect([status(text), message(text)]).toEqual([
      415,
      'Este archivo no es una foto que podamos leer. Envía un JPEG, PNG, WebP, HEIC o AVIF.',
    ]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const wrong = await upload('family', eventId, gif);
    expect([status(wrong), message(wrong)]).toEqual([
      415,
      'Photos must be JPEG, PNG, WebP, HEIC or AVIF, not GIF.',
    ]);
    const huge = Buffer.alloc(25 * 1024 * 1024 + 10, 0xff);
    const big = await upload('family', eventId, huge);
    expect([status(big), message(big)]).toEqual([
      413,
      'This photo is too large: the limit is 25 MB.',
    ]);
    const none = await upload('family', eventId, null, { caption: 'x' }, 'es');
    expect([status(none), message(none)]).toEqual([400, 'Elige una foto para añadir.']);
    const json = await call('family', 'POST', `/api/event/${eventId}/photos`, { photo: 'x' });
    expect(status(json)).toBe(415);
    const long = await upload('family', eventId, await cameraJpeg(40, 30), {
      caption: 'x'.repeat(301),
    });
    expect([status(long), message(long)]).toEqual([
      400,
      'The caption may have at most 300 characters.',
    ]);
    expect((await album('family', eventId)).photos).toEqual([]);
  });
});

describe('storage per season', () => {
  it('counts each photo’s stored copies in its event’s season, for the admins only', async () => {
    const storage = async () =>
      (await call('admin', 'GET', '/api/admin/photo-storage')).json<PhotoStorage>().seasons;
    const before = await storage();
    const eventId = await newEvent('Photos storage game');
    const photo = (await upload('family', eventId, await cameraJpeg(800, 600))).json<EventPhoto>();
    const stored =
      (await fetchSigned(photo.url)).length + (await fetchSigned(photo.thumbUrl)).length;
    const after = await storage();
    // The event is the current season's: the first listed (newest).
    expect(after[0]!.photos - before[0]!.photos).toBe(1);
    expect(after[0]!.bytes - before[0]!.bytes).toBe(stored);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(status(await call('family', 'GET', '/api/admin/photo-storage'))).toBe(403);
  });
});

describe('who sees and removes photos', () => {
  const teamId = async (name: string) =>
    (await call('admin', 'GET', '/api/teams')).json<Team[]>().find((x) => x.name === name)!.id;

  it('the event’s audience only: another team’s family gets the event’s 404', async () => {
    const blue = (
      await call('admin', 'POST', '/api/teams', { name: 'Photos Blue', shortName: 'PB' })
    ).json<Team>().id;
    const away = await newEvent('Photos Blue away game', [blue]);
    const res = await upload('admin', away, await cameraJpeg(60, 40));
    expect(res.statusCode, res.body).toBe(201);
    const hidden = res.json<EventPhoto>();
    expect(status(await call('family', 'GET', `/api/event/${away}/photos`))).toBe(404);
    expect(status(await upload('family', away, await cameraJpeg(60, 40)))).toBe(404);
    // Not even its id leaks through removing it.
    const del = await call('family', 'DELETE', `/api/event-photos/${hidden.id}`);
    expect([status(del), message(del)]).toEqual([
      404,
      'This photo was not found. It may have been removed.',
    ]);
    // The 12U game: its families and its manager see the album.
    const twelve = await newEvent('Photos 12U game', [await teamId('12U Riverhawks')]);
    expect(status(await upload('family', twelve, await cameraJpeg(60, 40)))).toBe(201);
    expect((await album('staff', twelve)).photos).toHaveLength(1);
  });

  it('who added it removes it; another member may not; a manager may, and it is audited', async () => {
    const twelve = await newEvent('Photos removals', [await teamId('12U Riverhawks')]);
    const first = (await upload('family', twelve, await cameraJpeg(60, 40))).json<EventPhoto>();
    const second = (await upload('family', twelve, await cameraJpeg(60, 40))).json<EventPhoto>();
    const stranger = await db()
      .insertInto('contacts')
      .values({
        first_name: 'Pat',
        last_name: 'Phototest',
        email: 'pat.phototest@families.riverhawks.test',
        is_site_user: true,
        permissions: ['view:contacts'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('team_members')
      .values({ team_id: await teamId('12U Riverhawks'), contact_id: stranger.id, role: 'coach' })
      .execute();
    expect((await album(stranger.id, twelve)).photos.map((p) => p.canDelete)).toEqual([
      false,
      false,
    ]);
    const refused = await call(
      stranger.id,
      'DELETE',
      `/api/event-photos/${first.id}`,
      undefined,
      'es',
    );
    expect([status(refused), message(refused)]).toEqual([
      403,
      'Solo quien añadió esta foto, un administrador o el administrador del equipo puede quitarla.',
    ]);
    expect(status(await call('family', 'DELETE', `/api/event-photos/${first.id}`))).toBe(204);
    // The 12U manager removes the family's other one: the Audit Log names both.
    expect(status(await call('staff', 'DELETE', `/api/event-photos/${second.id}`))).toBe(204);
    expect((await album('family', twelve)).photos).toEqual([]);
    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('action', '=', 'photo.remove')
      .execute();
    expect(audits).toEqual([
      {
        action: 'photo.remove',
        actor_id: await t.contactId('staff'),
        entity_id: String(second.id),
      },
    ]);
    // The stored copies went with it: the old links serve nothing.
    const gone = await t.app.inject({
      method: 'GET',
      url: new URL(second.url, 'http://x').pathname + new URL(second.url, 'http://x').search,
    });
    expect(gone.statusCode).toBe(404);
  });
});
