import { sql } from 'kysely';
import type { RsvpStatus } from '@dugout/shared';
import { eventVisibleTo } from '../../platform/access/audience';
import { currentSeasonOnly } from '../../platform/access/seasons';
import { householdOfContact } from '../../platform/access/households';
import { teamsOfContact } from '../../platform/access/teams';
import { rsvpVisibleTo } from '../../platform/access/rsvp';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

/** A contact's recorded answer to an event, or null when they have not answered. */
export async function currentRsvpStatus(
  db: Db,
  eventId: string,
  contactId: string,
): Promise<RsvpStatus | null> {
  const row = await db
    .selectFrom('rsvps')
    .select('status')
    .where('event_id', '=', eventId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** The contact an answer is for, with what the access rules and the confirmation need. */
export async function findRsvpContact(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'language',
      'permissions',
      'affiliation_id',
    ])
    .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Who answers by a one-tap link: what the access rules look at, household and teams too (without
 * them a player's own link to their team's event would open as not found).
 */
export async function findRsvpAnswerer(db: Db, id: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'permissions', 'affiliation_id'])
    .select((eb) => householdOfContact(eb.ref('contacts.id')).as('household'))
    .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A contact's answer to an event (its id and status), if any. */
export async function findRsvp(db: Db, eventId: string, contactId: string) {
  return db
    .selectFrom('rsvps')
    .select(['id', 'status'])
    .where('event_id', '=', eventId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
}

export async function findRsvpById(db: Db, id: string) {
  return db
    .selectFrom('rsvps')
    .select(['id', 'event_id', 'contact_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Writes an answer: one row per event and contact, whatever the concurrency (the unique pair and
 * `on conflict do update`). Contact details given with the answer replace the stored ones; none
 * keeps them. An identical answer writes nothing: the id is returned only when a row was written.
 */
export async function upsertRsvp(
  db: Db,
  row: {
    eventId: string;
    contactId: string;
    status: RsvpStatus;
    phone: string | null;
    email: string | null;
    language: string;
    note: string | null;
  },
  given: { phone: boolean; email: boolean; language: boolean; note: boolean },
): Promise<string | null> {
  const written = await db
    .insertInto('rsvps')
    .values({
      event_id: row.eventId,
      contact_id: row.contactId,
      status: row.status,
      phone: row.phone,
      email: row.email,
      language: row.language,
      note: row.note,
    })
    .onConflict((oc) =>
      oc
        .columns(['event_id', 'contact_id'])
        .doUpdateSet({
          status: (eb) => eb.ref('excluded.status'),
          phone: (eb) => eb.ref(given.phone ? 'excluded.phone' : 'rsvps.phone'),
          email: (eb) => eb.ref(given.email ? 'excluded.email' : 'rsvps.email'),
          language: (eb) => eb.ref(given.language ? 'excluded.language' : 'rsvps.language'),
          note: (eb) => eb.ref(given.note ? 'excluded.note' : 'rsvps.note'),
          updated_at: new Date(),
        })
        .where(
          given.note
            ? sql<boolean>`(rsvps.status, rsvps.note) is distinct from (excluded.status, excluded.note)`
            : sql<boolean>`rsvps.status is distinct from excluded.status`,
        ),
    )
    .returning(['id'])
    .executeTakeFirst();
  return written?.id ?? null;
}

/** An event's name in one language, when it has a translation. */
export async function translatedEventName(
  db: Db,
  eventId: string,
  language: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('event_translations')
    .select('contents')
    .where('event_id', '=', eventId)
    .where('language', '=', language)
    .where('field_name', '=', 'Name')
    .executeTakeFirst();
  return row?.contents ?? null;
}

/** An event's audience (its affiliation ids; empty: everyone), or null when there is no such event. */
export async function eventAudience(db: Db, eventId: string): Promise<number[] | null> {
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('event_affiliations as ea', 'ea.event_id', 'e.id')
    .select('ea.affiliation_id')
    .where('e.id', '=', eventId)
    .execute();
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.affiliation_id === null ? [] : [r.affiliation_id]));
}

/**
 * The answers of these contacts to events dated in [from, to] (no `to`: every later one) that
 * the viewer may see, and only answers the viewer may see (platform/access).
 */
export async function householdAnswers(
  db: Db,
  viewer: Viewer,
  contactIds: readonly string[],
  /** 'season': the whole current season, to be cut to windows in memory (answersIn). */
  window: { from: Date; to: Date | null } | { eventId: string } | 'season',
) {
  if (contactIds.length === 0) return [];
  let q = db
    .selectFrom('rsvps as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.event_id', 'r.contact_id', 'r.status', 'r.note', 'e.date'])
    .where('r.contact_id', 'in', contactIds)
    .where((eb) => rsvpVisibleTo(viewer, eb.ref('r.contact_id')))
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')));
  if (window === 'season') q = q.where((eb) => currentSeasonOnly(eb.ref('e.season_id')));
  else if ('eventId' in window) q = q.where('e.id', '=', window.eventId);
  else {
    q = q.where((eb) => currentSeasonOnly(eb.ref('e.season_id')));
    q = q.where('e.date', '>=', window.from);
    if (window.to) q = q.where('e.date', '<=', window.to);
  }
  return q.orderBy('e.date').orderBy('r.contact_id').execute();
}

