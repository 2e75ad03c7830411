import { sql } from 'kysely';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import type { SmsOptOutSource } from '../../platform/outbox/sms-opt-outs.queries';
import { LEDGER_HIDDEN_KINDS, type DeliveryStatusName } from '@dugout/shared';

/** Outbox messages staff may see in the ledger: sign-in and phone codes are secrets and stay out. */
const HIDDEN_KINDS = [...LEDGER_HIDDEN_KINDS];

/** The ledger's messages newest first, optionally only those with a delivery in `status`. */
function ledgerMessages(db: Db, status: DeliveryStatusName | undefined) {
  let q = db
    .selectFrom('messages')
    .selectAll()
    .where('kind', 'not in', HIDDEN_KINDS)
    .where((eb) => currentSeasonOnly(eb.ref('messages.season_id')));
  if (status) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('deliveries')
          .select('deliveries.id')
          .whereRef('deliveries.message_id', '=', 'messages.id')
          .where('deliveries.status', '=', status),
      ),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id');
}

/**
 * The last `limit` messages that are not automatic, and the automatic ones (`automaticKinds`)
 * sent since the oldest of those (at most `automaticLimit`), newest first, with their counts.
 */
export async function listRecentMessages(
  db: Db,
  limit: number,
  opts: {
    status?: DeliveryStatusName;
    automaticKinds: readonly string[];
    automaticLimit: number;
  },
) {
  const staff = await ledgerMessages(db, opts.status)
    .where('kind', 'not in', opts.automaticKinds)
    .limit(limit)
    .execute();
  let automatic = ledgerMessages(db, opts.status)
    .where('kind', 'in', opts.automaticKinds)
    .limit(opts.automaticLimit);
  // A full page of staff sends: the automatic ones of the same span only.
  if (staff.length === limit)
    automatic = automatic.where('created_at', '>=', staff.at(-1)!.created_at);
  const messages = [...staff, ...(await automatic.execute())].sort(
    (a, b) => b.created_at.getTime() - a.created_at.getTime() || a.id.localeCompare(b.id),
  );
  if (messages.length === 0) return [];
  const counts = await db
    .selectFrom('deliveries')
    .select([
      'message_id',
      'status',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`(count(*) filter (where attempts > 0 and recipient is not null))::int`.as(
        'tried',
      ),
    ])
    .where(
      'message_id',
      'in',
      messages.map((m) => m.id),
    )
    .groupBy(['message_id', 'status'])
    .execute();
  return messages.map((m) => ({
    message: m,
    counts: countsOf(counts.filter((c) => c.message_id === m.id)),
    retryable: counts
      .filter((c) => c.message_id === m.id && c.status === 'failed')
      .reduce((n, c) => n + Number(c.tried), 0),
  }));
}

export function countsOf(
  rows: { status: string; n: number }[],
): Record<DeliveryStatusName, number> {
  const counts: Record<DeliveryStatusName, number> = {
    queued: 0,
    sending: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
  };
  for (const r of rows) counts[r.status as DeliveryStatusName] += Number(r.n);
  return counts;
}

export async function findMessage(db: Db, id: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('kind', 'not in', HIDDEN_KINDS)
    .executeTakeFirst();
}

export async function listDeliveries(db: Db, messageId: string) {
  return db
    .selectFrom('deliveries')
    .select([
      'id',
      'channel',
      'recipient',
      'recipient_label',
      'language',
      'status',
      'attempts',
      'last_error',
      'sent_at',
    ])
    .where('message_id', '=', messageId)
    .orderBy('recipient_label')
    .orderBy('channel')
    .orderBy('id')
    .execute();
}

/** Puts a message's failed deliveries back in the queue, due now, with a fresh attempt count. */
export async function requeueFailed(db: Db, messageId: string): Promise<number> {
  const rows = await db
    .updateTable('deliveries')
    .set({ status: 'queued', attempts: 0, next_attempt_at: new Date(), locked_until: null })
    .where('message_id', '=', messageId)
    .where('status', '=', 'failed')
    .where('recipient', 'is not', null)
    // Failed before any attempt (an invalid phone number): sending again would not help.
    .where('attempts', '>', 0)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Which of these numbers (E.164) replied STOP (or Twilio said 21610) since their last START,
 * each with where the STOP went (to us, or to the carrier).
 */
export async function smsOptedOutAmong(
  db: Db,
  phones: readonly string[],
): Promise<Map<string, SmsOptOutSource>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('sms_opt_outs')
    .select(['phone', 'source'])
    .where('phone', 'in', unique)
    .where('opted_in_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.phone, r.source]));
}
