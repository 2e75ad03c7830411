import {
  reminderIsDue,
  translatedField,
  type EventTranslation,
  type Language,
} from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { INTL_LOCALE, pickLanguage } from '../../platform/i18n/language';
import { shortWhen } from '../../platform/i18n/short-when';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { eventTranslations } from '../events/index';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { venuesForEvents } from '../venues/index';
import { dutyRemindersCatalog } from './duty-reminders.locales';
import { claimDutyReminders, dutySignupsNear, type DutySignupDue } from './duty-reminders.queries';

/**
 * A volunteer is reminded this long before their duty's time (its event's start when it has
 * none), counted on the wall clock as the event reminders are (reminderDueAt). A day, not the
 * 3 hours of the "see you soon" reminder: a volunteer may have snacks to buy or a ride to the
 * scorer's table to arrange, which the evening before still allows.
 */
export const DUTY_REMINDER_HOURS = 24;

/** Sign-ups read per page of a pass. */
const PAGE = 500;

export type DutyReminderContext = Pick<AppContext, 'config' | 'db' | 'outbox' | 'secrets'>;

/**
 * One pass of the duty reminders, run by the reminders' scheduler tick (one timer for every
 * reminder, on every replica): each sign-up whose reminder is due (its time has come, the duty
 * has not begun, the season is current) and not yet claimed is claimed and queued, one short
 * transaction per event. A sign-up made after its reminder time, but before the duty, is
 * reminded at the next tick, as an event reminder missed while no server ran is sent until the
 * start: the day-before reminder is what a family acts on, and a manager's late assignment needs
 * it most. A withdrawn sign-up is gone and gets none. Returns how many sign-ups were reminded.
 */
