import type {
  AnswerTextInput,
  Language,
  TextConversation,
  TextInbox,
  TextMessage,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { localizedError, notFound } from '../../platform/errors';
import { deliveryReasonCode } from '../../platform/outbox/delivery-reasons';
import { smsOptedOut } from '../../platform/outbox/sms-opt-outs.queries';
import { verifiedHoldersOf } from '../../platform/outbox/verified-phones.queries';
import { textsInboxCatalog } from './texts-inbox.locales';
import {
  conversationMessages,
  findConversation,
  latestInboundContact,
  listConversations,
  markRead,
  storeAnswer,
  unreadTotal,
} from './texts-inbox.queries';

/** The inbox page shows this many conversations, newest first. */
const INBOX_PAGE = 100;

const personOf = (id: string | null, first: string | null, last: string | null) =>
  id ? { id, name: `${first ?? ''} ${last ?? ''}`.trim() } : null;

const eventOf = (
  id: string | null,
  name: string | null,
  nameEs: string | null,
  language: Language,
) => (id ? { id, name: (language === 'es' && nameEs) || name || '' } : null);

export async function textInbox(ctx: AppContext, language: Language): Promise<TextInbox> {
  const rows = await listConversations(ctx.db, INBOX_PAGE);
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      contact: personOf(r.contact_id, r.first_name, r.last_name),
      event: eventOf(r.event_id, r.event_name, r.event_name_es, language),
      last: { direction: r.direction, body: r.body, at: r.at.toISOString() },
      unread: r.unread,
    })),
    unreadTotal: await unreadTotal(ctx.db),
  };
}

const conversationGone = () =>
  notFound((language) => textsInboxCatalog.in(language)('refusal.notFound'));

export async function textConversation(
  ctx: AppContext,
  id: string,
  language: Language,
): Promise<TextConversation> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw conversationGone();
  const rows = (await conversationMessages(ctx.db, id)).reverse();
  const messages: TextMessage[] = rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    body: r.body,
    at: r.at.toISOString(),
    contact: personOf(r.contact_id, r.first_name, r.last_name),
    event: eventOf(r.event_id, r.event_name, r.event_name_es, language),
    read: r.direction === 'out' || r.read_at !== null,
    answeredBy: personOf(r.answerer_id, r.answerer_first, r.answerer_last),
    delivery:
      r.message_id && r.delivery_status
        ? {
            messageId: r.message_id,
            status: r.delivery_status,
            reasonCode:
              r.delivery_status === 'sent'
                ? null
                : (deliveryReasonCode(r.delivery_error).reasonCode ?? null),
          }
        : null,
  }));
  // The conversation is about its latest inbound text's person and event.
  const latestIn = messages.findLast((m) => m.direction === 'in');
  return {
    id,
    phone: conversation.phone,
    contact: latestIn?.contact ?? null,
    event: latestIn?.event ?? null,
    optedOut: await smsOptedOut(ctx.db, conversation.phone),
    messages,
  };
}

export async function markConversationRead(
  ctx: AppContext,
  id: string,
  through: Date,
): Promise<{ unread: number }> {
  if (!(await findConversation(ctx.db, id))) throw conversationGone();
  return { unread: await markRead(ctx.db, id, through) };
}

/**
 * Whether an answer can leave: through Twilio, or recorded at /dev/mailbox in demo mode. Without
 * either, the dev transport would "send" it where nobody reads it: refused instead.
 */
const textsCanGo = (ctx: AppContext) =>
  ctx.config.DEMO ||
  !!(ctx.config.TWILIO_ACCOUNT_SID && ctx.config.TWILIO_AUTH_TOKEN && ctx.config.TWILIO_FROM);

const refusal = (code: string, key: 'optedOut' | 'notConfigured' | 'unverified') =>
  localizedError(409, code, (language) => textsInboxCatalog.in(language)(`refusal.${key}`));

/**
 * The office's answer: one text to the conversation's number, queued in the outbox (so it is in
 * the ledger with its delivery) in the same transaction as the thread's row. Refused up front
 * for what the outbox would only skip later, so the office learns it at once: a number that
 * replied STOP, or one nobody confirmed holding (texts go only to confirmed numbers).
 */
export async function answerConversation(
  ctx: AppContext,
  member: Member,
  id: string,
  input: AnswerTextInput,
): Promise<{ id: string; messageId: string }> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw conversationGone();
  if (!textsCanGo(ctx)) throw refusal('sms_not_configured', 'notConfigured');
  const phone = conversation.phone;
  if (await smsOptedOut(ctx.db, phone)) throw refusal('sms_opted_out', 'optedOut');
  if (!(await verifiedHoldersOf(ctx.db, [phone])).has(phone)) {
    throw refusal('sms_unverified', 'unverified');
  }
  const body = input.body.trim();
  const contact = await latestInboundContact(ctx.db, id);
  const subject = textsInboxCatalog.in('en')('subject', { team: ctx.config.TEAM_NAME });
  const result = await ctx.db.transaction().execute(async (trx) => {
    const messageId = await ctx.outbox.enqueue(trx, {
      kind: 'text_answer',
      messageTypes: 'SMS',
      subject,
      body,
      createdBy: member.id,
      deliveries: [
        {
          channel: 'sms',
          recipient: phone,
          recipientLabel: contact ? `${contact.first_name} ${contact.last_name}`.trim() : null,
          // The office writes the answer in whatever language it chose; the ledger shows the
          // reader's, as for every text.
          language: contact?.language ?? 'en',
          subject,
          text: body,
        },
      ],
    });
    const answerId = await storeAnswer(trx, {
      conversationId: id,
      body,
      answeredBy: member.id,
      messageId,
    });
    await auditAction(trx, member, 'message.send', messageId, {
      types: 'SMS',
      count: 1,
      label: body.slice(0, 80),
      inboxAnswer: true,
    });
    return { id: answerId, messageId };
  });
  ctx.outbox.notify();
  return result;
}
