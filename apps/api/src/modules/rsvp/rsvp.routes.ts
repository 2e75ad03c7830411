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
  sendSharedJson,
  SharedJsonCache,
  SIGNED_ANSWER_MAX_AGE_MS,
  VersionedCache,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { registerFormParsers } from '../../platform/form-parsers';
import { requestLanguage } from '../../platform/i18n/language';
import { FORM_OR_JSON, textAnswer } from '../../platform/route-schemas';
import { audienceKey } from '../../platform/access/audience';
import { type HouseholdRow } from '../households/index';
import { eventAnswerCsv, eventAnswerList } from './rsvp-answer-list';
import {
  answerForHousehold,
  householdRsvps,
  readHouseholdSources,
  type EventFacts,
  type HouseholdSources,
} from './rsvp-household';
import { rsvpQuickRoutes } from './rsvp-quick.routes';
import { trackAnswersVersions } from './rsvp-versions';
import type { HouseholdAnswer, TeamEvent } from './rsvp.queries';
import { recordRsvp, updateRsvp } from './rsvp.service';

const updateBody = rsvpPayloadSchema.partial({ eventID: true, contactID: true });

export async function rsvpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const householdRows = new VersionedCache<HouseholdRow[]>('household-rows', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 5_000,
  });
  // What the household answers are read beside, kept per data version: the season's events of
  // teams per class of viewer (audienceKey), an event's audience and teams per event.
  const teamEvents = new VersionedCache<TeamEvent[]>('household-team-events', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 500,
  });
  const eventFacts = new VersionedCache<EventFacts>('household-event-facts', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 2_000,
  });
  // And a member's answers of the season, until one of the household answers (rsvp-versions.ts).
  const seasonAnswers = new VersionedCache<HouseholdAnswer[]>('household-season', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 5_000,
  });
  const keptSources = (version: string, answers: string | null): HouseholdSources => {
    const read = readHouseholdSources(ctx);
    return {
      seasonAnswers: async (member, ids) => {
        const build = async () => [...(await read.seasonAnswers(member, ids))];
        if (answers === null) return build();
        return seasonAnswers.get([member.id, version, ...ids].join('|'), answers, build);
      },
      rows: (id) => householdRows.get(id, version, async () => [...(await read.rows(id))]),
      teamEvents: (member) =>
        teamEvents.get(audienceKey(member), version, async () => [
          ...(await read.teamEvents(member)),
        ]),
      event: (eventId) => eventFacts.get(eventId, version, () => read.event(eventId)),
    };
  };
  // A member's household answers, as the bytes sent, per query and version of their answers.
  const answersVersions = await trackAnswersVersions(ctx.database, { log: app.log });
  app.addHook('onClose', () => answersVersions.stop());
  const householdAnswers = new SharedJsonCache('household-answers', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 5_000,
    schema: householdRsvpsSchema,
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
    async (request, reply) => {
      const member = currentMember(request);
      const query = request.query;
      // Households and events change only with the data version: read once per version.
      const version = await dataVersion(ctx.db, request);
      // The answers are kept per member, query and data version until one of the household
      // answers (rsvp-versions.ts); the default window moves with the clock, so it is not kept.
      const answers = await answersVersions.of(member);
      const build = () =>
        householdRsvps(ctx, member, query, new Date(), keptSources(version, answers));
      if (answers === null || !(query.from || query.eventId)) return build();
      const key = [member.id, version, query.from, query.to, query.eventId].join('|');
      return sendSharedJson(request, reply, await householdAnswers.get(key, answers, build));
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
