import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpPayloadSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { registerFormParsers } from '../../platform/form-parsers';
import { RSVP_PAGE_CSP, renderRsvpPage, type RsvpPage } from './rsvp-page';
import { signRsvpLink, verifyRsvpLink } from './rsvp-links';
import {
  assertCanRsvpFor,
  contactAsViewer,
  describeQuickRsvp,
  recordRsvp,
  recordRsvpChange,
  updateRsvp,
} from './rsvp.service';

const updateBody = rsvpPayloadSchema.partial({ eventID: true, contactID: true });

function sendPage(reply: FastifyReply, status: number, page: RsvpPage) {
  return (
    reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', RSVP_PAGE_CSP)
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      // The page holds a one-tap token (in its form): never kept by a cache.
      .header('Cache-Control', 'no-store')
      .send(renderRsvpPage(page))
  );
}

const ANSWER = {
  yes: { en: 'Yes', es: 'Sí' },
  no: { en: 'No', es: 'No' },
} as const;

const quickAction = (ctx: AppContext) => `${ctx.config.publicUrl}/api/rsvp/quick`;

const eventLink = (ctx: AppContext, eventId: string) => ({
  href: `${ctx.config.publicUrl}/events/${eventId}`,
  label: { en: 'See the event', es: 'Ver el evento' },
});

/** Checks a one-tap token and finds its contact; a clear page when either fails. */
async function openQuickLink(ctx: AppContext, token: string | undefined) {
  const check = verifyRsvpLink(ctx.secrets.rsvpLinks, token ?? '');
  if (!check.ok) {
    return {
      ok: false as const,
      status: 400,
      page: {
        language: 'en',
        title:
          check.reason === 'expired'
            ? { en: 'This RSVP link has expired', es: 'Este enlace de RSVP venció' }
            : { en: 'This RSVP link is not valid', es: 'Este enlace de RSVP no es válido' },
        body: {
          en: 'Nothing was recorded. Please sign in and answer on the event page.',
          es: 'No se registró nada. Inicia sesión y responde en la página del evento.',
        },
        links: [
          { href: `${ctx.config.publicUrl}/events/all`, label: { en: 'Events', es: 'Eventos' } },
        ],
      } satisfies RsvpPage,
    };
  }
  const who = await contactAsViewer(ctx.db, check.claims.contactId);
  if (!who) {
    return {
      ok: false as const,
      status: 400,
      page: {
        language: 'en',
        title: { en: 'This RSVP link is not valid', es: 'Este enlace de RSVP no es válido' },
        body: {
          en: 'Nothing was recorded: the member it was sent to no longer exists.',
          es: 'No se registró nada: el miembro al que se envió ya no existe.',
        },
      } satisfies RsvpPage,
    };
  }
  return { ok: true as const, claims: check.claims, who };
}

/** The event is gone or no longer open to the contact (a 4xx from the service). */
function sendNotOpen(reply: FastifyReply, err: unknown, language: string) {
  if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
  return sendPage(reply, err.statusCode === 404 ? 404 : 400, {
    language,
    title: { en: 'We could not record your answer', es: 'No pudimos registrar tu respuesta' },
    body: {
      en: 'This event no longer exists or is no longer open to you. Nothing was recorded.',
      es: 'Este evento ya no existe o ya no está abierto para ti. No se registró nada.',
    },
  });
}

