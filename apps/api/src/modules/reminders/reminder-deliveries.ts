import { arrivalTime, translatedField, type EventTranslation, type Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { pickLanguage } from '../../platform/i18n/language';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { eventTranslations } from '../events/index';
import { preferenceSkip, type channelsFor } from '../preferences';
import { pushDelivery } from '../push';
import { rsvpLinkExpiry, signRsvpLink } from '../rsvp/index';
import { withUnsubscribe } from '../unsubscribe';
import { venuesForEvents } from '../venues/index';
import { reminderMessage, shortWhen } from './reminder-texts';
import { remindersCatalog } from './reminders.locales';
import { reminderEvent, type ReminderContact } from './reminders.queries';

/** What a reminder pass needs of the server: its settings, database, outbox and link secret. */
export type ReminderContext = Pick<AppContext, 'config' | 'db' | 'outbox' | 'secrets'>;

/**
 * What a reminder says that is the same for every person (the event's name in each language,
 * when, where, arrival, the ledger's text): read and worded once per pass, not per chunk.
 */
export interface ReminderPlan {
  eventId: string;
  textKind: 'unanswered' | 'going';
  name: Record<Language, string>;
  when: Record<Language, string>;
  where: Record<Language, { name: string; text: string | null } | null>;
  arriveBy: Record<Language, string | null>;
  linkExpiry: number;
  ledger: { body: string; bodyEs: string };
}

/** The plan of a reminder for this event; null when it has no date (nothing to remind of). */
export async function planReminder(
  ctx: ReminderContext,
  eventId: string,
  textKind: 'unanswered' | 'going',
): Promise<ReminderPlan | null> {
  const event = await reminderEvent(ctx.db, eventId);
  if (!event?.date) return null;
  const start = new Date(event.date);
  const zone = ctx.config.TEAM_TIME_ZONE;
  const translations = (await eventTranslations(ctx.db, eventId)).map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  const name = (language: Language) =>
    translatedField({ name: event.name, translations }, 'Name', language);
  const venue = async (language: Language) => {
    const v = (await venuesForEvents(ctx.db, [event.venue_id], language)).get(event.venue_id ?? -1);
    if (!v) return null;
    return { name: v.name, text: [v.name, v.address].filter((s) => s.trim()).join(', ') };
  };
  const arrival = arrivalTime(start, event.arrival_minutes_before);
  // Worded once per language, not per person (a formatter is costly to build).
  const arriveBy = (language: Language) =>
    arrival
      ? new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: zone,
        }).format(arrival)
      : null;
  return {
    eventId,
    textKind,
    name: { en: name('en'), es: name('es') },
    when: { en: shortWhen(start, 'en', zone), es: shortWhen(start, 'es', zone) },
    where: { en: await venue('en'), es: await venue('es') },
    arriveBy: { en: arriveBy('en'), es: arriveBy('es') },
    linkExpiry: rsvpLinkExpiry(start),
    ledger: {
      body: remindersCatalog.in('en')('ledgerBody', { name: event.name }),
      bodyEs: remindersCatalog.in('es')('ledgerBody', { name: name('es') }),
    },
  };
}

/** One person's part of a reminder: their deliveries, and the number texted (null: none). */
export interface PersonReminder {
  deliveries: DeliveryInput[];
  phone: string | null;
}

/**
 * Each person's reminder in their language and by the channels they chose (`choices`, from
 * channelsFor): an email with the one-click unsubscribe, a text to a member with a number, a
 * push to those who chose it.
 */
export function reminderDeliveries(
  ctx: ReminderContext,
  plan: ReminderPlan,
  people: readonly ReminderContact[],
  choices: Awaited<ReturnType<typeof channelsFor>>,
): Map<string, PersonReminder> {
  const { eventId } = plan;
  const eventUrl = `${ctx.config.publicUrl}/events/${eventId}`;
  const secret = ctx.secrets.rsvpLinks;
  const out = new Map<string, PersonReminder>();
  for (const c of people) {
    const language: Language = pickLanguage(c.language);
    const venue = plan.where[language];
    const link = (status: 'yes' | 'no') =>
      `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
        eventId,
        contactId: c.id,
        status,
        exp: plan.linkExpiry,
      })}`;
    const m = reminderMessage(language, plan.textKind, {
      team: ctx.config.TEAM_NAME,
      firstName: c.first_name,
      name: plan.name[language],
      when: plan.when[language],
      eventUrl,
      ...(plan.textKind === 'unanswered' ? { yesUrl: link('yes'), noUrl: link('no') } : {}),
      where: venue?.text ?? null,
      arriveBy: plan.arriveBy[language],
    });
    const label = `${c.first_name} ${c.last_name}`.trim();
    const choice = choices.get(c.id);
    const channels = ['email', 'sms', 'push'] as const;
    // Bulk email: the one-click unsubscribe headers and footer for reminders (issue 16 §2).
    const deliveries: DeliveryInput[] = [
      withUnsubscribe(ctx, c.id, 'reminders', {
        channel: 'email',
        recipient: c.email,
        recipientLabel: label,
        language,
        subject: m.subject,
        text: m.text,
        skippedReason: preferenceSkip(choice, 'email', channels),
      }),
    ];
    // A text only to a member with a number (no row "skipped: no phone" for everyone else).
    let phone: string | null = null;
    if (c.phone) {
      const skipped = preferenceSkip(choice, 'sms', channels);
      deliveries.push({
        channel: 'sms',
        recipient: c.phone,
        recipientLabel: label,
        language,
        subject: m.subject,
        text: m.sms,
        skippedReason: skipped,
      });
      phone = skipped ? null : c.phone;
    }
    // By push to those who chose it (issue 16 §4): when and where; a tap opens the event.
    const push = pushDelivery(
      choice,
      { contactId: c.id, label, language },
      {
        title: m.subject,
        body: [plan.when[language], venue?.name].filter(Boolean).join(' · '),
        url: `/events/${eventId}`,
      },
    );
    if (push) deliveries.push(push);
    out.set(c.id, { deliveries, phone });
  }
  return out;
}
