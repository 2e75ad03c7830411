import type { Expression, SqlBool } from 'kysely';
import { allows, allowsInSql, eb, type Rule } from './rule';
import type { Viewer } from './viewer';

/**
 * Searchable links: a link shows only to a member holding at least one of its
 * viewablePermissions (admins included: no bypass).
 */

export type LinkTerm = { kind: 'holds'; permission: string };

export function linkRule(viewer: Viewer): Rule<LinkTerm> {
  return {
    anyOf: [...new Set(viewer.permissions)].map((permission) => ({ kind: 'holds', permission })),
  };
}

export function canSeeLink(viewer: Viewer, link: { viewablePermissions: readonly string[] }) {
  return allows(linkRule(viewer), (term) => link.viewablePermissions.includes(term.permission));
}

/** `canSeeLink` as SQL on the link's viewable_permissions in the query. */
export function linkVisibleTo(
  viewer: Viewer,
  viewablePermissions: Expression<string[]>,
): Expression<SqlBool> {
  return allowsInSql(linkRule(viewer), (term) =>
    eb(eb.val(term.permission), '=', eb.fn.any(viewablePermissions)),
  );
}
