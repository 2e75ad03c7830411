import type { RsvpStatus } from '@dugout/shared';
import type { Db } from '../../platform/db/database';

/** A contact's recorded answer to an event, or null when they have not answered. */
export async function currentRsvpStatus(
  db: Db,
  eventId: string,
  contactId: string,
): Promise<RsvpStatus | null> {
  const row = await db
    .selectFrom('rsvps')
    .select('status')
    .where('event_id', '=', eventId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return row?.status ?? null;
}
