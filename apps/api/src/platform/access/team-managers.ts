import { can, canForTeams, type MemberLike, type TeamAbility } from '@dugout/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { forbidden } from '../errors';
import { accessCatalog } from './access.locales';
import { eb } from './rule';
import { teamsOfContact } from './teams';

/**
 * A team manager's reach, one rule (`canForTeams`, packages/shared): the club's admins act on
 * every event and contact; a manager (`team_members.role = 'manager'`, carried by the member as
 * `managedTeams`) on the events whose teams are all theirs, and on the contacts who reach one of
 * their teams. Routes open to managers declare `{ ability, forTeams: true }`; the service then
 * asks one of these before it reads or writes anything of the event or the recipients.
 */

type Actor = MemberLike;

/**
 * `canForTeams(actor, ability, <the event's teams>)` as SQL on the event's id in the query: the
 * ability club-wide, or an event of one team at least, every one of them managed by `actor`.
 */
export function actsForEventTeamsInSql(
  actor: Actor,
  ability: TeamAbility,
  eventId: Expression<string>,
): Expression<SqlBool> {
  if (can(actor, ability)) return eb.lit(true);
  const managed = actor.managedTeams ?? [];
  if (!managed.length) return eb.lit(false);
  const teams = eb
    .selectFrom('event_teams as mt')
    .select('mt.team_id')
    .where('mt.event_id', '=', eventId);
  return eb.and([
    eb.exists(teams),
    eb.not(eb.exists(teams.where('mt.team_id', 'not in', [...managed]))),
  ]);
}

/** Refuses (403) unless `actor` may act with `ability` on an event of `eventTeams` ([]: club-wide). */
export function assertActsForEventTeams(
  actor: Actor,
  ability: TeamAbility,
  eventTeams: readonly number[],
): void {
  if (!canForTeams(actor, ability, eventTeams)) {
    throw forbidden((language) =>
      accessCatalog.in(language)(eventTeams.length ? 'otherTeamsEvent' : 'clubWideEvent'),
    );
  }
}

/**
 * Refuses (403) a new or edited event's teams a manager may not give it: none (club-wide) or a
 * team they do not manage. `teams` left out of an edit (kept) is not checked here.
 */
export function assertMayGiveTeams(actor: Actor, teams: readonly number[] | undefined): void {
  if (teams === undefined && can(actor, 'events:publish')) return;
  if (!canForTeams(actor, 'events:publish', teams ?? [])) {
    throw forbidden((language) => accessCatalog.in(language)('managerTeamsOnly'));
  }
}

/**
 * Refuses (403) unless `actor` may act with `ability` for the team: its manager or an admin
 * (GET /api/teams/{id}/families: whom a message to the team's families goes to).
 */
export function assertActsForTeam(actor: Actor, ability: TeamAbility, teamId: number): void {
  if (!canForTeams(actor, ability, [teamId])) {
    throw forbidden((language) => accessCatalog.in(language)('notYourTeam'));
  }
}

/** The ids among `contactIds` who reach one of `teams` (as teamsOfContact reads them). */
async function contactsReaching(
  db: Db,
  contactIds: readonly string[],
  teams: readonly number[],
): Promise<{ id: string; name: string; reaches: boolean }[]> {
  if (!contactIds.length) return [];
  const { rows } = await sql<{ id: string; name: string; reaches: boolean }>`
    select c.id, trim(c.first_name || ' ' || c.last_name) as name,
      (${teamsOfContact(sql.ref('c.id'))} && ${sql.val([...teams])}::int[]) as reaches
    from contacts c where c.id = any(${sql.val([...contactIds])}::uuid[])`.execute(db);
  return rows;
}

/** A message's line, as the messaging module receives it. */
export interface MessageLine {
  ContactId?: string | null;
  Name?: string | null;
  Email?: string | null;
  PhoneNumber?: string | null;
}

/**
 * A staff message's recipients: anyone for who may message the club; for a team manager only
 * contacts who reach a team they manage (its players, coaches, managers and the guardians of its
 * players). The others, and lines that name no contact, are refused by name (403): nothing is sent.
 */
export async function assertMayMessage(
  db: Db,
  actor: Actor,
  lines: readonly MessageLine[],
): Promise<void> {
  if (can(actor, 'messaging:send')) return;
  const managed = actor.managedTeams ?? [];
  const ids = lines.flatMap((l) => (l.ContactId ? [l.ContactId.toLowerCase()] : []));
  const reaching = new Map(
    (await contactsReaching(db, [...new Set(ids)], managed)).map((r) => [r.id, r]),
  );
  const refused = lines
    .filter((l) => !l.ContactId || !reaching.get(l.ContactId.toLowerCase())?.reaches)
    .map(
      (l) =>
        (l.ContactId && reaching.get(l.ContactId.toLowerCase())?.name) ||
        l.Name ||
        l.Email ||
        l.PhoneNumber ||
        '?',
    );
  if (!managed.length || refused.length) {
    const names = refused.slice(0, 5).join(', ') + (refused.length > 5 ? '…' : '');
    throw forbidden((language) =>
      accessCatalog.in(language)(names ? 'notYourTeamsFamilies' : 'managersOnly', { names }),
    );
  }
}
