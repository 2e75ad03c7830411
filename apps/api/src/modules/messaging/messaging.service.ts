import { z } from 'zod';
import { assertNotArchived } from '../../platform/access/seasons';
import {
  AUTOMATIC_MESSAGE_KINDS,
  isAutomaticKind,
  staffSmsText,
  toE164,
  type Language,
  type MessageDetail,
  type MessageListQuery,
  type MessageSummary,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { deliveryReasonCode, deliveryReasonText } from '../../platform/outbox/delivery-reasons';
import type { SmsOptOutSource } from '../../platform/outbox/sms-opt-outs.queries';
import { pickLanguage } from '../../platform/i18n/language';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { staffMessageHtml, staffMessageSubject } from './messaging.emails';
import {
  countsOf,
  findMessage,
  listDeliveries,
  listRecentMessages,
  requeueFailed,
  smsOptedOutAmong,
} from './messaging.queries';
import { messagingCatalog } from './messaging.locales';
import {
  channelsForAddresses,
  preferenceSkip,
  pushDelivery,
  withUnsubscribeByEmail,
} from '../notices';
import { pushCatalog } from '../push';
import { writeAudit } from '../../platform/audit.queries';
import { verifiedHoldersOf } from '../../platform/outbox/verified-phones.queries';

export interface SendInput {
  MessageTypes: 'Email' | 'SMS' | 'Both';
  Recipients: {
    Email?: string | null | undefined;
    PhoneNumber?: string | null | undefined;
    Language?: 'en' | 'es' | null | undefined;
    Name?: string | null | undefined;
    ContactId?: string | null | undefined;
  }[];
  Message: string;
  MessageEs?: string | null | undefined;
  Subject?: string | null | undefined;
}

/** An email's subject: the staff's own, as written, or the default in the reader's language. */
function emailSubject(input: SendInput, language: Language, team: string): string {
  return input.Subject?.trim() || staffMessageSubject(language, team);
}

const emailSchema = z.email();

/**
 * E.164 for Twilio, or the reason it cannot be one: the contacts' rule (packages/shared phone.ts:
 * a possible number for PHONE_REGION, or with +country). Twilio refuses an unassigned one itself,
 * and that refusal lands in the ledger as the reason.
 */
export function normalisePhone(raw: string): { e164: string } | { reason: string } {
  const e164 = toE164(raw);
  return e164 ? { e164 } : { reason: deliveryReasonText.invalidPhone(raw) };
}

/** One delivery a staff message makes, and which recipient line (person) it is for. */
export interface PlannedDelivery {
  person: number;
  delivery: DeliveryInput;
}

/**
 * THE decision of a staff message, for the send and its preview alike: one delivery
 * per recipient and channel, each address once per channel even if listed twice, in the
 * recipient's language (the Spanish text when there is one), and why one will not go: no
 * address, the member's preferences, a number that replied STOP or that nobody confirmed holding
 * (skipped), or an invalid address (failed). No address comes first: a member without a phone has
 * texts off by default, and the ledger said "opted out" of someone who never had a number to opt
 * out with. A line naming its contact (ContactId) is texted only at that contact's verified
 * number; one without, only at a number someone verified. A text skipped as unverified does not
 * count as the number's one text, so a verified holder listed later still gets it. The worker
 * checks STOP and verification again when it sends, for changes meanwhile. A text is the team's
 * name, the text and the opt-out line in the reader's language (staffSmsText); an email has the
 * staff's subject when they wrote one.
 */

/** A stopped number's ledger reason, named by where its STOP went (to us, or to the carrier). */
function stopReason(source: SmsOptOutSource | undefined): string | null {
  if (!source) return null;
  return source === 'carrier-21610'
    ? deliveryReasonText.smsCarrierOptedOut()
    : deliveryReasonText.smsOptedOut();
}

export async function planStaffMessage(
  ctx: AppContext,
  input: SendInput,
): Promise<PlannedDelivery[]> {
  const team = ctx.config.TEAM_NAME;
  const english = input.Message.trim();
  const spanish = input.MessageEs?.trim() || null;
  // What the staff wrote in each language (English when there is no Spanish text).
  const written: Record<Language, string | null> = { en: english, es: spanish };
  const wantsEmail = input.MessageTypes !== 'SMS';
  const wantsSms = input.MessageTypes !== 'Email';
  const seen = new Set<string>();
  const planned: PlannedDelivery[] = [];
  // The channels each recipient who is a member chose for staff messages.
  const sendChannels = [
    ...(wantsEmail ? ['email' as const] : []),
    ...(wantsSms ? ['sms' as const] : []),
    // Members who chose push get staff messages by push too, whichever the staff picked.
    'push' as const,
  ];
  const choiceOf = await channelsForAddresses(
    ctx.db,
    input.Recipients.map((r) => ({
      email: r.Email?.trim() || null,
      phone: r.PhoneNumber?.trim() ? (toE164(r.PhoneNumber.trim()) ?? r.PhoneNumber.trim()) : null,
    })),
    'staffMessages',
  );
  const stopped = wantsSms
    ? await smsOptedOutAmong(
        ctx.db,
        input.Recipients.flatMap((r) => {
          const e164 = r.PhoneNumber?.trim() ? toE164(r.PhoneNumber.trim()) : null;
          return e164 ? [e164] : [];
        }),
      )
    : new Map<string, SmsOptOutSource>();
  const holders = wantsSms
    ? await verifiedHoldersOf(
        ctx.db,
        input.Recipients.flatMap((r) => {
          const e164 = r.PhoneNumber?.trim() ? toE164(r.PhoneNumber.trim()) : null;
          return e164 ? [e164] : [];
        }),
      )
    : new Map<string, Set<string>>();
  const verified = (phone: string, contactId: string | null) =>
    contactId ? (holders.get(phone)?.has(contactId) ?? false) : holders.has(phone);

  input.Recipients.forEach((r, person) => {
    const language = pickLanguage(r.Language);
    const text = written[language] ?? english;
    const email = r.Email?.trim() || null;
    const phone = r.PhoneNumber?.trim() || null;
    const label = r.Name?.trim() || email || phone || null;
    const choice = choiceOf({ email, phone: phone ? (toE164(phone) ?? phone) : null });
    if (wantsEmail) {
      const key = email ? `email:${email.toLowerCase()}` : null;
      if (!key || !seen.has(key)) {
        if (key) seen.add(key);
        const valid = email ? emailSchema.safeParse(email).success : true;
        planned.push({
          person,
          delivery: {
            channel: 'email',
            recipient: email,
            recipientLabel: label,
            language,
            subject: emailSubject(input, language, team),
            text,
            html: staffMessageHtml(text),
            ...(valid || !email ? {} : { failedReason: deliveryReasonText.invalidEmail(email) }),
            skippedReason: email
              ? preferenceSkip(choice, 'email', sendChannels)
              : deliveryReasonText.noEmail(),
          },
        });
      }
    }
    if (wantsSms) {
      const normalised = phone ? normalisePhone(phone) : null;
      const recipient = normalised && 'e164' in normalised ? normalised.e164 : phone;
      const key = recipient ? `sms:${recipient}` : null;
      if (!key || !seen.has(key)) {
        const contactId = r.ContactId ?? null;
        const skippedReason = !recipient
          ? deliveryReasonText.noPhone()
          : (preferenceSkip(choice, 'sms', sendChannels) ??
            stopReason(stopped.get(recipient)) ??
            (normalised && 'e164' in normalised && !verified(recipient, contactId)
              ? deliveryReasonText.smsUnverified()
              : null));
        if (key && skippedReason !== deliveryReasonText.smsUnverified()) seen.add(key);
        planned.push({
          person,
          delivery: {
            channel: 'sms',
            recipient,
            recipientLabel: label,
            language,
            subject: '',
            text: staffSmsText(team, text, language),
            contactId,
            ...(normalised && 'reason' in normalised ? { failedReason: normalised.reason } : {}),
            skippedReason,
          },
        });
      }
    }
    // By push to a member who chose it, once per member; a tap opens the portal.
    const push =
      choice && !seen.has(`push:${choice.contactId}`)
        ? pushDelivery(
            choice,
            { contactId: choice.contactId, label, language },
            {
              title: pushCatalog.in(language)('staffMessageTitle', { team }),
              body: text,
              url: '/',
            },
          )
        : null;
    if (push) {
      seen.add(`push:${choice!.contactId}`);
      planned.push({ person, delivery: push });
    }
  });
  return planned;
}

/**
 * Queues the planned deliveries in one transaction (the whole message or nothing), then wakes
 * the worker.
 */
export async function sendStaffMessage(
  ctx: AppContext,
  member: Member,
  input: SendInput,
): Promise<string> {
  const team = ctx.config.TEAM_NAME;
  const deliveries = (await planStaffMessage(ctx, input)).map((p) => p.delivery);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const messageId = await ctx.outbox.enqueue(trx, {
      kind: 'message',
      messageTypes: input.MessageTypes,
      subject: emailSubject(input, 'en', team),
      body: input.Message.trim(),
      bodyEs: input.MessageEs?.trim() || null,
      createdBy: member.id,
      deliveries: await withUnsubscribeByEmail(ctx, trx, 'staffMessages', deliveries),
    });
    await writeAudit(trx, {
      actorId: member.id,
      action: 'message.send',
      entity: 'message',
      entityId: messageId,
      detail: {
        types: input.MessageTypes,
        deliveries: deliveries.length,
        label: input.Message.trim().slice(0, 80),
      },
    });
    return messageId;
  });
  ctx.outbox.notify();
  return id;
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

