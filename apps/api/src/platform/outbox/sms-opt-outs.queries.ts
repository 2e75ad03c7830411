import type { Db } from '../db/database';

export type SmsOptOutSource = 'stop-keyword' | 'carrier-21610';

/** Whether texts to this number (E.164) are off: it replied STOP (or Twilio said 21610) since its last START. */
export async function smsOptedOut(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('phone', '=', phone)
    .where('opted_in_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns texts to the number off (again); a repeated STOP keeps the first date and source. */
export async function optOutSms(db: Db, phone: string, source: SmsOptOutSource): Promise<void> {
  await db
    .insertInto('sms_opt_outs')
    .values({ phone, source })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({ opted_out_at: new Date(), source, opted_in_at: null })
        .where('sms_opt_outs.opted_in_at', 'is not', null),
    )
    .execute();
}

/** START: texts to the number are on again (the row stays, with the date). */
export async function optInSms(db: Db, phone: string): Promise<void> {
  await db
    .updateTable('sms_opt_outs')
    .set({ opted_in_at: new Date() })
    .where('phone', '=', phone)
    .where('opted_in_at', 'is', null)
    .execute();
}

/** The number's opt-out while it lasts (for the contact's page), or null. */
export async function smsOptOutOf(
  db: Db,
  phone: string,
): Promise<{ source: SmsOptOutSource; optedOutAt: Date } | null> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select(['source', 'opted_out_at'])
    .where('phone', '=', phone)
    .where('opted_in_at', 'is', null)
    .executeTakeFirst();
  return row ? { source: row.source, optedOutAt: row.opted_out_at } : null;
}
