import {
  toCsv,
  validateJerseyItems,
  type FormChild,
  type JerseyRequestItem,
  type JerseyRequestRow,
  type OwnRequest,
  type RequestStatus,
} from '@dugout/shared';
import { assertCanSetRequestStatus, canSeeRequest } from '../../platform/access/requests';
import { assertNotArchived } from '../../platform/access/seasons';
import { viewerOf } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { auditAction } from '../../platform/audit.queries';
import { localizedError } from '../../platform/errors';
import { enqueueFulfilledNotice } from './forms.fulfilled-notice';
import { formsCatalog } from './forms.locales';
import { teamsOfContacts } from '../../platform/teams.queries';
import { orderTeams, shownTeams } from './forms.teams';
import {
  childrenWithLastRequest,
  findRequest,
  insertRequests,
  listOwnRequests,
  listRequests,
  setRequestStatus,
  type FormKind,
  type RequestRow,
} from './forms.queries';

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
  if (problem) {
    throw localizedError(400, 'validation_failed', (language) => {
      const t = formsCatalog.in(language);
      return problem.code === 'incomplete'
        ? t('jersey.incomplete')
        : t(`jersey.${problem.code}`, { max: problem.max });
    });
  }
  const submittedByName = `${member.firstName} ${member.lastName}`.trim() || member.email || '';
  const teams = await orderTeams(ctx.db, member, items);
  const saved = await ctx.db.transaction().execute((trx) =>
    insertRequests(
      trx,
      items.map((item, i) => ({
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
        team_id: teams[i] ?? null,
      })),
    ),
  );
  return { saved };
}

/** `withTeam`: the club shows teams (two or more), so an order's team is said. */
const toRow = (r: RequestRow, withTeam = false): JerseyRequestRow => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  jerseyName: r.jersey_name,
  jerseyNumber: r.jersey_number,
  jerseySize: r.jersey_size,
  jerseyPosition: r.jersey_position,
  submittedBy: r.submitted_by_name,
  submittedAt: r.created_at.toISOString(),
  status: r.status,
  fulfilledAt: r.fulfilled_at ? r.fulfilled_at.toISOString() : null,
  fulfilledBy: r.status === 'fulfilled' ? r.fulfilled_by_name : null,
  ...(withTeam && r.team_id !== null ? { team: r.team_id } : {}),
});

export async function listFormRequests(
  ctx: AppContext,
  kind: FormKind,
  seasonId?: number,
  teamId?: number,
): Promise<JerseyRequestRow[]> {
  const withTeam = (await shownTeams(ctx.db)) !== null;
  return (await listRequests(ctx.db, kind, seasonId, teamId)).map((r) => toRow(r, withTeam));
}

/** The member's own requests of a kind (the form pages' "Your requests"): what, when, status. */
export async function listOwnFormRequests(
  ctx: AppContext,
  member: Member,
  kind: FormKind,
): Promise<OwnRequest[]> {
  const rows = await listOwnRequests(ctx.db, viewerOf(member), kind);
  return rows.map((r) => {
    const { submittedBy: _by, fulfilledBy: _fulfiller, team: _team, ...own } = toRow(r);
    return own;
  });
}

/**
 * The children (players and siblings) of the member's household, to fill a request row from:
 * none without a household. The household is the one read with the member (access layer).
 */
export async function householdChildren(ctx: AppContext, member: Member): Promise<FormChild[]> {
  const household = viewerOf(member).household;
  if (!household) return [];
  const roles = new Map(
    household.members
      .filter((m) => m.role === 'player' || m.role === 'sibling')
      .map((m) => [m.contactId, m.role as FormChild['role']]),
  );
  const rows = await childrenWithLastRequest(
    ctx.db,
    [...roles.keys()],
    household.members.map((m) => m.contactId),
  );
  // Each child's teams only once teams show: with one, the answer is as before teams.
  const shown = await shownTeams(ctx.db);
  const teams = shown ? await teamsOfContacts(ctx.db, [...roles.keys()]) : null;
  return rows.map((r) => ({
    contactId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    role: roles.get(r.id)!,
    jerseyName: r.jersey_name ?? null,
    jerseyNumber: r.jersey_number ?? null,
    jerseyPosition: r.jersey_position ?? null,
    ...(teams ? { teams: (teams.get(r.id) ?? []).filter((id) => shown!.has(id)) } : {}),
  }));
}

