import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DeliveryTable } from '../db/schema';
import { deliveryReasonText } from './delivery-reasons';

export interface DeliveryInput {
  channel: 'email' | 'sms' | 'push';
  /**
   * The address or phone number; null when the recipient has none for this channel (skipped).
   * Push: the member's contact id (the worker sends to each of their subscriptions).
   */
  recipient: string | null;
  recipientLabel?: string | null;
  language: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra email headers, e.g. List-Unsubscribe on bulk mail (issue 16 §2). */
  headers?: Record<string, string> | null;
  /** Push: the page the notification opens (issue 16 §4). */
  url?: string | null;
  /** Set when the delivery is known to be impossible before sending (an invalid phone number). */
  failedReason?: string;
  /** Set when the recipient's preferences skip it (issue 16 §1): stored as skipped, with why. */
  skippedReason?: string | null;
}

export interface MessageInput {
  kind:
    | 'login_code'
    | 'invite'
    | 'message'
    | 'content_notice'
    | 'event_notice'
    | 'rsvp_confirmation'
    | 'reminder';
  messageTypes: 'Email' | 'SMS' | 'Both';
  subject: string;
  body: string;
  bodyEs?: string | null;
  createdBy?: string | null;
  deliveries: DeliveryInput[];
}

export type OutboxListener = () => void;

/**
 * The durable outbox: a message and one delivery row per recipient and channel are written in
 * the caller's transaction, so a message is either wholly queued or not at all. The worker sends
 * them afterwards.
 */
export class Outbox {
  private listeners = new Set<OutboxListener>();

  async enqueue(trx: Db, input: MessageInput): Promise<string> {
    const message = await trx
      .insertInto('messages')
      .values({
        kind: input.kind,
        message_types: input.messageTypes,
        subject: input.subject,
        body: input.body,
        body_es: input.bodyEs ?? null,
        created_by: input.createdBy ?? null,
        recipient_count: input.deliveries.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: Insertable<DeliveryTable>[] = input.deliveries.map((d) => ({
      message_id: message.id,
      channel: d.channel,
      recipient: d.recipient,
      recipient_label: d.recipientLabel ?? null,
      language: d.language,
      subject: d.subject,
      text: d.text,
      html: d.html ?? null,
      url: d.url ?? null,
      attachments: d.attachments?.length ? JSON.stringify(d.attachments) : null,
      headers: d.headers ? JSON.stringify(d.headers) : null,
      status: d.skippedReason
        ? 'skipped'
        : d.recipient
          ? d.failedReason
            ? 'failed'
            : 'queued'
          : 'skipped',
      last_error: d.skippedReason
        ? d.skippedReason
        : d.recipient
          ? (d.failedReason ?? null)
          : d.channel === 'email'
            ? deliveryReasonText.noEmail()
            : deliveryReasonText.noPhone(),
    }));
    // Insert in chunks: one statement per recipient list of any size, bounded parameter count.
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('deliveries')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    return message.id;
  }

  /** Wake the worker; call after the enqueueing transaction has committed. */
  notify(): void {
    for (const l of this.listeners) l();
  }

  onEnqueued(listener: OutboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
