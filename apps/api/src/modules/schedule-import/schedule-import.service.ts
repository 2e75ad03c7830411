import { createHash, randomUUID } from 'node:crypto';
import type {
  Language,
  ScheduleImportEvent,
  ScheduleImportPreview,
  ScheduleImportResult,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { auditAction, writeAuditRows, type AuditEntry } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, localizedError } from '../../platform/errors';
import { readCsvItems } from './schedule-import.csv-rows';
import { parseScheduleCsv } from './schedule-import.csv';
import { decodeScheduleFile, isIcs } from './schedule-import.decode';
import { readIcsItems } from './schedule-import.ics';
import { scheduleImportCatalog } from './schedule-import.locales';
import { planSchedule, type PlannedEvent, type SchedulePlan } from './schedule-import.plan';
import {
  insertImportedEvent,
  listTeamNames,
  listVenueNames,
  replaceImportedEventTeams,
  updateImportedEvent,
} from './schedule-import.queries';
import { foldName, type ImportLookups, type ReadFile } from './schedule-import.types';

/*
 * As the contact import: confirming resends the file (nothing is kept between the two calls, so
 * any replica answers), its SHA-256 must be the preview's, and the plan is made again inside the
 * writing transaction over the matched rows, locked. Imported events send no notice: a season of
 * forty events would be forty emails to every family (the schedule and the feeds show them).
 */

export const fingerprintOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function lookupsOf(db: Db, timeZone: string): Promise<ImportLookups> {
  const [venues, teams] = await Promise.all([listVenueNames(db), listTeamNames(db)]);
  return {
    venues: new Map(venues.map((v) => [foldName(v.name), v])),
    teams: new Map(teams.map((x) => [foldName(x.name), x])),
    teamCount: teams.length,
    timeZone,
  };
}

async function readScheduleFile(db: Db, bytes: Buffer, timeZone: string): Promise<ReadFile> {
  const text = decodeScheduleFile(bytes);
  const lookups = await lookupsOf(db, timeZone);
  if (isIcs(text)) return { format: 'ics', ...readIcsItems(text, lookups) };
  return { format: 'csv', ...readCsvItems(parseScheduleCsv(text), lookups) };
}

function eventOut(p: PlannedEvent): ScheduleImportEvent {
  const { item, occurrence } = p;
  return {
    line: item.line,
    name: item.name,
    eventType: item.eventType,
    opponent: item.opponent,
    date: occurrence.start.toISOString(),
    endDate: occurrence.end?.toISOString() ?? null,
    venue: item.venue?.name ?? null,
    eventLocationID: item.locationId,
    teams: (item.teams ?? []).map((x) => x.name),
    repeats: item.repeats,
  };
}

/** POST /api/event/import/preview: what the file would do; nothing is written. */
export async function previewScheduleImport(
  ctx: AppContext,
  bytes: Buffer,
  language: Language,
): Promise<ScheduleImportPreview> {
  const read = await readScheduleFile(ctx.db, bytes, ctx.config.TEAM_TIME_ZONE);
  const plan = await planSchedule(ctx.db, read, false);
  const preview: ScheduleImportPreview = {
    fingerprint: fingerprintOf(bytes),
    format: plan.format,
    create: [],
    update: [],
    unchanged: [],
    refused: plan.refused.map((r) => ({
      line: r.line,
      name: r.name,
      reasons: r.reasons.map((reason) => reason(language)),
    })),
  };
  for (const p of plan.events) {
    if (p.kind === 'create') preview.create.push(eventOut(p));
    else if (p.kind === 'update')
      preview.update.push({ ...eventOut(p), eventId: p.existing.id, changes: p.changes });
    else preview.unchanged.push({ ...eventOut(p), eventId: p.existing.id });
  }
  return preview;
}

/** The columns an event gets from the file (description and teams only when it names them). */
function valuesOf(p: PlannedEvent) {
  const { item, occurrence } = p;
  return {
    name: item.name,
    ...(item.description !== undefined ? { description: item.description } : {}),
    date: occurrence.start,
    ends_at: occurrence.end,
    event_type: item.eventType,
    opponent: item.opponent,
    location_id: item.locationId,
    venue_id: item.venue?.id ?? null,
  };
}

/**
 * POST /api/event/import/confirm: the same file again, written all or nothing in one transaction.
 * Refused rows are left out (the preview listed them); a row the database refuses rolls
 * everything back with a 409 naming the row.
 */
export async function confirmScheduleImport(
  ctx: AppContext,
  member: Member,
  bytes: Buffer,
  fingerprint: string,
): Promise<ScheduleImportResult> {
  if (fingerprintOf(bytes) !== fingerprint) {
    throw localizedError(409, 'import_file_changed', (l) =>
      scheduleImportCatalog.in(l)('file.changed'),
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    const read = await readScheduleFile(trx, bytes, ctx.config.TEAM_TIME_ZONE);
    const plan: SchedulePlan = await planSchedule(trx, read, true);
    const result: ScheduleImportResult = {
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: plan.refused.length,
    };
    const audit: AuditEntry[] = [];
    // A weekly series keeps the series it has (a re-import adds weeks to it), else a new one.
    const seriesOf = new Map<PlannedEvent['item'], string>();
    for (const p of plan.events) {
      if (p.kind !== 'create' && p.existing.series_id) seriesOf.set(p.item, p.existing.series_id);
    }
    for (const p of plan.events) {
      if (p.kind === 'unchanged') {
        result.unchanged += 1;
        continue;
      }
      await writingRow(p, async () => {
        const teams = p.item.teams?.map((x) => x.id);
        if (p.kind === 'create') {
          let seriesId: string | null = null;
          if (p.item.repeats) {
            seriesId = seriesOf.get(p.item) ?? randomUUID();
            seriesOf.set(p.item, seriesId);
          }
          const id = await insertImportedEvent(trx, {
            ...valuesOf(p),
            created_by: member.id,
            series_id: seriesId,
            import_key: p.occurrence.key,
          });
          if (teams?.length) await replaceImportedEventTeams(trx, id, teams);
          audit.push(auditRow(member, 'event.create', id, p.item.name));
          result.created += 1;
          return;
        }
        await updateImportedEvent(trx, p.existing.id, valuesOf(p));
        if (teams !== undefined) await replaceImportedEventTeams(trx, p.existing.id, teams);
        audit.push(auditRow(member, 'event.update', p.existing.id, p.item.name));
        result.updated += 1;
      });
    }
    await writeAuditRows(trx, audit);
    await auditAction(trx, member, 'event.import', null, {
      count: result.created + result.updated,
      created: result.created,
      updated: result.updated,
      format: plan.format,
    });
    return result;
  });
}

const auditRow = (member: Member, action: string, id: string, label: string): AuditEntry => ({
  actorId: member.id,
  action,
  entity: 'event',
  entityId: id,
  detail: { label, source: 'import' },
});

/** A database refusal of one row (a constraint) is a 409 naming the row; the caller rolls back. */
async function writingRow(p: PlannedEvent, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = String((err as { code?: unknown }).code ?? '');
    if (!code.startsWith('23')) throw err;
    const { line, name } = p.item;
    throw localizedError(409, 'import_row_failed', (l) =>
      scheduleImportCatalog.in(l)('file.writeFailed', { line, name }),
    );
  }
}
