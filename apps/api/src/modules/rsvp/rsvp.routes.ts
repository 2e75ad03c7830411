import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAnswerListSchema,
  householdRsvpQuerySchema,
  householdRsvpsSchema,
  rsvpPayloadSchema,
  rsvpResultSchema,
} from '@dugout/shared';
import { canRsvpFor } from '../../platform/access/rsvp';
import { currentMember } from '../../platform/auth/auth-plugin';
import {
  dataVersion,
  SIGNED_ANSWER_MAX_AGE_MS,
  VersionedCache,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { registerFormParsers } from '../../platform/form-parsers';
import { requestLanguage } from '../../platform/i18n/language';
import { FORM_OR_JSON, textAnswer } from '../../platform/route-schemas';
import { sendLinkPage, type LinkPage } from '../../platform/link-page';
import { signRsvpLink, verifyRsvpLink } from '../notices';
import { eventAnswerCsv, eventAnswerList } from './rsvp-answer-list';
import { householdRsvps, type ContactName } from './rsvp-household';
import { contactNames } from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';
import {
  answererOf,
  contactAsViewer,
  describeQuickRsvp,
  recordRsvp,
  recordRsvpChange,
  updateRsvp,
} from './rsvp.service';

const updateBody = rsvpPayloadSchema.partial({ eventID: true, contactID: true });

/** The person a one-tap link answers for, as its pages name them ("Yes for Mia Pemberton?"). */
const personName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();

/** A page text in every language (the pages show them all, the reader's first). */
const inEveryLanguage = rsvpCatalog.inEveryLanguage;

const quickAction = (ctx: AppContext) => `${ctx.config.publicUrl}/api/rsvp/quick`;

const eventLink = (ctx: AppContext, eventId: string) => ({
  href: `${ctx.config.publicUrl}/events/${eventId}`,
  label: inEveryLanguage((t) => t('seeEvent')),
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
        title: inEveryLanguage((t) =>
          t(check.reason === 'expired' ? 'linkExpired' : 'linkInvalid'),
        ),
        body: inEveryLanguage((t) => t('signInToAnswer')),
        links: [
          {
            href: `${ctx.config.publicUrl}/events/all`,
            label: inEveryLanguage((t) => t('events')),
          },
        ],
      } satisfies LinkPage,
    };
  }
  const who = await contactAsViewer(ctx.db, check.claims.contactId);
  const gone = {
    ok: false as const,
    status: 400,
    page: {
      language: 'en',
      title: inEveryLanguage((t) => t('linkInvalid')),
      body: inEveryLanguage((t) => t('memberGone')),
    } satisfies LinkPage,
  };
  if (!who) return gone;
  // A guardian's link for their child answers as the guardian, with the rights they have now
  // (the one rule of access/rsvp): one no longer their child's guardian records nothing.
  const { actorId } = check.claims;
  if (!actorId || actorId === who.contact.id) {
    return { ok: true as const, claims: check.claims, who, answerer: who.viewer };
  }
  const answerer = await answererOf(ctx.db, actorId);
  if (!answerer) return gone;
  if (!canRsvpFor(answerer, who.contact.id)) {
    const person = personName(who.contact);
    return {
      ok: false as const,
      status: 400,
      page: {
        language: who.contact.language,
        title: inEveryLanguage((t) => t('notRecorded')),
        body: inEveryLanguage((t) => t('noLongerYours', { person })),
      } satisfies LinkPage,
    };
  }
  return { ok: true as const, claims: check.claims, who, answerer };
}

/** The event is gone or no longer open to the contact (a 4xx from the service). */
function sendNotOpen(reply: FastifyReply, err: unknown, language: string) {
  if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
  return sendLinkPage(reply, err.statusCode === 404 ? 404 : 400, {
    language,
    title: inEveryLanguage((t) => t('notRecorded')),
    body: inEveryLanguage((t) => t('notOpen')),
  });
}

