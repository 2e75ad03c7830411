import { translatedField, type EventTranslation, type RsvpStatus } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { eventTranslations } from '../events/index';
import { contactAsViewer, recordRsvpChange } from '../rsvp/index';
import { shortWhen } from './reminder-texts';
import { remindersCatalog } from './reminders.locales';
import { languageOfPhone, reminderAnsweredBy, reminderEvent } from './reminders.queries';

/** How long a reminder text can be answered by Y or N. */
export const REPLY_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The text's one word, accents and case aside ("Sí." reads SI); null when it is no answer. */
export function answerOf(body: string): RsvpStatus | null {
  const word = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.!¡?¿,;:]+/g, '')
    .toUpperCase();
  if (['Y', 'YES', 'SI', 'S'].includes(word)) return 'yes';
  if (['N', 'NO'].includes(word)) return 'no';
  return null;
}

/**
 * Y/N replies to reminder texts: the answer is for the event and the person of the
 * latest reminder texted to the number, recorded by the RSVP service with that person as the
 * viewer, as their one-tap link does (the same access rules and confirmation email). The reply
 * confirms in the person's language. A Y or N with no reminder to answer gets a pointer to the
 * events page. Anything else passes to the next handler.
 */
export async function reminderReplyHandler(
  ctx: AppContext,
  sms: { from: string; body: string },
): Promise<{ reply: string | null } | undefined> {
  const status = answerOf(sms.body);
  if (!status) return undefined;
  const now = new Date();
  const answered = await reminderAnsweredBy(
    ctx.db,
    sms.from,
    new Date(now.getTime() - REPLY_WINDOW_MS),
    now,
  );
  if (answered.length !== 1) {
    const language = pickLanguage(await languageOfPhone(ctx.db, sms.from));
    const several = answered.length > 1;
    const url = `${ctx.config.publicUrl}/events/${several ? answered[0]!.event_id : 'all'}`;
    return {
      reply: remindersCatalog.in(language)(several ? 'reply.several' : 'reply.noReminder', { url }),
    };
  }
  const latest = answered[0]!;
  const who = await contactAsViewer(ctx.db, latest.contact_id);
  const language = pickLanguage(who?.contact.language);
  const t = remindersCatalog.in(language);
  if (!who) return { reply: t('reply.notOpen') };
  let changed: boolean;
  try {
    ({ changed } = await recordRsvpChange(ctx, who.viewer, {
      eventId: latest.event_id,
      contactId: latest.contact_id,
      status,
    }));
  } catch (err) {
    // The event is gone or no longer open to the person: a 4xx of the service.
    if (err instanceof AppError && err.statusCode < 500) return { reply: t('reply.notOpen') };
    throw err;
  }
  const event = await reminderEvent(ctx.db, latest.event_id);
  const translations = (await eventTranslations(ctx.db, latest.event_id)).map((x) => ({
    language: x.language as EventTranslation['language'],
    fieldName: x.field_name,
    contents: x.contents,
  }));
  const values = {
    answer: t(`answer.${status}`),
    person: `${who.contact.first_name} ${who.contact.last_name}`.trim(),
    name: translatedField({ name: event?.name ?? '', translations }, 'Name', language),
    when: event?.date ? shortWhen(new Date(event.date), language, ctx.config.TEAM_TIME_ZONE) : '',
  };
  return { reply: t(changed ? 'reply.recorded' : 'reply.unchanged', values) };
}
