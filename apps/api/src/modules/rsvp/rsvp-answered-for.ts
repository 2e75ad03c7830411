import type { RsvpStatus } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { formatEventDate } from '../events/index';
import { channelsFor, preferenceSkip } from '../preferences';
import { withUnsubscribe } from '../unsubscribe';
import { translatedEventName } from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  language: string | null;
}

const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/**
 * Tells a person that someone else answered for them ("Mara Pemberton answered Yes for you"), in
 * the caller's transaction: an answer given in one's name should never go unnoticed, or a
 * wrong one could stand. It is an event notice, so it follows their choice for event notices
 * (issue 16 §1) and carries that kind's unsubscribe link; without an email there is no one to
 * tell (a child often has none: the guardian's confirmation names them instead).
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
  if (!person.email) return false;
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
  const text = `${t(values.firstName ? 'answeredFor.body' : 'answeredFor.bodyNoName', values)}\n\n${ctx.config.publicUrl}/events/${event.id}`;
  const choice = (await channelsFor(trx, [person.id], 'eventNotices')).get(person.id);
  await ctx.outbox.enqueue(trx, {
    kind: 'rsvp_confirmation',
    messageTypes: 'Email',
    subject,
    body: text,
    deliveries: [
      withUnsubscribe(ctx, person.id, 'eventNotices', {
        channel: 'email' as const,
        recipient: person.email,
        recipientLabel: fullName(person),
        skippedReason: preferenceSkip(choice, 'email', ['email']),
        language,
        subject,
        text,
      }),
    ],
  });
  return true;
}
