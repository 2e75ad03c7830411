import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  conversationSchema,
  hidePostInputSchema,
  lockInputSchema,
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
import { ConversationLive } from './conversation-live';
import { conversationModerationRoutes } from './conversation-moderation.routes';
import {
  addPost,
  conversationInputError,
  liveReader,
  deletePost,
  editPost,
  hidePost,
  readConversation,
  setLocked,
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

/** Editing is limited as posting is, on a count of its own: a rewrite reaches every reader live. */
const editingLimit = {
  ...postingLimit,
  keyGenerator: (request: FastifyRequest) => `post-edits:${request.member?.id ?? request.ip}`,
};

/** Conversations under events, pinned posts and content items (issue 29). */
export async function conversationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const live = new ConversationLive(ctx.database, app.log);
  await live.start();
  // Open streams would hold the server's close until they end: end them first.
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => live.stop());
  await conversationModerationRoutes(app, ctx, live);

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
      await live.publish(created.topic, created.id);
      return reply.status(201).send({ id: created.id });
    },
  );

  r.put(
    '/api/conversation-posts/:id',
    {
      // 403: someone else's post, or a muted author; 409: past the edit window, deleted, locked
      // or archived.
      config: { access: 'member', refusals: [403, 404, 409, 429], rateLimit: editingLimit },
      attachValidation: true,
      schema: { params: serialIdParams, body: postInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      const topic = await editPost(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.body,
        new Date(),
      );
      await live.publish(topic);
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
      const topic = await deletePost(ctx, currentMember(request), request.params.id);
      if (topic) await live.publish(topic);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/conversation-posts/:id/hide',
    {
      // 403: not a moderator of its conversation (platform/access/conversations.ts); 409: deleted.
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, body: hidePostInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      const topic = await hidePost(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.reason,
      );
      await live.publish(topic);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/conversations/:kind/:id/lock',
    {
      // 403: not a moderator of the subject; 409: a past season's event (read only anyway).
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: { params: subjectParams, body: lockInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      const { kind, id } = request.params;
      const topic = await setLocked(ctx, currentMember(request), kind, id, request.body.locked);
      await live.publish(topic);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/conversations/:kind/:id/live',
    {
      // Refused like the read: 400 for an id of the wrong shape, 404 for a subject not seen.
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: {
        params: subjectParams,
        response: {
          200: z.string().meta({
            description:
              'text/event-stream: an event "post" (data: the new post, as the conversation\'s ' +
              'read shows it to this reader) when a post is added; an event "changed" (data: ' +
              'the topic) when a post is edited, deleted or hidden or the conversation locked: ' +
              'read the conversation again then. The stream ends after ten minutes: open it again',
          }),
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { kind, id } = request.params;
      const reader = await liveReader(
        ctx,
        currentMember(request),
        kind,
        id,
        requestLanguage(request),
      );
      reply.hijack();
      // The response's close: the client went (or the stream was ended).
      live.stream(reader, reply.raw, (cb) => reply.raw.on('close', cb));
    },
  );
}
