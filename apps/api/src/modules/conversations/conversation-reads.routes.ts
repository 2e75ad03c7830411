import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONVERSATION_KINDS, markReadInputSchema, unreadCountsSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { fieldInputError, refuseInvalidRequests } from '../../platform/field-input-error';
import { noContent } from '../../platform/route-schemas';
import { conversationReadsCatalog } from './conversation-reads.locales';
import { markConversationRead, unreadCounts } from './conversation-reads.service';

const subjectParams = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  id: z.string().min(1).max(64),
});
const assertValid = refuseInvalidRequests(
  fieldInputError(conversationReadsCatalog, {}, ['lastPostId']),
);

/** Unread counts of conversations (issue 29): marking read, and the counts the lists show. */
export async function conversationReadsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/conversations/unread',
    {
      config: { access: 'member' },
      schema: { response: { 200: unreadCountsSchema } },
    },
    async (request) => unreadCounts(ctx, currentMember(request)),
  );

  // A POST, not part of the GET: reading a conversation never writes (DESIGN §8).
  r.post(
    '/api/conversations/:kind/:id/read',
    {
      // Refused as the read is: 400 for an id of the wrong shape, 404 for a subject not seen;
      // 400 too for a post of another conversation.
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: { params: subjectParams, body: markReadInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      const { kind, id } = request.params;
      await markConversationRead(ctx, currentMember(request), kind, id, request.body.lastPostId);
      return reply.status(204).send();
    },
  );
}
