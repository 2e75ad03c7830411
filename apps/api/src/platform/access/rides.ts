import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { isSelfOrHousehold } from './contacts';
import { isAdultRole } from './households';
import { ridesAccessCatalog } from './rides.locales';
import type { Viewer } from './viewer';

/**
 * Rides to an event the viewer may see (the event's own rule, audience and teams, checked first
 * by whoever loads it, as for duties). An adult member offers or asks; the family who posted an
 * offer or request edits and cancels it; the admins and the managers of every team of the event
 * remove any (`canForTeams`, as for editing the event). Phones are shared only between the two
 * sides of a match.
 */

const t = ridesAccessCatalog.in;

/** Children never drive nor ask (nor volunteer): `isAdultRole` of the viewer's own role. */
export function isAdultMember(viewer: Viewer): boolean {
  return isAdultRole(viewer.household?.role);
}

export function assertAdultMember(viewer: Viewer): void {
  if (!isAdultMember(viewer)) throw forbidden((language) => t(language)('adultsOnly'));
}

export function canManageRides(viewer: Viewer, eventTeams: readonly number[]): boolean {
  return canForTeams(viewer, 'events:publish', eventTeams);
}

/** The family's own offer or request: posted by the viewer or an adult of their household. */
export function isOwnRide(viewer: Viewer, ownerId: string): boolean {
  return ownerId === viewer.id || (isAdultMember(viewer) && isSelfOrHousehold(viewer, ownerId));
}

/** Edit or cancel: the family's own; remove: an admin or the event's team manager too. */
export function assertCanChangeRide(
  viewer: Viewer,
  ownerId: string,
  eventTeams: readonly number[],
): void {
  if (isOwnRide(viewer, ownerId) || canManageRides(viewer, eventTeams)) return;
  throw forbidden((language) => t(language)('notYours'));
}

/** Editing: the family's own only (a manager removes, but never rewrites someone's post). */
export function assertOwnRide(viewer: Viewer, ownerId: string): void {
  if (!isOwnRide(viewer, ownerId)) throw forbidden((language) => t(language)('ownOnly'));
}

export const driverOnly = () => forbidden((language) => t(language)('driverOnly'));

/**
 * Whether the viewer sees the other side's phone of a match: only the asker's family sees the
 * driver's, only the driver's family the asker's; nobody before the match (not even managers).
 */
export function seesMatchPhone(viewer: Viewer, side: { ownerId: string; matched: boolean }) {
  return side.matched && isOwnRide(viewer, side.ownerId);
}
