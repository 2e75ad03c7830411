import {
  MESSAGE_CHANNELS,
  smsSegments,
  type MessageChannel,
  type MessagePreview,
  type PreviewSkip,
} from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { deliveryReasonCode } from '../../platform/outbox/delivery-reasons';
import { planStaffMessage, type SendInput } from './messaging.service';

/**
 * What a send with this body would queue, from the send's own plan: per channel
 * the deliveries that will go, the SMS segments of each language's text, and who is skipped and
 * why. A planned delivery with a skipped reason is stored skipped, one with a failed reason
 * failed, any other queued (Outbox.enqueue).
 */
export async function previewStaffMessage(
  ctx: AppContext,
  input: SendInput,
): Promise<MessagePreview> {
  const planned = await planStaffMessage(ctx, input);
  const channels = Object.fromEntries(MESSAGE_CHANNELS.map((c) => [c, 0])) as Record<
    MessageChannel,
    number
  >;
  const reached = new Set<number>();
  const texts = { en: 0, es: 0 };
  const skipped: PreviewSkip[] = [];
  for (const { person, delivery: d } of planned) {
    const reason = d.skippedReason || d.failedReason;
    if (reason) {
      skipped.push({
        name: d.recipientLabel ?? null,
        channel: d.channel,
        status: d.skippedReason ? 'skipped' : 'failed',
        reason,
        ...deliveryReasonCode(reason),
      });
      continue;
    }
    channels[d.channel] += 1;
    reached.add(person);
    if (d.channel === 'sms') texts[d.language === 'es' ? 'es' : 'en'] += 1;
  }
  const spanish = input.MessageEs?.trim() || null;
  return {
    channels,
    recipients: reached.size,
    sms: {
      en: { count: texts.en, segments: smsSegments(input.Message.trim()) },
      es: { count: texts.es, segments: spanish ? smsSegments(spanish) : null },
    },
    skipped,
  };
}
