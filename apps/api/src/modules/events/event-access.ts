import { isAdmin } from '@dugout/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Member } from '../../platform/auth/access-policy';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

/** Who is asking about an event: a signed-in member, or a contact reached by a feed or link. */
export type EventViewer = Pick<Member, 'permissions' | 'affiliationId'>;

/**
 * The one rule of who may see an event (DESIGN §4): admins see everything; an event with
 * allowed affiliations is visible to members of one of them; none means everyone.
 */
export function canSeeEvent(
  viewer: EventViewer,
  allowedAffiliationIds: readonly number[],
): boolean {
  if (isAdmin(viewer)) return true;
  if (allowedAffiliationIds.length === 0) return true;
  return viewer.affiliationId !== null && allowedAffiliationIds.includes(viewer.affiliationId);
}

/** Throws the same 404 as a missing event: a hidden event's existence is not revealed. */
export function assertCanSeeEvent(viewer: EventViewer, allowedAffiliationIds: readonly number[]) {
  if (!canSeeEvent(viewer, allowedAffiliationIds)) throw notFound('The event');
}

/** The same rule for content (linked content of an event). */
export function canSeeContent(viewer: EventViewer, allowedAffiliationIds: readonly number[]) {
  return canSeeEvent(viewer, allowedAffiliationIds);
}

/**
 * Whether everyone who may see an event may also see a content item (its background image):
 * the item's audience must include the event's. An audience is a list of allowed affiliations;
 * an empty list is everyone. Content for everyone fits any event; content for {A, B} fits an
 * event for {A} or {A, B}, not an event for everyone or for {C}. (Admins see both anyway.)
 */
export function audienceIncludes(
  contentAffiliationIds: readonly number[],
  eventAffiliationIds: readonly number[],
): boolean {
  if (contentAffiliationIds.length === 0) return true;
  if (eventAffiliationIds.length === 0) return false;
  return eventAffiliationIds.every((id) => contentAffiliationIds.includes(id));
}

/** The SQL form of `canSeeEvent`, for lists (`events` must be in scope). */
export function eventVisibleTo(viewer: EventViewer) {
  return (eb: ExpressionBuilder<Database, 'events'>) => {
    if (isAdmin(viewer)) return sql<boolean>`true`;
    const restricted = eb
      .selectFrom('event_affiliations as ea')
      .select('ea.event_id')
      .whereRef('ea.event_id', '=', 'events.id');
    if (viewer.affiliationId === null) return eb.not(eb.exists(restricted));
    return eb.or([
      eb.not(eb.exists(restricted)),
      eb.exists(restricted.where('ea.affiliation_id', '=', viewer.affiliationId)),
    ]);
  };
}
