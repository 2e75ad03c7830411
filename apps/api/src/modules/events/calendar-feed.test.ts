import ical from 'node-ical';
import { AWAY_LOCATION_ID } from '@dugout/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The Spanish calendar feed carries the Spanish titles: the feed's
 * token is one member's, so it is written in their language, as their emails are.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function feedEvent(who: string, uid: string) {
  const link = (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{
    url: string;
  }>();
  const feed = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
  expect(feed.statusCode).toBe(200);
  const parsed = ical.sync.parseICS(feed.body);
  const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR') as
    { 'WR-CALNAME'?: string } | undefined;
  const event = Object.values(parsed).find(
    (c) => c?.type === 'VEVENT' && c.uid === uid,
  ) as ical.VEvent;
  return { event, calName: calendar?.['WR-CALNAME'], body: feed.body };
}

it('gives a member who reads Spanish the Spanish name, description and categories', async () => {
  const created = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: {
      name: 'Away game at Mesa Ridge',
      description: 'Bus leaves at noon.',
      date: '2031-08-02T22:00:00Z',
      eventLocationID: AWAY_LOCATION_ID,
      translations: [
        { language: 'es', fieldName: 'Name', contents: 'Partido de visitante en Mesa Ridge' },
        { language: 'es', fieldName: 'Description', contents: 'El autobús sale a mediodía.' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const uid = `${created.json<{ data: { id: string } }>().data.id}@dugout`;
  // An event with no Spanish text keeps its own in the Spanish feed.
  const plain = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: { name: 'Picture day', date: '2031-08-03T15:00:00Z' },
  });
  const plainUid = `${plain.json<{ data: { id: string } }>().data.id}@dugout`;

  const english = await feedEvent('family', uid);
  expect(english.event.summary).toBe('Away game at Mesa Ridge');
  expect(english.event.description).toBe('Bus leaves at noon.');
  expect(english.body).toContain('CATEGORIES:Away Game');

  const family = await t.contactId('family');
  await t.database.db
    .updateTable('contacts')
    .set({ language: 'es' })
    .where('id', '=', family)
    .execute();
  const spanish = await feedEvent('family', uid);
  expect(spanish.event.summary).toBe('Partido de visitante en Mesa Ridge');
  expect(spanish.event.description).toBe('El autobús sale a mediodía.');
  expect(spanish.body).toContain('CATEGORIES:Partido de visitante');
  expect(spanish.calName).toBe('Eventos de Riverhawks');
  expect((await feedEvent('family', plainUid)).event.summary).toBe('Picture day');
});
