import { z } from 'zod';
import { ruleMessage } from './rule-messages';
import { DELIVERY_REASON_CODES, DELIVERY_STATUSES } from './messaging';

/** Twilio's limit on one text's body (it splits it into segments up to this). */
export const TEXT_ANSWER_MAX_LENGTH = 1600;

const personRef = z.object({ id: z.string(), name: z.string() });
const eventRef = z.object({ id: z.string(), name: z.string() });

/** One number's conversation in the office's inbox (GET /api/messaging/texts). */
export const textConversationSummarySchema = z.object({
  id: z.string(),
  /** E.164. */
  phone: z.string(),
  /** The contact of its latest inbound text (the number's holder), when the number is one's. */
  contact: personRef.nullable(),
  /** The event its latest inbound text most likely answers. */
  event: eventRef.nullable(),
  last: z.object({ direction: z.enum(['in', 'out']), body: z.string(), at: z.string() }),
  unread: z.number(),
});
export type TextConversationSummary = z.infer<typeof textConversationSummarySchema>;

export const textInboxSchema = z.object({
  conversations: z.array(textConversationSummarySchema),
  /** Unread inbound texts in every conversation (the navigation's count). */
  unreadTotal: z.number(),
});
export type TextInbox = z.infer<typeof textInboxSchema>;

/** One text of a conversation, in or out. */
export const textMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  body: z.string(),
  at: z.string(),
  contact: personRef.nullable(),
  event: eventRef.nullable(),
  read: z.boolean(),
  /** Outbound: who answered. */
  answeredBy: personRef.nullable(),
  /** Outbound: the answer's delivery through the outbox (null before it is queued). */
  delivery: z
    .object({
      messageId: z.string(),
      status: z.enum(DELIVERY_STATUSES),
      reasonCode: z.enum(DELIVERY_REASON_CODES).nullable(),
    })
    .nullable(),
});
export type TextMessage = z.infer<typeof textMessageSchema>;

/** GET /api/messaging/texts/:id: the thread, oldest first, and whether it can be answered. */
export const textConversationSchema = z.object({
  id: z.string(),
  phone: z.string(),
  contact: personRef.nullable(),
  event: eventRef.nullable(),
  /** The number replied STOP (or Twilio said 21610): no answer can go to it. */
  optedOut: z.boolean(),
  messages: z.array(textMessageSchema),
});
export type TextConversation = z.infer<typeof textConversationSchema>;

export const textConversationParamsSchema = z.object({
  id: z.uuid(ruleMessage('conversationIdInvalid')),
});

/** POST /api/messaging/texts/:id/read: marks read what the reader saw (up to `through`). */
export const markTextsReadSchema = z.object({
  through: z.iso.datetime({ offset: true, ...ruleMessage('readThroughInvalid') }),
});
export type MarkTextsReadInput = z.infer<typeof markTextsReadSchema>;

/** POST /api/messaging/texts/:id/answer: a text to the conversation's number. */
export const answerTextSchema = z.object({
  body: z
    .string(ruleMessage('textAnswerEmpty'))
    .trim()
    .min(1, ruleMessage('textAnswerEmpty'))
    .max(TEXT_ANSWER_MAX_LENGTH, ruleMessage('textAnswerTooLong')),
});
export type AnswerTextInput = z.input<typeof answerTextSchema>;
