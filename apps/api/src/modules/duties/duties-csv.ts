import { toCsv, wallTimeOf, type Language } from '@dugout/shared';
import { canManageDuties } from '../../platform/access/duties';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { activeTeamNames } from '../../platform/teams.queries';
import { seasonDutyRows } from './duties-season.queries';
import { dutyTemplatesCatalog } from './duty-templates.locales';

/** A time as a spreadsheet reads it, in the team's zone ("2026-12-05 09:15"); '' for none. */
const at = (d: Date | null, zone: string) => (d ? wallTimeOf(d, zone).replace('T', ' ') : '');
const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * GET /api/duties/csv?season=: a season's duties (absent: the current season's) of the events
 * whose duties the reader manages, one row per person who took a slot (a duty nobody took: one
 * row without a volunteer). As the request reports: the shared `toCsv` (no cell run as a
 * formula, a BOM for Excel), times in the team's zone, named in the header. In the reader's
 * language, as the attendance CSV: its headers, the duties' and events' names, its file name.
 */
export async function dutiesCsv(
  ctx: AppContext,
  viewer: Viewer,
  seasonId: number | undefined,
  language: Language,
): Promise<{ csv: string; fileName: string }> {
  const zone = ctx.config.TEAM_TIME_ZONE;
  const t = dutyTemplatesCatalog.in(language);
  const es = language === 'es';
  const teams = await activeTeamNames(ctx.db);
  const rows = (await seasonDutyRows(ctx.db, viewer, seasonId ?? null)).filter((r) =>
    canManageDuties(viewer, r.teams),
  );
  const csv = toCsv([
    [
      t('csv.eventDate', { zone }),
      t('csv.event'),
      t('csv.teams'),
      t('csv.duty'),
      t('csv.dutyTime', { zone }),
      t('csv.slots'),
      t('csv.volunteer'),
      t('csv.signedUpBy'),
      t('csv.signedUpAt', { zone }),
    ],
    ...rows.map((r) => [
      at(r.date, zone),
      (es && r.event_name_es) || r.event_name,
      r.teams.map((id) => teams.get(id) ?? '').join('; '),
      es ? r.name_es : r.name_en,
      at(r.at, zone),
      String(r.slots),
      name(r.first_name, r.last_name),
      name(r.by_first_name, r.by_last_name),
      at(r.signed_up_at, zone),
    ]),
  ]);
  return { csv, fileName: `${t('csvFileName')}.csv` };
}
