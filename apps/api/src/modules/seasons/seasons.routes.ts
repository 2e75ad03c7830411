import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  seasonEventsSchema,
  seasonListSchema,
  seasonPreviewSchema,
  seasonStartedSchema,
  seasonStartInputSchema,
} from '@dugout/shared';
import { viewerOf } from '../../platform/access/viewer';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { serialIdParams } from '../../platform/route-schemas';
import {
  listAllSeasons,
  listSeasonEvents,
  previewSeason,
  seasonInputError,
  startSeason,
} from './seasons.service';

/** The club's admins start a new season. */
const manage = { access: { ability: 'seasons:manage' as const } };

const assertValid = refuseInvalidRequests(seasonInputError);

/** Seasons: listed and browsed (read-only) by every member; a new one started by the admins. */
export async function seasonsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/seasons',
    { config: { access: 'member' }, schema: { response: { 200: seasonListSchema } } },
    async () => listAllSeasons(ctx.db),
  );

  r.get(
    '/api/seasons/:id/events',
    {
      config: { access: 'member', refusals: [404] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 200: seasonEventsSchema } },
    },
    async (request) => {
      assertValid(request);
      return listSeasonEvents(
        ctx.db,
        viewerOf(currentMember(request)),
        request.params.id,
        requestLanguage(request),
      );
    },
  );

  r.post(
    '/api/seasons/preview',
    {
      // 409: the name is taken, or there is no current season.
      config: { ...manage, refusals: [409] },
      attachValidation: true,
      schema: { body: seasonStartInputSchema, response: { 200: seasonPreviewSchema } },
    },
    async (request) => {
      assertValid(request);
      return previewSeason(ctx.db, request.body);
    },
  );

  r.post(
    '/api/seasons',
    {
      config: { ...manage, refusals: [409] },
      attachValidation: true,
      schema: { body: seasonStartInputSchema, response: { 201: seasonStartedSchema } },
    },
    async (request, reply) => {
      assertValid(request);
      return reply.status(201).send(await startSeason(ctx, currentMember(request), request.body));
    },
  );
}
