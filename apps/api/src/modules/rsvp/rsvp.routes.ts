import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAnswerListSchema,
  householdAnswerResultSchema,
  householdAnswerSchema,
  householdRsvpQuerySchema,
  householdRsvpsSchema,
  rsvpPayloadSchema,
  rsvpResultSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import {
  dataVersion,
  SIGNED_ANSWER_MAX_AGE_MS,
  VersionedCache,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { registerFormParsers } from '../../platform/form-parsers';
import { requestLanguage } from '../../platform/i18n/language';
import { FORM_OR_JSON, textAnswer } from '../../platform/route-schemas';
import { householdRowsOf, type HouseholdRow } from '../households/index';
import { eventAnswerCsv, eventAnswerList } from './rsvp-answer-list';
import { answerForHousehold, householdRsvps } from './rsvp-household';
import { rsvpQuickRoutes } from './rsvp-quick.routes';
import { recordRsvp, updateRsvp } from './rsvp.service';

const updateBody = rsvpPayloadSchema.partial({ eventID: true, contactID: true });

export async function rsvpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const householdRows = new VersionedCache<HouseholdRow[]>('household-rows', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 5_000,
  });

  r.post(
    '/api/rsvp/new',
    {
      // 403: an answer for someone else; 404: no such event or contact, or not one to see.
      config: { access: 'member', refusals: [403, 404, 409] },
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
        note: b.note,
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
      // Households change only with contacts (the data version): one read per member and
      // version, not one per page. The answers themselves are read every time.
      const version = await dataVersion(ctx.db, request);
      return householdRsvps(ctx, member, request.query, new Date(), (id) =>
        householdRows.get(id, version, () => householdRowsOf(ctx.db, [id])),
      );
    },
  );

  // "Yes for all of us": one answer for the member and everyone of their household invited whom
  // they may answer for (the households module's rule, as the page lists them).
  r.post(
    '/api/rsvp/household',
    {
      config: { access: 'member', refusals: [404, 409] },
      schema: { body: householdAnswerSchema, response: { 200: householdAnswerResultSchema } },
    },
    async (request) =>
      answerForHousehold(ctx, currentMember(request), {
        eventId: request.body.eventID,
        status: request.body.status,
        note: request.body.note,
      }),
  );

  // The admins' list of an event's answers, and the same as CSV in one click.
  const eventParams = z.object({ id: z.uuid('The event id is not valid') });
  const othersAnswers = {
    access: { ability: 'rsvp:others' as const, forTeams: true as const },
    refusals: [404 as const],
  };
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
      config: { access: 'member', refusals: [403, 404, 409] },
      schema: {
        params: z.object({ rsvpID: z.uuid('The RSVP id is not valid') }),
        body: updateBody,
        consumes: FORM_OR_JSON,
        response: { 200: rsvpResultSchema },
      },
    },
    async (request) => updateRsvp(ctx, currentMember(request), request.params.rsvpID, request.body),
  );

  await rsvpQuickRoutes(app, ctx);
}
