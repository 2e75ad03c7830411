import {
  arrivalTime,
  reminderIsDue,
  translatedField,
  wallTimeOf,
  type EventTranslation,
  type Language,
} from '@dugout/shared';
import { isInvitedTo } from '../../platform/access/audience';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { eventTranslations } from '../events/index';
import { channelsFor, preferenceSkip } from '../preferences';
import { pushDelivery } from '../push';
import { rsvpLinkExpiry, signRsvpLink } from '../rsvp/index';
import { withUnsubscribe } from '../unsubscribe';
import { venuesForEvents } from '../venues/index';
import { reminderMessage, shortWhen } from './reminder-texts';
import { remindersCatalog } from './reminders.locales';
import {
  claimReminders,
  contactsGoing,
  contactsNotAnswered,
  eventAudience,
  eventsWithReminderNear,
  recordReminderMessage,
  reminderEvent,
  type ClaimedSlot,
  type ReminderContact,
} from './reminders.queries';

export type ReminderSlotKind = 'unanswered' | 'going' | 'manual';

/**
 * Who a reminder of this kind is for: those invited (the access layer's audience rule, as the
 * admins' "Not answered" list reads it) who have not answered, or those who said yes.
 */
export async function reminderRecipients(
  db: Db,
  eventId: string,
  kind: 'unanswered' | 'going',
  claimed?: ClaimedSlot,
): Promise<ReminderContact[]> {
  if (kind === 'going') return contactsGoing(db, eventId, claimed);
  const [audience, contacts] = await Promise.all([
    eventAudience(db, eventId),
    contactsNotAnswered(db, eventId, claimed),
  ]);
  return contacts.filter((c) => isInvitedTo({ affiliationId: c.affiliation_id }, audience));
}

/**
 * Claims and queues one reminder for these contacts, in one transaction: the claim rows and the
 * outbox message commit together, so a crash leaves either both or neither, and a contact
 * already claimed for this event, kind and slot (by another scheduler, an earlier run, an
 * earlier click) gets nothing. Returns how many were queued.
 */
async function queueReminder(
  ctx: AppContext,
  trx: Db,
  eventId: string,
  kind: ReminderSlotKind,
  slot: string,
  contacts: readonly ReminderContact[],
  createdBy: string | null,
): Promise<number> {
  const event = await reminderEvent(trx, eventId);
  if (!event?.date) return 0;
  const claimed = await claimReminders(
    trx,
    eventId,
    kind,
    slot,
    contacts.map((c) => c.id),
  );
  const people = contacts.filter((c) => claimed.has(c.id));
  if (people.length === 0) return 0;

  const start = new Date(event.date);
  const zone = ctx.config.TEAM_TIME_ZONE;
  const textKind = kind === 'going' ? 'going' : 'unanswered';
  const translations = (await eventTranslations(trx, eventId)).map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  const venues = {
    en: (await venuesForEvents(trx, [event.venue_id], 'en')).get(event.venue_id ?? -1) ?? null,
    es: (await venuesForEvents(trx, [event.venue_id], 'es')).get(event.venue_id ?? -1) ?? null,
  };
  const arrival = arrivalTime(start, event.arrival_minutes_before);
  // Worded once per language, not per person (a formatter is costly to build).
  const arriveBy = Object.fromEntries(
    (['en', 'es'] as const).map((language) => [
      language,
      arrival
        ? new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
          }).format(arrival)
        : null,
    ]),
  ) as Record<Language, string | null>;
  const when = { en: shortWhen(start, 'en', zone), es: shortWhen(start, 'es', zone) };
  const choices = await channelsFor(
    trx,
    people.map((c) => c.id),
    'reminders',
  );
  const eventUrl = `${ctx.config.publicUrl}/events/${eventId}`;
  const exp = rsvpLinkExpiry(start);
  const secret = ctx.secrets.rsvpLinks;
  const deliveries: DeliveryInput[] = [];
  const phones = new Map<string, string | null>();
  for (const c of people) {
    const language: Language = pickLanguage(c.language);
    const venue = venues[language];
    const link = (status: 'yes' | 'no') =>
      `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
        eventId,
        contactId: c.id,
        status,
        exp,
      })}`;
    const m = reminderMessage(language, textKind, {
      team: ctx.config.TEAM_NAME,
      firstName: c.first_name,
      name: translatedField({ name: event.name, translations }, 'Name', language),
      when: when[language],
      eventUrl,
      ...(textKind === 'unanswered' ? { yesUrl: link('yes'), noUrl: link('no') } : {}),
      where: venue ? [venue.name, venue.address].filter((s) => s.trim()).join(', ') : null,
      arriveBy: arriveBy[language],
    });
    const label = `${c.first_name} ${c.last_name}`.trim();
    const choice = choices.get(c.id);
    const channels = ['email', 'sms', 'push'] as const;
    // Bulk email: the one-click unsubscribe headers and footer for reminders (issue 16 §2).
    deliveries.push(
      withUnsubscribe(ctx, c.id, 'reminders', {
        channel: 'email',
        recipient: c.email,
        recipientLabel: label,
        language,
        subject: m.subject,
        text: m.text,
        skippedReason: preferenceSkip(choice, 'email', channels),
      }),
    );
    // A text only to a member with a number (no row "skipped: no phone" for everyone else).
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
      phones.set(c.id, skipped ? null : c.phone);
    } else {
      phones.set(c.id, null);
    }
    // By push to those who chose it (issue 16 §4): when and where; a tap opens the event.
    const push = pushDelivery(
      choice,
      { contactId: c.id, label, language },
      {
        title: m.subject,
        body: [when[language], venue?.name].filter(Boolean).join(' · '),
        url: `/events/${eventId}`,
      },
    );
    if (push) deliveries.push(push);
  }
  const messageId = await ctx.outbox.enqueue(trx, {
    kind: 'reminder',
    messageTypes: 'Both',
    subject: deliveries[0]!.subject,
    body: remindersCatalog.in('en')('ledgerBody', { name: event.name }),
    bodyEs: remindersCatalog.in('es')('ledgerBody', {
      name: translatedField({ name: event.name, translations }, 'Name', 'es'),
    }),
    createdBy,
    deliveries,
  });
  await recordReminderMessage(trx, eventId, kind, slot, messageId, phones);
  return people.length;
}

