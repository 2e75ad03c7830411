import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  conversationModerationSchema,
  muteInputSchema,
  reportInputSchema,
  resolveReportsInputSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import type { ConversationLive } from './conversation-live';
import {
  moderationInputError,
  muteAuthor,
  readModeration,
  reportPost,
  resolvePostReports,
  unhidePost,
  unmute,
} from './conversation-moderation.service';

const subjectParams = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  id: z.string().min(1).max(64),
});
const assertValid = refuseInvalidRequests(moderationInputError);

/**
 * The rest of moderation (issue 29): un-hiding, mutes, reports. Who may: the subject's
 * moderators (platform/access/conversations.ts), and for a report whoever may read the post.
 */
export async function conversationModerationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: ConversationLive,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/conversations/:kind/:id/moderation',
    {
      config: { access: 'member', refusals: [400, 404] },
      attachValidation: true,
      schema: { params: subjectParams, response: { 200: conversationModerationSchema } },
    },
    async (request) => {
      assertValid(request);
      const { kind, id } = request.params;
      return readModeration(
        ctx,
        currentMember(request),
        kind,
        id,
        requestLanguage(request),
        new Date(),
      );
    },
  );

  r.put(
    '/api/conversation-posts/:id/unhide',
    {
      // 403: not a moderator of its conversation; 409: not hidden, or a past season's event.
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      const topic = await unhidePost(ctx, currentMember(request), request.params.id);
      await live.publish(topic);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/conversation-posts/:id/mute',
    {
      // 403: not a moderator of its conversation; 409: its author's contact is gone.
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: muteInputSchema,
        response: {
          201: z.object({ ids: z.array(z.number().int()), until: z.string() }),
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const made = await muteAuthor(
        ctx,
        currentMember(request),
        request.params.id,
        request.body,
        new Date(),
      );
      await live.publish(made.topic);
      return reply.status(201).send({ ids: made.ids, until: made.until.toISOString() });
    },
  );

  r.delete(
    '/api/conversation-mutes/:id',
    {
      // 403: a mute of a team the member does not manage (club-wide: admins); 409: ended.
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await unmute(ctx, currentMember(request), request.params.id, new Date());
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/conversation-posts/:id/reports',
    {
      // 404: a post the member may not read; 409: reported already, or their own.
      config: { access: 'member', refusals: [400, 404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: reportInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const id = await reportPost(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.reason,
      );
      return reply.status(201).send({ id });
    },
  );

  r.put(
    '/api/conversation-posts/:id/reports',
    {
      // 403: not a moderator of its conversation; 409: no open reports.
      config: { access: 'member', refusals: [400, 403, 404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: resolveReportsInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const topic = await resolvePostReports(
        ctx,
        currentMember(request),
        request.params.id,
        request.body,
        new Date(),
      );
      await live.publish(topic);
      return reply.status(204).send();
    },
  );
}
