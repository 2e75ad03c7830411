import { afterAll, beforeAll, expect, it } from 'vitest';
import { RSVP_NOTE_MAX, type EventAnswerList, type EventDetail } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A family's short note with its answer ("arriving late"): stored with the answer, at most
 * RSVP_NOTE_MAX characters (a clear refusal in the reader's language beyond), shown to managers in
 * the event's RSVP list and exported in the CSV.
 */
let t: TestApp;
let eventId: string;
let familyId: string;

beforeAll(async () => {
  t = await createTestApp();
  familyId = await t.contactId('family');
  const event = await t.database.db
    .insertInto('events')
    .values({ name: 'Note night', date: new Date(Date.now() + 4 * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
});
afterAll(async () => {
  await t?.close();
});

const answer = (payload: Record<string, unknown>, language = 'en') =>
  t.injectAs('family', {
    method: 'POST',
    url: '/api/rsvp/new',
    payload: { eventID: eventId, contactID: familyId, ...payload },
    headers: { 'accept-language': language },
  });

const stored = async () =>
  (await t.database.db
    .selectFrom('rsvps')
    .select(['status', 'note'])
    .where('event_id', '=', eventId)
    .where('contact_id', '=', familyId)
    .executeTakeFirst()) ?? null;

it('stores a note with the answer, trimmed, and keeps it when an answer comes without one', async () => {
  expect((await answer({ status: 'yes', note: '  Arriving late  ' })).statusCode).toBe(200);
  expect(await stored()).toEqual({ status: 'yes', note: 'Arriving late' });
  // The spec's form fields alone (no note): the note stays.
  expect((await answer({ status: 'no' })).statusCode).toBe(200);
  expect(await stored()).toEqual({ status: 'no', note: 'Arriving late' });
  // A new note with the same answer is saved, without a second confirmation.
  const mails = () =>
    t.database.db
      .selectFrom('deliveries')
      .select('id')
      .where('recipient', '=', 'family@riverhawks.test')
      .execute();
  const before = (await mails()).length;
  expect((await answer({ status: 'no', note: 'Away that weekend' })).statusCode).toBe(200);
  expect(await stored()).toEqual({ status: 'no', note: 'Away that weekend' });
  expect((await mails()).length).toBe(before);
});

it('refuses a note longer than the limit, in the reader’s language, and records nothing', async () => {
  await answer({ status: 'yes', note: 'Before' });
  const long = 'x'.repeat(RSVP_NOTE_MAX + 1);
  const en = await answer({ status: 'no', note: long });
  expect(en.statusCode).toBe(400);
  expect(en.json<{ message: string }>().message).toContain(
    `A note may have at most ${RSVP_NOTE_MAX} characters`,
  );
  const es = await answer({ status: 'no', note: long }, 'es');
  expect(es.statusCode).toBe(400);
  expect(es.json<{ message: string }>().message).toContain(
    `Una nota puede tener como máximo ${RSVP_NOTE_MAX} caracteres`,
  );
  expect(await stored()).toEqual({ status: 'yes', note: 'Before' });
  // Exactly the limit is fine.
  const max = 'y'.repeat(RSVP_NOTE_MAX);
  expect((await answer({ status: 'yes', note: max })).statusCode).toBe(200);
  expect((await stored())?.note).toBe(max);
});

it('shows the note to managers in the event’s RSVP list and the CSV, and an empty one clears it', async () => {
  expect((await answer({ status: 'yes', note: 'Bringing chairs, "two"' })).statusCode).toBe(200);
  const detail = await t.injectAs('admin', { method: 'GET', url: `/api/event/${eventId}` });
  const entry = detail
    .json<{ data: EventDetail }>()
    .data.rsvpList?.find((r) => r.contactID === familyId);
  expect(entry?.note).toBe('Bringing chairs, "two"');
  const list = await t.injectAs('admin', { method: 'GET', url: `/api/rsvp/event/${eventId}/list` });
  expect(list.json<EventAnswerList>().answers.find((a) => a.contactId === familyId)?.note).toBe(
    'Bringing chairs, "two"',
  );
  const csv = await t.injectAs('admin', { method: 'GET', url: `/api/rsvp/event/${eventId}/csv` });
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Affiliation,Household,Answer,Phone,Email,Note');
  expect(lines.find((l) => l.startsWith('Fiona Family,'))).toMatch(
    /,Yes,.*,"Bringing chairs, ""two"""$/,
  );
  // The member sees their household's notes too.
  const mine = await t.injectAs('family', {
    method: 'GET',
    url: `/api/rsvp/household?eventId=${eventId}`,
  });
  expect(
    mine
      .json<{ answers: { contactId: string; note?: string | null }[] }>()
      .answers.find((a) => a.contactId === familyId)?.note,
  ).toBe('Bringing chairs, "two"');
  expect((await answer({ status: 'yes', note: '' })).statusCode).toBe(200);
  expect(await stored()).toEqual({ status: 'yes', note: null });
});
