import type { AppContext } from '../../platform/context';
import type { InboundSmsHandler } from '../sms-inbound';
import { contactOfNumber, eventLatestTextedTo, storeInboundText } from './texts-inbox.queries';

/** Twilio's longest body; anything longer is cut rather than refused (the text arrived). */
const MAX_BODY = 1600;

/**
 * The last inbound handler: a text no other handler took (not a keyword, not a
 * Y/N to a reminder) goes to the office's inbox, linked to the contact whose number it is and
 * the event last texted to it. No auto-reply: a "got it" to every "Running late" costs a text,
 * tells the family nothing the office's answer will not, and can ping-pong with a phone's own
 * auto-responder ("I'm driving"). An empty body (a photo alone) is not stored: there is nothing
 * to read, and media is not kept.
 */
export const textsInboxHandler: InboundSmsHandler = async (ctx: AppContext, sms) => {
  // By code points, as PostgreSQL counts them (a cut emoji would be a lone surrogate).
  const body = Array.from(sms.body.trim()).slice(0, MAX_BODY).join('');
  if (!body) return undefined;
  const contactId = await contactOfNumber(ctx.db, sms.from);
  const eventId = await eventLatestTextedTo(ctx.db, sms.from, new Date());
  await ctx.db.transaction().execute((trx) =>
    storeInboundText(trx, {
      phone: sms.from,
      body,
      // Twilio's ids only (the webhook handles a signed request with another id as it is).
      messageSid: /^[A-Za-z0-9]{1,64}$/.test(sms.messageSid) ? sms.messageSid : null,
      contactId,
      eventId,
    }),
  );
  return { reply: null };
};
