import { z } from 'zod';
import { LANGUAGES, MESSAGE_TYPES } from './constants';

/** The most recipients one send accepts; a bigger list is refused with a clear message. */
export const MESSAGE_MAX_RECIPIENTS = 5000;
export const MESSAGE_MAX_LENGTH = 5000;

/** Spec §3 Message, plus the optional Spanish text of our bilingual sending. */
export const sendMessageSchema = z.object({
  MessageTypes: z.enum(MESSAGE_TYPES, { message: 'MessageTypes must be Email, SMS or Both' }),
  Recipients: z
    .array(
      z.object({
        Email: z.string().trim().max(320).nullish(),
        PhoneNumber: z.string().trim().max(40).nullish(),
        Language: z.enum(LANGUAGES).nullish(),
        Name: z.string().trim().max(200).nullish(),
      }),
    )
    .min(1, 'Choose at least one recipient')
    .max(MESSAGE_MAX_RECIPIENTS, `At most ${MESSAGE_MAX_RECIPIENTS} recipients`),
  Message: z
    .string()
    .trim()
    .min(1, 'The message is empty')
    .max(MESSAGE_MAX_LENGTH, `The message may have at most ${MESSAGE_MAX_LENGTH} characters`),
  MessageEs: z.string().trim().max(MESSAGE_MAX_LENGTH).nullish(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Spec §5: at least one recipient, a non-empty message and a chosen type. */
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

export type DeliveryStatusName = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface MessageSummary {
  id: string;
  kind: string;
  messageTypes: string;
  subject: string;
  body: string;
  createdAt: string;
  createdBy: string | null;
  recipientCount: number;
  counts: Record<DeliveryStatusName, number>;
  /** Failed deliveries a retry would send again (not those refused before sending, e.g. a bad number). */
  retryable: number;
}

export interface DeliveryDetail {
  id: string;
  channel: 'email' | 'sms';
  recipient: string | null;
  recipientLabel: string | null;
  language: string;
  status: DeliveryStatusName;
  attempts: number;
  reason: string | null;
  sentAt: string | null;
}

export interface MessageDetail extends MessageSummary {
  bodyEs: string | null;
  deliveries: DeliveryDetail[];
}
