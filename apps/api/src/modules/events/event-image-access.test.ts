import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, EventDetail, EventSummary } from '@dugout/shared';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { audienceIncludes } from '../../platform/access/audience';

/**
 * An event's background picked from content must not hand a signed link to people
 * who may not see that content item, neither when the event is saved nor when it is read after
 * the item's audience was narrowed.
 */
let t: TestApp;
let frontOffice: number;
let families: number;

async function affiliationId(name: string) {
  const row = await t.database.db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uploads a picture for the given affiliations (none: everyone), as the admin. */
async function picture(affiliations: number[]): Promise<ContentItem> {
  const data = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#1f3a5f' },
  })
    .png()
    .toBuffer();
  const fd = new FormData();
  const fields = {
    fileName: 'Background',
    fileType: 'png',
    tags: '[]',
    isBanner: 'false',
    isFeatured: 'false',
    category: 'Key Contacts',
    emailList: '[]',
    allowedAffiliations: JSON.stringify(affiliations),
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('formFile', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'bg.png');
  const req = new Request('http://x/', { method: 'POST', body: fd });
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/content/new',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ContentItem>();
}

function saveEvent(body: Record<string, unknown>, id?: string) {
  return t.injectAs('admin', {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/event/update/${id}` : '/api/event/new',
    payload: { name: 'Gala', date: '2031-09-01T01:00:00Z', ...body },
  });
}

async function eventAs(who: 'admin' | 'staff' | 'family' | 'newcomer', id: string) {
  const res = await t.injectAs(who, { method: 'GET', url: `/api/event/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: EventDetail }>().data;
}

async function listedImage(who: 'staff' | 'family' | 'newcomer', id: string) {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/event/getall' });
  expect(res.statusCode).toBe(200);
  return res.json<EventSummary[]>().find((e) => e.id === id)?.imageURL;
}

/** A signed link that really serves the file. */
async function opens(url: string | null | undefined) {
  if (!url) return false;
  const res = await t.app.inject({ method: 'GET', url: url.replace(t.config.publicUrl, '') });
  return res.statusCode === 200 && /^image\//.test(String(res.headers['content-type']));
}

beforeAll(async () => {
  t = await createTestApp();
  frontOffice = await affiliationId('Front Office');
  families = await affiliationId("Players' Families");
});
afterAll(async () => {
  await t?.close();
});

describe('audienceIncludes', () => {
  it('needs the image audience to be a superset of the event audience', () => {
    const A = 1;
    const B = 2;
    const C = 3;
    expect(audienceIncludes([], [])).toBe(true);
    expect(audienceIncludes([], [A])).toBe(true);
    expect(audienceIncludes([A, B], [A])).toBe(true);
    expect(audienceIncludes([A, B], [B, A])).toBe(true);
    expect(audienceIncludes([A, B], [])).toBe(false);
    expect(audienceIncludes([A, B], [C])).toBe(false);
    expect(audienceIncludes([A], [A, B])).toBe(false);
  });
});

describe('an event image from content', () => {
  it('refuses a restricted picture on an event open to everyone, and writes nothing', async () => {
    const restricted = await picture([frontOffice]);
    const before = await fingerprint(t.database.db);
    const res = await saveEvent({ imageURL: restricted.blobUrlAccessible });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'image_audience', field: 'imageURL' });
    expect(res.json().message).toBe(
      'The background image is only for Front Office, but this event is for everyone. ' +
        'Choose a picture that everyone invited may see, or limit the event to those affiliations.',
    );
    expect(await fingerprint(t.database.db)).toBe(before);

    // The same for an event of another affiliation, for a wider one, and on update.
    for (const allowedAffiliations of [[families], [frontOffice, families]]) {
      const other = await saveEvent({
        imageURL: restricted.blobUrlAccessible,
        allowedAffiliations,
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toMatch(/only for Front Office.*this event is for/);
    }
    const open = await saveEvent({});
    expect(open.statusCode).toBe(200);
    const id = open.json<{ data: EventDetail }>().data.id;
    const update = await saveEvent({ imageURL: restricted.blobUrlAccessible }, id);
    expect(update.statusCode).toBe(400);
    expect((await eventAs('admin', id)).imageURL).toBeNull();
  });

  it('says so in Spanish to an admin who reads Spanish', async () => {
    const restricted = await picture([frontOffice, families]);
    await t.whileReading('admin', 'es', async () => {
      const res = await saveEvent({ imageURL: restricted.blobUrlAccessible });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^La imagen de fondo es solo para (Front Office, Players' Families|Players' Families, Front Office), pero este evento es para todos\./,
      );
    });
  });

  it('accepts a picture whose audience includes the event audience', async () => {
    const forStaff = await picture([frontOffice]);
    const forBoth = await picture([frontOffice, families]);
    const forAll = await picture([]);
    const cases: [ContentItem, number[]][] = [
      [forStaff, [frontOffice]],
      [forBoth, [families]],
      [forBoth, [families, frontOffice]],
      [forAll, []],
      [forAll, [families]],
    ];
    for (const [item, allowedAffiliations] of cases) {
      const res = await saveEvent({ imageURL: item.blobUrlAccessible, allowedAffiliations });
      expect(res.statusCode, res.body).toBe(200);
      const event = res.json<{ data: EventDetail }>().data;
      // Stored as the stable path, handed out freshly signed.
      const row = await t.database.db
        .selectFrom('events')
        .select('image_url')
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow();
      expect(row.image_url).toMatch(/^\/api\/blob\/content\/[a-z0-9-]+\.png$/);
      expect(await opens(event.imageURL)).toBe(true);
    }
    const staffOnly = await saveEvent({
      imageURL: forStaff.displayUrl,
      allowedAffiliations: [frontOffice],
    });
    expect(staffOnly.statusCode, 'the display copy is the same item').toBe(200);
    const id = staffOnly.json<{ data: EventDetail }>().data.id;
    expect(await opens((await eventAs('staff', id)).imageURL)).toBe(true);
  });

  it('refuses a blob that is no content item, and keeps outside https pictures', async () => {
    const ghost = await saveEvent({ imageURL: '/api/blob/content/0000-not-uploaded.png' });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toBe(
      'The background image must be one of the pictures in Content, or an https address.',
    );
    const outside = await saveEvent({ imageURL: 'https://images.riverhawks.test/field.jpg' });
    expect(outside.statusCode).toBe(200);
    const id = outside.json<{ data: EventDetail }>().data.id;
    expect((await eventAs('family', id)).imageURL).toBe('https://images.riverhawks.test/field.jpg');
  });

  it('stops signing the picture for members who can no longer see it', async () => {
    const item = await picture([]);
    const res = await saveEvent({ imageURL: item.blobUrlAccessible });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ data: EventDetail }>().data.id;
    expect(await opens((await eventAs('family', id)).imageURL)).toBe(true);
    expect(await opens(await listedImage('family', id))).toBe(true);

    // The item is narrowed to the Front Office after the event was saved.
    await t.database.db
      .insertInto('content_affiliations')
      .values({ content_id: item.id, affiliation_id: frontOffice })
      .execute();
    for (const who of ['family', 'newcomer'] as const) {
      expect((await eventAs(who, id)).imageURL, who).toBeNull();
      expect(await listedImage(who, id), who).toBeNull();
    }
    expect(await opens((await eventAs('staff', id)).imageURL)).toBe(true);
    expect(await opens(await listedImage('staff', id))).toBe(true);
    expect(await opens((await eventAs('admin', id)).imageURL)).toBe(true);

    // Deleted: nobody gets a link to it any more.
    await t.database.db.deleteFrom('content').where('id', '=', item.id).execute();
    expect((await eventAs('admin', id)).imageURL).toBeNull();
  });
});

