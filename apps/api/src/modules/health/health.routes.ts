import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pingDatabase } from './health.queries';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await pingDatabase(ctx.db);
    } catch {
      throw new AppError(503, 'unavailable', 'The database is unavailable');
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
