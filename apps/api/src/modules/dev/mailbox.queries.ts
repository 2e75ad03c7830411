import type { Db } from '../../platform/db/database';

/** What the dev transport "sent", newest first. */
export async function listDevMailbox(db: Db, limit: number) {
  return db.selectFrom('dev_mailbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
