import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rsvpPayloadSchema, translatedField } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { formatEventDate } from '../events/events.emails';
import { registerFormParsers } from '../events/events.routes';
import { eventTranslations } from '../events/events.queries';
import { RSVP_PAGE_CSP, renderRsvpPage, type RsvpPage } from './rsvp-page';
import { signRsvpLink, verifyRsvpLink } from './rsvp-links';
import { assertCanRsvpFor, contactAsViewer, recordRsvp, updateRsvp } from './rsvp.service';

const updateBody = rsvpPayloadSchema.partial({ eventID: true, contactID: true });

function sendPage(reply: FastifyReply, status: number, page: RsvpPage) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', RSVP_PAGE_CSP)
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .send(renderRsvpPage(page));
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

  // One-tap answers from the event email: the signed token is the permission.
  r.get(
    '/api/rsvp/quick',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { querystring: z.object({ token: z.string().max(1000).optional() }) },
    },
    async (request, reply) => {
      const secret = ctx.secrets.rsvpLinks;
      const check = verifyRsvpLink(secret, request.query.token ?? '');
      if (!check.ok) {
        return sendPage(reply, 400, {
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
        });
      }
      const { claims } = check;
      const who = await contactAsViewer(ctx.db, claims.contactId);
      const eventUrl = `${ctx.config.publicUrl}/events/${claims.eventId}`;
      if (!who) {
        return sendPage(reply, 400, {
          language: 'en',
          title: { en: 'This RSVP link is not valid', es: 'Este enlace de RSVP no es válido' },
          body: {
            en: 'Nothing was recorded: the member it was sent to no longer exists.',
            es: 'No se registró nada: el miembro al que se envió ya no existe.',
          },
        });
      }
      const lang = who.contact.language;
      try {
        const result = await recordRsvp(ctx, who.viewer, {
          eventId: claims.eventId,
          contactId: claims.contactId,
          status: claims.status,
        });
        const event = await ctx.db
          .selectFrom('events')
          .select(['name', 'description', 'date'])
          .where('id', '=', result.eventID)
          .executeTakeFirstOrThrow();
        const translations = (await eventTranslations(ctx.db, result.eventID)).map((t) => ({
          language: t.language as 'en' | 'es',
          fieldName: t.field_name,
          contents: t.contents,
        }));
        const source = { ...event, translations };
        const other = claims.status === 'yes' ? 'no' : 'yes';
        const switchUrl = `${ctx.config.publicUrl}/api/rsvp/quick?token=${signRsvpLink(secret, {
          ...claims,
          status: other,
        })}`;
        const nameEn = translatedField(source, 'Name', 'en');
        const nameEs = translatedField(source, 'Name', 'es');
        const whenEn = formatEventDate(event.date, 'en', ctx.config.TEAM_TIME_ZONE);
        const whenEs = formatEventDate(event.date, 'es', ctx.config.TEAM_TIME_ZONE);
        return sendPage(reply, 200, {
          language: lang,
          title:
            claims.status === 'yes'
              ? { en: 'Thanks, see you there!', es: '¡Gracias, nos vemos!' }
              : { en: 'Thanks for letting us know', es: 'Gracias por avisarnos' },
          body: {
            en: `We recorded your answer for ${nameEn} (${whenEn}): ${claims.status === 'yes' ? 'Yes' : 'No'}.`,
            es: `Registramos tu respuesta para ${nameEs} (${whenEs}): ${claims.status === 'yes' ? 'Sí' : 'No'}.`,
          },
          links: [
            {
              href: switchUrl,
              label:
                other === 'yes'
                  ? {
                      en: 'Changed your mind? Answer Yes',
                      es: '¿Cambiaste de opinión? Responde Sí',
                    }
                  : {
                      en: 'Changed your mind? Answer No',
                      es: '¿Cambiaste de opinión? Responde No',
                    },
            },
            { href: eventUrl, label: { en: 'See the event', es: 'Ver el evento' } },
          ],
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        return sendPage(reply, err.statusCode === 404 ? 404 : 400, {
          language: lang,
          title: { en: 'We could not record your answer', es: 'No pudimos registrar tu respuesta' },
          body: {
            en: 'This event no longer exists or is no longer open to you. Nothing was recorded.',
            es: 'Este evento ya no existe o ya no está abierto para ti. No se registró nada.',
          },
        });
      }
    },
  );
}
