import type { Db } from '../platform/db/database';
import { nextClubGame } from './seed-games';
import { DEMO_USERS } from './demo-users';

/**
 * Rides on the demo's next away game, so `npm start` shows the event page's rides: an open offer
 * (2 seats, there and back) and an open request, and a matched pair. All by seeded parents
 * (guardians of a household with a phone), none by a demo sign-in, so the e2e specs post their
 * own. Idempotent: a demo folder seeded before rides gets them at its next start, once.
 */
export async function seedRides(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('ride_offers').select('id').limit(1).executeTakeFirst()) return;
  const awayGame = await nextClubGame(db, 'away', now);
  if (!awayGame?.date) return;
  // One parent of each of four households: nobody drives their own spouse.
  const parents = await db
    .selectFrom('household_members as hm')
    .innerJoin('contacts as c', 'c.id', 'hm.contact_id')
    .distinctOn('hm.household_id')
    .select(['c.id', 'hm.household_id'])
    .where('hm.role', '=', 'guardian')
    .where('c.phone', 'is not', null)
    .where('c.hide_contact_from_others', '=', false)
    .where(
      'c.email',
      'not in',
      DEMO_USERS.map((u) => u.email),
    )
    .orderBy('hm.household_id')
    .orderBy('c.first_name')
    .limit(4)
    .execute();
  if (parents.length < 4) return;
  const [driver, asker, matchedDriver, matchedAsker] = parents.map((p) => p.id) as [
    string,
    string,
    string,
    string,
  ];
  // Leaving an hour and a half before the game, as the away games ask to arrive.
  const leaves = new Date(new Date(awayGame.date).getTime() - 90 * 60 * 1000);
  await db
    .insertInto('ride_offers')
    .values({
      event_id: awayGame.id,
      driver_id: driver,
      seats: 2,
      from_where: 'Riverside Park lot',
      leaves_at: leaves,
      direction: 'both',
      note: 'Minivan, two booster seats.',
    })
    .execute();
  await db
    .insertInto('ride_requests')
    .values({ event_id: awayGame.id, asker_id: asker, seats: 1, from_where: 'Maple St. & 3rd' })
    .execute();
  const { id: offerId } = await db
    .insertInto('ride_offers')
    .values({
      event_id: awayGame.id,
      driver_id: matchedDriver,
      seats: 3,
      from_where: 'Oak Ave. library',
      leaves_at: leaves,
      direction: 'there',
      note: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ride_requests')
    .values({
      event_id: awayGame.id,
      asker_id: matchedAsker,
      seats: 2,
      from_where: 'Elm St. school',
      offer_id: offerId,
      matched_at: now,
    })
    .execute();
}
