import { afterAll, beforeAll, expect, it } from 'vitest';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * An RSVP's "reach me at" phone and email are checked as a contact's card checks them: before,
 * any text up to 40 and 320 characters was stored (and a phone that was not one kept as typed).
 */
let t: TestApp;
let eventId: string;
let familyId: string;

beforeAll(async () => {
  t = await createTestApp();
  familyId = await t.contactId('family');
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: { name: 'Field day', date: '2031-08-01T17:00:00Z' },
  });
  expect(res.statusCode, res.body).toBe(200);
  eventId = res.json<{ data: { id: string } }>().data.id;
});
afterAll(async () => {
  await t?.close();
});

const answer = (fields: Record<string, unknown>, language = 'en') =>
  t.injectAs('family', {
    method: 'POST',
    url: '/api/rsvp/new',
    payload: { eventID: eventId, contactID: familyId, status: 'yes', ...fields },
    headers: { 'accept-language': language },
  });

it('refuses a phone that is no number and an email that is no address, naming the field, in both languages', async () => {
  for (const [fields, field] of [
    [{ phone: 'call my cousin' }, 'phone'],
    [{ phone: '12' }, 'phone'],
    [{ email: 'not an email' }, 'email'],
    [{ email: `${'x'.repeat(300)}@riverhawks.test` }, 'email'],
  ] as const) {
    for (const language of ['en', 'es']) {
      const before = await fingerprint(t.database.db);
      const res = await answer(fields, language);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
      expect(await fingerprint(t.database.db)).toBe(before);
    }
  }
  expect((await answer({ phone: 'x' }, 'es')).json<{ message: string }>().message).toMatch(
    /teléfono|número/i,
  );
});

it('stores a number the way contacts are stored (E.164), and takes empty fields as none', async () => {
  const res = await answer({ phone: '(555) 010-0199', email: '' });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.database.db
    .selectFrom('rsvps')
    .select(['phone', 'email'])
    .where('event_id', '=', eventId)
    .where('contact_id', '=', familyId)
    .executeTakeFirstOrThrow();
  expect(row.phone).toBe('+15550100199');
});
