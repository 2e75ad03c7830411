import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventAnswerList } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The admins' RSVP list: each answer, counts per affiliation, and those invited
 * (the event's audience, through the access layer) who have not answered; the CSV of it.
 */
let t: TestApp;
let eventId: string;
let familyId: string;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  familyId = await t.contactId('family');
  staffId = await t.contactId('staff');
  const families = await db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', "Players' Families")
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({ name: 'Families only', date: new Date(Date.now() + 5 * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  await db
    .insertInto('event_affiliations')
    .values({ event_id: eventId, affiliation_id: families.id })
    .execute();
  await db
    .insertInto('rsvps')
    .values({ event_id: eventId, contact_id: familyId, status: 'yes' })
    .execute();
});

afterAll(async () => {
  await t?.close();
});

it('lists answers, counts per affiliation and the invited who have not answered', async () => {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/rsvp/event/${eventId}/list` });
  expect(res.statusCode).toBe(200);
  const list = res.json<EventAnswerList>();
  expect(list.answers).toEqual([
    expect.objectContaining({ contactId: familyId, status: 'yes', household: 'Pemberton family' }),
  ]);
  expect(list.counts).toEqual([{ affiliation: "Players' Families", yes: 1, no: 0 }]);
  const waiting = list.notAnswered.map((p) => p.contactId);
  // Fiona's children are invited (Players' Families); staff (Front Office) are not.
  const noah = list.notAnswered.find((p) => p.firstName === 'Noah' && p.lastName === 'Pemberton');
  expect(noah?.household).toBe('Pemberton family');
  expect(waiting).not.toContain(familyId);
  expect(waiting).not.toContain(staffId);
  expect(list.notAnswered.filter((p) => p.affiliation !== "Players' Families")).toEqual([]);

  expect(
    (await t.injectAs('family', { method: 'GET', url: `/api/rsvp/event/${eventId}/list` }))
      .statusCode,
  ).toBe(403);
});

it('gives the list as CSV in the admin’s language', async () => {
  const res = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/rsvp/event/${eventId}/csv`,
    headers: { 'accept-language': 'es' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toMatch(
    /attachment; filename="rsvps-\d{4}-\d\d-\d\d\.csv"/,
  );
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Nombre,Afiliación,Hogar,Respuesta,Teléfono,Correo,Nota');
  expect(lines[1]).toMatch(/^Fiona Family,Players' Families,Pemberton family,Sí,/);
  expect(lines.find((l) => l.startsWith('Noah Pemberton,'))).toContain(',Sin respuesta,');
});
