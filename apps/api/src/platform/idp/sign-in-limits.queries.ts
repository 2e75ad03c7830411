import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The per-email sign-in limits' rows (migration 0060). Each call that decides on a limit first
 * takes the email's row lock, so that replicas answering at once count one after another.
 */

/** Creates the email's row if needed and locks it until the transaction ends. */
export async function lockSignInLimit(trx: Db, emailHash: string) {
  await trx
    .insertInto('sign_in_limits')
    .values({ email_hash: emailHash })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .execute();
  return trx
    .selectFrom('sign_in_limits')
    .select(['failures', 'last_failure_at', 'locked_until'])
    .where('email_hash', '=', emailHash)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** When the codes let through for this email since `since` were asked for, oldest first. */
export async function codeRequestTimes(trx: Db, emailHash: string, since: Date): Promise<Date[]> {
  const rows = await trx
    .selectFrom('sign_in_code_requests')
    .select('created_at')
    .where('email_hash', '=', emailHash)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

export async function insertCodeRequest(trx: Db, emailHash: string, at: Date): Promise<void> {
  await trx
    .insertInto('sign_in_code_requests')
    .values({ email_hash: emailHash, created_at: at })
    .execute();
  await trx
    .updateTable('sign_in_limits')
    .set({ updated_at: at })
    .where('email_hash', '=', emailHash)
    .execute();
}

export async function recordSignInFailure(
  trx: Db,
  emailHash: string,
  change: { failures: number; at: Date; lockedUntil: Date | null },
): Promise<void> {
  await trx
    .updateTable('sign_in_limits')
    .set({
      failures: change.failures,
      last_failure_at: change.at,
      locked_until: change.lockedUntil,
      updated_at: change.at,
    })
    .where('email_hash', '=', emailHash)
    .execute();
}

export async function clearSignInFailures(trx: Db, emailHash: string, at: Date): Promise<void> {
  await trx
    .updateTable('sign_in_limits')
    .set({ failures: 0, last_failure_at: null, locked_until: null, updated_at: at })
    .where('email_hash', '=', emailHash)
    .execute();
}

/** Forgets code requests older than `before`, and emails with nothing left to remember. */
export async function purgeSignInLimits(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_code_requests').where('created_at', '<', before).execute();
  await db
    .deleteFrom('sign_in_limits')
    .where('updated_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date())]))
    .execute();
}

/** How many sign-ins are under way (interactions not yet expired), counting at most `upTo`. */
export async function countLiveInteractions(db: Db, upTo: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('oidc_payloads')
        .select(sql<number>`1`.as('one'))
        .where('type', '=', 'Interaction')
        .where('expires_at', '>', new Date())
        .limit(upTo)
        .as('live'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
