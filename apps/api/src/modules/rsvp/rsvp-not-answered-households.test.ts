import { expect, it } from 'vitest';
import type { EventAnswerList } from '@dugout/shared';
import { eventFor } from '../../testing/affiliated-event';
import { testAppForFile } from '../../testing/test-app';

/**
 * The admins' "Not answered" list carries each person's household and number, and every number
 * of those households (a guardian's phone for a child who has none), so a family is called once.
 */
const t = testAppForFile();

it('groups the not answered by household, with the household’s numbers', async () => {
  const db = t.database.db;
  const { id: affiliation } = await db
    .insertInto('affiliations')
    .values({ name: 'Callers' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const add = async (first_name: string, phone: string | null) =>
    (
      await db
        .insertInto('contacts')
        .values({ first_name, last_name: 'Caller', phone, affiliation_id: affiliation })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const mom = await add('Mia', '+15550107301');
  const kid = await add('Kai', null);
  await add('Lou', '+15550107303');
  const { id: household } = await db
    .insertInto('households')
    .values({ name: 'Caller family' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('household_members')
    .values([
      { household_id: household, contact_id: mom, role: 'guardian' },
      { household_id: household, contact_id: kid, role: 'player' },
    ])
    .execute();
  const eventId = await eventFor(db, 'Callers game', affiliation);
  // Mia answered; her child did not: the family is still to call, on her number.
  await db
    .insertInto('rsvps')
    .values({ event_id: eventId, contact_id: mom, status: 'yes' })
    .execute();

  const res = await t.injectAs('admin', { method: 'GET', url: `/api/rsvp/event/${eventId}/list` });
  expect(res.statusCode).toBe(200);
  const list = res.json<EventAnswerList>();
  const mine = list.notAnswered.filter((p) => p.lastName === 'Caller');
  expect(mine.map((p) => [p.firstName, p.householdId, p.phone])).toEqual([
    ['Kai', household, null],
    ['Lou', null, '+15550107303'],
  ]);
  expect(list.notAnsweredHouseholds.find((h) => h.id === household)).toEqual({
    id: household,
    name: 'Caller family',
    numbers: [{ contactId: mom, name: 'Mia Caller', phone: '+15550107301' }],
  });
});
