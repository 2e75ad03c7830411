import crypto from 'node:crypto';
import { LOGIN_CODE } from '@dugout/shared';
import type { Db } from '../db/database';
import { AppError, localizedError } from '../errors';
import { signInCatalog } from './sign-in.locales';
import { signInCodesSent, signInFailures } from '../metrics/process-metrics';
import type { Outbox } from '../outbox/outbox';
import {
  SignInLimitedError,
  addressKey,
  addressRequestWait,
  codeRequestWait,
  hashEmail,
  nextFailure,
  secondsUntil,
} from './sign-in-limits';
import {
  clearSignInFailures,
  codeRequestTimes,
  insertCodeRequest,
  lockSignInLimit,
  recordSignInFailure,
} from './sign-in-limits.queries';

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

export interface SignInCaller {
  /** The caller's address (TRUST_PROXY decides which): codes per address are capped too. */
  address: string;
  /**
   * This browser signed in with this email before (known-browser.ts): the email's caps and
   * back-off, which anyone can fill, do not hold it back.
   */
  signedInBefore: boolean;
}

/**
 * Mails a one-time code when the email belongs to a member who may sign in. The caller answers
 * the same way either way, so the form never tells who is a member: the per-email limits count
 * unknown emails too, and refuse them alike (SignInLimitedError, 429). Codes already mailed stay
 * valid until they expire, so a flood of new ones never voids the one in the member's inbox.
 */
export async function requestLoginCode(
  db: Db,
  outbox: Outbox,
  opts: { email: string; teamName: string; language?: string | undefined },
  caller: SignInCaller = { address: 'local', signedInBefore: false },
): Promise<void> {
  const contact = await findSiteUserByEmail(db, opts.email);
  const emailHash = hashEmail(opts.email);
  const code = crypto
    .randomInt(0, 10 ** LOGIN_CODE.length)
    .toString()
    .padStart(LOGIN_CODE.length, '0');
  const t = signInCatalog.in(contact?.language);
  const refusedFor = await db.transaction().execute(async (trx): Promise<number> => {
    // The address's row first, then the email's: every caller locks in this order.
    const address = addressKey(caller.address);
    await lockSignInLimit(trx, address);
    const limit = await lockSignInLimit(trx, emailHash);
    const now = Date.now();
    const fromAddress = await codeRequestTimes(trx, address, new Date(now - 60 * 60_000));
    const addressWait = addressRequestWait(fromAddress, now);
    if (addressWait > 0) return addressWait;
    if (!caller.signedInBefore) {
      // While wrong tries are being waited out, no new code is mailed either.
      const lockedMs = limit.locked_until ? new Date(limit.locked_until).getTime() - now : 0;
      const times = await codeRequestTimes(trx, emailHash, new Date(now - 24 * 60 * 60_000));
      const waitMs = Math.max(lockedMs, codeRequestWait(times, now));
      if (waitMs > 0) return waitMs;
    }
    await insertCodeRequest(trx, address, new Date(now));
    await insertCodeRequest(trx, emailHash, new Date(now));
    if (!contact?.email) return 0;
    await trx
      .insertInto('login_codes')
      .values({
        contact_id: contact.id,
        code_hash: hashCode(contact.id, code),
        expires_at: new Date(Date.now() + LOGIN_CODE.ttlMinutes * 60_000),
        used_at: null,
      })
      .execute();
    const subject = t('codeSubject', { team: opts.teamName });
    const text = `${t('greeting', { name: contact.first_name })}\n\n${t('codeText', {
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
    return 0;
  });
  if (refusedFor > 0) {
    throw new SignInLimitedError(secondsUntil(Date.now() + refusedFor, Date.now()), opts.language);
  }
  if (contact?.email) signInCodesSent.inc();
  if (contact) outbox.notify();
}

const wrongCode = () =>
  localizedError(400, 'invalid_code', (language) => signInCatalog.in(language)('wrongCode'));

const tooManyTries = () =>
  localizedError(400, 'too_many_attempts', (language) =>
    signInCatalog.in(language)('tooManyTries'),
  );

/**
 * Returns the contact id when the code is right; counts wrong tries and burns the code at 5.
 * Wrong tries are also counted per email, unknown ones included: after
 * SIGN_IN_LIMITS.freeWrongTries in a row, each further try must wait a growing time (429).
 */
export async function verifyLoginCode(
  db: Db,
  email: string,
  code: string,
  language?: string,
  caller: Pick<SignInCaller, 'signedInBefore'> = { signedInBefore: false },
): Promise<string> {
  const contact = await findSiteUserByEmail(db, email);
  const emailHash = hashEmail(email);
  // Errors are returned, not thrown, from the transaction: a wrong try must still be counted.
  const outcome = await db.transaction().execute(async (trx): Promise<string | AppError> => {
    const limit = await lockSignInLimit(trx, emailHash);
    const now = Date.now();
    // Someone else's wrong guesses do not hold back a browser that signed in with this email.
    const lockedUntil = limit.locked_until ? new Date(limit.locked_until).getTime() : 0;
    if (lockedUntil > now && !caller.signedInBefore) {
      return new SignInLimitedError(secondsUntil(lockedUntil, now), language);
    }
    const failed = async (error: AppError) => {
      const next = nextFailure(limit, now);
      await recordSignInFailure(trx, emailHash, { ...next, at: new Date(now) });
      return error;
    };
    if (!contact) return failed(wrongCode());
    // Every code mailed and not yet used or expired works: a new one never voids the last.
    const live = await trx
      .selectFrom('login_codes')
      .selectAll()
      .where('contact_id', '=', contact.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .orderBy('created_at', 'desc')
      .forUpdate()
      .execute();
    if (live.length === 0) return failed(wrongCode());
    const given = Buffer.from(hashCode(contact.id, code.trim()));
    const right = live.find((row) => {
      const expected = Buffer.from(row.code_hash);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
    if (right) {
      await trx
        .updateTable('login_codes')
        .set({ used_at: new Date() })
        .where('id', '=', right.id)
        .execute();
      await clearSignInFailures(trx, emailHash, new Date(now));
      return contact.id;
    }
    // A wrong try counts against every live code (it was a guess at each); a code burns at 5.
    let exhausted = false;
    for (const row of live) {
      const attempts = row.attempts + 1;
      const burnt = attempts >= LOGIN_CODE.maxAttempts;
      exhausted ||= burnt;
      await trx
        .updateTable('login_codes')
        .set({ attempts, ...(burnt ? { used_at: new Date() } : {}) })
        .where('id', '=', row.id)
        .execute();
    }
    return failed(exhausted ? tooManyTries() : wrongCode());
  });
  if (outcome instanceof AppError) {
    signInFailures.inc({ reason: outcome.code });
    throw outcome;
  }
  return outcome;
}
