import { writeAudit } from '../../platform/audit.queries';
import type { Db } from '../../platform/db/database';

/** The member an unsubscribe link names: how the page addresses them, in their language. */
export async function findLinkContact(db: Db, contactId: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'language'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

/** The audit trail of an unsubscribe: the member themself, through the emailed link. */
export async function insertUnsubscribeAudit(
  db: Db,
  entry: { contactId: string; kind: string },
): Promise<void> {
  await writeAudit(db, {
    actorId: entry.contactId,
    action: 'preferences.unsubscribe',
    entity: 'contact',
    entityId: entry.contactId,
    detail: { kind: entry.kind, channel: 'email', via: 'one-click link' },
  });
}
