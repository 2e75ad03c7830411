import { can, isAdmin } from '@dugout/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import { forbidden } from '../errors';
import { allows, allowsInSql, eb, EVERYONE, type Rule } from './rule';
import type { Viewer } from './viewer';
import { accessCatalog } from './access.locales';

/**
 * RSVPs (DESIGN §4), for an event the viewer may see: admins see every entry, with phone and
 * email; a member sees their own entry (and the yes count). A member answers for themself;
 * rsvp:others (admins) answers for anyone.
 */

export type RsvpTerm = { kind: 'own'; contactId: string };

export function rsvpRule(viewer: Viewer): Rule<RsvpTerm> {
  return isAdmin(viewer) ? EVERYONE : { anyOf: [{ kind: 'own', contactId: viewer.id }] };
}

export function canSeeRsvp(viewer: Viewer, rsvp: { contactId: string }): boolean {
  return allows(rsvpRule(viewer), (term) => rsvp.contactId === term.contactId);
}

/** `canSeeRsvp` as SQL; `rsvps` is the table's name or alias in the query. */
export function rsvpVisibleTo(viewer: Viewer, rsvps = 'rsvps'): Expression<SqlBool> {
  return allowsInSql(rsvpRule(viewer), (term) =>
    eb(sql.ref<string>(`${rsvps}.contact_id`), '=', term.contactId),
  );
}

/** Whether the whole list (everyone's entries, with contact details) goes to the viewer. */
export function canSeeRsvpList(viewer: Viewer): boolean {
  return 'everyone' in rsvpRule(viewer);
}

export function canRsvpFor(viewer: Viewer, contactId: string): boolean {
  return contactId === viewer.id || can(viewer, 'rsvp:others');
}

/** The one gate of whose RSVP a viewer may set: their own, or anyone's with rsvp:others. */
export function assertCanRsvpFor(viewer: Viewer, contactId: string): void {
  if (!canRsvpFor(viewer, contactId)) {
    throw forbidden((language) => accessCatalog.in(language)('rsvpForYourself'));
  }
}
