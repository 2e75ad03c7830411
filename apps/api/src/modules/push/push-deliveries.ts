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
    subject: content.title,
    text: content.body,
    url: content.url,
  };
}
