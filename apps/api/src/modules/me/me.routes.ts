import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';

/** Who the token belongs to, as the server sees them now (permissions read from the database). */
export async function meRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: meSchema } };
  r.get('/api/me', { config: { access: 'member' }, schema }, async (request) => {
    const m = currentMember(request);
    return {
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      permissions: m.permissions,
      affiliationId: m.affiliationId,
      language: m.language,
    };
  });
}
