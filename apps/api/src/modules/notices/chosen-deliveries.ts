import { defaultPreference, type MessageChannel, type MessageKind } from '@dugout/shared';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { pushDelivery } from './push-deliveries';
import { preferenceSkip, type ChannelChoice } from './preferences.service';

/** The member a notice or reminder is for, and where each channel reaches them. */
export interface ChosenRecipient {
  contactId: string;
  label: string | null;
  language: string;
  email: string | null;
  /**
   * The number texts go to, or null for none. Whether a number may be texted at all is the
   * caller's to decide before it gets here; this decides only what the member chose.
   */
  phone: string | null;
}

/** What one message says by each channel, already in the recipient's language. */
export interface ChannelWording {
  email: Pick<DeliveryInput, 'subject' | 'text'> &
    Partial<Pick<DeliveryInput, 'html' | 'attachments'>>;
  sms: string;
  push: { title: string; body: string; url: string };
}

/**
 * One message's deliveries to one member, by the channels they chose for its kind (`choice`,
 * from channelsFor): the one place a choice becomes deliveries, so no sender forgets a channel
 * (texts chosen for event notices once went nowhere).
 *
 * The ledger keeps a skipped row, with why, for a channel the member turned off only where it
 * would otherwise have carried the message: email always; a text when there is a number and
 * texts are the kind's default (reminders, staff messages) or chosen. Event notices, texted by
 * nobody's default, would otherwise leave a "skipped" text per family on every notice. A push
 * goes only to those who chose it (pushDelivery).
 */
export function chosenDeliveries(
  kind: MessageKind,
  choice: ChannelChoice | undefined,
  to: ChosenRecipient,
  wording: ChannelWording,
): DeliveryInput[] {
  const offered: MessageChannel[] = ['email', ...(to.phone ? ['sms' as const] : []), 'push'];
  const deliveries: DeliveryInput[] = [
    {
      channel: 'email',
      recipient: to.email,
      recipientLabel: to.label,
      language: to.language,
      ...wording.email,
      skippedReason: preferenceSkip(choice, 'email', offered),
    },
  ];
  if (to.phone && (choice?.sms || defaultPreference(kind, 'sms', { hasPhone: true }))) {
    deliveries.push({
      channel: 'sms',
      recipient: to.phone,
      recipientLabel: to.label,
      language: to.language,
      subject: wording.email.subject,
      text: wording.sms,
      skippedReason: preferenceSkip(choice, 'sms', offered),
      // Only to the person's own verified number (the outbox checks at the hand-over).
      contactId: to.contactId,
    });
  }
  const push = pushDelivery(
    choice,
    { contactId: to.contactId, label: to.label, language: to.language },
    wording.push,
  );
  if (push) deliveries.push(push);
  return deliveries;
}

/** The ledger's message types for deliveries: 'Both' once any of them is a text. */
export function messageTypesOf(deliveries: readonly DeliveryInput[]): 'Email' | 'Both' {
  return deliveries.some((d) => d.channel === 'sms') ? 'Both' : 'Email';
}
