import { can, isAdmin } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { AppError, forbidden } from '../../platform/errors';

// Kept small and alone: the shared access layer (platform/access/, issue 13 §1) takes these over.

export const NO_VIEW = 'You do not have permission to view this content';

export const contactNotFound = () => new AppError(404, 'not_found', 'Contact was not found');

/**
 * The one gate for seeing a contact: your own, or with view:contacts (admins included); a hidden
 * contact is 404 to non-admins so that its existence does not leak.
 */
export function assertCanSeeContact(
  member: Member,
  row: { id: string; hide_contact_from_others: boolean },
): void {
  if (row.id === member.id || isAdmin(member)) return;
  if (!can(member, 'contacts:view')) throw forbidden(NO_VIEW);
  if (row.hide_contact_from_others) throw contactNotFound();
}

/** The one gate for editing a contact: admins, or the owner (whose locked fields are checked). */
export function assertCanEditContact(member: Member, row: { id: string }): void {
  if (isAdmin(member) || row.id === member.id) return;
  throw forbidden('You can only edit your own contact');
}
