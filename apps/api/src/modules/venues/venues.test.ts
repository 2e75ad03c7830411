import { describe, expect, it } from 'vitest';
import type { EventDetail, EventSummary, ManagedVenue, Venue } from '@dugout/shared';
import { testAppForFile, type TestApp } from '../../testing/test-app';

const t = testAppForFile();

type Who = Parameters<TestApp['injectAs']>[0];
const venue = (over: Record<string, unknown> = {}) => ({
  name: 'Willow Creek Field',
  nameEs: 'Campo Willow Creek',
  address: '12 Willow Creek Rd, Riverton',
  latitude: 41.2051,
  longitude: -87.3312,
  notes: 'Park in lot B; enter by gate 3.',
  notesEs: 'Estaciona en el lote B; entra por la puerta 3.',
  ...over,
});
const create = (body: unknown, who: Who = 'admin', headers: Record<string, string> = {}) =>
  t.injectAs(who, { method: 'POST', url: '/api/venues', payload: body as object, headers });
const list = async (who: Who = 'family', headers: Record<string, string> = {}) => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/venues', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Venue[]>();
};
const managed = async () => {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/venues/manage' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManagedVenue[]>();
};
const saveEvent = async (payload: Record<string, unknown>, id?: string) => {
  const res = await t.injectAs('admin', {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/event/update/${id}` : '/api/event/new',
    payload,
  });
  return res;
};
const eventIn = async (id: string, language: 'en' | 'es') => {
  const res = await t.injectAs('family', {
    method: 'GET',
    url: `/api/event/${id}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: EventDetail }>().data;
};
const listedIn = async (id: string, language: 'en' | 'es') => {
  const res = await t.injectAs('family', {
    method: 'GET',
    url: '/api/event/getall?from=2033-06-01&to=2033-07-01',
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventSummary[]>().find((e) => e.id === id)!;
};

describe('venues', () => {
  it('are read by members and managed only by who publishes events', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/api/venues' })).statusCode).toBe(401);
    expect((await create(venue({ name: 'Not mine' }), 'family')).statusCode).toBe(403);
    const manage = await t.injectAs('family', { method: 'GET', url: '/api/venues/manage' });
    expect(manage.statusCode).toBe(403);
    const seeded = await list('family');
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const v of seeded) {
      expect(Object.keys(v).sort()).toEqual(
        ['address', 'id', 'latitude', 'longitude', 'name', 'notes'].sort(),
      );
    }
  });

  it('creates, edits with If-Match and deletes, each language reading its own text', async () => {
    const res = await create(venue());
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<ManagedVenue>();
    expect(res.headers.etag).toBe(`"v${made.version}"`);
    expect(made).toMatchObject({ name: 'Willow Creek Field', latitude: 41.2051, eventCount: 0 });
    const es = (await list('family', { 'accept-language': 'es' })).find((v) => v.id === made.id);
    expect(es).toMatchObject({
      name: 'Campo Willow Creek',
      notes: 'Estaciona en el lote B; entra por la puerta 3.',
    });
    const en = (await list('family')).find((v) => v.id === made.id);
    expect(en?.name).toBe('Willow Creek Field');

    // Without Spanish text a Spanish reader gets the English one.
    const edit = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/venues/${made.id}`,
      payload: venue({ name: 'Willow Creek Park', nameEs: '', notesEs: '' }),
      headers: { 'if-match': `"v${made.version}"` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const esAfter = (await list('family', { 'accept-language': 'es' })).find(
      (v) => v.id === made.id,
    );
    expect(esAfter).toMatchObject({
      name: 'Willow Creek Park',
      notes: 'Park in lot B; enter by gate 3.',
    });
    const stale = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/venues/${made.id}`,
      payload: venue({ name: 'Stale' }),
      headers: { 'if-match': `"v${made.version}"` },
    });
    expect(stale.statusCode).toBe(409);

    const del = await t.injectAs('admin', { method: 'DELETE', url: `/api/venues/${made.id}` });
    expect(del.statusCode).toBe(204);
    expect((await managed()).filter((v) => v.id === made.id)).toEqual([]);
    const again = await t.injectAs('admin', { method: 'DELETE', url: `/api/venues/${made.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx in the admin’s language', async () => {
    const half = await create(venue({ name: 'Half', longitude: null }), 'admin', {
      'accept-language': 'es',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json<{ message: string }>().message).toMatch(/latitud y la longitud/);
    const far = await create(venue({ name: 'Far', latitude: 123 }));
    expect(far.statusCode).toBe(400);
    expect(far.json<{ message: string }>().message).toMatch(/latitude/);
    const empty = await create(venue({ name: '  ' }));
    expect(empty.statusCode).toBe(400);
    const long = await create(venue({ name: 'x'.repeat(121) }));
    expect(long.statusCode).toBe(400);
    const first = await create(venue({ name: 'Twin Oaks Diamond' }));
    expect(first.statusCode).toBe(201);
    const twin = await create(venue({ name: 'twin oaks diamond' }), 'admin', {
      'accept-language': 'es',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ message: string }>().message).toMatch(/Ya hay una sede/);
    const badId = await t.injectAs('admin', { method: 'DELETE', url: '/api/venues/abc' });
    expect(badId.statusCode).toBe(400);
  });

  it('is carried by its events (page and list, in the reader’s language) with the arrival time', async () => {
    const made = (
      await create(venue({ name: 'Maple Grove Park', nameEs: 'Parque Maple Grove' }))
    ).json<ManagedVenue>();
    const saved = await saveEvent({
      name: 'vs. Venue Testers',
      date: '2033-06-10T23:00:00.000Z',
      eventLocationID: 1,
      venueId: made.id,
      arrivalMinutesBefore: 45,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<{ data: EventDetail }>().data.id;

    const en = await eventIn(id, 'en');
    expect(en.venue).toEqual({
      id: made.id,
      name: 'Maple Grove Park',
      address: '12 Willow Creek Rd, Riverton',
      latitude: 41.2051,
      longitude: -87.3312,
      notes: 'Park in lot B; enter by gate 3.',
    });
    expect(en.arrivalTime).toBe('2033-06-10T22:15:00.000Z');
    expect(en.arrivalMinutesBefore).toBe(45);
    expect((await eventIn(id, 'es')).venue?.name).toBe('Parque Maple Grove');
    expect((await listedIn(id, 'en')).venue?.name).toBe('Maple Grove Park');
    expect((await listedIn(id, 'es')).venue?.name).toBe('Parque Maple Grove');
    expect((await listedIn(id, 'en')).arrivalTime).toBe('2033-06-10T22:15:00.000Z');

    // A rename reaches the (cached) list at once.
    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/venues/${made.id}`,
      payload: venue({ name: 'Maple Grove Stadium', nameEs: 'Estadio Maple Grove' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<ManagedVenue>().eventCount).toBe(1);
    expect((await listedIn(id, 'en')).venue?.name).toBe('Maple Grove Stadium');

    // In use: refused, and the event keeps its venue.
    const del = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/venues/${made.id}`,
      headers: { 'accept-language': 'es' },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json<{ message: string }>().message).toMatch(/1 evento/);
    expect((await eventIn(id, 'en')).venue?.id).toBe(made.id);

    // An update that leaves the venue out keeps it; null clears it.
    const kept = await saveEvent({ name: 'vs. Venue Testers', date: '2033-06-10T23:00:00Z' }, id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await eventIn(id, 'en')).venue?.id).toBe(made.id);
    const cleared = await saveEvent(
      {
        name: 'vs. Venue Testers',
        date: '2033-06-10T23:00:00Z',
        venueId: '',
        arrivalMinutesBefore: null,
      },
      id,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await eventIn(id, 'en');
    expect(after.venue).toBeNull();
    expect(after.arrivalTime).toBeNull();
    expect(Object.keys(await listedIn(id, 'en'))).not.toContain('venue');
    const gone = await t.injectAs('admin', { method: 'DELETE', url: `/api/venues/${made.id}` });
    expect(gone.statusCode).toBe(204);
  });

  it('refuses an event naming a venue that is not there, or a bad arrival', async () => {
    const missing = await saveEvent({ name: 'Nowhere', venueId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toMatch(/venue was not found/);
    const early = await saveEvent({ name: 'Too early', arrivalMinutesBefore: 5000 });
    expect(early.statusCode).toBe(400);
    const text = await saveEvent({ name: 'Words', venueId: 'the park' });
    expect(text.statusCode).toBe(400);
    const flag = await saveEvent({ name: 'Flag', venueId: true });
    expect(flag.statusCode).toBe(400);
    const fraction = await saveEvent({ name: 'Fraction', arrivalMinutesBefore: '12.5' });
    expect(fraction.statusCode).toBe(400);
  });
});
