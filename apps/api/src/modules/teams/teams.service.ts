import {
  TEAM_NAME_MAX_LENGTH,
  TEAM_SHORT_NAME_MAX_LENGTH,
  TEAMS_MAX,
  type MyTeams,
  type Team,
  type TeamFamilies,
  type TeamDetail,
  type TeamWithState,
  type TeamFields,
  type TeamMembers,
  type TeamMembersInput,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { teamReachOf } from '../../platform/access/teams';
import { auditOf } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { localizedError, notFound, tooMany } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { teamsCatalog } from './teams.locales';
import {
  countTeams,
  existingContacts,
  findTeam,
  insertTeam,
  listAllTeamRows,
  listTeams,
  lockTeam,
  replaceTeamMembers,
  teamMembers,
  teamFamilies,
  teamNamed,
  updateTeam,
  type TeamRow,
} from './teams.queries';

/** Team changes are recorded; the Audit Log lists them (MANAGER_ACTIONS, the web's labels). */
const audit = auditOf('team');
const teamNotFound = () => notFound((language) => teamsCatalog.in(language)('notFound'));
const duplicate = (name: string) =>
  localizedError(
    409,
    'duplicate',
    (language) => teamsCatalog.in(language)('duplicate', { name }),
    'name',
  );
/** PostgreSQL's unique_violation: a team of the name was saved meanwhile. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

const teamOf = (r: TeamRow): Team => ({
  id: r.id,
  name: r.name,
  shortName: r.short_name,
  sortOrder: r.sort_order,
});

const stateOf = (r: TeamRow): TeamWithState => ({ ...teamOf(r), active: r.active });
const detailOf = (r: TeamRow): TeamDetail => ({ ...stateOf(r), rosterUrl: r.roster_url });

type Stored = Pick<TeamRow, 'sort_order' | 'roster_url' | 'active'>;
const NEW_TEAM: Stored = { sort_order: 0, roster_url: null, active: true };

/** A rename that leaves out the roster feed or the state keeps them; a null feed clears it. */
const values = (input: TeamFields, stored: Stored) => ({
  name: input.name,
  short_name: input.shortName,
  sort_order: input.sortOrder ?? stored.sort_order,
  roster_url: input.rosterUrl === undefined ? stored.roster_url : input.rosterUrl,
  active: input.active ?? stored.active,
});

const tooManyTeams = () =>
  tooMany((language) => teamsCatalog.in(language)('tooMany', { max: TEAMS_MAX }));

/** GET /api/teams: every team, in the club's order. */
export async function listAllTeams(db: Db): Promise<Team[]> {
  return (await listTeams(db)).map(teamOf);
}

/** GET /api/teams/all: inactive teams too, for the labels of past seasons' events. */
export async function listTeamsWithState(db: Db): Promise<TeamWithState[]> {
  return (await listAllTeamRows(db)).map(stateOf);
}

/** GET /api/teams/mine: the member's teams (the one rule in platform/access/teams.ts). */
export async function listMyTeams(db: Db, member: Pick<Member, 'id'>): Promise<MyTeams> {
  const reach = new Map((await teamReachOf(db, member.id)).map((r) => [r.teamId, r.reach]));
  return (await listTeams(db))
    .filter((r) => reach.has(r.id))
    .map((r) => ({ ...teamOf(r), reach: reach.get(r.id)! }));
}

export async function createTeam(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  input: TeamFields,
): Promise<TeamDetail> {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (input.active !== false && (await countTeams(trx)) >= TEAMS_MAX) throw tooManyTeams();
      if (await teamNamed(trx, input.name, null)) throw duplicate(input.name);
      const id = await insertTeam(trx, values(input, NEW_TEAM));
      await audit(trx, actor, 'team.create', id, { name: input.name });
      return id;
    });
    return detailOf((await findTeam(ctx.db, id))!);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
}

export async function renameTeam(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
  input: TeamFields,
): Promise<TeamDetail> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const team = await lockTeam(trx, id);
      if (!team) throw teamNotFound();
      if (await teamNamed(trx, input.name, id)) throw duplicate(input.name);
      // A team made active again counts toward the limit as a new one does.
      if (input.active && !team.active && (await countTeams(trx)) >= TEAMS_MAX) {
        throw tooManyTeams();
      }
      await updateTeam(trx, id, values(input, team));
      await audit(trx, actor, 'team.update', id, {
        name: input.name,
        ...(input.active === undefined ? {} : { active: input.active }),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
  return detailOf((await findTeam(ctx.db, id))!);
}

/**
 * GET /api/teams/{id}/families: whom "Families of <team>" messages (the route's access check
 * comes first: a manager of another team is refused before the team is looked up).
 */
export async function readTeamFamilies(db: Db, id: number): Promise<TeamFamilies> {
  if (!(await findTeam(db, id))) throw teamNotFound();
  return (await teamFamilies(db, id)).map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    // Stored as 'en' or 'es' (a check constraint); anything else reads as English.
    language: r.language === 'es' ? 'es' : 'en',
    affiliation:
      r.affiliation_id === null ? null : { id: r.affiliation_id, name: r.affiliation_name ?? '' },
  }));
}

/** GET /api/teams/{id}/members. */
export async function readTeamMembers(db: Db, id: number): Promise<TeamMembers> {
  const team = await findTeam(db, id);
  if (!team) throw teamNotFound();
  const rows = await teamMembers(db, id);
  return {
    team: detailOf(team),
    members: rows.map((r) => ({
      contactId: r.contact_id,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
    })),
  };
}

/** PUT /api/teams/{id}/members: the whole roster and managers at once; unknown people refused. */
export async function setTeamMembers(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  id: number,
  input: TeamMembersInput,
): Promise<TeamMembers> {
  const members = input.members.map((m) => ({ ...m, contactId: m.contactId.toLowerCase() }));
  await ctx.db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx, id);
    if (!team) throw teamNotFound();
    const known = await existingContacts(
      trx,
      members.map((m) => m.contactId),
    );
    const unknown = members.filter((m) => !known.has(m.contactId)).length;
    if (unknown > 0) {
      throw localizedError(
        400,
        'unknown_contacts',
        (language) => teamsCatalog.in(language)('unknownContacts', { count: unknown }),
        'members',
      );
    }
    await replaceTeamMembers(trx, id, members);
    await audit(trx, actor, 'team.members', id, { name: team.name, count: members.length });
  });
  return readTeamMembers(ctx.db, id);
}

/** A request its schema refused, in the admin's language, naming the field. */
export const teamInputError = fieldInputError(
  teamsCatalog,
  { name: TEAM_NAME_MAX_LENGTH, shortName: TEAM_SHORT_NAME_MAX_LENGTH },
  ['sortOrder', 'rosterUrl', 'active', 'members', 'id'],
);
