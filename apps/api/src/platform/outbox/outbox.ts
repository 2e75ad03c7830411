import type { Insertable } from 'kysely';
import type { StoredMessageKind } from '@dugout/shared';
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
  /** Extra email headers, e.g. List-Unsubscribe on bulk mail. */
  headers?: Record<string, string> | null;
  /** Push: the page the notification opens. */
  url?: string | null;
  /** Set when the delivery is known to be impossible before sending (an invalid phone number). */
  failedReason?: string;
  /** Set when the recipient's preferences skip it: stored as skipped, with why. */
  skippedReason?: string | null;
  /**
   * Texts: the person it is for, whose verified number it must be (migration 0080); without it
   * the number must be someone's verified one.
   */
  contactId?: string | null;
  /** Texts: the code confirming the number, the one text an unverified number gets. */
  phoneCode?: boolean;
  /** Not sent before this time (an RSVP confirmation waiting for more answers); default now. */
  notBefore?: Date;
}

export interface MessageInput {
  /** One of STORED_MESSAGE_KINDS (packages/shared), each named in the ledger in both languages. */
  kind: StoredMessageKind;
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
 * the caller's transaction, so a message is either wholly queued or not at all (or, appended in
 * parts, each part wholly or not at all). The worker sends them afterwards.
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
    await insertDeliveries(trx, message.id, input.deliveries);
    return message.id;
  }

  /**
   * More deliveries for a message already queued (a large pass queued in several short
   * transactions, one message in the admins' log): written in the caller's transaction, with the
   * message's recipient count. The worker may already be sending the earlier ones.
   */
  async append(trx: Db, messageId: string, deliveries: readonly DeliveryInput[]): Promise<void> {
    if (deliveries.length === 0) return;
    await trx
      .updateTable('messages')
      .set((eb) => ({ recipient_count: eb('recipient_count', '+', deliveries.length) }))
      .where('id', '=', messageId)
      .execute();
    await insertDeliveries(trx, messageId, deliveries);
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

async function insertDeliveries(
  trx: Db,
  messageId: string,
  deliveries: readonly DeliveryInput[],
): Promise<void> {
  // Due from the worker's clock, not the database's now(): PostgreSQL keeps microseconds and the
  // worker compares with a JavaScript Date (milliseconds), so a row claimed in the millisecond it
  // was queued would otherwise wait a whole poll.
  const queuedAt = new Date();
  const rows: Insertable<DeliveryTable>[] = deliveries.map((d) => ({
    message_id: messageId,
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
    contact_id: d.contactId ?? null,
    phone_code: d.phoneCode ?? false,
    next_attempt_at: d.notBefore ?? queuedAt,
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
}
