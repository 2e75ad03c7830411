import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { EventPhoto, PhotoConsentList, Team } from '@dugout/shared';
import { addPhoto, unzipEntries } from '../../testing/event-photos';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const { call, status, message } = apiCalls(t);

const upload = (who: string, eventId: string, background: string, tags: string[] = []) =>
  addPhoto(t, who, eventId, { background, tags });

async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    // 01:30 UTC on the 8th: still the 7th in the team's zone (America/New_York).
    date: '2031-06-08T01:30:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** The display copy the album's signed link serves (the folder store's route). */
async function displayCopy(photo: EventPhoto) {
  const url = new URL(photo.url, 'http://x');
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const download = (who: string, eventId: string, language = 'en') =>
  call(who, 'GET', `/api/event/${eventId}/photos/zip`, undefined, language);

/** Fiona Family's son Noah, a player without photo consent: a photo tagging him is held. */
async function noah() {
  const res = await call('family', 'GET', '/api/me/photo-consent');
  return res.json<PhotoConsentList>().children.find((c) => c.name.startsWith('Noah'))!.contactId;
}

describe('the album as a zip', () => {
  it('holds exactly the photos the album shows the reader, in order, byte for byte', async () => {
    const eventId = await newEvent('Zip día de campo');
    const first = await upload('family', eventId, '#2a6f97');
    const held = await upload('family', eventId, '#bc4749', [await noah()]);
    const third = await upload('admin', eventId, '#6a994e');
    expect(held.held).toBe(true);

    const res = await download('family', eventId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Zip dia de campo 2031-06-07.zip"; ' +
        "filename*=UTF-8''Zip%20d%C3%ADa%20de%20campo%202031-06-07.zip",
    );
    // Its uploader sees the held photo, so her zip has it, in the album's order.
    const mine = await unzipEntries(res.rawPayload);
    expect(mine.map((e) => [e.name, e.method])).toEqual([
      ['01.jpg', 0],
      ['02.jpg', 0],
      ['03.jpg', 0],
    ]);
    const copies = await Promise.all([first, held, third].map(displayCopy));
    expect(mine.map((e) => e.data)).toEqual(copies);

    // Staff manages 12U only: for this club-wide event a plain member, who does not see it.
    const theirs = await unzipEntries((await download('staff', eventId)).rawPayload);
    expect(theirs.map((e) => e.name)).toEqual(['01.jpg', '02.jpg']);
    expect(theirs.map((e) => e.data)).toEqual([copies[0], copies[2]]);
  });

  it('is refused for an event the reader does not see (404), a bad id (400), an empty album', async () => {
    const blue = (
      await call('admin', 'POST', '/api/teams', { name: 'Zip Blue', shortName: 'ZB' })
    ).json<Team>().id;
    const away = await newEvent('Zip Blue away game', [blue]);
    await upload('admin', away, '#2a6f97');
    expect(status(await download('admin', away))).toBe(200);
    const hidden = await download('family', away);
    expect([status(hidden), message(hidden)]).toEqual([404, 'The event was not found']);

    const bad = await download('family', 'not-an-id');
    expect(status(bad)).toBe(400);
    expect(message(bad)).toMatch(/The event id is not valid/);

    const empty = await newEvent('Zip empty game');
    const none = await download('family', empty);
    expect([status(none), message(none)]).toEqual([404, 'No photos to download yet.']);
    const ninguna = await download('family', empty, 'es');
    expect(message(ninguna)).toBe('Aún no hay fotos para descargar.');
    // A held photo is not the plain member's: for them the album is still empty.
    await upload('family', empty, '#bc4749', [await noah()]);
    expect(status(await download('staff', empty))).toBe(404);
    expect(status(await download('family', empty))).toBe(200);
  });

  it('cuts the download short, logged, when the store has lost a photo’s file', async () => {
    const eventId = await newEvent('Zip lost file game');
    await upload('family', eventId, '#2a6f97');
    const lost = await upload('family', eventId, '#bc4749');
    const { display_key } = await t.database.db
      .selectFrom('event_photos')
      .select('display_key')
      .where('id', '=', lost.id)
      .executeTakeFirstOrThrow();
    // The folder store's file (DATA_DIR/blobs/<key>), gone behind the server's back.
    fs.rmSync(path.join(t.config.dataDir, 'blobs', display_key));
    const res = await download('family', eventId).catch((err: Error) => err);
    // Never a whole zip without the photo: the answer breaks off (or the request fails).
    if (!(res instanceof Error)) await expect(unzipEntries(res.rawPayload)).rejects.toThrow();
    await vi.waitFor(() => expect(t.logs.join('')).toContain('album zip failed'));
    expect(status(await download('family', await newEvent('Zip after a loss')))).toBe(404);
  });
});
