import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  conversationSchema,
  newPostInputSchema,
  postInputSchema,
  POSTS_PER_MINUTE_MAX,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { minutesLeft } from '../../platform/rate-limit/rate-limit-refusal';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import { conversationsCatalog } from './conversations.locales';
import {
  addPost,
  conversationInputError,
  deletePost,
  editPost,
  readConversation,
} from './conversations.service';

const subjectParams = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  id: z.string().min(1).max(64),
});
const assertValid = refuseInvalidRequests(conversationInputError);

/** Posting is limited per member across replicas (the rate-limit store is the database's). */
const postingLimit = {
  max: POSTS_PER_MINUTE_MAX,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `posts:${request.member?.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    localizedError(429, 'rate_limited', (language) =>
      conversationsCatalog.in(language)('tooManyPosts', { count: minutesLeft(context.ttl) }),
    ),
};

/** Conversations under events, pinned posts and content items (issue 29). */
export async function conversationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/conversations/:kind/:id',
    {
      // 400: an id of the wrong shape; 404: a subject the member may not see.
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: { params: subjectParams, response: { 200: conversationSchema } },
    },
    async (request) => {
      assertValid(request);
      const { kind, id } = request.params;
      return readConversation(ctx, currentMember(request), kind, id, requestLanguage(request));
    },
  );

  r.post(
    '/api/conversations/:kind/:id/posts',
    {
      // 409: locked, a past season's event, or a reply to a reply or to a deleted post.
      config: { access: 'member', refusals: [400, 404, 409, 429], rateLimit: postingLimit },
      attachValidation: true,
      schema: {
        params: subjectParams,
        body: newPostInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { kind, id } = request.params;
      const created = await addPost(ctx, currentMember(request), kind, id, request.body);
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/conversation-posts/:id',
    {
      // 403: someone else's post; 409: past the edit window, deleted, locked or archived.
      config: { access: 'member', refusals: [403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, body: postInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await editPost(ctx, currentMember(request), request.params.id, request.body.body, new Date());
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/conversation-posts/:id',
    {
      config: { access: 'member', refusals: [403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await deletePost(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
