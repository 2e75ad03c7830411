import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSV_FILE_NAMES,
  formChildSchema,
  jerseyRequestBodySchema,
  jerseyRequestRowSchema,
  ownRequestSchema,
  requestStatusBodySchema,
  requestsQuerySchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { textAnswer } from '../../platform/route-schemas';
import { reportSeason } from '../seasons/index';
import { formsCatalog } from './forms.locales';
import { assertRequestsTeamFilter } from './forms.teams';
import {
  changeRequestStatus,
  householdChildren,
  listFormRequests,
  listOwnFormRequests,
  requestsCsv,
  submitRequest,
} from './forms.service';

const idParams = z.object({ id: z.string().uuid() });

/** A status call its schema refused, answered in the admin's language and naming the field. */
function assertValidStatusCall(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const field = error.validationContext === 'params' ? 'id' : 'status';
  throw localizedError(
    400,
    'validation_failed',
    (language) => formsCatalog.in(language)(`invalid.${field}`),
    field,
  );
}

/** Jersey and gift jacket requests (view:jerseyform or admins) and their reports (admins). */
export async function formsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [url, kind] of [
    ['/api/form/create', 'jersey'],
    ['/api/form/creategift', 'gift'],
  ] as const) {
    r.post(
      url,
      {
        config: { access: { ability: 'forms:submit' } },
        schema: {
          body: jerseyRequestBodySchema,
          response: { 201: z.object({ saved: z.number() }) },
        },
      },
      async (request, reply) => {
        const result = await submitRequest(ctx, currentMember(request), kind, request.body);
        return reply.status(201).send(result);
      },
    );
  }

  for (const [url, kind] of [
    ['/api/form/getall', 'jersey'],
    ['/api/form/getallgifts', 'gift'],
  ] as const) {
    r.get(
      url,
      {
        config: { access: { ability: 'forms:admin' } },
        schema: {
          // `?team=`: the orders for that team (beyond the spec).
          querystring: requestsQuerySchema.pick({ team: true }),
          response: { 200: z.array(jerseyRequestRowSchema) },
        },
      },
      async (request) => {
        await assertRequestsTeamFilter(ctx.db, request.query.team);
        return listFormRequests(ctx, kind, undefined, request.query.team);
      },
    );
  }

  // A member's own requests (what, when, status) for the form pages.
  for (const [url, kind] of [
    ['/api/form/mine', 'jersey'],
    ['/api/form/minegifts', 'gift'],
  ] as const) {
    r.get(
      url,
      {
        config: { access: { ability: 'forms:submit' } },
        schema: { response: { 200: z.array(ownRequestSchema) } },
      },
      async (request) => listOwnFormRequests(ctx, currentMember(request), kind),
    );
  }

  // The household's children, offered to fill a row of either form.
  r.get(
    '/api/form/household',
    {
      config: { access: { ability: 'forms:submit' } },
      schema: { response: { 200: z.array(formChildSchema) } },
    },
    async (request) => householdChildren(ctx, currentMember(request)),
  );

  // An admin marks a request (jersey or gift) fulfilled, or open again.
  r.put(
    '/api/form/status/:id',
    {
      // 409: the request is a past season's (archived, read-only).
      config: { access: { ability: 'forms:admin' }, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: idParams,
        body: requestStatusBodySchema,
        response: { 200: jerseyRequestRowSchema },
      },
    },
    async (request) => {
      assertValidStatusCall(request);
      return changeRequestStatus(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.status,
      );
    },
  );

  for (const [url, kind, fileName] of [
    ['/api/form/csv', 'jersey', CSV_FILE_NAMES.jerseys],
    ['/api/form/giftcsv', 'gift', CSV_FILE_NAMES.gifts],
  ] as const) {
    r.get(
      url,
      {
        config: { access: { ability: 'reports:download' }, refusals: [404] },
        schema: {
          ...textAnswer('text/csv', `The ${kind} requests as CSV`),
          // Which season's requests (absent: the current season's), which team's (absent: all),
          // and a Team column (teamColumn=true, with two or more teams).
          querystring: requestsQuerySchema,
        },
      },
      async (request, reply) => {
        const season = await reportSeason(ctx.db, request.query.season);
        await assertRequestsTeamFilter(ctx.db, request.query.team);
        const { team, teamColumn } = request.query;
        const csv = await requestsCsv(ctx, kind, season, team, teamColumn);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );
  }
}
