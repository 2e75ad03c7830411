import { sql } from 'kysely';
import { currentSeasonOnly } from '../../platform/access/seasons';
import { eventVisibleTo } from '../../platform/access/audience';
import { teamsOfContact } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

export interface DutyValues {
  name_en: string;
  name_es: string;
  slots: number;
  note: string;
  at: string | null;
  signup_closes_at: string | null;
}

const dutyColumns = [
  'd.id',
  'd.event_id',
  'd.name_en',
  'd.name_es',
  'd.slots',
  'd.note',
  'd.at',
  'd.signup_closes_at',
] as const;

/** An event's duties, in their order. */
export function dutiesOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('event_duties as d')
    .select(dutyColumns)
    .where('d.event_id', '=', eventId)
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute();
}

/** Who took each of these duties, first come first, with what naming them needs. */
export function signupsOfDuties(db: Db, dutyIds: readonly number[]) {
  if (!dutyIds.length) return Promise.resolve([]);
  return db
    .selectFrom('duty_signups as s')
    .innerJoin('contacts as c', 'c.id', 's.contact_id')
    .select([
      's.id',
      's.duty_id',
      's.contact_id',
      'c.first_name',
      'c.last_name',
      'c.hide_contact_from_others',
    ])
    .where('s.duty_id', 'in', [...dutyIds])
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

export function countDuties(db: Db, eventId: string): Promise<number> {
  return db
    .selectFrom('event_duties')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function insertDuty(db: Db, eventId: string, values: DutyValues): Promise<number> {
  const row = await db
    .insertInto('event_duties')
    .values({
      event_id: eventId,
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from event_duties
        where event_id = ${eventId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A duty's row, locked until the transaction ends (`for update`): sign-ups, withdrawals and
 * edits of one duty take turns, so the count read after it is the count the write sees.
 */
export function lockDuty(db: Db, id: number) {
  return db
    .selectFrom('event_duties as d')
    .select(dutyColumns)
    .where('d.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findDuty(db: Db, id: number) {
  return db
    .selectFrom('event_duties as d')
    .select(dutyColumns)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function updateDuty(db: Db, id: number, values: DutyValues): Promise<void> {
  await db.updateTable('event_duties').set(values).where('id', '=', id).execute();
}

export async function deleteDuty(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_duties').where('id', '=', id).execute();
}

export function countSignups(db: Db, dutyId: number): Promise<number> {
  return db
    .selectFrom('duty_signups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('duty_id', '=', dutyId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Adds a sign-up; null when the person already has one for the duty. A person reminded of this
 * duty before (signed up, withdrew or was removed, and is back) keeps that reminder's mark: the
 * reminder is once per duty and person (duty_reminders_sent), and "My duties" says it was sent.
 */
export async function insertSignup(
  db: Db,
  dutyId: number,
  contactId: string,
  by: string,
): Promise<number | null> {
  const row = await db
    .insertInto('duty_signups')
    .values((eb) => ({
      duty_id: dutyId,
      contact_id: contactId,
      signed_up_by: by,
      reminded_at: eb
        .selectFrom('duty_reminders_sent')
        .select('reminded_at')
        .where('duty_id', '=', dutyId)
        .where('contact_id', '=', contactId),
    }))
    .onConflict((oc) => oc.columns(['duty_id', 'contact_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findSignup(db: Db, id: number) {
  return db
    .selectFrom('duty_signups as s')
    .innerJoin('contacts as c', 'c.id', 's.contact_id')
    .select(['s.id', 's.duty_id', 's.contact_id', 'c.first_name', 'c.last_name'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function deleteSignup(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('duty_signups').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The contact to sign up, with what the event's rule reads of them. */
export function findVolunteer(db: Db, id: string) {
  return (
    db
      .selectFrom('contacts')
      .select(['id', 'first_name', 'last_name', 'permissions', 'affiliation_id'])
      .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
      // Their role in their household (none: null), to refuse a child as a volunteer.
      .select((eb) =>
        eb
          .selectFrom('household_members as hm')
          .select('hm.role')
          .whereRef('hm.contact_id', '=', 'contacts.id')
          .limit(1)
          .as('household_role'),
      )
      .where('id', '=', id)
      .executeTakeFirst()
  );
}

/**
 * The sign-ups of these contacts (the member and their household) for events of the current
 * season the reader still sees, from today on, soonest first.
 */
export function signupsOf(db: Db, viewer: Viewer, contactIds: readonly string[], from: Date) {
  return db
    .selectFrom('duty_signups as s')
    .innerJoin('event_duties as d', 'd.id', 's.duty_id')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .innerJoin('contacts as c', 'c.id', 's.contact_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('event_translations as t', (j) =>
      j
        .onRef('t.event_id', '=', 'e.id')
        .on('t.field_name', '=', 'Name')
        .on('t.language', '=', 'es'),
    )
    .select([
      's.id as signup_id',
      'd.id as duty_id',
      'd.name_en',
      'd.name_es',
      'd.at',
      's.contact_id',
      's.reminded_at',
      'c.first_name',
      'c.last_name',
      'e.id as event_id',
      'e.name as event_name',
      't.contents as event_name_es',
      'e.date',
      'v.name as venue',
    ])
    .where('s.contact_id', 'in', [...contactIds])
    .where('e.date', '>=', from)
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .orderBy('e.date')
    .orderBy('d.sort_order')
    .limit(100)
    .execute();
}
