import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { DeliveryRow } from '../db/schema';
import { deleteSubscriptionById, subscriptionsOf } from '../push/push-subscriptions.queries';
import { deliveryReasonText } from './delivery-reasons';
import { PushSubscriptionGoneError, type PushTransport } from './transport';

/** How long a push service keeps a notification for a browser that is offline: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one push delivery (one member) to each of the member's subscriptions. Returns null when
 * at least one browser took it (sent), or the reason it is skipped (no browser left). A
 * subscription the push service calls gone (404/410) is removed. When every live one failed
 * otherwise, the last error is thrown and the delivery is retried like any other; once one
 * browser has it, the delivery counts as sent and is never retried, so nobody gets it twice.
 */
export async function sendPushToMember(
  db: Db,
  transport: PushTransport | undefined,
  d: DeliveryRow,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!transport) throw new Error('No push transport is configured');
  const subscriptions = await subscriptionsOf(db, d.recipient!);
  const payload = JSON.stringify({ title: d.subject, body: d.text, url: d.url ?? '/' });
  let sent = 0;
  let failure: unknown = null;
  // The member's browsers at once: one slow push service does not hold back the others.
  await Promise.all(
    subscriptions.map(async (s) => {
      try {
        await transport.sendPush({
          endpoint: s.endpoint,
          keys: { p256dh: s.p256dh, auth: s.auth },
          payload,
          ttl: PUSH_TTL_SECONDS,
        });
        sent++;
      } catch (err) {
        if (err instanceof PushSubscriptionGoneError) {
          log.info({ deliveryId: d.id, subscription: s.id }, 'push subscription gone; removed');
          await deleteSubscriptionById(db, s.id);
        } else {
          failure = err;
        }
      }
    }),
  );
  if (sent > 0) return null;
  if (failure) throw failure;
  return deliveryReasonText.noPushDevice();
}
