import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { can, type HouseholdRole } from '@dugout/shared';
import { eb } from './rule';
import type { Viewer, ViewerHousehold } from './viewer';

/**
 * Households in the access rules. The viewer carries their household (its id, their
 * role and who is in it), loaded with the member in one query (`householdOfContact`). A rule
 * names people as data: oneself, or the members of a household with some roles; each term is
 * read once against a contact id (`holdsFor`) and once as SQL on a contact-id column
 * (`holdsInSql`), so the two readings come from one definition and the property test compares
 * them.
 */

export const ALL_HOUSEHOLD_ROLES: readonly HouseholdRole[] = ['guardian', 'player', 'sibling'];
/** The household's children: a guardian edits their cards. */
export const CHILD_ROLES: readonly HouseholdRole[] = ['player', 'sibling'];

/**
 * Who is an adult, the one definition (rides, duties): the household model knows roles, not ages.
 * A household's player or sibling is a child; its guardian is an adult, and so is a contact in no
 * household (the club's own contacts: coaches, staff, relatives; a child is a contact only as a
 * player or sibling of a household, whose guardian answers for them).
 */
export function isAdultRole(role: HouseholdRole | null | undefined): boolean {
  return !role || !CHILD_ROLES.includes(role);
}

/** Creating, renaming and deleting households and moving people between them: contact managers. */
export function canManageHouseholds(viewer: Viewer): boolean {
  return can(viewer, 'contacts:manage');
}

/** Terms that name contacts: the viewer, or members of a household with one of `roles`. */
export type PersonTerm =
  | { kind: 'self'; contactId: string }
  | {
      kind: 'household';
      householdId: number;
      roles: readonly HouseholdRole[];
      /** The household's members as the viewer knows them (the TypeScript reading's facts). */
      members: ViewerHousehold['members'];
    };

export const selfTerm = (contactId: string): PersonTerm => ({ kind: 'self', contactId });

/** The viewer's household as a term (none when they have no household). */
export function householdTerms(
  household: ViewerHousehold | null | undefined,
  roles: readonly HouseholdRole[] = ALL_HOUSEHOLD_ROLES,
): PersonTerm[] {
  if (!household) return [];
  return [{ kind: 'household', householdId: household.id, roles, members: household.members }];
}

/** The TypeScript reading: whether the term names the contact `contactId`. */
export function holdsFor(term: PersonTerm, contactId: string): boolean {
  const id = contactId.toLowerCase();
  if (term.kind === 'self') return term.contactId.toLowerCase() === id;
  return term.members.some((m) => m.contactId.toLowerCase() === id && term.roles.includes(m.role));
}

/** The SQL reading on a contact id in the query (e.g. `eb.ref('rsvps.contact_id')`). */
export function holdsInSql(term: PersonTerm, contactId: Expression<string>): Expression<SqlBool> {
  if (term.kind === 'self') return eb(contactId, '=', term.contactId);
  return eb.exists(
    eb
      .selectFrom('household_members as hm')
      .select('hm.contact_id')
      .where('hm.contact_id', '=', contactId)
      .where('hm.household_id', '=', term.householdId)
      .where('hm.role', 'in', term.roles),
  );
}

/**
 * A contact's household as JSON (`{ id, role, members: [{ contactId, role }] }`, or null): a
 * subquery to select beside the contact's row (`contactId`: e.g. `eb.ref('contacts.id')`).
 */
export function householdOfContact(
  contactId: Expression<string>,
): RawBuilder<ViewerHousehold | null> {
  return sql<ViewerHousehold | null>`(select json_build_object(
      'id', own.household_id,
      'role', own.role,
      'members', (select json_agg(json_build_object('contactId', m.contact_id, 'role', m.role)
                                  order by m.contact_id)
                  from household_members m where m.household_id = own.household_id))
    from household_members own where own.contact_id = ${contactId})`;
}
