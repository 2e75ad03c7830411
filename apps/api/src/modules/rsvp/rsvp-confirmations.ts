import { RSVP_STATUSES, type RsvpStatus } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { formatEventDate, rsvpConfirmationEmail } from '../events/index';
import { channelsFor, preferenceSkip, withUnsubscribe } from '../notices';
import { translatedEventName } from './rsvp.queries';
import {
  deliveryOfMessage,
  lockPendingConfirmation,
  lockWaitingDelivery,
  namesOf,
  rewriteWaitingConfirmation,
  savePendingConfirmation,
} from './rsvp-confirmations.queries';
import { rsvpCatalog } from './rsvp.locales';

export interface ConfirmedAnswer {
  contactId: string;
  status: RsvpStatus;
}

interface Answerer {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  language: string | null;
}

const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/** The answers a pending confirmation lists (its JSON column), the bad ones left out. */
function answersOf(value: unknown): ConfirmedAnswer[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  return list.flatMap((a) => {
    const { contactId, status } = (a ?? {}) as Record<string, unknown>;
    return typeof contactId === 'string' && RSVP_STATUSES.includes(status as RsvpStatus)
      ? [{ contactId, status: status as RsvpStatus }]
      : [];
  });
}

/** `answers` with `answer` in its person's place (a changed mind), or added at the end. */
function withAnswer(answers: ConfirmedAnswer[], answer: ConfirmedAnswer): ConfirmedAnswer[] {
  return answers.some((a) => a.contactId === answer.contactId)
    ? answers.map((a) => (a.contactId === answer.contactId ? answer : a))
    : [...answers, answer];
}

/**
 * The email confirming `answers`, in the answerer's language: their own answer alone as it always
 * read, one other person's as the household confirmation ("RSVP received for Mia Pemberton"),
 * several as one list, one line per person.
 */
async function confirmationMail(
  ctx: AppContext,
  trx: Db,
  actor: Answerer,
  event: { id: string; name: string; date: Date | string | null },
  answers: readonly ConfirmedAnswer[],
) {
  const lang = pickLanguage(actor.language);
  const t = rsvpCatalog.in(lang);
  const translated = await translatedEventName(trx, event.id, lang);
  const name = (lang !== 'en' && translated) || event.name;
  const when = formatEventDate(event.date, lang, ctx.config.TEAM_TIME_ZONE);
  const eventUrl = `${ctx.config.publicUrl}/events/${event.id}`;
  const firstName = actor.first_name.trim();
  if (answers.length === 1 && answers[0]!.contactId === actor.id) {
    return rsvpConfirmationEmail(lang, {
      firstName,
      name,
      when,
      answer: answers[0]!.status,
      eventUrl,
    });
  }
  const names = new Map(
    (
      await namesOf(
        trx,
        answers.map((a) => a.contactId),
      )
    ).map((c) => [c.id, fullName(c)]),
  );
  const person = (a: ConfirmedAnswer) => names.get(a.contactId) ?? '';
  if (answers.length === 1) {
    const values = { firstName, person: person(answers[0]!), name, when };
    const answer = t(`answer.${answers[0]!.status}`);
    return {
      subject: t('householdConfirmation.subject', values),
      text: `${t('householdConfirmation.body', { ...values, answer })}\n\n${eventUrl}`,
    };
  }
  const lines = answers
    .map((a) => t('householdAnswers.line', { person: person(a), answer: t(`answer.${a.status}`) }))
    .join('\n');
  const body = t(firstName ? 'householdAnswers.body' : 'householdAnswers.bodyNoName', {
    firstName,
    name,
    when,
    lines,
  });
  return { subject: t('householdAnswers.subject', { name }), text: `${body}\n\n${eventUrl}` };
}

/**
 * Confirms an answer to the one who gave it, one email per event and answerer however many
 * answers: an answer given within RSVP_CONFIRMATION_WINDOW_SECONDS of the last one (a household
 * answered one tap per person) rewrites the email still waiting, which then lists every answer
 * and waits again; otherwise a new one is queued to wait that long. It is an event notice: it
 * follows the answerer's choice for event notices by email (a skipped row, with why, when off)
 * and carries its unsubscribe link. In the caller's transaction; false when nothing is queued.
 */
export async function queueRsvpConfirmation(
  ctx: AppContext,
  trx: Db,
  input: {
    actor: Answerer;
    event: { id: string; name: string; date: Date | string | null };
    answer: ConfirmedAnswer;
  },
): Promise<boolean> {
  const { actor, event, answer } = input;
  if (!actor.email) return false;
  const now = new Date();
  const notBefore = new Date(now.getTime() + ctx.config.RSVP_CONFIRMATION_WINDOW_SECONDS * 1000);
  const pending = await lockPendingConfirmation(trx, event.id, actor.id);
  const waiting =
    pending.delivery_id && new Date(pending.due_at) > now
      ? await lockWaitingDelivery(trx, pending.delivery_id, now)
      : undefined;
  const answers = waiting ? withAnswer(answersOf(pending.answers), answer) : [answer];
  const mail = await confirmationMail(ctx, trx, actor, event, answers);
  const lang = pickLanguage(actor.language);
  const choice = (await channelsFor(trx, [actor.id], 'eventNotices')).get(actor.id);
  const delivery = withUnsubscribe(ctx, actor.id, 'eventNotices', {
    channel: 'email' as const,
    recipient: actor.email,
    recipientLabel: fullName(actor),
    language: lang,
    subject: mail.subject,
    text: mail.text,
    skippedReason: preferenceSkip(choice, 'email', ['email']),
    notBefore,
  });
  let deliveryId: string;
  if (waiting) {
    deliveryId = waiting.id;
    await rewriteWaitingConfirmation(
      trx,
      { deliveryId, messageId: waiting.message_id },
      { subject: delivery.subject, text: delivery.text, body: mail.text, notBefore },
    );
  } else {
    const messageId = await ctx.outbox.enqueue(trx, {
      kind: 'rsvp_confirmation',
      messageTypes: 'Email',
      subject: delivery.subject,
      body: mail.text,
      deliveries: [delivery],
    });
    deliveryId = await deliveryOfMessage(trx, messageId);
  }
  await savePendingConfirmation(
    trx,
    { eventId: event.id, actorId: actor.id },
    { deliveryId, answers, dueAt: notBefore },
  );
  return true;
}
