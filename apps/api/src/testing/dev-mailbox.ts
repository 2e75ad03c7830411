import type { Db } from '../platform/db/database';

/** The id of the newest mail in dev_mailbox (0 when empty): read before asking for a code. */
export async function lastMailId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('dev_mailbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The sign-in code in the newest mail to `email` after mail `afterId` (the outbox sends later). */
export async function codeMailedAfter(db: Db, email: string, afterId: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const row = await db
      .selectFrom('dev_mailbox')
      .select('text')
      .where('to', '=', email)
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const code = row?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The sign-in code in the newest mail to `email`, waiting for one. */
export const latestCodeMailed = (db: Db, email: string) => codeMailedAfter(db, email, 0);
