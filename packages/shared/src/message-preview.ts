import { z } from 'zod';
import { MESSAGE_CHANNELS } from './message-preferences';
import { DELIVERY_REASON_CODES } from './messaging';
import { smsSegmentsSchema } from './sms-segments';

/*
 * POST /api/messaging/preview: what a send with the same body would queue, worked
 * out by the very code the send uses, for the confirmation staff see before sending.
 */

const perChannel = z.object({ email: z.number(), sms: z.number(), push: z.number() });

/** A delivery the send would not make, and why (the ledger's words, by code). */
export const previewSkipSchema = z.object({
  name: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** How the ledger will show it: skipped (preferences, STOP, no address) or failed (invalid). */
  status: z.enum(['skipped', 'failed']),
  /** The stored English text, as the ledger's `reason`. */
  reason: z.string(),
  reasonCode: z.enum(DELIVERY_REASON_CODES).optional(),
  reasonValue: z.string().optional(),
});
export type PreviewSkip = z.infer<typeof previewSkipSchema>;

export const messagePreviewSchema = z.object({
  /** Deliveries that will be queued, per channel. */
  channels: perChannel,
  /** People (recipient lines) at least one delivery will reach. */
  recipients: z.number(),
  /** Texts that will go in each language, and the segments that language's text takes. */
  sms: z.object({
    en: z.object({ count: z.number(), segments: smsSegmentsSchema }),
    /** Spanish readers get the English text when there is no Spanish one (segments then null). */
    es: z.object({ count: z.number(), segments: smsSegmentsSchema.nullable() }),
  }),
  skipped: z.array(previewSkipSchema),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;
