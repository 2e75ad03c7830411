import {
  attendanceShare,
  availabilityOf,
  takesAttendance,
  toCsv,
  type AttendanceTotals,
  type EventAttendance,
  type EventAvailability,
  type Language,
  type MyAttendance,
  type PlayerAttendance,
  type TeamAttendance,
} from '@dugout/shared';
import {
  assertCanSeeTeamAttendance,
  assertCanTakeAttendance,
  canAnswerAvailability,
  canSeePlayerOf,
  canTakeAttendance,
} from '../../platform/access/attendance';
import { canSeeEvent } from '../../platform/access/audience';
import { assertNotArchived } from '../../platform/access/seasons';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { loadVisibleEvent } from '../events/index';
import { attendanceCatalog } from './attendance.locales';
import * as q from './attendance.queries';

const t = (language: Language) => attendanceCatalog.in(language);

/** The event (refused as not found unless the viewer may see it) and the players it asks about. */
async function loadPlayers(db: Db, viewer: Viewer, eventId: string) {
  const { row, affiliations, teams } = await loadVisibleEvent(db, viewer, eventId);
  const asks = takesAttendance(row.event_type);
  const audience = affiliations.map((a) => a.id);
  // Only players the event is for: an answer for anyone else would be refused (recordRsvp).
  const players = asks
    ? (await q.eventPlayers(db, row.id, teams)).filter((p) =>
        canSeeEvent(viewerOfContact(p), audience, teams),
      )
    : [];
  return { row, teams, asks, players };
}

const started = (date: Date | null, now: Date) => !!date && date.getTime() <= now.getTime();

/** GET /api/event/{id}/availability: every player for its manager, else the reader's own. */
export async function eventAvailability(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  now: Date,
): Promise<EventAvailability> {
  const { row, teams, asks, players } = await loadPlayers(ctx.db, viewer, eventId);
  const manages = canTakeAttendance(viewer, teams);
  const shown = manages ? players : players.filter((p) => canSeePlayerOf(viewer, p.id));
  const states = players.map((p) => availabilityOf(p.status));
  const count = (s: string) => states.filter((x) => x === s).length;
  return {
    asks,
    players: shown.map((p) => ({
      contactId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      availability: availabilityOf(p.status),
      canAnswer: canAnswerAvailability(viewer, p.id, teams),
    })),
    counts:
      manages && asks
        ? {
            available: count('available'),
            unavailable: count('unavailable'),
            unknown: count('unknown'),
          }
        : null,
    canTakeAttendance: manages && asks && started(row.date, now),
    attendanceRecorded: asks && players.some((p) => p.present !== null),
  };
}

/** GET /api/event/{id}/attendance: each player, prefilled from their answer until recorded. */
export async function eventAttendance(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
): Promise<EventAttendance> {
  const { teams, row, players } = await loadPlayers(ctx.db, viewer, eventId);
  assertCanTakeAttendance(viewer, teams);
  const recordedAt = await q.attendanceRecordedAt(ctx.db, row.id);
  return {
    recorded: recordedAt !== null,
    recordedAt: recordedAt?.toISOString() ?? null,
    players: players.map((p) => ({
      contactId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      availability: availabilityOf(p.status),
      present: p.present ?? p.status === 'yes',
    })),
  };
}

/**
 * PUT /api/event/{id}/attendance: who came; every other player of the event did not. Only once
 * the event has started, for a game or practice of a current season; audited in the same
 * transaction (`attendance.record`).
 */
export async function recordAttendance(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  present: readonly string[],
  now: Date,
): Promise<{ present: number; absent: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, teams, asks, players } = await loadPlayers(trx, viewer, eventId);
    assertCanTakeAttendance(viewer, teams);
    await assertNotArchived(trx, 'events', row.id);
    if (!asks) {
      throw localizedError(409, 'not_game_or_practice', (l) => t(l)('notGameOrPractice'));
    }
    if (!started(row.date, now)) {
      throw localizedError(409, 'not_started', (l) => t(l)('notStarted'));
    }
    const came = new Set(present);
    const ids = new Set(players.map((p) => p.id));
    if ([...came].some((id) => !ids.has(id))) {
      throw badRequest((l) => t(l)('notAPlayer'), 'present');
    }
    const marks = players.map((p) => ({ contactId: p.id, present: came.has(p.id) }));
    await q.saveAttendance(trx, row.id, marks, viewer.id);
    await auditAction(trx, viewer, 'attendance.record', row.id, {
      label: row.name,
      count: came.size,
    });
    return { present: came.size, absent: marks.length - came.size };
  });
}

