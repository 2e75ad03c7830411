import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A guardian's event notice carries one-tap links per child; a link answers for
 * the person it names, only when its page's button is pressed (the GET writes nothing).
 */
let t: TestApp;
let eventId: string;
let mail: { text: string; html: string | null };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: {
      name: 'Household game',
      date: '2031-07-01T17:00:00Z',
      emailList: ['family@riverhawks.test'],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  eventId = res.json<{ data: { id: string } }>().data.id;
  mail = await t.database.db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select(['text', 'html'])
    .where('messages.kind', '=', 'event_notice')
    .where('recipient', '=', 'family@riverhawks.test')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

const answerOf = async (first: string) => {
  const row = await t.database.db
    .selectFrom('rsvps')
    .innerJoin('contacts', 'contacts.id', 'rsvps.contact_id')
    .select('rsvps.status')
    .where('rsvps.event_id', '=', eventId)
    .where('contacts.first_name', '=', first)
    .where('contacts.last_name', '=', 'Pemberton')
    .executeTakeFirst();
  return row?.status ?? null;
};

it('gives the guardian a Yes and a No link for each child, each answering for the child it names', async () => {
  expect(mail.text).toContain('Answering for your household? One tap for each person:');
  const noahYes = /Yes for Noah Pemberton: (\S+)/.exec(mail.text)![1]!;
  const miaNo = /No for Mia Pemberton: (\S+)/.exec(mail.text)![1]!;
  expect(mail.html).toContain('Yes for Noah Pemberton');
  // Fiona's own links are still there, and there is none for the other guardian.
  expect(mail.text).toMatch(/Yes, I will be there: \S+/);
  expect(mail.text).not.toContain('Gavin');

  const token = (link: string) => new URL(link).searchParams.get('token')!;
  const page = await t.app.inject({
    method: 'GET',
    url: new URL(noahYes).pathname + new URL(noahYes).search,
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Yes for Noah Pemberton?');
  expect(await answerOf('Noah')).toBeNull();

  for (const [link, first, status] of [
    [noahYes, 'Noah', 'yes'],
    [miaNo, 'Mia', 'no'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp/quick',
      payload: new URLSearchParams({ token: token(link) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `We recorded ${status === 'yes' ? 'Yes' : 'No'} for ${first} Pemberton`,
    );
    expect(await answerOf(first)).toBe(status);
  }
});
