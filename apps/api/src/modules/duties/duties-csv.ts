import { toCsv, wallTimeOf } from '@dugout/shared';
import { canManageDuties } from '../../platform/access/duties';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { activeTeamNames } from '../../platform/teams.queries';
import { seasonDutyRows } from './duties-season.queries';

/** A time as a spreadsheet reads it, in the team's zone ("2026-12-05 09:15"); '' for none. */
const at = (d: Date | null, zone: string) => (d ? wallTimeOf(d, zone).replace('T', ' ') : '');
const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * GET /api/duties/csv?season=: a season's duties (absent: the current season's) of the events
 * whose duties the reader manages, one row per person who took a slot (a duty nobody took: one
 * row without a volunteer). As the request reports: the shared `toCsv` (no cell run as a
 * formula, a BOM for Excel), times in the team's zone, named in the header.
 */
export async function dutiesCsv(
  ctx: AppContext,
  viewer: Viewer,
  seasonId: number | undefined,
): Promise<string> {
  const zone = ctx.config.TEAM_TIME_ZONE;
  const teams = await activeTeamNames(ctx.db);
  const rows = (await seasonDutyRows(ctx.db, viewer, seasonId ?? null)).filter((r) =>
    canManageDuties(viewer, r.teams),
  );
  return toCsv([
    [
      `Event Date (${zone})`,
      'Event',
      'Teams',
      'Duty',
      `Duty Time (${zone})`,
      'Slots',
      'Volunteer',
      'Signed Up By',
      `Signed Up At (${zone})`,
    ],
    ...rows.map((r) => [
      at(r.date, zone),
      r.event_name,
      r.teams.map((id) => teams.get(id) ?? '').join('; '),
      r.name_en,
      at(r.at, zone),
      String(r.slots),
      name(r.first_name, r.last_name),
      name(r.by_first_name, r.by_last_name),
      at(r.signed_up_at, zone),
    ]),
  ]);
}
