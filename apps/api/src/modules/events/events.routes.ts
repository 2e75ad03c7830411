import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventDetailSchema,
  eventPayloadSchema,
  eventRangeQuerySchema,
  eventSummarySchema,
  ruleMessage,
  SERIES_SCOPES,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import {
  audienceKey,
  dataVersion,
  SharedJsonCache,
  sendSharedJson,
  SIGNED_ANSWER_MAX_AGE_MS,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { registerFormParsers } from '../../platform/form-parsers';
import { requestLanguage } from '../../platform/i18n/language';
import { readIfMatch, sendVersioned } from '../../platform/row-version';
import { FORM_OR_JSON } from '../../platform/route-schemas';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { getVersionedEventDetail, listEvents } from './events.read.service';
import { createEvent, deleteEvent, updateEvent } from './events.write.service';

const idParams = z.object({ id: z.uuid('The event id is not valid') });
/**
 * The event calls answer `{ data, error }` as the SPA's client reads them: on success the data
 * and no error; a failure (`errorBody: 'result'`) carries `data: null` and `error` beside the
 * usual error body.
 */
const succeeded = <T extends z.ZodType>(data: T) => z.object({ data, error: z.null() });
const eventAnswer = { response: { 200: succeeded(eventDetailSchema) } };
const eventBody = { body: eventPayloadSchema, consumes: FORM_OR_JSON };
/** An event of a weekly series: 'following' reaches its later events too (absent: this one). */
const seriesScope = z.object({
  scope: z.enum(SERIES_SCOPES, ruleMessage('seriesScopeInvalid')).optional(),
});

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerFormParsers(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // Shared per audience, range and data version (month views ask for ranges).
    const eventLists = new SharedJsonCache('event-list', ctx.caches, {
      maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
      maxEntries: 500,
      schema: z.array(eventSummarySchema),
    });
    r.get(
      '/api/event/getall',
      {
        config: { access: 'member', errorBody: 'result' },
        schema: {
          querystring: eventRangeQuerySchema,
          response: { 200: z.array(eventSummarySchema) },
        },
      },
      async (request, reply) => {
        const member = currentMember(request);
        const range = { from: request.query.from ?? null, to: request.query.to ?? null };
        // Venues are named in the reader's language: one entry per language.
        const language = requestLanguage(request);
        const list = await eventLists.get(
          `${audienceKey(member)}|${language}|${range.from ?? ''}|${range.to ?? ''}`,
          await dataVersion(ctx.db, request),
          () => listEvents(ctx, member, range, language),
        );
        return sendSharedJson(request, reply, list);
      },
    );

    r.get(
      '/api/event/:id',
      {
        // 404 also for an event the caller may not see.
        config: { access: 'member', errorBody: 'result', refusals: [404] },
        schema: { params: idParams, ...eventAnswer },
      },
      async (request, reply) => ({
        data: sendVersioned(
          reply,
          await getVersionedEventDetail(
            ctx,
            currentMember(request),
            request.params.id,
            ctx.db,
            requestLanguage(request),
            await dataVersion(ctx.db, request),
          ),
        ),
        error: null,
      }),
    );

    r.post(
      '/api/event/new',
      {
        config: { access: { ability: 'events:publish', forTeams: true }, errorBody: 'result' },
        schema: { ...eventBody, ...eventAnswer },
      },
      async (request) => ({
        data: await createEvent(
          ctx,
          currentMember(request),
          request.body,
          requestLanguage(request),
        ),
        error: null,
      }),
    );

    r.put(
      '/api/event/update/:id',
      {
        // 409: the event changed since it was read (If-Match).
        config: {
          access: { ability: 'events:publish', forTeams: true },
          errorBody: 'result',
          refusals: [404, 409],
        },
        schema: { params: idParams, querystring: seriesScope, ...eventBody, ...eventAnswer },
      },
      async (request, reply) => ({
        data: sendVersioned(
          reply,
          await updateEvent(
            ctx,
            currentMember(request),
            request.params.id,
            request.body,
            readIfMatch(request),
            requestLanguage(request),
            request.query.scope,
          ),
        ),
        error: null,
      }),
    );

    r.delete(
      '/api/event/:id',
      {
        // 409: the event is a past season's (archived, read-only).
        config: {
          access: { ability: 'events:publish', forTeams: true },
          errorBody: 'result',
          refusals: [404, 409],
        },
        schema: {
          params: idParams,
          querystring: seriesScope,
          response: { 200: succeeded(z.object({ id: z.string() })) },
        },
      },
      async (request) => ({
        data: await deleteEvent(
          ctx,
          currentMember(request),
          request.params.id,
          request.query.scope,
          request.log,
        ),
        error: null,
      }),
    );
  });

  await app.register(async (scope) => calendarFeedRoutes(scope, ctx));
}
