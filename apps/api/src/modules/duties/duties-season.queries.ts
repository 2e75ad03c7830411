import { sql } from 'kysely';
import { eventVisibleTo } from '../../platform/access/audience';
import { currentSeasonOnly } from '../../platform/access/seasons';
import { teamsOfContact } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

const teamsOfEvent = sql<
  number[]
>`array(select et.team_id from event_teams et where et.event_id = e.id order by et.team_id)`;

const spanishName = sql<
  string | null
>`(select t.contents from event_translations t where t.event_id = e.id
  and t.field_name = 'Name' and t.language = 'es' limit 1)`;

/**
 * The current season's coming duties with open slots, of the events the viewer sees (of
 * `teamId` when given), with their teams: the caller keeps those the viewer manages.
 */
export function openDuties(db: Db, viewer: Viewer, now: Date, teamId: number | null) {
  return db
    .selectFrom('event_duties as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .select(['d.id', 'd.name_en', 'd.name_es', 'd.slots', 'e.id as event_id', 'e.name', 'e.date'])
    .select(spanishName.as('name_es_event'))
    .select(teamsOfEvent.as('teams'))
    .select(
      sql<number>`(select count(*)::int from duty_signups s where s.duty_id = d.id)`.as('taken'),
    )
    .where('e.date', '>=', now)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .where(sql<boolean>`(select count(*) from duty_signups s where s.duty_id = d.id) < d.slots`)
    .$if(teamId !== null, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('event_teams as et')
            .select('et.event_id')
            .whereRef('et.event_id', '=', 'e.id')
            .where('et.team_id', '=', teamId!),
        ),
      ),
    )
    .orderBy('e.date')
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .limit(500)
    .execute();
}

/**
 * Whom "Ask families" may write to for an event: the adults (a household's guardians, or someone
 * of no household) with an email or a phone, whose household has nobody signed up for any of the
 * event's duties; with what the event's rule reads of them (the caller keeps who it is for).
 */
export function familiesNotSignedUp(db: Db, eventId: string) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.language',
      'c.permissions',
      'c.affiliation_id',
    ])
    .select((eb) => teamsOfContact(eb.ref('c.id')).as('teams'))
    .where((eb) => eb.or([eb('hm.role', 'is', null), eb('hm.role', '=', 'guardian')]))
    .where((eb) => eb.or([eb('c.email', 'is not', null), eb('c.phone', 'is not', null)]))
    .where(
      sql<boolean>`not exists (
        select 1 from duty_signups s
        join event_duties d on d.id = s.duty_id
        left join household_members shm on shm.contact_id = s.contact_id
        where d.event_id = ${eventId}
          and (s.contact_id = c.id
            or (hm.household_id is not null and shm.household_id = hm.household_id)))`,
    )
    .orderBy('c.id')
    .execute();
}

/**
 * A season's duties with who took each (one row per sign-up; a duty nobody took, one row with
 * none), by event date, of the events the viewer sees; the caller keeps those they manage.
 */
export function seasonDutyRows(db: Db, viewer: Viewer, seasonId: number | null) {
  return db
    .selectFrom('event_duties as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoin('duty_signups as s', 's.duty_id', 'd.id')
    .leftJoin('contacts as c', 'c.id', 's.contact_id')
    .leftJoin('contacts as b', 'b.id', 's.signed_up_by')
    .select([
      'e.id as event_id',
      'e.name as event_name',
      'e.date',
      'd.name_en',
      'd.name_es',
      'd.slots',
      'd.at',
      'c.first_name',
      'c.last_name',
      'b.first_name as by_first_name',
      'b.last_name as by_last_name',
      's.created_at as signed_up_at',
    ])
    .select(spanishName.as('event_name_es'))
    .select(teamsOfEvent.as('teams'))
    .where((eb) =>
      seasonId === null
        ? currentSeasonOnly(eb.ref('e.season_id'))
        : eb('e.season_id', '=', seasonId),
    )
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .orderBy('e.date')
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .orderBy('s.created_at')
    .execute();
}

/** The coming duties of an event with their open slots (the message names them). */
export function openDutiesOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom('event_duties as d')
    .select(['d.name_en', 'd.name_es', 'd.slots'])
    .select(
      sql<number>`(select count(*)::int from duty_signups s where s.duty_id = d.id)`.as('taken'),
    )
    .where('d.event_id', '=', eventId)
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute();
}

/** An event's Spanish name, when it has one. */
export async function spanishEventName(db: Db, eventId: string): Promise<string | null> {
  const row = await db
    .selectFrom('event_translations')
    .select('contents')
    .where('event_id', '=', eventId)
    .where('field_name', '=', 'Name')
    .where('language', '=', 'es')
    .executeTakeFirst();
  return row?.contents || null;
}
