import { reminderDueAt } from '@dugout/shared';
import { expect, it } from 'vitest';
import { eventFor } from '../../testing/affiliated-event';
import { testAppForFile } from '../../testing/test-app';

/** A reminder of an event with an end names the whole time, from the start to the end. */
const t = testAppForFile();

it('names the start and the end when the event has one', async () => {
  await t.worker.stop();
  const db = t.database.db;
  const { id: affiliation } = await db
    .insertInto('affiliations')
    .values({ name: 'Enders' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: contact } = await db
    .insertInto('contacts')
    .values({
      first_name: 'Nia',
      last_name: 'Ender',
      email: 'nia.ender@families.test',
      affiliation_id: affiliation,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = new Date('2027-06-15T22:05:00Z'); // Tue 18:05 EDT
  const id = await eventFor(db, 'Game vs Larks', affiliation, start);
  await db
    .updateTable('events')
    .set({ ends_at: new Date('2027-06-16T00:30:00Z') })
    .where('id', '=', id)
    .execute();
  await t.reminders.runOnce(reminderDueAt(start, 48, 'America/New_York'));
  const sent = await db
    .selectFrom('event_reminders as er')
    .innerJoin('deliveries as d', 'd.message_id', 'er.message_id')
    .select(['d.text'])
    .where('er.event_id', '=', id)
    .where('er.contact_id', '=', contact)
    .where('d.channel', '=', 'email')
    .execute();
  expect(sent).toHaveLength(1);
  // Intl puts thin and narrow spaces around the dash and before PM.
  expect(sent[0]!.text).toMatch(/\(Tue, Jun 15, 6:05\s–\s8:30\sPM\)/);
});