const requestNotFound = () =>
  localizedError(404, 'not_found', (language) => formsCatalog.in(language)('notFound'));

/**
 * Marks a request fulfilled or open again. Idempotent, so no If-Match: the call names the state
 * it wants, the only field it changes, and sending it twice (or two admins at once) ends in that
 * state; a repeat keeps when and by whom it was first fulfilled, writes no audit row and tells
 * nobody again. Marking it fulfilled tells the family who asked (forms.fulfilled-notice.ts).
 */
export async function changeRequestStatus(
  ctx: AppContext,
  member: Member,
  id: string,
  status: RequestStatus,
): Promise<JerseyRequestRow> {
  const viewer = viewerOf(member);
  assertCanSetRequestStatus(viewer);
  let notified = false;
  const answer = await ctx.db.transaction().execute(async (trx) => {
    await assertNotArchived(trx, 'form_requests', id);
    const changed = await setRequestStatus(trx, id, status, member.id);
    const row = await findRequest(trx, id);
    if (!row || !canSeeRequest(viewer, { submittedBy: row.submitted_by })) throw requestNotFound();
    if (changed) {
      await auditAction(trx, member, 'form_request.status', id, {
        label: `${row.first_name} ${row.last_name} · ${row.jersey_name} #${row.jersey_number}`,
        member: row.submitted_by ? { id: row.submitted_by, name: row.submitted_by_name } : null,
        requestKind: row.kind,
        from: status === 'fulfilled' ? 'open' : 'fulfilled',
        to: status,
      });
      if (status === 'fulfilled') notified = await enqueueFulfilledNotice(ctx, trx, row, member.id);
    }
    return toRow(row, (await shownTeams(trx)) !== null);
  });
  if (notified) ctx.outbox.notify();
  return answer;
}

/** A time as the team reads it in a spreadsheet: `2026-03-01 19:05`, in TEAM_TIME_ZONE. */
export function teamDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const csvHeader = (timeZone: string) => [
  'First Name',
  'Last Name',
  'Jersey Name',
  'Jersey Number',
  'Jersey Size',
  'Adult or Kid',
  'Submitted By',
  `Submitted At (${timeZone})`,
  'Status',
  `Fulfilled At (${timeZone})`,
  'Fulfilled By',
];

/**
 * The report as a spreadsheet opens it: UTF-8 with a BOM (Excel), no cell run as a formula, times
 * in the team's time zone (named in the header) as a spreadsheet reads a date and time.
 */
export async function requestsCsv(
  ctx: AppContext,
  kind: FormKind,
  seasonId?: number,
  teamId?: number,
  teamColumn = false,
): Promise<string> {
  const rows = await listFormRequests(ctx, kind, seasonId, teamId);
  const zone = ctx.config.TEAM_TIME_ZONE;
  // A Team column last, asked for and only when the club shows teams: else the spec's columns.
  const teams = teamColumn ? await shownTeams(ctx.db) : null;
  const team = (r: JerseyRequestRow) => (teams ? [r.team ? (teams.get(r.team) ?? '') : ''] : []);
  // Neutralised and quoted cell by cell (a line break inside a name stays in its cell).
  return toCsv([
    [...csvHeader(zone), ...(teams ? ['Team'] : [])],
    ...rows.map((r) => [
      r.firstName,
      r.lastName,
      r.jerseyName,
      String(r.jerseyNumber),
      r.jerseySize,
      r.jerseyPosition === 0 ? 'Adult' : `Kid ${r.jerseyPosition}`,
      r.submittedBy,
      teamDateTime(r.submittedAt, zone),
      r.status === 'fulfilled' ? 'Fulfilled' : 'Open',
      r.fulfilledAt ? teamDateTime(r.fulfilledAt, zone) : '',
      r.fulfilledBy ?? '',
      ...team(r),
    ]),
  ]);
}
