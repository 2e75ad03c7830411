import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { pingDatabase } from './health.queries';
import { healthCatalog } from './health.locales';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: z.object({ status: z.literal('ok') }) } };
  r.get('/api/health', { config: { access: 'public' }, schema }, async (_req, reply) => {
    try {
      await pingDatabase(ctx.db);
    } catch {
      throw localizedError(503, 'unavailable', (language) =>
        healthCatalog.in(language)('databaseUnavailable'),
      );
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });
}
