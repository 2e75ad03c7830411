import type { AppContext } from '../../platform/context';
import { pickLanguage } from '../../platform/i18n/language';
import { eventWords, fullName } from './rides.notices';
import { ridesCatalog } from './rides.locales';
import * as q from './rides.queries';
import { unmatch } from './rides.service';

/**
 * The words that cancel a ride in a reply to its confirmation, accents, case and punctuation
 * aside. Not CANCEL: it is one of the carriers' opt-out words, which the keyword handler takes
 * first (Twilio blocks the number on it too), so a ride is never cancelled by a word that also
 * stops every text.
 */
const CANCEL_WORDS = new Set(['C', 'CANCELAR', 'CANCELA']);

const wordOf = (body: string) =>
  body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.!¡?¿,;:]+/g, '')
    .toUpperCase();

/** How far back a ride is still the one a "C" means: its event started at most 12 hours ago. */
const SINCE_MS = 12 * 60 * 60 * 1000;

/**
 * "C" in reply to a ride's confirmation text: cancels the match of whoever holds the number (the
 * asker or the driver) and tells the other side, answering by text what happened. Only when the
 * number has exactly one coming match; with several, it points to the event page; with none, the
 * text passes on to the next handler (the office's inbox), as any other text does.
 */
export async function rideReplyHandler(
  ctx: AppContext,
  sms: { from: string; body: string },
): Promise<{ reply: string | null } | undefined> {
  if (!CANCEL_WORDS.has(wordOf(sms.body))) return undefined;
  const now = new Date();
  const matches = await q.matchesByPhone(ctx.db, sms.from, new Date(now.getTime() - SINCE_MS));
  const requests = [...new Set(matches.map((m) => m.request_id))];
  if (requests.length === 0) return undefined;
  const mine = matches[0]!;
  const person = await q.ridePerson(ctx.db, mine.contact_id);
  const language = pickLanguage(person?.language);
  const t = ridesCatalog.in(language);
  if (requests.length > 1) {
    return { reply: t('sms.several', { url: `${ctx.config.publicUrl}/events/${mine.event_id}` }) };
  }
  const other = await ctx.db.transaction().execute(async (trx) => {
    const request = await q.findRequest(trx, mine.request_id, true);
    if (!request || request.offer_id === null) return null;
    const offer = (await q.findOffer(trx, request.offer_id))!;
    const by = offer.driver_id === mine.contact_id ? 'driver' : 'asker';
    await unmatch(ctx, trx, request, offer.driver_id, by);
    return by === 'driver' ? request.asker_id : offer.driver_id;
  });
  if (other === null) return undefined;
  ctx.outbox.notify();
  const event = await q.rideEvent(ctx.db, mine.event_id);
  const otherPerson = await q.ridePerson(ctx.db, other);
  return {
    reply: t('sms.cancelled', {
      ...(event ? eventWords(ctx, event, language) : { event: '', when: '' }),
      name: otherPerson ? fullName(otherPerson) : '',
    }),
  };
}