export async function rsvpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/rsvp/new',
    { config: { access: 'member' }, schema: { body: rsvpPayloadSchema } },
    async (request) => {
      const member = currentMember(request);
      const b = request.body;
      assertCanRsvpFor(member, b.contactID);
      return recordRsvp(ctx, member, {
        eventId: b.eventID,
        contactId: b.contactID,
        status: b.status,
        phone: b.phone,
        email: b.email,
        language: b.language,
      });
    },
  );

  r.put(
    '/api/rsvp/update/:rsvpID',
    {
      config: { access: 'member' },
      schema: {
        params: z.object({ rsvpID: z.uuid('The RSVP id is not valid') }),
        body: updateBody,
      },
    },
    async (request) => updateRsvp(ctx, currentMember(request), request.params.rsvpID, request.body),
  );

  /*
   * One-tap answers from the event email: the signed token is the permission. Opening the link
   * (GET, and the HEAD Fastify derives from it) only shows the event and the answer with a
   * button; mail scanners and prefetchers open links, so only the button's POST records it
   * (issue 12 #9). The POST carries the token in its body, never in the URL (logs, Referer).
   * It reads no cookie and no session: the token is the only credential, so a form posted from
   * another site can do nothing that holding the token does not already allow, and a CSRF token
   * would add nothing.
   */
  const quickRoute = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
  const quickToken = z.object({ token: z.string().max(1000).optional() });

  r.get(
    '/api/rsvp/quick',
    { config: quickRoute, schema: { querystring: quickToken } },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.query.token);
      if (!opened.ok) return sendPage(reply, opened.status, opened.page);
      const { claims, who } = opened;
      const lang = who.contact.language;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      try {
        view = await describeQuickRsvp(ctx, who.viewer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const answer = ANSWER[claims.status];
      const current = view.current ? ANSWER[view.current] : null;
      return sendPage(reply, 200, {
        language: lang,
        title: { en: `Answer ${answer.en}?`, es: `¿Responder ${answer.es}?` },
        body: {
          en:
            `${view.name.en} (${view.when.en}). ` +
            (current ? `Your answer now: ${current.en}.` : 'You have not answered yet.'),
          es:
            `${view.name.es} (${view.when.es}). ` +
            (current ? `Tu respuesta ahora: ${current.es}.` : 'Todavía no has respondido.'),
        },
        forms: [
          {
            action: quickAction(ctx),
            token: request.query.token ?? '',
            label: { en: `Answer ${answer.en}`, es: `Responder ${answer.es}` },
          },
        ],
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );

  r.post(
    '/api/rsvp/quick',
    { config: quickRoute, schema: { body: quickToken } },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.body.token);
      if (!opened.ok) return sendPage(reply, opened.status, opened.page);
      const { claims, who } = opened;
      const lang = who.contact.language;
      let changed: boolean;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      try {
        ({ changed } = await recordRsvpChange(ctx, who.viewer, {
          eventId: claims.eventId,
          contactId: claims.contactId,
          status: claims.status,
        }));
        view = await describeQuickRsvp(ctx, who.viewer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const answer = ANSWER[claims.status];
      const other = claims.status === 'yes' ? 'no' : 'yes';
      const switchToken = signRsvpLink(ctx.secrets.rsvpLinks, { ...claims, status: other });
      const thanks =
        claims.status === 'yes'
          ? { en: 'Thanks, see you there!', es: '¡Gracias, nos vemos!' }
          : { en: 'Thanks for letting us know', es: 'Gracias por avisarnos' };
      return sendPage(reply, 200, {
        language: lang,
        title: changed
          ? thanks
          : { en: 'Your answer was already recorded', es: 'Tu respuesta ya estaba registrada' },
        body: changed
          ? {
              en: `We recorded your answer for ${view.name.en} (${view.when.en}): ${answer.en}.`,
              es: `Registramos tu respuesta para ${view.name.es} (${view.when.es}): ${answer.es}.`,
            }
          : {
              en: `Your answer for ${view.name.en} (${view.when.en}) was already ${answer.en}. Nothing changed.`,
              es: `Tu respuesta para ${view.name.es} (${view.when.es}) ya era ${answer.es}. No cambió nada.`,
            },
        forms: [
          {
            action: quickAction(ctx),
            token: switchToken,
            label: {
              en: `Changed your mind? Answer ${ANSWER[other].en}`,
              es: `¿Cambiaste de opinión? Responde ${ANSWER[other].es}`,
            },
          },
        ],
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );
}
