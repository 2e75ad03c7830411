import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { resetAllCaches } from './admin.service';
import { readAuditLog } from './audit-log.service';

/** Admin Tools calls of the server: Empty Cache (IT:admin), the Audit Log (site and IT admins). */
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

  r.get(
    '/api/admin/audit-log',
    {
      config: { access: { ability: 'audit:read' } },
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readAuditLog(ctx.db, request.query);
    },
  );
}
