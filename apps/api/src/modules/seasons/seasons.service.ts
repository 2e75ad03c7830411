import {
  SEASON_NAME_MAX_LENGTH,
  type Season,
  type SeasonEvents,
  type SeasonPreview,
  type SeasonStartFields,
  type SeasonStarted,
} from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import { auditOf } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { teamRosters } from '../contacts/index';
import { seasonsCatalog } from './seasons.locales';
import {
  activeTeams,
  findSeason,
  listSeasons,
  lockCurrentSeason,
  rolloverCounts,
  rollOver,
  seasonEvents,
  seasonNamed,
  type SeasonRow,
} from './seasons.queries';

/** A season's start is recorded (`season.start`), with what it archived and moved. */
const audit = auditOf('season');
const seasonNotFound = () => notFound((language) => seasonsCatalog.in(language)('notFound'));
const duplicate = (name: string) =>
  localizedError(
    409,
    'duplicate',
    (language) => seasonsCatalog.in(language)('duplicate', { name }),
    'name',
  );
/** PostgreSQL's unique_violation: a season of the name was saved meanwhile. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export const seasonInputError = fieldInputError(seasonsCatalog, { name: SEASON_NAME_MAX_LENGTH }, [
  'startsOn',
  'endsOn',
  'continuingTeams',
  'season',
  'id',
]);

const seasonOf = (r: SeasonRow): Season => ({
  id: r.id,
  name: r.name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  current: r.current,
});

/** GET /api/seasons: the current season first, then the past ones. */
export async function listAllSeasons(db: Db): Promise<Season[]> {
  return (await listSeasons(db)).map(seasonOf);
}

/** A report's season (`?season=`): absent, the current one; an unknown id is refused. */
export async function reportSeason(db: Db, id: number | undefined): Promise<number | undefined> {
  if (id === undefined) return undefined;
  if (!(await findSeason(db, id))) throw seasonNotFound();
  return id;
}

/** GET /api/seasons/{id}/events: read-only, what the viewer may see by the events' own rule. */
export async function listSeasonEvents(
  db: Db,
  viewer: Viewer,
  id: number,
  language: string,
): Promise<SeasonEvents> {
  const season = await findSeason(db, id);
  if (!season) throw seasonNotFound();
  const rows = await seasonEvents(db, viewer, id, language);
  return {
    season: seasonOf(season),
    events: rows.map((r) => ({
      id: r.id,
      name: r.name,
      date: r.date ? r.date.toISOString() : null,
      eventType: r.event_type,
      opponent: r.opponent,
      going: r.going,
    })),
  };
}

/** The input's rules a schema cannot say: the end on or after the start, known teams. */
async function checkedInput(db: Db, input: SeasonStartFields) {
  if (input.endsOn < input.startsOn) {
    throw badRequest((language) => seasonsCatalog.in(language)('invalid.endsOn'), 'endsOn');
  }
  const teams = await activeTeams(db);
  const ids = input.continuingTeams ?? teams.map((t) => t.id);
  if (ids.some((id) => !teams.some((t) => t.id === id))) {
    throw badRequest(
      (language) => seasonsCatalog.in(language)('invalid.continuingTeams'),
      'continuingTeams',
    );
  }
  return {
    continuing: teams.filter((t) => ids.includes(t.id)),
    stopping: teams.filter((t) => !ids.includes(t.id)),
  };
}

async function preview(db: Db, from: SeasonRow, input: SeasonStartFields): Promise<SeasonPreview> {
  if (await seasonNamed(db, input.name)) throw duplicate(input.name);
  const teams = await checkedInput(db, input);
  const c = await rolloverCounts(
    db,
    from.id,
    input.startsOn,
    teams.continuing.map((t) => t.id),
  );
  return {
    from: { id: from.id, name: from.name },
    archived: {
      events: c.events - c.moved,
      rsvps: c.rsvps,
      requests: c.requests,
      messages: c.messages,
    },
    moved: { events: c.moved },
    teams,
    carried: {
      families: c.families,
      households: c.households,
      venues: c.venues,
      preferences: c.preferences,
    },
  };
}

const noCurrent = () =>
  localizedError(409, 'no_current_season', (language) => seasonsCatalog.in(language)('noCurrent'));

/** POST /api/seasons/preview: what starting the season would do; nothing is written. */
export async function previewSeason(db: Db, input: SeasonStartFields): Promise<SeasonPreview> {
  const current = (await listSeasons(db)).find((s) => s.current);
  if (!current) throw noCurrent();
  return preview(db, current, input);
}

/**
 * POST /api/seasons: starts the season in one transaction (all of it or nothing), counted as the
 * preview counts, and written to the audit log.
 */
export async function startSeason(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  input: SeasonStartFields,
): Promise<SeasonStarted> {
  try {
    const { id, counts } = await ctx.db.transaction().execute(async (trx) => {
      const current = await lockCurrentSeason(trx);
      if (!current) throw noCurrent();
      const counts = await preview(trx, current, input);
      const id = await rollOver(
        trx,
        current.id,
        input,
        counts.teams.continuing.map((t) => t.id),
      );
      await audit(trx, actor, 'season.start', id, { name: input.name, ...counts });
      return { id, counts };
    });
    const rosters = await reloadRosters(ctx, actor, id, counts.teams.continuing);
    return { ...counts, season: seasonOf((await findSeason(ctx.db, id))!), rosters };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.name);
    throw err;
  }
}

/**
 * "Reload rosters": after the commit (a feed is another server, never held inside the season's
 * transaction), each continuing team's feed is read again. A feed that fails is answered and
 * audited (`season.rosters`); the season stays started and the team keeps its last good roster.
 */
async function reloadRosters(
  ctx: AppContext,
  actor: Pick<Member, 'id'>,
  seasonId: number,
  continuing: readonly { id: number; name: string }[],
): Promise<SeasonStarted['rosters']> {
  const results = await teamRosters(ctx).reload(continuing.map((t) => t.id));
  const rosters = continuing.map((t) => ({
    teamId: t.id,
    name: t.name,
    ok: results.find((r) => r.teamId === t.id)?.ok ?? false,
  }));
  const failed = rosters.filter((r) => !r.ok).map((r) => r.name);
  await audit(ctx.db, actor, 'season.rosters', seasonId, {
    reloaded: rosters.length - failed.length,
    failed,
  });
  return rosters;
}
