import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_FILE_NAMES, jerseyRequestBodySchema, jerseyRequestRowSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { textAnswer } from '../../platform/route-schemas';
import { listFormRequests, requestsCsv, submitRequest } from './forms.service';

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
        schema: { response: { 200: z.array(jerseyRequestRowSchema) } },
      },
      async () => listFormRequests(ctx, kind),
    );
  }

  for (const [url, kind, fileName] of [
    ['/api/form/csv', 'jersey', CSV_FILE_NAMES.jerseys],
    ['/api/form/giftcsv', 'gift', CSV_FILE_NAMES.gifts],
  ] as const) {
    r.get(
      url,
      {
        config: { access: { ability: 'reports:download' } },
        schema: textAnswer('text/csv', `The ${kind} requests as CSV`),
      },
      async (_request, reply) => {
        const csv = await requestsCsv(ctx, kind);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );
  }
}