/** The slot of an automatic reminder: the event's start, so a moved event is reminded anew. */
export const startSlot = (start: Date | string): string => new Date(start).toISOString();

/** The slot of the admins' "remind now": the team-zone day, so one click a day sends. */
export const daySlot = (now: Date, timeZone: string): string =>
  `day:${wallTimeOf(now, timeZone).slice(0, 10)}`;

/**
 * One scheduler pass: every reminder due at `now` (reminderIsDue: its time has come, the event
 * has not started) is claimed and queued, each event and kind in its own transaction. Returns
 * how many people were reminded.
 */
export async function runDueReminders(
  ctx: AppContext,
  now: Date = new Date(),
  log?: { error(obj: object, msg: string): void },
): Promise<number> {
  let queued = 0;
  let firstFailure: unknown = null;
  for (const kind of ['unanswered', 'going'] as const) {
    const events = await eventsWithReminderNear(ctx.db, kind, now);
    for (const e of events) {
      // One event failing (its transaction rolled back) must not hold back every later one.
      try {
        const start = new Date(e.date!);
        if (!reminderIsDue(start, Number(e.hours), ctx.config.TEAM_TIME_ZONE, now)) continue;
        const slot = startSlot(start);
        const contacts = await reminderRecipients(ctx.db, e.id, kind, { kind, slot });
        if (contacts.length === 0) continue;
        queued += await ctx.db
          .transaction()
          .execute((trx) => queueReminder(ctx, trx, e.id, kind, slot, contacts, null));
      } catch (err) {
        firstFailure ??= err;
        log?.error({ err, eventId: e.id, kind }, 'reminder not queued; the next tick tries again');
      }
    }
  }
  if (queued > 0) ctx.outbox.notify();
  // Without a log (a test's direct pass), a failure is not swallowed.
  if (firstFailure && !log) throw firstFailure;
  return queued;
}

/**
 * "Remind those who have not answered" (the admins' RSVP list): queued now, once per person and
 * team-zone day, so a double click (or a second admin) sends nothing twice.
 */
export async function remindUnansweredNow(
  ctx: AppContext,
  eventId: string,
  createdBy: string,
  now: Date = new Date(),
): Promise<{ queued: number; alreadyReminded: number }> {
  const contacts = await reminderRecipients(ctx.db, eventId, 'unanswered');
  const queued = await ctx.db
    .transaction()
    .execute((trx) =>
      queueReminder(
        ctx,
        trx,
        eventId,
        'manual',
        daySlot(now, ctx.config.TEAM_TIME_ZONE),
        contacts,
        createdBy,
      ),
    );
  if (queued > 0) ctx.outbox.notify();
  return { queued, alreadyReminded: contacts.length - queued };
}
