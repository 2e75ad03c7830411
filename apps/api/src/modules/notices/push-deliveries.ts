import type { MessageChannel } from '@dugout/shared';
import type { DeliveryInput } from '../../platform/outbox/outbox';

/**
 * A push delivery for a member who chose push for this kind of message (their `channelsFor`
 * choice), else null. One per member: the outbox sends it to each of their browsers. The
 * title and body are already in the member's language; `url` is the page a tap opens.
 */
export function pushDelivery(
  choice: Readonly<Record<MessageChannel, boolean>> | undefined,
  to: { contactId: string; label: string | null; language: string },
  content: { title: string; body: string; url: string },
): DeliveryInput | null {
  if (!choice?.push) return null;
  return {
    channel: 'push',
    recipient: to.contactId,
    recipientLabel: to.label,
    language: to.language,
    // Short enough for one encrypted record (4 KB) even in three-byte characters.
    subject: clip(content.title, 120),
    text: clip(content.body, 1000),
    url: content.url,
  };
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
