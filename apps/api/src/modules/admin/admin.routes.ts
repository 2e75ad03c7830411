import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { resetAllCaches } from './admin.service';

/** Admin Tools calls of the server: Empty Cache (IT:admin). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/ResetCache',
    {
      config: { access: 'itAdmin' },
      schema: {
        response: { 200: z.object({ cleared: z.array(z.string()), allReplicas: z.boolean() }) },
      },
    },
    async (request) => resetAllCaches(ctx, currentMember(request)),
  );
}