export type HouseholdAnswer = Awaited<ReturnType<typeof householdAnswers>>[number];

/**
 * The answers of a whole season's read (householdAnswers 'season') that the same query with a
 * window or an event of the current season would select, in the same order.
 */
export function answersIn(
  season: readonly HouseholdAnswer[],
  contactIds: readonly string[],
  window: { from: Date; to: Date | null } | { eventId: string },
): HouseholdAnswer[] {
  const contacts = new Set(contactIds);
  const inWindow =
    'eventId' in window
      ? (a: HouseholdAnswer) => a.event_id === window.eventId
      : (a: HouseholdAnswer) =>
          a.date !== null &&
          a.date.getTime() >= window.from.getTime() &&
          a.date.getTime() <= (window.to?.getTime() ?? Infinity);
  return season.filter((a) => contacts.has(a.contact_id) && inWindow(a));
}

/**
 * The events of teams of the current season that the viewer may see, by date, with their teams
 * and audience: the household line names whom each is for. Club-wide events are left out. The
 * same for every viewer of a class (audienceKey), so kept per class (rsvp.routes.ts) and cut to a
 * window in memory (teamEventsIn).
 */
export async function teamEventsOfSeason(db: Db, viewer: Viewer) {
  return db
    .selectFrom('events as e')
    .select((eb) => [
      'e.id',
      sql<number[]>`(select array_agg(et.team_id order by et.team_id)
        from event_teams et where et.event_id = e.id)`.as('teams'),
      sql<number[]>`(select coalesce(array_agg(ea.affiliation_id), '{}')
        from event_affiliations ea where ea.event_id = e.id)`.as('audience'),
      eb.ref('e.date').as('date'),
    ])
    .where((eb) => eb.exists(eb.selectFrom('event_teams as t').whereRef('t.event_id', '=', 'e.id')))
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .where('e.date', 'is not', null)
    .orderBy('e.date')
    .orderBy('e.id')
    .execute();
}

export type TeamEvent = Awaited<ReturnType<typeof teamEventsOfSeason>>[number];

/** Those dated in [from, to] (no `to`: every later one), as the window's SQL would select them. */
export function teamEventsIn(
  events: readonly TeamEvent[],
  window: { from: Date; to: Date | null },
): TeamEvent[] {
  const from = window.from.getTime();
  const to = window.to?.getTime() ?? Infinity;
  return events.filter(
    (e) => e.date !== null && e.date.getTime() >= from && e.date.getTime() <= to,
  );
}

/** Every contact with what the access rules and the admins' list need. */
export async function contactsForAnswerList(db: Db) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .leftJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .leftJoin('households as h', 'h.id', 'hm.household_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.phone',
      'c.email',
      'c.permissions',
      'c.affiliation_id',
      'a.name as affiliation',
      'h.name as household_name',
      'h.id as household_id',
      'hm.role as household_role',
    ])
    .orderBy(sql`f_unaccent(lower(c.last_name))`)
    .orderBy(sql`f_unaccent(lower(c.first_name))`)
    .orderBy('c.id')
    .execute();
}

/** An event's answers (status and the phone and email given with them). */
export async function answersOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('rsvps')
    .select(['contact_id', 'status', 'phone', 'email', 'note'])
    .where('event_id', '=', eventId)
    .execute();
}

/**
 * The versions of several scopes' answers (migration 20261128T0218), each summed with every
 * scope's (`*`, a TRUNCATE): both only grow, so the sum changes whenever either does. Every scope
 * asked for is in the map; one never answered has the TRUNCATE's count alone.
 */
export async function readAnswersVersions(
  db: Db,
  scopes: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('rsvp_versions')
    .select(['scope', sql<string>`version::text`.as('version')])
    .where('scope', 'in', [...scopes, '*'])
    .execute();
  const found = new Map(rows.map((r) => [r.scope, BigInt(r.version)]));
  const every = found.get('*') ?? 0n;
  return new Map(scopes.map((scope) => [scope, ((found.get(scope) ?? 0n) + every).toString()]));
}
