import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { canSeeEventTeams, isAdmin } from '@dugout/shared';
import type { Db } from '../db/database';
import { eb } from './rule';
import type { Viewer } from './viewer';

/**
 * A member's teams, one rule: the teams they are on (player, coach) or manage, and the teams the
 * children of the household they are a guardian of play on (its player, or a sibling who plays
 * on another of the club's teams). A sibling reaches no team through the household. Read as SQL beside any contact's row, so every surface (the auth
 * gate, a calendar feed's owner, a link's contact) loads the same answer.
 */

export type TeamReach = 'player' | 'coach' | 'manager' | 'household';

/** The rows (team_id, reach) of the teams `contactId` reaches, as a SQL subquery body. */
function reachRows(contactId: Expression<string>) {
  return sql`select tm.team_id, tm.role as reach
      from team_members tm where tm.contact_id = ${contactId}
    union all
    select tm.team_id, 'household' as reach
      from household_members me
      join household_members child
        on child.household_id = me.household_id and child.role <> 'guardian'
      join team_members tm on tm.contact_id = child.contact_id and tm.role = 'player'
      where me.contact_id = ${contactId} and me.role = 'guardian'`;
}

/**
 * The ids of the teams a contact reaches (ascending, each once; [] for none): a subquery to
 * select beside the contact's row (`contactId`: e.g. `eb.ref('contacts.id')`).
 */
export function teamsOfContact(contactId: Expression<string>): RawBuilder<number[]> {
  return sql<number[]>`(select coalesce(array_agg(distinct r.team_id order by r.team_id), '{}')
    from (${reachRows(contactId)}) r)`;
}

/**
 * Whether a contact reaches the team (the rule above), as SQL beside the contact's row: the
 * directory's filter by team lists who reaches it.
 */
export function contactReachesTeam(
  contactId: Expression<string>,
  teamId: number,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from (${reachRows(contactId)}) r where r.team_id = ${teamId})`;
}

/** The ids of the teams a contact manages (ascending), beside the contact's row. */
export function teamsManagedBy(contactId: Expression<string>): RawBuilder<number[]> {
  return sql<number[]>`(select coalesce(array_agg(tm.team_id order by tm.team_id), '{}')
    from team_members tm where tm.contact_id = ${contactId} and tm.role = 'manager')`;
}

/** Each team a contact reaches, with every way they reach it (GET /api/teams/mine). */
export async function teamReachOf(
  db: Db,
  contactId: string,
): Promise<{ teamId: number; reach: TeamReach[] }[]> {
  const { rows } = await sql<{ team_id: number; reach: TeamReach[] }>`
    select r.team_id, array_agg(distinct r.reach order by r.reach) as reach
    from (${reachRows(sql.val(contactId))}) r
    group by r.team_id order by r.team_id`.execute(db);
  return rows.map((r) => ({ teamId: r.team_id, reach: r.reach }));
}

// ---- Events of teams -----------------------------------------------------------------------

/**
 * Whether the viewer may see an event for these teams (none: club-wide), beside its audience
 * rule: club-wide events, events of a team the viewer reaches (`viewer.teams`, loaded with the
 * viewer by `teamsOfContact`), and every event for the club's admins.
 */
export function canSeeTeams(
  viewer: Pick<Viewer, 'permissions' | 'teams'>,
  eventTeams: readonly number[],
): boolean {
  return canSeeEventTeams(viewer, eventTeams);
}

/**
 * `canSeeTeams` as SQL on the event's id in the query. A viewer whose teams were not loaded (a
 * feed's owner read without them) is read by their id, with the same rule.
 */
export function eventTeamsVisibleTo(
  viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
  eventId: Expression<string>,
): Expression<SqlBool> {
  return teamsVisibleTo(viewer, 'event_teams', 'event_id', eventId);
}

/**
 * The class of viewers who see the same items of teams: admins see all, anyone else by the teams
 * they reach (a shared answer is built once per class; see platform/cache/shared-json.ts).
 */
export function teamsKey(viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>): string {
  if (isAdmin(viewer)) return 'all';
  // Teams not loaded: the viewer's own class, never another's.
  return viewer.teams ? `teams:${viewer.teams.join(',')}` : `contact:${viewer.id}`;
}

// ---- Content and pinned posts of teams --------------------------------------------------------

/**
 * Content items and pinned posts follow the events' rule (`canSeeTeams`): no row in their teams
 * table is club-wide, else the viewer must reach one of them (admins see all). As SQL on the
 * item's id in the query.
 */
export function contentTeamsVisibleTo(
  viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
  contentId: Expression<string>,
): Expression<SqlBool> {
  return teamsVisibleTo(viewer, 'content_teams', 'content_id', contentId);
}

/** The same rule for a pinned post, on the post's id in the query. */
export function pinnedTeamsVisibleTo(
  viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
  postId: Expression<number>,
): Expression<SqlBool> {
  return teamsVisibleTo(viewer, 'pinned_post_teams', 'post_id', postId);
}

type TeamLinks =
  | { table: 'event_teams'; key: 'event_id'; id: Expression<string> }
  | { table: 'content_teams'; key: 'content_id'; id: Expression<string> }
  | { table: 'pinned_post_teams'; key: 'post_id'; id: Expression<number> };

/** `canSeeTeams` as SQL over an item's rows in its teams table (one reading for every kind). */
function teamsVisibleTo<L extends TeamLinks>(
  viewer: Pick<Viewer, 'id' | 'permissions' | 'teams'>,
  table: L['table'],
  key: L['key'],
  itemId: L['id'],
): Expression<SqlBool> {
  if (isAdmin(viewer)) return eb.lit(true);
  // The three tables share their shape (an item's key, team_id); read through one alias.
  const rows = eb
    .selectFrom(
      sql<{ item: unknown; team_id: number }>`(select ${sql.ref(key)} as item, team_id
      from ${sql.table(table)})`.as('tt'),
    )
    .select('tt.team_id')
    .where(sql.ref('tt.item'), '=', itemId);
  const reached =
    viewer.teams === undefined
      ? rows.where(
          'tt.team_id',
          '=',
          sql<number>`any(${teamsOfContact(sql.val(viewer.id))}::int[])`,
        )
      : viewer.teams.length === 0
        ? null
        : rows.where('tt.team_id', 'in', [...viewer.teams]);
  return eb.or([eb.not(eb.exists(rows)), ...(reached ? [eb.exists(reached)] : [])]);
}
