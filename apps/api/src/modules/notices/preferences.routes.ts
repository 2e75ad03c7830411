import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messagePreferencesSchema, messagePreferencesUpdateSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { canEditContact, contactNotFound } from '../../platform/access/contacts';
import { viewerOf } from '../../platform/access/viewer';
import { changePreferences, preferencesOf } from './preferences.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().max(100) });

/**
 * Message preferences: the member reads and changes their own; whoever may see a
 * contact's private fields (admins; a guardian for their household's children) reads them,
 * and nobody changes another's.
 */
export async function preferencesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/preferences',
    {
      // 404: the card was deleted meanwhile.
      config: { access: 'member', refusals: [404] },
      schema: { response: { 200: messagePreferencesSchema } },
    },
    async (request) => {
      const found = await preferencesOf(ctx.db, currentMember(request).id);
      if (!found) throw contactNotFound();
      return found;
    },
  );

  r.put(
    '/api/me/preferences',
    {
      config: { access: 'member', refusals: [404] },
      schema: { body: messagePreferencesUpdateSchema, response: { 200: messagePreferencesSchema } },
    },
    async (request) => {
      const me = currentMember(request);
      await changePreferences(ctx.db, me.id, request.body);
      const found = await preferencesOf(ctx.db, me.id);
      if (!found) throw contactNotFound();
      return found;
    },
  );

  r.get(
    '/api/contacts/:id/preferences',
    {
      config: { access: 'member', refusals: [404] },
      schema: { params: idParams, response: { 200: messagePreferencesSchema } },
    },
    async (request) => {
      const { id } = request.params;
      // Read-only, for those who may see the contact's private fields (platform/access).
      if (!UUID.test(id) || !canEditContact(viewerOf(currentMember(request)), { id }))
        throw contactNotFound();
      const found = await preferencesOf(ctx.db, id);
      if (!found) throw contactNotFound();
      return found;
    },
  );
}