function summary(
  team: string,
  m: MessageRow,
  counts: MessageSummary['counts'],
  retryable: number,
): MessageSummary {
  return {
    id: m.id,
    kind: m.kind,
    messageTypes: m.message_types,
    subject: m.subject,
    // A staff message stores the default subject in English when staff wrote none.
    staffSubject:
      m.kind === 'message' && m.subject !== staffMessageSubject('en', team) ? m.subject : null,
    body: m.body,
    bodyEs: m.body_es,
    createdAt: m.created_at.toISOString(),
    createdBy: m.created_by,
    recipientCount: m.recipient_count,
    counts,
    retryable,
    automatic: isAutomaticKind(m.kind),
  };
}

/**
 * The ledger: the staff's last 50 sends, and the automatic messages of the same span (at most
 * 200, newest first), so a busy week of RSVP confirmations cannot push staff sends off the page;
 * with `status`, only messages with a delivery in it.
 */
export async function recentMessages(
  ctx: AppContext,
  query: MessageListQuery = {},
): Promise<MessageSummary[]> {
  const rows = await listRecentMessages(ctx.db, 50, {
    status: query.status,
    automaticKinds: AUTOMATIC_MESSAGE_KINDS,
    automaticLimit: 200,
  });
  return rows.map((r) => summary(ctx.config.TEAM_NAME, r.message, r.counts, r.retryable));
}

