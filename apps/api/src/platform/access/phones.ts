import { canEditContact, canSeeContact, contactFacts, contactNotFound } from './contacts';
import { accessCatalog } from './access.locales';
import { forbidden } from '../errors';
import type { Viewer } from './viewer';

/*
 * Confirming a contact's phone number (asking for the code, entering it): whoever may edit the
 * card (the contact, a guardian for a child of the household, an admin). Being allowed to edit
 * never verifies a number by itself: the code is texted to the number, so only whoever holds it
 * can finish. A guardian who typed a neighbour's number on a child's card cannot, and an admin
 * cannot mark anyone's number verified either.
 */

export function canVerifyPhone(viewer: Viewer, contact: { id: string }): boolean {
  return canEditContact(viewer, contact);
}

/**
 * The gate of both calls: a contact the viewer may not see is 404, as a missing one; one they
 * see but may not edit is 403.
 */
export function assertCanVerifyPhone(
  viewer: Viewer,
  row: { id: string; hide_contact_from_others: boolean },
): void {
  if (canVerifyPhone(viewer, row)) return;
  if (!canSeeContact(viewer, contactFacts(row))) throw contactNotFound();
  throw forbidden((language) => accessCatalog.in(language)('editOwnContact'));
}