/** The event's picture is the display copy made for backgrounds, not the upload. */
describe('an event picture is shown by its display copy', () => {
  it('signs the display copy (WebP) for the list and the page, whichever copy was chosen', async () => {
    const item = await picture([]);
    const displayPath = new URL(item.displayUrl!).pathname;
    for (const chosen of [item.blobUrlAccessible, item.displayUrl!]) {
      const res = await saveEvent({ imageURL: chosen });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json<{ data: EventDetail }>().data.id;
      const shown = (await eventAs('family', id)).imageURL!;
      expect(new URL(shown).pathname).toBe(displayPath);
      expect(new URL((await listedImage('family', id))!).pathname).toBe(displayPath);
      const file = await t.app.inject({
        method: 'GET',
        url: shown.replace(t.config.publicUrl, ''),
      });
      expect(file.headers['content-type']).toBe('image/webp');
    }
  });
});

describe('an event’s linked document', () => {
  it('is withheld with its id from a member who may not see it', async () => {
    const restricted = await picture([frontOffice]);
    const saved = await saveEvent({ name: 'Open day', linkedContentId: restricted.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<{ data: { id: string } }>().data.id;
    // The family may see the event (open to everyone) but not the Front Office's document.
    const family = await eventAs('family', id);
    expect(family.linkedContent).toBeNull();
    expect(family.linkedContentId).toBeNull();
    expect(JSON.stringify(family)).not.toContain(restricted.id);
    // Staff (Front Office) and the admin see both.
    for (const who of ['staff', 'admin'] as const) {
      const seen = await eventAs(who, id);
      expect(seen.linkedContentId).toBe(restricted.id);
      expect(seen.linkedContent?.id).toBe(restricted.id);
    }
  });
});
