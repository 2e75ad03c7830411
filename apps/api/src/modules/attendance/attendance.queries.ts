import { sql } from 'kysely';
import { ATTENDANCE_EVENT_TYPES } from '@dugout/shared';
import type { Db } from '../../platform/db/database';

/** A player of an event, with their answer (RSVP) and what was recorded, if anything. */
export interface EventPlayerRow {
  id: string;
  first_name: string;
  last_name: string;
  permissions: string[];
  affiliation_id: number | null;
  /** The teams of the event (or, club-wide, the active teams) the player plays on. */
  teams: number[];
  status: 'yes' | 'no' | null;
  present: boolean | null;
}

const TYPES = sql.join(ATTENDANCE_EVENT_TYPES.map((t) => sql`${t}`));

/**
 * The players of an event: `team_members` with the role 'player' of its teams, or, for a
 * club-wide event, of every active team; with their RSVP to it and their recorded attendance.
 */
export async function eventPlayers(
  db: Db,
  eventId: string,
  teams: readonly number[],
): Promise<EventPlayerRow[]> {
  const ofTeams = teams.length
    ? sql`tm.team_id in (${sql.join(teams.map((t) => sql`${t}`))})`
    : sql`t.active`;
  const { rows } = await sql<EventPlayerRow>`
    select c.id, c.first_name, c.last_name, c.permissions, c.affiliation_id,
      array_agg(distinct tm.team_id order by tm.team_id) as teams,
      r.status, a.present
    from team_members tm
    join teams t on t.id = tm.team_id
    join contacts c on c.id = tm.contact_id
    left join rsvps r on r.contact_id = c.id and r.event_id = ${eventId}::uuid
    left join event_attendance a on a.contact_id = c.id and a.event_id = ${eventId}::uuid
    where tm.role = 'player' and ${ofTeams}
    group by c.id, r.status, a.present
    order by lower(c.first_name), lower(c.last_name), c.id`.execute(db);
  return rows;
}

/** When the event's attendance was last saved; null: never. */
export async function attendanceRecordedAt(db: Db, eventId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('event_attendance')
    .select((eb) => eb.fn.max('recorded_at').as('at'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** Writes every player's mark at once (present or not); a later save overwrites it. */
export async function saveAttendance(
  db: Db,
  eventId: string,
  marks: readonly { contactId: string; present: boolean }[],
  recordedBy: string,
): Promise<void> {
  if (!marks.length) return;
  await db
    .insertInto('event_attendance')
    .values(
      marks.map((m) => ({
        event_id: eventId,
        contact_id: m.contactId,
        present: m.present,
        recorded_by: recordedBy,
        recorded_at: sql<Date>`now()`,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['event_id', 'contact_id']).doUpdateSet((eb) => ({
        present: eb.ref('excluded.present'),
        recorded_by: eb.ref('excluded.recorded_by'),
        recorded_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export interface TotalsRow {
  id: string;
  first_name: string;
  last_name: string;
  games_attended: number;
  games_recorded: number;
  practices_attended: number;
  practices_recorded: number;
}

/** Games and practices of a season that count for a team: the team's own and the club-wide. */
const forTeam = (teamId: number) => sql`(
  exists (select 1 from event_teams et where et.event_id = e.id and et.team_id = ${teamId})
  or not exists (select 1 from event_teams et where et.event_id = e.id))`;

const totals = sql`
  count(e.id) filter (where e.event_type = 'game' and a.present)::int as games_attended,
  count(e.id) filter (where e.event_type = 'game')::int as games_recorded,
  count(e.id) filter (where e.event_type = 'practice' and a.present)::int as practices_attended,
  count(e.id) filter (where e.event_type = 'practice')::int as practices_recorded`;

/** Each player of the team over the season's recorded games and practices of the team. */
export async function teamPlayerTotals(
  db: Db,
  teamId: number,
  seasonId: number,
): Promise<TotalsRow[]> {
  const { rows } = await sql<TotalsRow>`
    select c.id, c.first_name, c.last_name, ${totals}
    from team_members tm
    join contacts c on c.id = tm.contact_id
    left join event_attendance a on a.contact_id = c.id
    left join events e on e.id = a.event_id and e.season_id = ${seasonId}
      and e.event_type in (${TYPES}) and ${forTeam(teamId)}
    where tm.team_id = ${teamId} and tm.role = 'player'
    group by c.id
    order by lower(c.first_name), lower(c.last_name), c.id`.execute(db);
  return rows;
}

/**
 * How many of the team's games and practices of the season have attendance recorded for one of
 * its players (a club-wide event recorded before they joined does not count for a new team).
 */
export async function teamRecordedEvents(
  db: Db,
  teamId: number,
  seasonId: number,
): Promise<{ games: number; practices: number }> {
  const { rows } = await sql<{ games: number; practices: number }>`
    select count(*) filter (where e.event_type = 'game')::int as games,
      count(*) filter (where e.event_type = 'practice')::int as practices
    from events e
    where e.season_id = ${seasonId} and e.event_type in (${TYPES}) and ${forTeam(teamId)}
      and exists (select 1 from event_attendance a
        join team_members tm on tm.contact_id = a.contact_id
          and tm.team_id = ${teamId} and tm.role = 'player'
        where a.event_id = e.id)`.execute(db);
  return rows[0] ?? { games: 0, practices: 0 };
}

/** The players among `ids` (on a team's roster as players), over the current season. */
export async function playersTotals(db: Db, ids: readonly string[]): Promise<TotalsRow[]> {
  if (!ids.length) return [];
  const { rows } = await sql<TotalsRow>`
    select c.id, c.first_name, c.last_name, ${totals}
    from contacts c
    left join event_attendance a on a.contact_id = c.id
    left join events e on e.id = a.event_id and e.season_id = current_season_id()
      and e.event_type in (${TYPES})
    where c.id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})
      and exists (select 1 from team_members tm where tm.contact_id = c.id and tm.role = 'player')
    group by c.id
    order by lower(c.first_name), lower(c.last_name), c.id`.execute(db);
  return rows;
}

/** The season's id and name: `id`, or the current one; null when there is no such season. */
export async function findSeason(
  db: Db,
  id: number | undefined,
): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .$if(id === undefined, (q) => q.where('archived_at', 'is', null))
    .executeTakeFirst();
  return row ?? null;
}

export async function findTeam(db: Db, id: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'short_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