export async function rsvpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const householdNames = new VersionedCache<ContactName[]>('household-names', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 5_000,
  });

  r.post(
    '/api/rsvp/new',
    {
      // 403: an answer for someone else; 404: no such event or contact, or not one to see.
      config: { access: 'member', refusals: [403, 404] },
      schema: {
        body: rsvpPayloadSchema,
        consumes: FORM_OR_JSON,
        response: { 200: rsvpResultSchema },
      },
    },
    async (request) => {
      const b = request.body;
      return recordRsvp(ctx, currentMember(request), {
        eventId: b.eventID,
        contactId: b.contactID,
        status: b.status,
        phone: b.phone,
        email: b.email,
        language: b.language,
      });
    },
  );

  r.get(
    '/api/rsvp/household',
    {
      config: { access: 'member' },
      schema: { querystring: householdRsvpQuerySchema, response: { 200: householdRsvpsSchema } },
    },
    async (request) => {
      const member = currentMember(request);
      // Household names change only with contacts (the data version): one read per member and
      // version, not one per page. The answers themselves are read every time.
      const version = await dataVersion(ctx.db, request);
      return householdRsvps(ctx, member, request.query, new Date(), (ids) =>
        householdNames.get(`${member.id}|${ids.join(',')}`, version, () =>
          contactNames(ctx.db, ids),
        ),
      );
    },
  );

  // The admins' list of an event's answers, and the same as CSV in one click.
  const eventParams = z.object({ id: z.uuid('The event id is not valid') });
  const othersAnswers = { access: { ability: 'rsvp:others' as const }, refusals: [404 as const] };
  r.get(
    '/api/rsvp/event/:id/list',
    {
      config: othersAnswers,
      schema: { params: eventParams, response: { 200: eventAnswerListSchema } },
    },
    async (request) => {
      const { list } = await eventAnswerList(ctx, currentMember(request), request.params.id);
      const { answers, counts, notAnswered, notAnsweredHouseholds } = list;
      return { answers, counts, notAnswered, notAnsweredHouseholds };
    },
  );
  r.get(
    '/api/rsvp/event/:id/csv',
    {
      config: othersAnswers,
      schema: { params: eventParams, ...textAnswer('text/csv', "An event's answers as CSV") },
    },
    async (request, reply) => {
      const { csv, fileName } = await eventAnswerCsv(
        ctx,
        currentMember(request),
        request.params.id,
        requestLanguage(request),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  r.put(
    '/api/rsvp/update/:rsvpID',
    {
      config: { access: 'member', refusals: [403, 404] },
      schema: {
        params: z.object({ rsvpID: z.uuid('The RSVP id is not valid') }),
        body: updateBody,
        consumes: FORM_OR_JSON,
        response: { 200: rsvpResultSchema },
      },
    },
    async (request) => updateRsvp(ctx, currentMember(request), request.params.rsvpID, request.body),
  );

  /*
   * One-tap answers from the event email: the signed token is the permission. Opening the link
   * (GET, and the HEAD Fastify derives from it) only shows the event and the answer with a
   * button; mail scanners and prefetchers open links, so only the button's POST records it.
   * The POST carries the token in its body, never in the URL (logs, Referer).
   * It reads no cookie and no session: the token is the only credential, so a form posted from
   * another site can do nothing that holding the token does not already allow, and a CSRF token
   * would add nothing.
   */
  const quickRoute = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
  // A malformed token (too long, given twice) is no token: the page says the link is not valid,
  // where a refusal by the schema would be a JSON error the reader's browser shows as text.
  const quickToken = z.object({ token: z.string().max(1000).optional().catch(undefined) });
  /** An HTML page in every language, the reader's first (link-page.ts), also for a bad link. */
  const quickPage = textAnswer('text/html', 'The one-tap RSVP page', [200, 400, 404]);

  r.get(
    '/api/rsvp/quick',
    { config: quickRoute, schema: { querystring: quickToken, ...quickPage } },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.query.token);
      if (!opened.ok) return sendLinkPage(reply, opened.status, opened.page);
      const { claims, who, answerer } = opened;
      const lang = who.contact.language;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      try {
        view = await describeQuickRsvp(ctx, answerer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const answer = `answer.${claims.status}` as const;
      const current = view.current ? (`answer.${view.current}` as const) : null;
      const person = personName(who.contact);
      return sendLinkPage(reply, 200, {
        language: lang,
        title: inEveryLanguage((t) => t('confirmTitle', { answer: t(answer), person })),
        body: inEveryLanguage((t, language) =>
          t('confirmBody', {
            name: view.name[language],
            when: view.when[language],
            current: current ? t('currentAnswer', { answer: t(current) }) : t('notAnswered'),
          }),
        ),
        forms: [
          {
            action: quickAction(ctx),
            fields: { token: request.query.token ?? '' },
            label: inEveryLanguage((t) => t('confirmButton', { answer: t(answer), person })),
          },
        ],
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );

  r.post(
    '/api/rsvp/quick',
    {
      config: quickRoute,
      schema: { body: quickToken, consumes: ['application/x-www-form-urlencoded'], ...quickPage },
    },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.body.token);
      if (!opened.ok) return sendLinkPage(reply, opened.status, opened.page);
      const { claims, who, answerer } = opened;
      const lang = who.contact.language;
      let changed: boolean;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      try {
        ({ changed } = await recordRsvpChange(ctx, answerer, {
          eventId: claims.eventId,
          contactId: claims.contactId,
          status: claims.status,
        }));
        view = await describeQuickRsvp(ctx, answerer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const other = claims.status === 'yes' ? 'no' : 'yes';
      const switchToken = signRsvpLink(ctx.secrets.rsvpLinks, { ...claims, status: other });
      const thanks = claims.status === 'yes' ? 'thanksYes' : 'thanksNo';
      return sendLinkPage(reply, 200, {
        language: lang,
        title: inEveryLanguage((t) => t(changed ? thanks : 'alreadyRecorded')),
        body: inEveryLanguage((t, language) =>
          t(changed ? 'recorded' : 'unchanged', {
            person: personName(who.contact),
            name: view.name[language],
            when: view.when[language],
            answer: t(`answer.${claims.status}`),
          }),
        ),
        forms: [
          {
            action: quickAction(ctx),
            fields: { token: switchToken },
            label: inEveryLanguage((t) => t('changeAnswer', { answer: t(`answer.${other}`) })),
          },
        ],
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );
}