export async function messageDetail(ctx: AppContext, id: string): Promise<MessageDetail> {
  const message = await findMessage(ctx.db, id);
  if (!message) throw notFound((language) => messagingCatalog.in(language)('messageNotFound'));
  const deliveries = await listDeliveries(ctx.db, id);
  return {
    ...summary(
      ctx.config.TEAM_NAME,
      message,
      countsOf(deliveries.map((d) => ({ status: d.status, n: 1 }))),
      deliveries.filter((d) => d.status === 'failed' && d.attempts > 0 && d.recipient).length,
    ),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      channel: d.channel,
      recipient: d.recipient,
      recipientLabel: d.recipient_label,
      language: d.language,
      status: d.status,
      attempts: d.attempts,
      reason: d.status === 'sent' ? null : d.last_error,
      // The code of a reason the server wrote, which the ledger translates.
      ...(d.status === 'sent' ? {} : deliveryReasonCode(d.last_error)),
      sentAt: d.sent_at ? d.sent_at.toISOString() : null,
    })),
  };
}

export async function retryFailed(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<{ requeued: number }> {
  const message = await findMessage(ctx.db, id);
  if (!message) throw notFound((language) => messagingCatalog.in(language)('messageNotFound'));
  await assertNotArchived(ctx.db, 'messages', id);
  const requeued = await ctx.db.transaction().execute(async (trx) => {
    const n = await requeueFailed(trx, id);
    await writeAudit(trx, {
      actorId: member.id,
      action: 'message.retry',
      entity: 'message',
      entityId: id,
      detail: { requeued: n },
    });
    return n;
  });
  if (requeued > 0) ctx.outbox.notify();
  return { requeued };
}
