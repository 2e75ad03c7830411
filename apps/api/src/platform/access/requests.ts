import { can } from '@dugout/shared';
import type { Expression, SqlBool } from 'kysely';
import { forbidden } from '../errors';
import { allows, allowsInSql, eb, EVERYONE, type Rule } from './rule';
import type { Viewer } from './viewer';

/**
 * Jersey and gift jacket requests: request-form admins (forms:admin) see every
 * request and set its status; anyone else sees the requests they submitted themself, nobody
 * else's. A request whose submitter was deleted (submitted_by null) is an admin's alone.
 */

export type RequestTerm = { kind: 'own'; contactId: string };

export function requestRule(viewer: Viewer): Rule<RequestTerm> {
  return can(viewer, 'forms:admin') ? EVERYONE : { anyOf: [{ kind: 'own', contactId: viewer.id }] };
}

export function canSeeRequest(viewer: Viewer, request: { submittedBy: string | null }): boolean {
  return allows(requestRule(viewer), (term) => request.submittedBy === term.contactId);
}

/** `canSeeRequest` as SQL on the request's submitted_by in the query. */
export function requestVisibleTo(
  viewer: Viewer,
  submittedBy: Expression<string | null>,
): Expression<SqlBool> {
  return allowsInSql(requestRule(viewer), (term) => eb(submittedBy, '=', term.contactId));
}

/** The one gate of who may mark a request fulfilled or open again: request-form admins. */
export function assertCanSetRequestStatus(viewer: Viewer): void {
  if (!can(viewer, 'forms:admin')) throw forbidden();
}

/**
 * The team an order may be for: one the member reaches (their own, or through the household's
 * children: teams.ts), or any team for the request-form admins.
 */
export function canOrderForTeam(viewer: Viewer, teamId: number): boolean {
  return can(viewer, 'forms:admin') || (viewer.teams ?? []).includes(teamId);
}
