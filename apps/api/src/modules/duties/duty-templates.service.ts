import {
  DUTY_NAME_MAX_LENGTH,
  DUTY_TEMPLATE_NAME_MAX_LENGTH,
  minutesBeforeStart,
  type DutyTemplate,
  type DutyTemplateApply,
  type DutyTemplateList,
  type Language,
} from '@dugout/shared';
import { canManageDuties } from '../../platform/access/duties';
import { assertCanManageTemplate, canManageTemplate } from '../../platform/access/duty-templates';
import { archivedSeason } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { teamStates } from '../../platform/teams.queries';
import type { DutyValues } from './duties.queries';
import { dutyTemplatesCatalog } from './duty-templates.locales';
import * as q from './duty-templates.queries';

export interface TemplateFields {
  name: string;
  nameEs: string;
  teamId: number | null;
  items: {
    nameEn: string;
    nameEs: string;
    slots: number;
    note: string;
    minutesBefore: number | null;
    closesMinutesBefore: number | null;
  }[];
}

export const templateInputError = fieldInputError(
  dutyTemplatesCatalog,
  { name: DUTY_TEMPLATE_NAME_MAX_LENGTH, nameEs: DUTY_TEMPLATE_NAME_MAX_LENGTH },
  ['teamId', 'items', 'team', 'season'],
);

const t = (language: Language) => dutyTemplatesCatalog.in(language);
const templateNotFound = () => notFound((language) => t(language)('notFound'));
type ItemRow = Awaited<ReturnType<typeof q.itemsOf>>[number];

/** The duty key a template's item puts on a game: applying it again finds it by this. */
const keyPrefix = (templateId: number) => `template:${templateId}:`;
const keyOf = (templateId: number, itemId: number) => `${keyPrefix(templateId)}${itemId}`;

function templateOf(
  row: { id: number; name: string; name_es: string; team_id: number | null },
  items: ItemRow[],
) {
  return {
    id: row.id,
    name: row.name,
    nameEs: row.name_es,
    teamId: row.team_id,
    items: items
      .filter((i) => i.template_id === row.id)
      .map((i) => ({
        id: i.id,
        nameEn: i.name_en,
        nameEs: i.name_es,
        slots: i.slots,
        note: i.note,
        minutesBefore: i.minutes_before,
        closesMinutesBefore: i.closes_minutes_before,
      })),
  } satisfies DutyTemplate;
}

/** GET /api/duty-templates: the current season's, those the reader may manage. */
export async function listTemplates(ctx: AppContext, viewer: Viewer): Promise<DutyTemplateList> {
  const rows = (await q.currentTemplates(ctx.db)).filter((r) =>
    canManageTemplate(viewer, r.team_id),
  );
  const items = await q.itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { templates: rows.map((r) => templateOf(r, items)) };
}

/** The template, refused as not found, forbidden (not the reader's) or archived (409). */
async function loadTemplate(db: Db, viewer: Viewer, id: number, write: boolean) {
  const row = await q.findTemplate(db, id);
  if (!row) throw templateNotFound();
  assertCanManageTemplate(viewer, row.team_id);
  if (write && row.archived) throw archivedSeason();
  return row;
}

const itemValues = (input: TemplateFields): q.TemplateItemValues[] =>
  input.items.map((i) => ({
    name_en: i.nameEn.slice(0, DUTY_NAME_MAX_LENGTH),
    name_es: i.nameEs.slice(0, DUTY_NAME_MAX_LENGTH),
    slots: i.slots,
    note: i.note,
    minutes_before: i.minutesBefore,
    closes_minutes_before: i.closesMinutesBefore,
  }));

/** POST /api/duty-templates: the club's (admins) or a team's (its managers and the admins). */
export async function createTemplate(
  ctx: AppContext,
  actor: Viewer,
  input: TemplateFields,
): Promise<{ id: number }> {
  assertCanManageTemplate(actor, input.teamId);
  return ctx.db.transaction().execute(async (trx) => {
    // A team that is not there, or no longer active (offered nowhere), is refused.
    if (
      input.teamId !== null &&
      !(await teamStates(trx, [input.teamId])).get(input.teamId)?.active
    ) {
      throw badRequest((language) => t(language)('unknownTeam'), 'teamId');
    }
    const id = await q.insertTemplate(trx, {
      name: input.name,
      name_es: input.nameEs,
      team_id: input.teamId,
      created_by: actor.id,
    });
    await q.replaceItems(trx, id, itemValues(input));
    await auditAction(trx, actor, 'duty.template.create', id, { label: input.name });
    return { id };
  });
}

