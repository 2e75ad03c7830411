import type { AccessChanges } from '@dugout/shared';
import { canGrantItAdmin } from '../../platform/access/contacts';
import type { Member } from '../../platform/auth/access-policy';
import { localizedError, type AppError } from '../../platform/errors';
import { contactsCatalog } from './contacts.locales';

/**
 * The privilege rules (only an IT admin grants or removes IT:admin; the last site admin stays),
 * and the before → after of a member's access that the audit log keeps. Pure: the service reads
 * the rows (locked) and writes the changes.
 */

/** A member's access: what the audit log records and the privilege rules look at. */
export interface Access {
  permissions: string[];
  affiliation: { id: number; name: string } | null;
  isSiteUser: boolean;
}

/** The access of a contact that does not exist (before a creation, after a deletion). */
export const NO_ACCESS = null;

export function accessOf(row: {
  permissions: string[];
  is_site_user: boolean;
  affiliation_id: number | null;
  affiliation_name: string | null;
}): Access {
  return {
    permissions: [...row.permissions].sort(),
    affiliation:
      row.affiliation_id === null
        ? null
        : { id: row.affiliation_id, name: row.affiliation_name ?? '' },
    isSiteUser: row.is_site_user,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * What changed between two states (null: no contact). Empty when nothing did; a creation lists
 * only what it set, a deletion only what there was.
 */
export function accessChanges(before: Access | null, after: Access | null): AccessChanges {
  const changes: AccessChanges = {};
  const bp = before?.permissions ?? null;
  const ap = after?.permissions ?? null;
  const permsChanged = bp && ap ? !sameList(bp, ap) : (bp ?? ap ?? []).length > 0;
  if (permsChanged) {
    changes.permissions = { before: bp && [...bp].sort(), after: ap && [...ap].sort() };
  }
  const ba = before?.affiliation ?? null;
  const aa = after?.affiliation ?? null;
  if ((ba?.id ?? null) !== (aa?.id ?? null)) changes.affiliation = { before: ba, after: aa };
  const bs = before ? before.isSiteUser : null;
  const as = after ? after.isSiteUser : null;
  if ((bs ?? false) !== (as ?? false)) changes.isSiteUser = { before: bs, after: as };
  return changes;
}

export const hasChanges = (changes: AccessChanges) => Object.keys(changes).length > 0;

/** A site admin who can sign in: one who can still manage the portal. */
export const isActiveSiteAdmin = (access: Access | null) =>
  !!access && access.isSiteUser && access.permissions.includes('site:admin');

/**
 * Only an IT admin grants or removes IT:admin (a site admin cannot raise themselves to it): the
 * permission itself, and an IT admin's use of it (turning their sign-in on or off, deleting them).
 */
export function assertAccessChangeAllowed(
  actor: Member,
  before: Access | null,
  after: Access | null,
): void {
  const holds = (a: Access | null) => a?.permissions.includes('IT:admin') ?? false;
  const uses = (a: Access | null) => holds(a) && !!a?.isSiteUser;
  const changed = holds(before) !== holds(after) || uses(before) !== uses(after);
  if (changed && !canGrantItAdmin(actor)) {
    throw localizedError(
      403,
      'it_admin_only',
      (language) => contactsCatalog.in(language)('itAdminOnly'),
      'permissions',
    );
  }
}

/** Refusal when a change would leave no site admin who can sign in. */
export function lastSiteAdmin(field: 'permissions' | 'isSiteUser' | null): AppError {
  return localizedError(
    409,
    'last_site_admin',
    (language) => contactsCatalog.in(language)('lastSiteAdmin'),
    field ?? undefined,
  );
}
