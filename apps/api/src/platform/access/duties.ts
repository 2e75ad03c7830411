import { canForTeams, type HouseholdRole } from '@dugout/shared';
import { badRequest, forbidden } from '../errors';
import { accessCatalog } from './access.locales';
import { canSeeContact, isSelfOrHousehold } from './contacts';
import { isAdultRole } from './households';
import { canRsvpFor } from './rsvp';
import type { Viewer } from './viewer';

/**
 * Game-day duties of an event the viewer may see (the event's own rule, audience and teams,
 * checked first by whoever loads it): the club's admins and the managers of every team of the
 * event define duties and assign or remove any adult (`canForTeams`, as for editing the event); an
 * adult member signs up themself or another adult of their household, and withdraws them.
 */

export function canManageDuties(viewer: Viewer, eventTeams: readonly number[]): boolean {
  return canForTeams(viewer, 'events:publish', eventTeams);
}

export function assertCanManageDuties(viewer: Viewer, eventTeams: readonly number[]): void {
  if (!canManageDuties(viewer, eventTeams)) {
    throw forbidden((language) => accessCatalog.in(language)('dutiesManagersOnly'));
  }
}

/**
 * Whom the viewer may sign up: a volunteer is an adult (`isAdultRole`), the viewer themself or
 * another adult of their household (a co-guardian too: a duty is not an answer for someone); a
 * household's child signs up nobody, and nobody signs up a child.
 */
export function canVolunteerFor(viewer: Viewer, contactId: string): boolean {
  if (!isAdultRole(viewer.household?.role)) return false;
  const id = contactId.toLowerCase();
  if (viewer.id.toLowerCase() === id) return true;
  const member = viewer.household?.members.find((m) => m.contactId.toLowerCase() === id);
  return !!member && isAdultRole(member.role);
}

/**
 * Whose sign-up the viewer may withdraw: whom they may sign up, and whom they answer for (a
 * guardian their children, themself), so a child signed up before volunteers had to be adults is
 * taken off by their family.
 */
export function canWithdrawFor(viewer: Viewer, contactId: string): boolean {
  return (
    canVolunteerFor(viewer, contactId) ||
    (isSelfOrHousehold(viewer, contactId) && canRsvpFor(viewer, contactId))
  );
}

/** Withdraw `contactId`'s sign-up: their family's own (`canWithdrawFor`), or anyone for a manager. */
export function assertCanWithdrawFor(
  viewer: Viewer,
  contactId: string,
  eventTeams: readonly number[],
): void {
  if (canWithdrawFor(viewer, contactId) || canManageDuties(viewer, eventTeams)) return;
  throw forbidden((language) => accessCatalog.in(language)('dutiesForYourHousehold'));
}

/** Sign up someone: of the viewer's household (or anyone, for a duty manager), or 403. */
export function assertCanSignUpFrom(
  viewer: Viewer,
  contactId: string,
  eventTeams: readonly number[],
): void {
  if (isSelfOrHousehold(viewer, contactId) || canManageDuties(viewer, eventTeams)) return;
  throw forbidden((language) => accessCatalog.in(language)('dutiesForYourHousehold'));
}

/**
 * Then the volunteer, read from the database (their household role): a child is refused (400,
 * for anyone, managers too); and a household's child signs up nobody (403).
 */
export function assertCanVolunteer(
  viewer: Viewer,
  volunteer: { id: string; name: string; role: HouseholdRole | null },
  eventTeams: readonly number[],
): void {
  if (!isAdultRole(volunteer.role)) {
    throw badRequest(
      (language) => accessCatalog.in(language)('dutiesChildVolunteer', { name: volunteer.name }),
      'contactId',
    );
  }
  if (canVolunteerFor(viewer, volunteer.id) || canManageDuties(viewer, eventTeams)) return;
  throw forbidden((language) => accessCatalog.in(language)('dutiesByAdults'));
}

/**
 * Whether a volunteer is named to the viewer: as the directory would show them (their household
 * always); anyone else is "A volunteer".
 */
export function canNameVolunteer(
  viewer: Viewer,
  volunteer: { id: string; hide_contact_from_others: boolean },
): boolean {
  return canSeeContact(viewer, { id: volunteer.id, hidden: volunteer.hide_contact_from_others });
}
