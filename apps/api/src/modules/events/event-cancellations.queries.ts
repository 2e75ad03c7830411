import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';

/** Records who was sent an event's notice: they are the ones told if it is cancelled. */
export async function recordInvitations(
  db: Db,
  eventId: string,
  contactIds: readonly string[],
): Promise<void> {
  if (!contactIds.length) return;
  await db
    .insertInto('event_invitations')
    .values(
      [...new Set(contactIds)].map((contactId) => ({ event_id: eventId, contact_id: contactId })),
    )
    .onConflict((oc) => oc.columns(['event_id', 'contact_id']).doNothing())
    .execute();
}

/** The members who were sent the event's notice, as they are now (address, language). */
export async function invitedContacts(db: Db, eventId: string) {
  return db
    .selectFrom('event_invitations as i')
    .innerJoin('contacts as c', 'c.id', 'i.contact_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.phone', 'c.language'])
    .where('i.event_id', '=', eventId)
    .orderBy('c.id')
    .execute();
}

/** An event, locked for its deletion, with what its cancellation needs. */
export async function lockEventForCancellation(db: Db, id: string) {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'date', 'location_id', 'sequence'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!event) return null;
  const [audience, names] = await Promise.all([
    db
      .selectFrom('event_affiliations')
      .select('affiliation_id')
      .where('event_id', '=', id)
      .orderBy('affiliation_id')
      .execute(),
    db
      .selectFrom('event_translations')
      .select(['language', 'field_name', 'contents'])
      .where('event_id', '=', id)
      .where('field_name', '=', 'Name')
      .execute(),
  ]);
  return {
    ...event,
    affiliationIds: audience.map((a) => a.affiliation_id),
    nameTranslations: names,
  };
}

export async function insertCancelledEvent(
  db: Db,
  row: {
    id: string;
    name: string;
    nameTranslations: readonly { language: string; fieldName: string; contents: string }[];
    date: Date;
    locationId: number | null;
    sequence: number;
    affiliationIds: readonly number[];
    /** Its teams (none: club-wide). */
    teamIds?: readonly number[];
  },
): Promise<void> {
  const values = {
    name: row.name,
    name_translations: JSON.stringify(row.nameTranslations),
    date: row.date,
    location_id: row.locationId,
    sequence: row.sequence,
    affiliation_ids: [...row.affiliationIds],
    team_ids: [...(row.teamIds ?? [])],
    cancelled_at: new Date(),
  };
  // An id is a UUID, never reused: a second row for it can only be a replay.
  await db
    .insertInto('cancelled_events')
    .values({ id: row.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Events cancelled after `since`, with the audience a feed filters them by. */
export async function cancelledEventsSince(db: Db, since: Date) {
  return db
    .selectFrom('cancelled_events')
    .select([
      'id',
      'name',
      'name_translations',
      'date',
      'location_id',
      'sequence',
      'affiliation_ids',
      'team_ids',
      'cancelled_at',
    ])
    .where('cancelled_at', '>', since)
    .where((eb) => currentSeasonOnly(eb.ref('season_id')))
    .orderBy('date', 'asc')
    .execute();
}

/** Forgets events cancelled before `before`; how many were forgotten. */
export async function purgeCancelledEvents(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('cancelled_events')
    .where('cancelled_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
