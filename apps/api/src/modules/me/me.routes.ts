import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';

/** Who the token belongs to, as the server sees them now (permissions read from the database). */
export async function meRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get('/api/me', { config: { access: 'member' } }, async (request) => {
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
