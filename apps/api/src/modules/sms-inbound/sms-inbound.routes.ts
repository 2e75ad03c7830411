import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
// Twilio's request validator alone: the package's entry loads its whole REST client.
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { z } from 'zod';
import { toE164 } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { registerFormParsers } from '../../platform/form-parsers';
import { requestLanguage } from '../../platform/i18n/language';
import { optInSms, optOutSms, smsOptedOut } from '../../platform/outbox/sms-opt-outs.queries';
import { smsInboundCatalog } from './sms-inbound.locales';
import {
  claimInboundMessage,
  earlierReply,
  languageOfNumber,
  recordInboundReply,
  releaseInboundMessage,
} from './sms-inbound.queries';

/** One text a family sent to the team's number, as Twilio posts it. */
export interface InboundSms {
  /** The sender's number, E.164 (as Twilio gives it). */
  from: string;
  to: string;
  body: string;
  /** The body without spaces, upper-cased: how keywords are matched. */
  keyword: string;
  messageSid: string;
}

/**
 * Answers a text, or passes (undefined) to the next handler. `reply` null: handled, no reply.
 * The handlers run in order; the Y/N answers to reminders (in the reminders module) are the
 * next one, after the opt-out keywords (a STOP always wins).
 */
export type InboundSmsHandler = (
  ctx: AppContext,
  sms: InboundSms,
) => Promise<{ reply: string | null } | undefined>;

/** The opt-out keywords carriers and Twilio recognise (Twilio's default opt-out handling). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
/**
 * YES is one only from a number that opted out (Twilio's default opt-in words include it, and
 * Twilio unblocks the number): otherwise it answers a reminder.
 */
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/**
 * STOP and START change the number's opt-out and reply nothing: Twilio (default or Advanced
 * Opt-Out) answers these keywords itself with its confirmation, and after STOP it blocks every
 * message to the number, our reply included (it would fail with 21610). A reply of ours would be
 * a second confirmation or nothing. HELP is answered by us: it names the team and the office's
 * email, in the language of the contact owning the number (Twilio's own HELP text, if any, is
 * generic).
 */
const keywordHandler: InboundSmsHandler = async (ctx, sms) => {
  if (STOP_WORDS.has(sms.keyword)) {
    await optOutSms(ctx.db, sms.from, 'stop-keyword');
    return { reply: null };
  }
  if (
    START_WORDS.has(sms.keyword) ||
    (sms.keyword === 'YES' && (await smsOptedOut(ctx.db, sms.from)))
  ) {
    await optInSms(ctx.db, sms.from);
    return { reply: null };
  }
  if (HELP_WORDS.has(sms.keyword)) {
    const language = (await languageOfNumber(ctx.db, sms.from)) ?? 'en';
    return {
      reply: smsInboundCatalog.in(language)('help', {
        team: ctx.config.TEAM_NAME,
        email: ctx.config.CONTACT_EMAIL,
      }),
    };
  }
  return undefined;
};

const HANDLERS: readonly InboundSmsHandler[] = [keywordHandler];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** TwiML: a reply text, or an empty answer (nothing sent back). */
export function twiml(reply: string | null): string {
  return reply === null
    ? '<?xml version="1.0" encoding="UTF-8"?><Response/>'
    : `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(reply)}</Message></Response>`;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Twilio's check of X-Twilio-Signature; a URL it cannot parse is one Twilio did not sign. */
function signedByTwilio(
  token: string,
  signature: string,
  url: string,
  params: Record<string, string | string[]>,
): boolean {
  try {
    return validateRequest(token, signature, url, params);
  } catch {
    return false;
  }
}

/** `answers`: the handlers after the keywords' (the Y/N replies to reminders, from the wiring). */
export async function smsInboundRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  answers: readonly InboundSmsHandler[] = [],
): Promise<void> {
  const handlers = [...HANDLERS, ...answers];
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Any form body passes the schema: the signature decides, and a malformed one is a 403, never
  // a JSON 400 (or a 500).
  const webhookBody = z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .optional()
    .catch(undefined)
    .describe(
      'The fields Twilio posts for an incoming message: From, To, Body, MessageSid, AccountSid…',
    );

  r.post(
    '/api/sms/inbound',
    {
      // Public: Twilio's signature over the URL and fields is the permission.
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        body: webhookBody,
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml', 'text/plain'],
        response: {
          200: z.string().describe('TwiML: a reply (<Message>) or an empty <Response/>'),
          403: z
            .string()
            .describe('Refused: unsigned, or the signature does not match (text/plain)'),
          415: z.string().describe('Refused: the body is not a form (text/plain)'),
        },
      },
    },
    async (request, reply) => {
      const refuse = (key: 'notConfigured' | 'unsigned' | 'badSignature') => {
        request.log.warn({ reason: key }, 'inbound SMS webhook refused');
        return reply
          .status(403)
          .header('Content-Type', 'text/plain; charset=utf-8')
          .send(smsInboundCatalog.in(requestLanguage(request))(`forbidden.${key}`));
      };
      const token = ctx.config.TWILIO_AUTH_TOKEN;
      if (!token) return refuse('notConfigured');
      const signature = request.headers['x-twilio-signature'];
      if (typeof signature !== 'string' || !signature) return refuse('unsigned');
      // Twilio posts a form, and only a form's fields are signed the way validateRequest checks.
      const type = String(request.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        return reply
          .status(415)
          .header('Content-Type', 'text/plain; charset=utf-8')
          .send(smsInboundCatalog.in(requestLanguage(request))('formOnly'));
      }
      const params = request.body ?? {};
      // Twilio signs the URL it was given (the public one), not the address behind a proxy; its
      // validator also tries it with and without the scheme's default port.
      const url = `${ctx.config.publicUrl}${request.url}`;
      if (!signedByTwilio(token, signature, url, params)) return refuse('badSignature');

      const rawFrom = first(params['From']);
      const body = first(params['Body']);
      const sms: InboundSms = {
        from: toE164(rawFrom) ?? rawFrom,
        to: first(params['To']),
        body,
        keyword: body.replace(/\s+/g, '').toUpperCase(),
        messageSid: first(params['MessageSid']),
      };
      const respond = (text: string | null) =>
        reply.status(200).header('Content-Type', 'text/xml; charset=utf-8').send(twiml(text));
      // Each message once: a retry or a replay of the same signed request changes nothing and
      // gets the answer the first one got.
      // (Twilio's ids are 34 letters and digits; a signed request with another is handled as is.)
      const once = /^[A-Za-z0-9]{1,64}$/.test(sms.messageSid) ? sms.messageSid : null;
      if (once && !(await claimInboundMessage(ctx.db, once))) {
        request.log.info({ messageSid: once }, 'inbound SMS seen before; nothing changed');
        return respond(await earlierReply(ctx.db, once));
      }
      let answer: { reply: string | null } | undefined;
      try {
        if (sms.from) {
          for (const handler of handlers) {
            answer = await handler(ctx, sms);
            if (answer) break;
          }
        }
      } catch (err) {
        // Not handled: Twilio's retry of it may be.
        if (once) await releaseInboundMessage(ctx.db, once);
        throw err;
      }
      if (once) await recordInboundReply(ctx.db, once, answer?.reply ?? null);
      request.log.info(
        {
          messageSid: sms.messageSid,
          handled: answer !== undefined,
          keyword: answer ? sms.keyword : undefined,
        },
        answer ? 'inbound SMS handled' : 'inbound SMS not understood; no reply',
      );
      return respond(answer?.reply ?? null);
    },
  );
}
