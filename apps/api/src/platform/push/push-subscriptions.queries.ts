import { managedPushSubscriptions } from '../access/push';
import type { Viewer } from '../access/viewer';
import type { Db } from '../db/database';

/** A member's push subscriptions, oldest first (the outbox sends to each). */
export async function subscriptionsOf(db: Db, contactId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'label', 'created_at'])
    .where('contact_id', '=', contactId)
    .orderBy('created_at')
    .execute();
}

/** Which of these contacts have push enabled on at least one browser. */
export async function contactsWithPush(
  db: Db,
  contactIds: readonly string[],
): Promise<Set<string>> {
  if (!contactIds.length) return new Set();
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('contact_id')
    .distinct()
    .where('contact_id', 'in', contactIds)
    .execute();
  return new Set(rows.map((r) => r.contact_id));
}

/**
 * Stores a browser's subscription for the member. The endpoint identifies the browser: seen
 * again (new keys, or another member signed in on it) it is updated and moves to this member,
 * so one browser never notifies two people.
 */
export async function saveSubscription(
  db: Db,
  row: { contactId: string; endpoint: string; p256dh: string; auth: string; label: string | null },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      contact_id: row.contactId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      label: row.label,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        contact_id: row.contactId,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
      }),
    )
    .execute();
}

/** Removes the viewer's own subscription with this endpoint; false when they have none such. */
export async function deleteOwnSubscription(db: Db, viewer: Viewer, endpoint: string) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where(managedPushSubscriptions(viewer))
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many browsers the viewer has notifications on in. */
export async function countOwnSubscriptions(db: Db, viewer: Viewer): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(managedPushSubscriptions(viewer))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The push service said the subscription is gone (404/410): forget it. */
export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