export async function runDueDutyReminders(
  ctx: DutyReminderContext,
  now: Date = new Date(),
  log?: { error(obj: object, msg: string): void },
): Promise<number> {
  const zone = ctx.config.TEAM_TIME_ZONE;
  let queued = 0;
  let firstFailure: unknown = null;
  for (let after = 0; ;) {
    const page = await dutySignupsNear(ctx.db, now, DUTY_REMINDER_HOURS, { after, limit: PAGE });
    const due = page.filter((s) =>
      reminderIsDue(new Date(s.due_for), DUTY_REMINDER_HOURS, zone, now),
    );
    for (const [eventId, signups] of groupBy(due, (s) => s.event_id)) {
      // One event failing must not hold back the others; its sign-ups stay unclaimed.
      try {
        queued += await queueEventReminders(ctx, signups, now);
      } catch (err) {
        firstFailure ??= err;
        log?.error({ err, eventId }, 'duty reminders not queued; the next tick tries again');
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.signup_id;
  }
  // Without a log (a test's direct pass), a failure is not swallowed.
  if (firstFailure && !log) throw firstFailure;
  return queued;
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/** What every reminder of one event says alike, in each language. */
interface EventWords {
  name: Record<Language, string>;
  when: Record<Language, string>;
  where: Record<Language, string | null>;
  url: string;
}

async function eventWords(ctx: DutyReminderContext, first: DutySignupDue): Promise<EventWords> {
  const zone = ctx.config.TEAM_TIME_ZONE;
  const translations = (await eventTranslations(ctx.db, first.event_id)).map((t) => ({
    language: t.language as EventTranslation['language'],
    fieldName: t.field_name,
    contents: t.contents,
  }));
  const start = new Date(first.date!);
  const end = first.ends_at ? new Date(first.ends_at) : null;
  const where = async (language: Language) => {
    const venue = (await venuesForEvents(ctx.db, [first.venue_id], language)).get(
      first.venue_id ?? -1,
    );
    return venue ? [venue.name, venue.address].filter((s) => s.trim()).join(', ') : null;
  };
  const name = (language: Language) =>
    translatedField({ name: first.event_name, translations }, 'Name', language);
  return {
    name: { en: name('en'), es: name('es') },
    when: { en: shortWhen(start, 'en', zone, end), es: shortWhen(start, 'es', zone, end) },
    where: { en: await where('en'), es: await where('es') },
    url: `${ctx.config.publicUrl}/events/${first.event_id}`,
  };
}

/** One volunteer's reminder of their duties at one event, by the channels they chose. */
function volunteerDeliveries(
  ctx: DutyReminderContext,
  event: EventWords,
  signups: readonly DutySignupDue[],
  choices: Awaited<ReturnType<typeof channelsFor>>,
): DeliveryInput[] {
  const c = signups[0]!;
  const language: Language = pickLanguage(c.language);
  const t = dutyRemindersCatalog.in(language);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ctx.config.TEAM_TIME_ZONE,
  });
  const duties = [...signups]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((s) => ({
      name: language === 'es' ? s.name_es : s.name_en,
      time: s.at ? time.format(new Date(s.at)) : null,
    }));
  const vars = { event: event.name[language], when: event.when[language] };
  const subject = t('subject', vars);
  const firstName = c.first_name.trim();
  const lines = [
    ...(firstName ? [t('greeting', { name: firstName }), ''] : []),
    t('intro', vars),
    ...duties.map((d) =>
      d.time ? t('dutyAt', { duty: d.name, time: d.time }) : t('duty', { duty: d.name }),
    ),
    '',
    ...(event.where[language] ? [t('where', { where: event.where[language] }), ''] : []),
    t('withdraw', { url: event.url }),
  ];
  const short = duties
    .map((d) => (d.time ? t('dutyShort', { duty: d.name, time: d.time }) : d.name))
    .join(', ');
  return chosenDeliveries(
    'duties',
    choices.get(c.contact_id),
    {
      contactId: c.contact_id,
      label: `${c.first_name} ${c.last_name}`.trim(),
      language,
      email: c.email,
      phone: c.phone,
    },
    {
      email: { subject, text: lines.join('\n') },
      sms: t('sms', { team: ctx.config.TEAM_NAME, ...vars, duties: short, url: event.url }),
      push: {
        title: subject,
        body: t('push', { duties: short, when: vars.when }),
        url: `/events/${c.event_id}`,
      },
    },
  ).map((d) => withUnsubscribe(ctx, c.contact_id, 'duties', d));
}

/**
 * Claims and queues one event's due sign-ups in one transaction: the claim (reminded_at), the
 * message and its deliveries commit together, so a crash leaves them all unclaimed for the next
 * tick, and a sign-up another pass claimed first gets nothing from this one. A volunteer with
 * several duties at the event gets one reminder naming them all.
 */
async function queueEventReminders(
  ctx: DutyReminderContext,
  signups: readonly DutySignupDue[],
  now: Date,
): Promise<number> {
  const event = await eventWords(ctx, signups[0]!);
  const choices = await channelsFor(
    ctx.db,
    [...new Set(signups.map((s) => s.contact_id))],
    'duties',
  );
  const queued = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimDutyReminders(trx, signups, now);
    if (claimed.size === 0) return 0;
    const mine = signups.filter((s) => claimed.has(s.signup_id));
    const deliveries = [...groupBy(mine, (s) => s.contact_id).values()].flatMap((own) =>
      volunteerDeliveries(ctx, event, own, choices),
    );
    await ctx.outbox.enqueue(trx, {
      kind: 'duty_reminder',
      messageTypes: messageTypesOf(deliveries),
      subject: deliveries[0]!.subject,
      body: dutyRemindersCatalog.in('en')('ledgerBody', { event: event.name.en }),
      bodyEs: dutyRemindersCatalog.in('es')('ledgerBody', { event: event.name.es }),
      createdBy: null,
      deliveries,
    });
    return claimed.size;
  });
  // Committed: the worker may send it now.
  if (queued > 0) ctx.outbox.notify();
  return queued;
}
