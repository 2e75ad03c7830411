import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { formatEventDate } from '../events/index';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { ridesCatalog } from './rides.locales';
import { rideEvent, ridePerson } from './rides.queries';

type Person = NonNullable<Awaited<ReturnType<typeof ridePerson>>>;
type RideEvent = NonNullable<Awaited<ReturnType<typeof rideEvent>>>;

export const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/** The event's name in a language, and when it is, worded for a notice. */
export function eventWords(ctx: AppContext, event: RideEvent, language: string) {
  const lang = pickLanguage(language);
  return {
    event: (lang === 'es' && event.name_es) || event.name,
    when: formatEventDate(event.date, lang, ctx.config.TEAM_TIME_ZONE),
  };
}

/**
 * One ride notice to one person, in the caller's transaction, by the channels they chose for
 * reminders (game-day logistics: by text when they have a number, unless they turned it off).
 */
async function enqueueRideNotice(
  ctx: AppContext,
  trx: Db,
  to: Person,
  event: RideEvent,
  words: (language: 'en' | 'es') => { subject: string; text: string; sms: string },
): Promise<void> {
  const language = pickLanguage(to.language);
  const m = words(language);
  const url = `${ctx.config.publicUrl}/events/${event.id}`;
  const choice = (await channelsFor(trx, [to.id], 'reminders')).get(to.id);
  const deliveries = chosenDeliveries(
    'reminders',
    choice,
    { contactId: to.id, label: fullName(to), language, email: to.email, phone: to.phone },
    {
      email: { subject: m.subject, text: `${m.text}\n\n${url}` },
      sms: m.sms,
      push: { title: m.subject, body: m.text, url: `/events/${event.id}` },
    },
  ).map((d) => withUnsubscribe(ctx, to.id, 'reminders', d));
  const ledger = (l: 'en' | 'es') =>
    ridesCatalog.in(l)('notice.ledger', { event: eventWords(ctx, event, l).event });
  await ctx.outbox.enqueue(trx, {
    kind: 'ride',
    messageTypes: messageTypesOf(deliveries),
    subject: words('en').subject,
    body: ledger('en'),
    bodyEs: ledger('es'),
    deliveries,
  });
}

export interface MatchSides {
  eventId: string;
  driverId: string;
  askerId: string;
  seats: number;
  /** Where the asker is picked up. */
  from: string;
}

/** The confirmation of a match to both sides, each with the other's name and phone. */
export async function enqueueMatchConfirmations(
  ctx: AppContext,
  trx: Db,
  match: MatchSides,
): Promise<void> {
  const event = await rideEvent(trx, match.eventId);
  const driver = await ridePerson(trx, match.driverId);
  const asker = await ridePerson(trx, match.askerId);
  if (!event || !driver || !asker) return;
  const values = (language: 'en' | 'es', other: Person) => ({
    ...eventWords(ctx, event, language),
    driver: fullName(driver),
    asker: fullName(asker),
    seats: match.seats,
    from: match.from,
    phone: other.phone ?? ridesCatalog.in(language)('notice.noPhone'),
  });
  const notice = (side: 'asker' | 'driver', other: Person) => (language: 'en' | 'es') => {
    const t = ridesCatalog.in(language);
    const v = values(language, other);
    const text = t(`notice.${side}Body`, v);
    return {
      subject: t(`notice.${side}Subject`, v),
      text,
      sms: `${ctx.config.TEAM_NAME}: ${text} ${t('notice.replyC')}`,
    };
  };
  await enqueueRideNotice(ctx, trx, asker, event, notice('asker', driver));
  await enqueueRideNotice(ctx, trx, driver, event, notice('driver', asker));
}

/**
 * Tells `toId` their ride to the event is off: cancelled by `byId` (the other side), or removed
 * by a manager (`byId` null).
 */
export async function enqueueRideCancelled(
  ctx: AppContext,
  trx: Db,
  eventId: string,
  toId: string,
  byId: string | null,
): Promise<void> {
  const event = await rideEvent(trx, eventId);
  const to = await ridePerson(trx, toId);
  const by = byId ? await ridePerson(trx, byId) : null;
  if (!event || !to) return;
  await enqueueRideNotice(ctx, trx, to, event, (language) => {
    const t = ridesCatalog.in(language);
    const v = { ...eventWords(ctx, event, language), name: by ? fullName(by) : '' };
    const text = t(by ? 'notice.cancelledBody' : 'notice.removedBody', v);
    return {
      subject: t('notice.cancelledSubject', v),
      text,
      sms: `${ctx.config.TEAM_NAME}: ${text}`,
    };
  });
}

/**
 * Tells `toId` a team manager removed their own offer or request, so a family does not find
 * their post gone without a word: `matchedWith`, for a request that had a ride, names the
 * driver; for an offer, whether it had riders (each of whom is told separately).
 */
export async function enqueueRideRemoved(
  ctx: AppContext,
  trx: Db,
  eventId: string,
  toId: string,
  removed: { what: 'offer' | 'request'; matched: boolean; matchedWith?: string | null },
): Promise<void> {
  const event = await rideEvent(trx, eventId);
  const to = await ridePerson(trx, toId);
  const other = removed.matchedWith ? await ridePerson(trx, removed.matchedWith) : null;
  if (!event || !to) return;
  await enqueueRideNotice(ctx, trx, to, event, (language) => {
    const t = ridesCatalog.in(language);
    const v = { ...eventWords(ctx, event, language), name: other ? fullName(other) : '' };
    const text =
      removed.what === 'offer'
        ? t(removed.matched ? 'notice.offerRemovedMatched' : 'notice.offerRemovedBody', v)
        : t(other ? 'notice.requestRemovedMatched' : 'notice.requestRemovedBody', v);
    return {
      subject: t(
        removed.what === 'offer' ? 'notice.offerRemovedSubject' : 'notice.requestRemovedSubject',
        v,
      ),
      text,
      sms: `${ctx.config.TEAM_NAME}: ${text}`,
    };
  });
}
