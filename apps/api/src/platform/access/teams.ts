import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/**
 * A member's teams, one rule: the teams they are on (player, coach) or manage, and the teams of
 * the players in the household they are a guardian of (a guardian reaches their children's
 * teams; a sibling does not). Read as SQL beside any contact's row, so every surface (the auth
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
        on child.household_id = me.household_id and child.role = 'player'
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
