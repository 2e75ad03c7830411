import { sql, type SqlBool } from 'kysely';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@dugout/shared';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import { isVerifiedPhoneOfSql } from '../../platform/outbox/verified-phones.queries';

/** An event's reminder settings; the defaults when it has none stored. */
export async function reminderSettingsOf(db: Db, eventId: string): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('event_reminder_settings')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    unansweredHours: row.unanswered_hours,
    unansweredOn: row.unanswered_on,
    goingHours: row.going_hours,
    goingOn: row.going_on,
  };
}

export async function saveReminderSettings(
  db: Db,
  eventId: string,
  s: ReminderSettings,
): Promise<void> {
  const values = {
    unanswered_hours: s.unansweredHours,
    unanswered_on: s.unansweredOn,
    going_hours: s.goingHours,
    going_on: s.goingOn,
  };
  await db
    .insertInto('event_reminder_settings')
    .values({ event_id: eventId, ...values })
    .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
    .execute();
}

/**
 * Events whose reminder of one kind may be due at `now`: not started, reminder on, and the start
 * within the reminder's hours (two more: the due time is counted on the wall clock, which a
 * clock change moves by an hour). The exact rule (reminderIsDue) is applied to what this finds.
 */
export async function eventsWithReminderNear(db: Db, kind: 'unanswered' | 'going', now: Date) {
  const d = DEFAULT_REMINDER_SETTINGS;
  const hours =
    kind === 'unanswered'
      ? sql<number>`coalesce(s.unanswered_hours, ${d.unansweredHours})`
      : sql<number>`coalesce(s.going_hours, ${d.goingHours})`;
  const on =
    kind === 'unanswered'
      ? sql<boolean>`coalesce(s.unanswered_on, true)`
      : sql<boolean>`coalesce(s.going_on, true)`;
  return db
    .selectFrom('events as e')
    .leftJoin('event_reminder_settings as s', 's.event_id', 'e.id')
    .select(['e.id', 'e.date', hours.as('hours')])
    .where('e.date', '>', now)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .where(sql<SqlBool>`${on}`)
    .where(sql<SqlBool>`e.date - (${hours} + 2) * interval '1 hour' <= ${now}`)
    .orderBy('e.date')
    .execute();
}

