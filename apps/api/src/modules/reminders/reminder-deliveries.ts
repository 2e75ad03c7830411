import { arrivalTime, translatedField, type EventTranslation, type Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { pickLanguage } from '../../platform/i18n/language';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { eventTranslations } from '../events/index';
import {
  chosenDeliveries,
  rsvpLinkExpiry,
  signRsvpLink,
  withUnsubscribe,
  type channelsFor,
} from '../notices';
import { venuesForEvents } from '../venues/index';
import {
  playerReminderWords,
  reminderWording,
  shortWhen,
  type ReminderPerson,
  type ReminderVars,
  type ReminderWords,
} from './reminder-texts';
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
  /** Each language's wording, to be filled in with a person's name and links. */
  wording: Record<Language, (person: ReminderPerson) => ReminderWords>;
  /** What the wording says of the event in each language ("Is Noah available?" words its own). */
  vars: Record<Language, Omit<ReminderVars, keyof ReminderPerson>>;
  when: Record<Language, string>;
  venueName: Record<Language, string | null>;
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
  const venues = {
    en: (await venuesForEvents(ctx.db, [event.venue_id], 'en')).get(event.venue_id ?? -1),
    es: (await venuesForEvents(ctx.db, [event.venue_id], 'es')).get(event.venue_id ?? -1),
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
  // From the start to the end, when the event has one.
  const end = event.ends_at ? new Date(event.ends_at) : null;
  const when = { en: shortWhen(start, 'en', zone, end), es: shortWhen(start, 'es', zone, end) };
  const varsOf = (language: Language) => {
    const venue = venues[language];
    return {
      team: ctx.config.TEAM_NAME,
      name: name(language),
      when: when[language],
      eventUrl: `${ctx.config.publicUrl}/events/${eventId}`,
      where: venue ? [venue.name, venue.address].filter((s) => s.trim()).join(', ') : null,
      arriveBy: arriveBy(language),
    };
  };
  const vars = { en: varsOf('en'), es: varsOf('es') };
  return {
    eventId,
    textKind,
    vars,
    wording: {
      en: reminderWording('en', textKind, vars.en),
      es: reminderWording('es', textKind, vars.es),
    },
    when,
    venueName: { en: venues.en?.name ?? null, es: venues.es?.name ?? null },
    linkExpiry: rsvpLinkExpiry(start),
    ledger: {
      body: remindersCatalog.in('en')('ledgerBody', { name: event.name }),
      bodyEs: remindersCatalog.in('es')('ledgerBody', { name: name('es') }),
    },
  };
}

/**
 * A reminder's words to one person by the channels they chose (preferences' one rule): email with
 * the one-click unsubscribe for reminders, a push with when and where that opens the event.
 */
function deliveriesTo(
  ctx: ReminderContext,
  plan: ReminderPlan,
  c: ReminderContact,
  language: Language,
  m: ReminderWords,
  choices: Awaited<ReturnType<typeof channelsFor>>,
): DeliveryInput[] {
  const label = `${c.first_name} ${c.last_name}`.trim();
  return chosenDeliveries(
    'reminders',
    choices.get(c.id),
    { contactId: c.id, label, language, email: c.email, phone: c.phone },
    {
      email: { subject: m.subject, text: m.text },
      sms: m.sms,
      push: {
        title: m.subject,
        body: [plan.when[language], plan.venueName[language]].filter(Boolean).join(' · '),
        url: `/events/${plan.eventId}`,
      },
    },
  ).map((d) => withUnsubscribe(ctx, c.id, 'reminders', d));
}

/** One person's part of a reminder: their deliveries, and the number texted (null: none). */
export interface PersonReminder {
  deliveries: DeliveryInput[];
  phone: string | null;
}

/**
 * Each person's reminder in their language and by the channels they chose (`choices`, from
 * channelsFor), through preferences' chosenDeliveries.
 */
export function reminderDeliveries(
  ctx: ReminderContext,
  plan: ReminderPlan,
  people: readonly ReminderContact[],
  choices: Awaited<ReturnType<typeof channelsFor>>,
): Map<string, PersonReminder> {
  const { eventId } = plan;
  const secret = ctx.secrets.rsvpLinks;
  const out = new Map<string, PersonReminder>();
  for (const c of people) {
    const language: Language = pickLanguage(c.language);
    const link = (status: 'yes' | 'no') =>
      `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
        eventId,
        contactId: c.id,
        status,
        exp: plan.linkExpiry,
      })}`;
    const m = plan.wording[language]({
      firstName: c.first_name,
      ...(plan.textKind === 'unanswered' ? { yesUrl: link('yes'), noUrl: link('no') } : {}),
    });
    const deliveries = deliveriesTo(ctx, plan, c, language, m, choices);
    // The number a Y/N reply comes from (reminder-replies.ts): only one that was texted.
    const phone =
      deliveries.find((d) => d.channel === 'sms' && !d.skippedReason)?.recipient ?? null;
    out.set(c.id, { deliveries, phone });
  }
  return out;
}

/** A player with no answer, and whom their reminder goes to (answerersOfPlayers). */
export interface PlayerToAsk {
  player: ReminderContact;
  answerers: readonly ReminderContact[];
}

/**
 * A game's or practice's reminder about the players with no answer ("Is Noah available?"): one
 * message to each of their guardians, in the guardian's language and by their channels, asking
 * about all of that guardian's players at once ("Are Noah and Mia available?"), each with one-tap
 * links that answer for that player as that guardian (the link's actor: the RSVP rule is checked
 * again when it is used). No number is recorded for a Y/N reply: a guardian's "Y" could not say
 * for which child.
 */
export function playerReminderDeliveries(
  ctx: ReminderContext,
  plan: ReminderPlan,
  players: readonly PlayerToAsk[],
  choices: Awaited<ReturnType<typeof channelsFor>>,
): DeliveryInput[] {
  const { eventId } = plan;
  const secret = ctx.secrets.rsvpLinks;
  const byAnswerer = new Map<string, { answerer: ReminderContact; players: ReminderContact[] }>();
  for (const { player, answerers } of players) {
    for (const a of answerers) {
      const entry = byAnswerer.get(a.id) ?? { answerer: a, players: [] };
      entry.players.push(player);
      byAnswerer.set(a.id, entry);
    }
  }
  const deliveries: DeliveryInput[] = [];
  for (const { answerer: a, players: theirs } of byAnswerer.values()) {
    const language: Language = pickLanguage(a.language);
    const asked = theirs.map((player) => {
      const link = (status: 'yes' | 'no') =>
        `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
          eventId,
          contactId: player.id,
          status,
          exp: plan.linkExpiry,
          ...(a.id === player.id ? {} : { actorId: a.id }),
        })}`;
      return {
        name: player.first_name.trim() || `${player.first_name} ${player.last_name}`.trim(),
        yesUrl: link('yes'),
        noUrl: link('no'),
      };
    });
    const m = playerReminderWords(language, plan.vars[language], a.first_name, asked);
    deliveries.push(...deliveriesTo(ctx, plan, a, language, m, choices));
  }
  return deliveries;
}
