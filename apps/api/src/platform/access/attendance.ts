import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { attendanceAccessCatalog } from './attendance.locales';
import { canRsvpFor, canSeeRsvp } from './rsvp';
import type { Viewer } from './viewer';

/**
 * Availability and attendance, for an event the viewer may see (its own rule, audience and teams,
 * checked first by whoever loads it):
 * - a player's availability is their RSVP, so who sees and answers it is the RSVP rule
 *   (access/rsvp.ts): the player themself and their guardians; the event's managers and the
 *   admins see every player's (as they see the RSVP list);
 * - attendance is taken, and a team's season read, by the admins and the manager of every team of
 *   the event, or of the team (`canForTeams`, as for editing the event);
 * - a family reads the attendance of the players whose answers they see (their own children).
 */

/** Whether the viewer sees every player's availability and takes attendance for this event. */
export function canTakeAttendance(viewer: Viewer, eventTeams: readonly number[]): boolean {
  return canForTeams(viewer, 'events:publish', eventTeams);
}

export function assertCanTakeAttendance(viewer: Viewer, eventTeams: readonly number[]): void {
  if (!canTakeAttendance(viewer, eventTeams)) {
    throw forbidden((language) => attendanceAccessCatalog.in(language)('managersOnly'));
  }
}

/** A team's attendance over a season: its manager, or an admin. */
export function assertCanSeeTeamAttendance(viewer: Viewer, teamId: number): void {
  if (!canForTeams(viewer, 'events:publish', [teamId])) {
    throw forbidden((language) => attendanceAccessCatalog.in(language)('teamManagersOnly'));
  }
}

/** A player's own availability and attendance: themself and their household (the RSVP rule). */
export function canSeePlayerOf(viewer: Viewer, playerId: string): boolean {
  return canSeeRsvp(viewer, { contactId: playerId });
}

/** Whether the viewer answers "Is … available?" for the player (the RSVP rule, or a manager). */
export function canAnswerAvailability(
  viewer: Viewer,
  playerId: string,
  eventTeams: readonly number[],
): boolean {
  return canRsvpFor(viewer, playerId) || canForTeams(viewer, 'rsvp:others', eventTeams);
}
