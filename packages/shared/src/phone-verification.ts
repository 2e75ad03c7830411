import { z } from 'zod';
import { ruleMessage } from './rule-messages';

/**
 * Confirming a phone number, so that a text reply cannot answer for someone else: texts go to a
 * number, and its replies count, only once whoever holds it has entered the code texted to it.
 * The code's shape is read by the profile's field and by the API alike.
 */
export const PHONE_CODE = { length: 6, ttlMinutes: 10, maxAttempts: 5 } as const;

/** POST /api/contacts/:id/phone/verify */
export const phoneCodeConfirmSchema = z.object({
  // The sign-in code's rule and words: both are six digits.
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE.length}}$`), ruleMessage('signInCodeInvalid')),
});
export type PhoneCodeConfirm = z.infer<typeof phoneCodeConfirmSchema>;

/** POST /api/contacts/:id/phone/code: the code was texted to `phone` and works until `expiresAt`. */
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  expiresAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** POST /api/contacts/:id/phone/verify: the number is now the contact's verified one. */
export const phoneVerifiedSchema = z.object({
  phone: z.string(),
  phoneVerified: z.literal(true),
});
export type PhoneVerified = z.infer<typeof phoneVerifiedSchema>;
