import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HouseholdRsvps } from '@dugout/shared';
import { fingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * One page per household from the email: a guardian's event notice carries "Yes for all of us"
 * and "No for all of us"; the link opens one page listing everyone of the household invited (the
 * co-guardian too, as the event page shows them), with a button per person; nothing is recorded
 * until a button is pressed.
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
    .executeTakeFirst();
  return row?.status ?? null;
};

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const press = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rsvp/quick',
    payload: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** Each form of the page's English section: its button's label and the token it posts. */
const formsOf = (html: string) => {
  const english = html.slice(html.indexOf('<section lang="en">'));
  return [
    ...english.matchAll(
      /<input type="hidden" name="token" value="([^"]+)">\s*<button type="submit"(?: aria-label="([^"]+)")?>([^<]+)<\/button>/g,
    ),
  ].map((m) => ({ token: m[1]!, label: m[2] ?? m[3]! }));
};

it('gives the guardian one household link, whose page lists everyone invited and answers each on it', async () => {
  expect(mail.text).toContain(
    'Answering for Fiona Family, Noah Pemberton, Mia Pemberton, and Shannon Pemberton? One tap answers for all of you',
  );
  const allYes = /Yes for all of us: (\S+)/.exec(mail.text)![1]!;
  expect(mail.text).toMatch(/No for all of us: \S+/);
  expect(mail.html).toContain('Yes for all of us');
  // Fiona's own links are still there; no link answers for the co-guardian.
  expect(mail.text).toMatch(/Yes, I will be there: \S+/);
  expect(mail.text).not.toContain('Gavin');

  // Opening the page records nothing, and lists the household as the event page does.
  const before = await fingerprint(t.database.db);
  const page = await t.app.inject({ method: 'GET', url: pathOf(allYes) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Yes for all of us?');
  expect(page.body).toContain('This answers for Fiona Family, Noah Pemberton, Mia Pemberton, and');
  expect(await fingerprint(t.database.db)).toBe(before);
  const eventPage = await t.injectAs('family', {
    method: 'GET',
    url: `/api/rsvp/household?eventId=${eventId}`,
  });
  const listed = eventPage
    .json<HouseholdRsvps>()
    .members.map((m) => `${m.firstName} ${m.lastName}`);
  expect(listed).toContain('Gavin Pemberton');
  for (const name of listed) expect(page.body).toContain(`${name}: not answered yet`);
  const labels = formsOf(page.body).map((f) => f.label);
  expect(labels).toContain('Yes for Mia Pemberton');
  expect(labels).not.toContain('Yes for Gavin Pemberton');

  // The page's button answers for all four, not for the co-guardian.
  const recorded = await press(formsOf(page.body)[0]!.token);
  expect(recorded.statusCode).toBe(200);
  expect(recorded.body).toContain(
    'We recorded Yes for Fiona Family, Noah Pemberton, Mia Pemberton, and Shannon Pemberton',
  );
  for (const first of ['Fiona', 'Noah', 'Mia', 'Shannon'])
    expect(await answerOf(first)).toBe('yes');
  expect(await answerOf('Gavin')).toBeNull();
  expect(recorded.body).toContain('Mia Pemberton: Yes');
  expect(recorded.body).toContain('Gavin Pemberton: not answered yet');

  // One person changed on the same page.
  const miaNo = formsOf(recorded.body).find((f) => f.label === 'No for Mia Pemberton')!;
  const changed = await press(miaNo.token);
  expect(changed.statusCode).toBe(200);
  expect(changed.body).toContain('We recorded No for Mia Pemberton');
  expect(await answerOf('Mia')).toBe('no');
  expect(await answerOf('Noah')).toBe('yes');

  // One confirmation for all of it, listing each person's answer.
  const confirmations = await t.database.db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select('deliveries.text')
    .where('messages.kind', '=', 'rsvp_confirmation')
    .where('recipient', '=', 'family@riverhawks.test')
    .execute();
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.text).toContain('- Mia Pemberton: No\n');
  expect(confirmations[0]!.text).toContain('- Noah Pemberton: Yes\n');
});
