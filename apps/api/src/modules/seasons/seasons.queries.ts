import { sql } from 'kysely';
import { eventVisibleTo } from '../../platform/access/audience';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';

/** A season as stored, its days as YYYY-MM-DD. */
export interface SeasonRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  current: boolean;
}

function selectSeasons(db: Db) {
  return db
    .selectFrom('seasons')
    .select([
      'id',
      'name',
      sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      sql<boolean>`archived_at is null`.as('current'),
    ]);
}

/** Every season, the current one first, then the past ones newest first. */
export function listSeasons(db: Db): Promise<SeasonRow[]> {
  return selectSeasons(db)
    .orderBy(sql`archived_at is null`, 'desc')
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSeason(db: Db, id: number): Promise<SeasonRow | undefined> {
  return selectSeasons(db).where('id', '=', id).executeTakeFirst();
}

/**
 * The current season, locked until the transaction ends: two rollovers started at once run one
 * after the other (the second then finds the first's season current).
 */
export function lockCurrentSeason(trx: Db): Promise<SeasonRow | undefined> {
  return selectSeasons(trx).where('archived_at', 'is', null).forUpdate().executeTakeFirst();
}

export async function seasonNamed(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The events of a season the viewer may see (the same audience and teams rule), by date. */
export function seasonEvents(db: Db, viewer: Viewer, seasonId: number, language: string) {
  return db
    .selectFrom('events as e')
    .select([
      'e.id',
      sql<string>`coalesce((select t.contents from event_translations t
        where t.event_id = e.id and t.language = ${language} and t.field_name = 'Name'), e.name)`.as(
        'name',
      ),
      'e.date',
      'e.event_type',
      'e.opponent',
      sql<number>`(select count(*)::int from rsvps r where r.event_id = e.id and r.status = 'yes')`.as(
        'going',
      ),
    ])
    .where('e.season_id', '=', seasonId)
    .where((eb) => eventVisibleTo(viewer, eb.ref('e.id')))
    .orderBy(sql`e.date is null`)
    .orderBy('e.date', 'asc')
    .orderBy('e.name')
    .execute();
}

export function activeTeams(db: Db) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/**
 * The events of `seasonId` that move into a new season starting on `startsOn`: dated on or after
 * it, and club-wide or of a continuing team. Everything else of the season is archived.
 */
function movingEvents(seasonId: number, startsOn: string, continuing: readonly number[]) {
  return sql`select e.id from events e
    where e.season_id = ${seasonId} and e.date >= ${startsOn}::date
      and (not exists (select 1 from event_teams et where et.event_id = e.id)
        or exists (select 1 from event_teams et where et.event_id = e.id
          and et.team_id = any(${sql.val([...continuing])}::int[])))`;
}

/** What starting a season would archive, move and carry: counted in a few set-based queries. */
export async function rolloverCounts(
  db: Db,
  seasonId: number,
  startsOn: string,
  continuing: readonly number[],
) {
  const moving = movingEvents(seasonId, startsOn, continuing);
  const { rows } = await sql<{
    events: number;
    moved: number;
    rsvps: number;
    requests: number;
    messages: number;
    families: number;
    households: number;
    venues: number;
    preferences: number;
  }>`select
      (select count(*)::int from events where season_id = ${seasonId}) as events,
      (select count(*)::int from (${moving}) m) as moved,
      (select count(*)::int from rsvps r join events e on e.id = r.event_id
        where e.season_id = ${seasonId} and e.id not in (${moving})) as rsvps,
      (select count(*)::int from form_requests where season_id = ${seasonId}) as requests,
      (select count(*)::int from messages where season_id = ${seasonId}
        and kind not in ('login_code', 'phone_code')) as messages,
      (select count(*)::int from contacts) as families,
      (select count(*)::int from households) as households,
      (select count(*)::int from venues) as venues,
      (select count(*)::int from message_preferences) as preferences`.execute(db);
  return rows[0]!;
}

/**
 * Starts a season in the caller's transaction: the current one is archived (its rows keep its
 * id), the new one becomes current, the events that belong to it move, and teams that do not
 * continue become inactive (their rosters kept). Set-based: a handful of statements whatever the
 * club's size, and readers are never blocked (row locks only on the events that move).
 */
export async function rollOver(
  trx: Db,
  from: number,
  season: { name: string; startsOn: string; endsOn: string },
  continuing: readonly number[],
): Promise<number> {
  await trx
    .updateTable('seasons')
    .set({ archived_at: sql`now()` })
    .where('id', '=', from)
    .execute();
  const { id } = await trx
    .insertInto('seasons')
    .values({ name: season.name, starts_on: season.startsOn, ends_on: season.endsOn })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update events set season_id = ${id}
    where id in (${movingEvents(from, season.startsOn, continuing)})`.execute(trx);
  let stopping = trx.updateTable('teams').set({ active: false }).where('active', '=', true);
  if (continuing.length) stopping = stopping.where('id', 'not in', [...continuing]);
  await stopping.execute();
  return id;
}
