import { z } from 'zod';
import { LANGUAGES, MESSAGE_TYPES } from './constants';
import { ruleMessage } from './rule-messages';

/** The most recipients one send accepts; a bigger list is refused with a clear message. */
export const MESSAGE_MAX_RECIPIENTS = 5000;
export const MESSAGE_MAX_LENGTH = 5000;
/** An email subject past this is cut off by most mail apps anyway. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 150;

/** A staff message, plus the optional Spanish text of our bilingual sending. */
export const sendMessageSchema = z.object({
  MessageTypes: z.enum(MESSAGE_TYPES, ruleMessage('messageTypesInvalid')),
  Recipients: z
    .array(
      z.object({
        Email: z.string().trim().max(320).nullish(),
        PhoneNumber: z.string().trim().max(40).nullish(),
        Language: z.enum(LANGUAGES).nullish(),
        Name: z.string().trim().max(200).nullish(),
        /**
         * The contact the line is for, when it is one: a text then goes only to their verified
         * number. Without it, the number must be someone's verified one.
         */
        ContactId: z
          .string()
          .regex(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
            ruleMessage('contactIdInvalid'),
          )
          .nullish(),
      }),
    )
    .min(1, ruleMessage('recipientsRequired'))
    .max(MESSAGE_MAX_RECIPIENTS, `At most ${MESSAGE_MAX_RECIPIENTS} recipients`),
  Message: z
    .string()
    .trim()
    .min(1, ruleMessage('messageEmpty'))
    .max(MESSAGE_MAX_LENGTH, `The message may have at most ${MESSAGE_MAX_LENGTH} characters`),
  MessageEs: z.string().trim().max(MESSAGE_MAX_LENGTH).nullish(),
  /** The email's subject, as written, for every reader; empty: the team's default subject. */
  Subject: z
    .string()
    .trim()
    .max(MESSAGE_SUBJECT_MAX_LENGTH, ruleMessage('messageSubjectTooLong'))
    .regex(/^[^\r\n]*$/, ruleMessage('messageSubjectOneLine'))
    .nullish(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** At least one recipient, a non-empty message and a chosen type. */
export function isMessageFormComplete(input: {
  type: string | null | undefined;
  recipientCount: number;
  message: string;
}): boolean {
  return (
    !!input.type &&
    (MESSAGE_TYPES as readonly string[]).includes(input.type) &&
    input.recipientCount > 0 &&
    input.message.trim().length > 0
  );
}

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatusName = (typeof DELIVERY_STATUSES)[number];

/**
 * Every kind of message the outbox stores (messages.kind): the API's outbox accepts only these,
 * and the ledger names each in both languages (its locales test reads this list).
 */
export const STORED_MESSAGE_KINDS = [
  'login_code',
  'invite',
  'message',
  'content_notice',
  'event_notice',
  'rsvp_confirmation',
  'reminder',
  'phone_code',
  /** The office's answer to a text in its inbox. */
  'text_answer',
  /** A jersey or gift jacket request marked fulfilled, told to the family who asked. */
  'request_fulfilled',
  /** A volunteer's reminder of the duties they signed up for. */
  'duty_reminder',
  /** A manager's "Ask families": volunteers wanted for an event's open duties. */
  'duty_ask',
  /** A ride's match confirmed or cancelled, told to each side (issue 28). */
  'ride',
  /** A new post or a mention, pushed to followers and the mentioned (issue 29). */
  'conversation_post',
  /** A member's hourly email of new posts in what they follow (issue 29). */
  'conversation_digest',
] as const;
export type StoredMessageKind = (typeof STORED_MESSAGE_KINDS)[number];

/** Kinds the ledger never lists: sign-in and phone codes are secrets. */
export const LEDGER_HIDDEN_KINDS = [
  'login_code',
  'phone_code',
] as const satisfies StoredMessageKind[];

/**
 * Messages the portal sends on its own (an RSVP's confirmation, a scheduled reminder, a request
 * marked fulfilled): the ledger groups them, so the staff's own sends stay in sight.
 */
export const AUTOMATIC_MESSAGE_KINDS = [
  'rsvp_confirmation',
  'reminder',
  'request_fulfilled',
  'duty_reminder',
  'ride',
  'conversation_post',
  'conversation_digest',
] as const satisfies StoredMessageKind[];
export const isAutomaticKind = (kind: string): boolean =>
  (AUTOMATIC_MESSAGE_KINDS as readonly string[]).includes(kind);

/** GET /api/messaging/messages?status=: only messages with a delivery in that status. */
export const messageListQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES, ruleMessage('ledgerStatusInvalid')).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** One staff message in the ledger (GET /api/messaging/messages). */
export const messageSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  messageTypes: z.string(),
  subject: z.string(),
  /**
   * The subject staff wrote for a staff message, which the ledger shows; null for the default
   * one and for the other kinds', whose stored subjects are the server's English words.
   */
  staffSubject: z.string().nullable(),
  body: z.string(),
  /**
   * The Spanish wording stored beside `body`: a staff message's Spanish text, or what the server
   * wrote in Spanish for an automatic one ("Recordatorio: …"), which a Spanish ledger shows.
   */
  bodyEs: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  recipientCount: z.number(),
  counts: z.object({
    queued: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
    skipped: z.number(),
  }),
  /** Failed deliveries a retry would send again (not those refused before sending, e.g. a bad number). */
  retryable: z.number(),
  /** Sent by the portal on its own (AUTOMATIC_MESSAGE_KINDS), not by staff. */
  automatic: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/**
 * Why the server did not send a delivery, as a stable code the ledger translates;
 * `reason` keeps the stored English text, and a provider's answer (SMTP, Twilio) has no code.
 */
export const DELIVERY_REASON_CODES = [
  'no_email',
  'no_phone',
  'invalid_email',
  'invalid_phone',
  /** The number replied STOP to us: texts to it are off. */
  'sms_opted_out',
  /**
   * Twilio refused the text with 21610 ("unsubscribed recipient"): the number replied STOP to
   * the carrier, not to us; texts to it stay off until it sends START.
   */
  'sms_carrier_opted_out',
  'interrupted',
  'opted_out',
  'no_channel',
  /** Push was chosen but no browser of theirs has notifications on. */
  'no_push_device',
  /** The number is in a country texts are not sent to (SMS_COUNTRIES). */
  'sms_country',
  /** The number is not the recipient's verified one (migration 0080): nobody confirmed holding it. */
  'sms_unverified',
] as const;
export type DeliveryReasonCode = (typeof DELIVERY_REASON_CODES)[number];

export const deliveryDetailSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  recipient: z.string().nullable(),
  recipientLabel: z.string().nullable(),
  language: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  reason: z.string().nullable(),
  /** The reason's code when the server gave it (absent for a provider's answer). */
  reasonCode: z.enum(DELIVERY_REASON_CODES).optional(),
  /** What the reason is about (the refused address or number), for the translated text. */
  reasonValue: z.string().optional(),
  sentAt: z.string().nullable(),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

/** One staff message with each delivery (GET /api/messaging/messages/:id). */
export const messageDetailSchema = messageSummarySchema.extend({
  deliveries: z.array(deliveryDetailSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
