import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  conversationFollowSchema,
  mentionableQuerySchema,
  mentionableSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { changeFollow, mentionable, readFollow } from './conversation-follows.service';
import { conversationInputError } from './conversations.service';

const subjectParams = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  id: z.string().min(1).max(64),
});
const assertValid = refuseInvalidRequests(conversationInputError);

/** Following a conversation and the "@" suggestions (issue 29): whoever may read it. */
export async function conversationFollowsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/conversations/:kind/:id/follow',
    {
      // 400: an id of the wrong shape; 404: a subject the member may not see.
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: { params: subjectParams, response: { 200: conversationFollowSchema } },
    },
    async (request) => {
      assertValid(request);
      const { kind, id } = request.params;
      return { following: await readFollow(ctx, currentMember(request), kind, id) };
    },
  );

  r.put(
    '/api/conversations/:kind/:id/follow',
    {
      // One may follow only what one may read: the read's 404 otherwise.
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: {
        params: subjectParams,
        body: conversationFollowSchema,
        response: { 200: conversationFollowSchema },
      },
    },
    async (request) => {
      assertValid(request);
      const { kind, id } = request.params;
      const following = request.body.following;
      return {
        following: await changeFollow(ctx, currentMember(request), kind, id, following),
      };
    },
  );

  r.get(
    '/api/conversations/:kind/:id/mentionable',
    {
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: {
        params: subjectParams,
        querystring: mentionableQuerySchema,
        response: { 200: mentionableSchema },
      },
    },
    async (request) => {
      assertValid(request);
      const { kind, id } = request.params;
      return mentionable(ctx, currentMember(request), kind, id, request.query.q);
    },
  );
}
