import { can, canForTeams, isAdmin } from '@dugout/shared';
import { type Expression, type SqlBool } from 'kysely';
import { forbidden } from '../errors';
import { contactEditRule } from './contacts';
import { householdTerms, holdsFor, holdsInSql, selfTerm, type PersonTerm } from './households';
import { allows, allowsInSql, EVERYONE, type Rule } from './rule';
import type { Viewer } from './viewer';
import { accessCatalog } from './access.locales';

/**
 * RSVPs, for an event the viewer may see: admins see every entry, with phone and
 * email; a member sees their own entry and their household's, and the yes count.
 * Answering for someone is editing them: a member answers for themself, a guardian for their
 * household's children (not a child for a parent, nor a guardian for a co-guardian); rsvp:others
 * (admins) answers for anyone.
 */

export type RsvpTerm = PersonTerm;

export function rsvpRule(viewer: Viewer): Rule<RsvpTerm> {
  return isAdmin(viewer)
    ? EVERYONE
    : { anyOf: [selfTerm(viewer.id), ...householdTerms(viewer.household)] };
}

export function canSeeRsvp(viewer: Viewer, rsvp: { contactId: string }): boolean {
  return allows(rsvpRule(viewer), (term) => holdsFor(term, rsvp.contactId));
}

/** `canSeeRsvp` as SQL on the answer's contact id in the query (e.g. `eb.ref('r.contact_id')`). */
export function rsvpVisibleTo(viewer: Viewer, contactId: Expression<string>): Expression<SqlBool> {
  return allowsInSql(rsvpRule(viewer), (term) => holdsInSql(term, contactId));
}

/**
 * The contacts `rsvpRule` names, as a list (null: everyone): a third reading of the same rule, for
 * an index to start from, beside `rsvpVisibleTo` (an event's answers read by contact rather than
 * every answer of the event read and then filtered).
 */
export function rsvpContactsOf(viewer: Viewer): string[] | null {
  const rule = rsvpRule(viewer);
  if ('everyone' in rule) return null;
  const named = rule.anyOf.flatMap((term) =>
    term.kind === 'self'
      ? [term.contactId]
      : term.members.filter((m) => term.roles.includes(m.role)).map((m) => m.contactId),
  );
  return [...new Set(named.map((c) => c.toLowerCase()))];
}

/**
 * Whether the whole list (everyone's entries, with contact details) goes to the viewer: an
 * admin's, and with the event's teams read, the manager's of every team it is for.
 */
export function canSeeRsvpList(viewer: Viewer, eventTeams?: readonly number[]): boolean {
  if (eventTeams && canForTeams(viewer, 'rsvp:others', eventTeams)) return true;
  return 'everyone' in rsvpRule(viewer);
}

/**
 * For whom the viewer may answer: whom they may edit (`contactEditRule`, one rule for both, so
 * answering for someone never reaches further than editing their card), anyone with rsvp:others.
 */
export function rsvpAnswerRule(viewer: Viewer): Rule<PersonTerm> {
  return can(viewer, 'rsvp:others') ? EVERYONE : contactEditRule(viewer);
}

export function canRsvpFor(viewer: Viewer, contactId: string): boolean {
  return allows(rsvpAnswerRule(viewer), (term) => holdsFor(term, contactId));
}

/** `canRsvpFor` as SQL on a contact id in the query (e.g. `eb.ref('c.id')`). */
export function rsvpAnswerableBy(
  viewer: Viewer,
  contactId: Expression<string>,
): Expression<SqlBool> {
  return allowsInSql(rsvpAnswerRule(viewer), (term) => holdsInSql(term, contactId));
}

/**
 * The one gate of whose RSVP a viewer may set: their own and their household's children's (a
 * guardian), or anyone's with rsvp:others; with the event's teams read (`eventTeams`), also
 * anyone's for the manager of every team it is for (whether the contact is invited to it is the
 * caller's check, as for an admin).
 */
export function assertCanRsvpFor(
  viewer: Viewer,
  contactId: string,
  eventTeams?: readonly number[],
): void {
  if (eventTeams && canForTeams(viewer, 'rsvp:others', eventTeams)) return;
  if (!canRsvpFor(viewer, contactId)) {
    throw forbidden((language) => accessCatalog.in(language)('rsvpForYourself'));
  }
}