const totalsOf = (r: q.TotalsRow): PlayerAttendance => ({
  contactId: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  gamesAttended: r.games_attended,
  gamesRecorded: r.games_recorded,
  practicesAttended: r.practices_attended,
  practicesRecorded: r.practices_recorded,
});

function sum(rows: readonly AttendanceTotals[]): AttendanceTotals {
  const add = (k: keyof AttendanceTotals) => rows.reduce((n, r) => n + r[k], 0);
  return {
    gamesAttended: add('gamesAttended'),
    gamesRecorded: add('gamesRecorded'),
    practicesAttended: add('practicesAttended'),
    practicesRecorded: add('practicesRecorded'),
  };
}

/** GET /api/teams/{id}/attendance: its manager or an admin; a season's (default: current). */
export async function teamAttendance(
  ctx: AppContext,
  viewer: Viewer,
  teamId: number,
  seasonId: number | undefined,
): Promise<TeamAttendance & { teamName: string; seasonName: string }> {
  assertCanSeeTeamAttendance(viewer, teamId);
  const team = await q.findTeam(ctx.db, teamId);
  if (!team) throw notFound((l) => t(l)('teamNotFound'));
  const season = await q.findSeason(ctx.db, seasonId);
  if (!season) throw notFound((l) => t(l)('seasonNotFound'));
  const [rows, events] = await Promise.all([
    q.teamPlayerTotals(ctx.db, team.id, season.id),
    q.teamRecordedEvents(ctx.db, team.id, season.id),
  ]);
  const players = rows.map(totalsOf);
  return {
    teamId: team.id,
    seasonId: season.id,
    gamesRecorded: events.games,
    practicesRecorded: events.practices,
    team: sum(players),
    players,
    teamName: team.name,
    seasonName: season.name,
  };
}

/** The same as CSV, headers in the reader's language, the team's line last. */
export async function teamAttendanceCsv(
  ctx: AppContext,
  viewer: Viewer,
  teamId: number,
  seasonId: number | undefined,
  language: Language,
): Promise<{ csv: string; fileName: string }> {
  const report = await teamAttendance(ctx, viewer, teamId, seasonId);
  const c = (k: Parameters<ReturnType<typeof t>>[0]) => t(language)(k);
  const line = (first: string, last: string, r: AttendanceTotals) => [
    first,
    last,
    String(r.gamesAttended),
    String(r.gamesRecorded),
    String(r.practicesAttended),
    String(r.practicesRecorded),
    String(
      attendanceShare(r.gamesAttended + r.practicesAttended, r.gamesRecorded + r.practicesRecorded),
    ),
  ];
  const csv = toCsv([
    [
      c('csv.firstName'),
      c('csv.lastName'),
      c('csv.gamesAttended'),
      c('csv.gamesRecorded'),
      c('csv.practicesAttended'),
      c('csv.practicesRecorded'),
      c('csv.share'),
    ],
    ...report.players.map((p) => line(p.firstName, p.lastName, p)),
    line(c('csv.team'), report.teamName, report.team),
  ]);
  const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    csv,
    fileName: `${c('fileName')}-${slug(report.teamName)}-${slug(report.seasonName)}.csv`,
  };
}

/** GET /api/attendance/mine: the reader and their household's players they may see, this season. */
export async function myAttendance(ctx: AppContext, viewer: Viewer): Promise<MyAttendance> {
  const ids = [viewer.id, ...(viewer.household?.members.map((m) => m.contactId) ?? [])].filter(
    (id) => canSeePlayerOf(viewer, id),
  );
  const rows = await q.playersTotals(ctx.db, [...new Set(ids)]);
  return { players: rows.map(totalsOf) };
}
