import { canForTeams } from '@dugout/shared';
import { forbidden } from '../errors';
import { accessCatalog } from './access.locales';
import { canSeeContact, isSelfOrHousehold } from './contacts';
import { canRsvpFor } from './rsvp';
import type { Viewer } from './viewer';

/**
 * Game-day duties of an event the viewer may see (the event's own rule, audience and teams,
 * checked first by whoever loads it): the club's admins and the managers of every team of the
 * event define duties and assign or remove anyone (`canForTeams`, as for editing the event); a
 * member signs up themself or someone of their household, and withdraws them.
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
 * Whether the viewer may sign up (or withdraw) this contact: of their household, whom they may
 * answer an RSVP for (the RSVP's one rule: themself, and a guardian their children; not a
 * co-guardian, who signs up themself).
 */
export function canVolunteerFor(viewer: Viewer, contactId: string): boolean {
  return isSelfOrHousehold(viewer, contactId) && canRsvpFor(viewer, contactId);
}

/** Sign up or withdraw `contactId`: their own household, or anyone for a duty manager. */
export function assertCanVolunteerFor(
  viewer: Viewer,
  contactId: string,
  eventTeams: readonly number[],
): void {
  if (canVolunteerFor(viewer, contactId) || canManageDuties(viewer, eventTeams)) return;
  throw forbidden((language) => accessCatalog.in(language)('dutiesForYourHousehold'));
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
