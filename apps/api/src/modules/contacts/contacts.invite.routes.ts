import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInviteBulkSchema, contactInviteResultSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import { inviteContact, inviteContacts } from './contacts.invite';

const idParams = z.object({ id: z.string().max(100) });

/** Admins who manage contacts: the invitation turns sign-in on, as the contact form does. */
const manage = { access: { ability: 'contacts:manage' as const } };

/**
 * Invitations to sign in for contacts that exist:
 * one from the card, many from the directory's "Not yet invited" or an import's result.
 */
export async function contactInviteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contacts/:id/invite',
    {
      config: { ...manage, refusals: [404] },
      schema: { params: idParams, response: { 200: contactInviteResultSchema } },
    },
    async (request) =>
      inviteContact(ctx, currentMember(request), request.params.id, requestLanguage(request)),
  );

  r.post(
    '/api/contacts/invite',
    {
      config: manage,
      schema: { body: contactInviteBulkSchema, response: { 200: contactInviteResultSchema } },
    },
    async (request) =>
      inviteContacts(ctx, currentMember(request), request.body.ids, requestLanguage(request)),
  );
}
