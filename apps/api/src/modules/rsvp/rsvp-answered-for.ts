import type { RsvpStatus } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { formatEventDate } from '../events/index';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { translatedEventName } from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  language: string | null;
}

const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/**
 * Tells a person that someone else answered for them ("Mara Pemberton answered Yes for you"), in
 * the caller's transaction: an answer given in one's name should never go unnoticed, or a
 * wrong one could stand. It is an event notice, so it follows their choice for event notices,
 * by every channel they chose, and carries that kind's unsubscribe link; without
 * an email or a number there is no one to tell (a child often has neither: the guardian's
 * confirmation names them instead).
 */
export async function enqueueAnsweredForNotice(
  ctx: AppContext,
  trx: Db,
  answer: {
    actor: Pick<Person, 'first_name' | 'last_name'> | null;
    person: Person;
    event: { id: string; name: string; date: Date | string | null };
    status: RsvpStatus;
  },
): Promise<boolean> {
  const { actor, person, event, status } = answer;
  if (!person.email && !person.phone) return false;
  const language = pickLanguage(person.language);
  const t = rsvpCatalog.in(language);
  const translated = await translatedEventName(trx, event.id, language);
  const values = {
    firstName: person.first_name.trim(),
    // The actor is a contact (every member is); a deleted one is named as "Someone".
    actor: (actor && fullName(actor)) || t('answeredFor.someone'),
    answer: t(`answer.${status}`),
    name: (language !== 'en' && translated) || event.name,
    when: formatEventDate(event.date, language, ctx.config.TEAM_TIME_ZONE),
  };
  const subject = t('answeredFor.subject', values);
  const eventUrl = `${ctx.config.publicUrl}/events/${event.id}`;
  const text = `${t(values.firstName ? 'answeredFor.body' : 'answeredFor.bodyNoName', values)}\n\n${eventUrl}`;
  const choice = (await channelsFor(trx, [person.id], 'eventNotices')).get(person.id);
  const deliveries = chosenDeliveries(
    'eventNotices',
    choice,
    {
      contactId: person.id,
      label: fullName(person),
      language,
      email: person.email,
      phone: person.phone,
    },
    {
      email: { subject, text },
      sms: t('answeredFor.sms', { ...values, team: ctx.config.TEAM_NAME, url: eventUrl }),
      push: { title: subject, body: values.when, url: `/events/${event.id}` },
    },
  ).map((d) => withUnsubscribe(ctx, person.id, 'eventNotices', d));
  // No email, and no text or push chosen: nobody to tell, nothing for the ledger.
  if (!person.email && deliveries.every((d) => d.channel === 'email')) return false;
  await ctx.outbox.enqueue(trx, {
    kind: 'rsvp_confirmation',
    messageTypes: messageTypesOf(deliveries),
    subject,
    body: text,
    deliveries,
  });
  return true;
}
