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
 * Stores a browser's subscription for the member, and drops the member's oldest beyond `keep`.
 * The endpoint identifies the browser and belongs to one member: seen again for the same member
 * (new keys) it is updated; another member's endpoint is not taken over (false), so nobody can
 * silence someone else's browser by posting its endpoint.
 */
export async function saveSubscription(
  db: Db,
  row: { contactId: string; endpoint: string; p256dh: string; auth: string; label: string | null },
  keep: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({
        contact_id: row.contactId,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
      })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ p256dh: row.p256dh, auth: row.auth, label: row.label })
          .where('push_subscriptions.contact_id', '=', row.contactId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!saved) return false;
    const beyond = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('contact_id', '=', row.contactId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1000)
      .execute();
    if (beyond.length) {
      await trx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          beyond.map((b) => b.id),
        )
        .execute();
    }
    return true;
  });
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
