import { can, isAdmin } from '@dugout/shared';
import type { Expression, SqlBool } from 'kysely';
import { forbidden, notFound } from '../errors';
import {
  CHILD_ROLES,
  householdTerms,
  holdsFor,
  holdsInSql,
  selfTerm,
  type PersonTerm,
} from './households';
import { allows, allowsInSql, eb, EVERYONE, type Rule } from './rule';
import { viewerHasDirectory, type Viewer } from './viewer';
import { accessCatalog } from './access.locales';

/**
 * Contacts: admins see everyone; a member with the directory (view:contacts) sees
 * every contact that is not hidden; everyone sees their own contact and their household's
 * hidden or not. Only admins, the contact themself and a guardian of the
 * contact's household, for its children (players and siblings), may edit it.
 */

export type ContactTerm = { kind: 'shown' } | PersonTerm;

export function contactRule(viewer: Viewer): Rule<ContactTerm> {
  if (isAdmin(viewer)) return EVERYONE;
  const people: ContactTerm[] = [selfTerm(viewer.id), ...householdTerms(viewer.household)];
  return { anyOf: viewerHasDirectory(viewer) ? [{ kind: 'shown' }, ...people] : people };
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
    term.kind === 'shown' ? !contact.hidden : holdsFor(term, contact.id),
  );
}

/** A contact's columns the rule reads, in the query (e.g. `eb.ref('c.id')`). */
export interface ContactColumns {
  id: Expression<string>;
  /** hide_contact_from_others */
  hidden: Expression<boolean>;
}

/** `canSeeContact` as SQL on the contact's columns in the query. */
export function contactVisibleTo(viewer: Viewer, contact: ContactColumns): Expression<SqlBool> {
  return allowsInSql(contactRule(viewer), (term) =>
    term.kind === 'shown' ? eb(contact.hidden, '=', false) : holdsInSql(term, contact.id),
  );
}

/**
 * Whether the viewer sees every contact, hidden ones too: a list for them needs no filter, and
 * none of what it finds is kept from them.
 */
export function seesEveryContact(viewer: Viewer): boolean {
  return 'everyone' in contactRule(viewer);
}

/** Whether `contactId` is the viewer or someone in their household (seen without the directory). */
export function isSelfOrHousehold(viewer: Viewer, contactId: string): boolean {
  return [selfTerm(viewer.id), ...householdTerms(viewer.household)].some((term) =>
    holdsFor(term, contactId),
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

/**
 * Editing a contact, and seeing its private fields: admins, the contact themself, and a guardian
 * for their household's children (players and siblings), not its other adults.
 */
export function contactEditRule(viewer: Viewer): Rule<PersonTerm> {
  if (isAdmin(viewer)) return EVERYONE;
  const guardian = viewer.household?.role === 'guardian';
  return {
    anyOf: [
      selfTerm(viewer.id),
      ...(guardian ? householdTerms(viewer.household, CHILD_ROLES) : []),
    ],
  };
}

export function canEditContact(viewer: Viewer, contact: { id: string }): boolean {
  return allows(contactEditRule(viewer), (term) => holdsFor(term, contact.id));
}

/** `canEditContact` as SQL on the contact's id in the query. */
export function contactEditableBy(
  viewer: Viewer,
  contactId: Expression<string>,
): Expression<SqlBool> {
  return allowsInSql(contactEditRule(viewer), (term) => holdsInSql(term, contactId));
}

/**
 * Whether lists of contacts (the directory and its pages) carry each contact's private fields
 * (who may sign in, with which permissions, whether texts reach the phone): only for a viewer who
 * may edit every contact. Anyone else sees their own on the card, not in a list a class shares.
 */
export function canSeeEveryContactsPrivateFields(viewer: Viewer): boolean {
  return 'everyone' in contactEditRule(viewer);
}

/**
 * The fields a contact's owner may not change (access, visibility, the player link, the
 * description): those who manage contacts change them; anyone else who may edit the card sends
 * them back as they are.
 */
export function canChangeLockedContactFields(viewer: Viewer): boolean {
  return can(viewer, 'contacts:manage');
}

/**
 * Granting or taking away IT:admin, and switching an IT admin's sign-in on or off: IT admins
 * only, so that a site admin cannot raise themself to it.
 */
export function canGrantItAdmin(viewer: Viewer): boolean {
  return can(viewer, 'itAdmin:grant');
}

/** The gate of every change to a contact (the owner's locked fields are checked apart). */
export function assertCanEditContact(viewer: Viewer, contact: { id: string }): void {
  if (!canEditContact(viewer, contact)) {
    throw forbidden((language) => accessCatalog.in(language)('editOwnContact'));
  }
}

/**
 * Who was invited and who has signed in, across contacts (the directory's sign-in filter and
 * badges), is for admins: each contact sees their own on their card.
 */
export function canSeeSignIns(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

export function assertCanSeeSignIns(viewer: Viewer): void {
  if (!canSeeSignIns(viewer)) {
    throw forbidden((language) => accessCatalog.in(language)('signInsAdminOnly'));
  }
}
