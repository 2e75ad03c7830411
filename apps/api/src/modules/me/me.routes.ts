import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meLanguageSchema, meSchema } from '@dugout/shared';
import { contactNotFound } from '../../platform/access/contacts';
import { writeAudit } from '../../platform/audit.queries';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { updateContact } from '../contacts/index';

/** Who the token belongs to, as the server sees them now (permissions read from the database). */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      ...(m.managedTeams?.length ? { managedTeams: [...m.managedTeams] } : {}),
      ...(m.needsName ? { needsName: true } : {}),
    };
  });

  // A member who switches the site's language is offered their emails and texts in
  // it too. Only their own card, and only this field: no edit form, so no version to match.
  r.put(
    '/api/me/language',
    {
      // 404: the card was deleted meanwhile.
      config: { access: 'member', refusals: [404] },
      schema: { body: meLanguageSchema, response: { 200: meLanguageSchema } },
    },
    async (request) => {
      const m = currentMember(request);
      const { language } = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await updateContact(trx, m.id, { language }))) throw contactNotFound();
        await writeAudit(trx, {
          actorId: m.id,
          entity: 'contact',
          action: 'contact.update',
          entityId: m.id,
          detail: { fields: ['language'] },
        });
      });
      return { language };
    },
  );
}
