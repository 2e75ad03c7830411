import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new AppError(503, 'unavailable', 'The database is unavailable');
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
