import { sql } from 'kysely';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import { isVerifiedPhoneOfSql } from '../../platform/outbox/verified-phones.queries';

export interface OfferValues {
  seats: number;
  from_where: string;
  leaves_at: string | null;
  direction: 'both' | 'there' | 'back';
  note: string;
}
export interface RequestValues {
  seats: number;
  from_where: string;
  note: string;
}

const person = ['first_name', 'last_name', 'phone', 'hide_contact_from_others'] as const;

/** An event's offers, first posted first, with their driver and the seats their matches take. */
export function offersOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('ride_offers as o')
    .innerJoin('contacts as c', 'c.id', 'o.driver_id')
    .select(['o.id', 'o.driver_id', 'o.seats', 'o.from_where', 'o.leaves_at', 'o.direction'])
    .select(['o.note', ...person.map((p) => `c.${p}` as const)])
    .select((eb) =>
      eb
        .selectFrom('ride_requests as r')
        .select(sql<number>`coalesce(sum(r.seats), 0)::int`.as('taken'))
        .whereRef('r.offer_id', '=', 'o.id')
        .as('taken'),
    )
    .where('o.event_id', '=', eventId)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}

/** An event's requests, first asked first, with the adult who asked. */
export function requestsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('ride_requests as r')
    .innerJoin('contacts as c', 'c.id', 'r.asker_id')
    .select(['r.id', 'r.asker_id', 'r.seats', 'r.from_where', 'r.note', 'r.offer_id'])
    .select(person.map((p) => `c.${p}` as const))
    .where('r.event_id', '=', eventId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/**
 * An offer, locked until the transaction ends when `lock` (`for update`): accepts, edits and
 * cancels of one offer take turns, so the seats counted after it are the seats the write sees.
 */
export function findOffer(db: Db, id: number, lock = false) {
  const q = db
    .selectFrom('ride_offers')
    .select(['id', 'event_id', 'driver_id', 'seats', 'from_where', 'leaves_at', 'direction'])
    .where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function findRequest(db: Db, id: number, lock = false) {
  const q = db
    .selectFrom('ride_requests')
    .select(['id', 'event_id', 'asker_id', 'seats', 'from_where', 'offer_id'])
    .where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function seatsTaken(db: Db, offerId: number): Promise<number> {
  return db
    .selectFrom('ride_requests')
    .select(sql<number>`coalesce(sum(seats), 0)::int`.as('n'))
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Adds an offer; null when the driver already has one for the event. */
export async function insertOffer(db: Db, eventId: string, driverId: string, v: OfferValues) {
  const row = await db
    .insertInto('ride_offers')
    .values({ event_id: eventId, driver_id: driverId, ...v })
    .onConflict((oc) => oc.columns(['event_id', 'driver_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateOffer(db: Db, id: number, v: OfferValues): Promise<void> {
  await db.updateTable('ride_offers').set(v).where('id', '=', id).execute();
}

export async function deleteOffer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ride_offers').where('id', '=', id).execute();
}

/** Adds a request; null when the adult already asked for this event. */
export async function insertRequest(db: Db, eventId: string, askerId: string, v: RequestValues) {
  const row = await db
    .insertInto('ride_requests')
    .values({ event_id: eventId, asker_id: askerId, ...v })
    .onConflict((oc) => oc.columns(['event_id', 'asker_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateRequest(db: Db, id: number, v: RequestValues): Promise<void> {
  await db.updateTable('ride_requests').set(v).where('id', '=', id).execute();
}

export async function deleteRequest(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ride_requests').where('id', '=', id).execute();
}

export async function setMatch(db: Db, requestId: number, offerId: number | null): Promise<void> {
  await db
    .updateTable('ride_requests')
    .set({ offer_id: offerId, matched_at: offerId === null ? null : new Date() })
    .where('id', '=', requestId)
    .execute();
}

/** The requests an offer accepted (told when the offer is cancelled). */
export function matchesOfOffer(db: Db, offerId: number) {
  return db
    .selectFrom('ride_requests')
    .select(['id', 'asker_id', 'seats', 'from_where'])
    .where('offer_id', '=', offerId)
    .execute();
}

/** Whom a ride notice goes to: their name, addresses and language. */
export function ridePerson(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a ride notice says of its event: its name in both languages and its start. */
export function rideEvent(db: Db, id: string) {
  return db
    .selectFrom('events as e')
    .leftJoin('event_translations as t', (j) =>
      j
        .onRef('t.event_id', '=', 'e.id')
        .on('t.field_name', '=', 'Name')
        .on('t.language', '=', 'es'),
    )
    .select(['e.id', 'e.name', 't.contents as name_es', 'e.date'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

/**
 * The matched rides of whoever holds this number, as asker or driver, of the current season's
 * events from `from` on, the latest match first: what a "C" reply to a confirmation cancels.
 * Only a side whose verified number it is (a card that merely names the number, someone else's,
 * cancels nothing, as for the Y/N replies to reminders) and to whom a ride text was sent at this
 * number since the match (its confirmation: a "C" answers a text, never a number that got none).
 */
export function matchesByPhone(db: Db, phone: string, from: Date) {
  return db
    .selectFrom('ride_requests as r')
    .innerJoin('ride_offers as o', 'o.id', 'r.offer_id')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('contacts as c', (j) =>
      j.on((eb) =>
        eb.or([eb('c.id', '=', eb.ref('r.asker_id')), eb('c.id', '=', eb.ref('o.driver_id'))]),
      ),
    )
    .select(['r.id as request_id', 'c.id as contact_id', 'r.event_id'])
    .where('c.phone', '=', phone)
    .where(isVerifiedPhoneOfSql(sql.ref<string>('c.id'), sql.val(phone)))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('deliveries as d')
          .innerJoin('messages as m', 'm.id', 'd.message_id')
          .select('d.id')
          .where('m.kind', '=', 'ride')
          .where('d.channel', '=', 'sms')
          .where('d.status', '=', 'sent')
          .where('d.recipient', '=', phone)
          .whereRef('d.contact_id', '=', 'c.id')
          .whereRef('d.sent_at', '>=', 'r.matched_at'),
      ),
    )
    .where('e.date', '>=', from)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .orderBy('r.matched_at', 'desc')
    .execute();
}
