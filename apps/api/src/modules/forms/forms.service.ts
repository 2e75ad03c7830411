import {
  toCsv,
  validateJerseyItems,
  type JerseyRequestItem,
  type JerseyRequestRow,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertRequests, listRequests, type FormKind } from './forms.queries';

/**
 * Saves a jersey or gift jacket request: the same rule as the form (packages/shared), then every
 * item in one transaction, so a request is saved whole or not at all.
 */
export async function submitRequest(
  ctx: AppContext,
  member: Member,
  kind: FormKind,
  items: Partial<Record<keyof JerseyRequestItem, unknown>>[],
): Promise<{ saved: number }> {
  const problem = validateJerseyItems(items as Partial<JerseyRequestItem>[]);
  if (problem) throw new AppError(400, 'validation_failed', problem);
  const submittedByName = `${member.firstName} ${member.lastName}`.trim() || member.email || '';
  const saved = await ctx.db.transaction().execute((trx) =>
    insertRequests(
      trx,
      items.map((item) => ({
        kind,
        submitted_by: member.id,
        submitted_by_name: submittedByName,
        first_name: String(item.firstName).trim(),
        last_name: String(item.lastName).trim(),
        jersey_name: String(item.jerseyName).trim(),
        jersey_number: Number(item.jerseyNumber),
        jersey_size: String(item.jerseySize).trim(),
        jersey_position: Number(item.jerseyPosition),
        jersey_index: String(item.jerseyIndex).trim(),
      })),
    ),
  );
  return { saved };
}

export async function listFormRequests(
  ctx: AppContext,
  kind: FormKind,
): Promise<JerseyRequestRow[]> {
  const rows = await listRequests(ctx.db, kind);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    jerseyName: r.jersey_name,
    jerseyNumber: r.jersey_number,
    jerseySize: r.jersey_size,
    jerseyPosition: r.jersey_position,
    submittedBy: r.submitted_by_name,
    submittedAt: r.created_at.toISOString(),
  }));
}

const CSV_HEADER = [
  'First Name',
  'Last Name',
  'Jersey Name',
  'Jersey Number',
  'Jersey Size',
  'Adult or Kid',
  'Submitted By',
  'Submitted At',
];

/** The report as a spreadsheet opens it: UTF-8 with a BOM (Excel), no cell run as a formula. */
export async function requestsCsv(ctx: AppContext, kind: FormKind): Promise<string> {
  const rows = await listFormRequests(ctx, kind);
  // Neutralised and quoted cell by cell (a line break inside a name stays in its cell).
  return toCsv([
    CSV_HEADER,
    ...rows.map((r) => [
      r.firstName,
      r.lastName,
      r.jerseyName,
      String(r.jerseyNumber),
      r.jerseySize,
      r.jerseyPosition === 0 ? 'Adult' : `Kid ${r.jerseyPosition}`,
      r.submittedBy,
      r.submittedAt,
    ]),
  ]);
}