/** The event with what a reminder says: its name, start, venue and arrival. */
export async function reminderEvent(db: Db, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'event_type', 'date', 'ends_at', 'venue_id', 'arrival_minutes_before'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The event's type (a game or practice asks about its players): null when it has none. */
export async function eventTypeOf(db: Db, eventId: string): Promise<string | null> {
  const row = await db
    .selectFrom('events')
    .select('event_type')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.event_type ?? null;
}

/** The contact (`c`) has not answered the event: the test both "not answered" lists share. */
const noAnswerTo = (eventId: string) =>
  sql<SqlBool>`not exists (select 1 from rsvps r where r.event_id = ${eventId} and r.contact_id = c.id)`;

/**
 * The players of a game or practice (of its teams; club-wide: of every active team, as
 * "Players' availability" reads them) with no answer yet, in id order, with what the audience
 * rule reads (the caller keeps those the event is for); leaving out those already reminded in
 * `claimed`, as contactsNotAnswered does.
 */
export async function playersNotAnswered(
  db: Db,
  eventId: string,
  teams: readonly number[],
  claimed?: ClaimedSlot,
) {
  const ofTeams = teams.length
    ? sql<SqlBool>`tm.team_id in (${sql.join(teams.map((t) => sql`${t}`))})`
    : sql<SqlBool>`t.active`;
  return db
    .selectFrom('team_members as tm')
    .innerJoin('teams as t', 't.id', 'tm.team_id')
    .innerJoin('contacts as c', 'c.id', 'tm.contact_id')
    .select(contactColumns)
    .where('tm.role', '=', 'player')
    .where(ofTeams)
    .where(noAnswerTo(eventId))
    .$if(!!claimed, (q) => q.where(notClaimed(eventId, claimed!, undefined)))
    .distinct()
    .orderBy('c.id')
    .execute();
}

/**
 * Whom a reminder about each of these players goes to: the guardians of the player's household
 * (who answer for them), or the player themself when they have none.
 */
export async function answerersOfPlayers(db: Db, playerIds: readonly string[]) {
  if (playerIds.length === 0) return [];
  const guardians = await db
    .selectFrom('household_members as p')
    .innerJoin('household_members as g', 'g.household_id', 'p.household_id')
    .innerJoin('contacts as c', 'c.id', 'g.contact_id')
    .select(['p.contact_id as player_id', ...contactColumns])
    .where('p.contact_id', 'in', playerIds)
    .where('g.role', '=', 'guardian')
    .orderBy('p.contact_id')
    .orderBy('c.id')
    .execute();
  const covered = new Set(guardians.map((g) => g.player_id));
  const alone = playerIds.filter((id) => !covered.has(id));
  const selves = alone.length
    ? await db
        .selectFrom('contacts as c')
        .select(['c.id as player_id', ...contactColumns])
        .where('c.id', 'in', alone)
        .execute()
    : [];
  return [...guardians, ...selves];
}

/** The event's audience (affiliation ids; none: everyone). */
export async function eventAudience(db: Db, eventId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('event_affiliations')
    .select('affiliation_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => r.affiliation_id);
}

const contactColumns = [
  'c.id',
  'c.first_name',
  'c.last_name',
  'c.email',
  'c.phone',
  'c.language',
  'c.affiliation_id',
] as const;

/** A reminder already claimed for this event, kind and slot: the scheduler's tick skips it. */
export interface ClaimedSlot {
  kind: 'unanswered' | 'going';
  slot: string;
}

/** A page of contacts in id order: those after `after` (null: from the first), at most `limit`. */
export interface ContactPage {
  after: string | null;
  limit: number;
}

/**
 * Contacts who have not answered the event (the caller keeps those it is for), leaving out those
 * already reminded in `claimed` (every tick asks again; without it, each re-reads everyone).
 */
export async function contactsNotAnswered(
  db: Db,
  eventId: string,
  claimed?: ClaimedSlot,
  page?: ContactPage,
) {
  return (
    db
      .selectFrom('contacts as c')
      .select(contactColumns)
      .where(noAnswerTo(eventId))
      .$if(!!claimed, (q) => q.where(notClaimed(eventId, claimed!, page?.after)))
      // In id order (the order claims take their locks in), from the page's place when given.
      .$if(!!page?.after, (q) => q.where('c.id', '>', page!.after!))
      .orderBy('c.id')
      .$if(!!page, (q) => q.limit(page!.limit))
      .execute()
  );
}

/** Contacts who said yes to the event (leaving out those already reminded in `claimed`). */
export async function contactsGoing(
  db: Db,
  eventId: string,
  claimed?: ClaimedSlot,
  page?: ContactPage,
) {
  return (
    db
      .selectFrom('contacts as c')
      .innerJoin('rsvps as r', 'r.contact_id', 'c.id')
      .select(contactColumns)
      .where('r.event_id', '=', eventId)
      .where('r.status', '=', 'yes')
      .$if(!!claimed, (q) => q.where(notClaimed(eventId, claimed!, page?.after)))
      // In id order (the order claims take their locks in), from the page's place when given.
      .$if(!!page?.after, (q) => q.where('c.id', '>', page!.after!))
      .orderBy('c.id')
      .$if(!!page, (q) => q.limit(page!.limit))
      .execute()
  );
}

/**
 * Not yet claimed for the slot. A page's place is repeated on the claims (implied by the join, but
 * not to the planner): without it each page's merge join reads every claim before the page, and
 * a 20,000-family pass reads its own claims over and over.
 */
function notClaimed(eventId: string, claimed: ClaimedSlot, after: string | null | undefined) {
  const from = after ? sql`and er.contact_id > ${after}` : sql``;
  return sql<SqlBool>`not exists (select 1 from event_reminders er where er.event_id = ${eventId} and er.kind = ${claimed.kind} and er.slot = ${claimed.slot} and er.contact_id = c.id ${from})`;
}

export type ReminderContact = Awaited<ReturnType<typeof contactsGoing>>[number];

/**
 * Claims the reminder for these contacts: a row per contact that has none for this event, kind
 * and slot. Returns the contacts claimed now. Under a concurrent claim the unique key makes the
 * second transaction wait for the first and then claim nothing: a reminder is queued once.
 */
export async function claimReminders(
  db: Db,
  eventId: string,
  kind: 'unanswered' | 'going' | 'manual',
  slot: string,
  contactIds: readonly string[],
): Promise<Set<string>> {
  if (contactIds.length === 0) return new Set();
  const claimed = new Set<string>();
  for (let i = 0; i < contactIds.length; i += 500) {
    const rows = await db
      .insertInto('event_reminders')
      .values(
        contactIds
          .slice(i, i + 500)
          .map((id) => ({ event_id: eventId, contact_id: id, kind, slot })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'contact_id', 'kind', 'slot']).doNothing())
      .returning('contact_id')
      .execute();
    for (const r of rows) claimed.add(r.contact_id);
  }
  return claimed;
}

/**
 * Records the message a claimed reminder went in, and the number it was texted to: one statement
 * per 500 people (a statement per person kept a 20,000-family pass, and on the embedded database
 * every other request, waiting for minutes).
 */
export async function recordReminderMessage(
  db: Db,
  eventId: string,
  kind: 'unanswered' | 'going' | 'manual',
  slot: string,
  messageId: string,
  phones: ReadonlyMap<string, string | null>,
): Promise<void> {
  const entries = [...phones];
  for (let i = 0; i < entries.length; i += 500) {
    const values = sql.join(
      entries.slice(i, i + 500).map(([id, phone]) => sql`(${id}::uuid, ${phone}::text)`),
    );
    await sql`update event_reminders r
                 set message_id = ${messageId}::uuid, phone = v.phone
                from (values ${values}) as v(contact_id, phone)
               where r.event_id = ${eventId}::uuid and r.contact_id = v.contact_id
                 and r.kind = ${kind} and r.slot = ${slot}`.execute(db);
  }
}

/**
 * What a Y/N text from a number answers: the reminder in the latest text the outbox sent to it
 * within `since`, for events not yet started. None when that latest text was not a reminder (a
 * staff text came after it: "No" answers that, not the game); every person that text reminded
 * when it reminded several sharing the number (the caller then answers for no one). Only people
 * whose verified number it is: a card that merely names the number (someone else's, typed on a
 * child's card) gets no answer from its holder.
 */
export async function reminderAnsweredBy(db: Db, phone: string, since: Date, now: Date) {
  const latest = await db
    .selectFrom('deliveries')
    .select(['message_id'])
    .where('channel', '=', 'sms')
    .where('recipient', '=', phone)
    .where('status', '=', 'sent')
    .where('sent_at', '>=', since)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return [];
  return db
    .selectFrom('event_reminders as er')
    .innerJoin('events as e', 'e.id', 'er.event_id')
    .select(['er.event_id', 'er.contact_id'])
    .where('er.message_id', '=', latest.message_id)
    .where('er.phone', '=', phone)
    .where(isVerifiedPhoneOfSql(sql.ref<string>('er.contact_id'), sql.val(phone)))
    .where('e.date', '>', now)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .orderBy('er.contact_id')
    .execute();
}

/** The language of a contact whose phone is this number (the first found), or null. */
export async function languageOfPhone(db: Db, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('contacts')
    .select('language')
    .where('phone', '=', phone)
    .orderBy('id')
    .executeTakeFirst();
  return row?.language ?? null;
}
