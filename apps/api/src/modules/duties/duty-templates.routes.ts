import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  askFamiliesResultSchema,
  dutiesCsvQuerySchema,
  dutyTemplateApplySchema,
  dutyTemplateInputSchema,
  dutyTemplateListSchema,
  unfilledDutiesSchema,
  unfilledQuerySchema,
  ruleMessage,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidBodies } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { noContent, serialIdParams, textAnswer } from '../../platform/route-schemas';
import { reportSeason } from '../seasons/index';
import { dutiesCsv } from './duties-csv';
import { askFamilies, unfilledDuties } from './duties-season.service';
import {
  applyTemplate,
  createTemplate,
  editTemplate,
  listTemplates,
  removeTemplate,
  templateInputError,
} from './duty-templates.service';

/** Admins, and team managers for their teams (checked per template, game and event). */
const manage = { access: { ability: 'events:publish' as const, forTeams: true as const } };
const eventParams = z.object({ id: z.uuid(ruleMessage('eventIdInvalid')) });
const assertValid = refuseInvalidBodies(templateInputError);

/**
 * The manager's side of game-day duties: season templates applied to the home games, the
 * season's unfilled duties with "Ask families", and the season's duties as CSV.
 */
export async function dutyTemplatesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/duty-templates',
    { config: manage, schema: { response: { 200: dutyTemplateListSchema } } },
    async (request) => listTemplates(ctx, currentMember(request)),
  );

  r.post(
    '/api/duty-templates',
    {
      config: manage,
      attachValidation: true,
      schema: {
        body: dutyTemplateInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const created = await createTemplate(ctx, currentMember(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/duty-templates/:id',
    {
      // 409: a past season's template (read-only).
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: dutyTemplateInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      assertValid(request);
      await editTemplate(ctx, currentMember(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/duty-templates/:id',
    {
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await removeTemplate(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/duty-templates/:id/preview',
    {
      config: { ...manage, refusals: [404] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 200: dutyTemplateApplySchema } },
    },
    async (request) => {
      assertValid(request);
      return applyTemplate(ctx, currentMember(request), request.params.id, new Date(), true);
    },
  );

  r.post(
    '/api/duty-templates/:id/apply',
    {
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 200: dutyTemplateApplySchema } },
    },
    async (request) => {
      assertValid(request);
      return applyTemplate(ctx, currentMember(request), request.params.id, new Date(), false);
    },
  );

  r.get(
    '/api/duties/unfilled',
    {
      config: manage,
      attachValidation: true,
      schema: { querystring: unfilledQuerySchema, response: { 200: unfilledDutiesSchema } },
    },
    async (request) => {
      assertValid(request);
      return unfilledDuties(
        ctx,
        currentMember(request),
        requestLanguage(request),
        new Date(),
        request.query.team ?? null,
      );
    },
  );

  r.post(
    '/api/event/:id/duties/ask',
    {
      // 409: the event has started, is a past season's, or has no open duty.
      config: { ...manage, refusals: [404, 409] },
      schema: { params: eventParams, response: { 200: askFamiliesResultSchema } },
    },
    async (request) => askFamilies(ctx, currentMember(request), request.params.id, new Date()),
  );

  r.get(
    '/api/duties/csv',
    {
      config: { ...manage, refusals: [404] },
      attachValidation: true,
      schema: {
        ...textAnswer('text/csv', "A season's duties and who took them, as CSV"),
        querystring: dutiesCsvQuerySchema,
      },
    },
    async (request, reply) => {
      assertValid(request);
      const season = await reportSeason(ctx.db, request.query.season);
      const { csv, fileName } = await dutiesCsv(
        ctx,
        currentMember(request),
        season,
        requestLanguage(request),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
}
