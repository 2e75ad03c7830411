import crypto from 'node:crypto';
import { LOGIN_CODE } from '@dugout/shared';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { serverMessages } from '../i18n/server-messages';
import type { Outbox } from '../outbox/outbox';

function hashCode(contactId: string, code: string): string {
  return crypto.createHash('sha256').update(`${contactId}:${code}`).digest('hex');
}

export async function findSiteUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'email', 'first_name', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('is_site_user', '=', true)
    .executeTakeFirst();
}

/**
 * Mails a one-time code when the email belongs to a member who may sign in. The caller answers
 * the same way either way, so the form never tells who is a member.
 */
export async function requestLoginCode(
  db: Db,
  outbox: Outbox,
  opts: { email: string; teamName: string },
): Promise<void> {
  const contact = await findSiteUserByEmail(db, opts.email);
  if (!contact?.email) return;
  const code = crypto
    .randomInt(0, 10 ** LOGIN_CODE.length)
    .toString()
    .padStart(LOGIN_CODE.length, '0');
  const m = serverMessages(contact.language);
  await db.transaction().execute(async (trx) => {
    // Only the newest code works.
    await trx
      .updateTable('login_codes')
      .set({ used_at: new Date() })
      .where('contact_id', '=', contact.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_codes')
      .values({
        contact_id: contact.id,
        code_hash: hashCode(contact.id, code),
        expires_at: new Date(Date.now() + LOGIN_CODE.ttlMinutes * 60_000),
        used_at: null,
      })
      .execute();
    const subject = m.loginCodeSubject({ team: opts.teamName });
    const text = `${m.greeting({ name: contact.first_name })}\n\n${m.loginCodeText({
      team: opts.teamName,
      code,
      minutes: LOGIN_CODE.ttlMinutes,
    })}`;
    await outbox.enqueue(trx, {
      kind: 'login_code',
      messageTypes: 'Email',
      subject,
      body: subject,
      deliveries: [
        {
          channel: 'email',
          recipient: contact.email,
          recipientLabel: contact.first_name,
          language: contact.language,
          subject,
          text,
        },
      ],
    });
  });
  outbox.notify();
}

const wrongCode = () =>
  new AppError(
    400,
    'invalid_code',
    'That code is not right or has expired. Check it or ask for a new one.',
  );

/** Returns the contact id when the code is right; counts wrong tries and burns the code at 5. */
export async function verifyLoginCode(db: Db, email: string, code: string): Promise<string> {
  const contact = await findSiteUserByEmail(db, email);
  if (!contact) throw wrongCode();
  // Errors are returned, not thrown, from the transaction: a wrong try must still be counted.
  const outcome = await db.transaction().execute(async (trx): Promise<string | AppError> => {
    const row = await trx
      .selectFrom('login_codes')
      .selectAll()
      .where('contact_id', '=', contact.id)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() < Date.now()) return wrongCode();
    const given = Buffer.from(hashCode(contact.id, code.trim()));
    const expected = Buffer.from(row.code_hash);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) {
      await trx
        .updateTable('login_codes')
        .set({ used_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      return contact.id;
    }
    const attempts = row.attempts + 1;
    const exhausted = attempts >= LOGIN_CODE.maxAttempts;
    await trx
      .updateTable('login_codes')
      .set({ attempts, ...(exhausted ? { used_at: new Date() } : {}) })
      .where('id', '=', row.id)
      .execute();
    if (exhausted) {
      return new AppError(400, 'too_many_attempts', 'Too many wrong tries. Ask for a new code.');
    }
    return wrongCode();
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
