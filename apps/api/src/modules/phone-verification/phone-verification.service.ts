import crypto from 'node:crypto';
import { PHONE_CODE, toE164, type PhoneCodeSent, type PhoneVerified } from '@dugout/shared';
import { contactNotFound } from '../../platform/access/contacts';
import { assertCanVerifyPhone } from '../../platform/access/phones';
import type { Member } from '../../platform/auth/access-policy';
import { writeAudit } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, localizedError } from '../../platform/errors';
import { isVerifiedPhoneOf } from '../../platform/outbox/verified-phones.queries';
import { codeSendWait } from './phone-code-limits';
import { phoneVerificationCatalog } from './phone-verification.locales';
import {
  codeSendTimes,
  codesForNumber,
  contactForPhoneCode,
  countWrongTry,
  insertPhoneCode,
  lockCodeSends,
  saveVerification,
  useCodes,
} from './phone-verification.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60_000;

type Refusal =
  | 'noPhone'
  | 'invalidPhone'
  | 'alreadyVerified'
  | 'wrongCode'
  | 'expired'
  | 'tooManyTries'
  | 'noCode';

const refusal = (status: number, code: string, key: Refusal) =>
  localizedError(status, code, (language) =>
    phoneVerificationCatalog.in(language)(`refusal.${key}`),
  );

/** Codes asked for too often (per number or per member): 429 with Retry-After. */
export class PhoneCodeLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const render = (language: 'en' | 'es') => {
      const t = phoneVerificationCatalog.in(language);
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      const wait =
        minutes <= 90
          ? t('wait.minutes', { count: minutes })
          : t('wait.hours', { count: Math.ceil(minutes / 60) });
      return t('refusal.limited', { wait });
    };
    super(429, 'phone_code_limited', render('en'), undefined, {
      en: render('en'),
      es: render('es'),
    });
  }
}

/** A code as stored: bound to the card and the number it was texted to. */
function hashCode(contactId: string, phone: string, code: string): string {
  return crypto.createHash('sha256').update(`${contactId}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The card, if the member may confirm its number (404 / 403 otherwise), with its number. */
async function cardToVerify(db: Db, member: Member, contactId: string, lock: boolean) {
  if (!UUID.test(contactId)) throw contactNotFound();
  const row = await contactForPhoneCode(db, contactId, lock);
  if (!row) throw contactNotFound();
  assertCanVerifyPhone(member, row);
  if (!row.phone) throw refusal(400, 'no_phone', 'noPhone');
  const phone = toE164(row.phone);
  if (!phone) throw refusal(400, 'invalid_phone', 'invalidPhone');
  return { ...row, phone };
}

/**
 * Texts a code to the card's number (through the outbox, the one text an unverified number
 * gets), within the limits per number and per member asking. The code is kept only as a hash.
 */
export async function requestPhoneCode(
  ctx: AppContext,
  member: Member,
  contactId: string,
): Promise<PhoneCodeSent> {
  const card = await cardToVerify(ctx.db, member, contactId, false);
  if (await isVerifiedPhoneOf(ctx.db, card.id, card.phone)) {
    throw refusal(409, 'already_verified', 'alreadyVerified');
  }
  const code = crypto
    .randomInt(0, 10 ** PHONE_CODE.length)
    .toString()
    .padStart(PHONE_CODE.length, '0');
  const expiresAt = new Date(Date.now() + PHONE_CODE.ttlMinutes * 60_000);
  const waitMs = await ctx.db.transaction().execute(async (trx) => {
    await lockCodeSends(trx, card.phone, member.id);
    const now = Date.now();
    const wait = codeSendWait(
      await codeSendTimes(trx, card.phone, member.id, new Date(now - DAY_MS)),
      now,
    );
    if (wait > 0) return wait;
    await insertPhoneCode(trx, {
      contactId: card.id,
      phone: card.phone,
      requestedBy: member.id,
      codeHash: hashCode(card.id, card.phone, code),
      expiresAt,
    });
    const t = phoneVerificationCatalog.in(card.language);
    const ledger = phoneVerificationCatalog.in('en')('ledger');
    await ctx.outbox.enqueue(trx, {
      kind: 'phone_code',
      messageTypes: 'SMS',
      subject: ledger,
      body: ledger,
      createdBy: member.id,
      deliveries: [
        {
          channel: 'sms',
          recipient: card.phone,
          language: card.language,
          subject: '',
          text: t('codeText', {
            team: ctx.config.TEAM_NAME,
            code,
            minutes: PHONE_CODE.ttlMinutes,
          }),
          contactId: card.id,
          phoneCode: true,
        },
      ],
    });
    return 0;
  });
  if (waitMs > 0) throw new PhoneCodeLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
  ctx.outbox.notify();
  return { phone: card.phone, expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms the card's number with a code texted to it: right, unused, unexpired, for this card
 * and its number as it is now. A wrong try counts against every open code (it was a guess at
 * each); a code burns after PHONE_CODE.maxAttempts.
 */
export async function confirmPhoneCode(
  ctx: AppContext,
  member: Member,
  contactId: string,
  code: string,
): Promise<PhoneVerified> {
  // Errors are returned, not thrown, from the transaction: a wrong try must still be counted.
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<string | AppError> => {
    // The card is locked: its number cannot change between the check and the confirmation.
    const card = await cardToVerify(trx, member, contactId, true);
    const codes = await codesForNumber(trx, card.id, card.phone);
    const now = Date.now();
    const open = codes.filter((c) => !c.used_at && new Date(c.expires_at).getTime() > now);
    if (open.length === 0) {
      const latest = codes[0];
      if (!latest) return refusal(400, 'no_code', 'noCode');
      if (latest.attempts >= PHONE_CODE.maxAttempts) {
        return refusal(400, 'too_many_attempts', 'tooManyTries');
      }
      if (new Date(latest.expires_at).getTime() <= now) {
        return refusal(400, 'code_expired', 'expired');
      }
      return refusal(400, 'no_code', 'noCode');
    }
    const given = hashCode(card.id, card.phone, code.trim());
    // Every open code is compared, in constant time each, whichever matches.
    let right = false;
    for (const c of open) right = sameHash(given, c.code_hash) || right;
    if (right) {
      await useCodes(trx, card.id);
      await saveVerification(trx, card.id, card.phone);
      await writeAudit(trx, {
        actorId: member.id,
        action: 'contact.phone_verified',
        entity: 'contact',
        entityId: card.id,
      });
      return card.phone;
    }
    let burnt = false;
    for (const c of open) {
      const attempts = c.attempts + 1;
      const done = attempts >= PHONE_CODE.maxAttempts;
      burnt ||= done;
      await countWrongTry(trx, c.id, attempts, done);
    }
    return burnt
      ? refusal(400, 'too_many_attempts', 'tooManyTries')
      : refusal(400, 'invalid_code', 'wrongCode');
  });
  if (outcome instanceof AppError) throw outcome;
  return { phone: outcome, phoneVerified: true };
}
