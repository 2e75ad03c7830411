import { isAdmin } from '@dugout/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import { forbidden, notFound } from '../errors';
import { allows, allowsInSql, eb, EVERYONE, type Rule } from './rule';
import { viewerHasDirectory, type Viewer } from './viewer';
import { accessCatalog } from './access.locales';

/**
 * Contacts (DESIGN §4): admins see everyone; a member with the directory (view:contacts) sees
 * every contact that is not hidden; everyone sees their own contact, hidden or not. Only admins
 * and the contact themself may edit it.
 */

export type ContactTerm = { kind: 'shown' } | { kind: 'self'; contactId: string };

export function contactRule(viewer: Viewer): Rule<ContactTerm> {
  if (isAdmin(viewer)) return EVERYONE;
  const self: ContactTerm = { kind: 'self', contactId: viewer.id };
  return { anyOf: viewerHasDirectory(viewer) ? [{ kind: 'shown' }, self] : [self] };
}

/** What the rule looks at in a contact. */
export interface ContactFacts {
  id: string;
  hidden: boolean;
}

/** A contacts row's facts. */
export const contactFacts = (row: { id: string; hide_contact_from_others: boolean }) => ({
  id: row.id,
  hidden: row.hide_contact_from_others,
});

export function canSeeContact(viewer: Viewer, contact: ContactFacts): boolean {
  return allows(contactRule(viewer), (term) =>
    term.kind === 'shown' ? !contact.hidden : contact.id === term.contactId,
  );
}

/** `canSeeContact` as SQL; `contacts` is the table's name or alias in the query. */
export function contactVisibleTo(viewer: Viewer, contacts = 'contacts'): Expression<SqlBool> {
  return allowsInSql(contactRule(viewer), (term) =>
    term.kind === 'shown'
      ? eb(sql.ref<boolean>(`${contacts}.hide_contact_from_others`), '=', false)
      : eb(sql.ref<string>(`${contacts}.id`), '=', term.contactId),
  );
}

export const contactNotFound = () =>
  notFound((language) => accessCatalog.in(language)('contactNotFound'));

/** Without the directory (view:contacts), only your own contact exists for you. */
export function assertCanOpenDirectory(viewer: Viewer): void {
  if (!viewerHasDirectory(viewer))
    throw forbidden((language) => accessCatalog.in(language)('noView'));
}

/**
 * The gate of every read of one contact: refused (403) without the directory, and a hidden
 * contact is 404 to non-admins, as a missing one, so that its existence does not leak.
 */
export function assertCanSeeContact(
  viewer: Viewer,
  row: { id: string; hide_contact_from_others: boolean },
): void {
  if (canSeeContact(viewer, contactFacts(row))) return;
  assertCanOpenDirectory(viewer);
  throw contactNotFound();
}

/** Editing a contact, and seeing its private fields: admins, or the contact themself. */
export function contactEditRule(viewer: Viewer): Rule<{ kind: 'self'; contactId: string }> {
  return isAdmin(viewer) ? EVERYONE : { anyOf: [{ kind: 'self', contactId: viewer.id }] };
}

export function canEditContact(viewer: Viewer, contact: { id: string }): boolean {
  return allows(contactEditRule(viewer), (term) => contact.id === term.contactId);
}

/** `canEditContact` as SQL. */
export function contactEditableBy(viewer: Viewer, contacts = 'contacts'): Expression<SqlBool> {
  return allowsInSql(contactEditRule(viewer), (term) =>
    eb(sql.ref<string>(`${contacts}.id`), '=', term.contactId),
  );
}

/** The gate of every change to a contact (the owner's locked fields are checked apart). */
export function assertCanEditContact(viewer: Viewer, contact: { id: string }): void {
  if (!canEditContact(viewer, contact)) {
    throw forbidden((language) => accessCatalog.in(language)('editOwnContact'));
  }
}
