import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pingDatabase } from './health.queries';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: z.object({ status: z.literal('ok') }) } };
  r.get('/api/health', { config: { access: 'public' }, schema }, async (_req, reply) => {
    try {
      await pingDatabase(ctx.db);
    } catch {
      throw new AppError(503, 'unavailable', 'The database is unavailable');
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });
}
