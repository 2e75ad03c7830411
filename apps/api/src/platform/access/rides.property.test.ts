import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventRides } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { householdOfContact } from './households';
import { isAdultMember, seesMatchPhone } from './rides';
import { viewerOfContact } from './viewer';

/**
 * For generated families (the reader the driver, the asker, one of either's household with any
 * role, or someone else; an admin or not; the ride matched or not), the event's rides the API
 * answers the reader show a phone exactly where `seesMatchPhone` allows it, and the form only to
 * whom `isAdultMember` allows: never before the match, never to an admin who is neither side.
 */

const relationArb = fc.constantFrom(
  'driver',
  'asker',
  'driverHousehold',
  'askerHousehold',
  'other',
);
const scenarioArb = fc.record({
  relation: relationArb,
  role: fc.constantFrom('guardian', 'player', 'sibling' as const),
  admin: fc.boolean(),
  matched: fc.boolean(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
async function person(token: string, name: string, admin = false) {
  n += 1;
  const { id } = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: name,
      last_name: token,
      phone: `+1555010${String(8000 + (n % 1000)).padStart(4, '0')}`,
      is_site_user: true,
      permissions: admin ? ['site:admin'] : ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

it('shows a phone only to the two sides of a match, as the rule says', async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (s) => {
      const token = crypto.randomUUID().slice(0, 8);
      const db = t.database.db;
      const driver = await person(token, 'Driver');
      const asker = await person(token, 'Asker');
      const reader =
        s.relation === 'driver'
          ? driver
          : s.relation === 'asker'
            ? asker
            : await person(token, 'Reader', s.admin);
      if (s.relation === 'driverHousehold' || s.relation === 'askerHousehold') {
        const { id } = await db
          .insertInto('households')
          .values({ name: `Rides ${token}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('household_members')
          .values([
            {
              household_id: id,
              contact_id: s.relation === 'driverHousehold' ? driver : asker,
              role: 'guardian',
            },
            { household_id: id, contact_id: reader, role: s.role },
          ])
          .execute();
      }
      const { data } = (
        await t.injectAs('admin', {
          method: 'POST',
          url: '/api/event/new',
          payload: { name: `Rides ${token}`, date: '2031-07-01T17:00:00Z' },
        })
      ).json<{ data: { id: string } }>();
      const offer = await db
        .insertInto('ride_offers')
        .values({
          event_id: data.id,
          driver_id: driver,
          seats: 2,
          from_where: 'A',
          direction: 'both',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ride_requests')
        .values({
          event_id: data.id,
          asker_id: asker,
          seats: 1,
          from_where: 'B',
          offer_id: s.matched ? offer.id : null,
        })
        .execute();

      const res = await t.injectAs(reader, { method: 'GET', url: `/api/event/${data.id}/rides` });
      expect(res.statusCode, res.body).toBe(200);
      const rides = res.json<EventRides>();
      const row = await db
        .selectFrom('contacts')
        .select(['id', 'permissions', 'affiliation_id'])
        .select((eb) => householdOfContact(eb.ref('contacts.id')).as('household'))
        .where('id', '=', reader)
        .executeTakeFirstOrThrow();
      const viewer = viewerOfContact(row);
      const phones = await db
        .selectFrom('contacts')
        .select(['id', 'phone'])
        .where('id', 'in', [driver, asker])
        .execute();
      const phoneOf = (id: string) => phones.find((p) => p.id === id)!.phone;
      const expected = seesMatchPhone(viewer, { ownerId: asker, matched: s.matched })
        ? phoneOf(driver)
        : seesMatchPhone(viewer, { ownerId: driver, matched: s.matched })
          ? phoneOf(asker)
          : null;
      expect(rides.requests[0]!.match?.phone ?? null).toBe(expected);
      // Nowhere else in the answer either.
      const text = JSON.stringify(rides);
      const shown = [driver, asker].map(phoneOf).filter((p) => !!p && text.includes(p));
      expect(shown).toEqual(expected ? [expected] : []);
      // The rule itself: nobody before the match, nobody outside the two families (admins too),
      // and each side once matched.
      if (!s.matched || s.relation === 'other') expect(expected).toBeNull();
      if (s.matched && (s.relation === 'driver' || s.relation === 'asker')) {
        expect(expected).toBe(phoneOf(s.relation === 'driver' ? asker : driver));
      }
      expect(rides.canTake).toBe(isAdultMember(viewer));
      await sql`delete from events where id = ${data.id}::uuid`.execute(db);
    }),
    { numRuns: 25 },
  );
});