/** PUT /api/duty-templates/{id}: its name and duties (its team is kept). */
export async function editTemplate(
  ctx: AppContext,
  actor: Viewer,
  id: number,
  input: TemplateFields,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await loadTemplate(trx, actor, id, true);
    await q.lockTemplate(trx, id);
    await q.renameTemplate(trx, id, { name: input.name, name_es: input.nameEs });
    await q.replaceItems(trx, id, itemValues(input));
    await auditAction(trx, actor, 'duty.template.update', id, { label: input.name });
  });
}

/** DELETE /api/duty-templates/{id}: the duties it put on games stay (people signed up for them). */
export async function removeTemplate(ctx: AppContext, actor: Viewer, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadTemplate(trx, actor, id, true);
    await q.deleteTemplate(trx, id);
    await auditAction(trx, actor, 'duty.template.delete', id, { label: row.name });
  });
}

/** The template's duty on one game: its times counted back from the game's start. */
const dutyValues = (item: ItemRow, start: Date): DutyValues => ({
  name_en: item.name_en,
  name_es: item.name_es,
  slots: item.slots,
  note: item.note,
  at: minutesBeforeStart(start, item.minutes_before)?.toISOString() ?? null,
  signup_closes_at: minutesBeforeStart(start, item.closes_minutes_before)?.toISOString() ?? null,
});

/** The games a template applies to: the coming home games whose duties the actor manages. */
async function gamesFor(db: Db, actor: Viewer, teamId: number | null, now: Date) {
  const games = await q.comingHomeGames(db, teamId, now);
  return games.filter(
    (g): g is typeof g & { date: Date } => g.date !== null && canManageDuties(actor, g.teams),
  );
}

/**
 * GET /api/duty-templates/{id}/preview, POST …/apply: every coming home game of the season (the
 * team's, for a team's template) gets each of the template's duties it does not have yet; the
 * ones it has from it already take the template's wording and times (never fewer slots than
 * taken). One transaction, the template's row locked, and a unique key per game and duty: applying
 * twice, or twice at once, never doubles a duty.
 */
export async function applyTemplate(
  ctx: AppContext,
  actor: Viewer,
  id: number,
  now: Date,
  dryRun: boolean,
): Promise<DutyTemplateApply> {
  const run = async (trx: Db): Promise<DutyTemplateApply> => {
    const row = await loadTemplate(trx, actor, id, !dryRun);
    if (!dryRun) await q.lockTemplate(trx, id);
    const items = await q.itemsOf(trx, [id]);
    const games = await gamesFor(trx, actor, row.team_id, now);
    const had = await q.templateDutiesOn(
      trx,
      games.map((g) => g.id),
      keyPrefix(id),
    );
    const existingKey = new Map(had.map((d) => [`${d.event_id} ${d.template_key}`, d.id]));
    let added = 0;
    let existing = 0;
    for (const game of games) {
      for (const item of items) {
        const key = keyOf(id, item.id);
        const dutyId = existingKey.get(`${game.id} ${key}`);
        if (dutyId !== undefined) {
          existing += 1;
          if (!dryRun) await q.refreshTemplateDuty(trx, dutyId, dutyValues(item, game.date));
        } else if (dryRun) {
          added += 1;
        } else if (
          (await q.insertTemplateDuty(trx, game.id, key, dutyValues(item, game.date))) !== null
        ) {
          added += 1;
        }
      }
    }
    if (!dryRun) {
      await auditAction(trx, actor, 'duty.template.apply', id, {
        label: row.name,
        count: added,
        games: games.length,
      });
    }
    return { games: games.length, added, existing };
  };
  return dryRun ? run(ctx.db) : ctx.db.transaction().execute(run);
}
