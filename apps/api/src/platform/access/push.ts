import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Viewer } from './viewer';

/*
 * Push subscriptions: each member manages only their own browsers'. Nobody else,
 * admins included, sees or removes them: an endpoint with its keys is the power to notify that
 * browser.
 */

export function canManagePushSubscription(viewer: Viewer, row: { contact_id: string }): boolean {
  return row.contact_id === viewer.id;
}

/** The same rule as a Kysely filter on push_subscriptions. */
export function managedPushSubscriptions(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'push_subscriptions'>) =>
    eb('push_subscriptions.contact_id', '=', viewer.id);
}
